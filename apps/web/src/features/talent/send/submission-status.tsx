import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import type { SubmissionStatus, TSubmission } from '@logicareers/shared/schemas/talent';
import { formatCalendarDate } from '../../../lib/format';

export const SUBMISSION_STATUS_COLOR: Record<SubmissionStatus, string> = {
  sent: 'gray',
  viewed: 'blue',
  interested: 'teal',
  interview_requested: 'violet',
  rejected: 'red',
};

/** Where a candidate sent to a client stands, in the same colour everywhere. */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={SUBMISSION_STATUS_COLOR[status]} variant="light" data-status={status} tt="none">
      {t(`submissionStatus.${status}`)}
    </Badge>
  );
}

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
          {t('submission.answeredOn', { date: formatCalendarDate(submission.answered_at) })}
        </Text>
      )}
      {submission.client_note && (
        <Text size="sm">{t('submission.clientNote', { note: submission.client_note })}</Text>
      )}
    </Stack>
  );
}
