import type { ComponentType } from 'react';
import { Navigate, Outlet, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import {
  isSignKind,
  PAGES,
  paths,
  recruitingPages,
  type RecruitingArea,
} from '@logicareers/shared/pages';
import { ROLE_HOME, type Role } from '@logicareers/shared/roles';
import { PageLoader, RequireArea, RequirePermission } from '../components/guards';
import { AppLayout } from '../components/layout/app-layout';
import { RouteError } from '../components/route-error';
import { roleOf, useProfile } from '../lib/session';
import type { Prefetch, RouteHandle } from '../lib/prefetch';
import type { RouteTitle } from '../lib/document-title';
import { i18n } from '../lib/i18n';

/** `/`: the landing page for visitors; signed-in users go to their home (SPEC.md section 2). */
function RootIndex() {
  const { profile, loading } = useProfile();
  if (loading) return <PageLoader />;
  if (profile) return <Navigate to={ROLE_HOME[roleOf(profile) as Role]} replace />;
  return <Outlet />;
}

/** A screen loaded on demand, with the title of its document. */
const page = <T,>(load: () => Promise<T>, name: keyof T, title: RouteTitle) => ({
  lazy: async () => ({
    Component: (await load())[name] as ComponentType,
    handle: { title } satisfies RouteHandle,
  }),
});

/** A public screen that the server renders, with what it reads from the API fetched first. */
const publicPage = <T,>(
  load: () => Promise<T>,
  name: keyof T,
  prefetch: keyof T,
  title: RouteTitle,
  loader?: keyof T,
) => ({
  lazy: async () => {
    const module = await load();
    return {
      Component: module[name] as ComponentType,
      handle: { prefetch: module[prefetch] as Prefetch, title } satisfies RouteHandle,
      ...(loader && { loader: module[loader] as LoaderFunction }),
    };
  },
});

const notFound = () => {
  // The body is the text the error page shows (a status text could not carry every language).
  throw new Response(i18n.t('routeError.notFound'), { status: 404 });
};

/** Jobs, applicants and templates: the same screens under /management and /employer (SPEC.md section 2). */
const recruitingRoutes = (area: RecruitingArea): RouteObject[] => {
  const pages = recruitingPages(area);
  return [
    {
      path: pages.jobs,
      ...page(() => import('../features/management/jobs-list-page'), 'JobsListPage', 'jobs'),
    },
    {
      path: pages.jobCreate,
      ...page(() => import('../features/management/job-editor-page'), 'JobEditorPage', 'postJob'),
    },
    {
      path: pages.jobEdit,
      ...page(() => import('../features/management/job-editor-page'), 'JobEditorPage', 'editJob'),
    },
    {
      path: pages.jobView,
      ...page(() => import('../features/management/managed-job-page'), 'ManagedJobPage', 'job'),
    },
    {
      path: pages.applicants,
      ...page(
        () => import('../features/management/applicants/applicants-page'),
        'ApplicantsPage',
        'applicants',
      ),
    },
    {
      path: pages.searchJobs,
      ...page(() => import('../features/jobs/search-page'), 'SearchPage', 'searchJobs'),
    },
    {
      path: pages.templates,
      ...page(() => import('../features/management/templates-page'), 'TemplatesPage', 'templates'),
    },
    {
      path: pages.templateView,
      ...page(
        () => import('../features/management/template-editor-page'),
        'TemplateViewPage',
        'template',
      ),
    },
    {
      path: pages.templateAction,
      ...page(
        () => import('../features/management/template-editor-page'),
        'TemplateEditorPage',
        'editTemplate',
      ),
    },
  ];
};

/** Client companies (issue 16): the same screens in the admin panel and the consultancy admin area. */
const clientRoutes = (pages: {
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
        ...page(() => import('../features/clients/client-list-page'), 'ClientListPage', 'clients'),
      },
      {
        path: pages.create,
        ...page(
          () => import('../features/clients/client-create-page'),
          'ClientCreatePage',
          'clientCreate',
        ),
      },
      {
        path: pages.view,
        ...page(() => import('../features/clients/client-view-page'), 'ClientViewPage', 'client'),
      },
      {
        path: pages.createUser,
        ...page(
          () => import('../features/clients/client-create-user-page'),
          'ClientCreateUserPage',
          'clientCreateUser',
        ),
      },
    ],
  },
];

