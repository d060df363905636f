import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { page } from '../../lib/route-pages';

/** A candidate sent to a client, opened from the consultancy's e-mail. */
export const clientCvRoutes: RouteObject[] = [
  {
    // Opened from the consultancy's e-mail without signing in; the layout leaves out its frame.
    path: PAGES.clientCv,
    ...page(() => import('./client-cv-page'), 'ClientCvPage', 'clientCv'),
  },
];
