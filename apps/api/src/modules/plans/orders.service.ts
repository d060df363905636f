import { and, eq, max } from 'drizzle-orm';
import type { Lang } from '@logicareers/shared/schemas/common';
import { PLAN_MESSAGES as M, type OrderKind } from '@logicareers/shared/schemas/plans';
import type { TQuote } from '@logicareers/shared/schemas/plan-orders';
import { todayInUae } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';
import { companies, invoices, plans, subscriptions } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { planOf, type PlanRow } from './entitlements';
import { mailOrder } from './proforma';
import { lockCompany, refuseOverlap } from './overlaps';
import { addDays, daysFrom, periodEndsOn, proRata } from './periods';
import { publicOf } from './public-plans';
import { sellerForOrder } from './seller';
import { amountsOf } from './subscription-view';

/*
 * A company's own plan changes (decision 046): what a plan would cost and when it would start, the
 * order that awaits its payment by bank transfer, its withdrawal, and whether the current plan is
 * offered for renewal. The plan starts when an administrator records the payment (recordPayment).
 */

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A plan a client may order on the site: active, on the pricing page, with a price. */
async function offeredPlan(db: Db, planId: number) {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan || !plan.isActive || !plan.isPublic || plan.isFree || plan.priceFils <= 0)
    throw new AppError('VALIDATION', M.planNotOffered);
  return plan;
}

/** The last day of the company's active subscriptions, or null when it has none. */
async function lastActiveDay(db: Db, companyId: number) {
  const [row] = await db
    .select({ last: max(subscriptions.endsOn) })
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.status, 'active')));
  return row?.last ?? null;
}

/** Whether a plan costs more a day than the current subscription did. */
const costsMorePerDay = (plan: PlanRow, days: number, current: SubscriptionRow) =>
  plan.priceFils * daysFrom(current.startsOn, current.endsOn) > current.priceFils * days;

export interface Order {
  plan: PlanRow;
  kind: OrderKind;
  startsOn: string;
  endsOn: string;
  current: { subscription: SubscriptionRow; plan: PlanRow } | null;
  creditFils: number;
  unusedDays: number;
}

/**
 * What ordering a plan means for the company today. With no paid plan today it is a first plan,
 * from today; the plan it has is renewed from the day after its last active subscription ends; a
 * plan costing more a day is an upgrade from today, crediting the unused days (today included) of
 * the current plan when that was invoiced; any other is a downgrade from the day after the current
 * plan ends.
 */
export async function orderOf(db: Db, companyId: number, planId: number): Promise<Order> {
  const today = todayInUae();
  const plan = await offeredPlan(db, planId);
  const held = await planOf(db, companyId, today);
  const current = held.subscription && !held.plan.isFree ? held : null;
  const fromToday = { startsOn: today, endsOn: periodEndsOn(today, plan.billingPeriod) };
  const base = { plan, current, creditFils: 0, unusedDays: 0 };
  if (!current) return { ...base, kind: 'new', ...fromToday };
  const s = current.subscription;
  const after = (day: string) => {
    const startsOn = addDays(day, 1);
    return { startsOn, endsOn: periodEndsOn(startsOn, plan.billingPeriod) };
  };
  if (plan.id === s.planId)
    return { ...base, kind: 'renewal', ...after((await lastActiveDay(db, companyId)) ?? s.endsOn) };
  if (!costsMorePerDay(plan, daysFrom(fromToday.startsOn, fromToday.endsOn), s))
    return { ...base, kind: 'downgrade', ...after(s.endsOn) };
  const [invoiced] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.subscriptionId, s.id));
  const unusedDays = daysFrom(today, s.endsOn);
  const creditFils = invoiced
    ? proRata(s.priceFils, unusedDays, daysFrom(s.startsOn, s.endsOn))
    : 0;
  return { ...base, kind: 'upgrade', ...fromToday, creditFils, unusedDays };
}

