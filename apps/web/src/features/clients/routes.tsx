import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/guards';
import { page } from '../../lib/route-pages';

/** Client companies: the same screens in the admin panel and the consultancy admin area. */
export const clientRoutes = (pages: {
  list: string;
  create: string;
  view: string;
  createUser: string;
}): RouteObject[] => [
  {
    element: <RequirePermission permission="clients.manage" />,
    children: [
      {
        path: pages.list,
        ...page(() => import('./client-list-page'), 'ClientListPage', 'clients'),
      },
      {
        path: pages.create,
        ...page(() => import('./client-create-page'), 'ClientCreatePage', 'clientCreate'),
      },
      {
        path: pages.view,
        ...page(() => import('./client-view-page'), 'ClientViewPage', 'client'),
      },
      {
        path: pages.createUser,
        ...page(
          () => import('./client-create-user-page'),
          'ClientCreateUserPage',
          'clientCreateUser',
        ),
      },
    ],
  },
];
