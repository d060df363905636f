import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { API } from '@logicareers/shared/api';
import { DashboardView } from '../../components/dashboard-view';
import { paths } from '@logicareers/shared/pages';

export function EmployerDashboardPage() {
  return (
    <DashboardView
      path={API.dashboard.employer}
      actions={
        <Group>
          <Button component={Link} to={paths.management.jobs} variant="default">
            My jobs
          </Button>
          <Button component={Link} to={paths.management.jobCreate}>
            Post a job
          </Button>
        </Group>
      }
    />
  );
}
