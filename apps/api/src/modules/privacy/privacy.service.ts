import { and, desc, eq, gt, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '@logicareers/shared/constants';
import {
  DELETION_COOLING_OFF_HOURS,
  EXPORT_LINK_DOWNLOADS,
  PRIVACY_MESSAGES as M,
  type TConsentRequest,
  type TPrivacyStatus,
} from '@logicareers/shared/schemas/privacy';
import {
  DEFAULT_CANDIDATE_VISIBILITY,
  type CandidateVisibility,
} from '@logicareers/shared/talent-terms';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { candidateProfiles, dataExports, users } from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/errors';
import { hashToken, type SessionUser } from '../access/sessions';
import { verifyPassword } from '../identity/passwords';
import { enqueueMail } from '../mail/outbox';
import { eraseAccountData, removeStoredFiles } from '../users/account-erasure';
import { privacyMails } from './privacy.mails';

const HOUR = 3_600_000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What the candidate agreed to and chose, their latest copy of their data and a pending deletion. */
export async function privacyStatus(db: Db, userId: string): Promise<TPrivacyStatus> {
  const [row] = await db
    .select({
      acceptedAt: users.privacyAcceptedAt,
      version: users.privacyVersion,
      dueAt: users.deletionDueAt,
      visibility: candidateProfiles.visibility,
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(eq(users.id, userId));
  const [latest] = await db
    .select({
      status: dataExports.status,
      createdAt: dataExports.createdAt,
      readyAt: dataExports.readyAt,
      expiresAt: dataExports.expiresAt,
    })
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return {
    privacy_accepted_at: iso(row.acceptedAt),
    privacy_version: row.version,
    current_version: PRIVACY_NOTICE_VERSION,
    visibility: row.visibility ?? DEFAULT_CANDIDATE_VISIBILITY,
    export: latest
      ? {
          status: latest.status,
          requested_at: latest.createdAt.toISOString(),
          ready_at: iso(latest.readyAt),
          expires_at: iso(latest.expiresAt),
        }
      : null,
    deletion_due_at: iso(row.dueAt),
  };
}

/**
 * The file of the candidate's latest copy of their data, while it is ready and has not expired;
 * signed in, they need not spend one of the e-mailed link's downloads.
 */
export async function ownExportFile(db: Db, userId: string, now = new Date()) {
  const [latest] = await db
    .select({ storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.userId, userId),
        eq(dataExports.status, 'ready'),
        isNotNull(dataExports.storageKey),
        gt(dataExports.expiresAt, now),
      ),
    )
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  if (!latest?.storageKey) throw notFound(M.exportLinkInvalid);
  return latest.storageKey;
}

/** Accepts the notice of this release and sets who may find the candidate, in one change. */
export async function saveConsent(db: Db, userId: string, input: TConsentRequest) {
  const visibility = input.visibility as CandidateVisibility;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ privacyAcceptedAt: new Date(), privacyVersion: PRIVACY_NOTICE_VERSION })
      .where(eq(users.id, userId));
    await tx
      .insert(candidateProfiles)
      .values({ userId, visibility })
      .onConflictDoUpdate({
        target: candidateProfiles.userId,
        set: { visibility, updatedAt: new Date() },
      });
  });
}

/**
 * Asks for a copy of the candidate's data: the worker prepares it and e-mails the link. One request
 * at a time; a new one once the last is ready replaces it (its file and link go).
 */
export async function requestExport(ctx: AppContext, userId: string) {
  const pending = await ctx.db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'requested')));
  if (pending.length) throw new AppError('CONFLICT', M.exportAlreadyRequested);
  const replaced = await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(dataExports)
      .where(eq(dataExports.userId, userId))
      .returning({ key: dataExports.storageKey });
    await tx.insert(dataExports).values({ userId });
    return gone.flatMap((row) => (row.key ? [row.key] : []));
  });
  await removeStoredFiles(ctx, replaced);
}

/**
 * The stored ZIP a download link opens, while the link works, counting the download: a link begins
 * EXPORT_LINK_DOWNLOADS downloads, then answers 410; any other token 404.
 */
export async function exportByToken(db: Db, token: string, now = new Date()) {
  const works = and(
    eq(dataExports.tokenHash, hashToken(token)),
    eq(dataExports.status, 'ready'),
    isNotNull(dataExports.storageKey),
    gt(dataExports.expiresAt, now),
  );
  // One statement counts and checks, so downloads at once cannot pass the limit together.
  const [row] = await db
    .update(dataExports)
    .set({ downloads: sql`${dataExports.downloads} + 1` })
    .where(and(works, lt(dataExports.downloads, EXPORT_LINK_DOWNLOADS)))
    .returning({ storageKey: dataExports.storageKey, userId: dataExports.userId });
  if (row?.storageKey) return { storageKey: row.storageKey, userId: row.userId };
  const [used] = await db.select({ id: dataExports.id }).from(dataExports).where(works);
  if (used) throw new AppError('GONE', M.exportLinkUsed);
  throw notFound(M.exportLinkInvalid);
}

/**
 * Schedules the deletion of the candidate's own account a cooling-off day ahead, once the password
 * is proven. Signing in meanwhile shows it, and the candidate may cancel it until it is carried out.
 */
export async function requestDeletion(
  ctx: AppContext,
  user: SessionUser,
  password: string,
  now = new Date(),
) {
  const [row] = await ctx.db
    .select({
      passwordHash: users.passwordHash,
      email: users.email,
      language: users.language,
      dueAt: users.deletionDueAt,
    })
    .from(users)
    .where(eq(users.id, user.id));
  if (!(await verifyPassword(row?.passwordHash ?? null, password)))
    throw invalid({ password: M.passwordWrong });
  if (row.dueAt) return row.dueAt;
  const due = new Date(now.getTime() + DELETION_COOLING_OFF_HOURS * HOUR);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deletionRequestedAt: now, deletionDueAt: due })
      .where(eq(users.id, user.id));
    await enqueueMail(
      tx,
      privacyMails.deletionScheduled({
        to: row.email,
        due,
        appUrl: ctx.env.APP_URL,
        locale: row.language,
      }),
    );
  });
  return due;
}

export async function cancelDeletion(db: Db, userId: string) {
  const cancelled = await db
    .update(users)
    .set({ deletionRequestedAt: null, deletionDueAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.deletionDueAt)))
    .returning({ id: users.id });
  if (!cancelled.length) throw new AppError('CONFLICT', M.noDeletionPending);
}

/**
 * Carries out the deletions whose cooling-off day has passed: each account is erased by the
 * administrators' erasure service and the person told by e-mail (the last one to the address).
 * Answers how many accounts were erased.
 */
export async function eraseDueDeletions(ctx: Pick<AppContext, 'db' | 'files'>, now = new Date()) {
  const due = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(lte(users.deletionDueAt, now), eq(users.role, 'candidate')));
  for (const { id } of due) await eraseWithNotice(ctx, id, 'own_request');
  return due.length;
}

/** Erases a candidate's account and e-mails them that it is done. */
export async function eraseWithNotice(
  ctx: Pick<AppContext, 'db' | 'files'>,
  userId: string,
  reason: 'own_request' | 'inactivity',
) {
  const keys = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    const removed = await eraseAccountData(tx, userId, null, reason);
    if (!row || removed === null) return [];
    await enqueueMail(tx, privacyMails.accountErased({ to: row.email, locale: row.language }));
    return removed;
  });
  await removeStoredFiles(ctx, keys);
}
