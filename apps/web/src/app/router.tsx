import type { ComponentType } from 'react';
import { Navigate, Outlet, type LoaderFunction, type RouteObject } from 'react-router';
import { ROLE_HOME, type Role } from '@logicareers/shared/roles';
import { PageLoader, RequireArea, RequirePermission } from '../components/guards';
import { AppLayout } from '../components/layout/app-layout';
import { RouteError } from '../components/route-error';
import { roleOf, useProfile } from '../lib/session';
import type { Prefetch, RouteHandle } from '../lib/prefetch';

/** `/`: the landing page for visitors; signed-in users go to their home (SPEC.md section 2). */
function RootIndex() {
  const { profile, loading } = useProfile();
  if (loading) return <PageLoader />;
  if (profile) return <Navigate to={ROLE_HOME[roleOf(profile) as Role]} replace />;
  return <Outlet />;
}

/** A screen loaded on demand. */
const page = <T,>(load: () => Promise<T>, name: keyof T) => ({
  lazy: async () => ({ Component: (await load())[name] as ComponentType }),
});

/** A public screen that the server renders, with what it reads from the API fetched first. */
const publicPage = <T,>(
  load: () => Promise<T>,
  name: keyof T,
  prefetch: keyof T,
  loader?: keyof T,
) => ({
  lazy: async () => {
    const module = await load();
    return {
      Component: module[name] as ComponentType,
      handle: { prefetch: module[prefetch] as Prefetch } satisfies RouteHandle,
      ...(loader && { loader: module[loader] as LoaderFunction }),
    };
  },
});

const notFound = () => {
  throw new Response('Not Found', { status: 404, statusText: '404 - Page Not Found' });
};

