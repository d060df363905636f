import type { FastifyReply } from 'fastify';
import { PDFDocument, rgb } from 'pdf-lib';
import { formatAed, VAT_PERCENT } from '@logicareers/shared/schemas/plans';
import type { invoices } from '../../db/schema';
import { embedFonts, isRtl, ltr, PageWriter, type TextStyle } from './pdf-text';

/** How an invoice number is printed. */
export const invoiceNumber = (n: number) => `INV-${String(n).padStart(6, '0')}`;
/** How a credit note number is printed. */
export const creditNoteNumber = (n: number) => `CN-${String(n).padStart(6, '0')}`;

/** The seller's and buyer's details printed on a tax document. */
export type Party = {
  name: string;
  nameAr?: string;
  address: string;
  addressAr?: string;
  trn: string;
};

/** How a pro-forma invoice (an order awaiting payment) is referred to. */
export const proformaNumber = (subscriptionId: number) => `PF-${subscriptionId}`;

/** The seller's bank account, printed on a pro-forma. */
export type BankAccount = { bankName: string; accountName: string; iban: string; swift: string };

/**
 * A tax invoice or a tax credit note, as stored when it was issued. A credit note names the
 * invoice it credits (UAE VAT: a tax credit note refers to the tax invoice it adjusts). A
 * pro-forma is no tax document: it asks for a payment, with where to pay it, the credit of an
 * upgrade and the amount due.
 */
export type TaxDocument = {
  kind: 'invoice' | 'credit_note' | 'proforma';
  number: string;
  issuedOn: string;
  supplyDate: string;
  seller: Required<Party>;
  buyer: Party;
  description: string;
  descriptionAr: string;
  netFils: number;
  vatFils: number;
  totalFils: number;
  payment?: { method: 'bank_transfer' | 'card'; reference: string };
  credits?: { number: string; issuedOn: string; reason: string; reasonAr: string };
  proforma?: {
    bank: BankAccount;
    /** An upgrade's credit for the unused days of the plan it replaces, with its VAT. */
    credit: { en: string; ar: string; totalFils: number } | null;
    dueFils: number;
  };
};

/** The words of each document, in English and Arabic. */
const WORDS = {
  invoice: {
    title: ['Tax Invoice', 'فاتورة ضريبية'],
    number: ['Invoice number', 'رقم الفاتورة'],
    date: ['Invoice date', 'تاريخ الفاتورة'],
  },
  credit_note: {
    title: ['Tax Credit Note', 'إشعار دائن ضريبي'],
    number: ['Credit note number', 'رقم الإشعار الدائن'],
    date: ['Credit note date', 'تاريخ الإشعار الدائن'],
  },
  proforma: {
    title: ['Pro-forma invoice', 'فاتورة مبدئية'],
    number: ['Reference', 'المرجع'],
    date: ['Date', 'التاريخ'],
  },
  notTaxInvoice: ['This is not a tax invoice.', 'هذه ليست فاتورة ضريبية.'],
  starts: ['Plan starts', 'بداية الباقة'],
  due: ['Amount due', 'المبلغ المستحق'],
  payTo: [
    'Please pay by bank transfer, quoting the reference:',
    'يرجى الدفع بتحويل مصرفي مع ذكر المرجع:',
  ],
  bank: ['Bank', 'البنك'],
  accountName: ['Account name', 'اسم الحساب'],
  iban: ['IBAN', 'رقم الآيبان'],
  swift: ['SWIFT', 'رمز السويفت'],
  supply: ['Date of supply', 'تاريخ التوريد'],
  seller: ['Supplier', 'المورّد'],
  buyer: ['Customer', 'العميل'],
  trn: ['TRN', 'الرقم الضريبي'],
  description: ['Description', 'الوصف'],
  amount: ['Amount (AED)', 'المبلغ (درهم)'],
  net: ['Total excluding VAT', 'الإجمالي غير شامل ضريبة القيمة المضافة'],
  vat: [`VAT ${VAT_PERCENT}%`, `ضريبة القيمة المضافة ${VAT_PERCENT}%`],
  total: ['Total including VAT', 'الإجمالي شامل ضريبة القيمة المضافة'],
  credited: ['Against tax invoice', 'مقابل الفاتورة الضريبية'],
  reason: ['Reason', 'السبب'],
  aed: ['All amounts are in UAE dirhams (AED).', 'جميع المبالغ بالدرهم الإماراتي.'],
} as const;

