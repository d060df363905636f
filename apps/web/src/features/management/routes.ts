import type { RouteObject } from 'react-router';
import { recruitingPages, type RecruitingArea } from '@logicareers/shared/pages';
import { page } from '../../lib/route-pages';

/** Jobs, applicants and templates: the same screens under /management and /employer. */
export const recruitingRoutes = (area: RecruitingArea): RouteObject[] => {
  const pages = recruitingPages(area);
  return [
    {
      path: pages.jobs,
      ...page(() => import('./jobs-list-page'), 'JobsListPage', 'jobs'),
    },
    {
      path: pages.jobCreate,
      ...page(() => import('./job-editor-page'), 'JobEditorPage', 'postJob'),
    },
    {
      path: pages.jobEdit,
      ...page(() => import('./job-editor-page'), 'JobEditorPage', 'editJob'),
    },
    {
      path: pages.jobView,
      ...page(() => import('./managed-job-page'), 'ManagedJobPage', 'job'),
    },
    {
      path: pages.applicants,
      ...page(() => import('./applicants/applicants-page'), 'ApplicantsPage', 'applicants'),
    },
    {
      path: pages.templates,
      ...page(() => import('./templates-page'), 'TemplatesPage', 'templates'),
    },
    {
      path: pages.templateView,
      ...page(() => import('./template-editor-page'), 'TemplateViewPage', 'template'),
    },
    {
      path: pages.templateAction,
      ...page(() => import('./template-editor-page'), 'TemplateEditorPage', 'editTemplate'),
    },
  ];
};
