import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ConfigError } from '../../config/env';
import { revokeUserSessions } from '../access/sessions';

/**
 * The domains of the demo's accounts: the accounts of /usethis and the applicants the demo adds,
 * all with the published demo password.
 */
export const DEMO_EMAIL_DOMAINS = ['demo.logicareers.ae', 'demo-candidates.logicareers.ae'];

const activeDemoAccounts = (db: Db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        or(...DEMO_EMAIL_DOMAINS.map((domain) => like(users.email, `%@${domain}`))),
      ),
    );

/**
 * Outside demo mode, demo accounts that can still sign in are a master-admin password anyone can
 * read in the README. The server refuses to start with them, unless told to disable them
 * (`DISABLE_DEMO_ACCOUNTS`), which also signs them out everywhere.
 */
export async function refuseDemoAccountsOutsideDemo(db: Db, disable: boolean) {
  const found = await activeDemoAccounts(db);
  if (!found.length) return 0;
  if (!disable) {
    throw new ConfigError([
      `DEMO: this database holds ${found.length} active demo accounts, whose password is published, but DEMO is false. Set DEMO=true to run it as a demo; or set DISABLE_DEMO_ACCOUNTS=true to disable those accounts and sign them out; or start from an empty database (a new DATA_DIR or DATABASE_URL)`,
    ]);
  }
  await db.transaction(async (tx) => {
    const ids = found.map((account) => account.id);
    await tx.update(users).set({ status: 'disabled' }).where(inArray(users.id, ids));
    for (const id of ids) await revokeUserSessions(tx, id);
  });
  return found.length;
}
