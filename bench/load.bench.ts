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
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { EMPLOYMENT_TYPES } from '@logicareers/shared/job-terms';
import { paths } from '@logicareers/shared/pages';
import { loadEnv } from '../apps/api/src/config/env';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/api/src/modules/demo/demo-accounts';
import { rowsOf } from '../apps/api/src/db/rows';
import { pgArray } from '../apps/api/src/lib/pg-array';
import { diskFileStore } from '../apps/api/src/modules/files/file-store';
import { seededRandom } from '../apps/api/src/modules/jobs/job-generator';
import { loadTaxonomy, type Taxonomy } from '../apps/api/src/modules/master-data/taxonomy.query';
import { prepareDatabase } from '../apps/api/src/setup';
import { capCpu, groupProcesses, groupProcessesRunning } from './support/cpu-cap';
import { onPglite, onPostgres, type DatabaseAt } from './support/databases';
import { addGeneratedJobs, benchCompanies, KEYWORDS } from './support/jobs';
import { percentile } from './support/stats';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    connections: { type: 'string', default: '20,100' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    jobs: { type: 'string', default: '0' },
    processes: { type: 'string' },
    only: { type: 'string' },
    encoding: { type: 'string', default: 'br, gzip' },
    timeout: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    profile: { type: 'string' },
    'cpu-per-process': { type: 'string' },
  },
});
const CONNECTIONS = args.connections.split(',').map(Number);
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const JOBS = Number(args.jobs);
const TIMEOUT = Number(args.timeout);
const CPU_CAP = args['cpu-per-process'] ? Number(args['cpu-per-process']) : null;
if (CPU_CAP !== null && !(CPU_CAP > 0 && CPU_CAP <= os.availableParallelism()))
  throw new Error(
    `--cpu-per-process: a share of a core, over 0 and at most ${os.availableParallelism()}`,
  );
const root = path.resolve(import.meta.dirname, '..');

/**
 * What a scenario sends. `next` gives each request its own path or body, distinct across all
 * connections (a search no cache has seen); `paths`, addresses every connection sends in turn, built
 * once (autocannon builds a `next` request anew each time, which costs the load generator more CPU
 * than some of the app's answers cost the server).
 */
interface Load {
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  next?: () => { path?: string; body?: string };
  paths?: string[];
}

/** What the app's scenarios draw from: real published jobs, the taxonomy, candidates' e-mails. */
interface Board {
  jobIds: number[];
  taxonomy: Taxonomy;
  candidates: string[];
}

interface Scenario {
  key: string;
  label: string;
  server: 'baseline' | 'app';
  load: (board: Board) => Load;
  /** Visit each of the board's jobs once before measuring: a busy site has them all cached. */
  everyJobFirst?: boolean;
}

const DEMO_CANDIDATE = DEMO_ACCOUNTS.find((account) => account.role === 'candidate')!.email;
const signInBody = (email: string) => JSON.stringify({ email, password: DEMO_PASSWORD });
const signIn = (body: string): Load => ({
  method: 'POST',
  path: API.login.candidate,
  headers: { 'content-type': 'application/json' },
  body,
});

/** Cycles through `values`, one per call, whichever connection asks. */
const cycle = <T>(values: T[]) => {
  let i = 0;
  return () => values[i++ % values.length];
};

/** A word of letters that no job holds, a different one for every `n`. */
const madeUpWord = (n: number) =>
  `zq${n.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)])}`;

const emirates = (taxonomy: Taxonomy) => taxonomy.states.filter((s) => !s.parent_id);
const dubai = (taxonomy: Taxonomy) =>
  emirates(taxonomy).find((s) => s.name === 'Dubai') ?? emirates(taxonomy)[0];

/**
 * Many distinct keyword + filter searches (about 21,000: more than a run asks, so that none is
 * answered from the cache of visitors' answers), shuffled: each is asked again only after all the
 * others.
 */
function variedSearches(taxonomy: Taxonomy) {
  const random = seededRandom(11);
  const queries = new Set<string>();
  for (const q of KEYWORDS)
    for (const state of emirates(taxonomy))
      for (const area of [undefined, ...taxonomy.functionalAreas])
        for (const type of [undefined, ...EMPLOYMENT_TYPES])
          for (const page of ['1', '2', '3']) {
            const params = new URLSearchParams({ q, state: String(state.id), page });
            if (area) params.set('functional_area', String(area.id));
            if (type) params.set('employment_type', type);
            queries.add(`${API.jobs.search}?${params}`);
          }
  return random.some([...queries], queries.size);
}

