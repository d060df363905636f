import { Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_MAX } from '@logicareers/shared/schemas/common';
import type { ChosenCandidatesDialogProps } from '../components/chosen-candidates';
import { errorText } from '../../../components/form/field-error';
import { foldersQuery, useFolderCandidates, useSaveFolder } from '../search-api';
import { SubmitRow } from '../../../components/form/submit-row';

interface Fields {
  folder_id: string | null;
  name: string;
}
const EMPTY: Fields = { folder_id: null, name: '' };

/**
 * Adds candidates to one of the company's CV folders, or to a new one named here (the name wins
 * when both are given).
 */
export function AddToFolderDialog({ candidateIds, opened, onClose }: ChosenCandidatesDialogProps) {
  const { t } = useTranslation(['talent', 'common']);
  // The company's folders, the newest first; typing filters them.
  const folders = useQuery({
    ...foldersQuery({ page_size: PAGE_SIZE_MAX }),
    enabled: opened,
  });
  const form = useForm<Fields>({ defaultValues: EMPTY });
  const folderId = useWatch({ control: form.control, name: 'folder_id' });
  const create = useSaveFolder(form);
  const add = useFolderCandidates();
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    const name = values.name.trim();
    let folderId = values.folder_id ? Number(values.folder_id) : null;
    if (name) folderId = (await create.mutateAsync({ name })).data.id;
    if (folderId === null) {
      form.setError('folder_id', { type: 'required', message: t('addToFolder.chooseOne') });
      return;
    }
    await add.mutateAsync({ folderId, candidateIds });
    close();
  });
  const errors = form.formState.errors;
  const data = (folders.data?.items ?? []).map((folder) => ({
    value: String(folder.id),
    label: t('addToFolder.option', { name: folder.name, count: folder.candidate_count }),
  }));
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('addToFolder.title', { count: candidateIds.length })}
      centered
    >
      <form
        noValidate
        aria-label={t('addToFolder.title', { count: candidateIds.length })}
        // Errors are shown on the fields; a failed write has its toast.
        onSubmit={(e) => void onSubmit(e).catch(() => undefined)}
      >
        <Stack>
          <Select
            label={t('addToFolder.folder')}
            placeholder={t('addToFolder.folderPlaceholder')}
            data={data}
            searchable
            clearable
            clearButtonProps={{
              'aria-label': t('common:form.clear', {
                label: t('addToFolder.folder').toLowerCase(),
              }),
            }}
            nothingFoundMessage={t('common:form.nothingMatches')}
            value={folderId}
            onChange={(value) => {
              form.setValue('folder_id', value);
              form.clearErrors('folder_id');
            }}
            error={errorText(errors.folder_id)}
            comboboxProps={{ withinPortal: true }}
          />
          <Text size="sm" c="dimmed" ta="center">
            {t('addToFolder.or')}
          </Text>
          <TextInput
            label={t('addToFolder.newFolder')}
            placeholder={t('addToFolder.newFolderPlaceholder')}
            maxLength={100}
            {...form.register('name')}
            error={errorText(errors.name)}
          />
          <SubmitRow
            loading={create.isPending || add.isPending}
            label={t('addToFolder.submit')}
            onCancel={close}
            cancelLabel={t('common:action.cancel')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
