import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { companies, jobs } from '../../apps/api/src/db/schema';
import { generateJob, seededRandom } from '../../apps/api/src/modules/jobs/job-generator';
import { seedAccess } from '../../apps/api/src/modules/access/access.seed';
import { seedMasterData } from '../../apps/api/src/modules/master-data/master-data.seed';
import { loadTaxonomy, type Taxonomy } from '../../apps/api/src/modules/master-data/taxonomy.query';
import { withoutIndexes } from './indexes';

type Db = Database['db'];

/** Keywords as people type them into the job search: words, phrases, exclusions, OR. */
export const KEYWORDS = [
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

/** `count` active employers to post the generated jobs under; their ids. */
export async function benchCompanies(db: Db, count: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
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
    ids.push(row.id);
  }
  return ids;
}

/**
 * Adds `count` generated published jobs (descriptions of 2-5 KB) to the board, in publishing order
 * as on a live board (oldest first, over 120 days), then vacuums as autovacuum would after a load.
 */
export async function addGeneratedJobs(
  db: Db,
  taxonomy: Taxonomy,
  companyIds: number[],
  count: number,
) {
  const random = seededRandom(42);
  const started = Date.now();
  // A bulk load: the search indexes are built once at the end rather than row by row.
  const indexes = await withoutIndexes(db, ['jobs', 'job_search']);
  const batch = 1000;
  const span = 120 * 24 * 60;
  const makeBatch = (first: number, size: number) =>
    Array.from({ length: size }, (_, i) =>
      generateJob(random, taxonomy, {
        companyId: random.pick(companyIds),
        descriptionBytes: random.int(2000, 5000),
        ageMinutes: Math.round(span * (1 - (first + i) / count)),
      }),
    );
  let pending: Promise<unknown> = Promise.resolve();
  for (let done = 0; done < count; done += batch) {
    // The next batch is generated while the database writes the previous one.
    const rows = makeBatch(done, Math.min(batch, count - done));
    await pending;
    pending = db.insert(jobs).values(rows);
    if ((done / batch) % 20 === 0)
      process.stdout.write(`\r  generated ${done + rows.length} / ${count} jobs`);
  }
  await pending;
  process.stdout.write(`\r  generated ${count} jobs, building indexes ...`);
  for (const definition of indexes) await db.execute(sql.raw(definition));
  // Statistics, and pages marked all-visible, so that indexes that carry what a query needs are
  // read without the rows (PGlite has no autovacuum).
  await db.execute(sql`vacuum analyze`);
  console.log(
    `\r  generated and indexed ${count.toLocaleString()} jobs in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

/**
 * A database with `count` generated jobs under 200 employers, migrated and seeded first; or, kept
 * from an earlier run (--url), the jobs already there, measured as they are. `generated` says which.
 */
export async function jobBoard(database: Database, count: number) {
  const { db } = database;
  await database.migrate();
  const [existing] = (
    (await db.execute(sql`select count(*)::int as n from jobs`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  if (existing.n > 0) {
    console.log(`  using the ${existing.n.toLocaleString()} jobs already there`);
    await db.execute(sql`vacuum analyze`);
    return { taxonomy: await loadTaxonomy(db), generated: false };
  }
  await seedAccess(db);
  await seedMasterData(db);
  const taxonomy = await loadTaxonomy(db);
  await addGeneratedJobs(db, taxonomy, await benchCompanies(db, 200), count);
  return { taxonomy, generated: true };
}
