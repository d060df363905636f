import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@logicareers/shared/application-status';

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
  const { t } = useTranslation();
  return (
    <Badge color={APPLICATION_STATUS_COLOR[status]} variant="light" data-status={status}>
      {t(`applicationStatus.${status}`)}
    </Badge>
  );
}
