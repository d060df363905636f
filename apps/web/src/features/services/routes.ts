import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { publicPage } from '../../lib/route-pages';

/** The service and employer pages, rendered on the server. */
export const serviceRoutes: RouteObject[] = [
  {
    path: PAGES.service,
    ...publicPage(
      () => import('./service-page'),
      'ServicePage',
      'prefetchServicePage',
      'own',
      'servicePageLoader',
    ),
  },
  {
    path: PAGES.employerService,
    ...publicPage(
      () => import('./service-page'),
      'ServicePage',
      'prefetchServicePage',
      'own',
      'employerServicePageLoader',
    ),
  },
];
