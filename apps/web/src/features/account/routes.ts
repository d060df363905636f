import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { page } from '../../lib/route-pages';

/** A new password for a user who forgot theirs. */
export const accountRoutes: RouteObject[] = [
  {
    path: PAGES.forgotPassword,
    ...page(() => import('./forgot-password-page'), 'ForgotPasswordPage', 'forgotPassword'),
  },
];
