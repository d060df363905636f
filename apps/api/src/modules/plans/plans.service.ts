import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PLAN_MESSAGES as M,
  vatOf,
  type SubscriptionStatus,
  type TMySubscription,
  type TPlan,
  type ZAssignRequest,
  type ZPaymentRequest,
  type ZPlanRequest,
} from '@logicareers/shared/schemas/plans';
import { todayInUae } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';
import { companies, invoices, plans, subscriptions } from '../../db/schema';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { isLimited, periodOf, planOf, usageOf } from './entitlements';
import { byOrder, publicOf } from './public-plans';
import { planMails } from './plans.mails';
import { invoiceNumber, invoicePdf } from './invoice-pdf';
import { bankAccount, describeSubscription, sellerForInvoice } from './seller';
import { billingAddresses, buyerAddress, mailClient } from './billing';
import { lockCompany, refuseOverlap } from './overlaps';
import { activateOrder, lockedSubscription } from './subscription-life';
import { invoiceOf, presentSubscriptions, selectSubscriptions } from './subscription-view';

/*
 * Plans (their prices and limits), their assignment to employer clients for a period at an agreed
 * price, the payment of an assignment and the tax invoice it issues. Every change is written to the
 * audit log in the transaction of the change.
 */

type PlanInput = z.output<typeof ZPlanRequest>;
type AssignInput = z.output<typeof ZAssignRequest>;
type PaymentInput = z.output<typeof ZPaymentRequest>;

/** Every plan, with how many companies hold it today (paid ones; the free plan: the rest). */
export async function listPlans(db: Db): Promise<TPlan[]> {
  const today = todayInUae();
  const rows = await db
    .select()
    .from(plans)
    .orderBy(...byOrder);
  const held = await db
    .select({ planId: subscriptions.planId, n: sql<number>`count(distinct company_id)::int` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        lte(subscriptions.startsOn, today),
        gte(subscriptions.endsOn, today),
      ),
    )
    .groupBy(subscriptions.planId);
  const heldBy = new Map(held.map((row) => [row.planId, row.n]));
  // The free plan is held by every active employer client that no subscription covers today.
  const [{ n: onFree }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companies)
    .where(
      sql`${companies.kind} = 'employer' and ${companies.status} = 'active' and not exists (
        select 1 from ${subscriptions} s where s.company_id = ${companies.id} and s.status = 'active'
        and s.starts_on <= ${today} and s.ends_on >= ${today})`,
    );
  return rows.map((plan) => ({
    ...publicOf(plan),
    name_ar: plan.nameAr,
    description_ar: plan.descriptionAr,
    public: plan.isPublic,
    active: plan.isActive,
    companies: plan.isFree ? onFree : (heldBy.get(plan.id) ?? 0),
  }));
}

const columnsOf = (input: PlanInput) => ({
  name: input.name,
  description: input.description,
  nameAr: input.name_ar,
  descriptionAr: input.description_ar,
  priceFils: input.price_aed,
  billingPeriod: input.billing_period,
  isPublic: input.public,
  isActive: input.active,
  cvSearch: input.cv_search,
  jobPosts: input.limits.job_posts,
  featuredJobs: input.limits.featured_jobs,
  cvViews: input.limits.cv_views,
  cvDownloads: input.limits.cv_downloads,
  usersLimit: input.limits.users,
  bulkEmails: input.limits.bulk_emails,
});

async function assertNameFree(db: Db, name: string, except: number | null) {
  const [taken] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(sql`lower(${plans.name}) = lower(${name}) and ${plans.id} <> ${except ?? 0}`);
  if (taken) throw new AppError('CONFLICT', { name: M.nameTaken });
}

export async function createPlan(db: Db, actor: SessionUser, input: PlanInput) {
  await assertNameFree(db, input.name, null);
  return db.transaction(async (tx) => {
    const [plan] = await tx.insert(plans).values(columnsOf(input)).returning();
    await recordAudit(tx, actor, {
      action: 'plan.create',
      targetType: 'plan',
      targetId: plan.id,
      after: columnsOf(input),
    });
    return plan.id;
  });
}

