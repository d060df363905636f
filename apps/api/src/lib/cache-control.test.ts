import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_PREFIX } from '@logicareers/shared/api';
import { PAGES, paths } from '@logicareers/shared/pages';
import { buildUser, TEST_PASSWORD } from '../test/factories';
import { call, DATABASES, type TestApp } from '../test/harness';
import { startTestAppWithAdmin } from '../test/scenarios';
import { webDist } from '../modules/web/web.routes';
import { SHARED_CACHE_CONTROL } from './public-cache';

/** The API routes whose answers browsers and proxies may keep, whoever asks: the same for everyone. */
const PUBLIC_CACHEABLE = new Set<string>([API.master.pattern, API.files.photo.pattern]);
/** The public API routes whose answers to visitors (only) shared caches may keep briefly. */
const VISITOR_CACHEABLE = new Set<string>([
  API.jobs.search,
  API.jobs.categories.pattern,
  API.jobs.one.pattern,
  API.jobs.similar.pattern,
  API.employers.list,
  API.employers.public.pattern,
  API.employers.publicProfile.pattern,
  API.plans.public,
  API.content.page.pattern,
  API.settings,
  API.modules,
  API.news.list,
  API.news.article.pattern,
]);

const webBuilt = fs.existsSync(path.join(webDist, 'index.html'));

describe.each(DATABASES)('what answers may be kept by caches (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await startTestAppWithAdmin(kind)));
  afterAll(() => t?.close());

  it('every GET of the API answers no-store, to a visitor and to a signed-in user, but for the public cacheable routes', async () => {
    const kept = { visitor: new Set<string>(), user: new Set<string>() };
    const routes = t.app.routeAccess.filter(
      (route) => route.method === 'GET' && route.url.startsWith(API_PREFIX),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
        name === 'kind' ? 'state' : '1',
      );
      for (const token of [undefined, admin]) {
        const res = await call(t.app, { method: 'GET', url, token });
        const header = String(res.headers['cache-control'] ?? '');
        if (header.includes('no-store')) continue;
        kept[token ? 'user' : 'visitor'].add(route.url);
        expect([route.url, res.status < 400, route.access]).toEqual([route.url, true, 'public']);
        if (!token && VISITOR_CACHEABLE.has(route.url))
          expect([route.url, res.headers.vary]).toEqual([
            route.url,
            'accept-encoding, authorization',
          ]);
      }
    }
    const allowed = new Set([...PUBLIC_CACHEABLE, ...VISITOR_CACHEABLE]);
    expect([...kept.visitor].filter((url) => !allowed.has(url))).toEqual([]);
    expect([...kept.user].filter((url) => !PUBLIC_CACHEABLE.has(url))).toEqual([]);
  });

  it('what a sign-in, a profile or an error answers is never kept', async () => {
    const user = await buildUser(t.database.db, 'candidate');
    const signIn = await call(t.app, {
      method: 'POST',
      url: API.login.candidate,
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const me = await call(t.app, {
      method: 'GET',
      url: API.me,
      token: signIn.body.token as string,
    });
    expect(me.status).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    for (const url of [API.master('no-such-kind'), '/api/no-such-call', API.me]) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('text answers say they are UTF-8', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/; charset=utf-8$/);
    }
  });

  describe.runIf(webBuilt)('pages', () => {
    it('are HTML in UTF-8, rendered or not, found or not', async () => {
      for (const url of [
        PAGES.home,
        paths.searchJobs(),
        paths.candidate.profile,
        paths.jobView(999_999),
        '/unauth/jobs/view/not-a-number',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect([url, res.headers['content-type']]).toEqual([url, 'text/html; charset=utf-8']);
        // Kept briefly by shared caches, asked again by browsers (an ETag makes that a 304).
        expect([url, res.headers['cache-control']]).toEqual([url, SHARED_CACHE_CONTROL]);
        expect([url, res.headers.etag]).toEqual([url, expect.stringMatching(/^W\/"/)]);
      }
    });
  });
});
