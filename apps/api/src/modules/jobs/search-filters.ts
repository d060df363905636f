import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ZJobSearchQuery } from '@logicareers/shared/schemas/jobs';
import { EMIRATE_SLOTS, inEmirateSlot, jobSearch } from '../../db/schema';
import { signatureHolds } from '../../lib/keyword-signature';
import type { Board, CodedColumn } from './board';
import type { FacetRows } from './kept-matches';

export type JobSearchQuery = z.output<typeof ZJobSearchQuery>;

/** Newest first, in the order of the search indexes (NULLS LAST as they are built). */
const newestFirst = [
  sql`${jobSearch.publishedAt} desc nulls last`,
  sql`${jobSearch.jobId} desc nulls last`,
] as const;

/**
 * Keywords as a text-search query, compiled once for the search (see compileKeywords), and the
 * signatures by which jobs are passed over (see signatureAlternatives): only when the jobs of the
 * filters are read from an emirate's index, which carries the signatures (ON_EMIRATE_INDEX). Under
 * any other filter, reading a job's signature costs its row's page anyway.
 */
export type Keywords = { tsquery: SQL; signatures: string[] | null };

/** The filters an emirate's indexes answer by themselves, with the emirate. */
export const ON_EMIRATE_INDEX = new Set<FilterKey>(['state', 'functional_area', 'posted_within']);

/**
 * The newest `budget` jobs of the filters, numbered newest first (`seq`), with their search columns.
 * By signature (see Keywords), less the jobs whose keyword signature (schema SIGNATURE_BITS)
 * shows that they cannot match: only the others' rows are read, for their vectors, to be checked.
 * Within one emirate the signatures come from an index, so a word that few jobs hold costs a few
 * index pages rather than a page per job; the last of the budget always comes along, to tell where
 * it ended. Newest first, as the search indexes are ordered.
 */
export function newestMaybeMatching(filtered: SQL | undefined, budget: number, keywords: Keywords) {
  const order = sql.join([...newestFirst], sql`, `);
  if (!keywords.signatures)
    return sql`(select job_id, published_at, search_vector, emirate_id, functional_area_id,
        designation_id, industry_id, employment_type, row_number() over (order by ${order}) as seq
      from ${jobSearch} where ${filtered} order by ${order} limit ${budget})`;
  return sql`(select n.job_id, n.published_at, n.seq, j.search_vector, j.emirate_id,
      j.functional_area_id, j.designation_id, j.industry_id, j.employment_type
    from (select job_id, published_at, seq from (
        select job_id, published_at, signature, row_number() over (order by ${order}) as seq
        from ${jobSearch} where ${filtered} order by ${order} limit ${budget}) newest
      where seq = ${budget} or ${signatureHolds(keywords.signatures)}) n
    join ${jobSearch} j on j.job_id = n.job_id)`;
}

/**
 * For a search in one emirate, the condition that lets the planner read the keyword index of that
 * emirate's slot (schema EMIRATE_SLOTS), written out as a constant so that it can. Only queries that
 * look keywords up in an index carry it: on a scan of the newest jobs, the planner would take the
 * slot's index for a way to find the functional area, and sort.
 */
export function emirateSlot(query: JobSearchQuery, emirates: Set<number>): SQL | undefined {
  const [id, ...others] = query.state;
  if (others.length || !emirates.has(id)) return undefined;
  return inEmirateSlot(jobSearch.emirateId, id % EMIRATE_SLOTS);
}

/** The fields of a search that say how its answer is shown, not which jobs it finds. */
type Presentation = 'q' | 'sort' | 'page' | 'cursor' | 'lang' | 'facets';
/** Every other field of a search (ZJobSearchQuery) is a filter, defined once in FILTERS. */
export type FilterKey = Exclude<keyof JobSearchQuery, Presentation>;
type Value<K extends FilterKey> = NonNullable<JobSearchQuery[K]>;

/**
 * A filter over the kept board (kept-search.ts), the same condition as its SQL: `coded`, a row
 * passes when it holds one of the values in one of the columns; `test`, a row (of the board)
 * passes when the test holds.
 */
export type KeptFilter =
  | { coded: [CodedColumn, (number | string)[]][] }
  | { test: (board: Board, row: number) => boolean };

/** A filter: its condition in SQL, the same over the kept board, and the facet it counts in. */
type Filter<K extends FilterKey> = {
  sql: (value: Value<K>, emirates: Set<number>) => SQL | undefined;
  kept: (value: Value<K>, emirates: Set<number>, nowMs: number) => KeptFilter;
  /** The facet the filter's values are counted in (facets are counted without their own filter). */
  facet?: { column: PgColumn; kept: CodedColumn };
};

/** The instant `days` days before `nowMs`, in microseconds (Board.micros). */
export const postedSince = (nowMs: number, days: string) =>
  (nowMs - Number(days) * 86_400_000) * 1_000;

