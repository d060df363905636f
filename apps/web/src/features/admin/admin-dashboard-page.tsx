import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { DashboardView } from '../../components/dashboard-view';
import { ReportCards, type ReportCardSpec } from '../../components/reports/report-cards';
import { can, useProfile } from '../../lib/session';
import { PendingEmployers } from './pending-employers';

/** The site's money and growth for master administrators; the consultancy's work for its staff. */
const SITE_CARDS: ReportCardSpec[] = [
  { audience: 'site', report: 'revenue', preset: 'year', page: paths.admin.reports },
  { audience: 'site', report: 'sign_ups', preset: '90d', page: paths.admin.reports },
];
const CONSULTANCY_CARDS: ReportCardSpec[] = [
  { audience: 'consultancy', report: 'placements', preset: 'year', page: paths.workspace.reports },
  { audience: 'consultancy', report: 'funnel', preset: '90d', page: paths.workspace.reports },
];

export function AdminDashboardPage() {
  const { profile } = useProfile();
  const cards = can(profile, 'reports.site')
    ? SITE_CARDS
    : profile?.role !== 'employer' && can(profile, 'reports.read')
      ? CONSULTANCY_CARDS
      : [];
  return (
    <DashboardView path={API.dashboard.admin}>
      {can(profile, 'employers.activate') && <PendingEmployers />}
      {cards.length > 0 && <ReportCards cards={cards} />}
    </DashboardView>
  );
}
