import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { enqueueMail } from '../mail/outbox';
import { addressOf, buildCalendar } from './calendar';
import { type InterviewFacts, interviewMails } from './interviews.mails';
import { fullName } from '../../lib/names';
import { type Interviewer, type InterviewRow } from './interviews.query';

/*
 * The e-mails of an interview and its calendar invitation (UID the interview's id, SEQUENCE raised
 * by every change), queued in the transaction of the change that causes them.
 */

/** What the e-mails need besides the table: the app's address and the sender's. */
export interface MailSetting {
  appUrl: string;
  mailFrom: string;
}
export const mailSettingOf = (ctx: AppContext): MailSetting => ({
  appUrl: ctx.env.APP_URL,
  mailFrom: ctx.env.MAIL_FROM,
});

export const factsOf = (row: InterviewRow): InterviewFacts => ({
  candidateId: row.candidateId,
  company: row.company,
  candidate: fullName(row.candidateFirst, row.candidateLast),
  jobTitle: row.jobTitle,
  startsAt: row.startsAt,
  durationMinutes: row.durationMinutes,
  mode: row.mode,
  location: row.location,
  mapLink: row.mapLink,
  videoLink: row.videoLink,
  phone: row.phone,
  notes: row.notes,
});

/** The .ics of an interview as it now stands, for everyone it concerns. */
export function calendarOf(
  row: InterviewRow,
  interviewers: Interviewer[],
  method: 'REQUEST' | 'CANCEL',
  setting: MailSetting,
) {
  const facts = factsOf(row);
  const where =
    row.mode === 'in_person' ? row.location : row.mode === 'phone' ? row.phone : row.videoLink;
  const description = [
    `${facts.candidate} – ${facts.company}`,
    ...(facts.jobTitle ? [`Job: ${facts.jobTitle}`] : []),
    row.mode === 'in_person'
      ? `In person: ${row.location}${row.mapLink ? `\nMap: ${row.mapLink}` : ''}`
      : row.mode === 'phone'
        ? `By phone: ${row.phone}`
        : `Video call: ${row.videoLink}`,
    ...(row.notes ? [row.notes] : []),
  ].join('\n\n');
  const organizer =
    row.creatorFirst === null ? row.company : fullName(row.creatorFirst, row.creatorLast!);
  return {
    method,
    content: buildCalendar({
      uid: `${row.id}@${new URL(setting.appUrl).host}`,
      sequence: row.sequence,
      method,
      start: row.startsAt,
      durationMinutes: row.durationMinutes,
      summary: `Interview: ${facts.candidate} – ${facts.company}${facts.jobTitle ? ` (${facts.jobTitle})` : ''}`,
      description,
      location: where,
      url: row.mode === 'video' ? row.videoLink : undefined,
      organizer: { name: organizer, email: addressOf(setting.mailFrom) },
      attendees: [
        { name: facts.candidate, email: row.candidateEmail },
        ...interviewers.map(({ name, email }) => ({ name, email })),
      ],
    }),
  };
}

/** The e-mails of a new or changed interview: the candidate's invitation, each interviewer's. */
export async function mailInvitations(
  tx: Db,
  row: InterviewRow,
  interviewers: Interviewer[],
  token: string,
  updated: boolean,
  setting: MailSetting,
) {
  const calendar = calendarOf(row, interviewers, 'REQUEST', setting);
  const facts = factsOf(row);
  await enqueueMail(
    tx,
    interviewMails.invitation({
      to: row.candidateEmail,
      locale: row.candidateLanguage,
      firstName: row.candidateFirst,
      facts,
      token,
      updated,
      calendar,
      appUrl: setting.appUrl,
    }),
  );
  for (const person of interviewers.filter((p) => p.status === 'active')) {
    await enqueueMail(
      tx,
      interviewMails.notice({
        to: person.email,
        locale: person.language,
        firstName: person.first,
        facts,
        updated,
        calendar,
        appUrl: setting.appUrl,
      }),
    );
  }
}

/** An interviewer's cancellation: of the whole interview, or of their part when taken off it. */
export async function mailInterviewerCancellation(
  tx: Db,
  person: Interviewer,
  facts: InterviewFacts,
  reason: string,
  calendar: ReturnType<typeof calendarOf>,
) {
  await enqueueMail(
    tx,
    interviewMails.cancelled({
      to: person.email,
      locale: person.language,
      firstName: person.first,
      facts,
      forCandidate: false,
      reason,
      calendar,
    }),
  );
}
