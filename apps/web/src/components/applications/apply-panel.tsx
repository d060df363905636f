import { useState } from 'react';
import { Anchor, Button, Group, Modal, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { ApplicationStatus, CandidateSource } from '@logicareers/shared/application-status';
import { ZApplyRequest, type TApplyRequest } from '@logicareers/shared/schemas/candidate';
import { paths } from '@logicareers/shared/pages';
import { ApplicationStatusBadge } from './status-badge';
import { ConfirmButton } from '../confirm-button';
import { errorText } from '../form/field-error';
import { formatDate } from '../../lib/format';
import {
  useApply,
  useCandidateJobState,
  useToggleSaved,
  useWithdraw,
} from './candidate-job-queries';
import { SubmitRow } from '../form/submit-row';

/** The longest cover note the shared contract accepts. */
const COVER_NOTE_MAX = ZApplyRequest.shape.cover_note.unwrap().maxLength ?? undefined;
const CANNOT_WITHDRAW: ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];

/** The application form: a cover note checked by the shared contract, in a dialog. */
function ApplyModal({
  jobId,
  jobTitle,
  opened,
  onClose,
  source,
}: {
  jobId: number;
  jobTitle: string;
  opened: boolean;
  onClose: () => void;
  source: CandidateSource;
}) {
  const { t } = useTranslation();
  const form = useForm<TApplyRequest, unknown, z.output<typeof ZApplyRequest>>({
    resolver: zodResolver(ZApplyRequest),
    defaultValues: { job_id: jobId, cover_note: '' },
  });
  const apply = useApply(form);
  const note = useWatch({ control: form.control, name: 'cover_note' }) ?? '';
  const close = () => {
    form.reset({ job_id: jobId, cover_note: '' });
    onClose();
  };
  const onSubmit = form.handleSubmit((values) =>
    apply.mutate({ ...values, job_id: jobId, source }, { onSuccess: close }),
  );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('applications.applyTitle', { title: jobTitle })}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="applications.applyLead"
              components={{ profile: <Anchor component={Link} to={paths.candidate.profile} /> }}
            />
          </Text>
          <Textarea
            label={t('applications.coverNote')}
            autosize
            minRows={4}
            maxRows={10}
            maxLength={COVER_NOTE_MAX}
            {...form.register('cover_note')}
            error={errorText(form.formState.errors.cover_note)}
            description={t('applications.coverNoteCount', {
              length: note.length,
              max: COVER_NOTE_MAX ?? '',
            })}
          />
          <SubmitRow
            loading={apply.isPending}
            label={t('applications.send')}
            onCancel={close}
            cancelLabel={t('action.cancel')}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** Apply, withdraw and save on a job page, for a signed-in candidate. */
export function ApplyPanel({
  jobId,
  jobTitle,
  open,
  applyNow = false,
  source = 'direct',
}: {
  jobId: number;
  jobTitle: string;
  open: boolean;
  /** Open the application form at once (the candidate came to apply), unless applied already. */
  applyNow?: boolean;
  /** How the candidate came to the job (the search, an alert, an invitation), sent with it. */
  source?: CandidateSource;
}) {
  const { t } = useTranslation();
  const { data: state, isPending } = useCandidateJobState(jobId, true);
  const withdraw = useWithdraw();
  const toggleSaved = useToggleSaved();
  const [applying, setApplying] = useState(applyNow && open);

  if (isPending || !state) return <Skeleton h={72} />;
  const application = state.application;
  const active = application && application.status !== 'withdrawn';

  return (
    <Stack gap="sm" data-testid="apply-panel">
      {active ? (
        <Stack gap={6}>
          <Group gap="xs">
            <Text size="sm">
              {t('applications.appliedOn', { date: formatDate(application.applied_at) })}
            </Text>
            <ApplicationStatusBadge status={application.status} />
          </Group>
          <Anchor component={Link} to={paths.candidate.applied} size="sm">
            {t('applications.track')}
          </Anchor>
          {!CANNOT_WITHDRAW.includes(application.status) && (
            <ConfirmButton
              variant="subtle"
              color="red"
              title={t('applications.withdrawTitle')}
              message={t('applications.withdrawText', { title: jobTitle })}
              confirmLabel={t('applications.withdraw')}
              cancelLabel={t('applications.keep')}
              onConfirm={() =>
                withdraw.mutateAsync(jobId).then(
                  () => true,
                  () => false,
                )
              }
            >
              {t('applications.withdrawApplication')}
            </ConfirmButton>
          )}
        </Stack>
      ) : open ? (
        <Button onClick={() => setApplying(true)} size="md">
          {application ? t('applications.applyAgain') : t('applications.applyNow')}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {t('applications.closed')}
        </Text>
      )}
      <Button
        variant="default"
        leftSection={
          state.saved ? (
            <IconBookmarkFilled size={18} aria-hidden />
          ) : (
            <IconBookmark size={18} aria-hidden />
          )
        }
        aria-pressed={state.saved}
        loading={toggleSaved.isPending}
        onClick={() => toggleSaved.mutate({ jobId, saved: state.saved })}
      >
        {state.saved ? t('applications.saved') : t('applications.saveJob')}
      </Button>
      <ApplyModal
        jobId={jobId}
        jobTitle={jobTitle}
        opened={applying && !active}
        onClose={() => setApplying(false)}
        source={source}
      />
    </Stack>
  );
}