/** Jobs, applicants and templates: the same screens under /management and /employer (SPEC.md section 2). */
const recruitingRoutes = (): RouteObject[] => [
  {
    path: 'jobs',
    ...page(() => import('../features/management/jobs-list-page'), 'JobsListPage'),
  },
  {
    path: 'jobs/create',
    ...page(() => import('../features/management/job-editor-page'), 'JobEditorPage'),
  },
  {
    path: 'jobs/edit/:id',
    ...page(() => import('../features/management/job-editor-page'), 'JobEditorPage'),
  },
  {
    path: 'jobs/view/:id',
    ...page(() => import('../features/management/managed-job-page'), 'ManagedJobPage'),
  },
  {
    path: 'jobs/view/:id/applicants',
    ...page(() => import('../features/management/applicants/applicants-page'), 'ApplicantsPage'),
  },
  {
    path: 'job/search',
    ...page(() => import('../features/jobs/search-page'), 'SearchPage'),
  },
  {
    path: 'job-template',
    ...page(() => import('../features/management/templates-page'), 'TemplatesPage'),
  },
  {
    path: 'job-template/view/:id',
    ...page(() => import('../features/management/template-editor-page'), 'TemplateViewPage'),
  },
  {
    path: 'job-template/:action',
    ...page(() => import('../features/management/template-editor-page'), 'TemplateEditorPage'),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    // While the first page's code loads, the static page stays as it is.
    HydrateFallback: () => null,
    children: [
      {
        element: <RootIndex />,
        children: [
          {
            index: true,
            ...publicPage(
              () => import('../features/public/landing-page'),
              'LandingPage',
              'prefetchLandingPage',
            ),
          },
        ],
      },
      {
        path: 'usethis',
        lazy: async () => {
          const m = await import('../features/demo/usethis-page');
          return { Component: m.UsethisPage, loader: m.usethisLoader };
        },
      },
      {
        path: 'auth/:kind/sign-in',
        ...page(() => import('../features/auth/sign-in-page'), 'SignInPage'),
      },
      {
        path: 'auth/:kind/sign-up',
        ...page(() => import('../features/auth/sign-up-page'), 'SignUpPage'),
      },
      { path: 'candidate/sign-in', element: <Navigate to="/auth/candidate/sign-in" replace /> },
      { path: 'candidate/sign-up', element: <Navigate to="/auth/candidate/sign-up" replace /> },
      {
        path: 'admin-pannel/sign-in',
        ...page(() => import('../features/auth/sign-in-page'), 'AdminSignInPage'),
      },
      {
        path: 'unauth',
        children: [
          {
            path: 'forgot-password',
            ...page(() => import('../features/account/forgot-password-page'), 'ForgotPasswordPage'),
          },
          {
            path: 'search-job',
            ...publicPage(
              () => import('../features/jobs/search-page'),
              'SearchPage',
              'prefetchSearchPage',
            ),
          },
          {
            path: 'job-list',
            ...publicPage(
              () => import('../features/jobs/search-page'),
              'SearchPage',
              'prefetchSearchPage',
            ),
          },
          {
            path: 'jobs/view/:id',
            ...publicPage(
              () => import('../features/jobs/job-view-page'),
              'JobViewPage',
              'prefetchJobViewPage',
              'jobViewLoader',
            ),
          },
          {
            path: 'employer-list',
            ...page(() => import('../features/jobs/employers-page'), 'EmployersPage'),
          },
          {
            path: 'employer-job/:companyId',
            lazy: async () => {
              const m = await import('../features/jobs/employer-jobs-page');
              return { Component: m.EmployerJobsPage, loader: m.employerLoader };
            },
          },
          {
            path: 'job-category/:category',
            ...page(() => import('../features/jobs/categories-page'), 'CategoriesPage'),
          },
          {
            path: 'job-alerts/unsubscribe',
            ...page(
              () => import('../features/candidate/alerts/alert-links-pages'),
              'UnsubscribePage',
            ),
          },
          {
            path: 'subscription/confirm',
            ...page(
              () => import('../features/candidate/alerts/alert-links-pages'),
              'ConfirmSubscriptionPage',
            ),
          },
        ],
      },
      {
        path: 'candidate',
        element: <RequireArea area="candidate" />,
        children: [
          {
            index: true,
            ...page(
              () => import('../features/candidate/candidate-dashboard-page'),
              'CandidateDashboardPage',
            ),
          },
          {
            path: 'search-job',
            ...page(() => import('../features/jobs/search-page'), 'SearchPage'),
          },
          { path: 'job-list', ...page(() => import('../features/jobs/search-page'), 'SearchPage') },
          {
            path: 'personal-create',
            ...page(
              () => import('../features/candidate/profile/onboarding-pages'),
              'PersonalCreatePage',
            ),
          },
          {
            path: 'profile-create',
            ...page(
              () => import('../features/candidate/profile/onboarding-pages'),
              'ProfileCreatePage',
            ),
          },
          {
            path: 'profile',
            ...page(() => import('../features/candidate/profile/profile-page'), 'ProfilePage'),
          },
          {
            path: 'job-alert',
            ...page(() => import('../features/candidate/alerts/job-alerts-page'), 'JobAlertsPage'),
          },
          {
            path: 'job/saved',
            ...page(() => import('../features/candidate/jobs/saved-jobs-page'), 'SavedJobsPage'),
          },
          {
            path: 'job/recommended',
            ...page(
              () => import('../features/candidate/jobs/recommended-jobs-page'),
              'RecommendedJobsPage',
            ),
          },
          {
            path: 'job/:category',
            ...page(
              () => import('../features/candidate/jobs/applied-jobs-page'),
              'AppliedJobsPage',
            ),
          },
        ],
      },
      {
        path: 'employer',
        element: <RequireArea area="employer" />,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          {
            path: 'dashboard',
            ...page(
              () => import('../features/employer/employer-dashboard-page'),
              'EmployerDashboardPage',
            ),
          },
          ...recruitingRoutes(),
        ],
      },
      {
        path: 'management',
        element: <RequireArea area="management" />,
        children: [{ index: true, element: <Navigate to="jobs" replace /> }, ...recruitingRoutes()],
      },
      {
        path: 'admin-pannel',
        element: <RequireArea area="admin-pannel" />,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          {
            path: 'dashboard',
            ...page(() => import('../features/admin/admin-dashboard-page'), 'AdminDashboardPage'),
          },
          {
            element: <RequirePermission permission="settings.manage" />,
            children: [
              {
                path: 'settings',
                ...page(() => import('../features/admin/settings-page'), 'SettingsPage'),
              },
            ],
          },
          {
            element: <RequirePermission permission="outbox.read" />,
            children: [
              {
                path: 'outbox',
                ...page(() => import('../features/admin/outbox-page'), 'OutboxPage'),
              },
            ],
          },
          {
            element: <RequirePermission permission="users.list" />,
            children: [
              {
                path: 'user/management',
                ...page(() => import('../features/admin/users-page'), 'UsersPage'),
              },
              { path: 'users', ...page(() => import('../features/admin/users-page'), 'UsersPage') },
            ],
          },
        ],
      },
      {
        path: 'consultancy-admin',
        element: <RequireArea area="consultancy-admin" />,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          {
            path: 'dashboard',
            ...page(
              () => import('../features/consultancy-admin/consultancy-admin-dashboard-page'),
              'ConsultancyAdminDashboardPage',
            ),
          },
          {
            element: <RequirePermission permission="outbox.read" />,
            children: [
              {
                path: 'outbox',
                ...page(() => import('../features/admin/outbox-page'), 'OutboxPage'),
              },
            ],
          },
        ],
      },
      { path: '*', loader: notFound },
    ],
  },
];
