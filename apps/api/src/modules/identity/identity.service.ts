import { and, eq } from 'drizzle-orm';
import type { TPreferencesRequest, TProfile } from '@logicareers/shared/api';
import { OTP_TTL_MINUTES, PRIVACY_NOTICE_VERSION } from '@logicareers/shared/constants';
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from '@logicareers/shared/languages';
import { USER_MESSAGES } from '@logicareers/shared/schemas/users';
import { ANSWERS } from '@logicareers/shared/messages';
import { LOGIN_KIND_ROLES, type LoginKind, type Role } from '@logicareers/shared/roles';
import type { CandidateVisibility } from '@logicareers/shared/talent-terms';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { candidateProfiles, companies, passwordResetCodes, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { enqueueMail } from '../mail/outbox';
import { mails } from '../mail/templates';
import { builtinRoleId } from '../access/access.policy';
import {
  createSession,
  heldPermissions,
  permissionsOf,
  revokeUserSessions,
  type SessionUser,
} from '../access/sessions';
import { hashNewPassword, hashPassword, refuseCommonPassword, verifyPassword } from './passwords';
import { checkCode, useCode } from './one-time-codes';
import {
  accountLanguageOf,
  assertCurrentPassword,
  issuePasswordResetCode,
} from './identity.policy';
import { claimSignInAttempt, signInSucceeded } from './sign-in-throttle';

const invalidCredentials = () => new AppError('UNAUTHENTICATED', ANSWERS.invalidCredentials);

export async function loadProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      permissions: heldPermissions,
      id: users.id,
      role: users.role,
      email: users.email,
      first_name: users.firstName,
      last_name: users.lastName,
      profile_photo: users.profilePhoto,
      companyId: companies.id,
      companyName: companies.name,
      companyKind: companies.kind,
      privacyAcceptedAt: users.privacyAcceptedAt,
      deletionDueAt: users.deletionDueAt,
      language: users.language,
      digits: users.digits,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', ANSWERS.notFound);
  const profile: TProfile = {
    id: row.id,
    role: row.role as Role,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_photo: row.profile_photo,
    company: row.companyId
      ? { id: row.companyId, name: row.companyName ?? '', kind: row.companyKind ?? 'employer' }
      : null,
    permissions: permissionsOf(row.role as Role, row.permissions),
    privacy_required: row.role === 'candidate' && row.privacyAcceptedAt === null,
    deletion_due_at: row.deletionDueAt ? row.deletionDueAt.toISOString() : null,
    language: row.language,
    digits: row.digits,
  };
  return profile;
}

/** Saves the signed-in user's language and digits; the profile answers with them. */
export async function savePreferences(db: Db, userId: string, input: TPreferencesRequest) {
  const changes = {
    ...(input.language ? { language: input.language } : {}),
    ...(input.digits ? { digits: input.digits } : {}),
  };
  if (Object.keys(changes).length) await db.update(users).set(changes).where(eq(users.id, userId));
  return loadProfile(db, userId);
}

/**
 * Signs in through one of the four sign-in calls. Unknown e-mails and wrong passwords get the same
 * answer; what is said about the account (wrong door, awaiting activation) is said only after the
 * password is proven.
 */