const A4 = { width: 595, height: 842 };
const MARGIN = 48;
const RIGHT = A4.width - MARGIN;
const MIDDLE = A4.width / 2;
const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.75, 0.75, 0.75);

/** The totals, and how the invoice was paid; answers where the next line goes. */
function drawTotals(w: PageWriter, doc: TaxDocument, top: number) {
  let y = top;
  const totals: [readonly [string, string], number, TextStyle][] = [
    [WORDS.net, doc.netFils, {}],
    [WORDS.vat, doc.vatFils, {}],
    [WORDS.total, doc.totalFils, { weight: 'bold', size: 11 }],
  ];
  for (const [[en, ar], fils, style] of totals) {
    w.text(en, MARGIN, y, { ...style, direction: 'ltr' });
    w.text(ar, RIGHT - 110, y, { ...style, direction: 'rtl', align: 'right' });
    w.text(`AED ${formatAed(fils)}`, RIGHT, y, { ...style, align: 'right', direction: 'ltr' });
    y -= 17;
  }
  y -= 14;
  if (doc.proforma) return drawProforma(w, doc.proforma, doc.number, y);
  if (doc.payment) {
    const transfer = doc.payment.method === 'bank_transfer';
    const style = { color: GREY };
    const reference = doc.payment.reference;
    w.text(`Paid by ${transfer ? 'bank transfer' : 'card'}, reference ${reference}.`, MARGIN, y, {
      ...style,
      direction: 'ltr',
    });
    w.text(`سُدّد ${transfer ? 'بتحويل مصرفي' : 'ببطاقة'}، المرجع ${ltr(reference)}.`, RIGHT, y, {
      ...style,
      direction: 'rtl',
      align: 'right',
    });
    y -= 14;
  }
  return y;
}

/** A pro-forma's credit, amount due and bank account, under its totals. */
function drawProforma(
  w: PageWriter,
  p: NonNullable<TaxDocument['proforma']>,
  ref: string,
  top: number,
) {
  let y = top;
  const line = (en: string, ar: string, value: string, style: TextStyle = {}) => {
    w.text(en, MARGIN, y, { ...style, direction: 'ltr' });
    w.text(ar, RIGHT - 110, y, { ...style, direction: 'rtl', align: 'right' });
    w.text(value, RIGHT, y, { ...style, align: 'right', direction: 'ltr' });
    y -= 17;
  };
  if (p.credit) {
    // The credit names a plan, which may be long: its Arabic goes on a line of its own.
    w.text(`AED -${formatAed(p.credit.totalFils)}`, RIGHT, y, { align: 'right', direction: 'ltr' });
    for (const part of w.wrap(p.credit.en, RIGHT - 110 - MARGIN, {})) {
      w.text(part, MARGIN, y, { direction: 'ltr' });
      y -= 14;
    }
    for (const part of w.wrap(p.credit.ar, RIGHT - 110 - MARGIN, {})) {
      w.text(part, RIGHT - 110, y, { direction: 'rtl', align: 'right' });
      y -= 14;
    }
    y -= 3;
  }
  line(WORDS.due[0], WORDS.due[1], `AED ${formatAed(p.dueFils)}`, { weight: 'bold', size: 11 });
  y -= 14;
  const pairs: [readonly [string, string], string][] = [
    [WORDS.payTo, ref],
    [WORDS.bank, p.bank.bankName],
    [WORDS.accountName, p.bank.accountName],
    [WORDS.iban, p.bank.iban],
    [WORDS.swift, p.bank.swift],
  ];
  for (const [[en, ar], value] of pairs) {
    if (!value) continue;
    w.text(`${en} ${value}`, MARGIN, y, { direction: 'ltr' });
    w.text(`${ar} ${ltr(value)}`, RIGHT, y, { direction: 'rtl', align: 'right' });
    y -= 15;
  }
  return y - 10;
}

