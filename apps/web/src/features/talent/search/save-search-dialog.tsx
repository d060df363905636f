import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZSavedSearchRequest } from '@logicareers/shared/schemas/talent';
import { NameDialog } from '../components/name-dialog';
import { useSaveSearch, type SearchParams } from '../search-api';

const ZName = ZSavedSearchRequest.pick({ name: true });
type Fields = z.input<typeof ZName>;

/** Names the search as it stands and saves it; a name the user already has shows on the field. */
export function SaveSearchDialog({
  query,
  opened,
  onClose,
}: {
  query: SearchParams;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['talent', 'common']);
  const form = useForm<Fields>({ resolver: zodResolver(ZName), defaultValues: { name: '' } });
  const save = useSaveSearch(form);
  const close = () => {
    form.reset({ name: '' });
    onClose();
  };
  // The page and sort are how the results were shown, not what was searched for.
  const { page: _page, ...saved } = query;
  return (
    <NameDialog
      form={form}
      opened={opened}
      onClose={close}
      onSave={(name) => save.mutate({ name, query: saved }, { onSuccess: close })}
      saving={save.isPending}
      title={t('saveSearch.title')}
      label={t('saveSearch.name')}
      description={t('saveSearch.nameHint')}
      submit={t('saveSearch.submit')}
    />
  );
}
