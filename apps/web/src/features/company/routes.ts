import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { page } from '../../lib/route-pages';

/** The employer's public page, as visitors see it. */
export const employerPageRoutes: RouteObject[] = [
  {
    path: PAGES.employer.view,
    ...page(() => import('./employer-view-page'), 'EmployerViewPage', 'companyPage'),
  },
];

/** The recruiter's company profile. */
export const companyProfileRoutes: RouteObject[] = [
  {
    path: PAGES.management.myProfile,
    ...page(() => import('./my-profile-page'), 'MyProfilePage', 'companyProfile'),
  },
];

/** The company's users. */
export const companyUserRoutes: RouteObject[] = [
  {
    path: PAGES.management.companyUsers,
    ...page(() => import('./company-users-page'), 'CompanyUsersPage', 'companyUsers'),
  },
];
