import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { TFacetKey } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { plannerRows } from '../../db/planner-rows';
import { rowsOf } from '../../db/rows';
import { jobSearch } from '../../db/schema';
import { notExpired } from './jobs.policy';

/**
 * A column of a few distinct values (master data ids, employment types), each row holding the code
 * of its value: codes are small whole numbers, so that a filter or a count is an array lookup.
 * Code 0 is no value.
 */
export type Coded<T extends number | string> = {
  code: Uint8Array | Uint16Array | Int32Array;
  values: (T | null)[];
};

/**
 * Every live job, newest first, a column each, with what the public search filters, sorts and
 * counts by: read once by a process that hears every change to the jobs, so that searches are
 * answered from it in the process, each keywords text as the rows of the jobs it matches (see
 * MatchSet). Row `r` is the same job in every column.
 */
export type Board = {
  size: number;
  id: Int32Array;
  /** published_at in microseconds since 1970, as exact as the database keeps it. */
  micros: Float64Array;
  /** valid_through, in days since 1970-01-01. */
  lastDay: Int32Array;
  hiringCompany: Int32Array;
  confidential: Uint8Array;
  emirate: Coded<number>;
  state: Coded<number>;
  functionalArea: Coded<number>;
  designation: Coded<number>;
  industry: Coded<number>;
  type: Coded<string>;
  /** Years; -1 for none. */
  experienceMin: Int16Array;
  experienceMax: Int16Array;
  /** What a salary filter compares (the maximum, else the minimum); -1 when hidden or none. */
  salary: Float64Array;
  /** The row of a job, by id. */
  rowOf: Map<number, number>;
};

/** A column of codes, as narrow as its codes allow. */
type Codes = Coded<number | string>['code'];

/**
 * What every search of a set reads of each match, copied from the board in the order of the
 * matches, so that a pass over them reads memory in order rather than all over the board: the
 * filters and facets every search has (Board's columns of the same names). What only some filters
 * read (experience, salary, company) is read from the board through `rows`.
 */
export type Gathered = {
  micros: Float64Array;
  lastDay: Int32Array;
  emirate: Codes;
  state: Codes;
  functionalArea: Codes;
  designation: Codes;
  industry: Codes;
  type: Codes;
};

/** The live jobs that match some keywords (or every live job, for a search without keywords). */
export type MatchSet = {
  board: Board;
  /** The keywords, compiled (null: none). */
  tsquery: string | null;
  /** The board's rows of the matches, in the board's order (newest first). */
  rows: Int32Array;
  /** Match `k`'s columns (see Gathered). */
  at: Gathered;
  /**
   * ts_rank_cd of match `k` (rows[k]) against the keywords, as the database ranks (a float4, held
   * exactly); NaN until asked (see rankMatches).
   */
  rank: Float32Array;
  /** What passes over the set found, by the search's filters (see Pass). */
  passes: LRUCache<string, Pass>;
  /** The matches grouped by code, for the coded columns searches have filtered on (see markCodes). */
  groups: Partial<Record<CodedColumn, Groups>>;
};

/** The columns of a few distinct values (Board's and Gathered's of the same names). */
export type CodedColumn =
  'emirate' | 'state' | 'functionalArea' | 'designation' | 'industry' | 'type';

/**
 * A set's matches grouped by their code in one column, each group newest first: code c's matches
 * are order[start[c]] up to (not including) order[start[c + 1]].
 */
type Groups = { start: Int32Array; order: Int32Array };

/** The set's matches grouped by `column`, grouped now (a pass over the set) if not yet. */
function groupsOf(set: MatchSet, column: CodedColumn): Groups {
  const kept = set.groups[column];
  if (kept) return kept;
  const codes = set.at[column];
  const size = set.board[column].values.length;
  const start = new Int32Array(size + 1);
  for (let k = 0; k < codes.length; k++) start[codes[k] + 1]++;
  for (let c = 0; c < size; c++) start[c + 1] += start[c];
  const next = start.slice(0, size);
  const order = new Int32Array(codes.length);
  for (let k = 0; k < codes.length; k++) order[next[codes[k]]++] = k;
  return (set.groups[column] = { start, order });
}

