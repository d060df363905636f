import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
  outbox,
  outboxSubjects,
  passwordResetCodes,
  savedJobs,
  sessions,
  signInThrottle,
  users,
} from '../../db/schema';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { ERASED_DOMAIN } from '../identity/identity.policy';
import { FORGOTTEN_ADDRESS } from '../mail/outbox';

/** Where an erased account's e-mail points (the accounts' rules keep it). */
export { ERASED_DOMAIN };

/*
 * Erasing an account (decisions 019 and 028): the one service behind an administrator's deletion,
 * a candidate's own request once its cooling-off day has passed, and the retention of inactive
 * candidates. The `users` row and its id stay, so that applications, jobs and comments keep
 * existing "without the person"; everything that names the person goes.
 */

/** A stored password no password matches (it is no argon2 hash). */
export const NO_PASSWORD = '!none';
/** What stands where the person's name, e-mail or phone number was in other people's records. */
export const ERASED_TEXT = '[erased]';

/** Why an account was erased, kept in the audit log (the person's data is not). */
export type ErasureReason = 'administrator' | 'own_request' | 'inactivity';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Identity {
  email: string;
  firstName: string;
  lastName: string;
  mobileNumber: string | null;
}

/** The person's e-mail, full name and phone number, and their first and last names (as words). */
function identifiersOf(person: Identity) {
  const first = person.firstName.trim();
  const last = person.lastName.trim();
  return {
    whole: [
      person.email,
      ...(first && last ? [`${first} ${last}`] : []),
      ...(person.mobileNumber ? [person.mobileNumber] : []),
    ].map(escapeRegExp),
    words: [first, last].filter((name) => name.length >= 2).map(escapeRegExp),
  };
}
type Identifiers = ReturnType<typeof identifiersOf>;

/*
 * The identifiers as one regular expression of literals, for PostgreSQL (\m and \M bound a word)
 * and for JavaScript: each character that means something in a pattern is escaped, and the pattern
 * is a parameter, so no name can change what it finds or break a statement.
 */
const sqlPattern = ({ whole, words }: Identifiers) =>
  [...whole, ...words.map((word) => `\\m${word}\\M`)].join('|');
const jsPattern = ({ whole, words }: Identifiers) =>
  new RegExp(
    [...whole, ...words.map((word) => `(?<![\\p{L}\\p{N}_])${word}(?![\\p{L}\\p{N}_])`)].join('|'),
    'giu',
  );

/** Keys of an audit entry's before/after that hold a person's own data. */
const PERSONAL_KEYS = new Set([
  'email',
  'username',
  'name',
  'first_name',
  'last_name',
  'firstName',
  'lastName',
  'mobile_number',
  'mobileNumber',
  'phone',
  'message',
]);

/**
 * An audit value about the person rebuilt as a value (never edited as JSON text): their fields
 * become ERASED_TEXT, and their identifiers in any other text too.
 */
function withoutPerson(value: unknown, pattern: RegExp): unknown {
  if (typeof value === 'string') return value.replace(pattern, ERASED_TEXT);
  if (Array.isArray(value)) return value.map((item) => withoutPerson(item, pattern));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        PERSONAL_KEYS.has(key) && typeof item === 'string'
          ? ERASED_TEXT
          : withoutPerson(item, pattern),
      ]),
    );
  return value;
}

/**
 * What other people keep that belongs to the person, found by identity (decision 036): e-mails to
 * their address or about them (outbox_subjects), the company e-mail log of mails to them, comments
 * on their applications, their interviews, and audit entries by them or about them. Only there are
 * their identifiers rewritten; a record of anyone else is never touched, whatever text it holds.
 */
async function forgetInTheirRecords(db: Db, userId: string, person: Identity) {
  const address = person.email.toLowerCase();
  const identifiers = identifiersOf(person);
  const pattern = sqlPattern(identifiers);
  const rewrite = (column: PgColumn) =>
    sql`regexp_replace(${column}, ${pattern}, ${ERASED_TEXT}, 'gi')`;

  // Mails to them: the address goes at once, and what was not sent yet is never sent.
  const toThem = sql`lower(${outbox.to}) = ${address}`;
  const aboutThem = or(
    inArray(
      outbox.id,
      db
        .select({ id: outboxSubjects.outboxId })
        .from(outboxSubjects)
        .where(eq(outboxSubjects.userId, userId)),
    ),
    inArray(
      outbox.id,
      db
        .select({ id: sql`${candidateEmails.outboxId}` })
        .from(candidateEmails)
        .where(and(eq(candidateEmails.candidateId, userId), isNotNull(candidateEmails.outboxId))),
    ),
  );
  await db
    .update(outbox)
    .set({
      to: sql`case when ${toThem} then ${FORGOTTEN_ADDRESS} else ${outbox.to} end`,
      subject: rewrite(outbox.subject),
      text: rewrite(outbox.text),
      html: rewrite(outbox.html),
      // The full copies and the calendar carry the person too; a mail left to send is not sent.
      unredacted: null,
      extras: null,
      compose: null,
      status: sql`case when ${outbox.status} = 'pending' then 'cancelled' else ${outbox.status} end`,
    })
    .where(or(toThem, aboutThem));
  await db
    .update(candidateEmails)
    .set({
      toAddress: ERASED_TEXT,
      subject: rewrite(candidateEmails.subject),
      text: rewrite(candidateEmails.text),
    })
    .where(eq(candidateEmails.candidateId, userId));
  await db
    .update(applicationComments)
    .set({ body: rewrite(applicationComments.body) })
    .where(
      inArray(
        applicationComments.applicationId,
        db
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.candidateId, userId)),
      ),
    );
  await db
    .update(interviews)
    .set({
      location: rewrite(interviews.location),
      phone: rewrite(interviews.phone),
      notes: rewrite(interviews.notes),
      outcomeNote: rewrite(interviews.outcomeNote),
    })
    .where(eq(interviews.candidateId, userId));
  await db.update(auditLog).set({ actorEmail: ERASED_TEXT }).where(eq(auditLog.actorId, userId));
  // About them: each entry's before and after rebuilt as values, never edited as text.
  const entries = await db
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)));
  const inJson = jsPattern(identifiers);
  for (const entry of entries)
    await db
      .update(auditLog)
      .set({
        before: withoutPerson(entry.before, inJson),
        after: withoutPerson(entry.after, inJson),
      })
      .where(eq(auditLog.id, entry.id));
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
  await forgetInTheirRecords(tx, userId, person);
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
