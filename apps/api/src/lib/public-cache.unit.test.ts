import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  type FreshAnswer,
  pageKey,
  PublicCache,
  sendKept,
  serveKept,
  SHARED_CACHE_CONTROL,
} from './public-cache';

const page = (body: string): FreshAnswer => ({ status: 200, type: 'text/html', body, keep: true });
/** What node-postgres says when the server is gone. */
const serverGone = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

describe('the cache of public answers', () => {
  it('makes a page once for concurrent requests, and keeps it until something changes', async () => {
    const cache = new PublicCache();
    let made = 0;
    const make = async () => {
      made++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return page(`version ${made}`);
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.through('/', make)));
    expect(made).toBe(1);
    expect(answers.map((answer) => ('etag' in answer ? answer.identity.toString() : ''))).toEqual([
      'version 1',
      'version 1',
      'version 1',
    ]);
    await cache.through('/', make);
    expect(made).toBe(1);
    cache.forget();
    const again = await cache.through('/', make);
    expect(made).toBe(2);
    expect('etag' in again && again.identity.toString()).toBe('version 2');
  });

  it('serves the last page kept while the database is unreachable, and fails without one', async () => {
    const cache = new PublicCache();
    await cache.through('/jobs/1', async () => page('the job'));
    cache.forget();
    const stale = await cache.through('/jobs/1', () => Promise.reject(serverGone()));
    expect('etag' in stale && stale.identity.toString()).toBe('the job');
    await expect(cache.through('/jobs/2', () => Promise.reject(serverGone()))).rejects.toThrow(
      'ECONNREFUSED',
    );
    // A bug is not hidden behind an old page.
    await expect(cache.through('/jobs/1', () => Promise.reject(new Error('bug')))).rejects.toThrow(
      'bug',
    );
  });

  it('sends a page that could not be rendered without keeping it', async () => {
    const cache = new PublicCache();
    const first = await cache.through('/', async () => ({ ...page('shell only'), keep: false }));
    expect(first).not.toHaveProperty('etag');
    expect(cache.stale('/')).toBeUndefined();
  });

  it('keeps an answer made before a change as stale', async () => {
    const cache = new PublicCache();
    const before = cache.current;
    cache.forget();
    await cache.keep(
      '/api/jobs/search',
      { status: 200, type: 'application/json', body: '{}' },
      before,
    );
    expect(cache.fresh('/api/jobs/search')).toBeUndefined();
    expect(cache.stale('/api/jobs/search')).toBeDefined();
  });

  it('holds a bounded amount, dropping the least recently used', async () => {
    const cache = new PublicCache({ maxBytes: 64 * 1024 });
    const big = 'x'.repeat(8 * 1024);
    for (let i = 0; i < 20; i++) await cache.through(`/p/${i}`, async () => page(`${i}${big}`));
    expect(cache.fresh('/p/0')).toBeUndefined();
    expect(cache.fresh('/p/19')).toBeDefined();
  });
});

describe('kept pages', () => {
  /** A server with the cache's hook and one page route that counts its runs. */
  async function pageServer() {
    const app = Fastify({ logger: false });
    app.decorate('publicCache', new PublicCache());
    serveKept(app);
    let runs = 0;
    app.get('/*', { config: { cache: 'pages' } }, async (request, reply) => {
      runs++;
      const answer = await app.publicCache.through(pageKey(request.url), async () =>
        request.url === '/missing' ? { ...page('not here'), status: 404 } : page('the page'),
      );
      return sendKept(request, reply, answer, SHARED_CACHE_CONTROL);
    });
    await app.ready();
    return { app, runs: () => runs };
  }

  it('are sent before the route runs, as the route sends them', async () => {
    const { app, runs } = await pageServer();
    const first = await app.inject({ method: 'GET', url: '/jobs?page=2' });
    const second = await app.inject({ method: 'GET', url: '/jobs?page=2' });
    expect(runs()).toBe(1);
    expect(second.body).toBe('the page');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    const repeat = await app.inject({
      method: 'GET',
      url: '/jobs?page=2',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(repeat.statusCode).toBe(304);
    // Another address, and a request with credentials, reach the route.
    await app.inject({ method: 'GET', url: '/jobs?page=3' });
    await app.inject({
      method: 'GET',
      url: '/jobs?page=2',
      headers: { authorization: 'Bearer x' },
    });
    expect(runs()).toBe(3);
    await app.close();
  });

  it('leave a not-found page to its route', async () => {
    const { app, runs } = await pageServer();
    await app.inject({ method: 'GET', url: '/missing' });
    const again = await app.inject({ method: 'GET', url: '/missing' });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe('not here');
    expect(runs()).toBe(2);
    await app.close();
  });
});
