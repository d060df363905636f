import cluster, { type Worker as ClusterProcess } from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { ConfigError, loadEnvOrExit } from './config/env';
import { openDatabase } from './db/client';
import { diskFileStore } from './modules/files/file-store';
import { logOptions } from './lib/logger';
import { SHUTDOWN_LIMIT_MS, stopOnSignals } from './lib/shutdown';
import { prepareDatabase } from './setup';

/**
 * Several API processes and one worker process on one machine (`npm run start:cluster`): the
 * database is migrated and seeded once, here, then API_PROCESSES API processes (default: one per
 * core) share PORT with the worker off in each, and one worker process sends the e-mails and runs
 * the passes. A process that dies is started again, sooner the longer it had run; SIGTERM is
 * passed on to every process and waited for.
 */
const env = loadEnvOrExit({
  DATABASE_URL: 'several processes share one PostgreSQL database (PGlite serves one process)',
  REDIS_URL:
    'the API processes count rate limits together in Redis (else each would allow the limit)',
  SMTP_URL: 'the worker process sends the e-mails, so it needs a mail server',
});
const log = pino(logOptions(env.LOG_LEVEL));
const apiProcesses = Number(process.env.API_PROCESSES || os.availableParallelism());
if (!Number.isInteger(apiProcesses) || apiProcesses < 1) {
  console.error(
    `Configuration is not valid:\n  - API_PROCESSES: must be a whole number of 1 or more`,
  );
  process.exit(1);
}

const database = await openDatabase({ url: env.DATABASE_URL! });
const files = diskFileStore(path.join(env.DATA_DIR, 'uploads'));
try {
  const { demoSeeded, demoAccountsDisabled } = await prepareDatabase(database, env, files);
  if (demoSeeded) log.info('demo data seeded: see /usethis for the demo sign-ins');
  if (demoAccountsDisabled)
    log.warn(`${demoAccountsDisabled} demo accounts disabled (DISABLE_DEMO_ACCOUNTS)`);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
} finally {
  await database.close();
}

/** The built entry points next to this one (.js), or the sources under tsx (.ts). */
const here = fileURLToPath(import.meta.url);
const entry = (name: string) => path.join(path.dirname(here), `${name}${path.extname(here)}`);

type Role = 'api' | 'worker';
/** Each slot keeps one process running: its role, the process, and how soon to restart it. */
interface Slot {
  role: Role;
  index: number;
  process?: ClusterProcess;
  startedAt: number;
  restartInMs: number;
}
/** A process that ran this long before dying is restarted after the shortest wait again. */
const HEALTHY_AFTER_MS = 30_000;
const FIRST_RESTART_MS = 1_000;
const LONGEST_RESTART_MS = 30_000;

let stopping = false;
const slots: Slot[] = [
  ...Array.from({ length: apiProcesses }, (_, index) => ({ role: 'api' as const, index })),
  { role: 'worker' as const, index: 0 },
].map((slot) => ({ ...slot, startedAt: 0, restartInMs: FIRST_RESTART_MS }));

function start(slot: Slot) {
  cluster.setupPrimary({ exec: entry(slot.role === 'api' ? 'main' : 'worker-main') });
  // The database is ready: the API processes neither migrate nor seed, and the worker is apart.
  const child = cluster.fork(slot.role === 'api' ? { WORKER: 'false' } : {});
  slot.process = child;
  slot.startedAt = Date.now();
  log.info({ role: slot.role, index: slot.index, pid: child.process.pid }, 'process started');
  child.on('exit', (code, signal) => {
    slot.process = undefined;
    if (stopping) return;
    const ranMs = Date.now() - slot.startedAt;
    if (ranMs >= HEALTHY_AFTER_MS) slot.restartInMs = FIRST_RESTART_MS;
    log.warn(
      { role: slot.role, index: slot.index, code, signal, restart_in_ms: slot.restartInMs },
      'process ended: starting it again',
    );
    setTimeout(() => {
      if (!stopping) start(slot);
    }, slot.restartInMs);
    slot.restartInMs = Math.min(slot.restartInMs * 2, LONGEST_RESTART_MS);
  });
}

for (const slot of slots) start(slot);
log.info(
  { api_processes: apiProcesses, port: env.PORT },
  `LogiCareers runs ${apiProcesses} API processes and a worker at ${env.APP_URL}`,
);

// Each process drains within its own limit; this one waits a little longer for them.
stopOnSignals(
  log,
  async (step) => {
    stopping = true;
    const unclean: string[] = [];
    await Promise.all(
      slots.map((slot) => {
        const child = slot.process;
        if (!child) return null;
        return step(`${slot.role} ${slot.index} (pid ${child.process.pid})`, async () => {
          const ended = new Promise<number | null>((resolve) => child.once('exit', resolve));
          child.process.kill('SIGTERM');
          const code = await ended;
          if (code !== 0) unclean.push(`${slot.role} ${slot.index} exited ${code}`);
        });
      }),
    );
    if (unclean.length)
      throw new Error(`not every process shut down cleanly: ${unclean.join(', ')}`);
  },
  SHUTDOWN_LIMIT_MS + 2_000,
);
