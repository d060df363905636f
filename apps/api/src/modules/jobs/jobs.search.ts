import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Lang } from '@logicareers/shared/schemas/common';
import { todayInUae } from '@logicareers/shared/uae-date';
import {
  EMPLOYMENT_TYPE_LABELS,
  MAX_ID,
  POSTED_WITHIN,
  SEARCH_PAGE_SIZE,
  type EmploymentType,
  type TFacetKey,
  type TFacetValue,
  type TJobSearchResult,
  type ZJobSearchQuery,
} from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { plannerRows } from '../../db/planner-rows';
import { preparedStatement } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { statementKey } from '../../db/statement-key';
import { EMIRATE_SLOTS, inEmirateSlot, jobSearch, jobs } from '../../db/schema';
import { invalid } from '../../lib/errors';
import {
  compileKeywords,
  jobKeywords,
  signatureAlternatives,
  signatureHolds,
} from '../../lib/keyword-signature';
import { emirateIds, masterNames } from '../master-data/master-data.service';
import { notExpired } from './jobs.policy';
import { selectCards, toCard } from './jobs.presenter';
import {
  countCodes,
  keptMatches,
  markCodes,
  microsOf,
  rankMatches,
  type Coded,
  type CodedColumn,
  type FacetRows,
  type MatchSet,
  type Pass,
} from './kept-matches';

export type JobSearchQuery = z.output<typeof ZJobSearchQuery>;

/** Exact counts up to this many matches; beyond it, the planner's estimate. */
export const EXACT_COUNT_LIMIT = 200;
/**
 * Facets are counted over at most this many matches, the newest, and scaled when there are more:
 * an estimate in which a value holding a fifth of the matches is typically off by about a tenth.
 */
export const FACET_SAMPLE = 500;
/**
 * Relevance ranks the newest this-many matches, so a broad word never ranks a million rows; pages
 * past them go on newest first. A whole number of pages.
 */
export const RANK_WINDOW = 100;
/** Keywords are first checked row by row over at most this many of the newest jobs of the filters. */
export const SCAN_BUDGET = 10_000;
/** The first part of that budget: keywords absent from it go to the GIN index at once. */
export const FIRST_LOOK = 1_500;
/**
 * A match read through the GIN index costs about as much as this many rows of the newest-first
 * scan: the scan reads the newest jobs, which every search reads and the server keeps in memory,
 * while the index's matches lie anywhere in the table (a million jobs: ~35 against ~3 microseconds).
 */
const INDEX_MATCH_COST = 10;

type FilterKey = TFacetKey | 'experience' | 'salary_min' | 'company';

/** An instant in microseconds since 1970 in ISO 8601, UTC, to the microsecond (as the database keeps it). */
const isoMicros = (micros: number) => {
  const ms = Math.floor(micros / 1_000);
  const rest = String(micros - ms * 1_000).padStart(3, '0');
  return `${new Date(ms).toISOString().slice(0, -1)}${rest}Z`;
};

/**
 * Where the next page goes on from: the last job's publication time to the microsecond, and its id.
 * (To the millisecond, jobs published within the same millisecond as a page's last, and before it,
 * would be left out of the next page.)
 */
export const encodeCursor = (micros: number, id: number) =>
  Buffer.from(`${isoMicros(micros)}|${id}`).toString('base64url');

/**
 * A cursor is what encodeCursor wrote (or, before, the same to the millisecond); anything else,
 * however well-formed, is refused before SQL.
 */
function decodeCursor(cursor: string): { micros: number; id: number } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const parts = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})(\d{3})?Z$/.exec(at ?? '');
  const ms = parts ? Date.parse(`${parts[1]}Z`) : NaN;
  const valid = !Number.isNaN(ms) && /^\d{1,10}$/.test(id ?? '') && Number(id) <= MAX_ID;
  if (!parts || !valid) throw invalid({ cursor: 'cursor is not valid' });
  return { micros: ms * 1_000 + Number(parts[2] ?? 0), id: Number(id) };
}

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
type Keywords = { tsquery: SQL; signatures: string[] | null };

