import { Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PartList } from './part-list';
import {
  ZCompanyBranchRequest,
  type TCompanyBranch,
  type TCompanyBranchRequest,
  type TCompanyProfile,
} from '@logicareers/shared/schemas/employer';
import { errorText } from '../../components/form/field-error';
import { selectData, useMasterOptions } from '../../lib/master-data';
import { useRemoveBranch, useSaveBranch } from './company-api';
import { SubmitRow } from '../../components/form/submit-row';

function BranchModal({ branch, onClose }: { branch: TCompanyBranch | 'new'; onClose: () => void }) {
  const { t } = useTranslation('company');
  const emirates = useMasterOptions('state').filter((o) => o.parent_id === null);
  const form = useForm<TCompanyBranchRequest>({
    resolver: zodResolver(ZCompanyBranchRequest),
    defaultValues:
      branch === 'new'
        ? {
            state_id: undefined as unknown as number,
            area: '',
            address: '',
            phone: '',
          }
        : {
            state_id: branch.state_id ?? (undefined as unknown as number),
            area: branch.area,
            address: branch.address,
            phone: branch.phone,
          },
  });
  const save = useSaveBranch(form);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ id: branch === 'new' ? null : branch.id, values }, { onSuccess: onClose }),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={branch === 'new' ? t('branches.newTitle') : t('branches.editTitle')}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Controller
            control={form.control}
            name="state_id"
            render={({ field }) => (
              <Select
                label={t('branches.emirate')}
                required
                searchable
                data={selectData(emirates)}
                value={field.value ? String(field.value) : null}
                onChange={(v) => field.onChange(v ? Number(v) : undefined)}
                onBlur={field.onBlur}
                error={errorText(errors.state_id)}
              />
            )}
          />
          <TextInput
            label={t('branches.area')}
            {...form.register('area')}
            error={errorText(errors.area)}
          />
          <Textarea
            label={t('branches.address')}
            required
            autosize
            minRows={2}
            {...form.register('address')}
            error={errorText(errors.address)}
          />
          <TextInput
            label={t('branches.phone')}
            type="tel"
            {...form.register('phone')}
            error={errorText(errors.phone)}
          />
          <SubmitRow
            loading={save.isPending}
            label={t('branches.save')}
            onCancel={onClose}
            cancelLabel={t('branches.cancel')}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** The company's branches, each added, edited and removed in a dialog. */
export function BranchesTab({
  profile,
  editable,
}: {
  profile: TCompanyProfile;
  editable: boolean;
}) {
  const { t } = useTranslation('company');
  const remove = useRemoveBranch();
  const areaOf = (b: TCompanyBranch) => b.area || b.state || '';
  return (
    <PartList
      items={profile.branches}
      editable={editable}
      add={t('branches.add')}
      empty={t('branches.empty')}
      removeTitle={t('branches.removeTitle')}
      columns={[
        { header: t('branches.emirate'), cell: (b) => b.state ?? '—' },
        { header: t('branches.area'), cell: (b) => b.area || '—' },
        { header: t('branches.address'), cell: (b) => b.address },
        { header: t('branches.phone'), cell: (b) => b.phone || '—' },
      ]}
      rowTexts={(b) => ({
        edit: t('branches.edit', { area: areaOf(b) }),
        remove: t('branches.remove', { area: areaOf(b) }),
        removeText: t('branches.removeText', { area: areaOf(b) }),
      })}
      removing={remove.isPending}
      onRemove={(b, close) => remove.mutate(b.id, { onSuccess: close })}
      modal={(branch, close) => <BranchModal branch={branch} onClose={close} />}
    />
  );
}
