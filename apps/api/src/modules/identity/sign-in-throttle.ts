import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { ANSWERS } from '@logicareers/shared/messages';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { signInThrottle } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * Failed sign-ins on one account, from any address: the first few are free, then each failure
 * makes the account wait before the next try, doubling up to a ceiling. Never a lockout for good:
 * the wait ends by itself, and a password reset by e-mail clears it at once.
 */
export const SIGN_IN_THROTTLE = {
  /** Failures in a row that cost nothing. */
  freeFailures: 5,
  /** The wait after the last free failure; each further failure doubles it. */
  firstWaitSeconds: 60,
  /** The longest wait, however many failures. */
  maxWaitSeconds: 15 * 60,
  /** Failures are forgotten this long after the last one. */
  forgetAfterHours: 24,
} as const;

/** Counted per e-mail, known or not, so the throttle tells no one which e-mails have accounts. */
export const signInThrottleKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export class SignInThrottled extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', ANSWERS.signInThrottled);
  }
}

/**
 * Takes a sign-in attempt on the account, counted as a failure until `signInSucceeded` clears it;
 * counted before the password is checked, so that parallel guesses cannot slip past the count.
 * Throws `SignInThrottled` while the account must wait.
 */
export async function claimSignInAttempt(db: Db, email: string): Promise<void> {
  const t = Object.fromEntries(
    Object.entries(SIGN_IN_THROTTLE).map(([name, value]) => [name, sql.raw(String(value))]),
  ) as Record<keyof typeof SIGN_IN_THROTTLE, SQL>;
  const key = signInThrottleKey(email);
  // The failure count this attempt makes: the earlier ones, unless they are old enough to forget.
  const failures = sql`(case when ${signInThrottle.lastFailureAt} < now() - make_interval(hours => ${t.forgetAfterHours}) then 1 else ${signInThrottle.failures} + 1 end)`;
  const claimed = await db
    .insert(signInThrottle)
    .values({ key, failures: 1, lastFailureAt: sql`now()`, lockedUntil: null })
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        failures,
        lastFailureAt: sql`now()`,
        lockedUntil: sql`case when ${failures} >= ${t.freeFailures} then now() + make_interval(secs => least(${t.maxWaitSeconds}, ${t.firstWaitSeconds} * power(2, ${failures} - ${t.freeFailures}))) else null end`,
      },
      // While the account waits, the attempt is refused and changes nothing.
      setWhere: sql`${signInThrottle.lockedUntil} is null or ${signInThrottle.lockedUntil} <= now()`,
    })
    .returning({ failures: signInThrottle.failures });
  if (claimed.length) return;
  const [row] = rowsOf<{ wait: number | string | null }>(
    await db.execute(
      sql`select ceil(extract(epoch from ${signInThrottle.lockedUntil} - now())) as wait from ${signInThrottle} where ${signInThrottle.key} = ${key}`,
    ),
  );
  throw new SignInThrottled(Math.max(1, Number(row?.wait ?? 1)));
}

/** The password was right: the account's failures are forgotten. */
export async function signInSucceeded(db: Db, email: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, signInThrottleKey(email)));
}
