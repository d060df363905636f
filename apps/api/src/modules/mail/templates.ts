import { OTP_TTL_MINUTES } from '@logicareers/shared/constants';
import type { MailMessage } from './outbox';

/** One alert's part of a digest e-mail. */
export interface DigestSection {
  name: string;
  /** How many new jobs matched (more than are listed). */
  total: number;
  jobs: { title: string; company: string | null; location: string | null; url: string }[];
  /** The job search that shows every match. */
  moreUrl: string;
  unsubscribeUrl: string;
}

const counts = new Intl.NumberFormat('en');
const plural = (n: number, word: string) => `${counts.format(n)} ${word}${n === 1 ? '' : 's'}`;

/** The e-mails the product sends, in plain words. */
export const mails = {
  passwordResetCode: (to: string, code: string): MailMessage => ({
    kind: 'password_reset_code',
    to,
    subject: `Your LogiCareers verification code: ${code}`,
    text: `Your verification code is ${code}.\n\nIt is valid for ${OTP_TTL_MINUTES} minutes and can be used once. If you did not ask to reset your password, you can ignore this e-mail.\n\nLogiCareers`,
  }),
  registrationAttemptOnExistingAccount: (to: string, appUrl: string): MailMessage => ({
    kind: 'registration_existing',
    to,
    subject: 'Someone tried to register with your e-mail',
    text: `Someone tried to create a LogiCareers account with this e-mail address, which already has an account.\n\nIf it was you, sign in at ${appUrl}/ or reset your password at ${appUrl}/unauth/forgot-password.\n\nLogiCareers`,
  }),
  welcomeCandidate: (to: string, appUrl: string): MailMessage => ({
    kind: 'welcome_candidate',
    to,
    subject: 'Welcome to LogiCareers',
    text: `Welcome to LogiCareers, the home of logistics and supply-chain careers in the UAE.\n\nComplete your profile and upload your CV at ${appUrl}/candidate/profile so that recruiters can find you.\n\nLogiCareers`,
  }),
  employerAwaitingActivation: (to: string, company: string): MailMessage => ({
    kind: 'employer_registered',
    to,
    subject: 'Your LogiCareers employer account is awaiting activation',
    text: `Thank you for registering ${company} on LogiCareers.\n\nOur team reviews every new employer. We will e-mail you as soon as your account is active.\n\nLogiCareers`,
  }),
  subscriptionConfirm: (to: string, confirmUrl: string): MailMessage => ({
    kind: 'subscription_confirm',
    to,
    subject: 'Please confirm your LogiCareers job e-mails',
    text: `Please confirm that you would like a weekly e-mail of new logistics jobs in the UAE at this address:\n\n${confirmUrl}\n\nThe link works for 7 days. If you did not ask for this, ignore this e-mail: nothing more will be sent.\n\nLogiCareers`,
  }),
  /**
   * The digest of new jobs for one person and period: a part per alert, each with its newest jobs,
   * a link to all of them and its own unsubscribe link.
   */
  jobAlertDigest: (
    to: string,
    digest: {
      frequency: 'daily' | 'weekly';
      firstName: string | null;
      sections: DigestSection[];
      /** Where a candidate manages their alerts; none for a footer subscription. */
      manageUrl: string | null;
    },
  ): MailMessage => {
    const [first] = digest.sections;
    const subject =
      digest.sections.length === 1
        ? `${plural(first.total, 'new job')} for “${first.name}”`
        : `New jobs for ${digest.sections.length} of your job alerts`;
    const period = digest.frequency === 'daily' ? 'day' : 'week';
    const parts = digest.sections.map((section) => {
      const jobs = section.jobs.map((job) => {
        const where = [job.company, job.location].filter(Boolean).join(' · ');
        return `  • ${job.title}${where ? `\n    ${where}` : ''}\n    ${job.url}`;
      });
      const more =
        section.total > section.jobs.length
          ? `  See all ${plural(section.total, 'job')}: ${section.moreUrl}`
          : `  Search these jobs: ${section.moreUrl}`;
      return [
        `${section.name}: ${plural(section.total, 'new job')}`,
        ...jobs,
        more,
        `  Stop these e-mails: ${section.unsubscribeUrl}`,
      ].join('\n');
    });
    const text = [
      `Hello${digest.firstName ? ` ${digest.firstName}` : ''},`,
      `Here are the jobs published on LogiCareers in the last ${period} that match ${digest.sections.length === 1 ? 'your job alert' : 'your job alerts'}.`,
      ...parts,
      ...(digest.manageUrl ? [`Change or pause your job alerts: ${digest.manageUrl}`] : []),
      'LogiCareers',
    ].join('\n\n');
    return { kind: 'job_alert_digest', to, subject, text };
  },
  employerActivated: (to: string, company: string, appUrl: string): MailMessage => ({
    kind: 'employer_activated',
    to,
    subject: 'Your LogiCareers employer account is active',
    text: `Good news: ${company} is now active on LogiCareers.\n\nSign in at ${appUrl}/auth/employer/sign-in to post jobs and search CVs.\n\nLogiCareers`,
  }),
};