/** How many of the set's matches hold one of the `wanted` codes of `column` (a flag by code). */
export function countCodes(set: MatchSet, column: CodedColumn, wanted: Uint8Array) {
  const { start } = groupsOf(set, column);
  let n = 0;
  for (let c = 0; c < wanted.length; c++) if (wanted[c]) n += start[c + 1] - start[c];
  return n;
}

/** Sets `mark[k]` for each match k holding one of the `wanted` codes of `column`. */
export function markCodes(
  set: MatchSet,
  column: CodedColumn,
  wanted: Uint8Array,
  mark: Uint8Array,
) {
  const { start, order } = groupsOf(set, column);
  for (let c = 0; c < wanted.length; c++)
    if (wanted[c]) for (let i = start[c]; i < start[c + 1]; i++) mark[order[i]] = 1;
}

/** Facet counts before naming: each facet's values (as text) and how many jobs hold each. */
export type FacetRows = Partial<Record<TFacetKey, { value: string; n: number }[]>>;

/**
 * What a pass over a set found for one search's filters: its matches (places in the set's rows,
 * newest first) and facet counts. Kept with the set, so that the next pages and the other order
 * of a search are answered without a pass; as old as the set at most (a "posted within" filter is
 * then up to that much older).
 */
export type Pass = { matches: Int32Array; facets: FacetRows };

/**
 * How many matches a database keeps in all, in every set: about 30 bytes each, and 4 more for each
 * coded column searches have filtered the set on (its groups), so 30-55 MB.
 */
const MATCHES_KEPT = 1_000_000;
/**
 * How long a board, and every set read from it, is kept at most when nothing announces a change:
 * every change to the jobs is announced, so this bounds only what could slip past the notices. Read
 * again every 30 s, a board of 100,000 jobs and its sets cost 12-23 % of the varied searches a
 * process answered in runs of 40 s.
 */
export const BOARD_KEPT_MS = 300_000;
/**
 * The same from a read replica: a change's notice is heard again once the replica has replayed
 * it, or after 30 s anyway (db/client.ts), so a replica further behind may be read without it.
 */
export const REPLICA_BOARD_KEPT_MS = 30_000;

