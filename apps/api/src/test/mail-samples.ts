import { randomBytes } from 'node:crypto';
import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { applicationMails } from '../modules/applications/applications.mails';
import type { MailKind } from '../modules/mail/mail-kinds';
import type { MailMessage } from '../modules/mail/outbox';
import { buildCalendar } from '../modules/interviews/calendar';
import { type InterviewFacts, interviewMails } from '../modules/interviews/interviews.mails';
import { contentMails } from '../modules/content/content.mails';
import { mailLink, mails } from '../modules/mail/templates';
import type { Locale } from '../i18n';
import { talentMails } from '../modules/talent/talent.mails';
import { userMails } from '../modules/users/users.mails';
import { recruiterMail } from '../modules/communications/communications.mails';
import { planMails, type ProformaFacts } from '../modules/plans/plans.mails';
import { privacyMails } from '../modules/privacy/privacy.mails';

export interface MailSample {
  message: MailMessage;
  /** The secrets written into the message, which no reader of the outbox may see. */
  secrets: string[];
}

/** An order's pro-forma as its e-mails tell it. */
const order: ProformaFacts = {
  number: 'PF-42',
  plan: 'Enterprise',
  company: 'Gulf Freight LLC',
  startsOn: '2026-12-11',
  endsOn: '2027-01-10',
  startsWhenPaid: true,
  dueFils: 140_000,
  bank: {
    bankName: 'Emirates NBD',
    accountName: 'Gulf Careers Trading LLC',
    iban: 'AE070331234567890123456',
    swift: 'EBILAEAD',
  },
};
const samplePdf = Buffer.from('%PDF-1.7 sample');

/** The public address the samples' links start with. */
export const APP_URL = 'https://jobs.example.ae';
/** A link token as the product makes them (32 random bytes, base64url). */
export const linkToken = () => randomBytes(32).toString('base64url');

/** An interview as the interview e-mails describe it, and its calendar invitation. */
export const interview: InterviewFacts = {
  company: 'Gulf Freight LLC',
  candidate: 'Aisha Khan',
  jobTitle: 'Warehouse Supervisor',
  startsAt: new Date('2026-12-03T06:30:00Z'),
  durationMinutes: 45,
  mode: 'in_person',
  location: 'Plot S30412, Jebel Ali Free Zone, Dubai',
  mapLink: 'https://maps.example.com/jafza',
  videoLink: '',
  phone: '',
  notes: 'Bring your Emirates ID.',
};
export const interviewCalendar = (method: 'REQUEST' | 'CANCEL') => ({
  method,
  content: buildCalendar({
    uid: '00000000-0000-4000-8000-000000000002@jobs.example.ae',
    sequence: method === 'CANCEL' ? 1 : 0,
    method,
    start: interview.startsAt,
    durationMinutes: interview.durationMinutes,
    summary: 'Interview: Aisha Khan – Gulf Freight LLC',
    description: 'Warehouse Supervisor',
    location: interview.location,
    organizer: { name: 'Mona Saeed', email: 'no-reply@logicareers.ae' },
    attendees: [{ name: 'Aisha Khan', email: 'aisha@example.ae' }],
  }),
});

/**
 * A recruiter's own words, which the product sends as written: a recruiter writes to an Arabic
 * reader in Arabic (the template's Arabic version).
 */
const recruiterWords = (locale?: Locale) =>
  locale === 'ar'
    ? {
        subject: 'طلبك لوظيفة مشرف مستودع',
        greeting: 'عزيزتي منى،',
        thanks: 'شكرًا لتقديمك على الوظيفة.',
        when: 'أخبرينا متى تكونين متاحة:',
      }
    : {
        subject: 'Your application for Warehouse Supervisor',
        greeting: 'Dear Mona,',
        thanks: 'Thank you for applying.',
        when: 'Tell us when you are free:',
      };

/** A plan's end, as the renewal and expiry e-mails describe it. */
const planNotice = {
  plan: 'Professional',
  company: 'Gulf Freight LLC',
  endsOn: '2026-12-10',
  appUrl: APP_URL,
};

/**
 * One e-mail of every kind, to `to`, with fresh secrets. The type names every kind of MAIL_KINDS,
 * so a new kind does not compile until it has a sample here, and the redaction tests run over it.
 */
