import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { TFacetKey } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { jobSearch } from '../../db/schema';
import { pgArray } from '../../lib/pg-array';
import {
  boardWith,
  CODED,
  firstAtLeast,
  laidOut,
  liveRows,
  readBoard,
  rowOfJob,
  TOO_MANY,
  type Board,
  type Coded,
  type Column,
  type Layout,
  type CodedColumn,
} from './board';
import { notExpired } from './jobs.policy';
import { keywordParts } from './keyword-parts';
import type { Groups } from './match-groups';

export type { Board, Coded, CodedColumn } from './board';

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

const GATHERED: (keyof Gathered)[] = ['micros', 'lastDay', ...CODED];

/** The board's column that a set gathers as `name`. */
const boardColumn = (board: Board, name: keyof Gathered): Codes | Float64Array | Int32Array =>
  name === 'micros' || name === 'lastDay' ? board[name] : board[name].code;

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
  /** How many searches it answered, on this board and the ones before. */
  asked: number;
};

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

type Store = {
  limit: number;
  keptMs: number;
  matchesKept: number;
  since: number;
  board: Promise<Board | typeof TOO_MANY> | null;
  /** The board once read, and after each change applied to it (see jobsChanged). */
  latest: Board | null;
  sets: LRUCache<string, MatchSet>;
  joined: LRUCache<string, MatchSet>;
  /** Jobs announced as changed, not yet applied, and the application under way. */
  pending: Set<number>;
  applying: Promise<void> | null;
  /** Where the changed jobs' rows are read (see jobsChanged). */
  rowsFrom: Db;
  /** How often the board was read whole, and batches of changed jobs were applied to it. */
  counts: { reads: number; changes: number };
};
const keptOf = new WeakMap<Db, Store>();

/** The board's rows of the live jobs matching `tsquery` (null: all of them), newest first. */
async function readMatches(db: Db, board: Board, tsquery: string | null): Promise<MatchSet> {
  if (!tsquery)
    return matchSet(
      board,
      null,
      new Int32Array(board.size).map((_, r) => r),
    );
  const ids = rowsOf<{ job_id: number }>(
    await db.execute(
      sql`select job_id from ${jobSearch}
        where ${jobSearch.searchVector} @@ ${tsquery}::tsquery and ${notExpired(jobSearch.validThrough)}`,
    ),
  );
  // A job published since the board was read is not on it: its notice is on its way, and puts
  // it on the board and in this set (see jobsChanged).
  const found = ids.map((row) => rowOfJob(board, Number(row.job_id))).filter((r) => r >= 0);
  return matchSet(board, tsquery, Int32Array.from(found).sort());
}

/** A set of the board's rows `rows` (ascending), with `rank` (NaN: not read yet) when known. */
function matchSet(
  board: Board,
  tsquery: string | null,
  rows: Int32Array,
  rank: Float32Array = new Float32Array(rows.length).fill(tsquery ? NaN : 0),
  gathered?: Gathered,
): MatchSet {
  const every = rows.length === board.size;
  const gather = <T extends Codes | Float64Array | Int32Array>(column: T): T => {
    if (every) return column;
    const copy = new (column.constructor as new (size: number) => T)(rows.length);
    for (let k = 0; k < rows.length; k++) copy[k] = column[rows[k]];
    return copy;
  };
  const at =
    gathered ??
    (Object.fromEntries(
      GATHERED.map((name) => [name, gather(boardColumn(board, name))]),
    ) as Gathered);
  // The passes of a set hold at most as many matches as the set, a pass's facet counts counted as
  // 250 matches: so all sets' passes together stay within MATCHES_KEPT matches and 4,000 passes,
  // and a set of fewer than 250 matches, whose pass costs little, keeps none.
  const passes = new LRUCache<string, Pass>({
    maxSize: Math.max(rows.length, 1),
    sizeCalculation: (pass) => pass.matches.length + 250,
  });
  return { board, tsquery, rows, at, rank, passes, groups: {}, asked: 0 };
}

/**
 * The matches of keywords joined by AND (see keywordParts), from the kept matches of each part:
 * the rows of every part not negated, less those of any part negated. Keywords never searched
 * before that join words searched before ("forklift dubai", "driver -night") cost no statement;
 * each part's matches are kept for the next ones. Null when the keywords are not such a join, or
 * a part was read on another board (a change came meanwhile).
 */
