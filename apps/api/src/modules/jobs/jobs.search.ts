import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
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
import { rowsOf } from '../../db/rows';
import { jobs } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { masterItemsByIds } from '../master-data/master-data.service';
import {
  cardColumns,
  client,
  designation,
  functionalArea,
  location,
  newestFirst,
  owner,
  toCard,
} from './jobs.presenter';

export type JobSearchQuery = z.output<typeof ZJobSearchQuery>;

/** Exact counts up to this many matches; beyond it, the planner's estimate. */
export const EXACT_COUNT_LIMIT = 1_000;
/** Facets are counted over at most this many matches (scaled when there are more). */
export const FACET_SAMPLE = 2_000;
/** Relevance ranks the newest this-many matches, so a broad word never ranks a million rows. */
export const RANK_WINDOW = 300;

type FilterKey = TFacetKey | 'experience' | 'salary_min' | 'company';

export const encodeCursor = (publishedAt: Date, id: number) =>
  Buffer.from(`${publishedAt.toISOString()}|${id}`).toString('base64url');

/** A cursor is what encodeCursor wrote; anything else, however well-formed, is refused before SQL. */
function decodeCursor(cursor: string) {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at);
  const valid =
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(at ?? '') &&
    !Number.isNaN(date.getTime()) &&
    /^\d{1,10}$/.test(id ?? '') &&
    Number(id) <= MAX_ID;
  if (!valid) throw invalid({ cursor: 'cursor is not valid' });
  return { publishedAt: date, id: Number(id) };
}

/** The filter conditions of a query, by key, so that each facet can leave its own out. */
function filtersOf(query: JobSearchQuery): Partial<Record<FilterKey, SQL>> {
  const filters: Partial<Record<FilterKey, SQL>> = {};
  if (query.state.length)
    filters.state = or(inArray(jobs.emirateId, query.state), inArray(jobs.stateId, query.state));
  if (query.functional_area.length)
    filters.functional_area = inArray(jobs.functionalAreaId, query.functional_area);
  if (query.designation.length)
    filters.designation = inArray(jobs.designationId, query.designation);
  if (query.industry.length) filters.industry = inArray(jobs.industryId, query.industry);
  if (query.employment_type.length)
    filters.employment_type = inArray(jobs.employmentType, query.employment_type);
  if (query.posted_within) {
    filters.posted_within = sql`${jobs.publishedAt} >= now() - ${`${query.posted_within} days`}::interval`;
  }
  if (query.experience !== null) {
    const years = query.experience;
    filters.experience = and(
      or(isNull(jobs.experienceMin), lte(jobs.experienceMin, years)),
      or(isNull(jobs.experienceMax), gte(jobs.experienceMax, years)),
    );
  }
  if (query.salary_min !== null) {
    filters.salary_min = and(
      eq(jobs.salaryHidden, false),
      sql`coalesce(${jobs.salaryMax}, ${jobs.salaryMin}) >= ${query.salary_min}`,
    );
  }
  if (query.company !== null) {
    // An employer's page never lists its confidential jobs.
    filters.company = and(
      eq(jobs.confidential, false),
      or(
        eq(jobs.clientCompanyId, query.company),
        and(isNull(jobs.clientCompanyId), eq(jobs.companyId, query.company)),
      ),
    );
  }
  return filters;
}

async function plannerEstimate(db: Db, where: SQL | undefined) {
  const [plan] = rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    await db.execute(sql`explain (format json) select 1 from ${jobs} where ${where}`),
  );
  return Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']);
}

/**
 * Exact totals when matches are few; the planner's estimate when it is clearly past the limit, so a
 * broad query never counts a million rows.
 */
