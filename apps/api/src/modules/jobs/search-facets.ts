import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { POSTED_WITHIN, type TFacetKey } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { jobSearch } from '../../db/schema';
import type { FacetRows } from './kept-matches';
import { FILTER_KEYS, FILTERS, newestMaybeMatching, type Keywords } from './search-filters';
import { plannerEstimate, SCAN_BUDGET } from './search-matches';

/**
 * Facets are counted over at most this many matches, the newest, and scaled when there are more:
 * an estimate in which a value holding a fifth of the matches is typically off by about a tenth.
 */
export const FACET_SAMPLE = 500;

/** The column each facet counts by, from the filters' definitions (posted_within apart). */
const FACET_COLUMNS = Object.fromEntries(
  FILTER_KEYS.flatMap((key) => {
    const facet = FILTERS[key].facet;
    return facet ? [[key, facet.column]] : [];
  }),
) as Record<Exclude<TFacetKey, 'posted_within'>, PgColumn>;

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
export const COUNTED: TFacetKey[] = [
  ...(Object.keys(FACET_COLUMNS) as FacetColumnKey[]),
  'posted_within',
];
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
export const FACET_VALUES = 40;

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
export async function facetSamples(db: Db, requests: FacetRequest[]): Promise<FacetRows> {
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
