import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/*
 * PostgreSQL servers of a test's own on this machine: a primary in a temporary folder, on a free
 * port, that the test may stop and start again, and streaming replicas of it. Tests run as root;
 * the server programs run as the postgres user. Every folder is removed and every server stopped
 * afterwards, also when a test fails half-way (and, as a last resort, when the process exits).
 */

const run = promisify(execFile);

/** The newest PostgreSQL installed (its server programs), or PG_BIN when set. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) throw new Error(`no PostgreSQL server programs in ${root}`);
  return path.join(root, versions[0], 'bin');
}

/** Runs a server program as the postgres user (as itself when that is who we are). */
async function asPostgres(program: string, args: string[]) {
  const file = path.join(binDir(), program);
  const [command, commandArgs] =
    os.userInfo().username === 'postgres'
      ? [file, args]
      : ['runuser', ['-u', 'postgres', '--', file, ...args]];
  try {
    // The postgres user may not enter the test's working directory.
    return await run(command, commandArgs, { cwd: os.tmpdir(), timeout: 120_000 });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${program} ${args.join(' ')} failed: ${stderr || stdout || error}`, {
      cause: error,
    });
  }
}

/** A port on 127.0.0.1 where nothing listens now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A new empty folder that the postgres user owns. */
function postgresFolder(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  fs.chownSync(dir, uid, gid);
  fs.chmodSync(dir, 0o700);
  return dir;
}

/** Settings for a throw-away server that starts fast: nothing is made durable. */
const QUICK_SETTINGS = [
  "listen_addresses = '127.0.0.1'",
  'fsync = off',
  'full_page_writes = off',
  'shared_buffers = 16MB',
  'max_connections = 60',
  'max_wal_senders = 5',
  'wal_level = replica',
  'hot_standby = on',
  "log_min_messages = 'warning'",
];

/** Who may connect: anyone on this machine, replication connections included, without password. */
const TRUST_EVERYONE_HERE = [
  'local   all          all                 trust',
  'local   replication  all                 trust',
  'host    all          all    127.0.0.1/32 trust',
  'host    replication  all    127.0.0.1/32 trust',
  '',
].join('\n');

export interface PgServer {
  readonly port: number;
  readonly dataDir: string;
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  /** Whether it is running (as far as this process started and stopped it). */
  readonly running: boolean;
  start(): Promise<void>;
  /** Stops it: `fast` ends the sessions and stops cleanly; `immediate` is like a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  restart(): Promise<void>;
  /** Runs one statement (on a connection of its own, kept while the server runs) and gives its rows. */
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Stops it if it runs and removes its folder. */
  destroy(): Promise<void>;
}

export interface PgReplica extends PgServer {
  /** Waits until this replica has replayed everything the primary has written so far. */
  waitForReplay(timeoutMs?: number): Promise<void>;
  /** Holds or lets go the replay of what the primary writes (it is still received). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
}

/** Servers still running in this process, stopped on exit should a test forget or crash. */
const live = new Set<PgServer>();
let exitHookAdded = false;
function stopAllOnExit() {
  if (exitHookAdded) return;
  exitHookAdded = true;
  process.once('exit', () => {
    for (const server of live) {
      try {
        execFileSync('runuser', [
          '-u',
          'postgres',
          '--',
          path.join(binDir(), 'pg_ctl'),
          'stop',
          '-D',
          server.dataDir,
          '-m',
          'immediate',
        ]);
      } catch {
        // Stopped already.
      }
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
}

function server(dataDir: string, port: number): PgServer {
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const logFile = path.join(dataDir, 'server.log');
  let running = false;
  let destroyed = false;
  let pool: pg.Pool | null = null;
  const closePool = async () => {
    const closing = pool;
    pool = null;
    await closing?.end().catch(() => undefined);
  };
  const self: PgServer = {
    port,
    dataDir,
    url,
    get running() {
      return running;
    },
    async start() {
      await asPostgres('pg_ctl', ['start', '-w', '-t', '60', '-D', dataDir, '-l', logFile]);
      running = true;
      live.add(self);
      stopAllOnExit();
    },
    async stop(mode = 'fast') {
      await closePool();
      await asPostgres('pg_ctl', ['stop', '-w', '-t', '60', '-D', dataDir, '-m', mode]);
      running = false;
    },
    async restart() {
      if (running) await self.stop();
      await self.start();
    },
    async query<Row>(text: string, values: unknown[] = []) {
      if (!pool) {
        pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 10_000 });
        pool.on('error', () => undefined);
      }
      return (await pool.query(text, values)).rows as Row[];
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      await closePool();
      try {
        if (running || fs.existsSync(path.join(dataDir, 'postmaster.pid')))
          await self.stop('immediate');
      } catch {
        // Not running after all.
      } finally {
        live.delete(self);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
  return self;
}

/** A new PostgreSQL server of its own, initialised in a temporary folder and started. */
export async function startPgServer(): Promise<PgServer> {
  const dataDir = postgresFolder('logicareers-pg-');
  const port = await freePort();
  const created = server(dataDir, port);
  try {
    await asPostgres('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ]);
    fs.appendFileSync(
      path.join(dataDir, 'postgresql.conf'),
      [...QUICK_SETTINGS, `port = ${port}`, `unix_socket_directories = '${dataDir}'`, ''].join(
        '\n',
      ),
    );
    fs.writeFileSync(path.join(dataDir, 'pg_hba.conf'), TRUST_EVERYONE_HERE);
    await created.start();
    return created;
  } catch (error) {
    await created.destroy();
    throw error;
  }
}

/**
 * A streaming replica of `primary`: a base backup of it (with the settings to follow it) in a
 * temporary folder, on its own port, started and serving reads.
 */
export async function startPgReplica(primary: PgServer): Promise<PgReplica> {
  const dataDir = postgresFolder('logicareers-pg-replica-');
  const port = await freePort();
  const created = server(dataDir, port);
  try {
    await asPostgres('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      dataDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    // The copied settings are the primary's: this one listens on its own port and socket folder.
    fs.appendFileSync(
      path.join(dataDir, 'postgresql.conf'),
      [`port = ${port}`, `unix_socket_directories = '${dataDir}'`, ''].join('\n'),
    );
    fs.rmSync(path.join(dataDir, 'server.log'), { force: true });
    await created.start();
  } catch (error) {
    await created.destroy();
    throw error;
  }
  return {
    ...created,
    get running() {
      return created.running;
    },
    async waitForReplay(timeoutMs = 30_000) {
      const [{ lsn }] = await primary.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      );
      const until = Date.now() + timeoutMs;
      for (;;) {
        const [{ done }] = await created.query<{ done: boolean }>(
          'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) as done',
          [lsn],
        );
        if (done) return;
        if (Date.now() > until)
          throw new Error(`the replica on port ${port} has not replayed ${lsn} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async pauseReplay() {
      await created.query('select pg_wal_replay_pause()');
      // Asked for, the pause comes once the record being replayed is done.
      for (let tries = 0; ; tries++) {
        const [{ state }] = await created.query<{ state: string }>(
          'select pg_get_wal_replay_pause_state() as state',
        );
        if (state === 'paused') return;
        if (tries > 500) throw new Error(`the replica on port ${port} does not pause its replay`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    resumeReplay: async () => void (await created.query('select pg_wal_replay_resume()')),
  };
}
