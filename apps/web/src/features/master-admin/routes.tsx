import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { RequirePermission } from '../../components/guards';
import { page } from '../../lib/route-pages';

/** The kinds of master data and the items of each. */
export const masterAdminRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission="master.manage" />,
    children: [
      {
        path: PAGES.admin.masterList,
        ...page(() => import('./master-list-page'), 'MasterListPage', 'masterList'),
      },
      {
        path: PAGES.admin.masterKind,
        ...page(() => import('./master-kind-page'), 'MasterKindPage', 'masterKind'),
      },
    ],
  },
];
