import { and, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CANDIDATE_COUNT_EXACT_UP_TO,
  CANDIDATE_FACET_KEYS,
  CANDIDATE_SEARCH_PAGE_SIZE,
  EDUCATION_LEVELS,
  type CandidateFacetKey,
  type TCandidateSearch,
  type TCandidateSearchResult,
} from '@logicareers/shared/schemas/talent';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { TFacetValue } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { plannerRows } from '../../db/planner-rows';
import { rowsOf } from '../../db/rows';
import { candidateSearch as cs } from '../../db/schema';
import { signatureHolds } from '../../lib/keyword-signature';
import type { SessionUser } from '../access/sessions';
import { masterNames } from '../master-data/master-data.service';
import { candidateCards } from './candidate-cards';
import {
  compileKeywords,
  conditionWith,
  keywordQuery,
  keywordVector,
  type Keywords,
  reachable,
  searchCondition,
  walkFiltersOf,
} from './cv-search-conditions';
import { snippetsOf } from './cv-search-snippets';

/*
 * CV search (decision 014) over the narrow `candidate_search` rows (migration 0012): keywords in
 * web-search syntax with the advanced all/any/exclude words folded into one text-search query,
 * every filter of ZCandidateSearchQuery, facets, and relevance or last-active order. Who is found
 * is the policy's alone (talent.policy.ts): reach by role, never hidden, never disabled.
 */

/**
 * Relevance ranks the most recently active this-many matches, so a broad word never ranks a
 * million rows; pages past them go on most recently active first. A whole number of pages.
 */
export const RANK_WINDOW = 100;
/**
 * Facets are counted over the most recently active this-many matches, scaled to the total: a value
 * holding a fifth of the matches is typically off by about a seventh (job search reads 500, a
 * tenth, but a candidate's row costs more to read than a job's).
 */
export const FACET_SAMPLE = 250;
/** Experience buckets of the facet, in years. */
export const EXPERIENCE_BUCKETS = [
  { id: '0-2', min: 0, max: 2 },
  { id: '3-5', min: 3, max: 5 },
  { id: '6-10', min: 6, max: 10 },
  { id: '11+', min: 11, max: null },
] as const;

/**
 * Exact up to CANDIDATE_COUNT_EXACT_UP_TO, else "about" the planner's estimate: only a condition the
 * planner expects to hold at most the bound is counted (stopping past it), so a broad word never
 * counts a million rows. `atLeast` is how many matches the caller has already seen.
 */
