import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { RequirePermission } from '../../components/guards';
import { page } from '../../lib/route-pages';

/** The enquiries from the contact forms, at `path`. */
const enquiriesRoute = (path: string): RouteObject => ({
  element: <RequirePermission permission="enquiries.manage" />,
  children: [
    {
      path,
      ...page(() => import('./enquiries-page'), 'EnquiriesPage', 'enquiries'),
    },
  ],
});

/** The service pages' content and the enquiries, in the admin panel. */
export const contentAdminRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission="content.manage" />,
    children: [
      {
        path: PAGES.admin.servicePages,
        ...page(() => import('./service-pages-page'), 'ServicePagesPage', 'servicePages'),
      },
      {
        path: PAGES.admin.servicePageEdit,
        ...page(() => import('./service-page-edit-page'), 'ServicePageEditPage', 'servicePageEdit'),
      },
    ],
  },
  enquiriesRoute(PAGES.admin.enquiries),
];

/** The enquiries inbox of the consultancy admin area. */
export const consultancyEnquiryRoutes: RouteObject[] = [
  enquiriesRoute(PAGES.consultancyAdmin.enquiries),
];
