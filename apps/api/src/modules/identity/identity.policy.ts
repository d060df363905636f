import { eq } from 'drizzle-orm';
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from '@logicareers/shared/languages';
import type { Db } from '../../db/client';
import { passwordResetCodes, users } from '../../db/schema';
import { codeExpiry, endCodes, hashCode, newCode } from './one-time-codes';

/** One account per sign-in e-mail: whether an account already signs in with this one. */
export const emailTaken = async (db: Db, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)).length > 0;

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

/** The language a user's e-mails are written in (the one saved on the account). */
export async function mailLanguageOf(db: Db, userId: string): Promise<SiteLanguage> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? DEFAULT_SITE_LANGUAGE;
}
