import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZInviteRequest } from '@logicareers/shared/schemas/talent';
import { errorText } from '../../../components/form/field-error';
import { liveJobsQuery, useInvite } from '../workspace-api';

const ZInviteForm = ZInviteRequest.omit({ candidate_ids: true });
type InviteForm = { job_id: string; note: string };

/**
 * Invites one or many candidates to apply for one of the company's live jobs: they get an e-mail
 * with the job's link and the note.
 */
export function InviteDialog({
  candidateIds,
  opened,
  onClose,
}: {
  candidateIds: string[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('talentView');
  const jobs = useQuery({ ...liveJobsQuery(''), enabled: opened });
  const form = useForm<InviteForm>({
    resolver: zodResolver(ZInviteForm) as never,
    defaultValues: { job_id: '', note: '' },
  });
  const invite = useInvite(form);
  const close = () => {
    form.reset({ job_id: '', note: '' });
    onClose();
  };
  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(
      { candidate_ids: candidateIds, job_id: Number(values.job_id), note: values.note },
      { onSuccess: close },
    ),
  );
  const options = (jobs.data ?? []).map((job) => ({
    value: String(job.id),
    label: job.location ? `${job.title} · ${job.location}` : job.title,
  }));
  return (
    <Modal opened={opened} onClose={close} title={t('invite.title')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('invite.intro', { count: candidateIds.length })}</Text>
          {jobs.isSuccess && options.length === 0 && (
            <Alert color="yellow">{t('invite.noJobs')}</Alert>
          )}
          <Controller
            control={form.control}
            name="job_id"
            render={({ field, fieldState }) => (
              <Select
                label={t('invite.job')}
                placeholder={t('invite.jobPlaceholder')}
                data={options}
                searchable
                required
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errorText(fieldState.error)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Textarea
            label={t('invite.note')}
            autosize
            minRows={2}
            {...form.register('note')}
            error={errorText(form.formState.errors.note)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('invite.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending} disabled={!candidateIds.length}>
              {t('invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
