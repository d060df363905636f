import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plannerRows } from '../../db/planner-rows';
import { rowsOf } from '../../db/rows';
import { jobSearch } from '../../db/schema';
import { pgArray } from '../../lib/pg-array';
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
 * counts by: kept by a process that hears every change to the jobs, so that searches are answered
 * from it in the process (kept-matches.ts). Row `r` is the same job in every column.
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
  /** The row of each job by id (-1: not on the board); see rowOfJob. */
  rowById: Int32Array;
};

/** The columns of a few distinct values (Board's of the same names). */
export type CodedColumn =
  'emirate' | 'state' | 'functionalArea' | 'designation' | 'industry' | 'type';
export const CODED: CodedColumn[] = [
  'emirate',
  'state',
  'functionalArea',
  'designation',
  'industry',
  'type',
];

/** The board's row of job `id`, or -1. */
export const rowOfJob = (board: Board, id: number) =>
  id < board.rowById.length ? board.rowById[id] : -1;

/** A job's row as the database gives it (see boardRows). */
export type BoardRow = {
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

/** A timestamp column in microseconds since 1970, exactly, as text (beyond a double's integers). */
export const microsOf = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::int8::text`;

/** What a board keeps of a job, as a select list over job_search. */
export const BOARD_COLUMNS = sql`job_id, ${microsOf(sql`published_at`)} as micros,
  (valid_through - date '1970-01-01') as last_day, hiring_company_id, confidential,
  emirate_id, state_id, functional_area_id, designation_id, industry_id, employment_type,
  experience_min, experience_max,
  case when salary_hidden then null else coalesce(salary_max, salary_min) end as salary`;

/** A board of more live jobs than the limit: remembered, so that it is not read again. */
export const TOO_MANY = 'too many';

/**
 * Every live job of `db`, or TOO_MANY past `limit`. A board the planner expects to be well past
 * the limit is not read at all: the first search would read `limit` rows only to find them too
 * many.
 */
export async function readBoard(db: Db, limit: number): Promise<Board | typeof TOO_MANY> {
  const live = notExpired(jobSearch.validThrough);
  if ((await plannerRows(db, jobSearch, live)) > limit * 2) return TOO_MANY;
  const rows = rowsOf<BoardRow>(
    await db.execute(
      sql`select ${BOARD_COLUMNS} from ${jobSearch} where ${live}
        order by published_at desc nulls last, job_id desc nulls last limit ${limit + 1}`,
    ),
  );
  if (rows.length > limit) return TOO_MANY;
  return boardWith(null, [], rows).board;
}

/** The live jobs among `ids`, as boardWith takes them, with `also` selected beside. */
export async function liveRows<T extends object = object>(db: Db, ids: number[], also?: SQL) {
  return rowsOf<BoardRow & T>(
    await db.execute(
      sql`select ${BOARD_COLUMNS}${also ? sql`, ${also}` : sql``} from ${jobSearch}
        where job_id = any(${pgArray(ids)}::int[]) and ${notExpired(jobSearch.validThrough)}`,
    ),
  );
}

/** A typed column of a board, or of a set's matches. */
export type Column =
  Int32Array | Float64Array | Float32Array | Int16Array | Uint8Array | Uint16Array;

/**
 * Where a column's values come from after a change: the old column's rows kept, in runs of
 * consecutive rows (each [new row, old row, length]), and rows put in (each [new row, source]).
 */
export type Layout = { runs: [number, number, number][]; placed: [number, number][] };

/** Old row `from` kept as new row `to`: the last run grows when both follow it. */
export function keepRow(layout: Layout, to: number, from: number) {
  const run = layout.runs.at(-1);
  if (run && run[1] + run[2] === from && run[0] + run[2] === to) run[2]++;
  else layout.runs.push([to, from, 1]);
}

/**
 * `out` filled as `layout` says: each run copied whole from `before` (a wider column takes the
 * narrower one's values as they are), each row put in given by `value` of its source.
 */
export function laidOut<T extends Column>(
  out: T,
  before: T | undefined,
  { runs, placed }: Layout,
  value: (source: number) => number,
): T {
  for (const [at, start, length] of runs) out.set(before!.subarray(start, start + length), at);
  for (const [at, source] of placed) out[at] = value(source);
  return out;
}

/** The first place of `rows` (ascending) from `from` on holding `row` or more. */
export function firstAtLeast(rows: Int32Array, row: number, from = 0) {
  let [low, high] = [from, rows.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle] < row) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Newest first: published later, then the higher id (the order of the search indexes). */
const newer = (micros: number, id: number, thanMicros: number, thanId: number) =>
  micros > thanMicros || (micros === thanMicros && id > thanId);

/**
 * `old` (null: none) with the jobs `changed` taken out and the live rows `fresh` put in, in their
 * places: the board a change leaves, built without reading the others again. `layout` says where
 * the old board's rows went (its runs) and where the fresh rows were put in, so that what was kept
 * of them follows. Each column is copied once; a coded column keeps its codes and numbers new
 * values after them.
 */
export function boardWith(old: Board | null, changed: number[], fresh: BoardRow[]) {
  const ids = fresh.map((row) => Number(row.job_id));
  const micros = fresh.map((row) => Number(row.micros));
  const order = fresh.map((_, f) => f);
  order.sort((a, b) => micros[b] - micros[a] || ids[b] - ids[a]);
  const oldSize = old?.size ?? 0;
  const gone = new Uint8Array(oldSize);
  if (old)
    for (const id of changed) {
      const row = rowOfJob(old, id);
      if (row >= 0) gone[row] = 1;
    }
  // The new board's rows: the old rows kept, in runs, and the fresh rows, merged newest first.
  const layout: Layout = { runs: [], placed: [] };
  let size = 0;
  let f = 0;
  for (let r = 0; r < oldSize; r++) {
    if (gone[r]) continue;
    while (f < order.length && newer(micros[order[f]], ids[order[f]], old!.micros[r], old!.id[r]))
      layout.placed.push([size++, order[f++]]);
    keepRow(layout, size++, r);
  }
  while (f < order.length) layout.placed.push([size++, order[f++]]);

  const column = <T extends Column>(out: T, before: T | undefined, value: (f: number) => number) =>
    laidOut(out, before, layout, value);
  const orNone = (value: number | null, none: number) => (value === null ? none : Number(value));
  const board: Omit<Board, CodedColumn | 'rowById'> = {
    size,
    id: column(new Int32Array(size), old?.id, (i) => ids[i]),
    micros: column(new Float64Array(size), old?.micros, (i) => micros[i]),
    lastDay: column(new Int32Array(size), old?.lastDay, (i) => Number(fresh[i].last_day)),
    hiringCompany: column(new Int32Array(size), old?.hiringCompany, (i) =>
      Number(fresh[i].hiring_company_id),
    ),
    confidential: column(new Uint8Array(size), old?.confidential, (i) =>
      fresh[i].confidential ? 1 : 0,
    ),
    experienceMin: column(new Int16Array(size), old?.experienceMin, (i) =>
      orNone(fresh[i].experience_min, -1),
    ),
    experienceMax: column(new Int16Array(size), old?.experienceMax, (i) =>
      orNone(fresh[i].experience_max, -1),
    ),
    salary: column(new Float64Array(size), old?.salary, (i) => orNone(fresh[i].salary, -1)),
  };
  const coded = {} as Pick<Board, CodedColumn>;
  const VALUE_OF: Record<CodedColumn, (row: BoardRow) => number | string | null> = {
    emirate: (row) => idOrNull(row.emirate_id),
    state: (row) => idOrNull(row.state_id),
    functionalArea: (row) => idOrNull(row.functional_area_id),
    designation: (row) => idOrNull(row.designation_id),
    industry: (row) => idOrNull(row.industry_id),
    type: (row) => row.employment_type,
  };
  for (const name of CODED)
    (coded as Record<CodedColumn, Coded<number | string>>)[name] = codedColumn(
      old?.[name] ?? null,
      fresh.map(VALUE_OF[name]),
      (out, before, value) => column(out, before, value),
      size,
    );
  let top = 0;
  for (let i = 0; i < size; i++) top = Math.max(top, board.id[i]);
  const rowById = new Int32Array(top + 1).fill(-1);
  for (let i = 0; i < size; i++) rowById[board.id[i]] = i;
  return { board: { ...board, ...coded, rowById } as Board, layout };
}

const idOrNull = (value: number | null) => (value === null ? null : Number(value));

/**
 * A coded column of the new board (see boardWith's `from`): the old column's codes kept, values
 * it did not have numbered after them, as narrow as its codes allow (a byte a row for most).
 */
function codedColumn<T extends number | string>(
  old: Coded<T> | null,
  fresh: (T | null)[],
  fill: <C extends Coded<T>['code']>(
    out: C,
    before: C | undefined,
    value: (f: number) => number,
  ) => C,
  size: number,
): Coded<T> {
  const values: (T | null)[] = old ? [...old.values] : [null];
  const codes = new Map<T, number>();
  values.forEach((value, code) => value !== null && codes.set(value, code));
  const freshCodes = fresh.map((value) => {
    if (value === null) return 0;
    let known = codes.get(value);
    if (known === undefined) codes.set(value, (known = values.push(value) - 1));
    return known;
  });
  const code =
    values.length <= 2 ** 8
      ? new Uint8Array(size)
      : values.length <= 2 ** 16
        ? new Uint16Array(size)
        : new Int32Array(size);
  // A column widened by new values takes the old codes as they are (set converts them).
  return { code: fill(code, old?.code as typeof code | undefined, (f) => freshCodes[f]), values };
}
