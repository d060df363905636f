import { POSTED_WITHIN, type TFacetKey } from '@logicareers/shared/schemas/jobs';
import { todayInUae } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';
import { countCodes, markCodes } from './match-groups';
import {
  rankMatches,
  type Coded,
  type CodedColumn,
  type FacetRows,
  type MatchSet,
  type Pass,
} from './kept-matches';
import { FACET_VALUES } from './search-facets';
import {
  activeFilters,
  FILTER_KEYS,
  FILTERS,
  filtersKey,
  postedSince,
  type Answer,
  type FilterKey,
  type JobSearchQuery,
  type KeptFilter,
  type Paging,
} from './search-filters';
import { RANK_WINDOW } from './search-matches';

/** Which codes of a coded column hold one of `values`, as a flag by code (code 0, none, never). */
function wantedCodes<T extends number | string>(column: Coded<T>, values: T[]) {
  const wanted = new Set<T>(values);
  return Uint8Array.from(column.values, (value) => (value !== null && wanted.has(value) ? 1 : 0));
}

/** A facet's values from their counts by code, as the statements give them (see facetValues). */
function countedValues(column: Coded<number> | Coded<string>, counts: Int32Array) {
  const values: { value: string; n: number }[] = [];
  counts.forEach((n, code) => {
    const value = column.values[code];
    if (n > 0 && value !== null) values.push({ value: String(value), n });
  });
  return values.sort((a, b) => b.n - a.n).slice(0, FACET_VALUES);
}

/**
 * A search answered from the kept matches of its keywords: the same page, in the same order, as
 * the statements of searchInSql would give, with the exact total and exact facet counts (all the matches
 * are at hand, so nothing is sampled or estimated). The matches of its filters are found by a pass
 * over the set (passOver), kept with the set for the search's other pages and order.
 */
export async function answerFromKept(
  db: Db,
  set: MatchSet,
  query: JobSearchQuery,
  emirates: Set<number>,
  { sort, offset, after, pageSize }: Paging,
): Promise<Omit<Answer, 'estimate'>> {
  const { board, rows, rank, at } = set;
  const { id } = board;
  const { micros } = at;
  const nowMs = Date.now();
  const today = Date.parse(`${todayInUae(new Date(nowMs))}T00:00:00Z`) / 86_400_000;
  // The other pages and the other order of a search read what its first pass found.
  const key = JSON.stringify([today, query.facets, filtersKey(query)]);
  let pass = set.passes.get(key);
  if (!pass) {
    pass = passOver(set, query, emirates, nowMs, today);
    set.passes.set(key, pass);
  }
  const { matches, facets } = pass;
  const total = matches.length;

  // Places in `rows` of the page's jobs.
  let page: number[];
  if (sort === 'relevance' && set.tsquery && offset < RANK_WINDOW) {
    const window = Array.from(matches.subarray(0, Math.min(total, RANK_WINDOW)));
    await rankMatches(db, set, window);
    page = window
      .sort((a, b) => rank[b] - rank[a] || micros[b] - micros[a] || id[rows[b]] - id[rows[a]])
      .slice(offset, offset + pageSize);
  } else {
    // The matches are newest first: those after the cursor's job are all the rest.
    let from = 0;
    const isAfter = (k: number) =>
      !!after &&
      (micros[k] < after.micros || (micros[k] === after.micros && id[rows[k]] < after.id));
    if (after) while (from < total && !isAfter(matches[from])) from++;
    const start = Math.min(total, from + offset);
    page = Array.from(matches.subarray(start, Math.min(total, start + pageSize)));
  }
  return {
    page: page.map((k) => ({ id: id[rows[k]], micros: micros[k] })),
    total,
    facets,
  };
}

/** An active filter of a pass, over the set's columns (see passOver). */
type PassFilter = { bit: number; parts: [Codes, Uint8Array][] } | { bit: number; test: KeptTest };
type Codes = MatchSet['at']['emirate'];
type KeptTest = (board: MatchSet['board'], row: number) => boolean;

/** A facet counted by a pass: its counts by code, the column's codes, and its filter's bit. */
type Counter = { key: TFacetKey; column: CodedColumn; bit: number; counts: Int32Array };

/**
 * The pass of answerFromKept: the matches of the search's filters (places in set.rows, newest
 * first) and, when asked, its facet counts. Each active filter of FILTERS (the conditions of the
 * statements, over the set's columns) has a bit; a row that fails no filter is a match and counts
 * in every facet, a row that fails one filter only counts in that filter's own facet, which is
 * counted without it. A coded filter reads the set's own columns (in the order of the matches);
 * the others read the board by row.
 */
