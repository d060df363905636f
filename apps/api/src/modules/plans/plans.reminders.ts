import { and, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import { todayInUae, uaeDateInDays } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';
import { companies, plans, subscriptions } from '../../db/schema';
import { enqueueMail } from '../mail/outbox';
import { planMails } from './plans.mails';
import { billingAddresses } from './plans.service';

/** How many days before a plan ends its renewal reminder goes. */
export const RENEWAL_REMINDER_DAYS = 14;
const BATCH = 100;

/** No other subscription of the company covers the day after this one, nor starts later: not renewed. */
const notRenewed = sql`not exists (select 1 from ${subscriptions} later
  where later.company_id = ${subscriptions.companyId} and later.id <> ${subscriptions.id}
  and later.ends_on > ${subscriptions.endsOn})`;

/**
 * The worker's daily pass: a renewal reminder to each client whose plan ends within two weeks, and
 * a notice to each whose plan has ended (it is on the free plan now), unless a later subscription
 * follows. Each subscription is claimed by an atomic UPDATE ... WHERE ..._at IS NULL RETURNING, so
 * two workers never send the same e-mail; the e-mails are queued in the same transaction.
 * Answers how many subscriptions were e-mailed about.
 */
export async function sendPlanReminders(db: Db, appUrl: string, now = new Date()) {
  const today = todayInUae(now);
  const passes = [
    {
      column: subscriptions.renewalRemindedAt,
      mark: { renewalRemindedAt: now },
      due: and(
        gte(subscriptions.endsOn, today),
        lte(subscriptions.endsOn, uaeDateInDays(RENEWAL_REMINDER_DAYS, now)),
      ),
      mail: planMails.renewal,
    },
    {
      column: subscriptions.expiryNotifiedAt,
      // An ended plan needs no renewal reminder any more.
      mark: { expiryNotifiedAt: now, renewalRemindedAt: sql`coalesce(renewal_reminded_at, now())` },
      due: lt(subscriptions.endsOn, today),
      mail: planMails.expired,
    },
  ] as const;
  let sent = 0;
  for (const pass of passes) {
    const due = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(isNull(pass.column), pass.due, notRenewed))
      .limit(BATCH);
    for (const { id } of due) {
      const done = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(subscriptions)
          .set(pass.mark)
          .where(and(eq(subscriptions.id, id), isNull(pass.column)))
          .returning({ companyId: subscriptions.companyId, endsOn: subscriptions.endsOn });
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
              appUrl,
            }),
          );
        }
        return true;
      });
      if (done) sent += 1;
    }
  }
  return sent;
}
