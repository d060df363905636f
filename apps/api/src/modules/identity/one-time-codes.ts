import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS } from '@logicareers/shared/constants';
import type { Db } from '../../db/client';
import { emailChangeCodes, passwordResetCodes } from '../../db/schema';

/**
 * The codes the product e-mails to prove a mailbox (a password reset, a new sign-in e-mail): 6
 * random digits, stored only as a hash bound to the user, with an expiry, single use, and dead
 * after OTP_MAX_ATTEMPTS wrong tries. Each kind has its table; the rules are written here once.
 */
export type CodeTable = typeof passwordResetCodes | typeof emailChangeCodes;

/** A fresh code, as it is mailed. */
export const newCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** What is stored of a code: a SHA-256 bound to its user, so a hash matches no other account. */
export const hashCode = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** When a code runs out, from now. */
export const codeExpiry = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** A code that may still be tried: not used, not expired, tries left. */
const isLive = (table: CodeTable) =>
  and(isNull(table.usedAt), gt(table.expiresAt, new Date()), lt(table.attempts, OTP_MAX_ATTEMPTS));

/**
 * Checks `code` against the user's newest live code in `table`. A wrong code uses up one try of
 * it. Answers the code's id when it is right, null otherwise; the caller then takes it with
 * `useCode`, in the transaction of what the code allows.
 */
export async function checkCode(
  db: Db,
  table: CodeTable,
  userId: string,
  code: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: table.id, codeHash: table.codeHash })
    .from(table)
    .where(and(eq(table.userId, userId), isLive(table)))
    .orderBy(desc(table.createdAt))
    .limit(1);
  if (!row) return null;
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(userId, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db
      .update(table)
      .set({ attempts: sql`${table.attempts} + 1` })
      .where(eq(table.id, row.id));
    return null;
  }
  return row.id;
}

/**
 * Marks a code used. Single use: only the one request that marks it may go on (true); a parallel
 * request with the same code gets false.
 */
export async function useCode(db: Db, table: CodeTable, id: string): Promise<boolean> {
  const used = await db
    .update(table)
    .set({ usedAt: new Date() })
    .where(and(eq(table.id, id), isNull(table.usedAt)))
    .returning({ id: table.id });
  return used.length > 0;
}

/** Ends every code of the user in `table` that could still be used. */
export async function endCodes(db: Db, table: CodeTable, userId: string) {
  await db
    .update(table)
    .set({ usedAt: new Date() })
    .where(and(eq(table.userId, userId), isNull(table.usedAt)));
}