export async function login(ctx: AppContext, kind: LoginKind, email: string, password: string) {
  // One throttle per account for the four sign-in calls, counted before the password is checked.
  await claimSignInAttempt(ctx.db, email);
  const [user] = await ctx.db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      passwordHash: users.passwordHash,
      companyStatus: companies.status,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) throw invalidCredentials();
  await signInSucceeded(ctx.db, email);
  if (!(LOGIN_KIND_ROLES[kind] as readonly string[]).includes(user.role)) {
    throw new AppError('FORBIDDEN', ANSWERS.wrongSignIn);
  }
  if (user.status === 'pending') throw new AppError('FORBIDDEN', USER_MESSAGES.awaitingApproval);
  if (user.status !== 'active') throw new AppError('FORBIDDEN', ANSWERS.accountDisabled);
  if (user.companyStatus === 'pending') throw new AppError('FORBIDDEN', ANSWERS.awaitingActivation);
  if (user.companyStatus === 'disabled') throw new AppError('FORBIDDEN', ANSWERS.accountDisabled);
  const token = await createSession(ctx.db, user.id, ctx.sessionPolicy);
  // Signing in is activity: a warning of erasure for inactivity no longer holds (decision 028).
  await ctx.db
    .update(users)
    .set({ lastLoginAt: new Date(), inactivityWarnedAt: null })
    .where(eq(users.id, user.id));
  return { token, data: await loadProfile(ctx.db, user.id) };
}

/**
 * Candidate registration. A taken e-mail gets the same answer as a new one (no account enumeration);
 * its owner is told by e-mail instead.
 */
export async function registerCandidate(
  ctx: AppContext,
  input: {
    email: string;
    password: string;
    visibility?: CandidateVisibility;
    language?: SiteLanguage;
  },
) {
  const passwordHash = await hashNewPassword(input.password, 'password');
  const roleId = await builtinRoleId(ctx.db, 'candidate');
  const language = input.language ?? DEFAULT_SITE_LANGUAGE;
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      // Signing up accepts the privacy notice, as the sign-up form says.
      .values({
        email: input.email,
        passwordHash,
        role: 'candidate',
        roleId,
        privacyAcceptedAt: new Date(),
        privacyVersion: PRIVACY_NOTICE_VERSION,
        language,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // The choice made on the sign-up form of who may find them (decision 028).
    if (inserted.length && input.visibility)
      await tx
        .insert(candidateProfiles)
        .values({ userId: inserted[0].id, visibility: input.visibility });
    await enqueueMail(
      tx,
      inserted.length
        ? mails.welcomeCandidate(input.email, ctx.env.APP_URL, language)
        : mails.registrationAttemptOnExistingAccount(
            input.email,
            ctx.env.APP_URL,
            await accountLanguageOf(tx, input.email),
          ),
    );
  });
}

/** Sends a one-time code (6 digits, 10 minutes, single use, dead after 5 wrong tries). */
export async function requestPasswordReset(ctx: AppContext, email: string) {
  const [user] = await ctx.db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.email, email), eq(users.status, 'active')))
    .limit(1);
  if (!user) return;
  await ctx.db.transaction(async (tx) => {
    const code = await issuePasswordResetCode(tx, user.id, OTP_TTL_MINUTES);
    // In the language the user saved on the account.
    await enqueueMail(tx, mails.passwordResetCode(email, code, user.language));
  });
}

export async function resetPassword(
  ctx: AppContext,
  input: { email: string; otp: string; new_password: string },
) {
  const refused = new AppError('VALIDATION', { otp: ANSWERS.otpInvalid });
  // A refused password does not use up a try of the code.
  await refuseCommonPassword(input.new_password, 'new_password');
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.status, 'active')))
    .limit(1);
  if (!user) throw refused;
  const codeId = await checkCode(ctx.db, passwordResetCodes, user.id, input.otp);
  if (!codeId) throw refused;
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    // Single use: only the request that marks the code used may change the password.
    if (!(await useCode(tx, passwordResetCodes, codeId))) throw refused;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id);
  });
  // The owner proved the mailbox: waits that failed sign-ins imposed on the account end.
  await signInSucceeded(ctx.db, input.email);
}

/** Changes the password and signs out every other session; the device that changed it stays in. */
export async function changePassword(
  ctx: AppContext,
  user: SessionUser,
  input: { current_password: string; new_password: string },
) {
  await assertCurrentPassword(ctx.db, user.id, input.current_password);
  const passwordHash = await hashNewPassword(input.new_password, 'new_password');
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, user.sessionId);
  });
}
