/**
 * Load benchmark: the built app, started as a server process of its own exactly as `npm start`
 * runs it, answers HTTP requests from many connections at once (autocannon), on PGlite and on
 * PostgreSQL with the demo board (about 320 jobs; `--jobs N` adds N generated published jobs).
 * A bare Fastify server answering a fixed 3 KB JSON (bench/support/baseline-server.ts), another
 * process started the same way, is measured in the same run as the yardstick.
 *
 *   npm run bench:load                               both databases, 20 and 100 connections, 10 s
 *   npm run bench:load -- --db postgres              one database (pglite or postgres)
 *   npm run bench:load -- --connections 50 --duration 30
 *   npm run bench:load -- --jobs 100000              a large board (generated before the app starts)
 *   npm run bench:load -- --only search-api,search-api-varied
 *   npm run bench:load -- --processes 2              `npm run start:cluster` with API_PROCESSES=2,
 *                                                    when package.json has that script
 *   npm run bench:load -- --processes 1,2            each in turn, then each scenario's ratio
 *   npm run bench:load -- --processes 1,2 --cpu-per-process 0.5
 *                                                    each process that answers (the baseline's too)
 *                                                    capped at half a core (a cgroup; root only),
 *                                                    so that the load generator and PostgreSQL
 *                                                    keep CPU to spare (see "Reading the figures")
 *   npm run bench:load -- --encoding identity        answers uncompressed (default: br, gzip)
 *   npm run bench:load -- --db postgres --jobs 100000 --keep
 *                                                    keeps the PostgreSQL database and prints its URL
 *   npm run bench:load -- --reuse postgres://...     measures that database as it is (kept before):
 *                                                    no demo data or jobs are added
 *   npm run bench:load -- --profile /tmp/profiles    the app process writes a V8 CPU profile there
 *                                                    when it stops (open it in Chrome's DevTools)
 *   npm run bench:load -- --edits-per-second 1       each app scenario measured again while the
 *                                                    demo employer edits a published job's title
 *                                                    once a second through the API (its row says
 *                                                    how many edits went through and what they took)
 *
 * Scenarios (names for --only): baseline (always run: the ratio column needs it); job-page (the
 * public job pages of 100 published jobs in turn); landing; search-page (keyword + emirate);
 * search-api (one keyword + emirate search, again and again); search-api-varied (thousands of
 * distinct keyword + filter searches in turn, so that no cache of answers can serve them);
 * search-api-new (those searches, each with keywords never searched before: nothing kept of them);
 * job-api (100 jobs in turn); sign-in (500 candidates in turn, the demo candidate's password);
 * sign-in-one (the demo candidate from every connection: concurrent sign-ins to one account trip
 * its throttle, 429, by design). After the app starts, each scenario's request is sent 5 times (the job page and the job API:
 * once for each job, as on a site whose visitors have already been to them all);
 * then, at each concurrency (--connections), a warm-up (--warmup, 2 s) and the measured run
 * (--duration). Every answer's status is counted: "errors" is answers other than 2xx/3xx, plus
 * socket errors and timeouts (--timeout, 30 s), detailed under the table with one such answer;
 * the figures of a scenario with errors are not to be trusted. Requests still unanswered when the
 * time is up are not counted.
 *
 * Reading the figures. This is a 2-core machine and everything runs on it: the load generator
 * (autocannon, in this process), the server (one Node process; PGlite runs inside it), PostgreSQL
 * (its own processes) and whatever else the machine is doing. The last three columns say where
 * the CPU went during the measured run, in % of one core: "load" is this process (autocannon
 * writing requests and parsing answers), "app" the processes of the server measured (the
 * baseline's on its row), "machine" every process together (200 % = both cores busy). What
 * "machine" has beyond load + app is PostgreSQL's work, or other work on the machine: when it is
 * near 200 % while load + app are well below, others took the CPU and the figures are low.
 * The last two columns divide requests/s by the server's own CPU ("app", in cores): what one core of
 * the server answers, and its ratio to the baseline's, whoever else was short of CPU. They leave out
 * PostgreSQL's work, so they compare answers served without the database (the cached pages and
 * answers, the baseline); where the load generator is at 100 % of a core (the app's HTML pages:
 * autocannon parses their headers and bodies in JavaScript), they are the figures of the app,
 * and requests/s are the generator's.
 * On light answers (the baseline) the generator takes about half a core, as much as the server:
 * the baseline's figure is a floor of what Fastify does here, and the ratio (the scenario's
 * requests/s over the baseline's, in the same table) says how much heavier a request of the app
 * is than a bare one, measured alike. On the app's pages the generator takes a few % and the
 * figures are the app's. autocannon's `workers` option is not used: on two cores the generator's
 * threads take CPU from the server, and in that mode every answer's latency is posted to the main
 * thread (the baseline fell from 29,000 to 24,000 requests/s with one worker and to 13,000-19,000
 * with two). p50/p99 are the latencies the client sees, queueing included: with more connections
 * they grow with the queue while requests/s stay at the server's capacity. Between runs the
 * benchmark waits until the server is idle: it still answers, into closed connections, what it had
 * taken when autocannon stopped. Answers are compressed as for a browser (accept-encoding br,
 * gzip), which the app does and the baseline does not.
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database
 * of its own is created and dropped. PGlite: a folder of its own, removed afterwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { loadEnv } from '../apps/api/src/config/env';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { pgArray } from '../apps/api/src/lib/pg-array';
import { diskFileStore } from '../apps/api/src/modules/files/file-store';
import { loadTaxonomy } from '../apps/api/src/modules/master-data/taxonomy.query';
import { prepareDatabase } from '../apps/api/src/setup';
import { onPglite, onPostgres, type DatabaseAt } from './support/databases';
import { addGeneratedJobs, benchCompanies } from './support/jobs';
import { editableJobs, startEdits } from './support/load-edits';
import {
  args,
  CONNECTIONS,
  CPU_CAP,
  DURATION,
  EDITS,
  JOBS,
  root,
  WARMUP,
} from './support/load-options';
import { DEMO_CANDIDATE, scenarios, type Board } from './support/load-scenarios';
import { capServer, PROCESSES, startApp, startServer, type Server } from './support/load-processes';
import { CORES } from './support/load-cpu';
import { measure, send, type Row, type Table } from './support/load-run';
import { printRows, printScaling, progress } from './support/load-report';

/**
 * Candidates who sign in as the demo candidate does (same password), each with an e-mail of their
 * own: many people signing in, rather than one account signed in to from many connections.
 */
