import { and, count, eq, notLike, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@logicareers/shared/audit';
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from '@logicareers/shared/languages';
import { ANSWERS, EMPLOYER_MESSAGES as EM } from '@logicareers/shared/messages';
import type { Role } from '@logicareers/shared/roles';
import { USER_MESSAGES as M } from '@logicareers/shared/schemas/users';
import type { Db } from '../../db/client';
import { emailChangeCodes, passwordResetCodes, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { assertMayActOn } from '../access/access.policy';
import {
  heldPermissions,
  permissionsOf,
  revokeUserSessions,
  type SessionUser,
} from '../access/sessions';
import { codeExpiry, endCodes, hashCode, newCode } from './one-time-codes';
import { verifyPassword } from './passwords';

/** One account per sign-in e-mail: whether an account already signs in with this one. */
export const emailTaken = async (db: Db, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)).length > 0;

/**
 * The saved language of the account that signs in with this e-mail, for the e-mails its owner is
 * sent about it; undefined when no account does.
 */
export const accountLanguageOf = async (db: Db, email: string) =>
  (
    await db.select({ language: users.language }).from(users).where(eq(users.email, email)).limit(1)
  )[0]?.language;

/**
 * Ends the account's pending password reset and e-mail change codes: used when an administrator
 * changes its sign-in e-mail, so nothing mailed to the old address still works.
 */
export async function endMailedCodes(db: Db, userId: string) {
  await endCodes(db, passwordResetCodes, userId);
  await endCodes(db, emailChangeCodes, userId);
}

/** Where an erased account's e-mail points: the reserved `.invalid` domain receives no mail. */
export const ERASED_DOMAIN = 'erased.invalid';

/** The accounts not erased: an erased account keeps its row, with an e-mail of that domain. */
export const notErased = notLike(users.email, `%@${ERASED_DOMAIN}`);

/**
 * A new password reset code for the user, valid for `minutes`, replacing any earlier one: what the
 * forgot-password page takes. Answers the code to mail; only its hash is stored. Give it the
 * transaction that queues the e-mail.
 */
export async function issuePasswordResetCode(db: Db, userId: string, minutes: number) {
  const code = newCode();
  await endCodes(db, passwordResetCodes, userId);
  await db.insert(passwordResetCodes).values({
    userId,
    codeHash: hashCode(userId, code),
    expiresAt: codeExpiry(minutes),
  });
  return code;
}

/** Refuses a change the signed-in user asks for unless `password` is the account's current one. */
export async function assertCurrentPassword(db: Db, userId: string, password: string) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!(await verifyPassword(row?.passwordHash ?? null, password))) {
    throw new AppError('VALIDATION', { current_password: ANSWERS.currentPasswordWrong });
  }
}

/** The language a user's e-mails are written in (the one saved on the account). */
export async function mailLanguageOf(db: Db, userId: string): Promise<SiteLanguage> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? DEFAULT_SITE_LANGUAGE;
}

/** Refuses to take away the last active master administrator (disabling or erasing them). */
export async function keepLastMasterAdmin(db: Db, target: { role: string; status: string }) {
  if (target.role !== 'master_admin' || target.status !== 'active') return;
  const [{ n }] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'master_admin'), eq(users.status, 'active')));
  if (n <= 1) throw new AppError('CONFLICT', M.lastMasterAdmin);
}

/** How many active users of the company hold company.manage. */
async function activeManagers(db: Db, companyId: number) {
  const rows = await db
    .select({ role: users.role, keys: heldPermissions })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active')));
  return rows.filter((r) => permissionsOf(r.role as Role, r.keys).includes('company.manage'))
    .length;
}

/**
 * Runs a change to the company's users, refusing it (409) when it leaves the company, which had an
 * active user holding company.manage, with none.
 */
export async function keepingAManager(db: Db, companyId: number, change: () => Promise<void>) {
  const before = await activeManagers(db, companyId);
  await change();
  if (before > 0 && (await activeManagers(db, companyId)) === 0)
    throw new AppError('CONFLICT', EM.lastManager);
}

/** Whose accounts an actor disables and re-enables. */
export type AccountScope =
  /** A company's administrator: the users of the company, which keeps a user who manages it. */
  | { companyId: number }
  /** Staff: the accounts `reach` selects (every account for a master administrator). */
  | { reach: SQL };

/**
 * The audit module's recordAudit, handed in by the caller: it writes the entry in the
 * transaction of the change.
 */
export type AuditWriter = (
  db: Db,
  actor: SessionUser,
  entry: {
    action: AuditAction;
    targetType: 'user';
    targetId: string;
    companyId: number | null;
    before: { status: string };
    after: { status: string };
  },
) => Promise<void>;

/**
 * Disables or re-enables an account: the one rule for a company's administrator and for staff.
 * Nobody changes their own. The account is one of the scope and not erased (404 otherwise, as an
 * unknown one), and holds nothing the actor does not (403). A request to join is answered, not
 * enabled; the last active master administrator stays active; a company's administrator leaves
 * the company a user who manages it. Disabling ends every session of the account at once;
 * enabling brings none back. A change is written to the audit log; the status it already has
 * changes nothing.
 */
export async function setAccountStatus(
  db: Db,
  actor: SessionUser,
  userId: string,
  status: 'active' | 'disabled',
  scope: AccountScope,
  audit: AuditWriter,
) {
  if (userId === actor.id)
    throw new AppError('CONFLICT', status === 'disabled' ? ANSWERS.cannotDisableSelf : EM.notSelf);
  const companyId = 'companyId' in scope ? scope.companyId : null;
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ role: users.role, status: users.status, companyId: users.companyId })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          'reach' in scope ? scope.reach : eq(users.companyId, scope.companyId),
          notErased,
        ),
      );
    if (!target) throw notFound(M.userNotFound);
    await assertMayActOn(tx, actor, userId);
    if (target.status === 'pending') throw new AppError('CONFLICT', M.pendingUseRequests);
    if (target.status === status) return;
    if (status === 'disabled') await keepLastMasterAdmin(tx, target);
    const change = async () => {
      await tx.update(users).set({ status }).where(eq(users.id, userId));
    };
    if (companyId === null) await change();
    else await keepingAManager(tx, companyId, change);
    if (status === 'disabled') await revokeUserSessions(tx, userId);
    const action = status === 'disabled' ? 'user.disable' : 'user.enable';
    await audit(tx, actor, {
      action: companyId === null ? action : 'company.user.status',
      targetType: 'user',
      targetId: userId,
      companyId: companyId ?? target.companyId,
      before: { status: target.status },
      after: { status },
    });
  });
}
