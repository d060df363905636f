/** The load benchmark's runs: autocannon driving a server, and what it measured. */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Database } from '../../apps/api/src/db/client';
import { rowsOf } from '../../apps/api/src/db/rows';
import { cpuMeter, groupCpuSeconds } from './load-cpu';
import { args, DURATION, TIMEOUT, WARMUP } from './load-options';
import { sleep, type Server } from './load-processes';
import { type Load, type Scenario } from './load-scenarios';
import { percentile } from './stats';

export interface Table {
  connections: number;
  rows: Row[];
}
export interface Row {
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

export async function measure(
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
export async function send(server: Server, load: Load, turn = 0, ownConnection = false) {
  const path = load.paths ? load.paths[turn % load.paths.length] : load.path;
  const request = { ...load, path, ...load.next?.() };
  const answer = await fetch(server.url + request.path, {
    method: request.method ?? 'GET',
    headers: { ...request.headers, ...(ownConnection ? { connection: 'close' } : {}) },
    body: request.body,
  }).catch((error: Error) => ({ status: 0, text: async () => error.message }));
  return `${answer.status} ${(await answer.text()).replace(/\s+/g, ' ').slice(0, 200)}`;
}
