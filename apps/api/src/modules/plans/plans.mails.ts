import { PAGES, paths } from '@logicareers/shared/pages';
import {
  formatAed,
  type OrderKind,
  type TCreditNote,
  type TInvoice,
} from '@logicareers/shared/schemas/plans';
import { type Locale, mailT } from '../../i18n';
import type { MailMessage } from '../mail/outbox';
import { catalogueMail, mailLink } from '../mail/templates';

/** What an order's e-mails tell: the pro-forma's reference, the plan, its days and the amount due. */
export interface ProformaFacts {
  number: string;
  plan: string;
  company: string;
  startsOn: string;
  endsOn: string;
  startsWhenPaid: boolean;
  dueFils: number;
  bank: { bankName: string; accountName: string; iban: string; swift: string };
}

const pdfAttachment = (name: string, pdf: Buffer) => ({
  filename: `${name}.pdf`,
  contentType: 'application/pdf',
  base64: pdf.toString('base64'),
});

interface PlanNotice {
  to: string;
  plan: string;
  company: string;
  endsOn: string;
  appUrl: string;
  locale?: Locale;
}

/** The e-mails of plans and invoices, to a client's users, in the recipient's language. */
export const planMails = {
  /** The tax invoice: its figures, its PDF attached, and where to download it again. */
  invoiceIssued: (input: {
    to: string;
    invoice: TInvoice;
    pdf: Buffer;
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    const { invoice } = input;
    return {
      kind: 'plan_invoice',
      to: input.to,
      subject: t('planInvoice.subject', { number: invoice.number }),
      text: `${t('planInvoice.body', {
        number: invoice.number,
        date: invoice.issued_on,
        description: invoice.description,
        net: formatAed(invoice.net_fils),
        vat: formatAed(invoice.vat_fils),
        total: formatAed(invoice.total_fils),
        url: mailLink(input.appUrl, PAGES.employer.subscription, input.locale),
      })}\n\n${t('signature')}`,
      attachments: [
        {
          filename: `${invoice.number}.pdf`,
          contentType: 'application/pdf',
          base64: input.pdf.toString('base64'),
        },
      ],
      secrets: [],
    };
  },
  /** The credit note: its figures and reason, its PDF attached. */
  creditNoteIssued: (input: {
    to: string;
    creditNote: TCreditNote;
    pdf: Buffer;
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const note = input.creditNote;
    return {
      ...catalogueMail({ ...input, kind: 'plan_credit_note' }, 'planCreditNote', {
        number: note.number,
        date: note.issued_on,
        invoice: note.invoice_number,
        reason: note.reason,
        net: formatAed(note.net_fils),
        vat: formatAed(note.vat_fils),
        total: formatAed(note.total_fils),
        url: mailLink(input.appUrl, PAGES.employer.subscription, input.locale),
      }),
      attachments: [pdfAttachment(note.number, input.pdf)],
    };
  },
  /** An order's pro-forma: the amount due, where to pay it, its PDF attached. */
  proformaIssued: (input: {
    to: string;
    order: ProformaFacts;
    pdf: Buffer;
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const { order } = input;
    const t = mailT(input.locale);
    return {
      ...catalogueMail({ ...input, kind: 'plan_proforma' }, 'planProforma', {
        number: order.number,
        plan: order.plan,
        company: order.company,
        startsOn: order.startsOn,
        endsOn: order.endsOn,
        startsWhenPaid: order.startsWhenPaid ? t('planProformaStart') : '',
        due: formatAed(order.dueFils),
        bank: order.bank.bankName,
        account: order.bank.accountName,
        iban: order.bank.iban,
        swift: order.bank.swift || '-',
        url: mailLink(input.appUrl, PAGES.employer.subscription, input.locale),
      }),
      attachments: [pdfAttachment(order.number, input.pdf)],
    };
  },
  /** To a master administrator: a client ordered a plan and its bank transfer is to be confirmed. */
  orderReceived: (input: {
    to: string;
    order: ProformaFacts & { kind: OrderKind };
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const { order } = input;
    const t = mailT(input.locale);
    return catalogueMail({ ...input, kind: 'plan_order_received' }, 'planOrderReceived', {
      number: order.number,
      plan: order.plan,
      company: order.company,
      kind: t(`planOrderKind.${order.kind}`),
      due: formatAed(order.dueFils),
      url: mailLink(input.appUrl, paths.admin.ordersAwaitingPayment, input.locale),
    });
  },
  renewal: (input: PlanNotice): MailMessage => notice('plan_renewal', 'planRenewal', input),
  expired: (input: PlanNotice): MailMessage => notice('plan_expired', 'planExpired', input),
};

function notice(
  kind: 'plan_renewal' | 'plan_expired',
  key: 'planRenewal' | 'planExpired',
  input: PlanNotice,
): MailMessage {
  return catalogueMail({ ...input, kind }, key, {
    plan: input.plan,
    company: input.company,
    endsOn: input.endsOn,
    url: mailLink(input.appUrl, PAGES.employer.subscription, input.locale),
  });
}
