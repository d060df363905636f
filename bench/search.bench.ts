/**
 * Search benchmark: generates a realistic job set (descriptions of 2-5 KB over the real taxonomy)
 * and prints p50/p95 per query kind, on PGlite and on PostgreSQL.
 *
 *   npm run bench:search                      100k jobs, both databases
 *   npm run bench:search -- --jobs 1000000    1M jobs
 *   npm run bench:search -- --db postgres     one database only
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database
 * of its own is created and dropped.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ZJobSearchQuery, type TJobSearchQuery } from '@logicareers/shared/schemas/jobs';
import type { Database } from '../apps/api/src/db/client';
import { companies, jobs } from '../apps/api/src/db/schema';
import { generateJob, seededRandom, type Random } from '../apps/api/src/modules/jobs/job-generator';
import { encodeCursor, searchJobs } from '../apps/api/src/modules/jobs/jobs.search';
import { getJob } from '../apps/api/src/modules/jobs/jobs.service';
import { loadTaxonomy } from '../apps/api/src/modules/master-data/taxonomy.query';
import { seedAccess } from '../apps/api/src/modules/access/access.seed';
import { seedMasterData } from '../apps/api/src/modules/master-data/master-data.seed';
import { onPglite, onPostgres } from './support/databases';
import { percentile, printTable, timeRuns } from './support/stats';

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
  },
});
const JOBS = Number(args.jobs);
const RUNS = Number(args.runs);

async function generate(database: Database) {
  const { db } = database;
  await database.migrate();
  await seedAccess(db);
  await seedMasterData(db);
  const taxonomy = await loadTaxonomy(db);
  const companyIds: number[] = [];
  for (let i = 0; i < 200; i++) {
    const [row] = await db
      .insert(companies)
      .values({
        kind: 'employer',
        name: `Bench Logistics ${i}`,
        primaryMobile: '+971501234567',
        primaryEmail: `b${i}@bench.ae`,
        status: 'active',
      })
      .returning({ id: companies.id });
    companyIds.push(row.id);
  }
  const random = seededRandom(42);
  const started = Date.now();
  const batch = 500;
  for (let done = 0; done < JOBS; done += batch) {
    const rows = Array.from({ length: Math.min(batch, JOBS - done) }, () =>
      generateJob(random, taxonomy, {
        companyId: random.pick(companyIds),
        descriptionBytes: random.int(2000, 5000),
        maxAgeDays: 120,
      }),
    );
    await db.insert(jobs).values(rows);
    if ((done / batch) % 40 === 0)
      process.stdout.write(`\r  generated ${done + rows.length} / ${JOBS} jobs`);
  }
  await db.execute(sql`analyze`);
  console.log(`\r  generated ${JOBS} jobs in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return taxonomy;
}

const KEYWORDS = [
  'warehouse',
  'forklift',
  'customs clearance',
  '"freight forwarding"',
  'SAP EWM',
  'cold chain -driver',
  'procurement OR purchasing',
  'fleet telematics',
  'dangerous goods',
  'inventory controller',
  'CargoWise',
  'last mile delivery',
];

function queryMix(random: Random, taxonomy: Awaited<ReturnType<typeof loadTaxonomy>>) {
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
  const taxonomy = await generate(database);
  const { db } = database;
  const random = seededRandom(7);
  const results: { kind: string; p50: number; p95: number; runs: number }[] = [];
  for (const [kind, make] of Object.entries(queryMix(random, taxonomy))) {
    const timings = await timeRuns(RUNS, async () => {
      await searchJobs(db, make());
    });
    results.push({
      kind,
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      runs: timings.length,
    });
  }
  // Deep paging by cursor: the cursor of the row 10,000 places down (halfway on a small run).
  const depth = Math.min(10_000, Math.floor(JOBS / 2));
  const [deep] = (
    (await db.execute(
      sql`select published_at, id from jobs where status = 'published' order by published_at desc, id desc offset ${depth} limit 1`,
    )) as unknown as { rows: { published_at: string | Date; id: number }[] }
  ).rows;
  const cursor = encodeCursor(new Date(deep.published_at), Number(deep.id));
  const deepTimings = await timeRuns(RUNS, () =>
    searchJobs(db, ZJobSearchQuery.parse({ cursor, facets: 'false' })).then(() => undefined),
  );
  results.push({
    kind: `deep page (cursor, row ${depth.toLocaleString()})`,
    p50: percentile(deepTimings, 50),
    p95: percentile(deepTimings, 95),
    runs: deepTimings.length,
  });
  const maxId = Number(
    ((await db.execute(sql`select max(id) as m from jobs`)) as unknown as { rows: { m: number }[] })
      .rows[0].m,
  );
  const viewTimings = await timeRuns(RUNS, async () => {
    try {
      await getJob(db, null, random.int(1, maxId));
    } catch {
      // an expired job is a 404: still a view
    }
  });
  results.push({
    kind: 'job view',
    p50: percentile(viewTimings, 50),
    p95: percentile(viewTimings, 95),
    runs: viewTimings.length,
  });
  printTable(`${label}, ${JOBS.toLocaleString()} jobs`, results);
  return results;
}

const which = args.db;
const pgResults =
  which === 'both' || which === 'postgres'
    ? await onPostgres('lc-bench', Boolean(args.keep), bench)
    : null;
const liteResults =
  which === 'both' || which === 'pglite'
    ? await onPglite('lc-bench', Boolean(args.keep), bench)
    : null;
if (pgResults && liteResults) {
  console.log('\nPGlite / PostgreSQL (p95):');
  for (const r of liteResults) {
    const base = pgResults.find((p) => p.kind === r.kind);
    if (base) console.log(`  ${r.kind.padEnd(34)} ${(r.p95 / base.p95).toFixed(1)}x`);
  }
}
