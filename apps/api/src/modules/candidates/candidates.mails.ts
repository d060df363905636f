import { paths } from '@logicareers/shared/pages';
import { type Locale, mailT } from '../../i18n';
import type { MailMessage } from '../mail/outbox';

/** The e-mails the candidate profile sends. */
export const candidateMails = {
  /** Sent to the old address, so an account taken over through a stolen session is noticed. */
  emailChanged: (
    oldEmail: string,
    newEmail: string,
    appUrl: string,
    locale?: Locale,
  ): MailMessage => {
    const t = mailT(locale);
    return {
      kind: 'candidate_email_changed',
      to: oldEmail,
      subject: t('candidateEmailChanged.subject'),
      text: `${t('candidateEmailChanged.body', {
        oldEmail,
        newEmail,
        resetUrl: `${appUrl}${paths.forgotPassword}`,
      })}\n\n${t('signature')}`,
      secrets: [],
    };
  },
};
