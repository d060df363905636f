import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import { EMAIL_RESPONSE_LINK_DAYS } from '@logicareers/shared/communication-terms';
import type { Db } from '../../db/client';
import {
  candidateEmails,
  candidateProfiles,
  emailResponses,
  emailSends,
  emailTemplates,
  emailUnsubscribes,
  users,
} from '../../db/schema';
import { hashToken } from '../access/sessions';
import { seedStarters } from './email-templates';
import { renderMail } from './merge-tags';
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
