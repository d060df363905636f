import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plannerRows } from '../../db/planner-rows';
import { rowsOf } from '../../db/rows';
import { statementKey } from '../../db/statement-key';
import { jobSearch } from '../../db/schema';
import { microsOf } from './board';
import { isoMicros } from './search-cursor';
import { newestMaybeMatching, type Keywords } from './search-filters';

/**
 * Totals up to this many matches are exact, whichever way a search is answered (the kept board or
 * the statements); beyond it, both say "about" (see searchJobs), and the statements estimate
 * rather than count a million rows.
 */
export const EXACT_COUNT_LIMIT = 1_000;
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

/** Planner estimates are remembered this long: they follow the table's statistics, not each job. */
const ESTIMATE_TTL_MS = 30_000;
const ESTIMATES_KEPT = 1_000;
const estimates = new WeakMap<Db, Map<string, { rows: number; at: number }>>();

/**
 * How many jobs the planner expects `where` to hold: one statement planned, none run. The same
 * conditions within ESTIMATE_TTL_MS (a search and its next page, a count after a look) ask once.
 */
export async function plannerEstimate(db: Db, where: SQL | undefined) {
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
export type Density = { filtered: SQL | undefined; found: number; scanned: number };

/**
 * The number of matches of `where`: counted exactly up to EXACT_COUNT_LIMIT (one more is read, to
 * know there are more), so that a total the board would give exactly is exact here too. Past it,
 * an estimate: with keywords that matched the newest jobs densely, that density times the jobs of
 * the filters (the planner alone would take words that always go together, "last mile delivery",
 * for independent ones and guess far too few); else the planner's rows.
 */
export async function countCapped(
  db: Db,
  where: SQL | undefined,
  density: Density | null,
): Promise<{ total: number; estimate: boolean }> {
  const [{ n }] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from ${jobSearch} where ${where} limit ${EXACT_COUNT_LIMIT + 1}) s`,
    ),
  );
  if (n <= EXACT_COUNT_LIMIT) return { total: n, estimate: false };
  const estimated = density
    ? Math.round(((await plannerEstimate(db, density.filtered)) * density.found) / density.scanned)
    : await plannerEstimate(db, where);
  return { total: Math.max(n, estimated), estimate: true };
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
export async function newestMatches(
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
