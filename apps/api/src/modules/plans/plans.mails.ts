import { PAGES } from '@logicareers/shared/pages';
import { formatAed, type TInvoice } from '@logicareers/shared/schemas/plans';
import { type Locale, mailT } from '../../i18n';
import type { MailMessage } from '../mail/outbox';
import { catalogueMail, mailLink } from '../mail/templates';

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
