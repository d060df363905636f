import { useState } from 'react';
import { Anchor, Button, Group, Modal, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ApplicationStatus } from '@logicareers/shared/application-status';
import { ApplicationStatusBadge } from './status-badge';
import { ConfirmButton } from '../confirm-button';
import { paths } from '@logicareers/shared/pages';
import { formatDate } from '../../lib/format';
import { useCandidateJobActions, useCandidateJobState } from './candidate-job-queries';

const COVER_NOTE_MAX = 2000;
const CANNOT_WITHDRAW: ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];

/** Apply, withdraw and save on a job page, for a signed-in candidate. */
export function ApplyPanel({
  jobId,
  jobTitle,
  open,
}: {
  jobId: number;
  jobTitle: string;
  open: boolean;
}) {
  const { data: state, isPending } = useCandidateJobState(jobId, true);
  const actions = useCandidateJobActions();
  const [applying, setApplying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [coverNote, setCoverNote] = useState('');

  if (isPending || !state) return <Skeleton h={72} />;
  const application = state.application;
  const active = application && application.status !== 'withdrawn';

  const act = async (work: () => Promise<boolean>, done: () => void) => {
    setBusy(true);
    const ok = await work();
    setBusy(false);
    if (ok) done();
  };

  return (
    <Stack gap="sm" data-testid="apply-panel">
      {active ? (
        <Stack gap={6}>
          <Group gap="xs">
            <Text size="sm">Applied on {formatDate(application.applied_at)}</Text>
            <ApplicationStatusBadge status={application.status} />
          </Group>
          <Anchor component={Link} to={paths.candidate.applied} size="sm">
            Track your applications
          </Anchor>
          {!CANNOT_WITHDRAW.includes(application.status) && (
            <ConfirmButton
              variant="subtle"
              color="red"
              title="Withdraw your application?"
              message={`The recruiter will no longer consider you for ${jobTitle}. You can apply again while the job is open.`}
              confirmLabel="Withdraw"
              cancelLabel="Keep it"
              onConfirm={() => actions.withdraw(jobId)}
            >
              Withdraw application
            </ConfirmButton>
          )}
        </Stack>
      ) : open ? (
        <Button onClick={() => setApplying(true)} size="md">
          {application ? 'Apply again' : 'Apply now'}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          This job is no longer accepting applications.
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
        loading={busy && !applying}
        onClick={() =>
          void act(
            () => (state.saved ? actions.unsave(jobId) : actions.save(jobId)),
            () => undefined,
          )
        }
      >
        {state.saved ? 'Saved' : 'Save job'}
      </Button>

      <Modal
        opened={applying}
        onClose={() => setApplying(false)}
        title={`Apply for ${jobTitle}`}
        centered
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void act(
              () => actions.apply(jobId, coverNote),
              () => {
                setApplying(false);
                setCoverNote('');
              },
            );
          }}
        >
          <Stack>
            <Text size="sm">
              The recruiter sees your{' '}
              <Anchor component={Link} to={paths.candidate.profile}>
                profile and CV
              </Anchor>
              . Add a short note if you like.
            </Text>
            <Textarea
              label="Cover note (optional)"
              autosize
              minRows={4}
              maxRows={10}
              maxLength={COVER_NOTE_MAX}
              value={coverNote}
              onChange={(event) => setCoverNote(event.currentTarget.value)}
              description={`${coverNote.length} / ${COVER_NOTE_MAX} characters`}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setApplying(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Send application
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
