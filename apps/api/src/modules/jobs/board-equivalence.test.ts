import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZJobSearchQuery } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { jobSearch, jobs } from '../../db/schema';
import {
  ageOf,
  changeSomeJobs,
  compareCounts,
  compareSearch,
  searchOf,
  WORDS,
  type Params,
} from '../../test/board-searches';
import { buildCompany, jobFactory, signedIn } from '../../test/factories';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { loadTaxonomy, type Taxonomy } from '../master-data/taxonomy.query';
import { generateJob, seededRandom } from './job-generator';
import { searchJobs } from './jobs.search';
import { keepKeywordMatches, keptBoardCounts } from './kept-matches';

/*
 * The live board a process keeps answers every search as the statements do: random boards
 * (published, closed, draft, expiring and confidential jobs) and random searches (every filter,
 * sort, page, cursor and keyword syntax), compared with the statements' pages and with totals and
 * facets counted exactly in SQL from the same filter definitions; the same while jobs change under
 * it, past the board's size limit, and when sets of matches are evicted.
 */

const JOBS = 10_000;
const SEARCHES = 60;
/** The seed of this run: printed with every failure, and taken from SEED to repeat one. */
const SEED = Number(process.env.SEED) || Math.floor(Math.random() * 1_000_000);

describe.each(DATABASES)('the live board against the statements (%s)', (kind) => {
  let t: TestApp;
  let taxonomy: Taxonomy;
  let companies: number[];
  let token: string;
  let factory: Awaited<ReturnType<typeof jobFactory>>;
  const random = seededRandom(SEED);

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    taxonomy = await loadTaxonomy(db);
    companies = [];
    for (const name of ['Board Freight LLC', 'Board Haulage LLC', 'Board Cold Chain LLC'])
      companies.push((await buildCompany(db, { name })).id);
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const day = (days: number) => new Date(now + days * 86_400_000).toISOString().slice(0, 10);
    for (let from = 0; from < JOBS; from += 1_000) {
      const batch = Array.from({ length: Math.min(1_000, JOBS - from) }, () => {
        const job = generateJob(random, taxonomy, {
          companyId: random.pick(companies),
          descriptionBytes: 300,
          now,
          ageMinutes: ageOf(random),
        });
        const status = random.pick(['published', 'published', 'published', 'closed', 'draft']);
        return {
          ...job,
          status: status as 'published' | 'closed' | 'draft',
          closedAt: status === 'closed' ? new Date(now) : null,
          confidential: random.chance(0.15),
          validThrough: random.pick([job.validThrough, job.validThrough, today, day(-1), day(1)]),
        };
      });
      await db.insert(jobs).values(batch);
    }
    // Some jobs published within one microsecond of each other: the order breaks ties by id.
    await db.execute(
      sql`update jobs set published_at = '2026-11-01T08:00:00.123456Z' where id % 97 = 0`,
    );
    const employer = await signedIn(t.app, db, 'employer');
    token = employer.token;
    factory = await jobFactory(t.app);
  }, 600_000);
  afterAll(() => t?.close());

  /** Every search of `params`, and its next page by cursor, from the board and from SQL. */
  async function compare(db: Db, params: Params, limit: number, matchesKept?: number) {
    const label = `seed ${SEED}: ${JSON.stringify(params)}`;
    const { agreements, found } = await compareSearch(db, params, limit, matchesKept);
    for (const [what, got, wanted] of agreements) expect(got, `${label} ${what}`).toEqual(wanted);
    return found;
  }

  /** Random searches compared, the board kept with `limit` jobs at most. */
  async function compareMany(limit: number, matchesKept?: number) {
    const db = t.database.readDb;
    let found = 0;
    try {
      for (let i = 0; i < SEARCHES; i++)
        found += await compare(db, searchOf(random, taxonomy, companies), limit, matchesKept);
    } finally {
      keepKeywordMatches(db, 200_000);
    }
    // Most searches find jobs: the comparison is not an empty one.
    expect(found).toBeGreaterThan(SEARCHES * 5);
  }

  it('answers random searches as the statements do', () => compareMany(200_000), 300_000);

  it(
    'answers them the same once sets of matches are evicted',
    () => compareMany(200_000, 3_000),
    300_000,
  );

  it('answers with the statements past its size limit', async () => {
    const db = t.database.readDb;
    const params = { q: 'warehouse', sort: 'newest' };
    keepKeywordMatches(db, 100);
    try {
      const over = await searchJobs(db, ZJobSearchQuery.parse(params));
      keepKeywordMatches(db, 0);
      const asked = await searchJobs(db, ZJobSearchQuery.parse(params));
      expect(over.items.map((job) => job.id)).toEqual(asked.items.map((job) => job.id));
      expect(over.total_is_estimate).toBe(asked.total_is_estimate);
    } finally {
      keepKeywordMatches(db, 200_000);
    }
  });

  it('stays the same as the statements while jobs change under it', async () => {
    const db = t.database.db;
    const searchDb = t.database.readDb;
    keepKeywordMatches(searchDb, 200_000);
    /** A search's total and facets against the exact counts. */
    const check = async (params: Params, label: string) => {
      const where = `seed ${SEED} ${label}: ${JSON.stringify(params)}`;
      for (const [what, got, wanted] of await compareCounts(searchDb, params))
        expect(got, `${where} ${what}`).toEqual(wanted);
    };
    // Every word searched before the changes: the board and the words' matches are kept.
    const known = ['', ...WORDS].map((q): Params => (q ? { q } : {}));
    for (const params of known) await check(params, 'before');
    expect(keptBoardCounts(searchDb)).toMatchObject({ reads: 1, changes: 0 });
    for (let round = 0; round < 3; round++) {
      await changeSomeJobs(db, random, 40);
      // A change through the app is answered once this process has heard every notice before it.
      await factory.create(token, { title: `Board Yard Marshal ${round}` });
      for (const params of known) await check(params, `round ${round}`);
      for (let i = 0; i < SEARCHES / 3; i++)
        await check(searchOf(random, taxonomy, companies), `round ${round}`);
    }
    // Taken in job by job: the board was never read whole again.
    expect(keptBoardCounts(searchDb)).toMatchObject({ reads: 1 });
    expect(keptBoardCounts(searchDb)!.changes).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < SEARCHES / 3; i++)
      await compare(searchDb, searchOf(random, taxonomy, companies), 200_000);
    keepKeywordMatches(searchDb, 200_000);
  }, 300_000);

  it('hears nothing of a draft, and nothing of a change that changes nothing', async () => {
    const searchDb = t.database.readDb;
    keepKeywordMatches(searchDb, 200_000);
    await searchJobs(searchDb, ZJobSearchQuery.parse({ q: 'warehouse' }));
    const draft = await factory.create(token, { title: 'Board Draft Checker' }, false);
    const before = keptBoardCounts(searchDb);
    await t.database.db
      .update(jobs)
      .set({ title: 'Board Draft Checker 2' })
      .where(eq(jobs.id, draft));
    const [live] = await t.database.db.select({ id: jobSearch.jobId }).from(jobSearch).limit(1);
    await t.database.db.update(jobs).set({ featuredUntil: null }).where(eq(jobs.id, live.id));
    // A change through the app: every notice before it has been heard when it is answered.
    await factory.create(token, { title: 'Board Notice Marker' }, false);
    expect(keptBoardCounts(searchDb)).toEqual(before);
  });
});
