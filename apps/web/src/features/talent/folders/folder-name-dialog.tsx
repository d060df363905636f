import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCvFolderRequest, type TCvFolderRequest } from '@logicareers/shared/schemas/talent';
import { NameDialog } from '../components/name-dialog';
import { useSaveFolder } from '../search-api';

/** Names a new folder, or renames one; a name the company has shows on the field. */
export function FolderNameDialog({
  folder,
  opened,
  onClose,
}: {
  /** The folder to rename; none: a new folder. */
  folder?: { id: number; name: string };
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['talent', 'common']);
  const form = useForm<TCvFolderRequest>({
    resolver: zodResolver(ZCvFolderRequest),
    values: { name: folder?.name ?? '' },
  });
  const save = useSaveFolder(form, folder?.id);
  const close = () => {
    form.reset({ name: folder?.name ?? '' });
    onClose();
  };
  const title = folder ? t('folders.renameTitle', { name: folder.name }) : t('folders.createTitle');
  return (
    <NameDialog
      form={form}
      opened={opened}
      onClose={close}
      onSave={(name) => save.mutate({ name }, { onSuccess: close })}
      saving={save.isPending}
      title={title}
      label={t('folders.name')}
      placeholder={t('folders.namePlaceholder')}
      submit={folder ? t('folders.rename') : t('folders.create')}
    />
  );
}