/** The filters an emirate's indexes answer by themselves, with the emirate. */
const ON_EMIRATE_INDEX = new Set<FilterKey>(['state', 'functional_area', 'posted_within']);

/**
 * The newest `budget` jobs of the filters, numbered newest first (`seq`), with their search columns.
 * By signature (see Keywords), less the jobs whose keyword signature (schema SIGNATURE_BITS)
 * shows that they cannot match: only the others' rows are read, for their vectors, to be checked.
 * Within one emirate the signatures come from an index, so a word that few jobs hold costs a few
 * index pages rather than a page per job; the last of the budget always comes along, to tell where
 * it ended. Newest first, as the search indexes are ordered.
 */
function newestMaybeMatching(filtered: SQL | undefined, budget: number, keywords: Keywords) {
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
function emirateSlot(query: JobSearchQuery, emirates: Set<number>): SQL | undefined {
  const [id, ...others] = query.state;
  if (others.length || !emirates.has(id)) return undefined;
  return inEmirateSlot(jobSearch.emirateId, id % EMIRATE_SLOTS);
}

/**
 * The filter conditions of a query, by key, so that each facet can leave its own out. A location
 * that is an emirate filters by emirate (all its areas), any other by the area itself.
 */
function filtersOf(query: JobSearchQuery, emirates: Set<number>): Partial<Record<FilterKey, SQL>> {
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
 * the statements below would give, with the exact total and exact facet counts (all the matches
 * are at hand, so nothing is sampled or estimated). The matches of its filters are found by a pass
 * over the set (passOver), kept with the set for the search's other pages and order.
 */
async function answerFromKept(
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

/** Planner estimates are remembered this long: they follow the table's statistics, not each job. */
const ESTIMATE_TTL_MS = 30_000;
const ESTIMATES_KEPT = 1_000;
const estimates = new WeakMap<Db, Map<string, { rows: number; at: number }>>();

/**
 * How many jobs the planner expects `where` to hold: one statement planned, none run. The same
 * conditions within ESTIMATE_TTL_MS (a search and its next page, a count after a look) ask once.
 */
async function plannerEstimate(db: Db, where: SQL | undefined) {
  const key = statementKey(sql`select 1 from ${jobSearch} where ${where}`);
  let known = estimates.get(db);
  if (!known) estimates.set(db, (known = new Map()));
  const hit = known.get(key);
  if (hit && Date.now() - hit.at < ESTIMATE_TTL_MS) return hit.rows;
  const rows = await plannerRows(db, jobSearch, where);
  known.delete(key);
  known.set(key, { rows, at: Date.now() });
  // The oldest go first (a Map keeps the order entries were set in).
  if (known.size > ESTIMATES_KEPT) known.delete(known.keys().next().value!);
  return rows;
}

/** How densely the keywords matched the newest jobs of the filters, when that scan answered. */
type Density = { filtered: SQL | undefined; found: number; scanned: number };

/**
 * Exact totals when matches are few; an estimate when they are clearly past the limit, so a broad
 * query never counts a million rows. With keywords that matched the newest jobs densely, the
 * estimate is that density times the jobs of the filters: the planner alone would take words that
 * always go together ("last mile delivery") for independent ones and guess far too few. Those
 * matches are counted exactly only when the filters hold few jobs.
 */
async function countCapped(
  db: Db,
  where: SQL | undefined,
  density: Density | null,
  keywords: Keywords | null,
): Promise<{ total: number; estimate: boolean }> {
  if (density && keywords) {
    const jobsFiltered = await plannerEstimate(db, density.filtered);
    const estimated = Math.round((jobsFiltered * density.found) / density.scanned);
    if (jobsFiltered > EXACT_COUNT_LIMIT * 5)
      return { total: Math.max(estimated, density.found), estimate: true };
    const [{ n }] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${newestMaybeMatching(density.filtered, SCAN_BUDGET, keywords)} s
          where search_vector @@ ${keywords.tsquery}`,
      ),
    );
    return { total: n, estimate: false };
  }
  const estimated = await plannerEstimate(db, where);
  if (estimated > EXACT_COUNT_LIMIT) return { total: estimated, estimate: true };
  const [{ n }] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from ${jobSearch} where ${where} limit ${EXACT_COUNT_LIMIT + 1}) s`,
    ),
  );
  if (n <= EXACT_COUNT_LIMIT) return { total: n, estimate: false };
  return { total: Math.max(n, estimated), estimate: true };
}

const FACET_COLUMNS = {
  state: jobSearch.emirateId,
  functional_area: jobSearch.functionalAreaId,
  designation: jobSearch.designationId,
  industry: jobSearch.industryId,
  employment_type: jobSearch.employmentType,
} as const;

type FacetColumnKey = keyof typeof FACET_COLUMNS;
/**
 * The jobs a facet sample is drawn from: the filters, the keywords, whether every match is wanted,
 * and the emirate's slot when keywords are looked up in the index.
 */
type SampleSource = {
  filtered: SQL | undefined;
  keywords: Keywords | null;
  all: boolean;
  slot?: SQL;
  /** What the sample is drawn from, in words: the key it is kept by (see keepFacetSamples). */
  key: string;
};

/** One sample of the matches, and the facets counted over it (see facetSamples). */
type FacetRequest = { source: SampleSource; keys: TFacetKey[]; knownTotal?: number };

/** The facets in the order the counting statement groups them (see facetSamples). */
const COUNTED: TFacetKey[] = [...(Object.keys(FACET_COLUMNS) as FacetColumnKey[]), 'posted_within'];
/** The column each of COUNTED is grouped by, as the counting rows name it. */
const COUNTED_COLUMNS = COUNTED.map((key) =>
  key === 'posted_within' ? 'age' : FACET_COLUMNS[key as FacetColumnKey].name,
);

/**
 * Counting the facets of every sample at once, as SQL text built once (it holds only this module's
 * own names and the periods of POSTED_WITHIN): one grouping per facet, and one of the whole sample
 * for its size and the last row it scanned, each row naming its sample, so that a sample's counts
 * can be kept apart (see keepFacetSamples). A job's `age` is the shortest period it was posted
 * within.
 */
const COUNTING = (() => {
  const columns = COUNTED_COLUMNS.map((column) => `"${column}"`);
  const age = `case ${POSTED_WITHIN.map((days) => `when published_at >= now() - interval '${days} days' then ${days}`).join(' ')} end`;
  return {
    select: `select sample, grouping(${columns.join(', ')})::int as g, ${columns.map((c) => `${c}::text as ${c}`).join(', ')},
      count(*)::int as n, max(seq)::int as last`,
    age,
    groups: `group by grouping sets ((sample), ${columns.map((c) => `(sample, ${c})`).join(', ')})`,
  };
})();
/** `grouping(...)` of the row that counts a whole sample: every column left out. */
const WHOLE_SAMPLE = 2 ** COUNTED.length - 1;
/** `grouping(...)` of the rows that count facet COUNTED[i]: every other column left out. */
const groupingOf = (i: number) => WHOLE_SAMPLE ^ (2 ** (COUNTED.length - 1 - i));
/** The most values a facet lists, the most frequent first. */
const FACET_VALUES = 40;

type CountRow = { sample: number; g: number; n: number; last: number | null } & Record<
  string,
  string | null
>;

/** One facet's counts from the rows of its sample, scaled; every period for posted_within. */
function facetValues(rows: CountRow[], key: TFacetKey, scale: number) {
  const i = COUNTED.indexOf(key);
  const column = COUNTED_COLUMNS[i];
  const counted = rows
    .filter((row) => row.g === groupingOf(i) && row[column] !== null)
    .map((row) => ({ value: row[column]!, n: row.n }));
  const values =
    key === 'posted_within'
      ? POSTED_WITHIN.map((days) => ({
          value: days,
          n: counted
            .filter((row) => Number(row.value) <= Number(days))
            .reduce((sum, row) => sum + row.n, 0),
        }))
      : counted.sort((a, b) => b.n - a.n).slice(0, FACET_VALUES);
  return values.map(({ value, n }) => ({ value, n: Math.round(n * Math.max(1, scale)) }));
}

/** How many samples' counts a database keeps, and for how long at most (see keepFacetSamples). */
const SAMPLES_KEPT = 2_000;
const SAMPLES_KEPT_MS = 30_000;
const samplesOf = new WeakMap<Db, LRUCache<string, CountRow[]>>();

/**
 * Keep the counts of facet samples of `db`, by what they are drawn from, for SAMPLES_KEPT_MS:
 * another page of a search, or another search that shares a facet's own sample (the same keywords
 * and other filters, in another emirate say), counts nothing again. Only for a process that hears every
 * change to the jobs and calls forgetFacetSamples on it; samples are kept no longer than the time
 * they follow (a job's age, the jobs that expired today).
 */
export function keepFacetSamples(db: Db) {
  samplesOf.set(db, new LRUCache({ max: SAMPLES_KEPT, ttl: SAMPLES_KEPT_MS }));
}

/**
 * The jobs changed: every kept sample of `db` is forgotten. A new store takes the old one's place,
 * so that a sample counted before the change, and answered after it, goes into the old one.
 */
export function forgetFacetSamples(db: Db) {
  if (samplesOf.has(db)) keepFacetSamples(db);
}

/**
 * Counts of facets, each over a sample of the matches (at most FACET_SAMPLE rows, read once),
 * scaled to the estimated total when the sample is not all of them; every sample not kept (see
 * keepFacetSamples) in one statement. With keywords a sample is drawn like the results: the
 * matches among the newest SCAN_BUDGET jobs of the filters, unless every match is wanted (few
 * matches, counted exactly).
 */
async function facetSamples(db: Db, requests: FacetRequest[]): Promise<FacetRows> {
  if (!requests.length) return {};
  const columns = sql`emirate_id, functional_area_id, designation_id, industry_id, employment_type, published_at`;
  const keywordsOf = ({ keywords }: SampleSource) =>
    keywords && sql`search_vector @@ ${keywords.tsquery}`;
  const drawn = ({ source }: FacetRequest) => {
    const { filtered, keywords: words, all, slot } = source;
    const keywords = keywordsOf(source);
    return words && !all
      ? sql`select ${columns}, seq from ${newestMaybeMatching(filtered, SCAN_BUDGET, words)} n
          where ${keywords} limit ${FACET_SAMPLE}`
      : sql`select ${columns}, 0 as seq from ${jobSearch} where ${and(filtered, keywords ? and(slot, keywords) : undefined)} limit ${FACET_SAMPLE}`;
  };
  // Taken now: a change heard while the samples are counted puts a new store in its place.
  const kept = samplesOf.get(db);
  const counted = requests.map(({ source }) => kept?.get(source.key));
  const missing = requests.flatMap((request, i) =>
    counted[i]
      ? []
      : [
          sql`(select ${sql.raw(String(i))} as sample, *, ${sql.raw(COUNTING.age)} as age from (${drawn(request)}) r)`,
        ],
  );
  if (missing.length) {
    const rows = rowsOf<CountRow>(
      await db.execute(
        sql`${sql.raw(COUNTING.select)} from (${sql.join(missing, sql` union all `)}) s ${sql.raw(COUNTING.groups)}`,
      ),
    );
    requests.forEach(({ source }, i) => {
      if (counted[i]) return;
      counted[i] = rows.filter((row) => Number(row.sample) === i);
      kept?.set(source.key, counted[i]);
    });
  }
  const result: FacetRows = {};
  await Promise.all(
    requests.map(async ({ source, keys: facets, knownTotal }, i) => {
      const rows = counted[i] ?? [];
      const summary = rows.find((row) => row.g === WHOLE_SAMPLE);
      const sample = summary?.n ?? 0;
      const keywords = keywordsOf(source);
      let scale = 1;
      if (knownTotal !== undefined && sample > 0) {
        scale = knownTotal / sample;
      } else if (keywords && !source.all) {
        // The matches were as dense in the rows scanned as they are in all jobs of the filters.
        const jobsFiltered = await plannerEstimate(db, source.filtered);
        const scanned = sample >= FACET_SAMPLE ? Number(summary?.last) : SCAN_BUDGET;
        if (jobsFiltered > SCAN_BUDGET || sample >= FACET_SAMPLE) scale = jobsFiltered / scanned;
      } else if (sample >= FACET_SAMPLE) {
        scale = (await plannerEstimate(db, and(source.filtered, keywords ?? undefined))) / sample;
      }
      for (const key of facets) result[key] = facetValues(rows, key, scale);
    }),
  );
  return result;
}

type Match = {
  id: number;
  /** published_at in microseconds, exactly: to sort by, and to go on from. */
  micros: number;
  rank: number;
  seq: number;
  hit: boolean;
};
type Found = {
  matches: Match[];
  /** How densely the newest jobs of the filters matched, when they filled the page. */
  density: Density | null;
  /** All matches were seen (fewer than a page from `offset` on): their number, without counting. */
  total: number | null;
};

/**
 * The newest jobs of `filtered` that match the keywords, `offset` to `offset + limit`, with their
 * rank. The keywords are first checked row by row over the newest SCAN_BUDGET jobs of the filters,
 * in index order: common words fill the page there, whatever the planner guesses about how often
 * words occur together, and how many rows that took tells how dense the matches are. When the
 * filters hold fewer jobs than that, the scan saw every match. The first look is short (FIRST_LOOK
 * rows): a word absent from them, and any word too rare to fill the page within the budget, is
 * looked up through the GIN index instead, every match at once.
 */
async function newestMatches(
  db: Db,
  words: Keywords | null,
  filtered: SQL | undefined,
  limit: number,
  offset: number,
  slot?: SQL,
): Promise<Found> {
  const rank = words ? sql`ts_rank_cd(search_vector, ${words.tsquery}, 1)` : sql`0`;
  const read = (source: SQL, seq: SQL, hit: SQL, rows: number) =>
    db
      .execute(
        sql`select job_id as id, ${microsOf(sql`published_at`)} as micros, ${rank}::float8 as rank, ${seq}::int as seq, ${hit} as hit
          from ${source}
          order by published_at desc nulls last, job_id desc nulls last limit ${rows} offset ${offset}`,
      )
      .then((result) =>
        rowsOf<Match>(result).map((row) => ({
          id: Number(row.id),
          micros: Number(row.micros),
          rank: Number(row.rank),
          seq: Number(row.seq),
          hit: Boolean(row.hit),
        })),
      );
  const plain = async (source: SQL): Promise<Found> => {
    const matches = await read(source, sql`0`, sql`true`, limit);
    const complete = matches.length < limit && (matches.length > 0 || offset === 0);
    return { matches, density: null, total: complete ? offset + matches.length : null };
  };
  if (!words) return plain(sql`${jobSearch} where ${filtered}`);
  const { tsquery } = words;
  const keywords = sql`search_vector @@ ${tsquery}`;
  const matches: Match[] = [];
  let scanned = 0;
  let before: SQL | undefined;
  for (const budget of offset === 0 ? [FIRST_LOOK, SCAN_BUDGET - FIRST_LOOK] : [SCAN_BUDGET]) {
    // The row at the end of the budget comes along, matching or not: it says the scan was cut
    // short, and where to go on from.
    const rows = await read(
      sql`${newestMaybeMatching(and(filtered, before), budget, words)} newest
        where search_vector @@ ${tsquery} or seq = ${budget}`,
      sql`seq + ${scanned}`,
      sql`search_vector @@ ${tsquery}`,
      limit - matches.length + 1,
    );
    matches.push(...rows.filter((row) => row.hit).slice(0, limit - matches.length));
    if (matches.length === limit) {
      const density = { filtered, found: offset + limit, scanned: matches[limit - 1].seq };
      return { matches, density, total: null };
    }
    const end = rows.find((row) => row.seq === scanned + budget);
    if (!end) {
      if (matches.length > 0 || offset === 0)
        return { matches, density: null, total: offset + matches.length };
      break;
    }
    scanned += budget;
    if (!matches.length) break;
    // Go on scanning only if that is the shorter way to the rest of the page: matches this sparse
    // may not fill it within the budget, or the index may find all of them for less.
    const rate = matches.length / scanned;
    const toScan = (limit - matches.length) / rate;
    if (scanned + toScan > SCAN_BUDGET) break;
    if (rate * (await plannerEstimate(db, filtered)) * INDEX_MATCH_COST < toScan) break;
    before = sql`(published_at, job_id) < (${isoMicros(end.micros)}::timestamptz, ${end.id})`;
  }
  // Fewer than one match in a hundred: every match, found through the GIN index, then sorted; only
  // the page's rows are read again for their vectors, to be ranked. (OFFSET 0 keeps the planner from
  // walking the filters' index newest first, row by row.)
  return plain(
    sql`(select job_id, page.published_at, search_vector from (
        select job_id, published_at from (select job_id, published_at from ${jobSearch}
          where ${and(filtered, slot, keywords)} offset 0) rare
        order by published_at desc nulls last, job_id desc nulls last limit ${offset + limit}) page
      join ${jobSearch} using (job_id)) ranked`,
  );
}

/** The cards of some jobs: one statement per language, planned once per connection. */
const cardsQuery = (db: Db, lang: Lang) =>
  preparedStatement(db, lang === 'en' ? 'job_cards' : `job_cards_${lang}`, (db) =>
    selectCards(db, lang).where(sql`${jobs.id} = any(${sql.placeholder('ids')})`),
  );

/** What a search found: the page's jobs, the total, and the facets' counts before naming. */
type Answer = { page: PageJob[]; total: number; estimate: boolean; facets: FacetRows };
/** A job of a page, with its publication time in microseconds (for the next page's cursor). */
type PageJob = { id: number; micros: number };
type Paging = {
  sort: 'relevance' | 'newest';
  offset: number;
  after: { micros: number; id: number } | null;
  pageSize: number;
};

/**
 * A search found with statements: the page's ids at once, so that their cards are read while the
 * total and the facets are counted (`rest`).
 */
async function searchInSql(
  db: Db,
  query: JobSearchQuery,
  compiled: { tsquery: string; signatures: string[] | null } | null,
  emirates: Set<number>,
  { sort, offset, after, pageSize }: Paging,
): Promise<{ page: PageJob[]; rest: Promise<Omit<Answer, 'page'>> }> {
  const filters = filtersOf(query, emirates);
  const slot = emirateSlot(query, emirates);
  const live = notExpired(jobSearch.validThrough);
  /** The live jobs of every filter but `skip`. */
  const filteredExcept = (skip?: FilterKey) =>
    and(
      live,
      ...Object.entries(filters)
        .filter(([key]) => key !== skip)
        .map(([, condition]) => condition),
    );
  const filtered = filteredExcept();
  /** Keywords over the live jobs of every filter but `skip`. */
  const keywordsExcept = (skip?: FilterKey): Keywords | null => {
    if (!compiled) return null;
    const keys = (Object.keys(filters) as FilterKey[]).filter((key) => key !== skip);
    const inEmirates = keys.includes('state') && query.state.every((id) => emirates.has(id));
    const onIndex = inEmirates && keys.every((key) => ON_EMIRATE_INDEX.has(key));
    return {
      tsquery: sql`${compiled.tsquery}::tsquery`,
      signatures: onIndex ? compiled.signatures : null,
    };
  };
  /**
   * The facet sample of every filter but `skip`, all matches or not, in words: what the keywords and
   * the other filters are built from, with none of what only pages and presents the results.
   */
  const sampleKey = (skip?: FilterKey, all = false) => {
    const { page: _p, cursor: _c, sort: _s, lang: _l, facets: _f, ...drawnFrom } = query;
    if (skip) delete drawnFrom[skip];
    return JSON.stringify([skip ?? null, all, drawnFrom]);
  };

  // Ids first, over the narrow search rows; then the cards of just those ids.
  const words = keywordsExcept();
  const findIds = async () => {
    if (sort === 'relevance' && words && offset < RANK_WINDOW) {
      const found = await newestMatches(db, words, filtered, RANK_WINDOW, 0, slot);
      const page = [...found.matches]
        .sort((a, b) => b.rank - a.rank || b.micros - a.micros || b.id - a.id)
        .slice(offset, offset + pageSize);
      return { page, found };
    }
    const before = after
      ? sql`(${jobSearch.publishedAt}, ${jobSearch.jobId}) < (${isoMicros(after.micros)}::timestamptz, ${after.id})`
      : undefined;
    const found = await newestMatches(db, words, and(filtered, before), pageSize, offset, slot);
    return { page: found.matches, found };
  };
  const { page, found } = await findIds();
  const where = and(
    filtered,
    words ? and(slot, sql`${jobSearch.searchVector} @@ ${words.tsquery}`) : undefined,
  );

  const rest = async () => {
    const { total, estimate } =
      !after && found.total !== null
        ? { total: found.total, estimate: false }
        : await countCapped(db, where, after ? null : found.density, words);
    if (query.facets !== 'true') return { total, estimate, facets: {} };
    // Facets are disjunctive: a facet with an active filter is counted without that filter, on its
    // own sample; all the others share one sample of the current matches.
    const own = COUNTED.filter((key) => filters[key]);
    const shared = COUNTED.filter((key) => !filters[key]);
    const facets = await facetSamples(db, [
      ...(shared.length
        ? [
            {
              source: {
                filtered,
                keywords: words,
                all: !estimate,
                slot,
                key: sampleKey(undefined, !estimate),
              },
              keys: shared,
              knownTotal: estimate ? total : undefined,
            },
          ]
        : []),
      ...own.map((key) => ({
        source: {
          filtered: filteredExcept(key),
          keywords: keywordsExcept(key),
          all: false,
          key: sampleKey(key),
        },
        keys: [key],
      })),
    ]);
    return { total, estimate, facets };
  };
  return { page, rest: rest() };
}

/**
 * Public job search: keywords in web-search syntax, filters, facets, relevance or newest, keyset
 * paging. Answered from the kept matches of its keywords where the process keeps them (see
 * keptMatches), else with statements.
 */
export async function searchJobs(db: Db, query: JobSearchQuery): Promise<TJobSearchResult> {
  const pageSize = SEARCH_PAGE_SIZE;
  // Keywords that hold only stop words or punctuation are no keywords, rather than matching nothing.
  const [emirates, compiled] = await Promise.all([
    query.state.length ? emirateIds(db) : new Set<number>(),
    query.q
      ? compileKeywords(db, jobKeywords(query.q), signatureAlternatives(query.q), jobKeywords)
      : null,
  ]);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const paging: Paging = {
    sort: query.sort ?? (compiled ? 'relevance' : 'newest'),
    offset: after ? 0 : (query.page - 1) * pageSize,
    after,
    pageSize,
  };
  const kept = await keptMatches(db, compiled?.tsquery ?? null);
  const { page, rest } = kept
    ? await answerFromKept(db, kept, query, emirates, paging).then(({ page, ...counted }) => ({
        page,
        rest: Promise.resolve({ ...counted, estimate: false }),
      }))
    : await searchInSql(db, query, compiled, emirates, paging);
  const ids = page.map((job) => job.id);

  const [cards, { total, estimate, facets: counted }, names] = await Promise.all([
    ids.length ? cardsQuery(db, query.lang).execute({ ids }) : [],
    rest,
    query.facets === 'true' ? masterNames(db, query.lang) : null,
  ]);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const items = ids.map((id) => byId.get(id)).filter((card) => card !== undefined);
  const last = page.at(-1);
  const next_cursor =
    paging.sort === 'newest' && last && items.length === pageSize
      ? encodeCursor(last.micros, last.id)
      : null;

  const facets: TJobSearchResult['facets'] = {};
  if (names) {
    for (const key of COUNTED) {
      facets[key] = (counted[key] ?? []).map((row): TFacetValue => ({
        id: row.value,
        name:
          key === 'employment_type'
            ? (EMPLOYMENT_TYPE_LABELS[row.value as EmploymentType] ?? row.value)
            : key === 'posted_within'
              ? `Last ${row.value === '1' ? '24 hours' : `${row.value} days`}`
              : (names.get(Number(row.value)) ?? row.value),
        count: row.n,
      }));
    }
  }
  return {
    items: items.map((row) => toCard(row)),
    total,
    total_is_estimate: estimate,
    page: query.page,
    page_size: pageSize,
    next_cursor,
    facets,
  };
}
