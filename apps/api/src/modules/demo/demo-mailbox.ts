import type { TDemoMail } from '@logicareers/shared/schemas/common';
import type { MailTransport } from '../mail/outbox';

/*
 * The demo's mailbox: with DEMO on and no mail server (never in production), the worker "sends"
 * each e-mail here, so that the outbox shows it as sent and a newcomer can read it as its reader
 * would, with the links and codes the outbox masks, and follow every e-mailed flow. It lives in
 * the one process `npm start` runs and forgets on restart, as a demo may.
 */

/** How many of the latest e-mails it keeps. */
const KEPT = 300;
const received: TDemoMail[] = [];

export const demoMailbox: MailTransport & { close(): void } = {
  close() {},
  async send(message) {
    received.unshift({
      to: message.to,
      subject: message.subject,
      text: message.text,
      sent_at: new Date().toISOString(),
    });
    received.length = Math.min(received.length, KEPT);
  },
};

/** The e-mails received, newest first; to one address when given. */
export const demoMail = (to?: string) =>
  to ? received.filter((mail) => mail.to === to.trim().toLowerCase()) : [...received];
