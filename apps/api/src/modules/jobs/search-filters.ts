import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TFacetKey, ZJobSearchQuery } from '@logicareers/shared/schemas/jobs';
import { EMIRATE_SLOTS, inEmirateSlot, jobSearch } from '../../db/schema';
import { signatureHolds } from '../../lib/keyword-signature';
import type { FacetRows } from './kept-matches';

export type JobSearchQuery = z.output<typeof ZJobSearchQuery>;

export type FilterKey = TFacetKey | 'experience' | 'salary_min' | 'company';

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

/**
 * The filter conditions of a query, by key, so that each facet can leave its own out. A location
 * that is an emirate filters by emirate (all its areas), any other by the area itself.
 */
export function filtersOf(
  query: JobSearchQuery,
  emirates: Set<number>,
): Partial<Record<FilterKey, SQL>> {
  const filters: Partial<Record<FilterKey, SQL>> = {};
  if (query.state.length) {
    const inEmirates = query.state.filter((id) => emirates.has(id));
    const areas = query.state.filter((id) => !emirates.has(id));
    filters.state = or(
      inEmirates.length ? inArray(jobSearch.emirateId, inEmirates) : undefined,
      areas.length ? inArray(jobSearch.stateId, areas) : undefined,
    );
  }
  if (query.functional_area.length)
    filters.functional_area = inArray(jobSearch.functionalAreaId, query.functional_area);
  if (query.designation.length)
    filters.designation = inArray(jobSearch.designationId, query.designation);
  if (query.industry.length) filters.industry = inArray(jobSearch.industryId, query.industry);
  if (query.employment_type.length)
    filters.employment_type = inArray(jobSearch.employmentType, query.employment_type);
  if (query.posted_within) {
    filters.posted_within = sql`${jobSearch.publishedAt} >= now() - ${`${query.posted_within} days`}::interval`;
  }
  if (query.experience !== null) {
    const years = query.experience;
    filters.experience = and(
      or(isNull(jobSearch.experienceMin), lte(jobSearch.experienceMin, years)),
      or(isNull(jobSearch.experienceMax), gte(jobSearch.experienceMax, years)),
    );
  }
  if (query.salary_min !== null) {
    filters.salary_min = and(
      eq(jobSearch.salaryHidden, false),
      sql`coalesce(${jobSearch.salaryMax}, ${jobSearch.salaryMin}) >= ${query.salary_min}`,
    );
  }
  if (query.company !== null) {
    // An employer's page never lists its confidential jobs.
    filters.company = and(
      eq(jobSearch.confidential, false),
      eq(jobSearch.hiringCompanyId, query.company),
    );
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
