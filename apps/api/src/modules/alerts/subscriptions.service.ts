import { eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_SITE_LANGUAGE } from '@logicareers/shared/languages';
import {
  ALERT_MESSAGES,
  type TConfirmSubscriptionResult,
} from '@logicareers/shared/schemas/alerts';
import type { Db } from '../../db/client';
import { emailSubscriptions, jobAlerts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { enqueueMail } from '../mail/outbox';
import { mails } from '../mail/templates';
import { newLinkToken } from './alerts.service';

/** A confirmation link works this long after it was sent. */
export const CONFIRM_LINK_DAYS = 7;
/** A repeated subscription within this time sends no second confirmation e-mail. */
export const CONFIRM_RESEND_MINUTES = 10;
/** The name of the weekly alert a confirmed footer subscription becomes. */
export const SUBSCRIPTION_ALERT_NAME = 'New logistics jobs in the UAE';

/** The subscription `where` finds, locked until the transaction `tx` ends. */
async function lockSubscription(tx: Db, where: SQL) {
  const [row] = await tx
    .select({
      id: emailSubscriptions.id,
      email: emailSubscriptions.email,
      confirmedAt: emailSubscriptions.confirmedAt,
      unsubscribedAt: emailSubscriptions.unsubscribedAt,
      confirmSentAt: emailSubscriptions.confirmSentAt,
    })
    .from(emailSubscriptions)
    .where(where)
    .for('update');
  return row;
}

/**
 * The footer's subscription to job e-mails. Nothing is sent to an address until its owner confirms
 * it with the link e-mailed here, so nobody can sign someone else up. The answer is the same for a
 * new, pending or already confirmed address (no enumeration); only pending ones get a (new) link,
 * at most once every few minutes.
 */
export async function subscribeToJobMail(db: Db, email: string, appUrl: string) {
  await db.transaction(async (tx) => {
    await tx.insert(emailSubscriptions).values({ email }).onConflictDoNothing();
    const row = await lockSubscription(tx, eq(emailSubscriptions.email, email));
    if (row.confirmedAt && !row.unsubscribedAt) return;
    if (
      row.confirmSentAt &&
      Date.now() - row.confirmSentAt.getTime() < CONFIRM_RESEND_MINUTES * 60_000
    )
      return;
    const token = newLinkToken();
    await tx
      .update(emailSubscriptions)
      .set({ confirmToken: token, confirmSentAt: new Date() })
      .where(eq(emailSubscriptions.id, row.id));
    // A footer subscription keeps no language (the address has no account): the site's default.
    await enqueueMail(tx, mails.subscriptionConfirm(email, appUrl, token, DEFAULT_SITE_LANGUAGE));
  });
}

/**
 * The confirmation link: the address starts getting the weekly e-mail of new jobs, as an alert
 * for every new job owned by the subscription. Using the link again answers the same.
 */
export async function confirmSubscription(
  db: Db,
  token: string,
): Promise<TConfirmSubscriptionResult> {
  return db.transaction(async (tx) => {
    const row = await lockSubscription(tx, eq(emailSubscriptions.confirmToken, token));
    if (!row) throw notFound(ALERT_MESSAGES.linkInvalid);
    const active = row.confirmedAt && !row.unsubscribedAt;
    const expired =
      !row.confirmSentAt ||
      Date.now() - row.confirmSentAt.getTime() > CONFIRM_LINK_DAYS * 86_400_000;
    if (!active && expired) throw notFound(ALERT_MESSAGES.linkInvalid);
    await tx
      .update(emailSubscriptions)
      .set({
        confirmedAt: sql`coalesce(${emailSubscriptions.confirmedAt}, now())`,
        unsubscribedAt: null,
      })
      .where(eq(emailSubscriptions.id, row.id));
    await tx
      .insert(jobAlerts)
      .values({
        subscriptionId: row.id,
        name: SUBSCRIPTION_ALERT_NAME,
        frequency: 'weekly',
        unsubscribeToken: newLinkToken(),
      })
      .onConflictDoUpdate({
        target: jobAlerts.subscriptionId,
        set: { paused: false, updatedAt: new Date() },
      });
    return { email: row.email };
  });
}
