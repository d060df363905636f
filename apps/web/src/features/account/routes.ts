import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { page } from '../../lib/route-pages';

/** The signed-in user's own account, for every role; the router puts it behind sign-in. */
export const ownAccountRoutes: RouteObject[] = [
  { index: true, ...page(() => import('./my-account-page'), 'MyAccountPage', 'myAccount') },
];

/** A new password for a user who forgot theirs. */
export const accountRoutes: RouteObject[] = [
  {
    path: PAGES.forgotPassword,
    ...page(() => import('./forgot-password-page'), 'ForgotPasswordPage', 'forgotPassword'),
  },
];