export const MAIL_SAMPLES: { [K in MailKind]: (to: string, locale?: Locale) => MailSample } = {
  data_export_ready: (to, locale) => {
    const token = linkToken();
    return {
      message: privacyMails.dataExportReady({
        to,
        locale,
        token,
        expiresAt: new Date('2026-12-10T08:00:00Z'),
        appUrl: APP_URL,
      }),
      secrets: [token],
    };
  },
  account_deletion_scheduled: (to, locale) => ({
    message: privacyMails.deletionScheduled({
      to,
      locale,
      due: new Date('2026-12-04T08:00:00Z'),
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  account_erased: (to, locale) => ({
    message: privacyMails.accountErased({ to, locale }),
    secrets: [],
  }),
  inactivity_warning: (to, locale) => ({
    message: privacyMails.inactivityWarning({
      to,
      locale,
      months: 24,
      eraseMonths: 36,
      due: new Date('2027-12-03T08:00:00Z'),
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  account_created: (to, locale) => {
    const code = String(100_000 + (randomBytes(4).readUInt32BE() % 900_000));
    return {
      message: userMails.accountCreated({
        to,
        locale,
        name: 'Aisha Khan',
        createdBy: 'Mona Saeed',
        code,
        appUrl: APP_URL,
      }),
      secrets: [code],
    };
  },
  enquiry_received: (to, locale) => ({
    message: contentMails.enquiryReceived({ to, site: 'LogiCareers', locale }),
    secrets: [],
  }),
  join_request_received: (to, locale) => ({
    message: userMails.joinRequestReceived({
      to,
      locale,
      name: 'Ravi Menon',
      email: 'ravi@example.ae',
      company: 'LogiCareers Consultancy',
      message: 'Ten years of freight forwarding recruitment.',
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  join_request_approved: (to, locale) => ({
    message: userMails.joinRequestAnswered({
      to,
      locale,
      name: 'Ravi',
      company: 'LogiCareers Consultancy',
      approved: true,
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  join_request_rejected: (to, locale) => ({
    message: userMails.joinRequestAnswered({
      to,
      locale,
      name: 'Ravi',
      company: 'LogiCareers Consultancy',
      approved: false,
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  password_reset_code: (to, locale) => {
    const code = String(100_000 + (randomBytes(4).readUInt32BE() % 900_000));
    return { message: mails.passwordResetCode(to, code, locale), secrets: [code] };
  },
  registration_existing: (to, locale) => ({
    message: mails.registrationAttemptOnExistingAccount(to, APP_URL, locale),
    secrets: [],
  }),
  welcome_candidate: (to, locale) => ({
    message: mails.welcomeCandidate(to, APP_URL, locale),
    secrets: [],
  }),
  employer_registered: (to, locale) => ({
    message: mails.employerAwaitingActivation(to, 'Gulf Freight LLC', locale),
    secrets: [],
  }),
  employer_activated: (to, locale) => ({
    message: mails.employerActivated(to, 'Gulf Freight LLC', APP_URL, locale),
    secrets: [],
  }),
  subscription_confirm: (to, locale) => {
    const token = linkToken();
    return { message: mails.subscriptionConfirm(to, APP_URL, token, locale), secrets: [token] };
  },
  job_alert_digest: (to, locale) => {
    const tokens = [linkToken(), linkToken()];
    const section = (name: string, unsubscribeToken: string) => ({
      name,
      total: 1,
      jobs: [
        {
          title: 'Warehouse Supervisor',
          company: 'Gulf Freight LLC',
          location: 'Dubai',
          path: paths.jobView(1),
        },
      ],
      morePath: paths.searchJobs(),
      unsubscribeToken,
    });
    return {
      message: mails.jobAlertDigest(
        to,
        {
          appUrl: APP_URL,
          frequency: 'daily',
          firstName: 'Mona',
          sections: [section('Warehouse', tokens[0]), section('Fleet', tokens[1])],
          managePath: paths.candidate.jobAlerts,
        },
        locale,
      ),
      secrets: tokens,
    };
  },
  application_status: (to, locale) => ({
    message: applicationMails.statusChanged({
      to,
      locale,
      firstName: 'Mona',
      jobTitle: 'Warehouse Supervisor',
      status: 'shortlisted',
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  candidate_email_changed: (to, locale) => ({
    message: mails.emailChanged(to, `new-${to}`, APP_URL, locale),
    secrets: [],
  }),
  email_change_code: (to, locale) => {
    const code = String(100_000 + (randomBytes(4).readUInt32BE() % 900_000));
    return { message: mails.emailChangeCode(to, code, locale), secrets: [code] };
  },
  email_change_existing: (to, locale) => ({
    message: mails.emailChangeOnExistingAccount(to, APP_URL, locale),
    secrets: [],
  }),
  candidates_sent: (to, locale) => {
    const tokens = [linkToken(), linkToken()];
    return {
      message: talentMails.candidatesSent({
        to,
        locale,
        firstName: 'Mona',
        consultancy: 'LogiCareers Consultancy',
        client: 'Gulf Freight LLC',
        jobTitle: 'Warehouse Supervisor',
        note: 'Both have run night shifts in JAFZA.',
        candidates: [
          { name: 'Aisha Khan', token: tokens[0] },
          { name: 'Ravi Menon', token: tokens[1] },
        ],
        appUrl: APP_URL,
      }),
      secrets: tokens,
    };
  },
  submission_answered: (to, locale) => ({
    message: talentMails.submissionAnswered({
      to,
      locale,
      client: 'Gulf Freight LLC',
      candidate: 'Aisha Khan',
      candidateId: '00000000-0000-4000-8000-000000000001',
      jobTitle: 'Warehouse Supervisor',
      answer: 'interview_requested',
      note: 'Tuesday morning?',
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  job_invitation: (to, locale) => ({
    message: talentMails.jobInvitation({
      to,
      locale,
      firstName: 'Mona',
      company: 'Gulf Freight LLC',
      jobTitle: 'Warehouse Supervisor',
      jobId: 1,
      note: '',
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  interview_invitation: (to, locale) => {
    const token = linkToken();
    return {
      message: interviewMails.invitation({
        to,
        locale,
        firstName: 'Aisha',
        facts: interview,
        token,
        updated: false,
        calendar: interviewCalendar('REQUEST'),
        appUrl: APP_URL,
      }),
      secrets: [token],
    };
  },
  interview_notice: (to, locale) => ({
    message: interviewMails.notice({
      to,
      locale,
      firstName: 'Mona',
      facts: interview,
      updated: false,
      calendar: interviewCalendar('REQUEST'),
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  interview_reminder: (to, locale) => {
    const token = linkToken();
    return {
      message: interviewMails.reminder({
        to,
        locale,
        firstName: 'Aisha',
        facts: interview,
        token,
        appUrl: APP_URL,
      }),
      secrets: [token],
    };
  },
  interview_answered: (to, locale) => ({
    message: interviewMails.answered({
      to,
      locale,
      facts: interview,
      answer: 'new_time',
      note: 'Could we meet on Sunday morning?',
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  recruiter_email: (to, locale) => {
    const words = recruiterWords(locale);
    return {
      message: recruiterMail({
        to,
        locale,
        subject: words.subject,
        html: `<p>${words.greeting}</p><p>${words.thanks}</p>`,
        text: `${words.greeting}\n\n${words.thanks}`,
        company: 'Gulf Freight LLC',
        appUrl: APP_URL,
        responseToken: null,
        unsubscribeToken: null,
      }),
      secrets: [],
    };
  },
  recruiter_email_linked: (to, locale) => {
    const [responseToken, unsubscribeToken] = [linkToken(), linkToken()];
    const link = mailLink(APP_URL, paths.emailResponse(responseToken), locale);
    const words = recruiterWords(locale);
    return {
      message: recruiterMail({
        to,
        locale,
        subject: words.subject,
        html: `<p>${words.greeting}</p><p>${words.when} <a href="${link}">${link}</a></p>`,
        text: `${words.greeting}\n\n${words.when} ${link}`,
        company: 'Gulf Freight LLC',
        appUrl: APP_URL,
        responseToken,
        unsubscribeToken,
      }),
      secrets: [responseToken, unsubscribeToken],
    };
  },
  plan_invoice: (to, locale) => ({
    message: planMails.invoiceIssued({
      to,
      locale,
      invoice: {
        id: 1,
        number: 'INV-000001',
        issued_on: '2026-11-26',
        supply_date: '2026-11-25',
        company_id: 1,
        company_name: 'Gulf Freight LLC',
        description: 'Professional plan, 2026-12-01 to 2027-11-30',
        net_fils: 1_499_900,
        vat_fils: 74_995,
        total_fils: 1_574_895,
        payment_method: 'bank_transfer',
        payment_reference: 'FT2611-4471',
        pdf_url: API.plans.invoicePdf(1),
      },
      pdf: Buffer.from('%PDF-1.7 sample'),
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  plan_proforma: (to, locale) => ({
    message: planMails.proformaIssued({ to, locale, order, pdf: samplePdf, appUrl: APP_URL }),
    secrets: [],
  }),
  plan_order_received: (to, locale) => ({
    message: planMails.orderReceived({
      to,
      locale,
      order: { ...order, kind: 'upgrade' },
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  plan_credit_note: (to, locale) => ({
    message: planMails.creditNoteIssued({
      to,
      locale,
      creditNote: {
        id: 1,
        number: 'CN-000001',
        issued_on: '2026-12-11',
        invoice_number: 'INV-000001',
        reason: 'Upgrade to Enterprise: 20 unused days',
        net_fils: 66_667,
        vat_fils: 3_333,
        total_fils: 70_000,
        pdf_url: API.plans.creditNotePdf(1),
      },
      pdf: samplePdf,
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  plan_renewal: (to, locale) => ({
    message: planMails.renewal({ ...planNotice, to, locale }),
    secrets: [],
  }),
  plan_expired: (to, locale) => ({
    message: planMails.expired({ ...planNotice, to, locale }),
    secrets: [],
  }),
};
