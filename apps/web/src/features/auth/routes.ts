import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { isSignKind, PAGES, paths } from '@logicareers/shared/pages';
import { notFound, page } from '../../lib/route-pages';

/** `/employer/sign-in` and the like: sent on to `/auth/employer/sign-in`; other names not found. */
const shortSignAddress =
  (page: 'signIn' | 'signUp'): LoaderFunction =>
  ({ params }) => {
    if (!isSignKind(params.kind)) return notFound();
    return redirect(paths[page](params.kind));
  };

/** Signing in and signing up, for each kind of user and for the admin panel. */
export const authRoutes: RouteObject[] = [
  {
    path: PAGES.signIn,
    ...page(() => import('./sign-in-page'), 'SignInPage', 'signIn'),
  },
  {
    path: PAGES.signUp,
    ...page(() => import('./sign-up-page'), 'SignUpPage', 'signUp'),
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
    ...page(() => import('./sign-in-page'), 'AdminSignInPage', 'adminSignIn'),
  },
];
