import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { page } from '../../lib/route-pages';

/** The links of a job alert's e-mails: confirm the subscription, or unsubscribe. */
export const alertLinkRoutes: RouteObject[] = [
  {
    path: PAGES.unsubscribeAlert,
    ...page(() => import('./alerts/alert-links-pages'), 'UnsubscribePage', 'unsubscribe'),
  },
  {
    path: PAGES.confirmSubscription,
    ...page(
      () => import('./alerts/alert-links-pages'),
      'ConfirmSubscriptionPage',
      'confirmSubscription',
    ),
  },
];

/**
 * The candidate's own pages: a candidate's alone (decision 040). Staff who may open the candidate
 * area meet a plain page that says so, with where to help a candidate instead.
 */
export const candidatesOwnOnly = (children: RouteObject[]): RouteObject => ({
  lazy: async () => ({
    Component: (await import('./candidates-own')).CandidatesOwn,
  }),
  children,
});

/**
 * The candidate's area: the dashboard and the profile (which staff read, decision 017), and the
 * candidate's own pages: the first profile steps, job alerts and the candidate's jobs.
 */
export const candidateRoutes: RouteObject[] = [
  {
    index: true,
    ...page(() => import('./candidate-dashboard-page'), 'CandidateDashboardPage', 'dashboard'),
  },
  {
    path: PAGES.candidate.profile,
    ...page(() => import('./profile/profile-page'), 'ProfilePage', 'profile'),
  },
  candidatesOwnOnly([
    {
      path: PAGES.candidate.personalCreate,
      ...page(() => import('./profile/onboarding-pages'), 'PersonalCreatePage', 'personalDetails'),
    },
    {
      path: PAGES.candidate.profileCreate,
      ...page(() => import('./profile/onboarding-pages'), 'ProfileCreatePage', 'createProfile'),
    },
    {
      path: PAGES.candidate.jobAlerts,
      ...page(() => import('./alerts/job-alerts-page'), 'JobAlertsPage', 'jobAlerts'),
    },
    {
      path: PAGES.candidate.saved,
      ...page(() => import('./jobs/saved-jobs-page'), 'SavedJobsPage', 'savedJobs'),
    },
    {
      path: PAGES.candidate.recommended,
      ...page(
        () => import('./jobs/recommended-jobs-page'),
        'RecommendedJobsPage',
        'recommendedJobs',
      ),
    },
    {
      path: PAGES.candidate.appliedByStatus,
      ...page(() => import('./jobs/applied-jobs-page'), 'AppliedJobsPage', 'appliedJobs'),
    },
  ]),
];
