import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { RequirePermission } from '../../components/guards';
import { page } from '../../lib/route-pages';

/** A candidate a recruiter created accepts the privacy notice before anything else. */
export const withPrivacyGate = (children: RouteObject[]): RouteObject => ({
  lazy: async () => ({
    Component: (await import('./privacy-gate')).PrivacyGate,
  }),
  children,
});

/** The users of the admin panel, and a candidate created by staff. */
export const userAdminRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission="users.list" />,
    children: [
      {
        path: PAGES.admin.users,
        ...page(() => import('./users-page'), 'UsersPage', 'users'),
      },
      {
        path: PAGES.admin.usersShort,
        ...page(() => import('./users-page'), 'UsersPage', 'users'),
      },
    ],
  },
  {
    element: <RequirePermission permission="candidates.create" />,
    children: [
      {
        // A static path beside /admin-pannel/create/:client: it wins over the parameter.
        path: PAGES.admin.candidateCreate,
        ...page(() => import('./create-candidate-page'), 'CreateCandidatePage', 'addCandidate'),
      },
    ],
  },
];

/** The consultancy's team. */
export const teamRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission="users.list" />,
    children: [
      {
        path: PAGES.consultancyAdmin.team,
        ...page(() => import('./team-page'), 'TeamPage', 'team'),
      },
    ],
  },
];
