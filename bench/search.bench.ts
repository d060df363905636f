/**
 * Search benchmark: generates a realistic job set (descriptions of 2-5 KB over the real taxonomy)
 * and prints p50/p95 per query kind, on PGlite and on PostgreSQL. Each kind is timed after a
 * warm-up of as many queries of its kind.
 *
 *   npm run bench:search                      100k jobs, both databases
 *   npm run bench:search -- --jobs 1000000    1M jobs
 *   npm run bench:search -- --db postgres     one database only (postgres or pglite)
 *   npm run bench:search -- --db postgres://...   a server of your choice (a database of its own
 *                                             is created there and dropped)
 *   npm run bench:search -- --db postgres --jobs 1000000 --keep
 *   npm run bench:search -- --url postgres://postgres@127.0.0.1:5432/<kept>   measure a kept database again
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database
 * of its own is created and dropped.
 */
import { sql } from 'drizzle-orm';
import { ZJobSearchQuery, type TJobSearchQuery } from '@logicareers/shared/schemas/jobs';
import type { Database } from '../apps/api/src/db/client';
import { seededRandom, type Random } from '../apps/api/src/modules/jobs/job-generator';
import { encodeCursor, searchJobs } from '../apps/api/src/modules/jobs/jobs.search';
import { getJob } from '../apps/api/src/modules/jobs/jobs.service';
import type { Taxonomy } from '../apps/api/src/modules/master-data/taxonomy.query';
import { benchEachDatabase, parseBenchArgs } from './support/each-database';
import { jobBoard, KEYWORDS } from './support/jobs';
import { printTable, timeKind, timeMix } from './support/stats';

const { counts, databases } = parseBenchArgs({ jobs: 100_000, runs: 200 });
const { jobs: JOBS, runs: RUNS } = counts;
function queryMix(random: Random, taxonomy: Taxonomy) {
  const emirates = taxonomy.states.filter((s) => !s.parent_id);
  const q = (params: TJobSearchQuery) => ZJobSearchQuery.parse(params);
  return {
    'keyword + filters': () =>
      q({
        q: random.pick(KEYWORDS),
        state: String(random.pick(emirates).id),
        functional_area: random.chance(0.5)
          ? String(random.pick(taxonomy.functionalAreas).id)
          : undefined,
        facets: 'false',
      }),
    'keyword only': () => q({ q: random.pick(KEYWORDS), facets: 'false' }),
    'filters only': () =>
      q({
        state: String(random.pick(emirates).id),
        designation: String(random.pick(taxonomy.designations).id),
        facets: 'false',
      }),
    'facets (keyword + filter)': () =>
      q({ q: random.pick(KEYWORDS), state: String(random.pick(emirates).id), facets: 'true' }),
    'facets (browse all)': () => q({ facets: 'true' }),
    'deep page (offset, page 400)': () => q({ page: '400', facets: 'false' }),
  };
}

async function bench(label: string, database: Database) {
  console.log(`\n${label}: preparing ${JOBS.toLocaleString()} jobs ...`);
  const { taxonomy } = await jobBoard(database, JOBS);
  const { db } = database;
  const random = seededRandom(7);
  // The warm-up draws other queries of the same mix, so that the server's caches and the app's
  // hold what such traffic keeps in them.
  const results = await timeMix(queryMix(random, taxonomy), RUNS, (query) => searchJobs(db, query));
  // Deep paging by cursor: the cursor of the row 10,000 places down (halfway on a small run).
  const depth = Math.min(10_000, Math.floor(JOBS / 2));
  const [deep] = (
    (await db.execute(
      sql`select (extract(epoch from published_at) * 1000000)::int8::text as micros, id from jobs
        where status = 'published' order by published_at desc, id desc offset ${depth} limit 1`,
    )) as unknown as { rows: { micros: string; id: number }[] }
  ).rows;
  const cursor = encodeCursor(Number(deep.micros), Number(deep.id));
  results.push(
    await timeKind(`deep page (cursor, row ${depth.toLocaleString()})`, RUNS, () =>
      searchJobs(db, ZJobSearchQuery.parse({ cursor, facets: 'false' })),
    ),
  );
  const maxId = Number(
    ((await db.execute(sql`select max(id) as m from jobs`)) as unknown as { rows: { m: number }[] })
      .rows[0].m,
  );
  results.push(
    await timeKind('job view', RUNS, async () => {
      try {
        await getJob(db, null, random.int(1, maxId));
      } catch {
        // an expired job is a 404: still a view
      }
    }),
  );
  const [{ n }] = (
    (await db.execute(sql`select count(*)::int as n from jobs`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  printTable(`${label}, ${n.toLocaleString()} jobs`, results);
  return results;
}

await benchEachDatabase('lc-bench', databases, bench);
