import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { page } from '../../lib/route-pages';

/** A company's e-mail templates, its sends and the candidates' answers. */
export const communicationRoutes: RouteObject[] = [
  {
    path: PAGES.management.emailTemplates,
    ...page(() => import('./email-templates-page'), 'EmailTemplatesPage', 'emailTemplates'),
  },
  {
    path: PAGES.management.emailTemplateView,
    ...page(() => import('./email-template-view-page'), 'EmailTemplateViewPage', 'emailTemplate'),
  },
  {
    path: PAGES.management.emailTemplateTags,
    ...page(
      () => import('./email-template-tags-page'),
      'EmailTemplateTagsPage',
      'emailTemplateTags',
    ),
  },
  {
    path: PAGES.management.emailSendView,
    ...page(() => import('./send-progress-page'), 'SendProgressPage', 'emailSend'),
  },
  {
    path: PAGES.management.emailTemplateAction,
    ...page(
      () => import('./email-template-action-page'),
      'EmailTemplateActionPage',
      'emailTemplateEdit',
    ),
  },
  {
    path: PAGES.management.emailResponses,
    ...page(() => import('./responses/responses-page'), 'EmailResponsesPage', 'emailResponses'),
  },
];

/** The links of a company's e-mails, opened without signing in: unsubscribe, and answer. */
export const communicationLinkRoutes: RouteObject[] = [
  {
    path: PAGES.emailUnsubscribe,
    ...page(() => import('./unsubscribe-page'), 'EmailUnsubscribePage', 'emailUnsubscribe'),
  },
  {
    // Opened from a recruiter's e-mail without signing in; the layout leaves out its frame.
    path: PAGES.emailResponse,
    ...page(() => import('./responses/email-response-page'), 'EmailResponsePage', 'emailResponse'),
  },
];
