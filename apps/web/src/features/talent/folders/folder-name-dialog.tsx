import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCvFolderRequest, type TCvFolderRequest } from '@logicareers/shared/schemas/talent';
import { errorText } from '../../../components/form/field-error';
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
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        noValidate
        aria-label={title}
        onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: close }))}
      >
        <Stack>
          <TextInput
            label={t('folders.name')}
            placeholder={t('folders.namePlaceholder')}
            required
            maxLength={100}
            data-autofocus
            {...form.register('name')}
            error={errorText(form.formState.errors.name)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:action.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {folder ? t('folders.rename') : t('folders.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
