import type { FastifyReply } from 'fastify';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatAed, VAT_PERCENT } from '@logicareers/shared/schemas/plans';
import type { invoices } from '../../db/schema';

/** How an invoice number is printed. */
export const invoiceNumber = (n: number) => `INV-${String(n).padStart(6, '0')}`;

const A4 = { width: 595, height: 842 };
const MARGIN = 50;
const GREY = rgb(0.35, 0.35, 0.35);

/** The standard fonts write WinAnsi only: any other character prints as '?'. */
const printable = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

/**
 * A tax invoice as the UAE VAT rules ask: the words "Tax Invoice", the seller's name, address and
 * TRN, the buyer's name (address and TRN when known), a sequential number, the invoice date and the
 * date of supply, what was supplied, the amount before VAT, the VAT rate and amount, and the total
 * in AED. Everything comes from the stored invoice, so the PDF is the same whenever it is made.
 */
export async function invoicePdf(invoice: typeof invoices.$inferSelect): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tax Invoice ${invoiceNumber(invoice.number)}`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const write = (text: string, options: { font?: PDFFont; size?: number; x?: number } = {}) => {
    const size = options.size ?? 10;
    page.drawText(printable(text), {
      x: options.x ?? MARGIN,
      y,
      size,
      font: options.font ?? regular,
    });
  };
  const line = (text: string, options: { font?: PDFFont; size?: number } = {}) => {
    write(text, options);
    y -= (options.size ?? 10) + 5;
  };
  const right = (p: PDFPage, text: string, font: PDFFont, x: number) =>
    p.drawText(printable(text), { x: x - font.widthOfTextAtSize(text, 10), y, size: 10, font });

  line('Tax Invoice', { font: bold, size: 20 });
  y -= 6;
  line(invoice.sellerName, { font: bold, size: 11 });
  line(invoice.sellerAddress);
  line(`TRN: ${invoice.sellerTrn}`);
  y -= 10;
  line(`Invoice number: ${invoiceNumber(invoice.number)}`, { font: bold });
  line(`Invoice date: ${invoice.issuedOn}`);
  line(`Date of supply: ${invoice.supplyDate}`);
  y -= 10;
  line('Bill to', { font: bold });
  line(invoice.buyerName);
  if (invoice.buyerAddress) line(invoice.buyerAddress);
  if (invoice.buyerTrn) line(`TRN: ${invoice.buyerTrn}`);
  y -= 14;

  const amountX = A4.width - MARGIN;
  write('Description', { font: bold });
  right(page, 'Amount (AED)', bold, amountX);
  y -= 6;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: amountX, y },
    thickness: 0.5,
    color: GREY,
  });
  y -= 14;
  write(invoice.description);
  right(page, formatAed(invoice.netFils), regular, amountX);
  y -= 24;
  const totals: [string, number, PDFFont][] = [
    ['Total before VAT', invoice.netFils, regular],
    [`VAT ${VAT_PERCENT}%`, invoice.vatFils, regular],
    ['Total including VAT', invoice.totalFils, bold],
  ];
  for (const [label, fils, font] of totals) {
    write(label, { font, x: amountX - 220 });
    right(page, formatAed(fils), font, amountX);
    y -= 15;
  }
  y -= 14;
  line(
    `Paid by ${invoice.paymentMethod === 'card' ? 'card' : 'bank transfer'}, reference ${invoice.paymentReference}.`,
  );
  line('All amounts are in UAE dirhams (AED).');
  return Buffer.from(await pdf.save());
}

/** Sends an invoice as a PDF download named by its number. */
export async function sendInvoicePdf(reply: FastifyReply, invoice: typeof invoices.$inferSelect) {
  const pdf = await invoicePdf(invoice);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceNumber(invoice.number)}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
