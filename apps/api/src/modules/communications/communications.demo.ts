import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import { paths } from '@logicareers/shared/pages';
import { EMAIL_RESPONSE_LINK_DAYS } from '@logicareers/shared/communication-terms';
import type { Db } from '../../db/client';
import {
  candidateEmails,
  candidateProfiles,
  companies,
  emailResponses,
  emailSendRecipients,
  emailSends,
  emailTemplates,
  emailUnsubscribes,
  jobs,
  outbox,
  users,
} from '../../db/schema';
import { hashToken } from '../access/sessions';
import { seedStarters } from './email-templates';
import { seededRandom, type Random } from '../jobs/job-generator';
import { compileTemplate, renderMail, uaeDateTime } from './merge-tags';
import { fullName } from '../../lib/names';

/*
 * The demo's recruiter e-mail: the consultancy's starter templates and one of its own that asks
 * for an answer, sent last week to a dozen candidates it may find, with some answers, one
 * candidate who unsubscribed from its marketing mail, and the employer's starters.
 */

const DAY = 86_400_000;
const AVAILABILITY = {
  name: 'Availability check',
  subject: '{{candidate.first_name}}, are you open to a new role?',
  body: [
    '<p>Dear {{candidate.first_name}},</p>',
    '<p>We are hiring for several warehouse and transport roles across Dubai and Abu Dhabi and your profile as {{candidate.designation}} stood out.</p>',
    '<p>Could you tell us where you stand? It takes one click: {{response.link}}</p>',
    '<p>Kind regards,<br>{{recruiter.name}}<br>{{company.name}}</p>',
  ].join(''),
  marketing: false,
};
const ANSWERS = [
  { answer: 'Interested', note: 'Available from the 1st of next month.', callTime: 'After 6 pm' },
  { answer: 'Call me', note: '', callTime: 'Weekdays 9-11 am' },
  { answer: 'Not interested', note: 'Happy where I am for now.', callTime: '' },
  { answer: 'Already placed', note: 'Joined a 3PL in Dubai South last week.', callTime: '' },
  { answer: 'Interested', note: 'Prefer day shifts, Jebel Ali or DIP.', callTime: '' },
];

async function companyUser(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.email, email));
  if (!row?.companyId) throw new Error(`demo e-mail: no company user ${email}`);
  return { ...row, companyId: row.companyId };
}

export async function seedDemoCommunications(
  db: Db,
  accounts: { consultancyEmail: string; employerEmail: string; companyName: string },
) {
  const consultant = await companyUser(db, accounts.consultancyEmail);
  const employer = await companyUser(db, accounts.employerEmail);
  await seedStarters(db, consultant.companyId, consultant.id);
  await seedStarters(db, employer.companyId, employer.id);
  const [template] = await db
    .insert(emailTemplates)
    .values({ ...AVAILABILITY, companyId: consultant.companyId, createdBy: consultant.id })
    .returning({ id: emailTemplates.id });

  const recipients = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(eq(users.role, 'candidate'), ne(candidateProfiles.visibility, 'hidden')))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(12);
  if (!recipients.length) return;
  const sentAt = new Date(Date.now() - 6 * DAY);
  const [send] = await db
    .insert(emailSends)
    .values({
      companyId: consultant.companyId,
      templateId: template.id,
      sentBy: consultant.id,
      subject: AVAILABILITY.subject,
      body: AVAILABILITY.body,
      recipients: recipients.length,
      status: 'done',
      createdAt: sentAt,
    })
    .returning({ id: emailSends.id });
  const mails = await db
    .insert(candidateEmails)
    .values(
      recipients.map((candidate) => {
        const values = {
          'candidate.first_name': candidate.firstName,
          'candidate.designation': 'logistics professional',
          'recruiter.name': fullName(consultant.firstName, consultant.lastName),
          'company.name': accounts.companyName,
          'response.link': '[your answer link]',
        };
        const { subject, text } = renderMail(AVAILABILITY, values);
        return {
          companyId: consultant.companyId,
          candidateId: candidate.id,
          sendId: send.id,
          templateId: template.id,
          sentBy: consultant.id,
          toAddress: candidate.email,
          subject,
          text,
          status: 'sent' as const,
          sentAt,
          // The demo's links were never e-mailed: their tokens are thrown away.
          responseTokenHash: hashToken(randomBytes(32).toString('base64url')),
          responseExpiresAt: new Date(sentAt.getTime() + EMAIL_RESPONSE_LINK_DAYS * DAY),
          createdAt: sentAt,
        };
      }),
    )
    .returning({ id: candidateEmails.id, candidateId: candidateEmails.candidateId });
  await db.insert(emailResponses).values(
    mails.slice(0, ANSWERS.length).map((mail, i) => {
      const at = new Date(sentAt.getTime() + (i + 1) * 7 * 3_600_000);
      return {
        candidateEmailId: mail.id,
        companyId: consultant.companyId,
        candidateId: mail.candidateId,
        ...ANSWERS[i],
        answeredAt: at,
        updatedAt: at,
      };
    }),
  );
  const unsubscribed = mails.at(-1)!;
  await db
    .insert(emailUnsubscribes)
    .values({ companyId: consultant.companyId, candidateId: unsubscribed.candidateId });
}