/** The recruiter workspace: CV search, saved searches and CV folders (decision 014). */
const talentRoutes: RouteObject[] = [
  {
    path: PAGES.management.cvSearch,
    ...page(() => import('../features/talent/search/cv-search-page'), 'CvSearchPage', 'cvSearch'),
  },
  {
    path: PAGES.management.cvSearchSaved,
    ...page(
      () => import('../features/talent/search/saved-searches-page'),
      'SavedSearchesPage',
      'savedSearches',
    ),
  },
  {
    path: PAGES.management.cvSearchView,
    ...page(() => import('../features/talent/search/cv-search-page'), 'SavedSearchViewPage', 'own'),
  },
  {
    // `create` is the advanced search; no other action exists.
    path: PAGES.management.cvSearchAction,
    lazy: async () => {
      const m = await import('../features/talent/search/advanced-search-page');
      return {
        Component: m.AdvancedSearchPage,
        loader: m.advancedSearchLoader,
        handle: { title: 'advancedSearch' } satisfies RouteHandle,
      };
    },
  },
  {
    path: PAGES.management.cvFolders,
    ...page(() => import('../features/talent/folders/folders-page'), 'FoldersPage', 'cvFolders'),
  },
  {
    path: PAGES.management.cvFolderView,
    ...page(() => import('../features/talent/folders/folder-view-page'), 'FolderViewPage', 'own'),
  },
];

/** E-mail to candidates, their answers and interviews (issue 15). */
const communicationRoutes: RouteObject[] = [
  {
    path: PAGES.management.emailTemplates,
    ...page(
      () => import('../features/communications/email-templates-page'),
      'EmailTemplatesPage',
      'emailTemplates',
    ),
  },
  {
    path: PAGES.management.emailTemplateView,
    ...page(
      () => import('../features/communications/email-template-view-page'),
      'EmailTemplateViewPage',
      'emailTemplate',
    ),
  },
  {
    path: PAGES.management.emailTemplateTags,
    ...page(
      () => import('../features/communications/email-template-tags-page'),
      'EmailTemplateTagsPage',
      'emailTemplateTags',
    ),
  },
  {
    path: PAGES.management.emailSendView,
    ...page(
      () => import('../features/communications/send-progress-page'),
      'SendProgressPage',
      'emailSend',
    ),
  },
  {
    path: PAGES.management.emailTemplateAction,
    ...page(
      () => import('../features/communications/email-template-action-page'),
      'EmailTemplateActionPage',
      'emailTemplateEdit',
    ),
  },
  {
    path: PAGES.management.scheduleInterview,
    ...page(
      () => import('../features/interviews/schedule-interview-page'),
      'ScheduleInterviewPage',
      'interviews',
    ),
  },
  {
    path: PAGES.management.emailResponses,
    ...page(
      () => import('../features/communications/responses/responses-page'),
      'EmailResponsesPage',
      'emailResponses',
    ),
  },
];

/** The service and employer pages (rendered on the server), and their administration. */
const serviceRoutes: RouteObject[] = [
  {
    path: PAGES.service,
    ...publicPage(
      () => import('../features/services/service-page'),
      'ServicePage',
      'prefetchServicePage',
      'own',
      'servicePageLoader',
    ),
  },
  {
    path: PAGES.employerService,
    ...publicPage(
      () => import('../features/services/service-page'),
      'ServicePage',
      'prefetchServicePage',
      'own',
      'employerServicePageLoader',
    ),
  },
];
const enquiriesRoute = (path: string): RouteObject => ({
  element: <RequirePermission permission="enquiries.manage" />,
  children: [
    {
      path,
      ...page(
        () => import('../features/content-admin/enquiries-page'),
        'EnquiriesPage',
        'enquiries',
      ),
    },
  ],
});
const contentAdminRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission="content.manage" />,
    children: [
      {
        path: PAGES.admin.servicePages,
        ...page(
          () => import('../features/content-admin/service-pages-page'),
          'ServicePagesPage',
          'servicePages',
        ),
      },
      {
        path: PAGES.admin.servicePageEdit,
        ...page(
          () => import('../features/content-admin/service-page-edit-page'),
          'ServicePageEditPage',
          'servicePageEdit',
        ),
      },
    ],
  },
  enquiriesRoute(PAGES.admin.enquiries),
];

