import { paths } from '@logicareers/shared/pages';
import { type Locale, mailT } from '../../i18n';
import type { MailMessage } from '../mail/outbox';

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
  }): MailMessage => {
    const t = mailT(input.locale);
    return {
      kind: 'account_created',
      to: input.to,
      subject: t('accountCreated.subject'),
      text: `${t('accountCreated.body', {
        name: input.name,
        createdBy: input.createdBy,
        code: input.code,
        days: ACCOUNT_CODE_DAYS,
        resetUrl: `${input.appUrl}${paths.forgotPassword}`,
      })}\n\n${t('signature')}`,
      secrets: [input.code],
    };
  },
  joinRequestReceived: (input: {
    to: string;
    name: string;
    email: string;
    company: string;
    message: string;
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    return {
      kind: 'join_request_received',
      to: input.to,
      subject: t('joinRequestReceived.subject', { company: input.company }),
      text: `${t('joinRequestReceived.body', {
        name: input.name,
        email: input.email,
        company: input.company,
        message: input.message || '—',
        teamUrl: `${input.appUrl}${paths.consultancyAdmin.team}`,
      })}\n\n${t('signature')}`,
      secrets: [],
    };
  },
  joinRequestAnswered: (input: {
    to: string;
    name: string;
    company: string;
    approved: boolean;
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    const key = input.approved ? 'joinRequestApproved' : 'joinRequestRejected';
    return {
      kind: input.approved ? 'join_request_approved' : 'join_request_rejected',
      to: input.to,
      subject: t(`${key}.subject`, { company: input.company }),
      text: `${t(`${key}.body`, {
        name: input.name,
        company: input.company,
        signInUrl: `${input.appUrl}${paths.signIn('consultancy')}`,
      })}\n\n${t('signature')}`,
      secrets: [],
    };
  },
};