async function fromParts(store: Store, board: Board, tsquery: string) {
  const parts = tsquery ? keywordParts(tsquery) : null;
  if (!parts) return null;
  const positive = parts.filter((part) => !part.negated).map((part) => part.text);
  const texts = [
    ...(positive.length ? positive : ['']),
    ...parts.filter((part) => part.negated).map((part) => part.text),
  ];
  // A part's set read meanwhile may be evicted by others (the matches kept are bounded): the
  // keywords are then read whole.
  const sets = await Promise.all(texts.map((text) => store.sets.fetch(text))).catch(() => null);
  if (!sets) return null;
  if (sets.some((set) => set?.board !== board)) return null;
  const [first, ...others] = sets as MatchSet[];
  for (const set of sets as MatchSet[]) set.asked++;
  const inAll = new Int32Array(board.size);
  for (const row of first.rows) inAll[row] = 1;
  others.forEach((set, i) => {
    const negated = i + 1 >= Math.max(positive.length, 1);
    for (const row of set.rows)
      if (negated) inAll[row] = 0;
      else if (inAll[row] === i + 1) inAll[row] = i + 2;
  });
  // A row is in every part not negated when its mark reached their number, and none negated.
  const wanted = Math.max(positive.length, 1);
  const rows = first.rows.filter((row) => inAll[row] === wanted);
  return matchSet(board, tsquery, rows);
}

/**
 * `set` on the board a change left (`moves`, boardWith's layout): its jobs still on the board, in
 * their new rows, with their ranks, and `added` (new rows, ascending), the changed jobs that match
 * it. The board's runs of rows kept are runs of the set's places too: what the set holds of them
 * is copied whole, and only the added jobs are read from the board.
 */
