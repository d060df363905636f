import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  ALERT_MESSAGES,
  MAX_JOB_ALERTS,
  type TJobAlert,
  type TUnsubscribeResult,
} from '@logicareers/shared/schemas/alerts';
import type { EmploymentType } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { emailSubscriptions, jobAlerts } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { criteriaColumns, type AlertInput } from './alerts.criteria';

/** The secret of an e-mail link: 256 random bits, URL-safe. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

const alertColumns = {
  id: jobAlerts.id,
  name: jobAlerts.name,
  keywords: jobAlerts.keywords,
  stateIds: jobAlerts.stateIds,
  functionalAreaIds: jobAlerts.functionalAreaIds,
  designationIds: jobAlerts.designationIds,
  industryIds: jobAlerts.industryIds,
  employmentTypes: jobAlerts.employmentTypes,
  experience: jobAlerts.experience,
  salaryMin: jobAlerts.salaryMin,
  frequency: jobAlerts.frequency,
  paused: jobAlerts.paused,
  createdAt: jobAlerts.createdAt,
  updatedAt: jobAlerts.updatedAt,
};
type AlertRow = Pick<typeof jobAlerts.$inferSelect, keyof typeof alertColumns>;

/** The latest digest of the alert: when it was e-mailed and how many jobs it had. */
const latestDigest = (column: 'created_at' | 'job_count') =>
  sql.raw(
    `(select d.${column} from alert_digests d where d.alert_id = job_alerts.id order by d.period_start desc limit 1)`,
  );
const lastDigest = {
  lastSentAt: sql<string | Date | null>`${latestDigest('created_at')}`,
  lastJobCount: sql<number | null>`${latestDigest('job_count')}`,
};

function toAlert(
  row: AlertRow & { lastSentAt?: string | Date | null; lastJobCount?: number | null },
): TJobAlert {
  const sent = row.lastSentAt ? new Date(row.lastSentAt) : null;
  return {
    id: row.id,
    name: row.name,
    keywords: row.keywords,
    state: row.stateIds,
    functional_area: row.functionalAreaIds,
    designation: row.designationIds,
    industry: row.industryIds,
    employment_type: row.employmentTypes as EmploymentType[],
    experience: row.experience,
    salary_min: row.salaryMin,
    frequency: row.frequency,
    paused: row.paused,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_sent: sent ? { at: sent.toISOString(), job_count: Number(row.lastJobCount ?? 0) } : null,
  };
}

/** A candidate's alerts, newest first, with the last e-mail each was part of. */
export async function listAlerts(db: Db, userId: string): Promise<TJobAlert[]> {
  const rows = await db
    .select({ ...alertColumns, ...lastDigest })
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
  return rows.map(toAlert);
}

async function ownAlert(db: Db, userId: string, id: string): Promise<TJobAlert> {
  const [row] = await db
    .select({ ...alertColumns, ...lastDigest })
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)));
  // Someone else's alert is answered exactly like one that does not exist.
  if (!row) throw notFound(ALERT_MESSAGES.notFound);
  return toAlert(row);
}

/** Creates an alert, at most MAX_JOB_ALERTS per candidate (counted under a lock, so two tabs cannot pass it). */
export async function createAlert(db: Db, userId: string, input: AlertInput): Promise<TJobAlert> {
  const criteria = await criteriaColumns(db, input);
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-alerts:${userId}`}))`);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, userId));
    if (n >= MAX_JOB_ALERTS) throw new AppError('CONFLICT', ALERT_MESSAGES.limitReached);
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        userId,
        name: input.name,
        ...criteria,
        frequency: input.frequency,
        paused: input.paused ?? false,
        unsubscribeToken: newLinkToken(),
      })
      .returning({ id: jobAlerts.id });
    return row.id;
  });
  return ownAlert(db, userId, id);
}

/** Replaces an alert's name, search and frequency; `paused` changes only when given. */
export async function updateAlert(
  db: Db,
  userId: string,
  id: string,
  input: AlertInput,
): Promise<TJobAlert> {
  const before = await ownAlert(db, userId, id);
  const criteria = await criteriaColumns(db, input, before);
  await db
    .update(jobAlerts)
    .set({
      name: input.name,
      ...criteria,
      frequency: input.frequency,
      paused: input.paused ?? before.paused,
      updatedAt: new Date(),
    })
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)));
  return ownAlert(db, userId, id);
}

export async function deleteAlert(db: Db, userId: string, id: string) {
  await ownAlert(db, userId, id);
  await db.delete(jobAlerts).where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)));
}

/**
 * The unsubscribe link of an alert's e-mails, used without signing in. A candidate's alert is
 * paused (they can resume it from their alerts); a footer subscription is stopped and must be
 * confirmed again to restart. Using the link twice answers the same.
 */
export async function unsubscribeByToken(db: Db, token: string): Promise<TUnsubscribeResult> {
  return db.transaction(async (tx) => {
    const [alert] = await tx
      .select({
        id: jobAlerts.id,
        name: jobAlerts.name,
        subscriptionId: jobAlerts.subscriptionId,
      })
      .from(jobAlerts)
      .where(eq(jobAlerts.unsubscribeToken, token));
    if (!alert) throw notFound(ALERT_MESSAGES.linkInvalid);
    await tx
      .update(jobAlerts)
      .set({ paused: true, updatedAt: new Date() })
      .where(eq(jobAlerts.id, alert.id));
    if (!alert.subscriptionId) return { kind: 'alert', name: alert.name };
    await tx
      .update(emailSubscriptions)
      .set({
        unsubscribedAt: sql`coalesce(${emailSubscriptions.unsubscribedAt}, now())`,
        confirmToken: null,
        confirmSentAt: null,
      })
      .where(eq(emailSubscriptions.id, alert.subscriptionId));
    return { kind: 'subscription', name: alert.name };
  });
}