/** Draws the document on one A4 page, English on the left and Arabic on the right. */
async function render(doc: TaxDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const words = WORDS[doc.kind];
  pdf.setTitle(`${words.title[0]} ${doc.number}`);
  pdf.setLanguage('en-AE');
  const fonts = await embedFonts(pdf);
  const page = pdf.addPage([A4.width, A4.height]);
  const w = new PageWriter(page, fonts);
  let y = A4.height - MARGIN - 10;

  const rule = (gap = 8) => {
    page.drawLine({ start: { x: MARGIN, y }, end: { x: RIGHT, y }, thickness: 0.5, color: RULE });
    y -= gap;
  };
  /** An English text on the left and its Arabic on the right, on one line. */
  const both = ([en, ar]: readonly [string, string], style: TextStyle = {}) => {
    w.text(en, MARGIN, y, { ...style, direction: 'ltr' });
    w.text(ar, RIGHT, y, { ...style, direction: 'rtl', align: 'right' });
  };
  /** A text in its own direction: Arabic from the right edge of its column, the rest from the left. */
  const own = (text: string, left: number, right: number, style: TextStyle = {}) => {
    for (const line of w.wrap(text, right - left, style)) {
      if (isRtl(line)) w.text(line, right, y, { ...style, direction: 'rtl', align: 'right' });
      else w.text(line, left, y, { ...style, direction: 'ltr' });
      y -= (style.size ?? 10) + 4;
    }
  };

  both(words.title, { size: 20, weight: 'bold' });
  y -= 28;
  if (doc.kind === 'proforma') {
    both(WORDS.notTaxInvoice, { weight: 'bold', color: GREY });
    y -= 20;
  }
  // The number and dates: English label, the value in the middle, Arabic label.
  const facts: [readonly [string, string], string][] = [
    [words.number, doc.number],
    [words.date, doc.issuedOn],
    [doc.kind === 'proforma' ? WORDS.starts : WORDS.supply, doc.supplyDate],
  ];
  if (doc.credits) facts.push([WORDS.credited, `${doc.credits.number} (${doc.credits.issuedOn})`]);
  for (const [[en, ar], value] of facts) {
    w.text(en, MARGIN, y, { color: GREY, direction: 'ltr' });
    w.text(value, MIDDLE, y, { weight: 'bold', direction: 'ltr', align: 'right' });
    w.text(ar, RIGHT, y, { color: GREY, direction: 'rtl', align: 'right' });
    y -= 15;
  }
  y -= 10;
  rule(18);

  // The supplier and the customer: English on the left, Arabic on the right; a name or address
  // given once is printed on the side of its own script.
  const party = (label: readonly [string, string], p: Party) => {
    both(label, { weight: 'bold', color: GREY });
    y -= 16;
    const top = y;
    const english = (text: string) => (isRtl(text) ? '' : text);
    const arabic = (text: string, ar?: string) => ar || (isRtl(text) ? text : '');
    const sides = [
      [MARGIN, MIDDLE - 12, english(p.name), english(p.address)],
      [MIDDLE + 12, RIGHT, arabic(p.name, p.nameAr), arabic(p.address, p.addressAr)],
    ] as const;
    let bottom = y;
    for (const [left, right, name, address] of sides) {
      y = top;
      if (name) own(name, left, right, { weight: 'bold' });
      if (address) own(address, left, right);
      bottom = Math.min(bottom, y);
    }
    y = bottom;
    if (p.trn) {
      w.text(`${WORDS.trn[0]}: ${p.trn}`, MARGIN, y, { direction: 'ltr' });
      w.text(`${WORDS.trn[1]}: ${ltr(p.trn)}`, RIGHT, y, { direction: 'rtl', align: 'right' });
      y -= 14;
    }
    y -= 12;
  };
  party(WORDS.seller, doc.seller);
  party(WORDS.buyer, doc.buyer);
  rule(16);

  // The one line supplied, and the totals.
  const bold = { weight: 'bold' } as const;
  const gap = 8;
  w.text(WORDS.description[0], MARGIN, y, { ...bold, direction: 'ltr' });
  const descriptionAr = MARGIN + w.width(WORDS.description[0], bold) + gap;
  w.text(WORDS.description[1], descriptionAr + w.width(WORDS.description[1], bold), y, {
    ...bold,
    direction: 'rtl',
    align: 'right',
  });
  w.text(WORDS.amount[1], RIGHT, y, { ...bold, direction: 'rtl', align: 'right' });
  const amountAr = w.width(WORDS.amount[1], bold) + gap;
  w.text(WORDS.amount[0], RIGHT - amountAr, y, { ...bold, direction: 'ltr', align: 'right' });
  y -= 8;
  rule(16);
  w.text(formatAed(doc.netFils), RIGHT, y, { align: 'right', direction: 'ltr' });
  const column = RIGHT - amountAr - w.width(WORDS.amount[0], bold) - 12;
  own(doc.description, MARGIN, column);
  if (doc.descriptionAr) own(doc.descriptionAr, MARGIN, column);
  if (doc.credits) {
    own(`${WORDS.reason[0]}: ${doc.credits.reason}`, MARGIN, column, { color: GREY });
    if (doc.credits.reasonAr)
      own(`${WORDS.reason[1]}: ${doc.credits.reasonAr}`, MARGIN, column, { color: GREY });
  }
  y -= 4;
  rule(18);
  y = drawTotals(w, doc, y);
  both(WORDS.aed, { color: GREY });
  return pdf.save();
}