export async function updatePlan(db: Db, actor: SessionUser, id: number, input: PlanInput) {
  await assertNameFree(db, input.name, id);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
    if (!before) throw notFound(M.notFound);
    if (before.isFree && input.price_aed !== 0) throw invalid({ price_aed: M.freeMustBeFree });
    if (before.isFree && !input.active) throw invalid({ active: M.freeStaysActive });
    await tx
      .update(plans)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(plans.id, id));
    await recordAudit(tx, actor, {
      action: 'plan.update',
      targetType: 'plan',
      targetId: id,
      before: { ...publicOf(before), public: before.isPublic, active: before.isActive },
      after: columnsOf(input),
    });
  });
}

/* ---------- Subscriptions ---------- */

const newestFirst = [desc(subscriptions.startsOn), desc(subscriptions.id)];

/** Every client's subscriptions (or one client's), newest first, a page at a time. */
export async function listSubscriptions(
  db: Db,
  options: {
    companyId?: number | null;
    status?: SubscriptionStatus;
    page: number;
    pageSize: number;
  },
) {
  const where: SQL | undefined = and(
    options.companyId != null ? eq(subscriptions.companyId, options.companyId) : undefined,
    options.status ? eq(subscriptions.status, options.status) : undefined,
  );
  const today = todayInUae();
  return readPage(
    options,
    {
      rows: selectSubscriptions(db)
        .where(where)
        .orderBy(...newestFirst),
      total: db.select({ total: count() }).from(subscriptions).where(where),
    },
    (rows) => presentSubscriptions(db, rows, today),
  );
}

/** Assigns a plan to an employer client; with the payment given, issues the invoice at once. */
export async function assignPlan(db: Db, actor: SessionUser, input: AssignInput, appUrl: string) {
  const [company] = await db
    .select({ id: companies.id, kind: companies.kind, trn: companies.trn })
    .from(companies)
    .where(eq(companies.id, input.company_id));
  if (!company) throw invalid({ company_id: M.companyRequired });
  if (company.kind !== 'employer') throw invalid({ company_id: M.companyNotEmployer });
  const [plan] = await db.select().from(plans).where(eq(plans.id, input.plan_id));
  if (!plan) throw invalid({ plan_id: M.notFound });
  if (!plan.isActive) throw invalid({ plan_id: M.inactivePlan });
  if (input.payment && input.price_aed === 0) throw invalid({ payment: M.nothingToPay });
  return db.transaction(async (tx) => {
    await lockCompany(tx, company.id);
    await refuseOverlap(tx, company.id, { startsOn: input.starts_on, endsOn: input.ends_on });
    const [row] = await tx
      .insert(subscriptions)
      .values({
        companyId: company.id,
        planId: plan.id,
        startsOn: input.starts_on,
        endsOn: input.ends_on,
        priceFils: input.price_aed,
        // The client's own TRN, kept on its profile, unless the administrator gives one.
        buyerTrn: input.buyer_trn || company.trn,
        assignedBy: actor.id,
      })
      .returning({ id: subscriptions.id });
    await recordAudit(tx, actor, {
      action: 'subscription.assign',
      targetType: 'subscription',
      targetId: row.id,
      companyId: company.id,
      after: {
        plan: plan.name,
        startsOn: input.starts_on,
        endsOn: input.ends_on,
        priceFils: input.price_aed,
      },
    });
    if (input.payment) await issueInvoice(tx, actor, row.id, input.payment, appUrl);
    return row.id;
  });
}

/**
 * Records the payment of a subscription and issues its tax invoice. An order awaiting payment
 * becomes active first (activateOrder: an upgrade's credit note comes before the new invoice). A
 * payment provider's confirmation would call this too: it is the one place a plan is paid.
 */
export async function recordPayment(
  db: Db,
  actor: SessionUser,
  subscriptionId: number,
  payment: PaymentInput,
  appUrl: string,
) {
  await db.transaction(async (tx) => {
    const s = await lockedSubscription(tx, subscriptionId);
    if (s.status === 'cancelled') throw new AppError('CONFLICT', M.alreadyCancelled);
    if (s.status === 'awaiting_payment') await activateOrder(tx, actor, s, appUrl);
    await issueInvoice(tx, actor, subscriptionId, payment, appUrl);
  });
}

