import { and, eq } from 'drizzle-orm';
import type { Role } from '@logicareers/shared/roles';
import { PLAN_MESSAGES as M } from '@logicareers/shared/schemas/plans';
import { todayInUae } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';
import { companies, plans, subscriptions, users } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { heldPermissions, permissionsOf, type SessionUser } from '../access/sessions';
import { enqueueMail } from '../mail/outbox';
import { buyerAddress, mailClient } from './billing';
import { proformaNumber, taxDocumentPdf, type TaxDocument } from './invoice-pdf';
import { planMails, type ProformaFacts } from './plans.mails';
import { daysFrom } from './periods';
import { describeSubscription, sellerForOrder } from './seller';
import { amountsOf } from './subscription-view';

/*
 * The pro-forma invoice of a client's order: not a tax invoice, it asks for the amount due (the
 * price with VAT, less an upgrade's credit) by bank transfer to the seller's account, quoting its
 * reference. It is drawn from the order and today's seller settings whenever it is asked for.
 */

/** The order, its plan and company, and the plan an upgrade replaces. */
async function orderFacts(db: Db, id: number) {
  const [row] = await db
    .select({ s: subscriptions, plan: plans, company: companies })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(eq(subscriptions.id, id));
  if (!row) throw notFound(M.subscriptionNotFound);
  const [replaced] = row.s.replacesId
    ? await db
        .select({ endsOn: subscriptions.endsOn, name: plans.name, nameAr: plans.nameAr })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(eq(subscriptions.id, row.s.replacesId))
    : [];
  return { ...row, replaced: replaced ?? null };
}

/** The pro-forma of an order, and what its e-mails tell. */
async function proformaOf(db: Db, id: number) {
  const { s, plan, company, replaced } = await orderFacts(db, id);
  const { seller, bank } = await sellerForOrder(db);
  const amounts = amountsOf(s.priceFils, s.creditFils);
  const orderedOn = todayInUae(s.createdAt);
  const unused = replaced ? daysFrom(orderedOn, replaced.endsOn) : 0;
  const doc: TaxDocument = {
    kind: 'proforma',
    number: proformaNumber(s.id),
    issuedOn: orderedOn,
    supplyDate: s.startsOn,
    seller,
    buyer: { name: company.name, address: await buyerAddress(db, s.companyId), trn: s.buyerTrn },
    ...describeSubscription(plan, s),
    netFils: amounts.netFils,
    vatFils: amounts.vatFils,
    totalFils: amounts.totalFils,
    proforma: {
      bank,
      credit:
        s.creditFils > 0 && replaced
          ? {
              en: `Less credit, ${unused} unused days of ${replaced.name} with VAT`,
              ar: `يُخصم رصيد ${unused} يومًا غير مستخدم من ${replaced.nameAr || replaced.name} مع الضريبة`,
              totalFils: amounts.credit.totalFils,
            }
          : null,
      dueFils: amounts.dueFils,
    },
  };
  const facts: ProformaFacts = {
    number: doc.number,
    plan: plan.name,
    company: company.name,
    startsOn: s.startsOn,
    endsOn: s.endsOn,
    startsWhenPaid: s.kind === 'new' || s.kind === 'upgrade',
    dueFils: amounts.dueFils,
    bank,
  };
  return { s, doc, facts };
}

/** The active master administrators: the users who hold plans.manage. */
async function planManagers(db: Db) {
  const rows = await db
    .select({ to: users.email, locale: users.language, role: users.role, keys: heldPermissions })
    .from(users)
    .where(and(eq(users.role, 'master_admin'), eq(users.status, 'active')));
  return rows.filter((r) => permissionsOf(r.role as Role, r.keys).includes('plans.manage'));
}

/**
 * E-mails an order's pro-forma (PDF attached) to the company's billing addresses, and tells the
 * master administrators that a bank transfer is to be confirmed.
 */
export async function mailOrder(db: Db, id: number, appUrl: string) {
  const { s, doc, facts } = await proformaOf(db, id);
  const pdf = await taxDocumentPdf(doc);
  await mailClient(db, s.companyId, (to, locale) =>
    planMails.proformaIssued({ to, locale, order: facts, pdf, appUrl }),
  );
  for (const admin of await planManagers(db))
    await enqueueMail(
      db,
      planMails.orderReceived({
        to: admin.to,
        locale: admin.locale,
        order: { ...facts, kind: s.kind },
        appUrl,
      }),
    );
}

/**
 * An order's pro-forma as PDF, for an administrator or a user of the ordering company; 404 for
 * anyone else, and for a subscription that was not ordered on the site and awaits no payment.
 */
export async function proformaFor(db: Db, user: SessionUser, id: number) {
  const [s] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const admin = user.permissions.has('plans.manage');
  if (
    !s ||
    (!admin && s.companyId !== user.companyId) ||
    (s.status !== 'awaiting_payment' && !s.selfService)
  )
    throw notFound(M.subscriptionNotFound);
  if (!admin && !user.permissions.has('subscription.read')) throw forbidden();
  const { doc } = await proformaOf(db, id);
  return { name: doc.number, pdf: await taxDocumentPdf(doc) };
}