/** The document of a stored invoice: everything as it was issued. */
export function invoiceDocument(invoice: typeof invoices.$inferSelect): TaxDocument {
  return {
    kind: 'invoice',
    number: invoiceNumber(invoice.number),
    issuedOn: invoice.issuedOn,
    supplyDate: invoice.supplyDate,
    seller: {
      name: invoice.sellerName,
      nameAr: invoice.sellerNameAr,
      address: invoice.sellerAddress,
      addressAr: invoice.sellerAddressAr,
      trn: invoice.sellerTrn,
    },
    buyer: { name: invoice.buyerName, address: invoice.buyerAddress, trn: invoice.buyerTrn },
    description: invoice.description,
    descriptionAr: invoice.descriptionAr,
    netFils: invoice.netFils,
    vatFils: invoice.vatFils,
    totalFils: invoice.totalFils,
    payment: { method: invoice.paymentMethod, reference: invoice.paymentReference },
  };
}

/**
 * A tax invoice or tax credit note as the UAE VAT rules ask, in English and Arabic: the words "Tax
 * Invoice" (or "Tax Credit Note"), the seller's name, address and TRN, the buyer's name (address
 * and TRN when known), a sequential number, the date and the date of supply, what was supplied,
 * the amount before VAT, the VAT rate and amount, and the total in AED. Everything comes from the
 * stored document, so the PDF is the same whenever it is made.
 */
export async function taxDocumentPdf(doc: TaxDocument): Promise<Buffer> {
  return Buffer.from(await render(doc));
}

/** The PDF of a stored invoice. */
export const invoicePdf = (invoice: typeof invoices.$inferSelect) =>
  taxDocumentPdf(invoiceDocument(invoice));

/** Sends an invoice as a PDF download named by its number. */
export async function sendInvoicePdf(reply: FastifyReply, invoice: typeof invoices.$inferSelect) {
  const pdf = await invoicePdf(invoice);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceNumber(invoice.number)}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
