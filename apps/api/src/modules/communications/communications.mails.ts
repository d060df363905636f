import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { type Locale, mailT } from '../../i18n';
import { escapeHtml } from '../../lib/html';
import { mailLink } from '../mail/templates';
import type { MailMessage } from '../mail/outbox';

/**
 * A recruiter's e-mail to a candidate, rendered from a template. It carries secrets when it has a
 * response link (its token lets the reader answer as the candidate) or, being marketing, an
 * unsubscribe link; both are named so the outbox shows them masked. A marketing mail also says,
 * in its headers, where a mail program unsubscribes in one click (RFC 8058). The recruiter's words
 * are sent as written; the footer and its link are in the candidate's language.
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
  locale?: Locale;
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
  const page = mailLink(input.appUrl, paths.emailUnsubscribe(input.unsubscribeToken), input.locale);
  // The one-click address is the API's, which a mail program calls: it is the same in every language.
  const oneClick = `${input.appUrl}${API.communications.unsubscribe(input.unsubscribeToken)}`;
  const t = mailT(input.locale);
  const { company } = input;
  const reason = t('recruiterEmail.reason', { company });
  const unsubscribe = t('recruiterEmail.unsubscribe', { company });
  return {
    kind: 'recruiter_email_linked',
    to: input.to,
    subject: input.subject,
    html: `${input.html}<hr><p style="font-size:12px;color:#555" dir="auto">${escapeHtml(reason)} <a href="${escapeHtml(page)}">${escapeHtml(unsubscribe)}</a></p>`,
    text: `${input.text}\n\n--\n${reason} ${t('recruiterEmail.stop', { company, url: page })}`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    secrets,
  };
}
