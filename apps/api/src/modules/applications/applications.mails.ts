import { paths } from '@logicareers/shared/pages';
import type { ApplicationStatus } from '@logicareers/shared/application-status';
import { type Locale, mailT } from '../../i18n';
import { mailLink } from '../mail/templates';
import type { MailMessage } from '../mail/outbox';

/** The e-mails about applications, from the catalogue, in the recipient's language. */
export const applicationMails = {
  statusChanged: (input: {
    to: string;
    firstName: string;
    jobTitle: string;
    status: ApplicationStatus;
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    const status = t(`status.${input.status}`);
    const greeting = input.firstName
      ? `${t('applicationStatus.greeting', { name: input.firstName })}\n\n`
      : '';
    return {
      kind: 'application_status',
      to: input.to,
      subject: t('applicationStatus.subject', { jobTitle: input.jobTitle, status }),
      text: [
        `${greeting}${t('applicationStatus.body', { jobTitle: input.jobTitle, status })}`,
        t(`applicationStatus.nextStep.${input.status}`),
        t('applicationStatus.seeAll', {
          url: mailLink(input.appUrl, paths.candidate.applied, input.locale),
        }),
        t('signature'),
      ].join('\n\n'),
      secrets: [],
    };
  },
};
