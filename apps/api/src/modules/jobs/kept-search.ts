import { POSTED_WITHIN } from '@logicareers/shared/schemas/jobs';
import { todayInUae } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';
import {
  countCodes,
  markCodes,
  rankMatches,
  type Coded,
  type CodedColumn,
  type FacetRows,
  type MatchSet,
  type Pass,
} from './kept-matches';
import { FACET_VALUES } from './search-facets';
import type { Answer, JobSearchQuery, Paging } from './search-filters';
import { RANK_WINDOW } from './search-matches';

/** The instant `days` days before `nowMs`, in microseconds (Board.micros). */
const postedSince = (nowMs: number, days: string) => (nowMs - Number(days) * 86_400_000) * 1_000;

/** Which codes of a coded column hold one of `values`, as a flag by code (code 0, none, never). */
function wantedCodes<T extends number | string>(column: Coded<T>, values: T[]) {
  const wanted = new Set<T>(values);
  return Uint8Array.from(column.values, (value) => (value !== null && wanted.has(value) ? 1 : 0));
}

/** A facet's values from their counts by code, as the statements give them (see facetValues). */
function countedValues<T extends number | string>(column: Coded<T>, counts: Int32Array) {
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
  const key = JSON.stringify([
    today,
    query.state,
    query.functional_area,
    query.designation,
    query.industry,
    query.employment_type,
    query.posted_within,
    query.experience,
    query.salary_min,
    query.company,
    query.facets,
  ]);
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

/**
 * The pass of answerFromKept: the matches of the search's filters (places in set.rows, newest
 * first) and, when asked, its facet counts. The conditions of filtersOf are written over the set's
 * gathered columns (the board's for experience, salary and company): each active filter has a
 * bit, and a row that fails no filter is a match and counts in every facet; a row that fails one
 * filter only counts in that filter's own facet, which is counted without it. Written out, filter
 * by filter, so that the pass over a hundred thousand rows stays a few array reads a row.
 */
function passOver(
  set: MatchSet,
  query: JobSearchQuery,
  emirates: Set<number>,
  nowMs: number,
  today: number,
): Pass {
  const { board, rows, at } = set;
  const { emirate, state, functionalArea, designation, industry, type } = board;
  // Match k's own columns, in the order of the matches; the board's by row (rows[k]) for the rest.
  const { micros, lastDay } = at;
  let bits = 0;
  const bitIf = (active: boolean) => (active ? 1 << bits++ : 0);
  const stateBit = bitIf(query.state.length > 0);
  const inEmirates = wantedCodes(
    emirate,
    query.state.filter((place) => emirates.has(place)),
  );
  const inAreas = wantedCodes(
    state,
    query.state.filter((place) => !emirates.has(place)),
  );
  const functionalAreaBit = bitIf(query.functional_area.length > 0);
  const functionalAreas = wantedCodes(functionalArea, query.functional_area);
  const designationBit = bitIf(query.designation.length > 0);
  const designations = wantedCodes(designation, query.designation);
  const industryBit = bitIf(query.industry.length > 0);
  const industries = wantedCodes(industry, query.industry);
  const typeBit = bitIf(query.employment_type.length > 0);
  const types = wantedCodes<string>(type, query.employment_type);
  const postedBit = bitIf(!!query.posted_within);
  const since = query.posted_within ? postedSince(nowMs, query.posted_within) : 0;
  const experienceBit = bitIf(query.experience !== null);
  const years = query.experience ?? 0;
  const salaryBit = bitIf(query.salary_min !== null);
  const least = query.salary_min ?? 0;
  const companyBit = bitIf(query.company !== null);
  const company = query.company ?? 0;
  const { experienceMin, experienceMax, salary, confidential, hiringCompany } = board;
  const [emirateCode, stateCode, functionalAreaCode, designationCode, industryCode, typeCode] = [
    at.emirate,
    at.state,
    at.functionalArea,
    at.designation,
    at.industry,
    at.type,
  ];

  const withFacets = query.facets === 'true';
  const coded: CodedFilter[] = [];
  if (stateBit)
    coded.push([
      ['emirate', inEmirates],
      ['state', inAreas],
    ]);
  if (functionalAreaBit) coded.push([['functionalArea', functionalAreas]]);
  if (designationBit) coded.push([['designation', designations]]);
  if (industryBit) coded.push([['industry', industries]]);
  if (typeBit) coded.push([['type', types]]);
  const mark = rowsToRead(set, withFacets ? 2 : 1, coded);
  const byEmirate = new Int32Array(emirate.values.length);
  const byFunctionalArea = new Int32Array(functionalArea.values.length);
  const byDesignation = new Int32Array(designation.values.length);
  const byIndustry = new Int32Array(industry.values.length);
  const byType = new Int32Array(type.values.length);
  const periods = Float64Array.from(POSTED_WITHIN, (days) => postedSince(nowMs, days));
  const byPeriod = new Int32Array(periods.length);
  const widest = Math.min(...periods);

  const matches = new Int32Array(rows.length);
  let total = 0;
  for (let k = 0; k < rows.length; k++) {
    if ((mark !== null && mark[k] === 0) || lastDay[k] < today) continue;
    let failed = 0;
    if (stateBit && inEmirates[emirateCode[k]] === 0 && inAreas[stateCode[k]] === 0)
      failed |= stateBit;
    if (functionalAreaBit && functionalAreas[functionalAreaCode[k]] === 0)
      failed |= functionalAreaBit;
    if (designationBit && designations[designationCode[k]] === 0) failed |= designationBit;
    if (industryBit && industries[industryCode[k]] === 0) failed |= industryBit;
    if (typeBit && types[typeCode[k]] === 0) failed |= typeBit;
    if (postedBit && micros[k] < since) failed |= postedBit;
    if (experienceBit || salaryBit || companyBit) {
      const r = rows[k];
      if (
        experienceBit &&
        (experienceMin[r] > years || (experienceMax[r] >= 0 && experienceMax[r] < years))
      )
        failed |= experienceBit;
      if (salaryBit && (salary[r] < 0 || salary[r] < least)) failed |= salaryBit;
      if (companyBit && (confidential[r] !== 0 || hiringCompany[r] !== company))
        failed |= companyBit;
    }
    // Failing two filters or more, a row counts nowhere; failing one, only in that one's facet.
    if (failed & (failed - 1)) continue;
    if (failed === 0) matches[total++] = k;
    if (!withFacets) continue;
    if (failed === 0 || failed === stateBit) byEmirate[emirateCode[k]]++;
    if (failed === 0 || failed === functionalAreaBit) byFunctionalArea[functionalAreaCode[k]]++;
    if (failed === 0 || failed === designationBit) byDesignation[designationCode[k]]++;
    if (failed === 0 || failed === industryBit) byIndustry[industryCode[k]]++;
    if (failed === 0 || failed === typeBit) byType[typeCode[k]]++;
    if ((failed === 0 || failed === postedBit) && micros[k] >= widest)
      for (let p = 0; p < periods.length; p++) if (micros[k] >= periods[p]) byPeriod[p]++;
  }

  const facets: FacetRows = {};
  if (withFacets) {
    facets.state = countedValues(emirate, byEmirate);
    facets.functional_area = countedValues(functionalArea, byFunctionalArea);
    facets.designation = countedValues(designation, byDesignation);
    facets.industry = countedValues(industry, byIndustry);
    facets.employment_type = countedValues(type, byType);
    facets.posted_within = POSTED_WITHIN.map((days, p) => ({ value: days, n: byPeriod[p] }));
  }
  return { matches: matches.slice(0, total), facets };
}

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
