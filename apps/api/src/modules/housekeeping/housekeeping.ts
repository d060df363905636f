import { and, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  alertDigests,
  dataExports,
  emailChangeCodes,
  emailSubscriptions,
  enquiries,
  files,
  outbox,
  passwordResetCodes,
  sessions,
  signInThrottle,
} from '../../db/schema';
import type { FileStore } from '../files/file-store';

const DAY = 86_400_000;

/** How long records that have served their purpose are kept before the worker removes them. */
export const RETENTION_DAYS = {
  /** Expired or revoked sessions: long enough to answer "signed out" rather than "unknown". */
  sessions: 1,
  /** Used or expired password codes. */
  resetCodes: 1,
  /** Used or expired codes of e-mail changes. */
  emailChangeCodes: 1,
  /** Failed sign-ins of an e-mail, a day after the last one (when the throttle forgets them). */
  signInFailures: 1,
  /** Sent or finally failed e-mails stay readable in the admin outbox for a quarter. */
  mail: 90,
  /** The record of which alert was e-mailed for which period (its period is long closed by then). */
  digests: 90,
  /** A footer subscription whose address was never confirmed. */
  unconfirmedSubscriptions: 30,
  /** A closed enquiry, two years after it was last touched (the privacy policy says so). */
  closedEnquiries: 730,
} as const;

export type PruneResult = Record<keyof typeof RETENTION_DAYS, number>;

async function prune(db: Db, table: PgTable, where: SQL | undefined) {
  const removed = await db
    .delete(table)
    .where(where)
    .returning({ one: sql`1` });
  return removed.length;
}

/** Removes the one-time codes that expired, or were used, before `cutoff`. */
function pruneCodes(
  db: Db,
  table: typeof passwordResetCodes | typeof emailChangeCodes,
  cutoff: Date,
) {
  return prune(db, table, or(lt(table.expiresAt, cutoff), lt(table.usedAt, cutoff)));
}

/**
 * Removes what no one needs any more: dead sessions, password and e-mail change codes, forgotten sign-in
 * failures, old sent e-mails and
 * digest records, footer subscriptions never confirmed, and enquiries closed two years ago. Safe to run at any time and twice.
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
    resetCodes: await pruneCodes(db, passwordResetCodes, before(r.resetCodes)),
    emailChangeCodes: await pruneCodes(db, emailChangeCodes, before(r.emailChangeCodes)),
    signInFailures: await prune(
      db,
      signInThrottle,
      lt(signInThrottle.lastFailureAt, before(r.signInFailures)),
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
    closedEnquiries: await prune(
      db,
      enquiries,
      and(sql`${enquiries.status} = 'closed'`, lt(enquiries.updatedAt, before(r.closedEnquiries))),
    ),
  };
}

/**
 * A stored file younger than this is never swept, named by a record or not: an upload writes its
 * bytes first and its record a moment later, in one request.
 */
export const ORPHAN_FILE_GRACE_MS = 3_600_000;
const SWEEP_BATCH = 200;

/**
 * Removes stored files that no record names and that are older than the grace period: what a
 * crash between writing an upload's bytes and its record leaves behind, or the bytes of a record
 * deleted with its owner. Answers how many were removed. Safe to run at any time and twice.
 */
export async function sweepOrphanFiles(db: Db, store: FileStore, now = new Date()) {
  const cutoff = now.getTime() - ORPHAN_FILE_GRACE_MS;
  let removed = 0;
  const sweep = async (keys: string[]) => {
    const named = await db
      .select({ key: files.storageKey })
      .from(files)
      .where(inArray(files.storageKey, keys));
    // Copies of candidates' data (decision 028) are named by their export's record.
    const exports = await db
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(inArray(dataExports.storageKey, keys));
    const kept = new Set([...named, ...exports].map((row) => row.key));
    for (const key of keys) {
      if (kept.has(key)) continue;
      await store.delete(key);
      removed++;
    }
  };
  let batch: string[] = [];
  for await (const file of store.list()) {
    if (file.modifiedAt.getTime() >= cutoff) continue;
    batch.push(file.key);
    if (batch.length === SWEEP_BATCH) {
      await sweep(batch);
      batch = [];
    }
  }
  if (batch.length) await sweep(batch);
  return removed;
}

/**
 * Brings the planner's statistics of the searched tables up to date, which its estimates of
 * totals and facets rest on, and marks their settled pages all-visible, so that search reads the
 * keyword signatures of an emirate's jobs from an index alone. The embedded database has no
 * autovacuum to do it; on a server this only repeats what autovacuum does anyway.
 */
export async function refreshSearchStatistics(db: Db) {
  await db.execute(sql`vacuum (analyze) jobs, job_search, candidate_search`);
}
