import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox';

/** Sends through the SMTP server named by a URL such as smtp://user:pass@host:587. */
export function smtpTransport(url: string, from: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
      });
    },
    close: () => transporter.close(),
  };
}
