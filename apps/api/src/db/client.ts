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
import { API_ROOT } from '../lib/paths';
import { withPreparedStatements } from './prepared';
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
  close(): Promise<void>;
}

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
 * PostgreSQL through node-postgres when a URL is given (with a second pool for `readUrl`, its
 * streaming replica, when given), else embedded PGlite (in memory when dataDir is null).
 */
export async function openDatabase(options: {
  url?: string;
  readUrl?: string;
  dataDir?: string | null;
}): Promise<Database> {
  if (options.readUrl && !options.url)
    throw new Error('A read replica (DATABASE_READ_URL) needs its primary (DATABASE_URL)');
  if (options.url) {
    const pool = openPool(options.url, 'database');
    const replica = options.readUrl ? openPool(options.readUrl, 'read replica') : null;
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      readDb: replica ? (drizzlePg(replica, { schema }) as unknown as Db) : db,
      dialect: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: async () => {
        await Promise.all([pool.end(), replica?.end()]);
      },
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, { extensions: { btree_gin, pg_trgm } });
  const db = drizzlePglite(withPreparedStatements(client), { schema }) as unknown as Db;
  return {
    db,
    readDb: db,
    dialect: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // Closing twice (a shutdown after a failure) is not an error.
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