async function candidatesLikeTheDemoOne(db: Database['db'], count: number) {
  const emails = Array.from({ length: count }, (_, i) => `candidate${i + 1}@load.bench.ae`);
  await db.execute(sql`insert into users (email, password_hash, role, role_id, first_name, last_name,
      privacy_accepted_at, privacy_version)
    select e, password_hash, role, role_id, first_name, last_name, privacy_accepted_at, privacy_version
    from users, unnest(${pgArray(emails)}::text[]) as e where email = ${DEMO_CANDIDATE}
      and not exists (select from users kept where kept.email = e)`);
  return emails;
}

/** Published jobs as the public sees them, from the search API (up to 100). */
async function publishedJobIds(app: Server) {
  const ids: number[] = [];
  for (let page = 1; page <= 5; page++) {
    const answer = await fetch(`${app.url}${API.jobs.search}?page=${page}&facets=false`);
    const { data } = (await answer.json()) as { data: { items: { id: number }[] } };
    ids.push(...data.items.map((job) => job.id));
    if (!data.items.length) break;
  }
  if (!ids.length) throw new Error('The board has no published job');
  return ids;
}

/** Each --processes count in turn (one process without it): the app started, its tables. */
async function bench(baseline: Server, label: string, database: Database, at: DatabaseAt) {
  const reused = !!args.reuse;
  console.log(
    reused
      ? `\n${label}: the database as it is`
      : `\n${label}: preparing the demo board${JOBS ? ` and ${JOBS.toLocaleString()} jobs` : ''} ...`,
  );
  const dataDir =
    'dataDir' in at ? at.dataDir : fs.mkdtempSync(path.join(os.tmpdir(), 'lc-load-files-'));
  try {
    // The app's own start-up work (migrations, seeds, demo data), done here first so that
    // generated jobs can be added to the board before the app serves it.
    const env = loadEnv({ DEMO: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    if (!reused) await prepareDatabase(database, env, diskFileStore(path.join(dataDir, 'uploads')));
    const taxonomy = await loadTaxonomy(database.db);
    const candidates = await candidatesLikeTheDemoOne(database.db, 500);
    if (JOBS > 0 && !reused)
      await addGeneratedJobs(database.db, taxonomy, await benchCompanies(database.db, 200), JOBS);
    const editable = EDITS > 0 ? await editableJobs(database.db) : [];
    // PGlite is opened by one process at a time: the app's from now on.
    if (database.dialect === 'pglite') await database.close();
    const runs: { processes: string; tables: Table[] }[] = [];
    for (const processes of PROCESSES)
      runs.push({
        processes: processes ?? '1',
        tables: await benchApp(
          baseline,
          label,
          database,
          at,
          dataDir,
          processes,
          { taxonomy, candidates },
          editable,
        ),
      });
    if (runs.length > 1) printScaling(label, runs);
  } finally {
    if (!('dataDir' in at)) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A scenario measured again while a job is edited EDITS times a second (see load-edits.ts). */
async function withEdits(
  app: Server,
  scenario: (typeof scenarios)[number],
  load: ReturnType<(typeof scenarios)[number]['load']>,
  connections: number,
  editable: Awaited<ReturnType<typeof editableJobs>>,
) {
  progress(`${connections} connections: ${scenario.label}, ${EDITS} edits/s ...`);
  const edits = await startEdits(app, EDITS, editable);
  const row = await measure(app, scenario, load, connections, null);
  const done = await edits.stop();
  const took = `${done.edits} edits (p50 ${done.p50.toFixed(0)} ms, p99 ${done.p99.toFixed(0)} ms)`;
  return {
    ...row,
    label: `${scenario.label}, ${EDITS} edits/s`,
    detail: [row.detail, took, done.failed ? `${done.failed} edits failed` : '']
      .filter(Boolean)
      .join('; '),
  };
}

/** The app started with `processes` API processes (undefined: `npm start`'s one), measured. */
async function benchApp(
  baseline: Server,
  label: string,
  database: Database,
  at: DatabaseAt,
  dataDir: string,
  processes: string | undefined,
  { taxonomy, candidates }: Omit<Board, 'jobIds'>,
  editable: Awaited<ReturnType<typeof editableJobs>>,
) {
  const app = await startApp(at, dataDir, processes);
  const tables: Table[] = [];
  let uncap = async () => {};
  try {
    uncap = await capServer(app, 'dist/main.js', Number(processes ?? 1));
    const board = { jobIds: await publishedJobIds(app), taxonomy, candidates };
    console.log(
      `  app ready at ${app.url} (${processes ? `start:cluster, ${processes} API processes` : 'one process'}); ${board.jobIds.length} job ids to visit`,
    );
    // A fresh process loads the page renderer and compiles its hot code on the first requests:
    // a few of each kind, one at a time, before any is measured. With several processes, each
    // request goes twice to each of them (on connections of its own, handed out in turn): each
    // keeps its own pages.
    const rounds = processes ? 2 * Number(processes) : 1;
    for (const scenario of scenarios.filter((s) => s.server === 'app')) {
      const load = scenario.load(board);
      const times = scenario.everyJobFirst ? Math.max(5, board.jobIds.length) : 5;
      for (let i = 0; i < times; i++)
        for (let round = 0; round < rounds; round++) await send(app, load, i, rounds > 1);
    }
    for (const connections of CONNECTIONS) {
      const rows: Row[] = [];
      for (const scenario of scenarios) {
        const server = scenario.server === 'app' ? app : baseline;
        const load = scenario.load(board);
        progress(`${connections} connections: ${scenario.label} ...`);
        const row = await measure(
          server,
          scenario,
          load,
          connections,
          server === app && database.dialect === 'postgres' ? database : null,
        );
        if (row.errors) row.detail += `; e.g. ${await send(server, load)}`;
        rows.push(row);
        if (EDITS > 0 && server === app)
          rows.push(await withEdits(app, scenario, load, connections, editable));
      }
      progress('');
      tables.push({ connections, rows });
      const who = processes ? `, ${processes} API processes` : '';
      printRows(`${label}${who}, ${connections} connections, ${DURATION} s each`, rows);
    }
    if (app.output.length)
      console.log(`\n  the app wrote (last lines):\n    ${app.output.slice(-10).join('\n    ')}`);
  } finally {
    await app.stop();
    await uncap();
  }
  return tables;
}

console.log('Building the web app and the server when their sources changed ...');
execFileSync(process.execPath, ['scripts/build-web-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/build-server-if-stale.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
const baseline = await startServer(
  'the baseline',
  process.execPath,
  ['--import', 'tsx', 'bench/support/baseline-server.ts'],
  {},
  '/',
);
const uncapBaseline = await capServer(baseline, 'baseline-server', 1);
console.log(
  `${CORES} cores; ${CONNECTIONS.join(' and ')} connections; ${WARMUP} s warm-up and ${DURATION} s per scenario; accept-encoding: ${args.encoding || 'none'}${CPU_CAP === null ? '' : `; each server process capped at ${CPU_CAP} of a core`}`,
);
try {
  if (args.reuse) {
    const database = await openDatabase({ url: args.reuse });
    try {
      await bench(baseline, 'PostgreSQL', database, { url: args.reuse });
    } finally {
      await database.close();
    }
  } else if (args.db === 'both' || args.db === 'pglite')
    await onPglite('lc-load', false, (label, database, at) => bench(baseline, label, database, at));
  if (!args.reuse && (args.db === 'both' || args.db === 'postgres'))
    await onPostgres('lc-load', args.keep, (label, database, at) =>
      bench(baseline, label, database, at),
    );
} finally {
  await baseline.stop();
  await uncapBaseline();
}