function setWith(set: MatchSet, board: Board, moves: Layout, added: number[]): MatchSet {
  if (!set.tsquery)
    return matchSet(
      board,
      null,
      new Int32Array(board.size).map((_, r) => r),
    );
  const layout: Layout = { runs: [], placed: [] };
  const shifts: number[] = [];
  let n = 0;
  let a = 0;
  let place = 0;
  for (const [to, from, length] of moves.runs) {
    while (a < added.length && added[a] < to) layout.placed.push([n++, added[a++]]);
    const start = firstAtLeast(set.rows, from, place);
    place = firstAtLeast(set.rows, from + length, start);
    if (place === start) continue;
    layout.runs.push([n, start, place - start]);
    shifts.push(to - from);
    n += place - start;
  }
  while (a < added.length) layout.placed.push([n++, added[a++]]);
  const rows = laidOut<Int32Array>(new Int32Array(n), set.rows, layout, (row) => row);
  layout.runs.forEach(([at, , length], i) => {
    for (let k = at; k < at + length; k++) rows[k] += shifts[i];
  });
  const rank = laidOut<Float32Array>(new Float32Array(n), set.rank, layout, () => NaN);
  const gathered = <T extends Column>(name: keyof Gathered, from: T) =>
    laidOut(
      new (from.constructor as new (size: number) => T)(n),
      set.at[name] as T,
      layout,
      (row) => from[row],
    );
  const at = Object.fromEntries(
    GATHERED.map((name) => [name, gathered(name, boardColumn(board, name))]),
  ) as Gathered;
  return { ...matchSet(board, set.tsquery, rows, rank, at), asked: set.asked };
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
export function keepKeywordMatches(
  db: Db,
  limit: number,
  keptMs = BOARD_KEPT_MS,
  matchesKept = MATCHES_KEPT,
) {
  if (limit <= 0) return void keptOf.delete(db);
  const store: Store = {
    limit,
    keptMs,
    matchesKept,
    since: Date.now(),
    board: null,
    latest: null,
    rowsFrom: db,
    sets: new LRUCache<string, MatchSet>({
      maxSize: matchesKept,
      sizeCalculation: (set) => set.rows.length + 1,
      // A set evicted while it is read (others read meanwhile took the room) still answers the
      // searches waiting for it.
      ignoreFetchAbort: true,
      // Twenty visitors asking for the same keywords at once read them once.
      fetchMethod: async (key) => {
        const board = await boardOf(db, store);
        // Past the limit, the search asks the database (see keptMatches).
        if (board === TOO_MANY) return undefined;
        return readMatches(db, board, key ? key : null);
      },
    }),
    // Sets of keywords joined by AND, made from their parts' sets: kept apart, in a fifth of the
    // room, so that new combinations of words never push out the words' own sets they are made
    // from (and are made again from them at little cost).
    joined: new LRUCache<string, MatchSet>({
      maxSize: Math.max(1, Math.floor(matchesKept / 5)),
      sizeCalculation: (set) => set.rows.length + 1,
      ignoreFetchAbort: true,
      fetchMethod: async (key) => {
        const board = await boardOf(db, store);
        if (board === TOO_MANY) return undefined;
        return (await fromParts(store, board, key)) ?? readMatches(db, board, key);
      },
    }),
    pending: new Set(),
    applying: null,
    counts: { reads: 0, changes: 0 },
  };
  keptOf.set(db, store);
}

/** The store's board, read once (and again after a failed read). */
function boardOf(db: Db, store: Store) {
  if (!store.board) store.counts.reads++;
  store.board ??= readBoard(db, store.limit).then(
    (board) => {
      if (board !== TOO_MANY) store.latest = board;
      return board;
    },
    (error: unknown) => {
      store.board = null;
      throw error;
    },
  );
  return store.board;
}

/**
 * Anything about the jobs may have changed: the board of `db` and every set is forgotten. A new
 * store takes the old one's place, so that a board or set read before, and answered after, goes
 * into the old one.
 */
export function forgetKeywordMatches(db: Db) {
  const kept = keptOf.get(db);
  if (kept) keepKeywordMatches(db, kept.limit, kept.keptMs, kept.matchesKept);
}

/**
 * The search rows of jobs `ids` changed (the database's notice names them): they are taken off
 * the board and its sets and put back as they are now, if live, without reading the rest again.
 * Changes are applied one batch at a time, in the order heard; those heard meanwhile make the next
 * batch. Searches do not wait for them: they are answered from the board as it was until the new
 * one is swapped in whole. Whoever made the change is answered once it is in (see jobsSettled), so
 * that their next search finds it.
 *
 * The jobs' rows are read from `rowsFrom`: for a replica's board, the primary, which has them the
 * moment its notice is heard, while the replica may not have replayed them yet.
 */
export function jobsChanged(db: Db, ids: number[], rowsFrom: Db = db) {
  const store = keptOf.get(db);
  // Nothing read yet: the first search reads the board as it is.
  if (!store?.board) return;
  for (const id of ids) store.pending.add(id);
  store.rowsFrom = rowsFrom;
  store.applying ??= (async () => {
    try {
      while (store.pending.size) {
        const batch = [...store.pending];
        store.pending.clear();
        await applyChanges(db, store, batch);
      }
    } catch {
      // The database could not be read: everything is read again by the next search.
      if (keptOf.get(db) === store) forgetKeywordMatches(db);
    } finally {
      store.applying = null;
    }
  })();
}

/**
 * A set is carried over to the board a change leaves when searches asked for it more than once,
 * or when reading it again would cost more than a lookup: most keywords asked for once (new
 * words, joined ones made from their parts) are not asked again, and carrying thousands of them
 * over each change costs more than reading the few asked again.
 */
const worthCarrying = (set: MatchSet) => set.asked > 1 || set.rows.length >= CARRIED_FROM;
const CARRIED_FROM = 1_000;

/** Settles once the changes heard so far are on the board of `db` (see jobsChanged). */
export function jobsSettled(db: Db): Promise<void> {
  return keptOf.get(db)?.applying ?? Promise.resolve();
}

/**
 * One batch of changed jobs: their rows as they are now, each with the kept sets whose keywords
 * it matches (one statement), then the new board and every set on it, swapped in at once.
 */
async function applyChanges(db: Db, store: Store, ids: number[]) {
  const board = await boardOf(db, store);
  if (board === TOO_MANY) return;
  // Sets read on an older board are read again when next asked for (see keptMatches); so are
  // those not worth carrying over.
  const sets: [LRUCache<string, MatchSet>, string, MatchSet][] = [];
  for (const kept of [store.sets, store.joined]) {
    const dropped: string[] = [];
    kept.rforEach((set, key) => {
      if (set.board === board && worthCarrying(set)) sets.push([kept, key, set]);
      else dropped.push(key);
    });
    for (const key of dropped) kept.delete(key);
  }
  const keywords = sets.map(([, , set]) => set.tsquery ?? '');
  const fresh = await liveRows<{ matched: number[] }>(
    store.rowsFrom,
    ids,
    sql`array(select i::int from unnest(${pgArray(keywords)}::text[]) with ordinality q(t, i)
      where t <> '' and search_vector @@ t::tsquery) as matched`,
  );
  const next = boardWith(board, ids, fresh);
  if (next.board.size > store.limit) return forgetKeywordMatches(db);
  const addedTo = sets.map((): number[] => []);
  for (const row of fresh)
    for (const i of row.matched) addedTo[i - 1].push(rowOfJob(next.board, Number(row.job_id)));
  store.board = Promise.resolve(next.board);
  store.latest = next.board;
  store.counts.changes++;
  sets.forEach(([kept, key, set], i) =>
    kept.set(
      key,
      setWith(
        set,
        next.board,
        next.layout,
        addedTo[i].sort((a, b) => a - b),
      ),
    ),
  );
}

/**
 * How often the board of `db` was read whole and changed jobs applied to it, since it was last
 * forgotten whole (null: none kept).
 */
export function keptBoardCounts(db: Db) {
  const store = keptOf.get(db);
  return store ? { ...store.counts, jobs: store.latest?.size ?? null } : null;
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
  // A set read on a board that a change has replaced since is read again, on the new board.
  for (let tries = 0; tries < 3; tries++) {
    if ((await boardOf(db, store)) === TOO_MANY) return null;
    // Evicted while read (the matches kept are bounded, and others were read meanwhile): again.
    const sets = tsquery && keywordParts(tsquery) ? store.joined : store.sets;
    const set = await sets.fetch(tsquery ?? '').catch(() => 'evicted' as const);
    if (set === 'evicted') continue;
    if (!set) return null;
    if (set.board === store.latest) {
      set.asked++;
      return set;
    }
    sets.delete(tsquery ?? '');
  }
  // The jobs are changing faster than the set can be read: the database answers.
  return null;
}
