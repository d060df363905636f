import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import type { TSubmission } from '@logicareers/shared/schemas/talent';
import { SubmissionStatusBadge } from '../../../components/talent/submission-status-badge';
import { formatCalendarDate } from '../../../lib/format';

/** One candidate sent to a client: who, to whom, for which job, its state and the client's note. */
export function SubmissionSummary({
  submission,
  showCandidate = false,
}: {
  submission: TSubmission;
  showCandidate?: boolean;
}) {
  const { t } = useTranslation('talentView');
  return (
    <Stack gap={2} data-testid="submission">
      <Group gap="xs" wrap="wrap">
        {showCandidate && (
          <Anchor component={Link} to={paths.workspace.candidateView(submission.candidate.id)}>
            {submission.candidate.name}
          </Anchor>
        )}
        <Text fw={600} size="sm">
          {submission.client.name}
        </Text>
        <SubmissionStatusBadge status={submission.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {[
          submission.job ? submission.job.title : t('submission.noJob'),
          t('submission.sentOn', { date: formatCalendarDate(submission.sent_at) }),
          submission.sent_by && t('submission.sentBy', { name: submission.sent_by }),
          submission.share_contact && t('submission.contactShared'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {submission.answered_at && (
        <Text size="sm" c="dimmed">
          {submission.answered_by
            ? t('submission.answeredBy', {
                date: formatCalendarDate(submission.answered_at),
                name: submission.answered_by,
              })
            : t('submission.answeredOn', { date: formatCalendarDate(submission.answered_at) })}
        </Text>
      )}
      {submission.client_note && (
        <Text size="sm">{t('submission.clientNote', { note: submission.client_note })}</Text>
      )}
    </Stack>
  );
}
