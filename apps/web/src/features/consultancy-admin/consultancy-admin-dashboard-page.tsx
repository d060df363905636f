import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { DashboardView } from '../../components/dashboard-view';
import { ReportCards } from '../../components/reports/report-cards';
import { can, useProfile } from '../../lib/session';

/** The consultancy at a glance: what it sent its clients and the hires that came of it. */
export function ConsultancyAdminDashboardPage() {
  const { profile } = useProfile();
  const page = paths.consultancyAdmin.reports;
  return (
    <DashboardView path={API.dashboard.consultancyAdmin}>
      {can(profile, 'reports.read') && (
        <ReportCards
          cards={[
            { audience: 'consultancy', report: 'submissions_by_client', preset: '90d', page },
            { audience: 'consultancy', report: 'placements', preset: 'year', page },
          ]}
        />
      )}
    </DashboardView>
  );
}
