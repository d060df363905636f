import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { RequirePermission } from '../../components/guards';
import { page } from '../../lib/route-pages';

/** The admin panel's dashboard, settings, modules and outbox. */
export const adminRoutes: RouteObject[] = [
  {
    path: PAGES.admin.dashboard,
    ...page(() => import('./admin-dashboard-page'), 'AdminDashboardPage', 'dashboard'),
  },
  {
    element: <RequirePermission permission="settings.manage" />,
    children: [
      {
        path: PAGES.admin.settings,
        ...page(() => import('./settings-page'), 'SettingsPage', 'settings'),
      },
      {
        path: PAGES.admin.modules,
        ...page(() => import('./modules-page'), 'ModulesPage', 'modules'),
      },
    ],
  },
  {
    element: <RequirePermission permission="outbox.read" />,
    children: [
      {
        path: PAGES.admin.outbox,
        ...page(() => import('./outbox-page'), 'OutboxPage', 'outbox'),
      },
    ],
  },
];
