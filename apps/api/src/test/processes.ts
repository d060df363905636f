import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import net from 'node:net';
import path from 'node:path';
import { API_ROOT } from '../lib/paths';

const REPO_ROOT = path.resolve(API_ROOT, '../..');

/** Builds apps/api/dist (and the web app, for tests of its pages) when stale, as `npm start` does. */
export function buildServer(options: { web?: boolean } = {}) {
  const scripts = [...(options.web ? ['build-web-if-stale.mjs'] : []), 'build-server-if-stale.mjs'];
  for (const script of scripts)
    execFileSync(process.execPath, [`scripts/${script}`], { cwd: REPO_ROOT, stdio: 'ignore' });
}

/** A port nothing listens on (free when asked). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = (server.address() as net.AddressInfo) ?? {};
      server.close(() => resolve(port));
    });
  });

/** Waits for `check` to hold, polling; fails after `ms` (a bound on waiting, not a measurement). */
export async function until(check: () => Promise<boolean> | boolean, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type LogLine = { level: number; msg: string; [key: string]: unknown };

export interface ServerProcess {
  child: ChildProcess;
  /** Every JSON log line written so far. */
  logs: LogLine[];
  /** What was written that is not a JSON log line (start-up refusals, say). */
  text: () => string;
  /** Waits for a log line that `match` accepts. */
  waitForLog(match: (line: LogLine) => boolean, what: string, ms?: number): Promise<LogLine>;
  /** The exit code (null when killed by a signal) and signal, once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Ends the process if it still runs (SIGKILL). */
  kill(): void;
}

/**
 * Starts a built entry point of apps/api/dist (`main`, `worker-main`, `cluster-main`) as a process
 * of its own, with `env` added to a minimal environment, and reads its JSON log.
 */
export function spawnServer(entry: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [path.join(API_ROOT, 'dist', `${entry}.js`)], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: 'UTC',
      DEMO: 'false',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  let text = '';
  const read = (chunk: Buffer, rest: { value: string }) => {
    rest.value += chunk.toString();
    const lines = rest.value.split('\n');
    rest.value = lines.pop()!;
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        text += `${line}\n`;
      }
    }
  };
  const out = { value: '' };
  const err = { value: '' };
  child.stdout!.on('data', (chunk: Buffer) => read(chunk, out));
  child.stderr!.on('data', (chunk: Buffer) => read(chunk, err));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  return {
    child,
    logs,
    text: () => text + out.value + err.value,
    async waitForLog(match, what, ms = 60_000) {
      let found: LogLine | undefined;
      await until(
        () => {
          found = logs.find(match);
          if (!found && ended) throw new Error(`exited before ${what}:\n${text}`);
          return !!found;
        },
        what,
        ms,
      );
      return found!;
    },
    exited,
    kill: () => {
      if (!ended) child.kill('SIGKILL');
    },
  };
}

/** Whether a new connection to the port is refused (nothing listens). */
export const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

/** Whether a redis-server program is installed, for tests that start (and stop) their own. */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A throwaway Redis server of a test's own on `port`, without persistence, once it answers. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 50 });
  probe.on('error', () => {});
  await probe.connect().catch(() => {});
  await until(async () => (await probe.ping().catch(() => null)) === 'PONG', 'Redis to answer');
  probe.disconnect();
  return child;
}
