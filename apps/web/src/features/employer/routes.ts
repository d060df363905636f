import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { page } from '../../lib/route-pages';

/** The employer's dashboard, and the candidates consultancies sent to the company. */
export const employerRoutes: RouteObject[] = [
  {
    path: PAGES.employer.dashboard,
    ...page(() => import('./employer-dashboard-page'), 'EmployerDashboardPage', 'dashboard'),
  },
  {
    path: PAGES.employer.submissions,
    ...page(
      () => import('./submissions/submissions-page'),
      'ClientSubmissionsPage',
      'submittedCandidates',
    ),
  },
  {
    path: PAGES.employer.submission,
    ...page(() => import('./submissions/submission-page'), 'ClientSubmissionPage', 'own'),
  },
];
