import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPLOYMENT_TYPES,
  POSTED_WITHIN,
  ZJobSearchQuery,
  type TJobSearchResult,
} from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { jobSearch, jobs } from '../../db/schema';
import { compileKeywords, jobKeywords, signatureAlternatives } from '../../lib/keyword-signature';
import { buildCompany, jobFactory, signedIn } from '../../test/factories';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { emirateIds } from '../master-data/master-data.service';
import { loadTaxonomy, type Taxonomy } from '../master-data/taxonomy.query';
import { generateJob, seededRandom, type Random } from './job-generator';
import { notExpired } from './jobs.policy';
import { EXACT_COUNT_LIMIT, searchJobs } from './jobs.search';
import { keepKeywordMatches, keptBoardCounts } from './kept-matches';
import { FACET_VALUES } from './search-facets';
import { FILTER_KEYS, FILTERS, filtersOf, type JobSearchQuery } from './search-filters';

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

const WORDS = ['warehouse', 'forklift', 'driver', 'customs', 'supply', 'inventory', 'cold'];
/** Keywords in every syntax the search takes: words, phrases, OR, exclusions, Arabic. */
function keywordsOf(random: Random) {
  const word = () => random.pick(WORDS);
  return random.pick([
    '',
    '',
    word(),
    `${word()} ${word()}`,
    `"${random.pick(['supply chain', 'cold chain', 'forklift operator'])}"`,
    `${word()} OR ${word()}`,
    `${word()} -${word()}`,
    `${word()} ${word()} -${word()}`,
    `-${word()}`,
    `${word()} -zq${random.int(0, 1_000_000).toString(36).replace(/\d/g, 'x')}`,
    'مستودع',
    'zzqxunknownword',
  ]);
}

type Params = Record<string, string | string[]>;
/** A random search over the board's taxonomy and companies. */
function searchOf(random: Random, taxonomy: Taxonomy, companies: number[]): Params {
  const params: Params = {};
  const q = keywordsOf(random);
  if (q) params.q = q;
  const some = <T>(items: T[], most: number) => random.some(items, random.int(1, most));
  const ids = (items: { id: number }[], most: number) =>
    some(items, most).map((item) => String(item.id));
  if (random.chance(0.4)) params.state = ids(taxonomy.states, 2);
  if (random.chance(0.3)) params.functional_area = ids(taxonomy.functionalAreas, 3);
  if (random.chance(0.15)) params.designation = ids(taxonomy.designations, 5);
  if (random.chance(0.15)) params.industry = ids(taxonomy.industries, 2);
  if (random.chance(0.3)) params.employment_type = some([...EMPLOYMENT_TYPES], 2);
  if (random.chance(0.2)) params.posted_within = random.pick([...POSTED_WITHIN]);
  if (random.chance(0.2)) params.experience = String(random.int(0, 12));
  if (random.chance(0.2)) params.salary_min = String(random.int(2, 30) * 1000);
  if (random.chance(0.1)) params.company = String(random.pick(companies));
  if (random.chance(0.5)) params.sort = random.pick(['relevance', 'newest']);
  if (random.chance(0.3)) params.page = String(random.int(2, 4));
  if (random.chance(0.2)) params.facets = 'false';
  return params;
}

/** Facet values in one order, a list cut at its most values without its least count. */
function normalFacets(facets: Record<string, { id: string; count: number }[] | undefined>) {
  return Object.fromEntries(
    Object.entries(facets).map(([key, values]) => {
      const ordered = [...(values ?? [])]
        .filter((value) => value.count > 0 || key === 'posted_within')
        .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id));
      if (ordered.length < FACET_VALUES) return [key, ordered.map((v) => [v.id, v.count])];
      const least = ordered[FACET_VALUES - 1].count;
      return [key, ordered.filter((v) => v.count > least).map((v) => [v.id, v.count])];
    }),
  );
}

/**
 * The total and facets of a search counted exactly in SQL, from the filters' definitions: every
 * live job of the keywords and filters, each facet without its own filter.
 */