/**
 * Every filter of a job search, defined once: the statements' conditions (filtersOf), the kept
 * board's (kept-search.ts) and the key its answers are kept by (filtersKey) all come from here, so
 * that a field added to ZJobSearchQuery is a filter everywhere, or fails the type check until it
 * is. A location that is an emirate filters by emirate (all its areas), any other by the area.
 */
export const FILTERS: { [K in FilterKey]: Filter<K> } = {
  state: {
    sql: (places, emirates) => {
      const inEmirates = places.filter((id) => emirates.has(id));
      const areas = places.filter((id) => !emirates.has(id));
      return or(
        inEmirates.length ? inArray(jobSearch.emirateId, inEmirates) : undefined,
        areas.length ? inArray(jobSearch.stateId, areas) : undefined,
      );
    },
    kept: (places, emirates) => ({
      coded: [
        ['emirate', places.filter((id) => emirates.has(id))],
        ['state', places.filter((id) => !emirates.has(id))],
      ],
    }),
    facet: { column: jobSearch.emirateId, kept: 'emirate' },
  },
  functional_area: {
    sql: (ids) => inArray(jobSearch.functionalAreaId, ids),
    kept: (ids) => ({ coded: [['functionalArea', ids]] }),
    facet: { column: jobSearch.functionalAreaId, kept: 'functionalArea' },
  },
  designation: {
    sql: (ids) => inArray(jobSearch.designationId, ids),
    kept: (ids) => ({ coded: [['designation', ids]] }),
    facet: { column: jobSearch.designationId, kept: 'designation' },
  },
  industry: {
    sql: (ids) => inArray(jobSearch.industryId, ids),
    kept: (ids) => ({ coded: [['industry', ids]] }),
    facet: { column: jobSearch.industryId, kept: 'industry' },
  },
  employment_type: {
    sql: (types) => inArray(jobSearch.employmentType, types),
    kept: (types) => ({ coded: [['type', types]] }),
    facet: { column: jobSearch.employmentType, kept: 'type' },
  },
  posted_within: {
    sql: (days) => sql`${jobSearch.publishedAt} >= now() - ${`${days} days`}::interval`,
    kept: (days, _emirates, nowMs) => {
      const since = postedSince(nowMs, days);
      return { test: (board, row) => board.micros[row] >= since };
    },
  },
  experience: {
    sql: (years) =>
      and(
        or(isNull(jobSearch.experienceMin), lte(jobSearch.experienceMin, years)),
        or(isNull(jobSearch.experienceMax), gte(jobSearch.experienceMax, years)),
      ),
    kept: (years) => ({
      test: (board, row) =>
        board.experienceMin[row] <= years &&
        (board.experienceMax[row] < 0 || board.experienceMax[row] >= years),
    }),
  },
  salary_min: {
    sql: (least) =>
      and(
        eq(jobSearch.salaryHidden, false),
        sql`coalesce(${jobSearch.salaryMax}, ${jobSearch.salaryMin}) >= ${least}`,
      ),
    kept: (least) => ({
      test: (board, row) => board.salary[row] >= 0 && board.salary[row] >= least,
    }),
  },
  // An employer's page never lists its confidential jobs.
  company: {
    sql: (company) =>
      and(eq(jobSearch.confidential, false), eq(jobSearch.hiringCompanyId, company)),
    kept: (company) => ({
      test: (board, row) => board.confidential[row] === 0 && board.hiringCompany[row] === company,
    }),
  },
};

/** The filters, in the order of FILTERS. */
export const FILTER_KEYS = Object.keys(FILTERS) as FilterKey[];

/** Whether a search filters by `key` (a list with values, or a value). */
export function isActive(query: JobSearchQuery, key: FilterKey) {
  const value = query[key];
  return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;
}

/** The filters a search has, each with its value. */
export function activeFilters(query: JobSearchQuery) {
  return FILTER_KEYS.filter((key) => isActive(query, key));
}

/**
 * What a search is filtered by, as text: answers found for it are kept by this key (with whatever
 * else they depend on), so that two searches share an answer only when every filter is the same.
 */
export function filtersKey(query: JobSearchQuery, skip?: FilterKey) {
  return JSON.stringify(FILTER_KEYS.map((key) => (key === skip ? null : (query[key] ?? null))));
}

/** The SQL conditions of a search's filters, by key, so that each facet can leave its own out. */
export function filtersOf(
  query: JobSearchQuery,
  emirates: Set<number>,
): Partial<Record<FilterKey, SQL>> {
  const filters: Partial<Record<FilterKey, SQL>> = {};
  for (const key of activeFilters(query)) {
    const filter = FILTERS[key] as Filter<FilterKey>;
    filters[key] = filter.sql(query[key] as Value<FilterKey>, emirates);
  }
  return filters;
}

/** What a search found: the page's jobs, the total, and the facets' counts before naming. */
export type Answer = { page: PageJob[]; total: number; estimate: boolean; facets: FacetRows };
/** A job of a page, with its publication time in microseconds (for the next page's cursor). */
export type PageJob = { id: number; micros: number };
export type Paging = {
  sort: 'relevance' | 'newest';
  offset: number;
  after: { micros: number; id: number } | null;
  pageSize: number;
};
