import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { page } from '../../lib/route-pages';

/** A company's interviews: the list, the calendar and a new one. */
export const interviewRoutes: RouteObject[] = [
  {
    path: PAGES.management.scheduleInterview,
    ...page(() => import('./schedule-interview-page'), 'ScheduleInterviewPage', 'interviews'),
  },
];

/** The candidate's own interviews, in the candidate area. */
export const candidateInterviewRoutes: RouteObject[] = [
  {
    path: PAGES.candidate.interviews,
    ...page(() => import('./candidate-interviews-page'), 'CandidateInterviewsPage', 'myInterviews'),
  },
];

/** The candidate's answer to an interview invitation. */
export const interviewLinkRoutes: RouteObject[] = [
  {
    // Opened from the interview invitation without signing in; shown without the frame.
    path: PAGES.interviewResponse,
    ...page(
      () => import('./interview-response-page'),
      'InterviewResponsePage',
      'interviewResponse',
    ),
  },
];
