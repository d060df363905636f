import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { jobSearch } from '../../db/schema';
import { notExpired } from './jobs.policy';

/**
 * The live jobs that match some keywords (or every live job, for a search without keywords), with
 * the columns the public search filters, sorts and counts by: read once and kept by a process that
 * hears every change to the jobs, so that every other filter, page and sort of the same keywords is
 * answered from them without the database (see searchJobs). Only sets of at most a set limit
 * (SEARCH_KEPT_MATCHES) are kept: past that, the database's indexes find a page faster than a
 * process filters them, and the set would take much of the memory kept.
 */
export type KeptMatch = {
  id: number;
  /** published_at in microseconds since 1970, as exact as the database keeps it. */
  micros: number;
  /** ts_rank_cd against the keywords (0 without keywords), as the database ranks them. */
  rank: number;
  validThrough: string;
  hiringCompanyId: number;
  confidential: boolean;
  emirateId: number | null;
  stateId: number | null;
  functionalAreaId: number | null;
  designationId: number | null;
  industryId: number | null;
  employmentType: string;
  experienceMin: number | null;
  experienceMax: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryHidden: boolean;
};

/** How many matches a database keeps in all, in every set (about 200 bytes each): 40 MB. */
const MATCHES_KEPT = 200_000;
/** How long a set is kept at most. */
const MATCHES_KEPT_MS = 30_000;

/** Keywords whose matches were too many to keep: remembered too, so they are not read again. */
const TOO_MANY = 'too many';
type Kept = KeptMatch[] | typeof TOO_MANY;

const keptOf = new WeakMap<Db, { limit: number; sets: LRUCache<string, Kept> }>();

/** All the live matches of `tsquery` (null: every live job), newest first, or TOO_MANY past `limit`. */
async function readMatches(db: Db, tsquery: string | null, limit: number): Promise<Kept> {
  const matching = tsquery ? sql`${jobSearch.searchVector} @@ ${tsquery}::tsquery` : sql`true`;
  const newest = await db.execute(
    sql`select job_id from ${jobSearch} where ${matching} and ${notExpired(jobSearch.validThrough)}
      order by published_at desc nulls last, job_id desc nulls last limit ${limit + 1}`,
  );
  const ids = rowsOf<{ job_id: number }>(newest).map((row) => Number(row.job_id));
  if (ids.length > limit) return TOO_MANY;
  if (!ids.length) return [];
  const rank = tsquery ? sql`ts_rank_cd(search_vector, ${tsquery}::tsquery, 1)` : sql`0`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select job_id, (extract(epoch from published_at) * 1000000)::int8::text as micros,
        ${rank}::float8 as rank, valid_through::text as valid_through, hiring_company_id,
        confidential, emirate_id, state_id, functional_area_id, designation_id, industry_id,
        employment_type, experience_min, experience_max, salary_min, salary_max, salary_hidden
        from ${jobSearch} where job_id = any(${`{${ids.join(',')}}`}::int[])
        order by published_at desc nulls last, job_id desc nulls last`,
    ),
  );
  const number = (value: unknown) => (value === null ? null : Number(value));
  return rows.map((row) => ({
    id: Number(row.job_id),
    micros: Number(row.micros),
    rank: Number(row.rank),
    validThrough: String(row.valid_through),
    hiringCompanyId: Number(row.hiring_company_id),
    confidential: Boolean(row.confidential),
    emirateId: number(row.emirate_id),
    stateId: number(row.state_id),
    functionalAreaId: number(row.functional_area_id),
    designationId: number(row.designation_id),
    industryId: number(row.industry_id),
    employmentType: String(row.employment_type),
    experienceMin: number(row.experience_min),
    experienceMax: number(row.experience_max),
    salaryMin: number(row.salary_min),
    salaryMax: number(row.salary_max),
    salaryHidden: Boolean(row.salary_hidden),
  }));
}

/**
 * Keep the matches of keywords searched on `db` (see KeptMatch), at most `limit` a set (0: keep
 * none, forgetting any kept), for
 * MATCHES_KEPT_MS at most: only for a process that hears every change to the jobs and calls
 * forgetKeywordMatches on it. The time limit bounds what no change announces: jobs expiring as the
 * day turns are also left out when a search is answered, and a job's age is worked out then.
 */
export function keepKeywordMatches(db: Db, limit: number) {
  if (limit <= 0) return void keptOf.delete(db);
  keptOf.set(db, {
    limit,
    sets: new LRUCache<string, Kept>({
      maxSize: MATCHES_KEPT,
      sizeCalculation: (kept) => (kept === TOO_MANY ? 1 : kept.length + 1),
      ttl: MATCHES_KEPT_MS,
      // Twenty visitors asking for the same keywords at once read them once.
      fetchMethod: (key) => readMatches(db, key ? key : null, limit),
    }),
  });
}

/**
 * The jobs changed: every kept set of `db` is forgotten. A new store takes the old one's place, so
 * that a set read before the change, and answered after it, goes into the old one.
 */
export function forgetKeywordMatches(db: Db) {
  const kept = keptOf.get(db);
  if (kept) keepKeywordMatches(db, kept.limit);
}

/**
 * The kept live matches of `tsquery` (null: every live job), newest first: read now when they are
 * not kept yet. Null when `db` keeps none, or when there are too many to keep.
 */
export async function keptMatches(db: Db, tsquery: string | null): Promise<KeptMatch[] | null> {
  const kept = await keptOf.get(db)?.sets.fetch(tsquery ?? '');
  return kept === undefined || kept === TOO_MANY ? null : kept;
}