/**
 * Issues the tax invoice of a subscription's payment, and e-mails the client's active users. The
 * invoice table is locked while the next number is taken, so numbers follow each other without
 * gaps or repeats even when two are issued at once.
 */
async function issueInvoice(
  tx: Db,
  actor: SessionUser,
  subscriptionId: number,
  payment: PaymentInput,
  appUrl: string,
) {
  await tx.execute(sql`lock table ${invoices} in share row exclusive mode`);
  const [row] = await tx
    .select({
      subscription: subscriptions,
      plan: plans,
      company: { name: companies.name },
      paid: invoices.id,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .leftJoin(invoices, eq(invoices.subscriptionId, subscriptions.id))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) throw notFound(M.subscriptionNotFound);
  if (row.paid) throw new AppError('CONFLICT', M.alreadyPaid);
  const s = row.subscription;
  if (s.priceFils === 0) throw new AppError('CONFLICT', M.nothingToPay);
  const seller = await sellerForInvoice(tx);
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${invoices.number}), 0)::int + 1` })
    .from(invoices);
  const vat = vatOf(s.priceFils);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: next,
      subscriptionId: s.id,
      companyId: s.companyId,
      issuedOn: todayInUae(),
      // The date of supply: when the payment was received.
      supplyDate: payment.paid_on,
      paymentMethod: payment.method,
      paymentReference: payment.reference,
      sellerName: seller.name,
      sellerNameAr: seller.nameAr,
      sellerAddress: seller.address,
      sellerAddressAr: seller.addressAr,
      sellerTrn: seller.trn,
      buyerName: row.company.name,
      buyerAddress: await buyerAddress(tx, s.companyId),
      buyerTrn: s.buyerTrn,
      ...describeSubscription(row.plan, s),
      netFils: s.priceFils,
      vatFils: vat,
      totalFils: s.priceFils + vat,
      issuedBy: actor.id,
    })
    .returning();
  await recordAudit(tx, actor, {
    action: 'subscription.payment',
    targetType: 'subscription',
    targetId: s.id,
    companyId: s.companyId,
    after: {
      invoice: invoiceNumber(invoice.number),
      method: payment.method,
      reference: payment.reference,
      totalFils: invoice.totalFils,
    },
  });
  const pdf = await invoicePdf(invoice);
  const shown = invoiceOf(invoice, row.company.name);
  await mailClient(tx, s.companyId, (to, locale) =>
    planMails.invoiceIssued({ to, locale, invoice: shown, pdf, appUrl }),
  );
}

export { billingAddresses };

/* ---------- The employer's own ---------- */

/**
 * The signed-in user's company: its plan, usage this month, subscriptions, invoices and credit
 * notes, its order awaiting payment, and where to pay it. `canOrder`: the reader holds
 * company.manage.
 */
export async function mySubscription(
  db: Db,
  companyId: number,
  canOrder = false,
): Promise<TMySubscription> {
  const today = todayInUae();
  const { plan, subscription } = await planOf(db, companyId, today);
  const rows = await selectSubscriptions(db)
    .where(eq(subscriptions.companyId, companyId))
    .orderBy(...newestFirst)
    .limit(100);
  const history = await presentSubscriptions(db, rows, today);
  const bank = await bankAccount(db);
  return {
    limited: await isLimited(db, companyId),
    plan: publicOf(plan),
    current: history.find((s) => s.id === subscription?.id) ?? null,
    period: periodOf(today),
    usage: await usageOf(db, companyId, plan),
    history,
    invoices: history.flatMap((s) => (s.invoice ? [s.invoice] : [])),
    credit_notes: history.flatMap((s) => s.credit_notes),
    order: history.find((s) => s.status === 'awaiting_payment') ?? null,
    can_order: canOrder,
    bank: bank && {
      bank_name: bank.bankName,
      account_name: bank.accountName,
      iban: bank.iban,
      swift: bank.swift,
    },
  };
}

/** An invoice, for an administrator or for a user of the invoiced company; 404 for anyone else. */
export async function invoiceFor(db: Db, user: SessionUser, id: number) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  const admin = user.permissions.has('plans.manage');
  if (!invoice || (!admin && invoice.companyId !== user.companyId))
    throw notFound(M.invoiceNotFound);
  if (!admin && !user.permissions.has('subscription.read')) throw forbidden();
  return invoice;
}
