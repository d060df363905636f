import { asc, eq, inArray, sql } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import {
  vatOf,
  type TCreditNote,
  type TInvoice,
  type TSubscription,
} from '@logicareers/shared/schemas/plans';
import type { Db } from '../../db/client';
import { companies, creditNotes, invoices, plans, subscriptions, users } from '../../db/schema';
import { creditNoteNumber, invoiceNumber } from './invoice-pdf';

/*
 * How subscriptions, their invoices and credit notes are answered: the one presenter of the admin's
 * list and of the client's own page.
 */

/**
 * What the client pays for a subscription: its price with VAT, less an upgrade's credit with its
 * VAT, never below nothing.
 */
export function amountsOf(priceFils: number, creditFils: number) {
  const vat = vatOf(priceFils);
  const creditVat = vatOf(creditFils);
  return {
    netFils: priceFils,
    vatFils: vat,
    totalFils: priceFils + vat,
    credit: { netFils: creditFils, vatFils: creditVat, totalFils: creditFils + creditVat },
    dueFils: Math.max(0, priceFils + vat - creditFils - creditVat),
  };
}

const assigner = sql<
  string | null
>`(select nullif(trim(u.first_name || ' ' || u.last_name), '') from ${users} u where u.id = ${subscriptions.assignedBy})`;

export function selectSubscriptions(db: Db) {
  return db
    .select({
      subscription: subscriptions,
      planName: plans.name,
      companyName: companies.name,
      invoice: invoices,
      assignedBy: assigner,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .leftJoin(invoices, eq(invoices.subscriptionId, subscriptions.id));
}
type SubscriptionRow = Awaited<ReturnType<typeof selectSubscriptions>>[number];

export const invoiceOf = (
  invoice: typeof invoices.$inferSelect,
  companyName: string,
): TInvoice => ({
  id: invoice.id,
  number: invoiceNumber(invoice.number),
  issued_on: invoice.issuedOn,
  supply_date: invoice.supplyDate,
  company_id: invoice.companyId,
  company_name: companyName,
  description: invoice.description,
  net_fils: invoice.netFils,
  vat_fils: invoice.vatFils,
  total_fils: invoice.totalFils,
  payment_method: invoice.paymentMethod,
  payment_reference: invoice.paymentReference,
  pdf_url: API.plans.invoicePdf(invoice.id),
});

export const creditNoteOf = (
  note: typeof creditNotes.$inferSelect,
  invoiceNo: number,
): TCreditNote => ({
  id: note.id,
  number: creditNoteNumber(note.number),
  issued_on: note.issuedOn,
  invoice_number: invoiceNumber(invoiceNo),
  reason: note.reason,
  net_fils: note.netFils,
  vat_fils: note.vatFils,
  total_fils: note.totalFils,
  pdf_url: API.plans.creditNotePdf(note.id),
});

/** The credit notes of some subscriptions, oldest first, by subscription. */
export async function creditNotesOf(db: Db, subscriptionIds: number[]) {
  const by = new Map<number, TCreditNote[]>();
  if (!subscriptionIds.length) return by;
  const rows = await db
    .select({ note: creditNotes, invoiceNo: invoices.number })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(inArray(creditNotes.subscriptionId, subscriptionIds))
    .orderBy(asc(creditNotes.number));
  for (const { note, invoiceNo } of rows) {
    const list = by.get(note.subscriptionId) ?? [];
    list.push(creditNoteOf(note, invoiceNo));
    by.set(note.subscriptionId, list);
  }
  return by;
}

/** What a reader is told of a subscription on a day. */
export function stateOf(
  s: Pick<typeof subscriptions.$inferSelect, 'status' | 'startsOn' | 'endsOn'>,
  today: string,
): TSubscription['state'] {
  if (s.status !== 'active') return s.status;
  return s.startsOn > today ? 'upcoming' : s.endsOn < today ? 'ended' : 'current';
}

function subscriptionOf(row: SubscriptionRow, today: string, notes: TCreditNote[]): TSubscription {
  const s = row.subscription;
  const awaiting = s.status === 'awaiting_payment';
  return {
    id: s.id,
    company_id: s.companyId,
    company_name: row.companyName,
    plan_id: s.planId,
    plan_name: row.planName,
    starts_on: s.startsOn,
    ends_on: s.endsOn,
    price_fils: s.priceFils,
    buyer_trn: s.buyerTrn,
    status: s.status,
    state: stateOf(s, today),
    self_service: s.selfService,
    kind: s.kind,
    replaces_id: s.replacesId,
    cancel_at_end: s.cancelAtEnd,
    cancelled_on: s.cancelledOn,
    credit_fils: s.creditFils,
    due_fils: amountsOf(s.priceFils, s.creditFils).dueFils,
    proforma_url: awaiting ? API.plans.proformaPdf(s.id) : null,
    invoice: row.invoice ? invoiceOf(row.invoice, row.companyName) : null,
    credit_notes: notes,
    assigned_by: row.assignedBy,
    created_at: s.createdAt.toISOString(),
  };
}

/** Subscriptions as answered, with their credit notes. */
export async function presentSubscriptions(db: Db, rows: SubscriptionRow[], today: string) {
  const notes = await creditNotesOf(
    db,
    rows.map((row) => row.subscription.id),
  );
  return rows.map((row) => subscriptionOf(row, today, notes.get(row.subscription.id) ?? []));
}
