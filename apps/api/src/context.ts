import type { Database, Db } from './db/client';
import type { Env } from './config/env';
import type { FileStore } from './modules/files/file-store';
import type { SessionPolicy } from './modules/access/sessions';

/** What every module reaches through `app.ctx`. */
export interface AppContext {
  db: Db;
  /**
   * For public reads that may be a little behind: the read replica (DATABASE_READ_URL), or `db`
   * when there is none. Writes and a signed-in user's own reads stay on `db` (decision 026).
   */
  readDb: Db;
  dialect: 'pglite' | 'postgres';
  env: Env;
  sessionPolicy: SessionPolicy;
  /** The database's NOTIFY notices (changes to what public pages show). */
  listen: Database['listen'];
  /** Uploaded CVs and photos. */
  files: FileStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
