import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { PLAN_MESSAGES as M } from '@logicareers/shared/schemas/plans';
import type { ZCancelRequest } from '@logicareers/shared/schemas/plan-orders';
import { todayInUae } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';
import { plans, subscriptions } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { issueCreditNote } from './credit-notes';
import { lockCompany, refuseOverlap } from './overlaps';
import { addDays, daysFrom, periodEndsOn, proRata } from './periods';

/*
 * A subscription's life after it is ordered or assigned (decision 046): an order becomes active
 * when paid, an upgrade then stops the plan it replaces with a credit note for its unused days, and
 * an administrator cancels a subscription at the end of its period or at once, crediting the days
 * not used.
 */

type SubscriptionRow = typeof subscriptions.$inferSelect;
type CancelInput = z.output<typeof ZCancelRequest>;

/** A subscription under the lock on its company's row, read again after the lock is taken. */
export async function lockedSubscription(tx: Db, id: number): Promise<SubscriptionRow> {
  const [first] = await tx
    .select({ companyId: subscriptions.companyId })
    .from(subscriptions)
    .where(eq(subscriptions.id, id));
  if (!first) throw notFound(M.subscriptionNotFound);
  await lockCompany(tx, first.companyId);
  const [s] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
  return s;
}

/**
 * Makes a paid order active. A first plan and an upgrade start today and run one billing period;
 * a renewal and a downgrade keep their days. An upgrade's replaced plan ends yesterday (or is
 * cancelled, if it had not begun), and the credit the order was quoted is given back on its tax
 * invoice, even when that plan ended before the payment came. The days are checked again against the company's other subscriptions.
 */
export async function activateOrder(
  tx: Db,
  actor: SessionUser,
  s: SubscriptionRow,
  appUrl: string,
) {
  const today = todayInUae();
  const [plan] = await tx.select().from(plans).where(eq(plans.id, s.planId));
  const fromToday = s.kind === 'new' || s.kind === 'upgrade';
  const days = fromToday
    ? { startsOn: today, endsOn: periodEndsOn(today, plan.billingPeriod) }
    : { startsOn: s.startsOn, endsOn: s.endsOn };
  await refuseOverlap(tx, s.companyId, days, [s.id, ...(s.replacesId ? [s.replacesId] : [])]);
  const [replaced] = s.replacesId
    ? await tx.select().from(subscriptions).where(eq(subscriptions.id, s.replacesId))
    : [];
  if (replaced && replaced.status === 'active' && replaced.endsOn >= today)
    await tx
      .update(subscriptions)
      .set(
        replaced.startsOn < today
          ? { endsOn: addDays(today, -1) }
          : { status: 'cancelled', cancelledOn: today, cancelledBy: actor.id },
      )
      .where(eq(subscriptions.id, replaced.id));
  // The credit the pro-forma promised was taken off what the client paid: it is given back even
  // when the replaced plan ran out before the transfer arrived (never past what its invoice left).
  if (replaced && s.creditFils > 0) {
    const unused = daysFrom(todayInUae(s.createdAt), replaced.endsOn);
    await issueCreditNote(
      tx,
      actor,
      {
        subscriptionId: replaced.id,
        netFils: s.creditFils,
        reason: `Upgrade to ${plan.name}: ${unused} unused days`,
        reasonAr: `ترقية إلى ${plan.nameAr || plan.name}: ${unused} يومًا غير مستخدم`,
      },
      appUrl,
    );
  }
  await tx
    .update(subscriptions)
    .set({ status: 'active', ...days })
    .where(eq(subscriptions.id, s.id));
}

/**
 * Cancels a subscription (plans.manage). At the end of its period: it is not renewed and ends on
 * its last day. At once: it stops covering today, and its tax invoice is credited for the days
 * from today (every day, if it had not begun). An order awaiting payment is withdrawn.
 */
export async function cancelSubscription(
  db: Db,
  actor: SessionUser,
  id: number,
  input: CancelInput,
  appUrl: string,
) {
  return db.transaction(async (tx) => {
    const s = await lockedSubscription(tx, id);
    const today = todayInUae();
    if (s.status === 'cancelled') throw new AppError('CONFLICT', M.alreadyCancelled);
    if (s.status === 'active' && s.endsOn < today) throw new AppError('CONFLICT', M.alreadyEnded);
    const audit = (after: Record<string, unknown>) =>
      recordAudit(tx, actor, {
        action: 'subscription.cancel',
        targetType: 'subscription',
        targetId: id,
        companyId: s.companyId,
        before: { status: s.status, cancelAtEnd: s.cancelAtEnd },
        after: { ...after, when: input.when, reason: input.reason },
      });
    if (s.status === 'active' && input.when === 'period_end') {
      await tx.update(subscriptions).set({ cancelAtEnd: true }).where(eq(subscriptions.id, id));
      await audit({ status: s.status, cancelAtEnd: true });
      return M.cancelled;
    }
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledOn: today, cancelledBy: actor.id })
      .where(eq(subscriptions.id, id));
    await audit({ status: 'cancelled', cancelAtEnd: s.cancelAtEnd });
    if (s.status === 'awaiting_payment') return M.orderWithdrawn;
    const from = s.startsOn > today ? s.startsOn : today;
    const unused = daysFrom(from, s.endsOn);
    const note = await issueCreditNote(
      tx,
      actor,
      {
        subscriptionId: id,
        netFils: proRata(s.priceFils, unused, daysFrom(s.startsOn, s.endsOn)),
        reason: input.reason,
      },
      appUrl,
    );
    return note ? M.cancelledNow : M.cancelled;
  });
}