const SCENARIOS: Scenario[] = [
  {
    key: 'baseline',
    label: 'baseline (bare Fastify, 3 KB JSON)',
    server: 'baseline',
    load: () => ({ path: '/' }),
  },
  {
    key: 'job-page',
    label: 'job page HTML',
    server: 'app',
    everyJobFirst: true,
    load: ({ jobIds }) => ({
      path: paths.jobView(jobIds[0]),
      paths: jobIds.map((id) => paths.jobView(id)),
    }),
  },
  { key: 'landing', label: 'landing page HTML', server: 'app', load: () => ({ path: paths.home }) },
  {
    key: 'search-page',
    label: 'search page HTML',
    server: 'app',
    load: ({ taxonomy }) => ({
      path: paths.searchJobs(
        new URLSearchParams({ q: 'forklift', state: String(dubai(taxonomy).id) }),
      ),
    }),
  },
  {
    key: 'search-api',
    label: 'search API (repeated)',
    server: 'app',
    load: ({ taxonomy }) => ({
      path: `${API.jobs.search}?${new URLSearchParams({ q: 'forklift', state: String(dubai(taxonomy).id) })}`,
    }),
  },
  {
    key: 'search-api-varied',
    label: 'search API (varied)',
    server: 'app',
    load: ({ taxonomy }) => {
      const searches = variedSearches(taxonomy);
      return { path: searches[0], next: cycle(searches.map((search) => ({ path: search }))) };
    },
  },
  {
    // As the varied searches, each with a made-up word left out (`-word`): the same matches, but
    // keywords never searched before, so that nothing any process keeps of them can answer.
    key: 'search-api-new',
    label: 'search API (new keywords)',
    server: 'app',
    load: ({ taxonomy }) => {
      const searches = variedSearches(taxonomy);
      let n = 0;
      const next = () => {
        const url = new URL(searches[n % searches.length], 'http://bench');
        url.searchParams.set('q', `${url.searchParams.get('q')} -${madeUpWord(n++)}`);
        return { path: `${url.pathname}${url.search}` };
      };
      return { ...next(), next };
    },
  },
  {
    key: 'job-api',
    label: 'job API',
    server: 'app',
    everyJobFirst: true,
    load: ({ jobIds }) => ({
      path: API.jobs.one(jobIds[0]),
      paths: jobIds.map((id) => API.jobs.one(id)),
    }),
  },
  {
    key: 'sign-in',
    label: 'sign-in (many candidates)',
    server: 'app',
    load: ({ candidates }) => {
      const bodies = candidates.map((email) => signInBody(email));
      return { ...signIn(bodies[0]), next: cycle(bodies.map((body) => ({ body }))) };
    },
  },
  {
    // Concurrent sign-ins to one account: each is counted as a failure until its password is
    // checked, so that parallel guesses cannot slip past the account's throttle.
    key: 'sign-in-one',
    label: 'sign-in (one account)',
    server: 'app',
    load: () => signIn(signInBody(DEMO_CANDIDATE)),
  },
];

if (!['both', 'pglite', 'postgres'].includes(args.db)) {
  console.error(`--db must be both, pglite or postgres (not ${args.db})`);
  process.exit(2);
}
const only = args.only?.split(',').map((s) => s.trim());
const unknown = only?.filter((key) => !SCENARIOS.some((s) => s.key === key)) ?? [];
if (unknown.length) {
  console.error(
    `Unknown scenario: ${unknown.join(', ')} (${SCENARIOS.map((s) => s.key).join(', ')})`,
  );
  process.exit(2);
}
const scenarios = SCENARIOS.filter((s) => s.key === 'baseline' || !only || only.includes(s.key));

// ---------------------------------------------------------------------------------------------
// Processes

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now. */
async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Server {
  url: string;
  /** The process group's id: the server and any process it starts. */
  pid: number;
  /** The last lines it wrote. */
  output: string[];
  stop(): Promise<void>;
}
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

