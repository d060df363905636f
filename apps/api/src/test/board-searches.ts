import { isDeepStrictEqual } from 'node:util';
import { and, count, desc, inArray, sql, type SQL } from 'drizzle-orm';
import {
  EMPLOYMENT_TYPES,
  POSTED_WITHIN,
  ZJobSearchQuery,
  type TJobSearchResult,
} from '@logicareers/shared/schemas/jobs';
import type { Db } from '../db/client';
import { jobSearch, jobs } from '../db/schema';
import { compileKeywords, jobKeywords, signatureAlternatives } from '../lib/keyword-signature';
import { emirateIds } from '../modules/master-data/master-data.service';
import type { Taxonomy } from '../modules/master-data/taxonomy.query';
import type { Random } from '../modules/jobs/job-generator';
import { notExpired } from '../modules/jobs/jobs.policy';
import { EXACT_COUNT_LIMIT, searchJobs } from '../modules/jobs/jobs.search';
import { keepKeywordMatches } from '../modules/jobs/kept-matches';
import { FACET_VALUES } from '../modules/jobs/search-facets';
import {
  FILTER_KEYS,
  FILTERS,
  filtersOf,
  type JobSearchQuery,
} from '../modules/jobs/search-filters';

/*
 * Random searches of every filter, sort, page, cursor and keyword syntax, and what the live board
 * must answer for them: the statements' pages and totals and facets counted exactly in SQL from
 * the same filter definitions. Shared by the property test (board-equivalence.test.ts) and its
 * run at 100,000 jobs (bench/board-equivalence.bench.ts).
 */

export const WORDS = ['warehouse', 'forklift', 'driver', 'customs', 'supply', 'inventory', 'cold'];
/** Keywords in every syntax the search takes: words, phrases, OR, exclusions, Arabic. */
export function keywordsOf(random: Random) {
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

export type Params = Record<string, string | string[]>;
/** A random search over the board's taxonomy and companies. */
export function searchOf(random: Random, taxonomy: Taxonomy, companies: number[]): Params {
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
export function normalFacets(facets: Record<string, { id: string; count: number }[] | undefined>) {
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
export async function counted(db: Db, query: JobSearchQuery) {
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
export function ageOf(random: Random) {
  let age = random.int(0, 40 * 24 * 60);
  for (const days of POSTED_WITHIN)
    if (Math.abs(age - Number(days) * 1440) < 60) age = Number(days) * 1440 + 90;
  return age;
}

/** What one search must agree on: each as [what, the board's answer, the answer it must equal]. */
export type Agreement = [string, unknown, unknown];

/**
 * A search of `params` and its next page by cursor, answered from the board (kept with `limit`
 * jobs at most, `matchesKept` rows of sets) and by the statements, with what the two must agree
 * on, and how many jobs the board's page held.
 */
export async function compareSearch(
  db: Db,
  params: Params,
  limit: number,
  matchesKept?: number,
): Promise<{ agreements: Agreement[]; found: number }> {
  const query = ZJobSearchQuery.parse(params);
  const nextOf = (answer: TJobSearchResult) =>
    answer.next_cursor
      ? searchJobs(db, ZJobSearchQuery.parse({ ...params, cursor: answer.next_cursor }))
      : null;
  keepKeywordMatches(db, limit, undefined, matchesKept);
  const kept = await searchJobs(db, query);
  const next = await nextOf(kept);
  keepKeywordMatches(db, 0);
  const asked = await searchJobs(db, query);
  const askedNext = await nextOf(asked);
  const ids = (answer: TJobSearchResult | null) => answer?.items.map((job) => job.id);
  const exact = await counted(db, query);
  const agreements: Agreement[] = [
    ['page', ids(kept), ids(asked)],
    ['next cursor', kept.next_cursor, asked.next_cursor],
    ['next page', ids(next), ids(askedNext)],
    // The board counts exactly. Both say "about" past the exact limit, and only there; below it
    // SQL's total is exact too.
    ['total', kept.total, exact.total],
    ['about', kept.total_is_estimate, exact.total > EXACT_COUNT_LIMIT],
    ['about, as the statements say', kept.total_is_estimate, asked.total_is_estimate],
    ['facets', normalFacets(kept.facets), normalFacets(exact.facets)],
  ];
  if (!asked.total_is_estimate)
    agreements.push(['total of the statements', asked.total, exact.total]);
  return { agreements, found: kept.items.length };
}

/**
 * A search of `params` answered as `db` is kept now (its board and sets as they are), with the
 * total and facets it must agree on: those counted exactly in SQL.
 */
export async function compareCounts(db: Db, params: Params): Promise<Agreement[]> {
  const query = ZJobSearchQuery.parse(params);
  const kept = await searchJobs(db, query);
  const exact = await counted(db, query);
  return [
    ['total', kept.total, exact.total],
    ['facets', normalFacets(kept.facets), normalFacets(exact.facets)],
  ];
}

/**
 * A round of changes to `count` random jobs, a fifth each: new titles, closed, published again,
 * another type and confidential, expired. Returns the jobs changed.
 */
export async function changeSomeJobs(db: Db, random: Random, count: number) {
  const picked = await db
    .select({ id: jobs.id })
    .from(jobs)
    .orderBy(sql`random()`)
    .limit(count);
  const ids = picked.map((row) => row.id);
  const fifth = Math.ceil(count / 5);
  const part = (i: number) => inArray(jobs.id, ids.slice(i * fifth, (i + 1) * fifth));
  const words = `${random.pick(WORDS)} ${random.pick(WORDS)}`;
  await db
    .update(jobs)
    .set({ title: `Reach Stacker ${words}` })
    .where(part(0));
  await db.update(jobs).set({ status: 'closed', closedAt: new Date() }).where(part(1));
  await db.update(jobs).set({ status: 'published', publishedAt: new Date() }).where(part(2));
  const employmentType = random.pick([...EMPLOYMENT_TYPES]);
  await db.update(jobs).set({ employmentType, confidential: true }).where(part(3));
  const expired = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  await db.update(jobs).set({ validThrough: expired }).where(part(4));
  return ids;
}

/** The agreements of `agreements` that do not hold. */
export const disagreements = (agreements: Agreement[]) =>
  agreements.filter(([, got, wanted]) => !isDeepStrictEqual(got, wanted));
