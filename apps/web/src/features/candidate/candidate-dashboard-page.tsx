import { Alert, Anchor, Button, Paper, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { API } from '@logicareers/shared/api';
import { useTranslation } from 'react-i18next';
import { DashboardView } from '../../components/dashboard-view';
import { ReportCards } from '../../components/reports/report-cards';
import { paths } from '@logicareers/shared/pages';
import { formatDateTime } from '../../lib/format';
import { can, useProfile } from '../../lib/session';
import { ApplicationCounts } from './jobs/application-counts';
import { ProfileCompletenessCard } from './profile/completeness';
import { CandidatePicker, staffProfilePath } from './profile/staff-candidate-page';
import { UpcomingInterviews } from './upcoming-interviews';

/** The consultancy in the candidate area: find a candidate and read their profile. */
function StaffCandidateCard() {
  const { t } = useTranslation('candidate');
  const navigate = useNavigate();
  return (
    <Paper withBorder p="md" radius="md" mb="lg" component="section" aria-labelledby="staff-pick">
      <Title order={2} fz="lg" mb="sm" id="staff-pick">
        {t('staff.dashboardTitle')}
      </Title>
      <CandidatePicker onPick={(id) => navigate(staffProfilePath(id))} />
    </Paper>
  );
}

export function CandidateDashboardPage() {
  const { t } = useTranslation('candidate');
  const { profile } = useProfile();
  const isCandidate = profile?.role === 'candidate';
  // Staff are offered the profiles they may read and their own workspace, not the candidate's
  // self-service pages (decision 040).
  const action = isCandidate ? (
    <Button component={Link} to={paths.candidate.searchJobs}>
      {t('jobs.dashboard.findJobs')}
    </Button>
  ) : (
    can(profile, 'candidates.search') && (
      <Button component={Link} to={paths.workspace.cvSearch()}>
        {t('staff.workspace')}
      </Button>
    )
  );
  return (
    <DashboardView path={API.dashboard.candidate} actions={action || undefined}>
      {isCandidate && profile.deletion_due_at && (
        <Alert color="red" mb="lg" role="status" title={t('privacy.deletion.pendingTitle')}>
          {t('privacy.deletion.pending', { date: formatDateTime(profile.deletion_due_at) })}{' '}
          <Anchor component={Link} to={`${paths.candidate.profile}#privacy`}>
            {t('privacy.deletion.cancel')}
          </Anchor>
        </Alert>
      )}
      {isCandidate && <UpcomingInterviews />}
      <ProfileCompletenessCard />
      {isCandidate && <ApplicationCounts />}
      {/* Applications by status are counted just above; who opened the profile is news. */}
      {isCandidate && (
        <ReportCards
          cards={[
            {
              audience: 'candidate',
              report: 'profile_views',
              preset: '90d',
              page: paths.candidate.activity,
            },
          ]}
        />
      )}
      {profile && !isCandidate && <StaffCandidateCard />}
    </DashboardView>
  );
}
