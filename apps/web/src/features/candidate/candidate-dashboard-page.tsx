import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { API } from '@logicareers/shared/api';
import { DashboardView } from '../../components/dashboard-view';
import { paths } from '@logicareers/shared/pages';
import { useProfile } from '../../lib/session';
import { ApplicationCounts } from './jobs/application-counts';
import { ProfileCompletenessCard } from './profile/completeness';

export function CandidateDashboardPage() {
  const { profile } = useProfile();
  return (
    <DashboardView
      path={API.dashboard.candidate}
      actions={
        <Button component={Link} to={paths.candidate.searchJobs}>
          Find jobs
        </Button>
      }
    >
      <ProfileCompletenessCard />
      {profile?.role === 'candidate' && <ApplicationCounts />}
    </DashboardView>
  );
}
