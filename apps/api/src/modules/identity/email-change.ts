import { and, eq, ne } from 'drizzle-orm';
import { EMAIL_CHANGE_CODE_TTL_MINUTES } from '@logicareers/shared/constants';
import { ANSWERS } from '@logicareers/shared/messages';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { emailChangeCodes, passwordResetCodes, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { AppError } from '../../lib/errors';
import { revokeUserSessions, type SessionUser } from '../access/sessions';
import { enqueueMail } from '../mail/outbox';
import { mails } from '../mail/templates';
import { accountLanguageOf, assertCurrentPassword, mailLanguageOf } from './identity.policy';
import { checkCode, codeExpiry, endCodes, hashCode, newCode, useCode } from './one-time-codes';
import { claimSignInAttempt, signInSucceeded } from './sign-in-throttle';

/*
 * Changing the sign-in e-mail, for every role: the current password, then a code sent to the new
 * address. Whether the new address already has an account is never said to the one who asks: the
 * request answers alike, and what differs (a code, or a note to the address's owner) happens after
 * the answer is sent.
 */

const noLongerFree = () => new AppError('CONFLICT', { new_email: ANSWERS.emailChangedElsewhere });

/**
 * Step 1, what is checked before the answer: the new address differs from the current one and the
 * password is right. Wrong passwords count on the account's sign-in throttle, as at sign-in, so a
 * stolen session cannot guess the password faster here. Throws the refusal; otherwise the caller
 * answers, then runs `sendEmailChangeCode`.
 */
export async function checkEmailChangeRequest(
  ctx: AppContext,
  user: SessionUser,
  input: { new_email: string; current_password: string },
) {
  if (input.new_email === user.email) {
    throw new AppError('VALIDATION', { new_email: ANSWERS.emailUnchanged });
  }
  await claimSignInAttempt(ctx.db, user.email);
  await assertCurrentPassword(ctx.db, user.id, input.current_password);
  await signInSucceeded(ctx.db, user.email);
}

/**
 * Step 1, after the answer: any earlier pending change of the user ends; a free address gets a
 * code (30 minutes, single use, 5 tries), an address with an account gets a note for its owner
 * instead.
 */
export async function sendEmailChangeCode(ctx: AppContext, userId: string, newEmail: string) {
  await ctx.db.transaction(async (tx) => {
    const owner = await accountLanguageOf(tx, newEmail);
    if (owner) {
      await endCodes(tx, emailChangeCodes, userId);
      // To the owner of the address, in their language.
      await enqueueMail(tx, mails.emailChangeOnExistingAccount(newEmail, ctx.env.APP_URL, owner));
      return;
    }
    const code = newCode();
    const pending = {
      newEmail,
      codeHash: hashCode(userId, code),
      attempts: 0,
      expiresAt: codeExpiry(EMAIL_CHANGE_CODE_TTL_MINUTES),
      usedAt: null,
      createdAt: new Date(),
    };
    // One pending change per user: a new request replaces the earlier one, code and address.
    await tx
      .insert(emailChangeCodes)
      .values({ userId, ...pending })
      .onConflictDoUpdate({ target: emailChangeCodes.userId, set: pending });
    await enqueueMail(tx, mails.emailChangeCode(newEmail, code, await mailLanguageOf(tx, userId)));
  });
}

/**
 * Step 2: the code from the new address makes it the sign-in e-mail. A wrong, used or expired
 * code, or one past its tries, answers 400 on `otp`; an address taken since the request answers
 * 409 on `new_email` and ends the code. On success the old address is told, the other sessions
 * of the account end (this one stays), and reset codes mailed to the old address stop working.
 */
export async function confirmEmailChange(ctx: AppContext, user: SessionUser, otp: string) {
  const refused = new AppError('VALIDATION', { otp: ANSWERS.otpInvalid });
  const codeId = await checkCode(ctx.db, emailChangeCodes, user.id, otp);
  if (!codeId) throw refused;
  const changed = await ctx.db
    .transaction(async (tx) => {
      // Single use: only the request that marks the code used may change the e-mail.
      if (!(await useCode(tx, emailChangeCodes, codeId))) throw refused;
      const [pending] = await tx
        .select({ newEmail: emailChangeCodes.newEmail })
        .from(emailChangeCodes)
        .where(eq(emailChangeCodes.id, codeId));
      const [current] = await tx
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, user.id));
      if (!pending || !current) throw refused;
      if (await takenByAnother(tx, pending.newEmail, user.id)) return null;
      await tx.update(users).set({ email: pending.newEmail }).where(eq(users.id, user.id));
      await endCodes(tx, passwordResetCodes, user.id);
      await revokeUserSessions(tx, user.id, user.sessionId);
      await enqueueMail(
        tx,
        mails.emailChanged(current.email, pending.newEmail, ctx.env.APP_URL, current.language),
      );
      return pending.newEmail;
    })
    .catch((error: unknown) => {
      // Taken in the instant between the check and the write.
      if (isUniqueViolation(error)) return null;
      throw error;
    });
  if (changed === null) {
    // The code is spent either way: the address must be chosen again.
    await useCode(ctx.db, emailChangeCodes, codeId);
    throw noLongerFree();
  }
}

const takenByAnother = async (db: Db, email: string, userId: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)))
      .limit(1)
  ).length > 0;
