import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZSavedSearchRequest } from '@logicareers/shared/schemas/talent';
import { errorText } from '../../../components/form/field-error';
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
  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ name: values.name, query: saved }, { onSuccess: close }),
  );
  return (
    <Modal opened={opened} onClose={close} title={t('saveSearch.title')} centered>
      <form noValidate onSubmit={onSubmit} aria-label={t('saveSearch.title')}>
        <Stack>
          <TextInput
            label={t('saveSearch.name')}
            description={t('saveSearch.nameHint')}
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
              {t('saveSearch.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
