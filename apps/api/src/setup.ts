import type { Env } from './config/env';
import type { Database } from './db/client';
import { seedAccess } from './modules/access/access.seed';
import { refuseDemoAccountsOutsideDemo } from './modules/demo/demo.guard';
import { seedDemo } from './modules/demo/demo.seed';
import type { FileStore } from './modules/files/file-store';
import { ensureMasterAdmin } from './modules/identity/admin-bootstrap';
import { seedMasterData } from './modules/master-data/master-data.seed';

/**
 * Brings a database up to date: migrations, the seeded defaults, and demo data when asked. Outside
 * demo mode, refuses (ConfigError) a database whose demo accounts can still sign in.
 */
export async function prepareDatabase(
  database: Database,
  env: Pick<Env, 'DEMO' | 'DISABLE_DEMO_ACCOUNTS' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  files: FileStore,
) {
  await database.migrate();
  await seedAccess(database.db);
  await seedMasterData(database.db);
  const seeded = env.DEMO ? await seedDemo({ db: database.db, files }) : false;
  const demoAccountsDisabled = env.DEMO
    ? 0
    : await refuseDemoAccountsOutsideDemo(database.db, env.DISABLE_DEMO_ACCOUNTS);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD)
    await ensureMasterAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  return { demoSeeded: seeded, demoAccountsDisabled };
}