async function counted(db: Db, query: JobSearchQuery) {
  const emirates = await emirateIds(db);
  const compiled = query.q
    ? await compileKeywords(db, jobKeywords(query.q), signatureAlternatives(query.q), jobKeywords)
    : null;
  const filters = filtersOf(query, emirates);
  const where = (skip?: string, also?: SQL) =>
    and(
      notExpired(jobSearch.validThrough),
      compiled ? sql`${jobSearch.searchVector} @@ ${compiled.tsquery}::tsquery` : undefined,
      ...Object.entries(filters)
        .filter(([key]) => key !== skip)
        .map(([, condition]) => condition),
      also,
    );
  const [{ n: total }] = await db.select({ n: count() }).from(jobSearch).where(where());
  if (query.facets !== 'true') return { total, facets: {} };
  const facets: Record<string, { id: string; count: number }[]> = {};
  for (const key of FILTER_KEYS) {
    const facet = FILTERS[key].facet;
    if (!facet) continue;
    const rows = await db
      .select({ id: sql<string>`${facet.column}::text`, n: count() })
      .from(jobSearch)
      .where(where(key, sql`${facet.column} is not null`))
      .groupBy(facet.column)
      .orderBy(desc(count()));
    facets[key] = rows.map((row) => ({ id: row.id, count: row.n }));
  }
  facets.posted_within = [];
  for (const days of POSTED_WITHIN) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(jobSearch)
      .where(where('posted_within', FILTERS.posted_within.sql(days, emirates)));
    facets.posted_within.push({ id: days, count: n });
  }
  return { total, facets };
}

/** Ages (minutes) kept an hour away from every "posted within" boundary, so none crosses one. */
function ageOf(random: Random) {
  let age = random.int(0, 40 * 24 * 60);
  for (const days of POSTED_WITHIN)
    if (Math.abs(age - Number(days) * 1440) < 60) age = Number(days) * 1440 + 90;
  return age;
}

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
    const query = ZJobSearchQuery.parse(params);
    keepKeywordMatches(db, limit, undefined, matchesKept);
    const kept = await searchJobs(db, query);
    const next = kept.next_cursor
      ? await searchJobs(db, ZJobSearchQuery.parse({ ...params, cursor: kept.next_cursor }))
      : null;
    keepKeywordMatches(db, 0);
    const asked = await searchJobs(db, query);
    const askedNext = asked.next_cursor
      ? await searchJobs(db, ZJobSearchQuery.parse({ ...params, cursor: asked.next_cursor }))
      : null;
    const ids = (answer: TJobSearchResult | null) => answer?.items.map((job) => job.id);
    expect(ids(kept), label).toEqual(ids(asked));
    expect(kept.next_cursor, label).toEqual(asked.next_cursor);
    expect(ids(next), `${label} next`).toEqual(ids(askedNext));
    const exact = await counted(db, query);
    // The board counts exactly. Both say "about" past the exact limit, and only there; below it
    // SQL's total is exact too.
    expect(kept.total, label).toBe(exact.total);
    expect(kept.total_is_estimate, label).toBe(exact.total > EXACT_COUNT_LIMIT);
    expect(asked.total_is_estimate, label).toBe(kept.total_is_estimate);
    if (!asked.total_is_estimate) expect(asked.total, label).toBe(exact.total);
    expect(normalFacets(kept.facets), label).toEqual(normalFacets(exact.facets));
    return kept.items.length;
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
      const query = ZJobSearchQuery.parse(params);
      const kept = await searchJobs(searchDb, query);
      const exact = await counted(searchDb, query);
      const where = `seed ${SEED} ${label}: ${JSON.stringify(params)}`;
      expect(kept.total, where).toBe(exact.total);
      expect(normalFacets(kept.facets), where).toEqual(normalFacets(exact.facets));
    };
    // Every word searched before the changes: the board and the words' matches are kept.
    const known = ['', ...WORDS].map((q): Params => (q ? { q } : {}));
    for (const params of known) await check(params, 'before');
    expect(keptBoardCounts(searchDb)).toMatchObject({ reads: 1, changes: 0 });
    for (let round = 0; round < 3; round++) {
      const picked = await db
        .select({ id: jobs.id })
        .from(jobs)
        .orderBy(sql`random()`)
        .limit(40);
      const ids = picked.map((row) => row.id);
      const part = (i: number) => ids.slice(i * 8, i * 8 + 8);
      await db
        .update(jobs)
        .set({ title: `Reach Stacker ${random.pick(WORDS)} ${random.pick(WORDS)}` })
        .where(inArray(jobs.id, part(0)));
      await db
        .update(jobs)
        .set({ status: 'closed', closedAt: new Date() })
        .where(inArray(jobs.id, part(1)));
      await db
        .update(jobs)
        .set({ status: 'published', publishedAt: new Date() })
        .where(inArray(jobs.id, part(2)));
      await db
        .update(jobs)
        .set({ employmentType: random.pick([...EMPLOYMENT_TYPES]), confidential: true })
        .where(inArray(jobs.id, part(3)));
      await db
        .update(jobs)
        .set({ validThrough: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10) })
        .where(inArray(jobs.id, part(4)));
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
