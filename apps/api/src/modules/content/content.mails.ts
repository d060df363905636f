import { type Locale, mailT } from '../../i18n';
import type { MailMessage } from '../mail/outbox';

/** The e-mails of the service pages, in the recipient's language. */
export const contentMails = {
  /** To the sender of an enquiry: it was received, with a copy of it. */
  enquiryReceived: (input: {
    to: string;
    name: string;
    subject: string;
    message: string;
    site: string;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    return {
      kind: 'enquiry_received',
      to: input.to,
      subject: t('enquiryReceived.subject', { subject: input.subject }),
      text: `${t('enquiryReceived.body', {
        name: input.name,
        site: input.site,
        subject: input.subject,
        message: input.message,
      })}\n\n${t('signature')}`,
      secrets: [],
    };
  },
};
