/**
 * Reports benchmark (issue 41): a year of history for 200 companies (100k applications with their
 * status history, 20k candidates sent to clients, 5k invoices, job-page visits, searches, profile
 * opens, bulk e-mails, the outbox, job alerts), then every report of every audience timed through
 * runReport for the last 30 days, 90 days and year, and over the year with each filter it takes.
 * Prints p50/p95/p99 per report on each database and how PGlite's p95 compares with PostgreSQL's.
 * Reports not written yet are skipped with a note. Figures are printed, not checked.
 *
 *   npm run bench:reports                        both databases, the full year
 *   npm run bench:reports -- --scale 0.1         a tenth of the history, for a smoke run
 *   npm run bench:reports -- --db postgres       one database only (postgres or pglite)
 *   npm run bench:reports -- --pg postgres://... a server of your choice (a database of its own is
 *                                                created there and dropped)
 *   npm run bench:reports -- --runs 100          timed runs per report (after a few to warm up)
 *   npm run bench:reports -- --only funnel       the reports whose key contains the word (or one of
 *                                                several, comma-separated)
 *   npm run bench:reports -- --keep              keep the database (its URL or folder is printed)
 *   npm run bench:reports -- --url postgres://.../kept   time a kept database again
 *   npm run bench:reports -- --dir /tmp/lc-bench-reports-...  time a kept PGlite folder again
 *
 * PostgreSQL: --pg, else BENCH_DATABASE_URL, else the local server. On a server of this machine
 * the server's CPU time per run is printed too (from /proc): it moves less with the machine's load.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { rowsOf } from '../apps/api/src/db/rows';
import { seedAccess } from '../apps/api/src/modules/access/access.seed';
import { loadTaxonomy } from '../apps/api/src/modules/master-data/taxonomy.query';
import { seedMasterData } from '../apps/api/src/modules/master-data/master-data.seed';
import {
  addBilling,
  addEmails,
  addMailAndAlerts,
  addSubmissions,
  addViews,
} from './support/report-activity';
import { addApplications } from './support/report-hiring';
import { addCompaniesAndPeople, addJobs, historySize } from './support/report-history';
import { benchScopes, reportCases, timeCase, type TimedCase } from './support/report-cases';
import { onPglite, onPostgres, SERVER_URL } from './support/databases';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    runs: { type: 'string', default: '40' },
    db: { type: 'string', default: 'both' },
    pg: { type: 'string' },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    url: { type: 'string' },
    dir: { type: 'string' },
  },
});
const SCALE = Number(args.scale);
const RUNS = Number(args.runs);
const SIZE = historySize(SCALE);
const WHICH = args.db;
/** The target of issue 41: p95 on PostgreSQL, and PGlite within this many times it. */
const P95_TARGET_MS = 200;
const PGLITE_RATIO_MAX = 3;

