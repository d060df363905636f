import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZInviteRequest } from '@logicareers/shared/schemas/talent';
import type { ChosenCandidatesDialogProps } from '../components/chosen-candidates';
import { errorText } from '../../../components/form/field-error';
import { JobPicker } from '../../../components/jobs/job-picker';
import { useInvite } from '../workspace-api';

const ZInviteForm = ZInviteRequest.omit({ candidate_ids: true });
type InviteForm = { job_id: string; note: string };

/**
 * Invites one or many candidates to apply for one of the company's live jobs: they get an e-mail
 * with the job's link and the note.
 */
export function InviteDialog({ candidateIds, opened, onClose }: ChosenCandidatesDialogProps) {
  const { t } = useTranslation('talentView');
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
  return (
    <Modal opened={opened} onClose={close} title={t('invite.title')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('invite.intro', { count: candidateIds.length })}</Text>
          <Controller
            control={form.control}
            name="job_id"
            render={({ field, fieldState }) => (
              <JobPicker
                label={t('invite.job')}
                placeholder={t('invite.jobPlaceholder')}
                filter={{ status: 'open' }}
                nothingFound={t('invite.noJobs')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errorText(fieldState.error)}
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
