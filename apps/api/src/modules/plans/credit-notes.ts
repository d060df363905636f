import { eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { PLAN_MESSAGES as M, vatOf } from '@logicareers/shared/schemas/plans';
import { todayInUae } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';
import { creditNotes, invoices } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { mailClient } from './billing';
import { creditNoteNumber, invoiceNumber, taxDocumentPdf, type TaxDocument } from './invoice-pdf';
import { planMails } from './plans.mails';
import { creditNoteOf } from './subscription-view';

/*
 * Credit notes: part or all of a subscription's tax invoice given back, when it is cancelled at
 * once or replaced by an upgrade. They are numbered in their own series, taken under a lock on
 * their table like invoices, and never give back more than the invoice less its earlier credits.
 */

type CreditNoteRow = typeof creditNotes.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

/** What is credited and why, in English and, where the product writes it, in Arabic. */
export type Credit = { subscriptionId: number; netFils: number; reason: string; reasonAr?: string };

/**
 * Issues a credit note on the subscription's tax invoice and e-mails it to the client; nothing when
 * the subscription has no invoice or nothing is left to credit. Call it in the transaction of the
 * change that gives the days back.
 */
export async function issueCreditNote(tx: Db, actor: SessionUser, credit: Credit, appUrl: string) {
  await tx.execute(sql`lock table ${creditNotes} in share row exclusive mode`);
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, credit.subscriptionId));
  if (!invoice) return null;
  const [{ net, vat }] = await tx
    .select({
      net: sql<number>`coalesce(sum(${creditNotes.netFils}), 0)::int`,
      vat: sql<number>`coalesce(sum(${creditNotes.vatFils}), 0)::int`,
    })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id));
  const netFils = Math.min(credit.netFils, invoice.netFils - net);
  if (netFils <= 0) return null;
  const vatFils = Math.min(vatOf(netFils), invoice.vatFils - vat);
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${creditNotes.number}), 0)::int + 1` })
    .from(creditNotes);
  const [note] = await tx
    .insert(creditNotes)
    .values({
      number: next,
      invoiceId: invoice.id,
      subscriptionId: credit.subscriptionId,
      companyId: invoice.companyId,
      issuedOn: todayInUae(),
      reason: credit.reason,
      sellerName: invoice.sellerName,
      sellerNameAr: invoice.sellerNameAr,
      sellerAddress: invoice.sellerAddress,
      sellerAddressAr: invoice.sellerAddressAr,
      sellerTrn: invoice.sellerTrn,
      buyerName: invoice.buyerName,
      buyerAddress: invoice.buyerAddress,
      buyerTrn: invoice.buyerTrn,
      description: `Credit: ${invoice.description}`,
      descriptionAr: `إشعار دائن: ${invoice.descriptionAr}${credit.reasonAr ? `. ${credit.reasonAr}` : ''}`,
      netFils,
      vatFils,
      totalFils: netFils + vatFils,
      issuedBy: actor.id,
    })
    .returning();
  await recordAudit(tx, actor, {
    action: 'subscription.credit_note',
    targetType: 'subscription',
    targetId: credit.subscriptionId,
    companyId: invoice.companyId,
    after: {
      creditNote: creditNoteNumber(note.number),
      invoice: invoiceNumber(invoice.number),
      reason: note.reason,
      totalFils: note.totalFils,
    },
  });
  const pdf = await taxDocumentPdf(creditNoteDocument(note, invoice));
  const shown = creditNoteOf(note, invoice.number);
  await mailClient(tx, invoice.companyId, (to, locale) =>
    planMails.creditNoteIssued({ to, locale, creditNote: shown, pdf, appUrl }),
  );
  return note;
}

/** The document of a stored credit note: everything as it was issued, naming its invoice. */
export function creditNoteDocument(note: CreditNoteRow, invoice: InvoiceRow): TaxDocument {
  return {
    kind: 'credit_note',
    number: creditNoteNumber(note.number),
    issuedOn: note.issuedOn,
    supplyDate: invoice.supplyDate,
    seller: {
      name: note.sellerName,
      nameAr: note.sellerNameAr,
      address: note.sellerAddress,
      addressAr: note.sellerAddressAr,
      trn: note.sellerTrn,
    },
    buyer: { name: note.buyerName, address: note.buyerAddress, trn: note.buyerTrn },
    description: note.description,
    descriptionAr: note.descriptionAr,
    netFils: note.netFils,
    vatFils: note.vatFils,
    totalFils: note.totalFils,
    credits: {
      number: invoiceNumber(invoice.number),
      issuedOn: invoice.issuedOn,
      reason: note.reason,
      reasonAr: '',
    },
  };
}

/** A credit note, for an administrator or a user of the credited company; 404 for anyone else. */
export async function creditNoteFor(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.id, id));
  const admin = user.permissions.has('plans.manage');
  if (!row || (!admin && row.note.companyId !== user.companyId))
    throw notFound(M.creditNoteNotFound);
  if (!admin && !user.permissions.has('subscription.read')) throw forbidden();
  return row;
}

/** Sends a PDF download named by its number, kept by no cache. */
export async function sendPdf(reply: FastifyReply, name: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** Sends a credit note as a PDF download. */
export async function sendCreditNotePdf(
  reply: FastifyReply,
  { note, invoice }: { note: CreditNoteRow; invoice: InvoiceRow },
) {
  const pdf = await taxDocumentPdf(creditNoteDocument(note, invoice));
  return sendPdf(reply, creditNoteNumber(note.number), pdf);
}
