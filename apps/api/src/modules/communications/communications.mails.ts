import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../mail/outbox';

/**
 * A recruiter's e-mail to a candidate, rendered from a template. It carries secrets when it has a
 * response link (its token lets the reader answer as the candidate) or, being marketing, an
 * unsubscribe link; both are named so the outbox shows them masked. A marketing mail also says,
 * in its headers, where a mail program unsubscribes in one click (RFC 8058).
 */
export function recruiterMail(input: {
  to: string;
  subject: string;
  html: string;
  text: string;
  company: string;
  appUrl: string;
  responseToken: string | null;
  unsubscribeToken: string | null;
}): MailMessage {
  const secrets = [input.responseToken, input.unsubscribeToken].filter(
    (token): token is string => token !== null,
  );
  if (!input.unsubscribeToken) {
    return {
      kind: secrets.length ? 'recruiter_email_linked' : 'recruiter_email',
      to: input.to,
      subject: input.subject,
      html: input.html,
      text: input.text,
      secrets,
    };
  }
  const page = `${input.appUrl}${paths.emailUnsubscribe(input.unsubscribeToken)}`;
  const oneClick = `${input.appUrl}${API.communications.unsubscribe(input.unsubscribeToken)}`;
  const company = escapeHtml(input.company);
  return {
    kind: 'recruiter_email_linked',
    to: input.to,
    subject: input.subject,
    html: `${input.html}<hr><p style="font-size:12px;color:#555">You receive this because your profile on LogiCareers can be found by ${company}. <a href="${escapeHtml(page)}">Unsubscribe from ${company}'s job invitations</a>.</p>`,
    text: `${input.text}\n\n--\nYou receive this because your profile on LogiCareers can be found by ${input.company}. To stop ${input.company}'s job invitations: ${page}`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    secrets,
  };
}
