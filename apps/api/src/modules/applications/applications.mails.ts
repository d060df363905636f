import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '@logicareers/shared/application-status';
import type { MailMessage } from '../mail/outbox';

const NEXT_STEP: Partial<Record<ApplicationStatus, string>> = {
  shortlisted: 'The recruiter has shortlisted you and may contact you soon.',
  interview: 'The recruiter would like to interview you and will contact you with the details.',
  offered: 'The employer is making you an offer. Congratulations!',
  hired: 'Congratulations on your new role!',
  rejected:
    'The employer has decided not to go ahead this time. Keep your profile up to date: new logistics jobs are published every day.',
  applied: 'Your application is back with the recruiter for review.',
};

/** The e-mails about applications, in plain words. */
export const applicationMails = {
  statusChanged: (input: {
    to: string;
    firstName: string;
    jobTitle: string;
    status: ApplicationStatus;
    appUrl: string;
  }): MailMessage => ({
    kind: 'application_status',
    to: input.to,
    subject: `Your application for ${input.jobTitle}: ${APPLICATION_STATUS_LABELS[input.status]}`,
    text: `${input.firstName ? `Dear ${input.firstName},\n\n` : ''}The status of your application for ${input.jobTitle} is now: ${APPLICATION_STATUS_LABELS[input.status]}.\n\n${NEXT_STEP[input.status] ?? ''}\n\nSee all your applications at ${input.appUrl}/candidate/job/applied\n\nLogiCareers`,
  }),
};
