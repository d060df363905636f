import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { EXPORT_LINK_DOWNLOADS } from '@logicareers/shared/schemas/privacy';
import { formatUaeDateTime } from '@logicareers/shared/uae-date';
import { type Locale, mailT } from '../../i18n';
import type { MailMessage } from '../mail/outbox';

/** The e-mails of the candidate's rights over their data, in the recipient's language. */
export const privacyMails = {
  /** The link to the copy of their data; its token is the only way to download it. */
  dataExportReady: (input: {
    to: string;
    token: string;
    expiresAt: Date;
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    return {
      kind: 'data_export_ready',
      to: input.to,
      subject: t('dataExportReady.subject'),
      text: `${t('dataExportReady.body', {
        downloadUrl: `${input.appUrl}${API.privacy.exportDownload(input.token)}`,
        expires: formatUaeDateTime(input.expiresAt),
        downloads: EXPORT_LINK_DOWNLOADS,
      })}\n\n${t('signature')}`,
      secrets: [input.token],
    };
  },
  deletionScheduled: (input: {
    to: string;
    due: Date;
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    return {
      kind: 'account_deletion_scheduled',
      to: input.to,
      subject: t('deletionScheduled.subject'),
      text: `${t('deletionScheduled.body', {
        due: formatUaeDateTime(input.due),
        signInUrl: `${input.appUrl}${paths.signIn('candidate')}`,
      })}\n\n${t('signature')}`,
      secrets: [],
    };
  },
  accountErased: (input: { to: string; locale?: Locale }): MailMessage => {
    const t = mailT(input.locale);
    return {
      kind: 'account_erased',
      to: input.to,
      subject: t('accountErased.subject'),
      text: `${t('accountErased.body')}\n\n${t('signature')}`,
      secrets: [],
    };
  },
  inactivityWarning: (input: {
    to: string;
    months: number;
    eraseMonths: number;
    due: Date;
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    return {
      kind: 'inactivity_warning',
      to: input.to,
      subject: t('inactivityWarning.subject'),
      text: `${t('inactivityWarning.body', {
        months: input.months,
        eraseMonths: input.eraseMonths,
        due: formatUaeDateTime(input.due),
        signInUrl: `${input.appUrl}${paths.signIn('candidate')}`,
      })}\n\n${t('signature')}`,
      secrets: [],
    };
  },
};
