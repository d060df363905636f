import { inLanguage, PAGES, paths } from '@logicareers/shared/pages';
import { EMAIL_CHANGE_CODE_TTL_MINUTES, OTP_TTL_MINUTES } from '@logicareers/shared/constants';
import { DEFAULT_SITE_LANGUAGE, intlLocale, isSiteLanguage } from '@logicareers/shared/languages';
import { formatUaeDateTime, uaeMomentFormat } from '@logicareers/shared/uae-date';
import { type Locale, mailT } from '../../i18n';
import type { MailMessage } from './outbox';

/** One alert's part of a digest e-mail. */
export interface DigestSection {
  name: string;
  /** How many new jobs matched (more than are listed). */
  total: number;
  /** Each job with the path of its page (the link is made in the recipient's language). */
  jobs: { title: string; company: string | null; location: string | null; path: string }[];
  /** The path of the job search that shows every match. */
  morePath: string;
  /** The secret of the alert's unsubscribe link. */
  unsubscribeToken: string;
}

/**
 * The absolute address of a page of the site, for an e-mail in `locale`: the page in the
 * recipient's language (Arabic pages under `/ar`). The test locale reads the English pages. Links
 * to the API (downloads, one-click unsubscribes) name no page and are built without it.
 */
export const mailLink = (appUrl: string, path: string, locale?: Locale) =>
  `${appUrl}${inLanguage(isSiteLanguage(locale) ? locale : DEFAULT_SITE_LANGUAGE, path)}`;

const arabicUaeMoment = uaeMomentFormat(intlLocale('ar'));

/** A moment in UAE time as an e-mail in `locale` writes it ("الخميس، 3 ديسمبر 2026 في 10:30"). */
export const mailDateTime = (at: Date, locale?: Locale) =>
  locale === 'ar' ? arabicUaeMoment.format(at) : formatUaeDateTime(at);

/** How long a footer subscription's confirmation link works. */
const CONFIRM_LINK_DAYS = 7;

/**
 * An e-mail written from one key of the catalogue: `<key>.subject` and `<key>.body`, both with the
 * same values, the body signed.
 */
export function catalogueMail(
  mail: Pick<MailMessage, 'kind' | 'to'> & { locale?: Locale; secrets?: string[] },
  key: string,
  values: Record<string, unknown> = {},
): MailMessage {
  const t = mailT(mail.locale) as unknown as (key: string, values?: object) => string;
  return {
    kind: mail.kind,
    to: mail.to,
    subject: t(`${key}.subject`, values),
    text: `${t(`${key}.body`, values)}\n\n${t('signature')}`,
    secrets: mail.secrets ?? [],
  };
}

