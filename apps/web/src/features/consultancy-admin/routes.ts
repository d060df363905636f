import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { page } from '../../lib/route-pages';

/** The consultancy administrator's dashboard. */
export const consultancyAdminRoutes: RouteObject[] = [
  {
    path: PAGES.consultancyAdmin.dashboard,
    ...page(
      () => import('./consultancy-admin-dashboard-page'),
      'ConsultancyAdminDashboardPage',
      'dashboard',
    ),
  },
];
