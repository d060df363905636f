import { Navigate, Outlet, type RouteObject } from 'react-router';
import { PAGES, type RecruitingArea } from '@logicareers/shared/pages';
import { ROLE_HOME, type Role } from '@logicareers/shared/roles';
import { PageLoader, RequireArea, RequirePermission, RequireSignedIn } from '../components/guards';
import { AppLayout, PageOutlet } from '../components/layout/app-layout';
import { RouteError } from '../components/route-error';
import { accessAdminRoutes, companyRoleRoutes } from '../features/access-admin/routes';
import { accountRoutes, ownAccountRoutes } from '../features/account/routes';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { alertLinkRoutes, candidateRoutes, candidatesOwnOnly } from '../features/candidate/routes';
import { clientCvRoutes } from '../features/client-cv/routes';
import { clientRoutes } from '../features/clients/routes';
import { communicationLinkRoutes, communicationRoutes } from '../features/communications/routes';
import {
  companyProfileRoutes,
  companyUserRoutes,
  employerPageRoutes,
} from '../features/company/routes';
import { consultancyAdminRoutes } from '../features/consultancy-admin/routes';
import { consultancyEnquiryRoutes, contentAdminRoutes } from '../features/content-admin/routes';
import { demoRoutes } from '../features/demo/routes';
import { employerRoutes } from '../features/employer/routes';
import {
  candidateInterviewRoutes,
  interviewLinkRoutes,
  interviewRoutes,
} from '../features/interviews/routes';
import { candidateJobRoutes, publicJobRoutes, recruitingJobRoutes } from '../features/jobs/routes';
import { recruitingRoutes } from '../features/management/routes';
import {
  adminReportRoutes,
  candidateReportRoutes,
  consultancyAdminReportRoutes,
  employerReportRoutes,
  managementReportRoutes,
} from '../features/reports/routes';
import { masterAdminRoutes } from '../features/master-admin/routes';
import { newsAdminRoutes } from '../features/news-admin/routes';
import { planAdminRoutes, pricingRoutes, subscriptionRoutes } from '../features/plans/routes';
import { landingRoutes, newsRoutes } from '../features/public/routes';
import { serviceRoutes } from '../features/services/routes';
import { talentRoutes } from '../features/talent/routes';
import { teamRoutes, userAdminRoutes, withPrivacyGate } from '../features/users/routes';
import { roleOf, useProfile } from '../lib/session';
import { publicPage } from '../lib/route-pages';

/*
 * Each feature lists its own screens; here they are put in their areas, behind the area's guard
 * and the permissions that several features share.
 */

/** `/`: the landing page for visitors; signed-in users go to their home (SPEC.md section 2). */
function RootIndex() {
  const { profile, loading } = useProfile();
  if (loading) return <PageLoader />;
  if (profile) return <Navigate to={ROLE_HOME[roleOf(profile) as Role]} replace />;
  return <Outlet />;
}

/** Jobs, applicants, templates and the job search: the same screens under /management and /employer. */
const recruitingArea = (area: RecruitingArea): RouteObject[] => [
  ...recruitingRoutes(area),
  ...recruitingJobRoutes(area),
];

export const routes: RouteObject[] = [
  {
    path: PAGES.home,
    element: <AppLayout />,
    errorElement: <RouteError />,
    // While the first page's code loads, the static page stays as it is.
    HydrateFallback: () => null,
    children: [
      {
        element: <PageOutlet />,
        errorElement: <RouteError />,
        children: pages(),
      },
    ],
  },
];

/** Every page of the site, in its area. */
function pages(): RouteObject[] {
  return [
    { element: <RootIndex />, children: landingRoutes },
    ...demoRoutes,
    ...authRoutes,
    ...accountRoutes,
    ...pricingRoutes,
    ...publicJobRoutes,
    ...newsRoutes,
    ...serviceRoutes,
    ...alertLinkRoutes,
    { path: PAGES.account, element: <RequireSignedIn />, children: ownAccountRoutes },
    {
      path: PAGES.candidate.dashboard,
      element: <RequireArea area="candidate" />,
      children: [
        withPrivacyGate([
          ...candidateRoutes,
          // The job search and the interviews are the candidate's own too (decision 040).
          candidatesOwnOnly([
            ...candidateJobRoutes,
            ...candidateInterviewRoutes,
            ...candidateReportRoutes,
          ]),
        ]),
      ],
    },
    {
      path: PAGES.employer.area,
      element: <RequireArea area="employer" />,
      children: [
        { index: true, element: <Navigate to={PAGES.employer.dashboard} replace /> },
        ...employerRoutes,
        ...recruitingArea('employer'),
        ...employerPageRoutes,
        ...subscriptionRoutes,
        {
          element: <RequirePermission permission="reports.read" />,
          children: employerReportRoutes,
        },
      ],
    },
    {
      path: PAGES.management.area,
      element: <RequireArea area="management" />,
      children: [
        { index: true, element: <Navigate to={PAGES.management.jobs} replace /> },
        ...recruitingArea('management'),
        ...talentRoutes,
        {
          element: <RequirePermission permission="communications.manage" />,
          children: [...communicationRoutes, ...interviewRoutes],
        },
        ...companyProfileRoutes,
        {
          element: <RequirePermission permission="company.manage" />,
          children: [...companyUserRoutes, ...companyRoleRoutes],
        },
        {
          element: <RequirePermission permission="reports.read" />,
          children: managementReportRoutes,
        },
      ],
    },
    {
      path: PAGES.admin.area,
      element: <RequireArea area="admin-pannel" />,
      children: [
        { index: true, element: <Navigate to={PAGES.admin.dashboard} replace /> },
        ...adminRoutes,
        ...clientRoutes({
          list: PAGES.admin.clientList,
          create: PAGES.admin.clientCreate,
          view: PAGES.admin.clientView,
          createUser: PAGES.admin.clientCreateUser,
        }),
        ...userAdminRoutes,
        ...accessAdminRoutes,
        ...contentAdminRoutes,
        ...masterAdminRoutes,
        ...newsAdminRoutes,
        ...planAdminRoutes,
        { element: <RequirePermission permission="reports.site" />, children: adminReportRoutes },
      ],
    },
    {
      path: PAGES.consultancyAdmin.area,
      element: <RequireArea area="consultancy-admin" />,
      children: [
        { index: true, element: <Navigate to={PAGES.consultancyAdmin.dashboard} replace /> },
        ...consultancyAdminRoutes,
        ...clientRoutes({
          list: PAGES.consultancyAdmin.clients,
          create: PAGES.consultancyAdmin.clientCreate,
          view: PAGES.consultancyAdmin.clientView,
          createUser: PAGES.consultancyAdmin.clientCreateUser,
        }),
        ...teamRoutes,
        ...consultancyEnquiryRoutes,
        {
          element: <RequirePermission permission="reports.read" />,
          children: consultancyAdminReportRoutes,
        },
      ],
    },
    // Opened from e-mails without signing in; the layout leaves out its frame.
    ...clientCvRoutes,
    ...communicationLinkRoutes,
    ...interviewLinkRoutes,
    {
      path: '*',
      ...publicPage(
        () => import('../components/not-found'),
        'NotFoundPage',
        'prefetchNotFoundPage',
        'notFound',
      ),
    },
  ];
}
