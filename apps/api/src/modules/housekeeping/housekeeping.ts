import { and, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  alertDigests,
  emailSubscriptions,
  outbox,
  passwordResetCodes,
  sessions,
} from '../../db/schema';

const DAY = 86_400_000;

/** How long records that have served their purpose are kept before the worker removes them. */
export const RETENTION_DAYS = {
  /** Expired or revoked sessions: long enough to answer "signed out" rather than "unknown". */
  sessions: 1,
  /** Used or expired password codes. */
  resetCodes: 1,
  /** Sent or finally failed e-mails stay readable in the admin outbox for a quarter. */
  mail: 90,
  /** The record of which alert was e-mailed for which period (its period is long closed by then). */
  digests: 90,
  /** A footer subscription whose address was never confirmed. */
  unconfirmedSubscriptions: 30,
} as const;

export type PruneResult = Record<keyof typeof RETENTION_DAYS, number>;

async function prune(db: Db, table: PgTable, where: SQL | undefined) {
  const removed = await db
    .delete(table)
    .where(where)
    .returning({ one: sql`1` });
  return removed.length;
}

/**
 * Removes what no one needs any more: dead sessions and password codes, old sent e-mails and
 * digest records, and footer subscriptions never confirmed. Safe to run at any time and twice.
 */
export async function pruneOldRecords(db: Db, now = new Date()): Promise<PruneResult> {
  const before = (days: number) => new Date(now.getTime() - days * DAY);
  const r = RETENTION_DAYS;
  return {
    sessions: await prune(
      db,
      sessions,
      or(lt(sessions.expiresAt, before(r.sessions)), lt(sessions.revokedAt, before(r.sessions))),
    ),
    resetCodes: await prune(
      db,
      passwordResetCodes,
      or(
        lt(passwordResetCodes.expiresAt, before(r.resetCodes)),
        lt(passwordResetCodes.usedAt, before(r.resetCodes)),
      ),
    ),
    mail: await prune(
      db,
      outbox,
      and(
        sql`${outbox.status} in ('sent', 'failed')`,
        lt(sql`coalesce(${outbox.sentAt}, ${outbox.createdAt})`, before(r.mail)),
      ),
    ),
    digests: await prune(db, alertDigests, lt(alertDigests.createdAt, before(r.digests))),
    unconfirmedSubscriptions: await prune(
      db,
      emailSubscriptions,
      and(
        isNull(emailSubscriptions.confirmedAt),
        lt(emailSubscriptions.createdAt, before(r.unconfirmedSubscriptions)),
      ),
    ),
  };
}

/**
 * Brings the planner's statistics of the searched tables up to date, which its estimates of
 * totals and facets rest on, and marks their settled pages all-visible, so that search reads the
 * keyword signatures of an emirate's jobs from an index alone. The embedded database has no
 * autovacuum to do it; on a server this only repeats what autovacuum does anyway.
 */
export async function refreshSearchStatistics(db: Db) {
  await db.execute(sql`vacuum (analyze) jobs, job_search`);
}
