import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { page } from '../../lib/route-pages';

/** The employer's dashboard. */
export const employerRoutes: RouteObject[] = [
  {
    path: PAGES.employer.dashboard,
    ...page(() => import('./employer-dashboard-page'), 'EmployerDashboardPage', 'dashboard'),
  },
];
