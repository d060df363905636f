/**
 * The live board's property test at the size of a real board: random searches of every filter,
 * sort, page, cursor and keyword syntax over 100,000 jobs (a tenth closed, drafts, jobs expiring
 * today and yesterday, confidential ones, microsecond ties), each answered from the board and by
 * the statements, with totals and facets counted exactly in SQL. Then the same with sets of matches
 * evicted, and over rounds of changes taken in job by job. Prints what was compared and how long
 * it took; exits 1 on any disagreement, with the seed that repeats it.
 *
 *   npm run bench:board                          100k jobs, both databases
 *   npm run bench:board -- --db postgres --searches 500
 *   npm run bench:board -- --seed 1234           repeat a run
 *   npm run bench:board -- --url postgres://...  a kept database, as it is
 */
import { sql } from 'drizzle-orm';
import { POSTED_WITHIN } from '@logicareers/shared/schemas/jobs';
import type { Database } from '../apps/api/src/db/client';
import { pgArray } from '../apps/api/src/lib/pg-array';
import { rowsOf } from '../apps/api/src/db/rows';
import { seededRandom } from '../apps/api/src/modules/jobs/job-generator';
import {
  jobsChanged,
  keepKeywordMatches,
  keptBoardCounts,
} from '../apps/api/src/modules/jobs/kept-matches';
import {
  changeSomeJobs,
  compareCounts,
  compareSearch,
  disagreements,
  searchOf,
  WORDS,
  type Agreement,
  type Params,
} from '../apps/api/src/test/board-searches';
import { benchEachDatabase, parseBenchArgs } from './support/each-database';
import { jobBoard } from './support/jobs';
import { percentile, printTable, type Timed } from './support/stats';

const { counts, databases } = parseBenchArgs({ jobs: 100_000, searches: 200, seed: 0 });
const { jobs: JOBS, searches: SEARCHES } = counts;
const SEED = counts.seed || Math.floor(Math.random() * 1_000_000);
/** Room for the board's sets when they are evicted: a few words' matches. */
const SMALL_ROOM = 60_000;
const ROUNDS = 3;

/** A generated board made like a live one: closed jobs, drafts, expiring, confidential, ties. */
async function varied(db: Database['db']) {
  await db.execute(sql`update jobs set
    status = case when id % 10 = 1 then 'closed' when id % 20 = 3 then 'draft' else status end,
    closed_at = case when id % 10 = 1 then now() else closed_at end,
    valid_through = case when id % 25 = 4 then current_date when id % 25 = 5 then current_date - 1
      else valid_through end,
    confidential = id % 7 = 0`);
  await db.execute(
    sql`update jobs set published_at = '2026-11-01T08:00:00.123456Z' where id % 97 = 0`,
  );
  // No job within two hours of a "posted within" boundary, so that none crosses one between the
  // board's answer and the exact count made after it.
  await db.execute(sql`update jobs set published_at = now() - make_interval(days => d, hours => 3)
    from unnest(${pgArray(POSTED_WITHIN.map(Number))}::int[]) d
    where published_at between now() - make_interval(days => d, hours => 2)
      and now() - make_interval(days => d) + interval '2 hours'`);
  await db.execute(sql`vacuum analyze`);
}

type Failure = { label: string; failed: Agreement[] };

async function bench(label: string, database: Database): Promise<Timed[]> {
  console.log(`\n${label}: preparing ${JOBS.toLocaleString()} jobs (seed ${SEED}) ...`);
  const { taxonomy, generated } = await jobBoard(database, JOBS);
  const { db } = database;
  if (generated) await varied(db);
  const companies = rowsOf<{ id: number }>(
    await db.execute(sql`select distinct company_id as id from jobs limit 200`),
  ).map((row) => Number(row.id));
  const random = seededRandom(SEED);
  const failures: Failure[] = [];
  const results: Timed[] = [];
  const note = (what: string, params: Params, agreements: Agreement[]) => {
    const failed = disagreements(agreements);
    if (failed.length) failures.push({ label: `${what}: ${JSON.stringify(params)}`, failed });
  };

  /** `runs` random searches compared whole, the board reset for each (as the test does). */
  const compareMany = async (kind: string, runs: number, matchesKept?: number) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const params = searchOf(random, taxonomy, companies);
      const started = performance.now();
      const { agreements } = await compareSearch(db, params, 2_000_000, matchesKept);
      times.push(performance.now() - started);
      note(kind, params, agreements);
      process.stdout.write(`\r  ${kind}: ${i + 1} / ${runs}`);
    }
    console.log();
    results.push(timed(kind, times));
  };
  await compareMany('random searches, board and SQL', SEARCHES);
  await compareMany('the same, sets evicted', Math.ceil(SEARCHES / 3), SMALL_ROOM);

  // Rounds of changes taken in job by job, each search then checked against exact counts.
  keepKeywordMatches(db, 2_000_000);
  const known = ['', ...WORDS].map((q): Params => (q ? { q } : {}));
  for (const params of known) note('before changes', params, await compareCounts(db, params));
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const ids = await changeSomeJobs(db, random, 200);
    // What the notices would name; a search waits for them to be taken in.
    jobsChanged(db, ids);
    const searches = [
      ...known,
      ...Array.from({ length: Math.ceil(SEARCHES / 10) }, () =>
        searchOf(random, taxonomy, companies),
      ),
    ];
    for (const params of searches) {
      const started = performance.now();
      const agreements = await compareCounts(db, params);
      times.push(performance.now() - started);
      note(`round ${round}`, params, agreements);
    }
  }
  results.push(timed('after changes, totals and facets', times));
  const board = keptBoardCounts(db);
  console.log(`  board read ${board?.reads} time(s), ${board?.changes} batch(es) of changes`);
  if (board && board.reads !== 1) failures.push({ label: 'the board was read again', failed: [] });

  printTable(`${label}, ${JOBS.toLocaleString()} jobs, seed ${SEED}`, results);
  const compared = results.reduce((sum, row) => sum + row.runs, 0);
  console.log(`  ${compared} searches compared, ${failures.length} disagreeing`);
  for (const { label: what, failed } of failures.slice(0, 5)) {
    console.log(`  ✗ ${what}`);
    for (const [name, got, wanted] of failed)
      console.log(`      ${name}: ${JSON.stringify(got)} <> ${JSON.stringify(wanted)}`);
  }
  if (failures.length) process.exitCode = 1;
  return results;
}

function timed(kind: string, times: number[]): Timed {
  return {
    kind,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    runs: times.length,
  };
}

await benchEachDatabase('lc-board', databases, bench);
