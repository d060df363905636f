import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { databaseFailure } from '../lib/database-errors';
import { API_ROOT } from '../lib/paths';
import { listenOnServer, type NoticeHandler } from './notices';
import { withPreparedStatements } from './prepared';
import { CURRENT_SERVER, ReplicaWatch } from './replica-watch';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /**
   * Where reads that may be a little behind go: a streaming replica when one is given, else `db`
   * itself. Only public reads use it (decision 026); writes and a signed-in user's own reads do not.
   */
  readDb: Db;
  dialect: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Receives the NOTIFY notices of `channel` until the answered function is called; `warn` hears
   * of the listening connection being lost (it is made again on its own).
   */
  listen(
    channel: string,
    onNotice: NoticeHandler,
    warn?: (message: string) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tar file, which `openDatabase({ from })` starts from. */
  dump?(): Promise<Blob>;
}

/** What the app is built on from an open database: its writer and reader, its kind, its notices. */
export const appDatabase = ({ db, readDb, dialect, listen }: Database) => ({
  db,
  readDb,
  dialect,
  listen,
});

/** The SQL migrations this build ships (applied at start). */
export const migrationsFolder = path.join(API_ROOT, 'drizzle');

/**
 * How long a request waits for a connection (a free one of the pool, or a new one to a server
 * that does not answer) before it fails, and is answered 503, rather than hanging.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/** A pool of connections to one PostgreSQL server. */
function openPool(url: string, name: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A server gone without closing its connections (a network cut) is noticed.
    keepAlive: true,
  });
  // An idle connection closed by the server (restart, failover) must not bring the process down;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`${name} connection lost:`, error.message));
  // Nor one lent out, between two statements of a transaction: the pool listens only to the
  // connections it holds. The next statement on it fails (503) and the pool drops it when it is
  // given back.
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (client.listenerCount('error') === 1)
        console.error(`${name} connection lost while in use:`, error.message);
    }),
  );
  return pool;
}

/**
 * Notices passed on at once and, with a read replica, once more when the replica has replayed what
 * the primary held when they came: what was read from the replica in between, before it had the
 * change, is then forgotten too.
 */
function againOnceReplayed(
  primary: pg.Pool,
  replica: pg.Pool,
  onNotice: NoticeHandler,
): NoticeHandler {
  let heard = new Set<string | null>();
  let catchingUp = false;
  const catchUp = async () => {
    while (heard.size) {
      const payloads = heard;
      heard = new Set();
      const { rows } = await primary.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      );
      for (const until = Date.now() + REPLAY_WAIT_MS; Date.now() < until;) {
        const { rows: replayed } = await replica.query<{ done: boolean }>(
          // Null on a server that is not replaying: a primary itself answers for it.
          'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, true) as done',
          [rows[0].lsn],
        );
        if (replayed[0].done) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const payload of payloads) onNotice(payload);
    }
  };
  return (payload) => {
    onNotice(payload);
    heard.add(payload);
    if (catchingUp) return;
    catchingUp = true;
    catchUp()
      .catch(() => onNotice(null))
      .finally(() => {
        catchingUp = false;
        heard.clear();
      });
  };
}
const watches = new WeakMap<Db, ReplicaWatch>();

/**
 * The replica's reader for public reads: each call goes to the replica while it is reachable and
 * no further behind than `REPLICA_MAX_LAG_SECONDS`, else to the primary, so that the routes that
 * read it need not know. One object throughout, so what is kept per reader stays in one place.
 */
function readerOf(replicaDb: Db, primaryDb: Db, watch: ReplicaWatch): Db {
  const reader = new Proxy(replicaDb, {
    get(_target, key) {
      const target = watch.state.usable ? replicaDb : primaryDb;
      if (key === CURRENT_SERVER) return target;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  watches.set(reader, watch);
  return reader;
}

/** The watch of the replica behind a reader (`readDb`), if it is one. */
export const replicaWatchOf = (readDb: Db) => watches.get(readDb);

/** How long a change waits for the replica to replay it before its notice is repeated anyway. */
const REPLAY_WAIT_MS = 30_000;

/**
 * PostgreSQL through node-postgres when a URL is given (with a second pool for `readUrl`, its
 * streaming replica, when given), else embedded PGlite (in memory when dataDir is null), started
 * from `from` (a `dump()` of another) when given.
 */
export async function openDatabase(options: {
  url?: string;
  readUrl?: string;
  dataDir?: string | null;
  from?: Blob;
}): Promise<Database> {
  const { url, readUrl } = options;
  if (readUrl && !url)
    throw new Error('A read replica (DATABASE_READ_URL) needs its primary (DATABASE_URL)');
  if (url) {
    const pool = openPool(url, 'database');
    const replica = readUrl ? openPool(readUrl, 'read replica') : null;
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const watch = replica ? new ReplicaWatch(pool, replica) : null;
    if (replica && watch) {
      // The request that finds the replica gone fails; the next ones go to the primary.
      const query = replica.query.bind(replica) as (...args: unknown[]) => unknown;
      (replica as { query: unknown }).query = (...args: unknown[]) => {
        const result = query(...args);
        if (result instanceof Promise)
          result.catch((error: unknown) => {
            if (databaseFailure(error) === 'unavailable') watch.lost(error);
          });
        return result;
      };
      watch.start();
    }
    return {
      db,
      readDb:
        replica && watch
          ? readerOf(drizzlePg(replica, { schema }) as unknown as Db, db, watch)
          : db,
      dialect: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      listen: async (channel, onNotice, warn) => {
        // What was read from one server is forgotten when public reads move to the other.
        const unwatch = watch?.onChange(() => onNotice(null));
        const stop = await listenOnServer(
          url,
          channel,
          replica ? againOnceReplayed(pool, replica, onNotice) : onNotice,
          warn,
        );
        return async () => {
          unwatch?.();
          await stop();
        };
      },
      close: async () => {
        watch?.stop();
        await Promise.all([pool.end(), replica?.end()]);
      },
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, {
    extensions: { btree_gin, pg_trgm },
    loadDataDir: options.from,
  });
  const db = drizzlePglite(withPreparedStatements(client), { schema }) as unknown as Db;
  return {
    db,
    readDb: db,
    dialect: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    listen: async (channel, onNotice) => {
      const stop = await client.listen(channel, (payload) => onNotice(payload));
      return async () => {
        if (!client.closed) await stop();
      };
    },
    // Closing twice (a shutdown after a failure) is not an error.
    close: async () => {
      if (!client.closed) await client.close();
    },
    dump: () => client.dumpDataDir('none'),
  };
}
