import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubmissionStatus } from '@logicareers/shared/schemas/talent';

export const SUBMISSION_STATUS_COLOR: Record<SubmissionStatus, string> = {
  sent: 'gray',
  viewed: 'blue',
  interested: 'teal',
  interview_requested: 'violet',
  rejected: 'red',
};

/**
 * Where a candidate sent to a client stands, in the same colour everywhere: the consultancy's
 * lists and the client's own.
 */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={SUBMISSION_STATUS_COLOR[status]} variant="light" data-status={status} tt="none">
      {t(`submissionStatus.${status}`)}
    </Badge>
  );
}
