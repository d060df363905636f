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
        headers: message.extras?.headers,
        icalEvent: message.extras?.calendar && {
          method: message.extras.calendar.method,
          filename: 'invite.ics',
          content: message.extras.calendar.content,
        },
        attachments: message.extras?.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.base64,
          encoding: 'base64',
        })),
      });
    },
    close: () => transporter.close(),
  };
}
