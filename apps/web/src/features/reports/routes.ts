import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { page } from '../../lib/route-pages';

const load = () => import('./reports-page');

/** The candidate's own activity, in the candidate's area. */
export const candidateReportRoutes: RouteObject[] = [
  { path: PAGES.candidate.activity, ...page(load, 'CandidateActivityPage', 'myActivity') },
];

/** An employer's hiring reports. */
export const employerReportRoutes: RouteObject[] = [
  { path: PAGES.employer.reports, ...page(load, 'EmployerReportsPage', 'reports') },
];

/** The consultancy's reports, for its recruiters. */
export const managementReportRoutes: RouteObject[] = [
  { path: PAGES.management.reports, ...page(load, 'ConsultancyReportsPage', 'reports') },
];

/** The consultancy's reports, for its administrator. */
export const consultancyAdminReportRoutes: RouteObject[] = [
  { path: PAGES.consultancyAdmin.reports, ...page(load, 'ConsultancyReportsPage', 'reports') },
];

/** The site's reports, and the consultancy's, for master administrators. */
export const adminReportRoutes: RouteObject[] = [
  { path: PAGES.admin.reports, ...page(load, 'SiteReportsPage', 'reports') },
];