/** Starts a server in a process group of its own and waits until `readyPath` answers 200. */
async function startServer(
  name: string,
  command: string,
  commandArgs: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<Server> {
  const port = await freePort();
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 30));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const state: { exit?: { code: number | null } } = {};
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code) => {
      state.exit = { code };
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    const answer = await fetch(url + readyPath).then(
      (r) => r.status,
      () => 0,
    );
    if (answer === 200) break;
    if (state.exit)
      throw new Error(`${name} stopped (exit ${state.exit.code}):\n  ${output.join('\n  ')}`);
    if (Date.now() > deadline)
      throw new Error(`${name} not ready after 180 s:\n  ${output.join('\n  ')}`);
    await sleep(200);
  }
  return {
    url,
    pid: child.pid!,
    output,
    async stop() {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      const timer = setTimeout(
        () => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'),
        10_000,
      );
      await exited;
      clearTimeout(timer);
      running.delete(child);
    },
  };
}

const cluster = Boolean(
  (
    JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts['start:cluster'],
);
/** The app's runs: each count of API processes, under `npm run start:cluster` (once, `npm start`). */
const PROCESSES: (string | undefined)[] =
  args.processes && cluster ? args.processes.split(',') : [undefined];
if (args.processes && !cluster)
  console.log(
    '--processes ignored: package.json has no start:cluster script (one process: apps/api/dist/main.js)',
  );

/** The app as `npm start` runs it (or the multi-process start), over the prepared database. */
function startApp(at: DatabaseAt, dataDir: string, processes: string | undefined) {
  const env = {
    DATA_DIR: dataDir,
    DEMO: 'true',
    WORKER: 'false',
    LOG_LEVEL: 'warn',
    // Every sign-in of the benchmark comes from one address.
    RATE_LIMIT_AUTH_PER_MINUTE: '100000000',
    RATE_LIMIT_FORMS_PER_MINUTE: '100000000',
    ...('url' in at ? { DATABASE_URL: at.url } : {}),
    // Several processes share rate limits in Redis; their worker process needs a mail server
    // (none is listening: the benchmark sends no e-mail).
    ...(processes
      ? {
          API_PROCESSES: processes,
          REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
          SMTP_URL: 'smtp://127.0.0.1:2',
        }
      : {}),
  };
  return processes
    ? startServer('the app', 'npm', ['run', 'start:cluster'], env, API.ready)
    : startServer(
        'the app',
        process.execPath,
        [
          '--enable-source-maps',
          ...(args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : []),
          'apps/api/dist/main.js',
        ],
        env,
        API.ready,
      );
}

/**
 * With --cpu-per-process, caps each of the server's processes that answer requests (those running
 * `script`, `count` of them once all have started) at that share of a core; returns what lifts
 * the caps.
 */
async function capServer(server: Server, script: string, count: number) {
  if (CPU_CAP === null) return async () => {};
  const deadline = Date.now() + 60_000;
  let pids = groupProcessesRunning(server.pid, script);
  while (pids.length < count) {
    if (Date.now() > deadline)
      throw new Error(`${count} processes running ${script} expected, ${pids.length} found`);
    await sleep(200);
    pids = groupProcessesRunning(server.pid, script);
  }
  return capCpu(pids, CPU_CAP);
}

// ---------------------------------------------------------------------------------------------
// CPU, from /proc (Linux): this process, the server's process group, the whole machine.

const TICK = 100;
function groupCpuSeconds(pgid: number) {
  // utime is the 12th field after the name, stime the 13th.
  const ticks = groupProcesses(pgid).reduce(
    (sum, { fields }) => sum + Number(fields[11]) + Number(fields[12]),
    0,
  );
  return ticks / TICK;
}
function machineTicks() {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = values.map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: total - n[3] - n[4], total };
}
const CORES = os.availableParallelism();

function cpuMeter(server: Server) {
  const started = {
    at: process.hrtime.bigint(),
    self: process.cpuUsage(),
    app: groupCpuSeconds(server.pid),
    machine: machineTicks(),
  };
  return () => {
    const wall = Number(process.hrtime.bigint() - started.at) / 1e9;
    const self = process.cpuUsage(started.self);
    const machine = machineTicks();
    return {
      load: (self.user + self.system) / 1e6 / wall,
      app: (groupCpuSeconds(server.pid) - started.app) / wall,
      machine:
        (CORES * (machine.busy - started.machine.busy)) /
        Math.max(1, machine.total - started.machine.total),
    };
  };
}

