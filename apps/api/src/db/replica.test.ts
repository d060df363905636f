import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import type { TJobSearchResult, TManagedJobsPage } from '@logicareers/shared/schemas/jobs';
import { paths } from '@logicareers/shared/pages';
import { jobPath, SEO_FILES } from '../modules/web/seo';
import { webDist } from '../modules/web/web.routes';
import { jobFactory, signedIn } from '../test/factories';
import { call } from '../test/harness';
import { startReplicaTestApp, type ReplicaTestApp } from '../test/replica-app';
import { replicaWatchOf } from './client';
import { REPLICA_MAX_LAG_SECONDS } from './replica-watch';

/*
 * With DATABASE_READ_URL, the public reads come from the streaming replica and everything else from
 * the primary. Proven by holding the replica's replay: what is written meanwhile is in the
 * employer's own list (the primary) and not yet in the public search (the replica) until the replay
 * goes on. (The search cases themselves run over a primary and its replica in search.test.ts.)
 */

const webBuilt = fs.existsSync(path.join(webDist, 'index.html'));

describe.runIf(process.env.TEST_DATABASE_URL)('a read replica (postgres)', () => {
  let t: ReplicaTestApp;
  let employer: { token: string };
  let jobs: Awaited<ReturnType<typeof jobFactory>>;
  beforeAll(async () => {
    t = await startReplicaTestApp();
    jobs = await jobFactory(t.app);
    employer = await signedIn(t.app, t.database.db, 'employer');
  });
  afterAll(() => t?.close());

  const word = `replicated${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[+d])}`;
  const publicSearch = async () => {
    const res = await call(t.app, { method: 'GET', url: API.jobs.search, query: { q: word } });
    expect(res.status).toBe(200);
    return (res.body.data as TJobSearchResult).items.map((job) => job.id).sort();
  };
  const employersOwn = async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: API.jobs.managed,
      token: employer.token,
      query: { q: word },
    });
    expect(res.status).toBe(200);
    return (res.body.data as TManagedJobsPage).items.map((job) => job.id).sort();
  };
  const jobView = async (id: number, token?: string) =>
    (await call(t.app, { method: 'GET', url: API.jobs.one(id), token })).status;
  /** The status a visitor is shown of a job: a closed job's page says so (decision 039). */
  const shownStatus = async (id: number) =>
    ((await call(t.app, { method: 'GET', url: API.jobs.one(id) })).body.data as { status: string })
      .status;
  const inSitemap = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: SEO_FILES.sitemap })).body.includes(
      `${jobPath(id)}</loc>`,
    );
  /** The server-rendered page of a job (the web app's build is needed for it). */
  const jobPage = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: paths.jobView(id) })).statusCode;

  /**
   * What `read` answers once it equals `expected`: a visitor's answer kept from before the replica
   * replayed a change is forgotten a moment after it has (the change's notice is repeated then).
   */
  const eventually = async <T>(read: () => Promise<T>, expected: T) => {
    let last = await read();
    for (let tries = 0; tries < 100 && JSON.stringify(last) !== JSON.stringify(expected); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      last = await read();
    }
    return last;
  };

  it('answers public searches and job pages from the replica, the rest from the primary', async () => {
    const first = await jobs.create(employer.token, { title: `Yard Planner ${word}` });
    await t.replica.waitForReplay();
    expect(await publicSearch()).toEqual([first]);
    expect(await jobView(first)).toBe(200);

    await t.replica.pauseReplay();
    let second: number;
    try {
      // Written to the primary (the answer says so), not yet replayed on the replica.
      second = await jobs.create(employer.token, { title: `Shift Lead ${word}` });
      const [{ on_primary: onPrimary }] = await t.primary.query<{ on_primary: number }>(
        'select count(*)::int as on_primary from jobs where id = $1',
        [second],
      );
      expect(onPrimary).toBe(1);

      expect(await publicSearch()).toEqual([first]);
      expect(await jobView(second)).toBe(404);
      expect([await inSitemap(first), await inSitemap(second)]).toEqual([true, false]);
      if (webBuilt) expect([await jobPage(first), await jobPage(second)]).toEqual([200, 404]);
      // The employer reads their own jobs, and the job they just wrote, from the primary.
      expect(await employersOwn()).toEqual([first, second].sort());
      expect(await jobView(second, employer.token)).toBe(200);
    } finally {
      await t.replica.resumeReplay();
    }

    await t.replica.waitForReplay();
    expect(await eventually(publicSearch, [first, second].sort())).toEqual([first, second].sort());
    expect(await jobView(second)).toBe(200);
    expect(await inSitemap(second)).toBe(true);
    if (webBuilt) expect(await jobPage(second)).toBe(200);
  });

  const ready = () => call(t.app, { method: 'GET', url: API.ready });

  it('is not ready while the replica is stopped, and public reads go to the primary meanwhile', async () => {
    expect((await ready()).status).toBe(200);
    await t.replica.stop();
    try {
      const notReady = await ready();
      expect(notReady.status).toBe(503);
      expect(notReady.body).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        reason: 'replica_unreachable',
      });
      expect(notReady.headers['retry-after']).toBeDefined();
      const id = await jobs.create(employer.token, { title: `Dispatcher ${word}` });
      expect(await jobView(id, employer.token)).toBe(200);
      // A search no visitor made before, answered by the primary, with the job just written.
      const res = await call(t.app, {
        method: 'GET',
        url: API.jobs.search,
        query: { q: `dispatcher ${word}` },
      });
      expect(res.status).toBe(200);
      expect((res.body.data as TJobSearchResult).items.map((job) => job.id)).toContain(id);
      expect(await jobView(id)).toBe(200);
    } finally {
      await t.replica.start();
    }
    await t.replica.waitForReplay();
    expect(await eventually(async () => (await ready()).status, 200)).toBe(200);
    expect(await eventually(async () => (await publicSearch()).length, 3)).toBe(3);
  });

  it('sends public reads to the primary as soon as one finds the replica gone', async () => {
    const watch = replicaWatchOf(t.database.readDb)!;
    // No checks meanwhile: only the failed read can move the next ones.
    watch.stop();
    await t.replica.stop();
    try {
      const search = (q: string) =>
        call(t.app, { method: 'GET', url: API.jobs.search, query: { q } });
      expect((await search(`shift ${word}`)).status).toBe(503);
      const res = await search(`yard ${word}`);
      expect(res.status).toBe(200);
      expect((res.body.data as TJobSearchResult).items.length).toBeGreaterThan(0);
    } finally {
      await t.replica.start();
      watch.start();
    }
    await t.replica.waitForReplay();
    expect(await eventually(async () => (await watch.check()).usable, true)).toBe(true);
  });

  it('does not show visitors a replica further behind than the bound: a job closed is closed', async () => {
    const watch = replicaWatchOf(t.database.readDb)!;
    const id = await jobs.create(employer.token, { title: `Night Checker ${word}` });
    await t.replica.waitForReplay();
    expect(await eventually(() => jobView(id), 200)).toBe(200);
    expect(await publicSearch()).toContain(id);
    // The bound lowered for the test, so that it need not wait half a minute.
    watch.maxLagMs = 200;
    await t.replica.pauseReplay();
    try {
      const closed = await call(t.app, {
        method: 'POST',
        url: API.jobs.close(id),
        token: employer.token,
      });
      expect(closed.status).toBe(200);
      // Measured until the change has waited on the replica longer than the bound.
      let state = await watch.check();
      for (let tries = 0; tries < 200 && state.usable; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        state = await watch.check();
      }
      expect(state).toMatchObject({ reachable: true, usable: false });
      const [{ replayed }] = await t.replica.query<{ replayed: string }>(
        'select status as replayed from jobs where id = $1',
        [id],
      );
      expect(replayed).not.toBe('closed');
      expect(await shownStatus(id)).toBe('closed');
      expect(await publicSearch()).not.toContain(id);
      expect(await inSitemap(id)).toBe(false);
      // A replica behind is no reason to take the process out of service.
      expect((await ready()).status).toBe(200);
    } finally {
      await t.replica.resumeReplay();
      watch.maxLagMs = REPLICA_MAX_LAG_SECONDS * 1000;
    }
    await t.replica.waitForReplay();
    expect(await eventually(async () => (await watch.check()).usable, true)).toBe(true);
    expect(await shownStatus(id)).toBe('closed');
  });
});

describe('a read replica without its primary', () => {
  it('is refused at start with a clear message', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, '..', 'main.ts')],
      {
        env: {
          PATH: process.env.PATH,
          DATABASE_READ_URL: 'postgres://postgres@127.0.0.1:5432/replica',
        },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Configuration is not valid:');
    expect(run.stderr).toContain(
      '  - DATABASE_READ_URL: a read replica needs DATABASE_URL (its primary): the embedded database (PGlite) has no replicas',
    );
  }, 30_000);
});
