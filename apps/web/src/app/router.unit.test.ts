import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { isAppPage } from '@logicareers/shared/pages';
import { routes } from './router';

/** Every path the router mounts, joined with its parents' (the catch-all left out). */
function mountedPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent;
    const own = route.path && route.path !== '*' ? [path] : [];
    return [...own, ...mountedPaths(route.children ?? [], path)];
  });
}

describe('the pages the server knows', () => {
  it('include every page the router mounts, so none of them is answered 404', () => {
    const paths = mountedPaths(routes);
    expect(paths.length).toBeGreaterThan(100);
    const sample = (path: string) => path.replace(/:\w+/g, '7');
    expect(paths.filter((path) => !isAppPage(sample(path)))).toEqual([]);
  });

  it('leave out addresses the app does not have', () => {
    for (const path of ['/no-such-page', '/unauth/jobs/view', '/candidate/nothing/here', '/.env'])
      expect(isAppPage(path), path).toBe(false);
    for (const path of [
      '/',
      '/unauth/jobs/view/12',
      '/candidate',
      '/employer/jobs/view/3/applicants',
    ])
      expect(isAppPage(path), path).toBe(true);
  });
});