/* ---------- The months before (issue 41) ---------- */

/**
 * The templates the consultancy sent over the months, how often (by weight), and the share of
 * candidates who answered one that asks for an answer; an invitation to apply asks for none.
 */
const HISTORY: Record<string, { weight: number; answered: number }> = {
  'Availability check': { weight: 4, answered: 0.36 },
  Shortlisted: { weight: 3, answered: 0.37 },
  'Interview invitation': { weight: 2, answered: 0.31 },
  'Offer follow-up': { weight: 1, answered: 0.24 },
  'Invitation to apply': { weight: 3, answered: 0 },
};
const HISTORY_WEEKS = 26;
const HOUR = 3_600_000;

/** A working hour (UAE) of the day `days` days ago, or null for a weekend day or a later hour. */
function workingMoment(random: Random, days: number) {
  const uae = new Date(Date.now() - days * DAY + 4 * HOUR);
  if ([0, 6].includes(uae.getUTCDay())) return null;
  uae.setUTCHours(random.int(9, 16), random.pick([0, 15, 30, 45]), 0, 0);
  const at = new Date(uae.getTime() - 4 * HOUR);
  return at.getTime() < Date.now() - 2 * HOUR ? at : null;
}

/**
 * Half a year of the consultancy's bulk e-mail: a few sends a week by its people, each of one of
 * its templates about one of the jobs it handles, to candidates who had joined by then (marketing
 * mail never to those who unsubscribed), and the answers of those who answered.
 */
export async function seedDemoEmailHistory(
  db: Db,
  accounts: { consultancyEmail: string; companyName: string },
) {
  const random = seededRandom(4141);
  const consultant = await companyUser(db, accounts.consultancyEmail);
  const companyId = consultant.companyId;
  const senders = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.role, 'candidate')))
    .orderBy(asc(users.createdAt), asc(users.id));
  const templates = await db
    .select({
      id: emailTemplates.id,
      name: emailTemplates.name,
      subject: emailTemplates.subject,
      body: emailTemplates.body,
      marketing: emailTemplates.marketing,
    })
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.companyId, companyId),
        inArray(emailTemplates.name, Object.keys(HISTORY)),
      ),
    )
    .orderBy(asc(emailTemplates.id));
  const handled = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(or(eq(jobs.companyId, companyId), eq(companies.managedById, companyId)))
    .orderBy(asc(jobs.id));
  const unsubscribed = new Set(
    (
      await db
        .select({ id: emailUnsubscribes.candidateId })
        .from(emailUnsubscribes)
        .where(eq(emailUnsubscribes.companyId, companyId))
    ).map((row) => row.id),
  );
  const pool = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      joinedAt: users.createdAt,
    })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(eq(users.role, 'candidate'), ne(candidateProfiles.visibility, 'hidden')))
    .orderBy(asc(users.id));
  if (!senders.length || !templates.length || !handled.length || !pool.length) return;
  const weighted = templates.flatMap((t) => Array<typeof t>(HISTORY[t.name].weight).fill(t));
  const sends: Send[] = [];
  for (let day = HISTORY_WEEKS * 7; day >= 1; day -= 1) {
    const sentAt = workingMoment(random, day);
    // Busier lately, as the consultancy grew: about one send a working day at the end.
    if (!sentAt || !random.chance(0.35 + (0.5 * (HISTORY_WEEKS * 7 - day)) / (HISTORY_WEEKS * 7)))
      continue;
    const template = random.pick(weighted);
    const sender = random.pick(senders);
    const job = random.pick(handled);
    const eligible = pool.filter(
      (c) => c.joinedAt < sentAt && !(template.marketing && unsubscribed.has(c.id)),
    );
    const to = random.some(eligible, random.int(6, 28));
    if (to.length) sends.push({ template, sender, job, sentAt, to });
  }
  await insertSends(db, random, { companyId, companyName: accounts.companyName, sends });
}

type Send = {
  template: { id: number; name: string; subject: string; body: string; marketing: boolean };
  sender: { id: string; firstName: string; lastName: string; email: string };
  job: { id: number; title: string };
  sentAt: Date;
  to: { id: string; email: string; firstName: string }[];
};

/** Rows in slices, as a statement takes only so many parameters. */
const slices = <T>(rows: T[], size = 500) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
    rows.slice(i * size, (i + 1) * size),
  );

