import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  applications,
  applicationComments,
  auditLog,
  candidateCertifications,
  candidateComments,
  candidateEducations,
  candidateEmails,
  candidateEmployments,
  candidateProfiles,
  candidateSearch,
  candidateSubmissions,
  consultantFeedback,
  cvFolderCandidates,
  dataExports,
  emailChangeCodes,
  emailResponses,
  emailSubscriptions,
  enquiries,
  files,
  interviews,
  jobAlerts,
  jobComments,
  outbox,
  passwordResetCodes,
  savedJobs,
  sessions,
  signInThrottle,
  users,
} from '../../db/schema';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';

/*
 * Erasing an account (decisions 019 and 028): the one service behind an administrator's deletion,
 * a candidate's own request once its cooling-off day has passed, and the retention of inactive
 * candidates. The `users` row and its id stay, so that applications, jobs and comments keep
 * existing "without the person"; everything that names the person goes.
 */

/** Where an erased account's e-mail points: the reserved `.invalid` domain receives no mail. */
export const ERASED_DOMAIN = 'erased.invalid';
/** A stored password no password matches (it is no argon2 hash). */
export const NO_PASSWORD = '!none';
/** What stands where the person's name, e-mail or phone number was in other people's records. */
export const ERASED_TEXT = '[erased]';

/** Why an account was erased, kept in the audit log (the person's data is not). */
export type ErasureReason = 'administrator' | 'own_request' | 'inactivity';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Free text other people keep that may name the person: e-mails sent (to them or about them),
 * recruiters' notes, interviews, answers, the audit log. Each is rewritten only in rows that carry
 * the person's e-mail, full name or phone number, and there their first and last names go too.
 */
const NAMING_COLUMNS: [PgTable, string[]][] = [
  [outbox, ['to_address', 'subject', 'text_body', 'html_body', 'unredacted', 'extras']],
  [candidateEmails, ['to_address', 'subject', 'text_body']],
  [applicationComments, ['body']],
  [jobComments, ['body']],
  [interviews, ['location', 'phone', 'notes', 'candidate_note', 'outcome_note']],
  [auditLog, ['actor_email', 'before', 'after']],
];

/** The SQL type of a column of NAMING_COLUMNS: json columns are rewritten as their text. */
const JSON_COLUMNS = new Set(['unredacted', 'extras', 'before', 'after']);

async function forgetInFreeText(
  db: Db,
  person: { email: string; firstName: string; lastName: string; mobileNumber: string | null },
) {
  const fullName = `${person.firstName} ${person.lastName}`.trim();
  const strong = [
    person.email,
    ...(person.firstName && person.lastName ? [fullName] : []),
    ...(person.mobileNumber ? [person.mobileNumber] : []),
  ].map(escapeRegExp);
  const names = [person.firstName, person.lastName]
    .filter((name) => name.trim().length >= 2)
    .map((name) => `\\m${escapeRegExp(name.trim())}\\M`);
  const find = strong.join('|');
  const replace = [...strong, ...names].join('|');
  for (const [table, columns] of NAMING_COLUMNS) {
    const text = (column: string) =>
      JSON_COLUMNS.has(column) ? sql`${sql.identifier(column)}::text` : sql.identifier(column);
    const rewritten = (column: string) => {
      const value = sql`regexp_replace(${text(column)}, ${replace}, ${ERASED_TEXT}, 'gi')`;
      return JSON_COLUMNS.has(column) ? sql`${value}::jsonb` : value;
    };
    await db.execute(sql`
      update ${table} set ${sql.join(
        columns.map((column) => sql`${sql.identifier(column)} = ${rewritten(column)}`),
        sql`, `,
      )}
      where ${sql.join(
        columns.map((column) => sql`${text(column)} ~* ${find}`),
        sql` or `,
      )}`);
  }
}

/**
 * Erases the account `userId` inside `tx`, and answers the stored files to remove once the
 * transaction has committed (`removeStoredFiles`); null when there was nothing to erase (unknown, or
 * erased already). `actor` is the administrator, or null when the
 * person asked or retention applies.
 */
