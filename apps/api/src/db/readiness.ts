import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { NotReadyReason } from '@logicareers/shared/schemas/common';
import { databaseFailure } from '../lib/database-errors';
import type { Db } from './client';
import { migrationsFolder, replicaWatchOf } from './client';
import { users } from './schema';

/** The latest migration this build ships, as drizzle records it once applied (its `created_at`). */
let latest: number | undefined;
const latestMigration = () =>
  (latest ??= Math.max(...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis)));

/** SQLSTATE of a table or schema that does not exist. */
const MISSING = new Set(['42P01', '3F000']);
const codeOf = (error: unknown) =>
  String(
    (error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code,
  );

export type Readiness = { ready: true } | { ready: false; reason: NotReadyReason; error?: unknown };

/**
 * Whether the database can serve this build: it answers, drizzle's record of migrations holds the
 * latest migration this build ships (a newer database is fine: migrations only widen), a core
 * table can be read, and the read replica, when there is one, answers. A few small queries, cheap
 * enough for a load balancer to ask every few seconds.
 */
export async function readiness(db: Db, readDb: Db = db): Promise<Readiness> {
  const failed = (error: unknown, missing: NotReadyReason): Readiness => ({
    ready: false,
    error,
    reason:
      databaseFailure(error) === 'unavailable'
        ? 'database_unreachable'
        : MISSING.has(codeOf(error))
          ? missing
          : 'database_error',
  });
  try {
    const result = (await db.execute(
      sql`select exists (select 1 from drizzle.__drizzle_migrations where created_at = ${latestMigration()}) as applied`,
    )) as unknown as { rows: { applied: boolean }[] };
    if (!result.rows[0]?.applied) return { ready: false, reason: 'migrations_missing' };
  } catch (error) {
    return failed(error, 'migrations_missing');
  }
  try {
    await db.select({ id: users.id }).from(users).limit(1);
  } catch (error) {
    return failed(error, 'schema_missing');
  }
  // A replica given must answer too: the public reads depend on it (decision 037).
  const watch = replicaWatchOf(readDb);
  if (watch) {
    const replica = await watch.check();
    if (!replica.reachable)
      return { ready: false, reason: 'replica_unreachable', error: replica.error };
  }
  return { ready: true };
}
