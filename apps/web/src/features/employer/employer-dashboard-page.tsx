import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API } from '@logicareers/shared/api';
import { DashboardView } from '../../components/dashboard-view';
import { paths } from '@logicareers/shared/pages';

export function EmployerDashboardPage() {
  const { t } = useTranslation('employer');
  return (
    <DashboardView
      path={API.dashboard.employer}
      actions={
        <Group>
          <Button component={Link} to={paths.management.jobs} variant="default">
            {t('dashboard.myJobs')}
          </Button>
          <Button component={Link} to={paths.management.jobCreate}>
            {t('dashboard.postJob')}
          </Button>
        </Group>
      }
    />
  );
}
