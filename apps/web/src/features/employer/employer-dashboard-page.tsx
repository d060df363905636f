import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { DashboardView } from '../../components/dashboard-view';
import { ReportCards } from '../../components/reports/report-cards';
import { can, useProfile } from '../../lib/session';
import { useRecruitingPaths } from '../../lib/recruiting-area';

export function EmployerDashboardPage() {
  const { t } = useTranslation('employer');
  const recruiting = useRecruitingPaths();
  const { profile } = useProfile();
  const reads = profile?.role === 'employer' && can(profile, 'reports.read');
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
    >
      {reads && (
        <ReportCards
          cards={[
            { audience: 'employer', report: 'funnel', preset: '90d', page: paths.employer.reports },
            {
              audience: 'employer',
              report: 'sources',
              preset: '90d',
              page: paths.employer.reports,
            },
          ]}
        />
      )}
    </DashboardView>
  );
}
