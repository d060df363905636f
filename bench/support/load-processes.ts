/** The servers the load benchmark measures, each started as a process group of its own. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { API } from '@logicareers/shared/api';
import { capCpu, groupProcessesRunning } from './cpu-cap';
import { type DatabaseAt } from './databases';
import { args, CPU_CAP, root } from './load-options';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now. */
async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Server {
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
export async function startServer(
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
export const PROCESSES: (string | undefined)[] =
  args.processes && cluster ? args.processes.split(',') : [undefined];
if (args.processes && !cluster)
  console.log(
    '--processes ignored: package.json has no start:cluster script (one process: apps/api/dist/main.js)',
  );

/** The app as `npm start` runs it (or the multi-process start), over the prepared database. */
export function startApp(at: DatabaseAt, dataDir: string, processes: string | undefined) {
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
export async function capServer(server: Server, script: string, count: number) {
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