/** The e-mails the product sends, from the catalogue, in the recipient's language. */
export const mails = {
  passwordResetCode: (to: string, code: string, locale?: Locale): MailMessage =>
    catalogueMail(
      { kind: 'password_reset_code', to, locale, secrets: [code] },
      'passwordResetCode',
      { code, count: OTP_TTL_MINUTES },
    ),
  /** To the new address of a sign-in e-mail change: the code that confirms it. */
  emailChangeCode: (to: string, code: string, locale?: Locale): MailMessage =>
    catalogueMail({ kind: 'email_change_code', to, locale, secrets: [code] }, 'emailChangeCode', {
      code,
      count: EMAIL_CHANGE_CODE_TTL_MINUTES,
    }),
  /**
   * To an address another account asked to change its sign-in e-mail to, which has an account
   * already: its owner is told instead of the one who asked (no account enumeration).
   */
  emailChangeOnExistingAccount: (to: string, appUrl: string, locale?: Locale): MailMessage =>
    catalogueMail({ kind: 'email_change_existing', to, locale }, 'emailChangeExisting', {
      signInUrl: mailLink(appUrl, '/', locale),
      resetUrl: mailLink(appUrl, paths.forgotPassword, locale),
    }),
  /** To the old address once the change takes effect, so a change by someone else is noticed. */
  emailChanged: (
    oldEmail: string,
    newEmail: string,
    appUrl: string,
    locale?: Locale,
  ): MailMessage =>
    catalogueMail({ kind: 'candidate_email_changed', to: oldEmail, locale }, 'emailChanged', {
      oldEmail,
      newEmail,
      resetUrl: mailLink(appUrl, paths.forgotPassword, locale),
    }),
  /** To the old address when an administrator changed the sign-in e-mail (issue 39). */
  emailChangedByAdmin: (oldEmail: string, newEmail: string, locale?: Locale): MailMessage =>
    catalogueMail(
      { kind: 'candidate_email_changed', to: oldEmail, locale },
      'emailChangedByAdmin',
      { oldEmail, newEmail },
    ),
  registrationAttemptOnExistingAccount: (
    to: string,
    appUrl: string,
    locale?: Locale,
  ): MailMessage =>
    catalogueMail({ kind: 'registration_existing', to, locale }, 'registrationExisting', {
      signInUrl: mailLink(appUrl, '/', locale),
      resetUrl: mailLink(appUrl, paths.forgotPassword, locale),
    }),
  welcomeCandidate: (to: string, appUrl: string, locale?: Locale): MailMessage =>
    catalogueMail({ kind: 'welcome_candidate', to, locale }, 'welcomeCandidate', {
      profileUrl: mailLink(appUrl, PAGES.candidate.profile, locale),
    }),
  employerAwaitingActivation: (to: string, company: string, locale?: Locale): MailMessage =>
    catalogueMail({ kind: 'employer_registered', to, locale }, 'employerAwaitingActivation', {
      company,
    }),
  subscriptionConfirm: (
    to: string,
    appUrl: string,
    token: string,
    locale?: Locale,
  ): MailMessage => {
    const confirmUrl = mailLink(appUrl, paths.confirmSubscription(token), locale);
    return catalogueMail(
      { kind: 'subscription_confirm', to, locale, secrets: [token] },
      'subscriptionConfirm',
      { confirmUrl, count: CONFIRM_LINK_DAYS },
    );
  },
  /**
   * The digest of new jobs for one person and period: a part per alert, each with its newest jobs,
   * a link to all of them and its own unsubscribe link.
   */
  jobAlertDigest: (
    to: string,
    digest: {
      /** The public address every link starts with. */
      appUrl: string;
      frequency: 'daily' | 'weekly';
      firstName: string | null;
      sections: DigestSection[];
      /** The path of the page where a candidate manages their alerts; none for a footer subscription. */
      managePath: string | null;
    },
    locale?: Locale,
    /** The pass's translate function (`repeatedMailT`), when many digests are written at once. */
    t = mailT(locale),
  ): MailMessage => {
    const link = (path: string) => mailLink(digest.appUrl, path, locale);
    const [first] = digest.sections;
    const alerts = digest.sections.length;
    const subject =
      alerts === 1
        ? t('jobAlertDigest.subjectOne', { count: first.total, name: first.name })
        : t('jobAlertDigest.subjectMany', { count: alerts });
    const parts = digest.sections.map((section) => {
      const jobs = section.jobs.map((job) => {
        const where = [job.company, job.location].filter(Boolean).join(' · ');
        return `  • ${job.title}${where ? `\n    ${where}` : ''}\n    ${link(job.path)}`;
      });
      const more =
        section.total > section.jobs.length
          ? t('jobAlertDigest.seeAll', { count: section.total, url: link(section.morePath) })
          : t('jobAlertDigest.search', { url: link(section.morePath) });
      const stop = link(paths.unsubscribeAlert(section.unsubscribeToken));
      return [
        t('jobAlertDigest.sectionTitle', { count: section.total, name: section.name }),
        ...jobs,
        `  ${more}`,
        `  ${t('jobAlertDigest.stop', { url: stop })}`,
      ].join('\n');
    });
    const text = [
      digest.firstName
        ? t('jobAlertDigest.greetingNamed', { name: digest.firstName })
        : t('jobAlertDigest.greeting'),
      digest.frequency === 'daily'
        ? t('jobAlertDigest.introDaily', { count: alerts })
        : t('jobAlertDigest.introWeekly', { count: alerts }),
      ...parts,
      ...(digest.managePath ? [t('jobAlertDigest.manage', { url: link(digest.managePath) })] : []),
      t('signature'),
    ].join('\n\n');
    return {
      kind: 'job_alert_digest',
      to,
      subject,
      text,
      secrets: digest.sections.map((section) => section.unsubscribeToken),
    };
  },
  employerActivated: (to: string, company: string, appUrl: string, locale?: Locale): MailMessage =>
    catalogueMail({ kind: 'employer_activated', to, locale }, 'employerActivated', {
      company,
      signInUrl: mailLink(appUrl, paths.signIn('employer'), locale),
    }),
};
