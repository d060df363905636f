import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { jobSearch } from '../../db/schema';
import { notExpired } from './jobs.policy';

/**
 * The live jobs that match some keywords (or every live job, for a search without keywords), newest
 * first, a column each, with what the public search filters, sorts and counts by: read once and
 * kept by a process that hears every change to the jobs, so that every other filter, page and sort
 * of the same keywords is answered from them without the database (see searchJobs). Only sets of at
 * most a set limit (SEARCH_KEPT_MATCHES) are kept: past that, the database's indexes find a page
 * faster than a process goes through them, and the set would take much of the memory kept.
 * Row `i` of a set is the same job in every column.
 */
export type MatchSet = {
  size: number;
  /** The keywords, compiled (null: none). */
  tsquery: string | null;
  id: Int32Array;
  /** published_at in microseconds since 1970, as exact as the database keeps it. */
  micros: Float64Array;
  /** ts_rank_cd against the keywords, as the database ranks; NaN until asked (see rankMatches). */
  rank: Float64Array;
  /** valid_through, in days since 1970-01-01. */
  lastDay: Int32Array;
  hiringCompany: Int32Array;
  confidential: Uint8Array;
  /** Master data ids; 0 for none. */
  emirate: Int32Array;
  state: Int32Array;
  functionalArea: Int32Array;
  designation: Int32Array;
  industry: Int32Array;
  /** The employment type, as its place in `types`. */
  type: Uint8Array;
  types: string[];
  /** Years; -1 for none. */
  experienceMin: Int16Array;
  experienceMax: Int16Array;
  /** What a salary filter compares (the maximum, else the minimum); -1 when hidden or none. */
  salary: Float64Array;
};

/** How many matches a database keeps in all, in every set (about 60 bytes each): 30 MB. */
const MATCHES_KEPT = 500_000;
/** How long a set is kept at most. */
const MATCHES_KEPT_MS = 30_000;

/** A timestamp column in microseconds since 1970, exactly, as text (beyond a double's integers). */
export const microsOf = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::int8::text`;

/** Keywords whose matches were too many to keep: remembered too, so they are not read again. */
const TOO_MANY = 'too many';
type Kept = MatchSet | typeof TOO_MANY;

const keptOf = new WeakMap<Db, { limit: number; sets: LRUCache<string, Kept> }>();

type MatchRow = {
  job_id: number;
  micros: string;
  last_day: number;
  hiring_company_id: number;
  confidential: boolean;
  emirate_id: number | null;
  state_id: number | null;
  functional_area_id: number | null;
  designation_id: number | null;
  industry_id: number | null;
  employment_type: string;
  experience_min: number | null;
  experience_max: number | null;
  salary: number | null;
};

/** All the live matches of `tsquery` (null: every live job), or TOO_MANY past `limit`. */
async function readMatches(db: Db, tsquery: string | null, limit: number): Promise<Kept> {
  const matching = tsquery ? sql`${jobSearch.searchVector} @@ ${tsquery}::tsquery` : sql`true`;
  const rows = rowsOf<MatchRow>(
    await db.execute(
      sql`select job_id, ${microsOf(sql`published_at`)} as micros,
        (valid_through - date '1970-01-01') as last_day, hiring_company_id, confidential,
        emirate_id, state_id, functional_area_id, designation_id, industry_id, employment_type,
        experience_min, experience_max,
        case when salary_hidden then null else coalesce(salary_max, salary_min) end as salary
        from ${jobSearch} where ${matching} and ${notExpired(jobSearch.validThrough)}
        order by published_at desc nulls last, job_id desc nulls last limit ${limit + 1}`,
    ),
  );
  if (rows.length > limit) return TOO_MANY;
  const size = rows.length;
  const set: MatchSet = {
    size,
    tsquery,
    id: new Int32Array(size),
    micros: new Float64Array(size),
    rank: new Float64Array(size).fill(tsquery ? NaN : 0),
    lastDay: new Int32Array(size),
    hiringCompany: new Int32Array(size),
    confidential: new Uint8Array(size),
    emirate: new Int32Array(size),
    state: new Int32Array(size),
    functionalArea: new Int32Array(size),
    designation: new Int32Array(size),
    industry: new Int32Array(size),
    type: new Uint8Array(size),
    types: [],
    experienceMin: new Int16Array(size),
    experienceMax: new Int16Array(size),
    salary: new Float64Array(size),
  };
  const or = (value: number | null, none: number) => (value === null ? none : Number(value));
  rows.forEach((row, i) => {
    set.id[i] = Number(row.job_id);
    set.micros[i] = Number(row.micros);
    set.lastDay[i] = Number(row.last_day);
    set.hiringCompany[i] = Number(row.hiring_company_id);
    set.confidential[i] = row.confidential ? 1 : 0;
    set.emirate[i] = or(row.emirate_id, 0);
    set.state[i] = or(row.state_id, 0);
    set.functionalArea[i] = or(row.functional_area_id, 0);
    set.designation[i] = or(row.designation_id, 0);
    set.industry[i] = or(row.industry_id, 0);
    let type = set.types.indexOf(row.employment_type);
    if (type < 0) type = set.types.push(row.employment_type) - 1;
    set.type[i] = type;
    set.experienceMin[i] = or(row.experience_min, -1);
    set.experienceMax[i] = or(row.experience_max, -1);
    set.salary[i] = or(row.salary, -1);
  });
  return set;
}

/**
 * Reads the ranks of rows `rows` of `set` that were not read yet: a job's rank against the
 * keywords is kept with the set, so that only the first searches of its jobs ask for it.
 */
export async function rankMatches(db: Db, set: MatchSet, rows: number[]) {
  const missing = rows.filter((i) => Number.isNaN(set.rank[i]));
  if (!missing.length || !set.tsquery) return;
  const at = new Map(missing.map((i) => [set.id[i], i]));
  const ranked = rowsOf<{ job_id: number; rank: number }>(
    await db.execute(
      sql`select job_id, ts_rank_cd(search_vector, ${set.tsquery}::tsquery, 1)::float8 as rank
        from ${jobSearch} where job_id = any(${`{${[...at.keys()].join(',')}}`}::int[])`,
    ),
  );
  for (const row of ranked) set.rank[at.get(Number(row.job_id))!] = Number(row.rank);
  // A job deleted since (the set is about to be forgotten) ranks last.
  for (const i of missing) if (Number.isNaN(set.rank[i])) set.rank[i] = 0;
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
      sizeCalculation: (kept) => (kept === TOO_MANY ? 1 : kept.size + 1),
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
export async function keptMatches(db: Db, tsquery: string | null): Promise<MatchSet | null> {
  const kept = await keptOf.get(db)?.sets.fetch(tsquery ?? '');
  return kept === undefined || kept === TOO_MANY ? null : kept;
}