// ---------------------------------------------------------------------------------------------
// Runs

interface Table {
  connections: number;
  rows: Row[];
}
interface Row {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  detail: string;
  cpu: { load: number; app: number; machine: number };
}

/**
 * Drives `server` with `load` from `connections` connections for the warm-up and then the measured
 * run, in one go: the measured seconds start with the server's queue as full as it stays.
 */
async function cannon(server: Server, load: Load, connections: number) {
  const headers = {
    ...(args.encoding ? { 'accept-encoding': args.encoding } : {}),
    ...load.headers,
  };
  const next = load.next;
  const window = {
    measuring: false,
    latencies: [] as number[],
    statuses: new Map<number, number>(),
    socketErrors: 0,
    timeouts: 0,
  };
  let meter: ReturnType<typeof cpuMeter> | null = null;
  let started = 0n;
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url,
        connections,
        duration: WARMUP + DURATION,
        // Slow answers are waited for (a browser waits longer still); slower ones count as errors.
        timeout: TIMEOUT,
        requests: (load.paths ?? [load.path]).map((path) => ({
          method: load.method ?? 'GET',
          path,
          headers,
          body: load.body,
          ...(next ? { setupRequest: (request) => ({ ...request, ...next() }) } : {}),
        })),
      },
      (error: unknown) => (error ? reject(error as Error) : resolve()),
    );
    instance.on('response', (_client, statusCode: number, _bytes, responseTime: number) => {
      if (!window.measuring) return;
      window.latencies.push(responseTime);
      window.statuses.set(statusCode, (window.statuses.get(statusCode) ?? 0) + 1);
    });
    instance.on('reqError', (error: Error) => {
      if (!window.measuring) return;
      if (error.message.includes('timed out')) window.timeouts++;
      else window.socketErrors++;
    });
    setTimeout(() => {
      window.measuring = true;
      meter = cpuMeter(server);
      started = process.hrtime.bigint();
    }, WARMUP * 1000);
  });
  window.measuring = false;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { ...window, seconds, cpu: meter!() };
}

/**
 * Waits until the server has finished what the last run left it: autocannon closes its connections
 * when the time is up, but the server still answers every request it had taken (into closed
 * sockets), and that work would be counted against the next run. Idle means the server's
 * processes at rest and, on PostgreSQL, no query of the benchmark's database running.
 */
async function settle(server: Server, database: Database | null) {
  const deadline = Date.now() + 120_000;
  for (let calm = 0; calm < 2 && Date.now() < deadline;) {
    const before = groupCpuSeconds(server.pid);
    await sleep(250);
    const busy = (groupCpuSeconds(server.pid) - before) / 0.25;
    const [{ n: active }] = database
      ? rowsOf<{ n: number }>(
          await database.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
          ),
        )
      : [{ n: 0 }];
    calm = busy < 0.1 && active === 0 ? calm + 1 : 0;
  }
}

async function measure(
  server: Server,
  scenario: Scenario,
  load: Load,
  connections: number,
  /** The database the server uses, when this process can look at it too (PostgreSQL). */
  database: Database | null,
): Promise<Row> {
  await settle(server, database);
  const run = await cannon(server, load, connections);
  const failed = [...run.statuses].filter(([code]) => code >= 400);
  const errors =
    failed.reduce((sum, [, count]) => sum + count, 0) + run.socketErrors + run.timeouts;
  const detail = [
    ...failed.map(([code, count]) => `${code} x${count}`),
    ...(run.socketErrors ? [`socket errors x${run.socketErrors}`] : []),
    ...(run.timeouts ? [`timeouts (${TIMEOUT} s) x${run.timeouts}`] : []),
  ].join(', ');
  const answered = run.latencies.length;
  return {
    label: scenario.label,
    rps: answered / run.seconds,
    p50: answered ? percentile(run.latencies, 50) : NaN,
    p99: answered ? percentile(run.latencies, 99) : NaN,
    errors,
    detail: answered ? detail : `no answer in ${DURATION} s${detail ? `, ${detail}` : ''}`,
    cpu: run.cpu,
  };
}

