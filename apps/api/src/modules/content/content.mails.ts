import { type Locale, mailT } from '../../i18n';
import type { MailMessage } from '../mail/outbox';

/** The e-mails of the service pages, in the recipient's language. */
export const contentMails = {
  /**
   * To the address given with an enquiry: it was received. Fixed words and the site's name only,
   * never the sender's (decision 037).
   */
  enquiryReceived: (input: { to: string; site: string; locale?: Locale }): MailMessage => {
    const t = mailT(input.locale);
    return {
      kind: 'enquiry_received',
      to: input.to,
      subject: t('enquiryReceived.subject', { site: input.site }),
      text: `${t('enquiryReceived.body', { site: input.site })}\n\n${t('signature')}`,
      secrets: [],
    };
  },
};