/** The e-mail of one candidate of a send, written as the send's template renders it. */
function mailOf(send: Send, sendId: string, companyId: number, companyName: string) {
  const { template, sender, job, sentAt } = send;
  const render = compileTemplate(template);
  const asks = template.body.includes('{{response.link}}');
  const interviewAt = new Date(sentAt.getTime() + 3 * DAY);
  // The demo's links were never e-mailed: their tokens are thrown away.
  const token = () => hashToken(randomBytes(32).toString('base64url'));
  return (candidate: Send['to'][number]) => {
    const { subject, text } = render({
      'candidate.first_name': candidate.firstName,
      'candidate.designation': 'logistics professional',
      'recruiter.name': fullName(sender.firstName, sender.lastName),
      'recruiter.email': sender.email,
      'company.name': companyName,
      'job.title': job.title,
      'job.link': paths.jobView(job.id, 'invitation'),
      'interview.date': uaeDateTime(interviewAt),
      'interview.location': 'Office 305, Building 6W, Dubai Airport Free Zone, Dubai',
      'response.link': '[your answer link]',
    });
    return {
      companyId,
      candidateId: candidate.id,
      sendId,
      templateId: template.id,
      jobId: job.id,
      sentBy: sender.id,
      toAddress: candidate.email,
      subject,
      text,
      status: 'sent' as 'sent' | 'failed',
      sentAt: sentAt as Date | null,
      outboxId: null as string | null,
      lastError: null as string | null,
      responseTokenHash: asks ? token() : null,
      responseExpiresAt: asks ? new Date(sentAt.getTime() + EMAIL_RESPONSE_LINK_DAYS * DAY) : null,
      unsubscribeTokenHash: template.marketing ? token() : null,
      createdAt: sentAt,
    };
  };
}

/** How long the outbox keeps sent and failed e-mail (housekeeping): older mail has no row. */
const OUTBOX_DAYS = 90;

/**
 * The outbox rows of the mails of the last months, as the worker left them: sent, a few given up
 * on (a full or closed mailbox), each mail pointing at its row.
 */
async function withOutbox(db: Db, mails: ReturnType<ReturnType<typeof mailOf>>[]) {
  const kept = mails.filter((m) => m.createdAt.getTime() > Date.now() - OUTBOX_DAYS * DAY);
  // About one in fifty was given up on.
  const rows = kept.map((m, n) => {
    const failed = n % 53 === 7;
    return {
      kind:
        m.responseTokenHash || m.unsubscribeTokenHash
          ? 'recruiter_email_linked'
          : 'recruiter_email',
      to: m.toAddress,
      subject: m.subject,
      text: m.text,
      status: failed ? ('failed' as const) : ('sent' as const),
      attempts: failed ? 5 : 1,
      lastError: failed ? '550 5.2.2 Mailbox full' : null,
      sentAt: failed ? null : m.createdAt,
      nextAttemptAt: m.createdAt,
      createdAt: m.createdAt,
    };
  });
  const ids: string[] = [];
  for (const slice of slices(rows))
    ids.push(
      ...(await db.insert(outbox).values(slice).returning({ id: outbox.id })).map((r) => r.id),
    );
  kept.forEach((m, n) => {
    m.outboxId = ids[n];
    if (rows[n].status === 'failed') {
      m.status = 'failed';
      m.sentAt = null;
      m.lastError = rows[n].lastError;
    }
  });
  return mails;
}

/** The sends, their recipients, the e-mails and the answers, each in a few statements. */
async function insertSends(
  db: Db,
  random: Random,
  { companyId, companyName, sends }: { companyId: number; companyName: string; sends: Send[] },
) {
  if (!sends.length) return;
  const rows = await db
    .insert(emailSends)
    .values(
      sends.map(({ template, sender, job, sentAt, to }) => ({
        companyId,
        templateId: template.id,
        jobId: job.id,
        sentBy: sender.id,
        subject: template.subject,
        body: template.body,
        marketing: template.marketing,
        recipients: to.length,
        status: 'done' as const,
        createdAt: sentAt,
      })),
    )
    .returning({ id: emailSends.id });
  const recipients = sends.flatMap((send, n) =>
    send.to.map((c, position) => ({
      sendId: rows[n].id,
      candidateId: c.id,
      position,
      state: 'done' as const,
    })),
  );
  for (const slice of slices(recipients)) await db.insert(emailSendRecipients).values(slice);
  const mails = await withOutbox(
    db,
    sends.flatMap((send, n) => send.to.map(mailOf(send, rows[n].id, companyId, companyName))),
  );
  const written: { id: string; candidateId: string; sendId: string | null; status: string }[] = [];
  for (const slice of slices(mails))
    written.push(
      ...(await db.insert(candidateEmails).values(slice).returning({
        id: candidateEmails.id,
        candidateId: candidateEmails.candidateId,
        sendId: candidateEmails.sendId,
        status: candidateEmails.status,
      })),
    );
  const sendOf = new Map(rows.map((row, n) => [row.id, sends[n]]));
  const answers = written.flatMap((mail) => {
    if (mail.status !== 'sent') return [];
    const { template, sentAt } = sendOf.get(mail.sendId!)!;
    const at = new Date(sentAt.getTime() + random.int(1, 96) * HOUR);
    if (!random.chance(HISTORY[template.name].answered) || at.getTime() > Date.now()) return [];
    return [
      {
        candidateEmailId: mail.id,
        companyId,
        candidateId: mail.candidateId,
        ...random.pick(ANSWERS),
        answeredAt: at,
        updatedAt: at,
      },
    ];
  });
  for (const slice of slices(answers)) await db.insert(emailResponses).values(slice);
}
