import { paths } from '@logicareers/shared/pages';
import type { Locale } from '../../i18n';
import type { MailMessage } from '../mail/outbox';
import { catalogueMail, mailLink } from '../mail/templates';

/** How long the code that sets a staff-created candidate's first password works. */
export const ACCOUNT_CODE_DAYS = 7;

/** The e-mails of the administration of accounts, in the recipient's language. */
export const userMails = {
  /** To a candidate a staff member created: the code that sets their password. */
  accountCreated: (input: {
    to: string;
    name: string;
    createdBy: string;
    code: string;
    appUrl: string;
    locale?: Locale;
  }): MailMessage =>
    catalogueMail({ ...input, kind: 'account_created', secrets: [input.code] }, 'accountCreated', {
      name: input.name,
      createdBy: input.createdBy,
      code: input.code,
      days: ACCOUNT_CODE_DAYS,
      resetUrl: mailLink(input.appUrl, paths.forgotPassword, input.locale),
    }),
  joinRequestReceived: (input: {
    to: string;
    name: string;
    email: string;
    company: string;
    message: string;
    appUrl: string;
    locale?: Locale;
  }): MailMessage =>
    catalogueMail({ ...input, kind: 'join_request_received' }, 'joinRequestReceived', {
      name: input.name,
      email: input.email,
      company: input.company,
      message: input.message || '—',
      teamUrl: mailLink(input.appUrl, paths.consultancyAdmin.team, input.locale),
    }),
  joinRequestAnswered: (input: {
    to: string;
    name: string;
    company: string;
    approved: boolean;
    appUrl: string;
    locale?: Locale;
  }): MailMessage =>
    catalogueMail(
      { ...input, kind: input.approved ? 'join_request_approved' : 'join_request_rejected' },
      input.approved ? 'joinRequestApproved' : 'joinRequestRejected',
      {
        name: input.name,
        company: input.company,
        signInUrl: mailLink(input.appUrl, paths.signIn('consultancy'), input.locale),
      },
    ),
};
