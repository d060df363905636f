import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { API } from '@logicareers/shared/api';
import { useTranslation } from 'react-i18next';
import { DashboardView } from '../../components/dashboard-view';
import { paths } from '@logicareers/shared/pages';
import { useProfile } from '../../lib/session';
import { ApplicationCounts } from './jobs/application-counts';
import { ProfileCompletenessCard } from './profile/completeness';

export function CandidateDashboardPage() {
  const { t } = useTranslation('candidate');
  const { profile } = useProfile();
  return (
    <DashboardView
      path={API.dashboard.candidate}
      actions={
        <Button component={Link} to={paths.candidate.searchJobs}>
          {t('jobs.dashboard.findJobs')}
        </Button>
      }
    >
      <ProfileCompletenessCard />
      {profile?.role === 'candidate' && <ApplicationCounts />}
    </DashboardView>
  );
}
