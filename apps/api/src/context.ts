import { appDatabase, type Database, type Db } from './db/client';
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

/** The app's context over an open database, with the session policy its settings give. */
export const appContextOf = (database: Database, env: Env, files: FileStore): AppContext => ({
  ...appDatabase(database),
  env,
  sessionPolicy: { idleHours: env.SESSION_IDLE_HOURS, absoluteDays: env.SESSION_ABSOLUTE_DAYS },
  files,
});

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
