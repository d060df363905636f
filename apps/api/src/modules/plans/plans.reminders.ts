import { and, eq, gte, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { todayInUae, uaeDateInDays } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';
import { companies, plans, subscriptions } from '../../db/schema';
import type { Locale } from '../../i18n';
import type { MailMessage } from '../mail/outbox';
import { enqueueMail } from '../mail/outbox';
import { planMails } from './plans.mails';
import { billingAddresses } from './plans.service';
import { planReminderMail } from './reminder-mails';

/** How many days before a plan ends its first renewal reminder goes. */
export const RENEWAL_REMINDER_DAYS = 14;
/** How many days before a plan ends its last reminder goes. */
export const FINAL_REMINDER_DAYS = 3;
const BATCH = 100;

/**
 * Nothing of the company follows this subscription: no other one, active or awaiting its payment,
 * ends after it. A renewal, an upgrade or an order not paid yet all count, a cancelled one does not.
 */
const notRenewed = sql`not exists (select 1 from ${subscriptions} later
  where later.company_id = ${subscriptions.companyId} and later.id <> ${subscriptions.id}
  and later.status in ('active', 'awaiting_payment')
  and later.ends_on > ${subscriptions.endsOn})`;

interface Facts {
  to: string;
  locale?: Locale;
  plan: string;
  company: string;
  endsOn: string;
  cancelAtEnd: boolean;
  appUrl: string;
}

interface Pass {
  column: PgColumn;
  mark: { expiryNotifiedAt?: Date; finalRemindedAt?: Date | SQL; renewalRemindedAt?: Date | SQL };
  due: SQL | undefined;
  mail: (facts: Facts) => MailMessage;
}

/**
 * The passes, latest first: a plan that ended gets its notice and no reminder any more, a plan
 * ending within days gets the last reminder and not the one two weeks before as well.
 */
function passesOn(now: Date): Pass[] {
  const today = todayInUae(now);
  const endsWithin = (days: number) =>
    and(gte(subscriptions.endsOn, today), lte(subscriptions.endsOn, uaeDateInDays(days, now)));
  return [
    {
      column: subscriptions.expiryNotifiedAt,
      mark: {
        expiryNotifiedAt: now,
        renewalRemindedAt: sql`coalesce(renewal_reminded_at, now())`,
        finalRemindedAt: sql`coalesce(final_reminded_at, now())`,
      },
      due: lt(subscriptions.endsOn, today),
      mail: (facts) => planMails.expired(facts),
    },
    {
      column: subscriptions.finalRemindedAt,
      mark: {
        finalRemindedAt: now,
        renewalRemindedAt: sql`coalesce(renewal_reminded_at, now())`,
      },
      due: endsWithin(FINAL_REMINDER_DAYS),
      mail: (facts) => planReminderMail({ ...facts, last: true }),
    },
    {
      column: subscriptions.renewalRemindedAt,
      mark: { renewalRemindedAt: now },
      due: endsWithin(RENEWAL_REMINDER_DAYS),
      mail: (facts) => planReminderMail({ ...facts, last: false }),
    },
  ];
}

/**
 * The worker's daily pass over active subscriptions: a reminder to each client whose plan ends
 * within two weeks, another a few days before the end, and a notice to each whose plan has ended
 * (it is on the free plan now), unless a later subscription follows. A client who asked that its
 * plan end on its last day is told it will not be renewed and how to keep it. Each subscription is
 * claimed by an atomic UPDATE ... WHERE ..._at IS NULL RETURNING, so two workers never send the same
 * e-mail; the e-mails are queued in the same transaction. Answers how many subscriptions were
 * e-mailed about.
 */
export async function sendPlanReminders(db: Db, appUrl: string, now = new Date()) {
  let sent = 0;
  for (const pass of passesOn(now)) {
    const due = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(isNull(pass.column), eq(subscriptions.status, 'active'), pass.due, notRenewed))
      .limit(BATCH);
    for (const { id } of due) if (await remind(db, pass, id, appUrl)) sent += 1;
  }
  return sent;
}

/** Claims one subscription for a pass and queues its e-mails; false when another worker had it. */
function remind(db: Db, pass: Pass, id: number, appUrl: string) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(subscriptions)
      .set(pass.mark)
      .where(and(eq(subscriptions.id, id), isNull(pass.column), eq(subscriptions.status, 'active')))
      .returning({
        companyId: subscriptions.companyId,
        endsOn: subscriptions.endsOn,
        cancelAtEnd: subscriptions.cancelAtEnd,
      });
    if (!claimed) return false;
    const [row] = await tx
      .select({
        plan: plans.name,
        planAr: plans.nameAr,
        company: companies.name,
        email: companies.primaryEmail,
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .innerJoin(companies, eq(companies.id, subscriptions.companyId))
      .where(eq(subscriptions.id, id));
    for (const recipient of await billingAddresses(tx, claimed.companyId, row.email)) {
      await enqueueMail(
        tx,
        pass.mail({
          ...recipient,
          // The plan's Arabic name for an Arabic reader, when the plan has one.
          plan: (recipient.locale === 'ar' && row.planAr) || row.plan,
          company: row.company,
          endsOn: claimed.endsOn,
          cancelAtEnd: claimed.cancelAtEnd,
          appUrl,
        }),
      );
    }
    return true;
  });
}
