import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API } from '@logicareers/shared/api';
import { DashboardView } from '../../components/dashboard-view';
import { useRecruitingPaths } from '../../lib/recruiting-area';

export function EmployerDashboardPage() {
  const { t } = useTranslation('employer');
  const recruiting = useRecruitingPaths();
  return (
    <DashboardView
      path={API.dashboard.employer}
      actions={
        <Group>
          <Button component={Link} to={recruiting.jobs} variant="default">
            {t('dashboard.myJobs')}
          </Button>
          <Button component={Link} to={recruiting.jobCreate}>
            {t('dashboard.postJob')}
          </Button>
        </Group>
      }
    />
  );
}