function passOver(
  set: MatchSet,
  query: JobSearchQuery,
  emirates: Set<number>,
  nowMs: number,
  today: number,
): Pass {
  const { board, rows, at } = set;
  const { micros, lastDay } = at;
  const bits: Partial<Record<FilterKey, number>> = {};
  const filters: PassFilter[] = [];
  const coded: CodedFilter[] = [];
  activeFilters(query).forEach((key, i) => {
    const bit = 1 << i;
    bits[key] = bit;
    const kept = (FILTERS[key].kept as KeptOf)(query[key], emirates, nowMs);
    if ('test' in kept) return void filters.push({ bit, test: kept.test });
    const parts = kept.coded.map(([column, values]): [CodedColumn, Uint8Array] => [
      column,
      wantedCodes(board[column], values),
    ]);
    coded.push(parts);
    filters.push({ bit, parts: parts.map(([column, wanted]) => [at[column], wanted]) });
  });
  const withFacets = query.facets === 'true';
  const mark = rowsToRead(set, withFacets ? 2 : 1, coded);
  const counters: Counter[] = withFacets
    ? FILTER_KEYS.flatMap((key) => {
        const facet = FILTERS[key].facet;
        if (!facet) return [];
        const counts = new Int32Array(board[facet.kept].values.length);
        return [{ key: key as TFacetKey, column: facet.kept, bit: bits[key] ?? 0, counts }];
      })
    : [];
  const counted = counters.map(({ column }) => at[column]);
  const periods = Float64Array.from(POSTED_WITHIN, (days) => postedSince(nowMs, days));
  const byPeriod = new Int32Array(periods.length);
  const widest = Math.min(...periods);
  const postedBit = bits.posted_within ?? 0;

  const matches = new Int32Array(rows.length);
  let total = 0;
  for (let k = 0; k < rows.length; k++) {
    if ((mark !== null && mark[k] === 0) || lastDay[k] < today) continue;
    let failed = 0;
    for (const filter of filters) {
      if ('test' in filter) {
        if (!filter.test(board, rows[k])) failed |= filter.bit;
        continue;
      }
      let holds = false;
      for (const [codes, wanted] of filter.parts) if (wanted[codes[k]] !== 0) holds = true;
      if (!holds) failed |= filter.bit;
    }
    // Failing two filters or more, a row counts nowhere; failing one, only in that one's facet.
    if (failed & (failed - 1)) continue;
    if (failed === 0) matches[total++] = k;
    if (!withFacets) continue;
    for (let c = 0; c < counters.length; c++)
      if (failed === 0 || failed === counters[c].bit) counters[c].counts[counted[c][k]]++;
    if ((failed === 0 || failed === postedBit) && micros[k] >= widest)
      for (let p = 0; p < periods.length; p++) if (micros[k] >= periods[p]) byPeriod[p]++;
  }

  const facets: FacetRows = {};
  if (withFacets) {
    for (const { key, column, counts } of counters)
      facets[key] = countedValues(board[column], counts);
    facets.posted_within = POSTED_WITHIN.map((days, p) => ({ value: days, n: byPeriod[p] }));
  }
  return { matches: matches.slice(0, total), facets };
}

/** A filter's definition over the board, for any of the filters. */
type KeptOf = (value: unknown, emirates: Set<number>, nowMs: number) => KeptFilter;

/** A filter on coded columns: a row passes it when it holds a wanted code (a flag by code) of one. */
type CodedFilter = [CodedColumn, Uint8Array][];

/** Below this many matches, a pass reads every one: as quick as finding which to read. */
const GROUPED_FROM = 128;

/**
 * Which of a set's matches a pass needs to read, marked; null for all. A match counts (as a
 * match, or in a facet) only when it fails one active filter at most, or none when no facet is
 * counted: so it holds a wanted code of one of any `needed` (2, or 1) of the coded filters. The
 * pass reads only the matches of the `needed` filters that hold the fewest, found through the
 * set's groups (markCodes), when they are a good deal fewer than the set.
 */
function rowsToRead(set: MatchSet, needed: number, filters: CodedFilter[]): Uint8Array | null {
  if (set.rows.length < GROUPED_FROM || filters.length < needed) return null;
  const fewest = filters
    .map((parts) => ({
      parts,
      size: parts.reduce((n, [column, wanted]) => n + countCodes(set, column, wanted), 0),
    }))
    .sort((a, b) => a.size - b.size)
    .slice(0, needed);
  if (fewest.reduce((n, filter) => n + filter.size, 0) > set.rows.length / 2) return null;
  const mark = new Uint8Array(set.rows.length);
  for (const { parts } of fewest)
    for (const [column, wanted] of parts) markCodes(set, column, wanted, mark);
  return mark;
}