async function countCapped(
  db: Db,
  where: SQL | undefined,
): Promise<{ total: number; estimate: boolean }> {
  const estimated = await plannerEstimate(db, where);
  if (estimated > EXACT_COUNT_LIMIT * 3) return { total: estimated, estimate: true };
  const [{ n }] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from ${jobs} where ${where} limit ${EXACT_COUNT_LIMIT + 1}) s`,
    ),
  );
  if (n <= EXACT_COUNT_LIMIT) return { total: n, estimate: false };
  return { total: Math.max(n, estimated), estimate: true };
}

const FACET_COLUMNS = {
  state: jobs.emirateId,
  functional_area: jobs.functionalAreaId,
  designation: jobs.designationId,
  industry: jobs.industryId,
  employment_type: jobs.employmentType,
} as const;

type FacetColumnKey = keyof typeof FACET_COLUMNS;
type FacetRows = Partial<Record<TFacetKey, { value: string; n: number }[]>>;

/**
 * Counts of several facets over one sample of the matches (at most FACET_SAMPLE rows, read once),
 * scaled to the estimated total when the sample is full.
 */
async function facetSample(
  db: Db,
  where: SQL | undefined,
  keys: TFacetKey[],
  knownTotal?: number,
): Promise<FacetRows> {
  const parts = keys.map((key) => {
    if (key === 'posted_within') {
      return sql.join(
        POSTED_WITHIN.map(
          (days) =>
            sql`select 'posted_within' as facet, ${days}::text as value, (count(*) filter (where published_at >= now() - ${`${days} days`}::interval))::int as n from s`,
        ),
        sql` union all `,
      );
    }
    const column = sql.identifier(FACET_COLUMNS[key as FacetColumnKey].name);
    return sql`select * from (select ${key}::text as facet, ${column}::text as value, count(*)::int as n from s where ${column} is not null group by ${column} order by n desc limit 40) ${sql.identifier(`f_${key}`)}`;
  });
  const rows = rowsOf<{ facet: string; value: string; n: number }>(
    await db.execute(sql`
      with s as materialized (
        select emirate_id, functional_area_id, designation_id, industry_id, employment_type, published_at
        from ${jobs} where ${where} limit ${FACET_SAMPLE}
      )
      ${sql.join(parts, sql` union all `)}
      union all select '_sample', null, count(*)::int from s`),
  );
  const sample = rows.find((r) => r.facet === '_sample')?.n ?? 0;
  let scale = 1;
  if (sample >= FACET_SAMPLE) scale = (knownTotal ?? (await plannerEstimate(db, where))) / sample;
  const result: FacetRows = {};
  for (const key of keys) {
    result[key] = rows
      .filter((r) => r.facet === key)
      .map((r) => ({ value: r.value, n: Math.round(r.n * Math.max(1, scale)) }));
  }
  return result;
}

/** Public job search: keywords in web-search syntax, filters, facets, relevance or newest, keyset paging. */
export async function searchJobs(db: Db, query: JobSearchQuery): Promise<TJobSearchResult> {
  const pageSize = SEARCH_PAGE_SIZE;
  let tsquery: SQL | null = null;
  if (query.q) {
    const candidate = sql`websearch_to_tsquery('english', ${query.q})`;
    const [{ nodes }] = rowsOf<{ nodes: number }>(
      await db.execute(sql`select numnode(${candidate}) as nodes`),
    );
    // Only stop words or punctuation: treat as no keyword rather than matching nothing.
    if (nodes > 0) tsquery = candidate;
  }
  const sort = query.sort ?? (tsquery ? 'relevance' : 'newest');
  const base = and(
    eq(jobs.status, 'published'),
    sql`${jobs.validThrough} >= current_date`,
    tsquery ? sql`${jobs.searchVector} @@ ${tsquery}` : undefined,
  );
  const filters = filtersOf(query);
  const whereExcept = (skip?: FilterKey) =>
    and(
      base,
      ...Object.entries(filters)
        .filter(([key]) => key !== skip)
        .map(([, condition]) => condition),
    );
  const where = whereExcept();

  const selectCards = () =>
    db
      .select(cardColumns)
      .from(jobs)
      .leftJoin(owner, eq(owner.id, jobs.companyId))
      .leftJoin(client, eq(client.id, jobs.clientCompanyId))
      .leftJoin(designation, eq(designation.id, jobs.designationId))
      .leftJoin(functionalArea, eq(functionalArea.id, jobs.functionalAreaId))
      .leftJoin(location, eq(location.id, jobs.stateId));
  // Ids first, over narrow rows; then the cards of just those ids.
  let ids: number[];
  if (sort === 'relevance' && tsquery) {
    ids = rowsOf<{ id: number }>(
      await db.execute(sql`
        with recent as (
          select ${jobs.id} as id, ${jobs.publishedAt} as published_at
          from ${jobs} where ${where}
          order by ${jobs.publishedAt} desc nulls last, ${jobs.id} desc nulls last
          limit ${RANK_WINDOW}
        )
        select recent.id from recent join ${jobs} on ${jobs.id} = recent.id
        order by ts_rank_cd(${jobs.searchVector}, ${tsquery}, 1) desc, recent.published_at desc, recent.id desc
        limit ${pageSize} offset ${(query.page - 1) * pageSize}`),
    ).map((r) => Number(r.id));
  } else {
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    ids = (
      await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            where,
            after
              ? sql`(${jobs.publishedAt}, ${jobs.id}) < (${after.publishedAt.toISOString()}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(...newestFirst)
        .limit(pageSize)
        .offset(after ? 0 : (query.page - 1) * pageSize)
    ).map((r) => r.id);
  }
  const rows = ids.length ? await selectCards().where(inArray(jobs.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const itemsQuery = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  const items = itemsQuery;
  const last = items.at(-1);
  const { total, estimate } = await countCapped(db, where);
  const next_cursor =
    sort === 'newest' && last?.publishedAt && items.length === pageSize
      ? encodeCursor(last.publishedAt, last.id)
      : null;

  const facets: TJobSearchResult['facets'] = {};
  if (query.facets === 'true') {
    const keys: TFacetKey[] = [
      ...(Object.keys(FACET_COLUMNS) as FacetColumnKey[]),
      'posted_within',
    ];
    // Facets are disjunctive: a facet with an active filter is counted without that filter, on its
    // own sample; all the others share one sample of the current matches.
    const own = keys.filter((key) => filters[key]);
    const shared = keys.filter((key) => !filters[key]);
    const raw: FacetRows = {};
    const samples = [
      shared.length
        ? facetSample(db, where, shared, estimate ? total : undefined)
        : Promise.resolve({}),
      ...own.map((key) => facetSample(db, whereExcept(key), [key])),
    ];
    for (const part of await Promise.all(samples)) Object.assign(raw, part);
    const ids = keys
      .filter((key) => key !== 'employment_type' && key !== 'posted_within')
      .flatMap((key) => (raw[key] ?? []).map((row) => Number(row.value)));
    const names = new Map(
      (await masterItemsByIds(db, [...new Set(ids)])).map((item) => [item.id, item.name]),
    );
    for (const key of keys) {
      facets[key] = (raw[key] ?? []).map((row): TFacetValue => ({
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
