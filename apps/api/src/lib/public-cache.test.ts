import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { EMPLOYMENT_TYPES } from '@logicareers/shared/job-terms';
import { jobs } from '../db/schema';
import { jobFactory, signedIn } from '../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../test/harness';
import { webDist } from '../modules/web/web.routes';
import { CDN_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from './public-cache';

/*
 * Public pages and the API's answers to visitors are kept, with an ETag, until the database
 * announces a change to what they show; signed-in users are always answered afresh.
 */

const webBuilt = fs.existsSync(path.join(webDist, 'index.html'));

/** Asks until `done` holds of the answer (a change reaches the cache through a database notice). */
async function eventually<T>(ask: () => Promise<T>, done: (answer: T) => boolean) {
  const until = Date.now() + 10_000;
  let answer = await ask();
  while (!done(answer) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await ask();
  }
  return answer;
}

describe.each(DATABASES)('the cache of public pages and answers (%s)', (kind) => {
  let t: TestApp;
  let employer: string;
  let jobId: number;
  const word = `Reachstacker${Date.now().toString(36)}`;
  const searchUrl = `${API.jobs.search}?q=${word}`;

  /** Changes a job's title without the database announcing it: only a kept answer shows the old one. */
  const quietlyRetitle = (title: string) =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(jobs).set({ title }).where(eq(jobs.id, jobId));
    });
  /**
   * Waits until every change announced so far has reached the cache: notices arrive in order, so
   * once one sent now is heard, the earlier ones were.
   */
  const settled = async () => {
    const before = t.app.publicCache.current;
    await t.database.db.execute(sql`select pg_notify('public_changes', 'test')`);
    await eventually(
      async () => t.app.publicCache.current,
      (now) => now !== before,
    );
  };
  /** The employer closes the job through the API. */
  const closeJob = () =>
    call(t.app, { method: 'POST', url: API.jobs.close(jobId), token: employer });
  const titleOf = (res: Awaited<ReturnType<typeof call>>) =>
    (res.body as { data: { items: { title: string }[] } }).data.items.map((job) => job.title);

  beforeAll(async () => {
    t = await startTestApp(kind);
    employer = (await signedIn(t.app, t.database.db, 'employer')).token;
    const { create } = await jobFactory(t.app);
    jobId = await create(employer, { title: `${word} Operator` });
  });
  afterAll(() => t?.close());

  it('answers a visitor from the cache, with an ETag that makes a repeat visit a 304', async () => {
    await settled();
    const first = await call(t.app, { method: 'GET', url: searchUrl });
    expect(first.status).toBe(200);
    expect(titleOf(first)).toEqual([`${word} Operator`]);
    expect(first.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(first.headers['cdn-cache-control']).toBe(CDN_CACHE_CONTROL);
    expect(first.headers.vary).toBe('accept-encoding, authorization');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);

    await quietlyRetitle(`${word} Driver`);
    const again = await call(t.app, { method: 'GET', url: searchUrl });
    expect(titleOf(again)).toEqual([`${word} Operator`]);
    expect(again.headers.etag).toBe(etag);
    const repeat = await t.app.inject({
      method: 'GET',
      url: searchUrl,
      headers: { 'if-none-match': etag },
    });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
  });

  it('never answers a signed-in user from the cache, nor lets a shared cache keep the answer', async () => {
    const res = await call(t.app, { method: 'GET', url: searchUrl, token: employer });
    expect(titleOf(res)).toEqual([`${word} Driver`]);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('forgets what it kept when a job changes, whoever changed it', async () => {
    // An edit through the API, and one made in SQL by another tool: both are announced.
    const edit = await closeJob();
    expect(edit.status).toBe(200);
    const closed = await eventually(
      () => call(t.app, { method: 'GET', url: searchUrl }),
      (res) => titleOf(res).length === 0,
    );
    expect(titleOf(closed)).toEqual([]);

    await t.database.db.execute(
      sql`update jobs set status = 'published', title = ${`${word} Planner`} where id = ${jobId}`,
    );
    const reopened = await eventually(
      () => call(t.app, { method: 'GET', url: searchUrl }),
      (res) => titleOf(res).length === 1,
    );
    expect(titleOf(reopened)).toEqual([`${word} Planner`]);
  });

  it('forgets the names of master data it keeps when another tool renames an item', async () => {
    type Facets = { data: { facets: { state: { id: string; name: string }[] } } };
    // Signed in, so that only the names kept for every search could show the old name.
    const emirate = async () =>
      ((await call(t.app, { method: 'GET', url: searchUrl, token: employer })).body as Facets).data
        .facets.state[0];
    const before = await emirate();
    expect(before.name).toBeTruthy();
    const renamed = `${before.name} ${word}`;
    const rename = (name: string) =>
      t.database.db.execute(sql`update master_items set name = ${name} where id = ${before.id}`);
    await rename(renamed);
    try {
      const after = await eventually(emirate, (facet) => facet.name === renamed);
      expect(after).toEqual({ ...before, name: renamed });
    } finally {
      await rename(before.name);
    }
  });

  it('keeps the facet counts of a search for its other pages, and forgets them when the jobs change', async () => {
    type Facets = { data: { facets: { employment_type: { id: string; count: number }[] } } };
    // Signed in: answered afresh every time, so only the counts kept per sample could be old.
    const types = async (page = 1) =>
      (
        (await call(t.app, { method: 'GET', url: `${searchUrl}&page=${page}`, token: employer }))
          .body as Facets
      ).data.facets.employment_type.map(({ id, count }) => [id, count]);
    await settled();
    const [[type, count]] = await types();
    expect(count).toBe(1);
    const other = type === 'contract' ? 'temporary' : 'contract';
    const retype = async (to: string, announced: boolean) =>
      t.database.db.transaction(async (tx) => {
        if (!announced) await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(
          sql`update job_search set employment_type = ${to} where job_id = ${jobId}`,
        );
      });

    // A change no notice announces: the second page is counted from what the first one kept.
    await retype(other, false);
    expect(await types(2)).toEqual([[type, 1]]);
    // Announced, as every change is: the counts are made again. (Setting the type it already has
    // would change nothing, and announce nothing.)
    const third = EMPLOYMENT_TYPES.find((each) => each !== type && each !== other)!;
    await retype(third, true);
    expect(await eventually(types, (counts) => counts[0]?.[0] === third)).toEqual([[third, 1]]);
    await retype(String(type), true);
  });

  describe.runIf(webBuilt)('pages', () => {
    it('are kept compressed, with an ETag, and made again once the job changes', async () => {
      const url = paths.jobView(jobId);
      let page = await eventually(
        () => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } }),
        (res) => res.statusCode === 200,
      );
      expect(page.statusCode).toBe(200);
      await settled();
      page = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
      const html = zlib.brotliDecompressSync(page.rawPayload).toString();
      expect(html).toContain(`${word} Planner`);

      // The same page, made once: as it was kept, uncompressed.
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(html);
      expect(plain.headers.etag).toBe(page.headers.etag);
      const repeat = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(page.headers.etag) },
      });
      expect(repeat.statusCode).toBe(304);

      // A request with credentials gets a page of its own, kept by no one else.
      const own = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${employer}` },
      });
      expect(own.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);

      const closed = await closeJob();
      expect(closed.status).toBe(200);
      // Made again: a closed job's page says it is closed, and offers no job to search engines.
      const closedPage = await eventually(
        () => t.app.inject({ method: 'GET', url }),
        (res) => res.body.includes('<meta name="robots" content="noindex">'),
      );
      expect(closedPage.statusCode).toBe(200);
      expect(closedPage.body).not.toContain('application/ld+json');
      expect(closedPage.headers.etag).not.toBe(page.headers.etag);
    });
  });
});
