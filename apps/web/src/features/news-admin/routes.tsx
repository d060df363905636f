import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { RequirePermission } from '../../components/guards';
import { page } from '../../lib/route-pages';

/** Logistics news in the admin panel: the list and the editor. */
export const newsAdminRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission="content.manage" />,
    children: [
      {
        path: PAGES.admin.news,
        ...page(() => import('./news-admin-list-page'), 'NewsAdminListPage', 'newsAdmin'),
      },
      {
        path: PAGES.admin.newsAction,
        ...page(() => import('./news-editor-page'), 'NewsEditorPage', 'newsEdit'),
      },
    ],
  },
];
