import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import type { RouteHandle } from '../../lib/prefetch';

/** The demonstration page. */
export const demoRoutes: RouteObject[] = [
  {
    path: PAGES.usethis,
    lazy: async () => {
      const m = await import('./usethis-page');
      return {
        Component: m.UsethisPage,
        loader: m.usethisLoader,
        handle: { title: 'demo' } satisfies RouteHandle,
      };
    },
  },
];
