import { and, eq, inArray, isNull, lt, notLike, sql } from 'drizzle-orm';
import { SUBMISSION_LINK_DAYS } from '@logicareers/shared/talent-terms';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { outbox, users } from '../../db/schema';
import { enqueueMail, FORGOTTEN_ADDRESS } from '../mail/outbox';
import { readSiteSettings } from '../settings/settings.service';
import { ERASED_DOMAIN } from '../users/account-erasure';
import { privacyMails } from './privacy.mails';
import { eraseWithNotice } from './privacy.service';

const DAY = 86_400_000;
/** A warning is sent at least this long before an account is erased for inactivity. */
export const MIN_WARNING_DAYS = 30;

export interface RetentionResult {
  warned: number;
  erased: number;
  sharedCvMailsRemoved: number;
}

/** The retention periods of the site settings, in months (erasure never before the warning). */
export async function retentionMonths(db: AppContext['db']) {
  const settings = await readSiteSettings(db);
  const warn = Number(settings.retention_warn_months);
  const erase = Math.max(Number(settings.retention_erase_months), warn);
  return { warn, erase };
}

/**
 * The daily retention pass (decision 028): candidates who have not signed in for the warning period
 * are e-mailed once; those inactive for the erasure period, warned at least MIN_WARNING_DAYS before,
 * are erased. Signing in clears the warning. E-mails that carried candidates to clients are removed
 * once their links have expired. `now` is the clock (tests move it).
 */
export async function applyRetention(
  ctx: Pick<AppContext, 'db' | 'files'>,
  appUrl: string,
  now = new Date(),
): Promise<RetentionResult> {
  const { warn, erase } = await retentionMonths(ctx.db);
  const monthsBefore = (months: number) =>
    sql`${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)`;
  const lastActive = sql`greatest(${users.lastLoginAt}, ${users.createdAt})`;
  const candidates = and(
    eq(users.role, 'candidate'),
    notLike(users.email, `%@${ERASED_DOMAIN}`),
    isNull(users.deletionDueAt),
  );

  const toErase = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        candidates,
        sql`${lastActive} < ${monthsBefore(erase)}`,
        lt(users.inactivityWarnedAt, new Date(now.getTime() - MIN_WARNING_DAYS * DAY)),
      ),
    );
  for (const { id } of toErase) await eraseWithNotice(ctx, id, 'inactivity');

  const toWarn = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      lastActive: sql<string>`${lastActive}`,
    })
    .from(users)
    .where(
      and(candidates, sql`${lastActive} < ${monthsBefore(warn)}`, isNull(users.inactivityWarnedAt)),
    );
  for (const person of toWarn) {
    const warnedAt = now;
    // Erased no sooner than the erasure period after the last activity, nor MIN_WARNING_DAYS after now.
    const [{ due }] = rowsOf<{ due: Date | string }>(
      await ctx.db.execute(
        sql`select greatest(${person.lastActive}::timestamptz + make_interval(months => ${erase}::int),
          ${new Date(now.getTime() + MIN_WARNING_DAYS * DAY).toISOString()}::timestamptz) as due`,
      ),
    );
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ inactivityWarnedAt: warnedAt }).where(eq(users.id, person.id));
      await enqueueMail(
        tx,
        privacyMails.inactivityWarning({
          to: person.email,
          months: warn,
          eraseMonths: erase,
          due: new Date(due),
          appUrl,
          locale: person.language,
        }),
      );
    });
  }

  // What was shared with clients is served only while its link works; the e-mails go after it.
  const sharedCvMails = await ctx.db
    .delete(outbox)
    .where(
      and(
        eq(outbox.kind, 'candidates_sent'),
        inArray(outbox.status, ['sent', 'failed', 'cancelled']),
        lt(outbox.createdAt, new Date(now.getTime() - SUBMISSION_LINK_DAYS * DAY)),
      ),
    )
    .returning({ id: outbox.id });

  return {
    warned: toWarn.length,
    erased: toErase.length,
    sharedCvMailsRemoved: sharedCvMails.length,
  };
}

/**
 * The confirmation of an erasure is the one message that keeps the person's address, and only
 * until it is sent (or given up): the outbox forgets it then, in the same change. This sweep
 * forgets it in any row left from before that.
 */
export async function forgetErasedRecipients(db: AppContext['db']) {
  const rows = await db
    .update(outbox)
    .set({ to: FORGOTTEN_ADDRESS })
    .where(
      and(
        eq(outbox.kind, 'account_erased'),
        inArray(outbox.status, ['sent', 'failed', 'cancelled']),
        sql`${outbox.to} <> ${FORGOTTEN_ADDRESS}`,
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}