async function generate(database: Database) {
  const { db } = database;
  const started = Date.now();
  await database.migrate();
  const [{ n }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from companies`),
  );
  if (n > 0) {
    // A database kept from an earlier run (--url): measured as it is, new migrations applied.
    console.log('  using the history already there');
    await db.execute(sql`vacuum analyze`);
    return;
  }
  await seedAccess(db);
  await seedMasterData(db);
  const taxonomy = await loadTaxonomy(db);
  await addCompaniesAndPeople(db, SIZE);
  await addJobs(db, taxonomy, SIZE);
  await addApplications(db, SIZE);
  await addSubmissions(db, SIZE);
  await addBilling(db, SIZE);
  await addViews(db, SIZE);
  await addEmails(db, SIZE);
  await addMailAndAlerts(db, SIZE);
  for (const table of [
    'bench_co',
    'bench_job',
    'bench_app',
    'bench_client',
    'bench_client_job',
    'bench_send',
  ])
    await db.execute(sql.raw(`drop table if exists ${table}`));
  // Statistics and the visibility map, as autovacuum leaves them after a load (PGlite has none).
  await db.execute(sql`vacuum analyze`);
  console.log(`  generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function counts(db: Database['db']) {
  const tables = [
    'companies',
    'jobs',
    'applications',
    'application_events',
    'candidate_submissions',
    'invoices',
    'job_views',
    'staff_activity',
    'candidate_profile_views',
    'candidate_emails',
    'outbox',
  ];
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(
      sql.raw(`select ${tables.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ')}`),
    ),
  );
  return tables.map((t) => `${t} ${row[t].toLocaleString()}`).join(', ');
}

const HEADING = `  ${'report'.padEnd(52)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'rows'.padStart(5)} ${'cpu ms'.padStart(7)}`;

/** A timed case's line of the table, as soon as it is timed. */
function printTimed(r: TimedCase) {
  const ms = (n: number) => n.toFixed(1).padStart(8);
  const flag = r.p95 > P95_TARGET_MS ? '  over target' : '';
  const cpu = (r.cpu === null ? '' : r.cpu.toFixed(1)).padStart(7);
  console.log(
    `  ${r.name.padEnd(52)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${String(r.rows).padStart(5)} ${cpu}${flag}`,
  );
}

let skipped: string[] = [];

async function bench(label: string, database: Database): Promise<TimedCase[]> {
  console.log(`\n${label}: generating a year of history (scale ${SCALE}) ...`);
  await generate(database);
  const { db } = database;
  console.log(`  ${await counts(db)}`);
  const scopes = await benchScopes(db);
  const { cases, notes } = reportCases(scopes, args.only);
  skipped = notes;
  console.log(`\n${label}, ${RUNS} runs each after warm-up\n${HEADING}`);
  const results: TimedCase[] = [];
  for (const c of cases) {
    results.push(await timeCase(db, c, RUNS, database.dialect === 'postgres'));
    printTimed(results[results.length - 1]);
  }
  for (const note of notes) console.log(`  skipped: ${note}`);
  return results;
}

function compare(pgResults: TimedCase[], liteResults: TimedCase[]) {
  console.log('\np95 on each database (ms), and PGlite / PostgreSQL');
  console.log(`| report | PostgreSQL p95 | PGlite p95 | PGlite / PG |`);
  console.log(`| --- | ---: | ---: | ---: |`);
  let over = 0;
  for (const lite of liteResults) {
    const pg = pgResults.find((r) => r.name === lite.name);
    if (!pg) continue;
    const ratio = lite.p95 / pg.p95;
    const bad = pg.p95 > P95_TARGET_MS || (lite.p95 > P95_TARGET_MS && ratio > PGLITE_RATIO_MAX);
    if (bad) over++;
    console.log(
      `| ${lite.name} | ${pg.p95.toFixed(1)} | ${lite.p95.toFixed(1)} | ${ratio.toFixed(1)}x${bad ? ' (over)' : ''} |`,
    );
  }
  console.log(
    `\n${over} of ${liteResults.length} past the target (PG p95 <= ${P95_TARGET_MS} ms, PGlite within ${PGLITE_RATIO_MAX}x)`,
  );
}

console.log(
  `Reports benchmark: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}`,
);
console.log(`  history: ${JSON.stringify(SIZE)}`);
const serverUrl = args.pg ?? SERVER_URL;
if (args.url) {
  const database = await openDatabase({ url: args.url });
  try {
    await bench('PostgreSQL (kept)', database);
  } finally {
    await database.close();
  }
}
if (args.dir) {
  const database = await openDatabase({ dataDir: args.dir });
  try {
    await bench('PGlite (kept)', database);
  } finally {
    await database.close();
  }
}
const fresh = (which: string) => !args.url && !args.dir && (WHICH === 'both' || WHICH === which);
const pgResults = fresh('postgres')
  ? await onPostgres('lc-bench-reports', args.keep, bench, serverUrl)
  : null;
const liteResults = fresh('pglite') ? await onPglite('lc-bench-reports', args.keep, bench) : null;
if (pgResults && liteResults) compare(pgResults, liteResults);
if (skipped.length) console.log(`\nNot timed (not written yet): ${skipped.length} reports`);