/**
 * One request of a scenario; its status and the start of its answer. `ownConnection`: on a
 * connection of its own (closed after it), which the cluster's first process hands to the next
 * API process in turn.
 */
async function send(server: Server, load: Load, turn = 0, ownConnection = false) {
  const path = load.paths ? load.paths[turn % load.paths.length] : load.path;
  const request = { ...load, path, ...load.next?.() };
  const answer = await fetch(server.url + request.path, {
    method: request.method ?? 'GET',
    headers: { ...request.headers, ...(ownConnection ? { connection: 'close' } : {}) },
    body: request.body,
  }).catch((error: Error) => ({ status: 0, text: async () => error.message }));
  return `${answer.status} ${(await answer.text()).replace(/\s+/g, ' ').slice(0, 200)}`;
}

/** A line that the next one replaces, on a terminal. */
const progress = (text: string) => {
  if (process.stdout.isTTY) process.stdout.write(`\r  ${text}`.padEnd(80) + (text ? '' : '\r'));
};

const ms = (x: number) => (Number.isNaN(x) ? '-' : x.toFixed(1));
/** Two significant digits: 0.0031, 0.52. */
const ratio = (x: number) => (x >= 1 ? x.toFixed(2) : x.toPrecision(2));
const pct = (x: number) => `${Math.round(x * 100)} %`;
function printRows(title: string, rows: Row[]) {
  const base = rows.find((r) => r.label === SCENARIOS[0].label);
  console.log(`\n${title}`);
  console.log(
    `  ${'scenario'.padEnd(36)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'x base'.padStart(7)} ${'load'.padStart(6)} ${'app'.padStart(6)} ${'machine'.padStart(8)} ${'per core'.padStart(9)} ${'x base'.padStart(7)}`,
  );
  const perCore = (r: Row) => (r.cpu.app > 0 ? r.rps / r.cpu.app : NaN);
  for (const r of rows) {
    console.log(
      `  ${r.label.padEnd(36)} ${r.rps.toFixed(0).padStart(8)} ${ms(r.p50).padStart(8)} ${ms(r.p99).padStart(8)} ${String(r.errors).padStart(7)} ${(base ? ratio(r.rps / base.rps) : '-').padStart(7)} ${pct(r.cpu.load).padStart(6)} ${pct(r.cpu.app).padStart(6)} ${pct(r.cpu.machine).padStart(8)} ${perCore(r).toFixed(0).padStart(9)} ${(base ? ratio(perCore(r) / perCore(base)) : '-').padStart(7)}`,
    );
  }
  for (const r of rows.filter((row) => row.detail)) console.log(`  ! ${r.label}: ${r.detail}`);
}

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
    // PGlite is opened by one process at a time: the app's from now on.
    if (database.dialect === 'pglite') await database.close();
    const runs: { processes: string; tables: Table[] }[] = [];
    for (const processes of PROCESSES)
      runs.push({
        processes: processes ?? '1',
        tables: await benchApp(baseline, label, database, at, dataDir, processes, {
          taxonomy,
          candidates,
        }),
      });
    if (runs.length > 1) printScaling(label, runs);
  } finally {
    if (!('dataDir' in at)) fs.rmSync(dataDir, { recursive: true, force: true });
  }
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

/** Each scenario's requests/s with each number of processes, and its ratio to the first's. */
function printScaling(label: string, runs: { processes: string; tables: Table[] }[]) {
  const [first] = runs;
  for (const [t, { connections }] of first.tables.entries()) {
    console.log(`\n${label}, ${connections} connections: requests/s by API processes`);
    const counts = runs.map((run) => `${run.processes} p`.padStart(8));
    const ratios = runs.slice(1).map(() => `x ${first.processes} p`.padStart(8));
    console.log(`  ${'scenario'.padEnd(36)} ${[...counts, ...ratios].join(' ')}`);
    for (const [i, row] of first.tables[t].rows.entries()) {
      const rps = runs.map((run) => run.tables[t].rows[i].rps);
      const cells = [
        ...rps.map((x) => x.toFixed(0).padStart(8)),
        ...rps.slice(1).map((x) => ratio(x / rps[0]).padStart(8)),
      ];
      console.log(`  ${row.label.padEnd(36)} ${cells.join(' ')}`);
    }
  }
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
