import { Badge } from '@mantine/core';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '@logicareers/shared/application-status';

export const APPLICATION_STATUS_COLOR: Record<ApplicationStatus, string> = {
  applied: 'blue',
  shortlisted: 'teal',
  interview: 'violet',
  offered: 'green',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

/** An application's status, in the same colour everywhere. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge color={APPLICATION_STATUS_COLOR[status]} variant="light" data-status={status}>
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
