import type { MailMessage } from '../mail/outbox';

/** The e-mails the candidate profile sends. */
export const candidateMails = {
  /** Sent to the old address, so an account taken over through a stolen session is noticed. */
  emailChanged: (oldEmail: string, newEmail: string, appUrl: string): MailMessage => ({
    kind: 'candidate_email_changed',
    to: oldEmail,
    subject: 'Your LogiCareers sign-in e-mail was changed',
    text: `The sign-in e-mail of your LogiCareers account was changed from ${oldEmail} to ${newEmail}.\n\nIf you made this change, there is nothing to do. If you did not, reset your password at ${appUrl}/unauth/forgot-password using ${newEmail} and contact us straight away.\n\nLogiCareers`,
  }),
};
