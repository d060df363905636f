import type { RouteObject } from 'react-router';
import { PAGES, recruitingPages, type RecruitingArea } from '@logicareers/shared/pages';
import type { RouteHandle } from '../../lib/prefetch';
import { page, publicPage } from '../../lib/route-pages';

/** The public job search, a job, the employers and their jobs, and the job categories. */
export const publicJobRoutes: RouteObject[] = [
  {
    path: PAGES.searchJobs,
    ...publicPage(() => import('./search-page'), 'SearchPage', 'prefetchSearchPage', 'searchJobs'),
  },
  {
    path: PAGES.jobList,
    ...publicPage(() => import('./search-page'), 'SearchPage', 'prefetchSearchPage', 'searchJobs'),
  },
  {
    path: PAGES.jobView,
    ...publicPage(
      () => import('./job-view-page'),
      'JobViewPage',
      'prefetchJobViewPage',
      'own',
      'jobViewLoader',
    ),
  },
  {
    path: PAGES.employerList,
    ...page(() => import('./employers-page'), 'EmployersPage', 'employers'),
  },
  {
    path: PAGES.employerJobs,
    lazy: async () => {
      const m = await import('./employer-jobs-page');
      return {
        Component: m.EmployerJobsPage,
        loader: m.employerLoader,
        handle: { title: 'employerJobs' } satisfies RouteHandle,
      };
    },
  },
  {
    path: PAGES.jobCategory,
    ...page(() => import('./categories-page'), 'CategoriesPage', 'categories'),
  },
];

/** The job search in the candidate's area. */
export const candidateJobRoutes: RouteObject[] = [
  {
    path: PAGES.candidate.searchJobs,
    ...page(() => import('./search-page'), 'SearchPage', 'searchJobs'),
  },
  {
    path: PAGES.candidate.jobList,
    ...page(() => import('./search-page'), 'SearchPage', 'searchJobs'),
  },
];

/** The job search in a recruiting area (management or employer). */
export const recruitingJobRoutes = (area: RecruitingArea): RouteObject[] => [
  {
    path: recruitingPages(area).searchJobs,
    ...page(() => import('./search-page'), 'SearchPage', 'searchJobs'),
  },
];