/** The quote of an order, as answered. */
export async function quoteFor(
  db: Db,
  companyId: number,
  planId: number,
  lang: Lang = 'en',
): Promise<TQuote> {
  const order = await orderOf(db, companyId, planId);
  const amounts = amountsOf(order.plan.priceFils, order.creditFils);
  return {
    plan: publicOf(order.plan, lang),
    kind: order.kind,
    starts_on: order.startsOn,
    ends_on: order.endsOn,
    starts_when_paid: order.kind === 'new' || order.kind === 'upgrade',
    net_fils: amounts.netFils,
    vat_fils: amounts.vatFils,
    total_fils: amounts.totalFils,
    credit:
      order.creditFils > 0 && order.current
        ? {
            plan_name: publicOf(order.current.plan, lang).name,
            unused_days: order.unusedDays,
            net_fils: amounts.credit.netFils,
            vat_fils: amounts.credit.vatFils,
            total_fils: amounts.credit.totalFils,
          }
        : null,
    due_fils: amounts.dueFils,
  };
}

/** Only a company's administrators (company.manage) order or change its plan. */
function managerOf(user: SessionUser) {
  if (!user.permissions.has('company.manage')) throw forbidden(M.orderNeedsManager);
  if (user.companyId === null) throw notFound(M.subscriptionNotFound);
  return user.companyId;
}

/**
 * Places the company's order of a plan: awaiting payment, as quoted, its pro-forma e-mailed to the
 * company and the master administrators told. Under the lock on the company's row: one order at a
 * time, and never days that meet another subscription's (the plan an upgrade replaces aside).
 */
export async function placeOrder(db: Db, user: SessionUser, planId: number, appUrl: string) {
  const companyId = managerOf(user);
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const [pending] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(eq(subscriptions.companyId, companyId), eq(subscriptions.status, 'awaiting_payment')),
      );
    if (pending) throw new AppError('CONFLICT', M.orderPending);
    await sellerForOrder(tx);
    const order = await orderOf(tx, companyId, planId);
    const replacesId = order.kind === 'upgrade' ? order.current!.subscription.id : null;
    await refuseOverlap(tx, companyId, order, replacesId ? [replacesId] : []);
    const [company] = await tx
      .select({ trn: companies.trn })
      .from(companies)
      .where(eq(companies.id, companyId));
    const [row] = await tx
      .insert(subscriptions)
      .values({
        companyId,
        planId: order.plan.id,
        startsOn: order.startsOn,
        endsOn: order.endsOn,
        priceFils: order.plan.priceFils,
        buyerTrn: company.trn,
        assignedBy: user.id,
        status: 'awaiting_payment',
        kind: order.kind,
        selfService: true,
        replacesId,
        creditFils: order.creditFils,
      })
      .returning();
    await recordAudit(tx, user, {
      action: 'subscription.order',
      targetType: 'subscription',
      targetId: row.id,
      companyId,
      after: {
        plan: order.plan.name,
        kind: order.kind,
        startsOn: order.startsOn,
        endsOn: order.endsOn,
        priceFils: row.priceFils,
        creditFils: row.creditFils,
      },
    });
    await mailOrder(tx, row.id, appUrl);
    return row.id;
  });
}

/** Withdraws the company's order awaiting payment; any other answers 409, another's 404. */
export async function withdrawOrder(db: Db, user: SessionUser, id: number) {
  const companyId = managerOf(user);
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const [s] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.companyId, companyId)));
    if (!s) throw notFound(M.subscriptionNotFound);
    if (s.status !== 'awaiting_payment') throw new AppError('CONFLICT', M.notAwaitingPayment);
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledOn: todayInUae(), cancelledBy: user.id })
      .where(eq(subscriptions.id, id));
    await recordAudit(tx, user, {
      action: 'subscription.withdraw',
      targetType: 'subscription',
      targetId: id,
      companyId,
      before: { status: s.status },
      after: { status: 'cancelled' },
    });
  });
}

/** Offers the current plan for renewal, or lets it end on its last day; 404 without one. */
export async function setRenewal(db: Db, user: SessionUser, renew: boolean) {
  const companyId = managerOf(user);
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const { subscription: s } = await planOf(tx, companyId);
    if (!s) throw notFound(M.subscriptionNotFound);
    await tx.update(subscriptions).set({ cancelAtEnd: !renew }).where(eq(subscriptions.id, s.id));
    await recordAudit(tx, user, {
      action: 'subscription.renewal',
      targetType: 'subscription',
      targetId: s.id,
      companyId,
      before: { cancelAtEnd: s.cancelAtEnd },
      after: { cancelAtEnd: !renew },
    });
  });
  return renew ? M.renewalOn : M.renewalOff;
}
