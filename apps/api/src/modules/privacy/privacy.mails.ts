import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { EXPORT_LINK_DOWNLOADS } from '@logicareers/shared/schemas/privacy';
import type { Locale } from '../../i18n';
import type { MailMessage } from '../mail/outbox';
import { catalogueMail, mailDateTime, mailLink } from '../mail/templates';

/** The e-mails of the candidate's rights over their data, in the recipient's language. */
export const privacyMails = {
  /** The link to the copy of their data; its token is the only way to download it. */
  dataExportReady: (input: {
    to: string;
    token: string;
    expiresAt: Date;
    appUrl: string;
    locale?: Locale;
  }): MailMessage =>
    catalogueMail(
      { ...input, kind: 'data_export_ready', secrets: [input.token] },
      'dataExportReady',
      {
        // The download is the API's: a file, the same in every language.
        downloadUrl: `${input.appUrl}${API.privacy.exportDownload(input.token)}`,
        expires: mailDateTime(input.expiresAt, input.locale),
        downloads: EXPORT_LINK_DOWNLOADS,
      },
    ),
  deletionScheduled: (input: {
    to: string;
    due: Date;
    appUrl: string;
    locale?: Locale;
  }): MailMessage =>
    catalogueMail({ ...input, kind: 'account_deletion_scheduled' }, 'deletionScheduled', {
      due: mailDateTime(input.due, input.locale),
      signInUrl: mailLink(input.appUrl, paths.signIn('candidate'), input.locale),
    }),
  accountErased: (input: { to: string; locale?: Locale }): MailMessage =>
    catalogueMail({ ...input, kind: 'account_erased' }, 'accountErased'),
  inactivityWarning: (input: {
    to: string;
    months: number;
    eraseMonths: number;
    due: Date;
    appUrl: string;
    locale?: Locale;
  }): MailMessage =>
    catalogueMail({ ...input, kind: 'inactivity_warning' }, 'inactivityWarning', {
      months: input.months,
      eraseMonths: input.eraseMonths,
      due: mailDateTime(input.due, input.locale),
      signInUrl: mailLink(input.appUrl, paths.signIn('candidate'), input.locale),
    }),
};