/** `/employer/sign-in` and the like: sent on to `/auth/employer/sign-in`; other names not found. */
const shortSignAddress =
  (page: 'signIn' | 'signUp'): LoaderFunction =>
  ({ params }) => {
    if (!isSignKind(params.kind)) return notFound();
    return redirect(paths[page](params.kind));
  };

export const routes: RouteObject[] = [
  {
    path: PAGES.home,
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
              'home',
            ),
          },
        ],
      },
      {
        path: PAGES.usethis,
        lazy: async () => {
          const m = await import('../features/demo/usethis-page');
          return {
            Component: m.UsethisPage,
            loader: m.usethisLoader,
            handle: { title: 'demo' } satisfies RouteHandle,
          };
        },
      },
      {
        path: PAGES.signIn,
        ...page(() => import('../features/auth/sign-in-page'), 'SignInPage', 'signIn'),
      },
      {
        path: PAGES.signUp,
        ...page(() => import('../features/auth/sign-up-page'), 'SignUpPage', 'signUp'),
      },
      {
        path: PAGES.shortSignIn,
        loader: shortSignAddress('signIn'),
      },
      {
        path: PAGES.shortSignUp,
        loader: shortSignAddress('signUp'),
      },
      {
        path: PAGES.adminSignIn,
        ...page(() => import('../features/auth/sign-in-page'), 'AdminSignInPage', 'adminSignIn'),
      },
      {
        path: PAGES.forgotPassword,
        ...page(
          () => import('../features/account/forgot-password-page'),
          'ForgotPasswordPage',
          'forgotPassword',
        ),
      },
      {
        path: PAGES.pricing,
        ...publicPage(
          () => import('../features/plans/pricing-page'),
          'PricingPage',
          'prefetchPricingPage',
          'pricing',
        ),
      },
      {
        path: PAGES.searchJobs,
        ...publicPage(
          () => import('../features/jobs/search-page'),
          'SearchPage',
          'prefetchSearchPage',
          'searchJobs',
        ),
      },
      {
        path: PAGES.jobList,
        ...publicPage(
          () => import('../features/jobs/search-page'),
          'SearchPage',
          'prefetchSearchPage',
          'searchJobs',
        ),
      },
      {
        path: PAGES.jobView,
        ...publicPage(
          () => import('../features/jobs/job-view-page'),
          'JobViewPage',
          'prefetchJobViewPage',
          'own',
          'jobViewLoader',
        ),
      },
      {
        path: PAGES.employerList,
        ...page(() => import('../features/jobs/employers-page'), 'EmployersPage', 'employers'),
      },
      {
        path: PAGES.news,
        ...publicPage(
          () => import('../features/public/news-list-page'),
          'NewsListPage',
          'prefetchNewsListPage',
          'news',
        ),
      },
      {
        path: PAGES.newsArticle,
        ...publicPage(
          () => import('../features/public/news-article-page'),
          'NewsArticlePage',
          'prefetchNewsArticlePage',
          'own',
          'newsArticleLoader',
        ),
      },
      {
        path: PAGES.employerJobs,
        lazy: async () => {
          const m = await import('../features/jobs/employer-jobs-page');
          return {
            Component: m.EmployerJobsPage,
            loader: m.employerLoader,
            handle: { title: 'employerJobs' } satisfies RouteHandle,
          };
        },
      },
      {
        path: PAGES.jobCategory,
        ...page(() => import('../features/jobs/categories-page'), 'CategoriesPage', 'categories'),
      },
      ...serviceRoutes,
      {
        path: PAGES.unsubscribeAlert,
        ...page(
          () => import('../features/candidate/alerts/alert-links-pages'),
          'UnsubscribePage',
          'unsubscribe',
        ),
      },
      {
        path: PAGES.emailUnsubscribe,
        ...page(
          () => import('../features/communications/unsubscribe-page'),
          'EmailUnsubscribePage',
          'emailUnsubscribe',
        ),
      },
      {
        path: PAGES.confirmSubscription,
        ...page(
          () => import('../features/candidate/alerts/alert-links-pages'),
          'ConfirmSubscriptionPage',
          'confirmSubscription',
        ),
      },
      {
        path: PAGES.candidate.dashboard,
        element: <RequireArea area="candidate" />,
        children: [
          {
            // A candidate a recruiter created accepts the privacy notice before anything else.
            lazy: async () => ({
              Component: (await import('../features/users/privacy-gate')).PrivacyGate,
            }),
            children: [
              {
                index: true,
                ...page(
                  () => import('../features/candidate/candidate-dashboard-page'),
                  'CandidateDashboardPage',
                  'dashboard',
                ),
              },
              {
                path: PAGES.candidate.searchJobs,
                ...page(() => import('../features/jobs/search-page'), 'SearchPage', 'searchJobs'),
              },
              {
                path: PAGES.candidate.jobList,
                ...page(() => import('../features/jobs/search-page'), 'SearchPage', 'searchJobs'),
              },
              {
                path: PAGES.candidate.personalCreate,
                ...page(
                  () => import('../features/candidate/profile/onboarding-pages'),
                  'PersonalCreatePage',
                  'personalDetails',
                ),
              },
              {
                path: PAGES.candidate.profileCreate,
                ...page(
                  () => import('../features/candidate/profile/onboarding-pages'),
                  'ProfileCreatePage',
                  'createProfile',
                ),
              },
              {
                path: PAGES.candidate.profile,
                ...page(
                  () => import('../features/candidate/profile/profile-page'),
                  'ProfilePage',
                  'profile',
                ),
              },
              {
                path: PAGES.candidate.jobAlerts,
                ...page(
                  () => import('../features/candidate/alerts/job-alerts-page'),
                  'JobAlertsPage',
                  'jobAlerts',
                ),
              },
              {
                path: PAGES.candidate.saved,
                ...page(
                  () => import('../features/candidate/jobs/saved-jobs-page'),
                  'SavedJobsPage',
                  'savedJobs',
                ),
              },
              {
                path: PAGES.candidate.recommended,
                ...page(
                  () => import('../features/candidate/jobs/recommended-jobs-page'),
                  'RecommendedJobsPage',
                  'recommendedJobs',
                ),
              },
              {
                path: PAGES.candidate.appliedByStatus,
                ...page(
                  () => import('../features/candidate/jobs/applied-jobs-page'),
                  'AppliedJobsPage',
                  'appliedJobs',
                ),
              },
            ],
          },
        ],
      },
      {
        path: PAGES.employer.area,
        element: <RequireArea area="employer" />,
        children: [
          { index: true, element: <Navigate to={PAGES.employer.dashboard} replace /> },
          {
            path: PAGES.employer.dashboard,
            ...page(
              () => import('../features/employer/employer-dashboard-page'),
              'EmployerDashboardPage',
              'dashboard',
            ),
          },
          ...recruitingRoutes('employer'),
          {
            path: PAGES.employer.view,
            ...page(
              () => import('../features/company/employer-view-page'),
              'EmployerViewPage',
              'companyPage',
            ),
          },
          {
            element: <RequirePermission permission="subscription.read" />,
            children: [
              {
                path: PAGES.employer.subscription,
                ...page(
                  () => import('../features/plans/employer-subscription-page'),
                  'EmployerSubscriptionPage',
                  'subscription',
                ),
              },
            ],
          },
        ],
      },
      {
        path: PAGES.management.area,
        element: <RequireArea area="management" />,
        children: [
          { index: true, element: <Navigate to={PAGES.management.jobs} replace /> },
          ...recruitingRoutes('management'),
          {
            path: PAGES.management.candidateView,
            ...page(
              () => import('../features/talent/candidate/candidate-view-page'),
              'CandidateViewPage',
              'candidateView',
            ),
          },
          {
            path: PAGES.management.sendCandidate,
            ...page(
              () => import('../features/talent/send/send-candidate-page'),
              'SendCandidatePage',
              'sendCandidate',
            ),
          },
          {
            element: <RequirePermission permission="candidates.search" />,
            children: talentRoutes,
          },
          {
            element: <RequirePermission permission="communications.manage" />,
            children: communicationRoutes,
          },
          {
            path: PAGES.management.myProfile,
            ...page(
              () => import('../features/company/my-profile-page'),
              'MyProfilePage',
              'companyProfile',
            ),
          },
          {
            element: <RequirePermission permission="company.manage" />,
            children: [
              {
                path: PAGES.management.companyUsers,
                ...page(
                  () => import('../features/company/company-users-page'),
                  'CompanyUsersPage',
                  'companyUsers',
                ),
              },
              {
                path: PAGES.management.companyRoles,
                ...page(
                  () => import('../features/access-admin/company-roles-page'),
                  'CompanyRolesPage',
                  'companyRoles',
                ),
              },
            ],
          },
        ],
      },
      {
        path: PAGES.admin.area,
        element: <RequireArea area="admin-pannel" />,
        children: [
          { index: true, element: <Navigate to={PAGES.admin.dashboard} replace /> },
          {
            path: PAGES.admin.dashboard,
            ...page(
              () => import('../features/admin/admin-dashboard-page'),
              'AdminDashboardPage',
              'dashboard',
            ),
          },
          {
            element: <RequirePermission permission="settings.manage" />,
            children: [
              {
                path: PAGES.admin.settings,
                ...page(
                  () => import('../features/admin/settings-page'),
                  'SettingsPage',
                  'settings',
                ),
              },
              {
                path: PAGES.admin.modules,
                ...page(() => import('../features/admin/modules-page'), 'ModulesPage', 'modules'),
              },
            ],
          },
          {
            element: <RequirePermission permission="outbox.read" />,
            children: [
              {
                path: PAGES.admin.outbox,
                ...page(() => import('../features/admin/outbox-page'), 'OutboxPage', 'outbox'),
              },
            ],
          },
          ...clientRoutes({
            list: PAGES.admin.clientList,
            create: PAGES.admin.clientCreate,
            view: PAGES.admin.clientView,
            createUser: PAGES.admin.clientCreateUser,
          }),
          {
            element: <RequirePermission permission="users.list" />,
            children: [
              {
                path: PAGES.admin.users,
                ...page(() => import('../features/users/users-page'), 'UsersPage', 'users'),
              },
              {
                path: PAGES.admin.usersShort,
                ...page(() => import('../features/users/users-page'), 'UsersPage', 'users'),
              },
            ],
          },
          {
            element: <RequirePermission permission="candidates.create" />,
            children: [
              {
                // A static path beside /admin-pannel/create/:client: it wins over the parameter.
                path: PAGES.admin.candidateCreate,
                ...page(
                  () => import('../features/users/create-candidate-page'),
                  'CreateCandidatePage',
                  'addCandidate',
                ),
              },
            ],
          },
          {
            element: <RequirePermission permission="roles.manage" />,
            children: [
              {
                path: PAGES.admin.roles,
                ...page(() => import('../features/access-admin/roles-page'), 'RolesPage', 'roles'),
              },
              {
                path: PAGES.admin.roleAction,
                ...page(
                  () => import('../features/access-admin/role-action-page'),
                  'RoleActionPage',
                  'role',
                ),
              },
              {
                path: PAGES.admin.roleGroups,
                ...page(
                  () => import('../features/access-admin/role-groups-page'),
                  'RoleGroupsPage',
                  'roleGroups',
                ),
              },
              {
                path: PAGES.admin.permissions,
                ...page(
                  () => import('../features/access-admin/permissions-page'),
                  'PermissionsPage',
                  'permissions',
                ),
              },
              {
                path: PAGES.admin.permissionView,
                ...page(
                  () => import('../features/access-admin/permission-page'),
                  'PermissionPage',
                  'permission',
                ),
              },
            ],
          },
          ...contentAdminRoutes,
          {
            element: <RequirePermission permission="master.manage" />,
            children: [
              {
                path: PAGES.admin.masterList,
                ...page(
                  () => import('../features/master-admin/master-list-page'),
                  'MasterListPage',
                  'masterList',
                ),
              },
              {
                path: PAGES.admin.masterKind,
                ...page(
                  () => import('../features/master-admin/master-kind-page'),
                  'MasterKindPage',
                  'masterKind',
                ),
              },
            ],
          },
          {
            element: <RequirePermission permission="content.manage" />,
            children: [
              {
                path: PAGES.admin.news,
                ...page(
                  () => import('../features/news-admin/news-admin-list-page'),
                  'NewsAdminListPage',
                  'newsAdmin',
                ),
              },
              {
                path: PAGES.admin.newsAction,
                ...page(
                  () => import('../features/news-admin/news-editor-page'),
                  'NewsEditorPage',
                  'newsEdit',
                ),
              },
            ],
          },
          {
            element: <RequirePermission permission="plans.manage" />,
            children: [
              {
                path: PAGES.admin.subscriptions,
                ...page(() => import('../features/plans/plans-page'), 'PlansPage', 'plans'),
              },
              {
                // A static path beside /admin-pannel/subscription/:action: it wins over the parameter.
                path: PAGES.admin.subscriptionHistory,
                ...page(
                  () => import('../features/plans/subscription-history-page'),
                  'SubscriptionHistoryPage',
                  'subscriptionHistory',
                ),
              },
              {
                path: PAGES.admin.subscriptionAction,
                ...page(
                  () => import('../features/plans/plan-action-page'),
                  'PlanActionPage',
                  'plan',
                ),
              },
            ],
          },
          {
            element: <RequirePermission permission="audit.read" />,
            children: [
              {
                path: PAGES.admin.auditLog,
                ...page(
                  () => import('../features/access-admin/audit-log-page'),
                  'AuditLogPage',
                  'auditLog',
                ),
              },
            ],
          },
        ],
      },
      {
        path: PAGES.consultancyAdmin.area,
        element: <RequireArea area="consultancy-admin" />,
        children: [
          { index: true, element: <Navigate to={PAGES.consultancyAdmin.dashboard} replace /> },
          {
            path: PAGES.consultancyAdmin.dashboard,
            ...page(
              () => import('../features/consultancy-admin/consultancy-admin-dashboard-page'),
              'ConsultancyAdminDashboardPage',
              'dashboard',
            ),
          },
          ...clientRoutes({
            list: PAGES.consultancyAdmin.clients,
            create: PAGES.consultancyAdmin.clientCreate,
            view: PAGES.consultancyAdmin.clientView,
            createUser: PAGES.consultancyAdmin.clientCreateUser,
          }),
          {
            element: <RequirePermission permission="users.list" />,
            children: [
              {
                path: PAGES.consultancyAdmin.team,
                ...page(() => import('../features/users/team-page'), 'TeamPage', 'team'),
              },
            ],
          },
          enquiriesRoute(PAGES.consultancyAdmin.enquiries),
        ],
      },
      {
        // Opened from the consultancy's e-mail without signing in; the layout leaves out its frame.
        path: PAGES.clientCv,
        ...page(() => import('../features/client-cv/client-cv-page'), 'ClientCvPage', 'clientCv'),
      },
      {
        // Opened from a recruiter's e-mail without signing in; the layout leaves out its frame.
        path: PAGES.emailResponse,
        ...page(
          () => import('../features/communications/responses/email-response-page'),
          'EmailResponsePage',
          'emailResponse',
        ),
      },
      {
        // Opened from the interview invitation without signing in; shown without the frame.
        path: PAGES.interviewResponse,
        ...page(
          () => import('../features/interviews/interview-response-page'),
          'InterviewResponsePage',
          'interviewResponse',
        ),
      },
      { path: '*', loader: notFound },
    ],
  },
];