/** A timestamp column in microseconds since 1970, exactly, as text (beyond a double's integers). */
export const microsOf = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::int8::text`;

/** A board of more live jobs than the limit: remembered, so that it is not read again. */
const TOO_MANY = 'too many';

type Store = {
  limit: number;
  keptMs: number;
  since: number;
  board: Promise<Board | typeof TOO_MANY> | null;
  sets: LRUCache<string, MatchSet>;
};
const keptOf = new WeakMap<Db, Store>();

type BoardRow = {
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

/**
 * A coded column of `size` rows, filled a row at a time with `put`, then made as narrow as its
 * codes allow (`done`): a byte a row for most, so that a pass reads as little memory as it can.
 */
function coder<T extends number | string>(size: number) {
  const code = new Int32Array(size);
  const values: (T | null)[] = [null];
  const codes = new Map<T, number>();
  const put = (row: number, value: T | null) => {
    if (value === null) return;
    let known = codes.get(value);
    if (known === undefined) codes.set(value, (known = values.push(value) - 1));
    code[row] = known;
  };
  const done = (): Coded<T> => ({
    code:
      values.length <= 2 ** 8
        ? Uint8Array.from(code)
        : values.length <= 2 ** 16
          ? Uint16Array.from(code)
          : code,
    values,
  });
  return { put, done };
}

/**
 * Every live job of `db`, or TOO_MANY past `limit`. A board the planner expects to be well past
 * the limit is not read at all: on a large board, the first search after every change would read
 * `limit` rows only to find them too many.
 */
async function readBoard(db: Db, limit: number): Promise<Board | typeof TOO_MANY> {
  const live = notExpired(jobSearch.validThrough);
  if ((await plannerRows(db, jobSearch, live)) > limit * 2) return TOO_MANY;
  const rows = rowsOf<BoardRow>(
    await db.execute(
      sql`select job_id, ${microsOf(sql`published_at`)} as micros,
        (valid_through - date '1970-01-01') as last_day, hiring_company_id, confidential,
        emirate_id, state_id, functional_area_id, designation_id, industry_id, employment_type,
        experience_min, experience_max,
        case when salary_hidden then null else coalesce(salary_max, salary_min) end as salary
        from ${jobSearch} where ${live}
        order by published_at desc nulls last, job_id desc nulls last limit ${limit + 1}`,
    ),
  );
  if (rows.length > limit) return TOO_MANY;
  const size = rows.length;
  const emirate = coder<number>(size);
  const state = coder<number>(size);
  const functionalArea = coder<number>(size);
  const designation = coder<number>(size);
  const industry = coder<number>(size);
  const type = coder<string>(size);
  const board: Omit<
    Board,
    'emirate' | 'state' | 'functionalArea' | 'designation' | 'industry' | 'type'
  > = {
    size,
    id: new Int32Array(size),
    micros: new Float64Array(size),
    lastDay: new Int32Array(size),
    hiringCompany: new Int32Array(size),
    confidential: new Uint8Array(size),
    experienceMin: new Int16Array(size),
    experienceMax: new Int16Array(size),
    salary: new Float64Array(size),
    rowOf: new Map(),
  };
  const id = (value: number | null) => (value === null ? null : Number(value));
  const or = (value: number | null, none: number) => (value === null ? none : Number(value));
  rows.forEach((row, r) => {
    board.id[r] = Number(row.job_id);
    board.rowOf.set(board.id[r], r);
    board.micros[r] = Number(row.micros);
    board.lastDay[r] = Number(row.last_day);
    board.hiringCompany[r] = Number(row.hiring_company_id);
    board.confidential[r] = row.confidential ? 1 : 0;
    emirate.put(r, id(row.emirate_id));
    state.put(r, id(row.state_id));
    functionalArea.put(r, id(row.functional_area_id));
    designation.put(r, id(row.designation_id));
    industry.put(r, id(row.industry_id));
    type.put(r, row.employment_type);
    board.experienceMin[r] = or(row.experience_min, -1);
    board.experienceMax[r] = or(row.experience_max, -1);
    board.salary[r] = or(row.salary, -1);
  });
  return {
    ...board,
    emirate: emirate.done(),
    state: state.done(),
    functionalArea: functionalArea.done(),
    designation: designation.done(),
    industry: industry.done(),
    type: type.done(),
  };
}

/** The board's rows of the live jobs matching `tsquery` (null: all of them), newest first. */
async function readMatches(db: Db, board: Board, tsquery: string | null): Promise<MatchSet> {
  let rows: Int32Array;
  if (!tsquery) {
    rows = new Int32Array(board.size).map((_, r) => r);
  } else {
    const ids = rowsOf<{ job_id: number }>(
      await db.execute(
        sql`select job_id from ${jobSearch}
          where ${jobSearch.searchVector} @@ ${tsquery}::tsquery and ${notExpired(jobSearch.validThrough)}`,
      ),
    );
    // A job published since the board was read is not on it: its notice is on its way, and the
    // board and its sets are forgotten when it comes.
    const found = ids.map((row) => board.rowOf.get(Number(row.job_id)) ?? -1).filter((r) => r >= 0);
    rows = Int32Array.from(found).sort();
  }
  const every = rows.length === board.size;
  const gather = <T extends Codes | Float64Array>(column: T): T => {
    if (every) return column;
    const copy = new (column.constructor as new (size: number) => T)(rows.length);
    for (let k = 0; k < rows.length; k++) copy[k] = column[rows[k]];
    return copy;
  };
  const at: Gathered = {
    micros: gather(board.micros),
    lastDay: gather(board.lastDay),
    emirate: gather(board.emirate.code),
    state: gather(board.state.code),
    functionalArea: gather(board.functionalArea.code),
    designation: gather(board.designation.code),
    industry: gather(board.industry.code),
    type: gather(board.type.code),
  };
  const rank = new Float32Array(rows.length).fill(tsquery ? NaN : 0);
  // The passes of a set hold at most as many matches as the set, a pass's facet counts counted as
  // 250 matches: so all sets' passes together stay within MATCHES_KEPT matches and 4,000 passes,
  // and a set of fewer than 250 matches, whose pass costs little, keeps none.
  const passes = new LRUCache<string, Pass>({
    maxSize: Math.max(rows.length, 1),
    sizeCalculation: (pass) => pass.matches.length + 250,
  });
  return { board, tsquery, rows, at, rank, passes, groups: {} };
}

/**
 * Reads the ranks of matches `matches` (places in set.rows) that were not read yet: a job's rank
 * against the keywords is kept with the set, so that only the first searches of its jobs ask for
 * it.
 */
export async function rankMatches(db: Db, set: MatchSet, matches: number[]) {
  const missing = matches.filter((k) => Number.isNaN(set.rank[k]));
  if (!missing.length || !set.tsquery) return;
  const at = new Map(missing.map((k) => [set.board.id[set.rows[k]], k]));
  const ranked = rowsOf<{ job_id: number; rank: number }>(
    await db.execute(
      sql`select job_id, ts_rank_cd(search_vector, ${set.tsquery}::tsquery, 1)::float8 as rank
        from ${jobSearch} where job_id = any(${`{${[...at.keys()].join(',')}}`}::int[])`,
    ),
  );
  for (const row of ranked) set.rank[at.get(Number(row.job_id))!] = Number(row.rank);
  // A job deleted since (the board is about to be forgotten) ranks last.
  for (const k of missing) if (Number.isNaN(set.rank[k])) set.rank[k] = 0;
}

/**
 * Keep the live jobs of `db` (see Board) when they are at most `limit` (0: keep none, forgetting
 * any kept), with the matches of the keywords searched, for `keptMs` at most (BOARD_KEPT_MS;
 * REPLICA_BOARD_KEPT_MS for a replica): only for a process that hears every change to the jobs and
 * calls forgetKeywordMatches on it. The time limit bounds what no change announces: jobs expiring
 * as the day turns are also left out when a search is answered, and a job's age is worked out then.
 */
export function keepKeywordMatches(db: Db, limit: number, keptMs = BOARD_KEPT_MS) {
  if (limit <= 0) return void keptOf.delete(db);
  const store: Store = {
    limit,
    keptMs,
    since: Date.now(),
    board: null,
    sets: new LRUCache<string, MatchSet>({
      maxSize: MATCHES_KEPT,
      sizeCalculation: (set) => set.rows.length + 1,
      // Twenty visitors asking for the same keywords at once read them once.
      fetchMethod: async (key) => {
        const board = await boardOf(db, store);
        // Past the limit, the search asks the database (see keptMatches).
        if (board === TOO_MANY) return undefined;
        return readMatches(db, board, key ? key : null);
      },
    }),
  };
  keptOf.set(db, store);
}

/** The store's board, read once (and again after a failed read). */
function boardOf(db: Db, store: Store) {
  store.board ??= readBoard(db, store.limit).catch((error: unknown) => {
    store.board = null;
    throw error;
  });
  return store.board;
}

/**
 * The jobs changed: the board of `db` and every set is forgotten. A new store takes the old one's
 * place, so that a board or set read before the change, and answered after it, goes into the old one.
 */
export function forgetKeywordMatches(db: Db) {
  const kept = keptOf.get(db);
  if (kept) keepKeywordMatches(db, kept.limit, kept.keptMs);
}

/**
 * The kept live matches of `tsquery` (null: every live job), newest first: read now when they are
 * not kept yet. Null when `db` keeps none, or when its live jobs are too many to keep.
 */
export async function keptMatches(db: Db, tsquery: string | null): Promise<MatchSet | null> {
  let store = keptOf.get(db);
  if (!store) return null;
  const age = Date.now() - store.since;
  if (age < 0 || age > store.keptMs) {
    forgetKeywordMatches(db);
    store = keptOf.get(db)!;
  }
  if ((await boardOf(db, store)) === TOO_MANY) return null;
  return (await store.sets.fetch(tsquery ?? '')) ?? null;
}
