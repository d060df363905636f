import { randomBytes } from 'node:crypto';
import { API } from '@logicareers/shared/api';
import { applicationMails } from '../modules/applications/applications.mails';
import type { MailKind } from '../modules/mail/mail-kinds';
import type { MailMessage } from '../modules/mail/outbox';
import { buildCalendar } from '../modules/interviews/calendar';
import { type InterviewFacts, interviewMails } from '../modules/interviews/interviews.mails';
import { contentMails } from '../modules/content/content.mails';
import { mails } from '../modules/mail/templates';
import { talentMails } from '../modules/talent/talent.mails';
import { userMails } from '../modules/users/users.mails';
import { recruiterMail } from '../modules/communications/communications.mails';
import { planMails } from '../modules/plans/plans.mails';
import { privacyMails } from '../modules/privacy/privacy.mails';

export interface MailSample {
  message: MailMessage;
  /** The secrets written into the message, which no reader of the outbox may see. */
  secrets: string[];
}

const APP_URL = 'https://jobs.example.ae';
/** A link token as the product makes them (32 random bytes, base64url). */
const linkToken = () => randomBytes(32).toString('base64url');

/** An interview as the interview e-mails describe it, and its calendar invitation. */
const interview: InterviewFacts = {
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
const interviewCalendar = (method: 'REQUEST' | 'CANCEL') => ({
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
export const MAIL_SAMPLES: { [K in MailKind]: (to: string) => MailSample } = {
  data_export_ready: (to) => {
    const token = linkToken();
    return {
      message: privacyMails.dataExportReady({
        to,
        token,
        expiresAt: new Date('2026-12-10T08:00:00Z'),
        appUrl: APP_URL,
      }),
      secrets: [token],
    };
  },
  account_deletion_scheduled: (to) => ({
    message: privacyMails.deletionScheduled({
      to,
      due: new Date('2026-12-04T08:00:00Z'),
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  account_erased: (to) => ({ message: privacyMails.accountErased({ to }), secrets: [] }),
  inactivity_warning: (to) => ({
    message: privacyMails.inactivityWarning({
      to,
      months: 24,
      eraseMonths: 36,
      due: new Date('2027-12-03T08:00:00Z'),
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  account_created: (to) => {
    const code = String(100_000 + (randomBytes(4).readUInt32BE() % 900_000));
    return {
      message: userMails.accountCreated({
        to,
        name: 'Aisha Khan',
        createdBy: 'Mona Saeed',
        code,
        appUrl: APP_URL,
      }),
      secrets: [code],
    };
  },
  enquiry_received: (to) => ({
    message: contentMails.enquiryReceived({ to, site: 'LogiCareers' }),
    secrets: [],
  }),
  join_request_received: (to) => ({
    message: userMails.joinRequestReceived({
      to,
      name: 'Ravi Menon',
      email: 'ravi@example.ae',
      company: 'LogiCareers Consultancy',
      message: 'Ten years of freight forwarding recruitment.',
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  join_request_approved: (to) => ({
    message: userMails.joinRequestAnswered({
      to,
      name: 'Ravi',
      company: 'LogiCareers Consultancy',
      approved: true,
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  join_request_rejected: (to) => ({
    message: userMails.joinRequestAnswered({
      to,
      name: 'Ravi',
      company: 'LogiCareers Consultancy',
      approved: false,
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  password_reset_code: (to) => {
    const code = String(100_000 + (randomBytes(4).readUInt32BE() % 900_000));
    return { message: mails.passwordResetCode(to, code), secrets: [code] };
  },
  registration_existing: (to) => ({
    message: mails.registrationAttemptOnExistingAccount(to, APP_URL),
    secrets: [],
  }),
  welcome_candidate: (to) => ({ message: mails.welcomeCandidate(to, APP_URL), secrets: [] }),
  employer_registered: (to) => ({
    message: mails.employerAwaitingActivation(to, 'Gulf Freight LLC'),
    secrets: [],
  }),
  employer_activated: (to) => ({
    message: mails.employerActivated(to, 'Gulf Freight LLC', APP_URL),
    secrets: [],
  }),
  subscription_confirm: (to) => {
    const token = linkToken();
    return { message: mails.subscriptionConfirm(to, APP_URL, token), secrets: [token] };
  },
  job_alert_digest: (to) => {
    const tokens = [linkToken(), linkToken()];
    const section = (name: string, unsubscribeToken: string) => ({
      name,
      total: 1,
      jobs: [
        {
          title: 'Warehouse Supervisor',
          company: 'Gulf Freight LLC',
          location: 'Dubai',
          path: '/unauth/jobs/view/1',
        },
      ],
      morePath: '/unauth/search-job',
      unsubscribeToken,
    });
    return {
      message: mails.jobAlertDigest(to, {
        appUrl: APP_URL,
        frequency: 'daily',
        firstName: 'Mona',
        sections: [section('Warehouse', tokens[0]), section('Fleet', tokens[1])],
        managePath: '/candidate/job-alert',
      }),
      secrets: tokens,
    };
  },
  application_status: (to) => ({
    message: applicationMails.statusChanged({
      to,
      firstName: 'Mona',
      jobTitle: 'Warehouse Supervisor',
      status: 'shortlisted',
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  candidate_email_changed: (to) => ({
    message: mails.emailChanged(to, `new-${to}`, APP_URL),
    secrets: [],
  }),
  email_change_code: (to) => {
    const code = String(100_000 + (randomBytes(4).readUInt32BE() % 900_000));
    return { message: mails.emailChangeCode(to, code), secrets: [code] };
  },
  email_change_existing: (to) => ({
    message: mails.emailChangeOnExistingAccount(to, APP_URL),
    secrets: [],
  }),
  candidates_sent: (to) => {
    const tokens = [linkToken(), linkToken()];
    return {
      message: talentMails.candidatesSent({
        to,
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
  submission_answered: (to) => ({
    message: talentMails.submissionAnswered({
      to,
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
  job_invitation: (to) => ({
    message: talentMails.jobInvitation({
      to,
      firstName: 'Mona',
      company: 'Gulf Freight LLC',
      jobTitle: 'Warehouse Supervisor',
      jobId: 1,
      note: '',
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  interview_invitation: (to) => {
    const token = linkToken();
    return {
      message: interviewMails.invitation({
        to,
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
  interview_notice: (to) => ({
    message: interviewMails.notice({
      to,
      firstName: 'Mona',
      facts: interview,
      updated: false,
      calendar: interviewCalendar('REQUEST'),
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  interview_reminder: (to) => {
    const token = linkToken();
    return {
      message: interviewMails.reminder({
        to,
        firstName: 'Aisha',
        facts: interview,
        token,
        appUrl: APP_URL,
      }),
      secrets: [token],
    };
  },
  interview_answered: (to) => ({
    message: interviewMails.answered({
      to,
      facts: interview,
      answer: 'new_time',
      note: 'Could we meet on Sunday morning?',
      appUrl: APP_URL,
    }),
    secrets: [],
  }),
  recruiter_email: (to) => ({
    message: recruiterMail({
      to,
      subject: 'Your application for Warehouse Supervisor',
      html: '<p>Dear Mona,</p><p>Thank you for applying.</p>',
      text: 'Dear Mona,\n\nThank you for applying.',
      company: 'Gulf Freight LLC',
      appUrl: APP_URL,
      responseToken: null,
      unsubscribeToken: null,
    }),
    secrets: [],
  }),
  recruiter_email_linked: (to) => {
    const [responseToken, unsubscribeToken] = [linkToken(), linkToken()];
    const link = `${APP_URL}/unauth/email-response/${responseToken}`;
    return {
      message: recruiterMail({
        to,
        subject: 'Warehouse Supervisor at Gulf Freight LLC',
        html: `<p>Dear Mona,</p><p>Tell us when you are free: <a href="${link}">${link}</a></p>`,
        text: `Dear Mona,\n\nTell us when you are free: ${link}`,
        company: 'Gulf Freight LLC',
        appUrl: APP_URL,
        responseToken,
        unsubscribeToken,
      }),
      secrets: [responseToken, unsubscribeToken],
    };
  },
  plan_invoice: (to) => ({
    message: planMails.invoiceIssued({
      to,
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
  plan_renewal: (to) => ({
    message: planMails.renewal({ ...planNotice, to }),
    secrets: [],
  }),
  plan_expired: (to) => ({
    message: planMails.expired({ ...planNotice, to }),
    secrets: [],
  }),
};
