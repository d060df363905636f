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
import { listenOnServer, type NoticeHandler } from './notices';
import { withPreparedStatements } from './prepared';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
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
}

/** The SQL migrations this build ships (applied at start). */
export const migrationsFolder = path.join(API_ROOT, 'drizzle');

/** PostgreSQL through node-postgres when a URL is given, else embedded PGlite (in memory when dataDir is null). */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string | null;
}): Promise<Database> {
  const { url } = options;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection closed by the server (restart, failover) must not bring the process down;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('database connection lost:', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      dialect: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      listen: async (channel, onNotice, warn) => listenOnServer(url, channel, onNotice, warn),
      close: () => pool.end(),
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
  };
}
