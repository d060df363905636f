import nodemailer from 'nodemailer';
import type { MailExtras } from '../../db/schema';
import type { MailTransport } from './outbox';

/**
 * The files of a message. A calendar invitation also goes as a file of its own (invite.ics): the
 * text/calendar alternative is what Gmail and Outlook show as an invitation, but a mail client that
 * shows only attachments (and the candidate who wants to keep or forward it) needs the file.
 */
function attachmentsOf(extras: MailExtras | null | undefined) {
  const files = [
    ...(extras?.attachments ?? []),
    ...(extras?.calendar
      ? [
          {
            filename: 'invite.ics',
            contentType: 'application/ics',
            base64: Buffer.from(extras.calendar.content).toString('base64'),
          },
        ]
      : []),
  ];
  return files.length
    ? files.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: file.base64,
        encoding: 'base64',
      }))
    : undefined;
}

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
        attachments: attachmentsOf(message.extras),
      });
    },
    close: () => transporter.close(),
  };
}
