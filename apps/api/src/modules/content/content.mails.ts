import type { Locale } from '../../i18n';
import type { MailMessage } from '../mail/outbox';
import { catalogueMail } from '../mail/templates';

/** The e-mails of the service pages, in the recipient's language. */
export const contentMails = {
  /**
   * To the address given with an enquiry: it was received. Fixed words and the site's name only,
   * never the sender's (decision 037).
   */
  enquiryReceived: (input: { to: string; site: string; locale?: Locale }): MailMessage =>
    catalogueMail({ ...input, kind: 'enquiry_received' }, 'enquiryReceived', { site: input.site }),
};