export async function countCapped(db: Db, where: SQL, atLeast = 0, estimate?: number) {
  const estimated = estimate ?? (await plannerRows(db, cs, where));
  if (estimated > CANDIDATE_COUNT_EXACT_UP_TO)
    return { total: Math.max(estimated, atLeast), estimate: true };
  const [{ n }] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from ${cs} where ${where} limit ${CANDIDATE_COUNT_EXACT_UP_TO + 1}) s`,
    ),
  );
  if (n <= CANDIDATE_COUNT_EXACT_UP_TO) return { total: n, estimate: false };
  return { total: Math.max(n, estimated), estimate: true };
}

/** Most recently active first, in the order of the index (NULLS LAST, as it is built). */
const mostRecentFirst = sql`${cs.lastActiveAt} desc nulls last, ${cs.userId} desc nulls last`;

/**
 * How a search reads its most recently active matches. `where` is its whole condition; `reach` the
 * part the walking indexes carry (the reach and the filters of walkFiltersOf); `walked` the part
 * their order starts from (the emirates, else nothing); `estimates` the planner's rows for each.
 */
type SearchPlan = {
  where: SQL;
  reach: SQL;
  walked: SQL;
  keywords: Keywords | null;
  /** Asked of the planner with keywords only: without, nothing walks and a count asks itself. */
  estimates: { where: number | undefined; reach: number; walked: number };
  /** Whether its matches are looked for along the recency index first. */
  walk: boolean;
  /** The candidate's keywords as the user may match them (see keywordVector). */
  vector: SQL;
};

export async function planSearch(db: Db, user: SessionUser, query: TCandidateSearch) {
  // The filters other than the emirate as one condition that no index answers: a walk reads the
  // recency index, never the rows of a bitmap of designations or functional areas, to sort them.
  const others = walkFiltersOf(query, false);
  const reach = and(
    reachable(user),
    query.state.length ? inArray(cs.stateId, query.state) : undefined,
    others.length ? sql`(${and(...others)}) is true` : undefined,
  )!;
  // A walk reads the index of the emirates' candidates (or of all) in order, the others among them.
  const walked = query.state.length ? inArray(cs.stateId, query.state) : sql`true`;
  const parsed = keywordQuery(user, query);
  // The planner is asked while the keywords are compiled, of the keywords as the query gives them
  // (the planner reads them the same, as constants).
  const [keywords, whereRows, reachRows, walkedRows] = parsed
    ? await Promise.all([
        compileKeywords(db, user, query, parsed),
        plannerRows(db, cs, conditionWith(user, query, parsed.tsquery)),
        plannerRows(db, cs, reach),
        plannerRows(db, cs, walked),
      ])
    : [null, 0, 0, 0];
  const where = searchCondition(user, query, keywords);
  const vector = keywordVector(user);
  if (!keywords)
    return {
      where,
      reach,
      walked,
      keywords,
      estimates: { where: undefined, reach: 0, walked: 0 },
      walk: false,
      vector,
    };
  const estimates = { where: whereRows, reach: reachRows, walked: walkedRows };
  // Expected to find a window of matches along the recency index, the planner's figures allowing:
  // the entries read are those of the emirates, in reach and filtered out alike.
  const walk = (RANK_WINDOW * walkedRows) / Math.max(whereRows, 1) <= WALK_TRIED_UP_TO;
  return { where, reach, walked, keywords, estimates, walk, vector };
}

/**
 * A walk along the recency index reads at most this many of its entries (in reach or not), and the
 * rows of at most WALK_ROWS of them (those in reach whose signature allows the words).
 */
const WALK_ENTRIES = 20_000;
const WALK_ROWS = 1_500;
/**
 * A walk is tried when the planner expects the matches wanted within this many candidates of the
 * index: five times what a walk reads, as the planner takes words that go together ("last mile
 * delivery") for independent ones and expects far too few matches.
 */
const WALK_TRIED_UP_TO = WALK_ENTRIES * 5;

/**
 * The `limit` most recently active matches of a search, most recent first, as a subquery with the
 * columns `columns` of the candidate's row and `at`, `id`. With keywords that the planner expects to
 * be found soon along the recency index (`walk`), that index is read: it carries
 * each candidate's reach and keyword signature (migration 0013), so only the rows of candidates who
 * may hold every word are read, for their vectors to be checked. Otherwise the planner reads the
 * keyword index (a word that few hold) or any other.
 */
export function newestMatches(plan: SearchPlan, limit: number, columns: SQL, walk: boolean) {
  if (!walk || !plan.keywords)
    return sql`(select ${columns}, ${cs.lastActiveAt} as at, ${cs.userId} as id, null::int as seq
      from ${cs} where ${plan.where} order by ${mostRecentFirst} limit ${limit})`;
  const { signatures } = plan.keywords;
  const allowed = signatures ? signatureHolds(signatures) : sql`true`;
  // `seq`: the entry's place along the walk. The reach is tested on the entries read, so that a
  // walk reads at most WALK_ENTRIES however few are in reach. Ordered by the walk's own columns, so
  // that the rows are read in its order and no further.
  return sql`(select ${columns}, n.at, n.id, n.seq from (
      select id, at, seq from (
        select ${cs.userId} as id, ${cs.lastActiveAt} as at, ${cs.signature} as signature,
          (${plan.reach}) as kept, row_number() over (order by ${mostRecentFirst})::int as seq
        from ${cs} where ${plan.walked} order by ${mostRecentFirst} limit ${WALK_ENTRIES}) walked
      where kept and ${allowed} order by at desc nulls last, id desc nulls last
      limit ${WALK_ROWS}) n
    join ${cs} on ${cs.userId} = n.id
    where ${plan.where} order by n.at desc nulls last, n.id desc nulls last limit ${limit})`;
}

/**
 * The rows of `query` over the `limit` most recently active matches (see newestMatches), along the
 * recency index first when the plan walks. A walk that found fewer than `enough` matches may have
 * stopped early, so the planner answers again.
 */
async function readNewest<T>(
  db: Db,
  plan: SearchPlan,
  limit: number,
  columns: SQL,
  query: (newest: SQL) => SQL,
  matchesIn: (rows: T[]) => number = (rows) => rows.length,
  enough = limit,
) {
  const statement = (walk: boolean) => query(newestMatches(plan, limit, columns, walk));
  if (plan.walk) {
    // One process walks: workers started for it would read on past the rows it needs.
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return rowsOf<T>(await tx.execute(statement(true)));
    });
    if (matchesIn(rows) >= enough) return { rows, walked: true };
  }
  return { rows: rowsOf<T>(await db.execute(statement(false))), walked: false };
}

/**
 * The ids of one page, in order: relevance ranks the RANK_WINDOW most recently active matches.
 * `seen` is how many matches were read to find them, all of them when fewer than RANK_WINDOW.
 */
async function pageIds(db: Db, plan: SearchPlan, sort: 'relevance' | 'last_active', page: number) {
  const size = CANDIDATE_SEARCH_PAGE_SIZE;
  const offset = (page - 1) * size;
  const { keywords } = plan;
  if (sort === 'relevance' && keywords && offset < RANK_WINDOW) {
    const { rows: ranked, walked } = await readNewest<{ id: string; seq: number | null }>(
      db,
      plan,
      RANK_WINDOW,
      sql`${plan.vector} as v`,
      (newest) => sql`select id, seq from ${newest} w
        order by ts_rank_cd(v, ${keywords.tsquery}::tsquery, 1) desc, at desc, id desc`,
    );
    const ids = ranked.slice(offset, offset + size).map((row) => row.id);
    // A walk found the window among its first `read` entries: as many matches in the rest.
    const read = walked ? Math.max(...ranked.map((row) => row.seq ?? 0)) : 0;
    const density = read > 0 ? ranked.length / read : null;
    return { ids, seen: ranked.length, all: ranked.length < RANK_WINDOW, density };
  }
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`select ${cs.userId} as id from ${cs} where ${plan.where} order by ${mostRecentFirst} limit ${size} offset ${offset}`,
    ),
  );
  const ids = rows.map((row) => row.id);
  // A short page saw every match, unless it is past the last one.
  const all = ids.length < size && (ids.length > 0 || page === 1);
  return { ids, seen: ids.length ? offset + ids.length : 0, all, density: null };
}

const FACET_SQL: Record<CandidateFacetKey, string> = {
  state: 'state_id::text',
  functional_area: 'unnest(functional_area_ids)::text',
  designation: 'unnest(designation_ids)::text',
  experience: `case when experience_years is null then null ${EXPERIENCE_BUCKETS.map(
    (b) =>
      `when experience_years ${b.max === null ? `>= ${b.min}` : `between ${b.min} and ${b.max}`} then '${b.id}'`,
  ).join(' ')} end`,
  visa_status: 'visa_status',
  notice_period: 'notice_period',
  licence: 'unnest(driving_licences)',
  education: `(array[${EDUCATION_LEVELS.map((l) => `'${l}'`).join(',')}])[education_rank]`,
  nationality: 'nationality_id::text',
};
const MASTER_FACETS = new Set<CandidateFacetKey>([
  'state',
  'functional_area',
  'designation',
  'nationality',
]);

/** "employment_visa" → "Employment visa": the web app names values from its catalogue by id. */
const labelOf = (value: string) =>
  value === '11+'
    ? '11+ years'
    : /^\d+-\d+$/.test(value)
      ? `${value} years`
      : (value.charAt(0).toUpperCase() + value.slice(1)).replaceAll('_', ' ');

/**
 * Facet counts over the most recently active FACET_SAMPLE matches, read once; scaled to the total
 * when the sample is not all of them. Master data is named in `lang`.
 */
async function facetsOf(db: Db, plan: SearchPlan, totalOf: Promise<{ total: number }>, lang: Lang) {
  const parts = CANDIDATE_FACET_KEYS.map(
    (key) =>
      sql`select * from (select ${key}::text as facet, value, count(*)::int as n from (select ${sql.raw(FACET_SQL[key])} as value from s) v where value is not null group by value order by n desc, value limit 40) ${sql.identifier(`f_${key}`)}`,
  );
  type FacetRow = { facet: CandidateFacetKey | '_sample'; value: string; n: number };
  const sampleOf = (rows: FacetRow[]) => rows.find((row) => row.facet === '_sample')?.n ?? 0;
  const columns = sql.join(
    [
      cs.stateId,
      cs.functionalAreaIds,
      cs.designationIds,
      cs.experienceYears,
      cs.visaStatus,
      cs.noticePeriod,
      cs.drivingLicences,
      cs.educationRank,
      cs.nationalityId,
    ],
    sql`, `,
  );
  // A walk's sample of at least a window's matches will do: the most recently active all the same.
  const { rows } = await readNewest<FacetRow>(
    db,
    plan,
    FACET_SAMPLE,
    columns,
    (newest) => sql`
      with s as materialized (select * from ${newest} newest)
      ${sql.join(parts, sql` union all `)}
      union all select '_sample', null, count(*)::int from s`,
    sampleOf,
    RANK_WINDOW,
  );
  const sample = sampleOf(rows);
  const { total } = await totalOf;
  const scale = sample > 0 && total > sample ? total / sample : 1;
  const names = await masterNames(db, lang);
  const facets: TCandidateSearchResult['facets'] = {};
  for (const key of CANDIDATE_FACET_KEYS) {
    facets[key] = rows
      .filter((row) => row.facet === key)
      .map((row): TFacetValue => ({
        id: row.value,
        name: MASTER_FACETS.has(key)
          ? (names.get(Number(row.value)) ?? row.value)
          : labelOf(row.value),
        count: Math.round(row.n * scale),
      }));
    if (key === 'experience') {
      const order: string[] = EXPERIENCE_BUCKETS.map((b) => b.id);
      facets[key]!.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    }
  }
  return facets;
}

/** CV search: the page's candidate cards with their snippets, the total and the facets. */
export async function searchCandidates(
  db: Db,
  user: SessionUser,
  query: TCandidateSearch,
): Promise<TCandidateSearchResult> {
  const plan = await planSearch(db, user, query);
  const { keywords } = plan;
  const sort = query.sort ?? (keywords ? 'relevance' : 'last_active');
  const paging = pageIds(db, plan, sort, query.page);
  // Having read every match, the count needs no query; having walked among more candidates than
  // are counted exactly, it is the matches' density along the walk times the entries of its index.
  const counting = paging.then(({ seen, all, density }) =>
    all
      ? { total: seen, estimate: false }
      : density !== null && plan.estimates.reach > CANDIDATE_COUNT_EXACT_UP_TO
        ? { total: Math.max(seen, Math.round(density * plan.estimates.walked)), estimate: true }
        : countCapped(db, plan.where, seen, plan.estimates.where),
  );
  // The facets' sample is read alongside the page; snippets and cards once the page's ids are known.
  const faceting = query.facets === 'true' ? facetsOf(db, plan, counting, query.lang) : {};
  const describing = paging.then(({ ids }) =>
    Promise.all([
      keywords
        ? snippetsOf(db, user, ids, keywords.tsquery)
        : new Map<string, { text: string; match: boolean }[]>(),
      candidateCards(db, user, ids, query.lang),
    ]),
  );
  const [counted, facets, [snippets, cards]] = await Promise.all([counting, faceting, describing]);
  return {
    items: cards.map((card) => ({ ...card, snippet: snippets.get(card.id) ?? [] })),
    total: counted.total,
    total_is_estimate: counted.estimate,
    page: query.page,
    page_size: CANDIDATE_SEARCH_PAGE_SIZE,
    facets,
  };
}
