import { and, sql } from 'drizzle-orm';
import type { Lang } from '@logicareers/shared/schemas/common';
import {
  EMPLOYMENT_TYPE_LABELS,
  SEARCH_PAGE_SIZE,
  type EmploymentType,
  type TFacetValue,
  type TJobSearchResult,
} from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { jobSearch, jobs } from '../../db/schema';
import { compileKeywords, jobKeywords, signatureAlternatives } from '../../lib/keyword-signature';
import { emirateIds, masterNames } from '../master-data/master-data.service';
import { notExpired } from './jobs.policy';
import { selectCards, toCard } from './jobs.presenter';
import { answerFromKept } from './kept-search';
import { keptMatches } from './kept-matches';
import { decodeCursor, encodeCursor, isoMicros } from './search-cursor';
import { COUNTED, facetSamples } from './search-facets';
import {
  emirateSlot,
  filtersKey,
  filtersOf,
  ON_EMIRATE_INDEX,
  type Answer,
  type FilterKey,
  type JobSearchQuery,
  type Keywords,
  type PageJob,
  type Paging,
} from './search-filters';
import { countCapped, EXACT_COUNT_LIMIT, newestMatches, RANK_WINDOW } from './search-matches';
import { featuredMatches, withFeaturedFirst } from './search-featured';

export { encodeCursor } from './search-cursor';
export { FACET_SAMPLE, forgetFacetSamples, keepFacetSamples } from './search-facets';
export type { JobSearchQuery } from './search-filters';
export { EXACT_COUNT_LIMIT, FIRST_LOOK, RANK_WINDOW, SCAN_BUDGET } from './search-matches';

/** The cards of some jobs: one statement per language, planned once per connection. */
const cardsQuery = (db: Db, lang: Lang) =>
  preparedStatement(db, lang === 'en' ? 'job_cards' : `job_cards_${lang}`, (db) =>
    selectCards(db, lang).where(sql`${jobs.id} = any(${sql.placeholder('ids')})`),
  );

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
  const sampleKey = (skip?: FilterKey, all = false) =>
    JSON.stringify([skip ?? null, all, query.q, filtersKey(query, skip)]);

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
        : await countCapped(db, where, after ? null : found.density);
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
  const [kept, featured] = await Promise.all([
    keptMatches(db, compiled?.tsquery ?? null),
    featuredMatches(db, query, compiled?.tsquery ?? null, emirates),
  ]);
  const { page, rest } = kept
    ? await answerFromKept(db, kept, query, emirates, paging).then(({ page, ...counted }) => ({
        page,
        rest: Promise.resolve({ ...counted, estimate: false }),
      }))
    : await searchInSql(db, query, compiled, emirates, paging);
  // Featured jobs first on the first page, and out of the usual order on every page.
  const first = !after && query.page === 1;
  const ids = withFeaturedFirst(page, featured, first).map((job) => job.id);

  const [cards, { total, estimate, facets: counted }, names] = await Promise.all([
    ids.length ? cardsQuery(db, query.lang).execute({ ids }) : [],
    rest,
    query.facets === 'true' ? masterNames(db, query.lang) : null,
  ]);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const items = ids.map((id) => byId.get(id)).filter((card) => card !== undefined);
  const last = page.at(-1);
  const next_cursor =
    paging.sort === 'newest' && last && page.length === pageSize
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
    // Past the exact limit a total is said to be about so many, however it was found, so that
    // the same search reads the same whether the board or the statements answered it.
    total_is_estimate: estimate || total > EXACT_COUNT_LIMIT,
    page: query.page,
    page_size: pageSize,
    next_cursor,
    facets,
  };
}
