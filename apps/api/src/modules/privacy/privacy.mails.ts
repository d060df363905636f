import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { EXPORT_LINK_DOWNLOADS } from '@logicareers/shared/schemas/privacy';
import { formatUaeDateTime } from '@logicareers/shared/uae-date';
import type { Locale } from '../../i18n';
import type { MailMessage } from '../mail/outbox';
import { catalogueMail, mailLink } from '../mail/templates';

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
        expires: formatUaeDateTime(input.expiresAt),
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
      due: formatUaeDateTime(input.due),
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
      due: formatUaeDateTime(input.due),
      signInUrl: mailLink(input.appUrl, paths.signIn('candidate'), input.locale),
    }),
};