export async function eraseAccountData(
  tx: Db,
  userId: string,
  actor: SessionUser | null,
  reason: ErasureReason,
): Promise<string[] | null> {
  const [person] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      mobileNumber: users.mobileNumber,
      role: users.role,
      status: users.status,
      companyId: users.companyId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!person || person.email.endsWith(`@${ERASED_DOMAIN}`)) return null;
  const removed = await tx
    .delete(files)
    .where(eq(files.ownerId, userId))
    .returning({ key: files.storageKey });
  const exported = await tx
    .delete(dataExports)
    .where(eq(dataExports.userId, userId))
    .returning({ key: dataExports.storageKey });
  await tx.delete(jobAlerts).where(eq(jobAlerts.userId, userId));
  await tx.delete(savedJobs).where(eq(savedJobs.userId, userId));
  await tx.delete(candidateEmployments).where(eq(candidateEmployments.userId, userId));
  await tx.delete(candidateEducations).where(eq(candidateEducations.userId, userId));
  await tx.delete(candidateCertifications).where(eq(candidateCertifications.userId, userId));
  await tx.delete(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  await tx.delete(candidateSearch).where(eq(candidateSearch.userId, userId));
  // What companies noted about the person, kept in folders or sent to clients (whose links stop).
  await tx.delete(candidateComments).where(eq(candidateComments.candidateId, userId));
  await tx.delete(consultantFeedback).where(eq(consultantFeedback.candidateId, userId));
  await tx.delete(cvFolderCandidates).where(eq(cvFolderCandidates.candidateId, userId));
  await tx.delete(candidateSubmissions).where(eq(candidateSubmissions.candidateId, userId));
  await tx
    .update(emailResponses)
    .set({ note: '', callTime: '' })
    .where(eq(emailResponses.candidateId, userId));
  await tx.update(interviews).set({ candidateNote: '' }).where(eq(interviews.candidateId, userId));
  // Applications stay for the employer's records, without what the person wrote.
  await tx.update(applications).set({ coverNote: '' }).where(eq(applications.candidateId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
  await tx.delete(emailChangeCodes).where(eq(emailChangeCodes.userId, userId));
  // What the person left under their e-mail address without an account.
  const address = person.email.toLowerCase();
  await tx.delete(emailSubscriptions).where(sql`lower(${emailSubscriptions.email}) = ${address}`);
  await tx.delete(enquiries).where(sql`lower(${enquiries.email}) = ${address}`);
  await tx
    .delete(signInThrottle)
    .where(eq(signInThrottle.key, createHash('sha256').update(address.trim()).digest('hex')));
  await forgetInFreeText(tx, person);
  await tx
    .update(users)
    .set({
      email: `erased-${userId}@${ERASED_DOMAIN}`,
      firstName: '',
      lastName: '',
      pronoun: null,
      mobileNumber: null,
      profilePhoto: null,
      passwordHash: NO_PASSWORD,
      status: 'disabled',
      roleGroupId: null,
      deletionRequestedAt: null,
      deletionDueAt: null,
      inactivityWarnedAt: null,
    })
    .where(eq(users.id, userId));
  // The record keeps who the account was for (its id and kind), not the person's data.
  await recordAudit(tx, actor, {
    action: 'user.delete',
    targetType: 'user',
    targetId: userId,
    companyId: person.companyId,
    before: { role: person.role, status: person.status },
    after: { erased: true, reason },
  });
  return [...removed.map((r) => r.key), ...exported.flatMap((r) => (r.key ? [r.key] : []))];
}

/** Removes stored bytes once their records are gone; the sweep of orphan files catches any left. */
export async function removeStoredFiles(ctx: Pick<AppContext, 'files'>, keys: string[]) {
  for (const key of keys) await ctx.files.delete(key).catch(() => undefined);
}

/** Erases one account in a transaction of its own, then its stored files. */
export async function eraseAccount(
  ctx: Pick<AppContext, 'db' | 'files'>,
  userId: string,
  actor: SessionUser | null,
  reason: ErasureReason,
) {
  const keys = await ctx.db.transaction((tx) => eraseAccountData(tx, userId, actor, reason));
  await removeStoredFiles(ctx, keys ?? []);
}
