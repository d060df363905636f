import { paths } from '@logicareers/shared/pages';
import type { InterviewAnswerState, InterviewMode } from '@logicareers/shared/schemas/interviews';
import { formatUaeDateTime } from '@logicareers/shared/uae-date';
import { type Locale, mailT } from '../../i18n';
import type { MailMessage } from '../mail/outbox';

/** What every interview e-mail says of the interview. */
export interface InterviewFacts {
  /** The candidate's user id: every interview e-mail is about them (decision 036). */
  candidateId?: string;
  company: string;
  candidate: string;
  jobTitle: string | null;
  startsAt: Date;
  durationMinutes: number;
  mode: InterviewMode;
  location: string;
  mapLink: string;
  videoLink: string;
  phone: string;
  notes: string;
}

type Calendar = NonNullable<MailMessage['calendar']>;

const aboutCandidate = (facts: InterviewFacts) => (facts.candidateId ? [facts.candidateId] : []);

/** The lines that say when, where and for what: the same in every interview e-mail. */
function details(t: ReturnType<typeof mailT>, facts: InterviewFacts, withNotes = true) {
  const where = t(`interview.where.${facts.mode}`, {
    location: facts.location,
    phone: facts.phone,
    link: facts.videoLink,
  });
  return [
    t('interview.when', { when: formatUaeDateTime(facts.startsAt), count: facts.durationMinutes }),
    where,
    ...(facts.mode === 'in_person' && facts.mapLink
      ? [t('interview.map', { link: facts.mapLink })]
      : []),
    ...(facts.jobTitle ? [t('interview.forJob', { jobTitle: facts.jobTitle })] : []),
    ...(withNotes && facts.notes ? [t('interview.notes', { notes: facts.notes })] : []),
  ].join('\n');
}

/** The e-mails of interview scheduling, from the catalogue, in the recipient's language. */
export const interviewMails = {
  /**
   * To the candidate: the invitation (or its update) with the calendar attached and the link to
   * answer. The link's token lets its holder answer for the candidate: it is the mail's secret.
   */
  invitation: (input: {
    to: string;
    firstName: string;
    facts: InterviewFacts;
    token: string;
    updated: boolean;
    calendar: Calendar;
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    const { company } = input.facts;
    const when = formatUaeDateTime(input.facts.startsAt);
    return {
      kind: 'interview_invitation',
      to: input.to,
      subject: t(
        input.updated ? 'interview.invitation.subjectUpdated' : 'interview.invitation.subject',
        {
          company,
          when,
        },
      ),
      text: [
        t('interview.invitation.greeting', { name: input.firstName }),
        t(input.updated ? 'interview.invitation.bodyUpdated' : 'interview.invitation.body', {
          company,
        }),
        details(t, input.facts),
        t('interview.invitation.answer', {
          url: `${input.appUrl}${paths.interviewResponse(input.token)}`,
        }),
        t('interview.calendar'),
        t('signature'),
      ].join('\n\n'),
      calendar: input.calendar,
      secrets: [input.token],
      about: aboutCandidate(input.facts),
    };
  },
  /** To an interviewer: the invitation or its update, with the calendar; no answer link. */
  notice: (input: {
    to: string;
    firstName: string;
    facts: InterviewFacts;
    updated: boolean;
    calendar: Calendar;
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    const { candidate } = input.facts;
    const when = formatUaeDateTime(input.facts.startsAt);
    return {
      kind: 'interview_notice',
      to: input.to,
      subject: t(input.updated ? 'interview.notice.subjectUpdated' : 'interview.notice.subject', {
        candidate,
        when,
      }),
      text: [
        t('interview.notice.greeting', { name: input.firstName }),
        t(input.updated ? 'interview.notice.bodyUpdated' : 'interview.notice.body', { candidate }),
        details(t, input.facts),
        t('interview.calendar'),
        t('interview.notice.see', {
          url: `${input.appUrl}${paths.workspace.scheduleInterview()}`,
        }),
        t('signature'),
      ].join('\n\n'),
      calendar: input.calendar,
      secrets: [],
      about: aboutCandidate(input.facts),
    };
  },
  /**
   * To the candidate or an interviewer: the interview is cancelled, with the calendar's
   * cancellation (same UID, higher SEQUENCE) so their calendar removes it. It carries no link to
   * answer, so it is an interview_notice even for the candidate.
   */
  cancelled: (input: {
    to: string;
    firstName: string;
    facts: InterviewFacts;
    forCandidate: boolean;
    reason: string;
    calendar: Calendar;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    const { company, candidate } = input.facts;
    const when = formatUaeDateTime(input.facts.startsAt);
    return {
      kind: 'interview_notice',
      to: input.to,
      subject: t('interview.cancelled.subject', {
        company: input.forCandidate ? company : candidate,
        when,
      }),
      text: [
        t(input.forCandidate ? 'interview.invitation.greeting' : 'interview.notice.greeting', {
          name: input.firstName,
        }),
        t(input.forCandidate ? 'interview.cancelled.body' : 'interview.cancelled.bodyInterviewer', {
          company,
          candidate,
          when,
        }),
        ...(input.reason ? [t('interview.reason', { reason: input.reason })] : []),
        t('signature'),
      ].join('\n\n'),
      calendar: input.calendar,
      secrets: [],
      about: aboutCandidate(input.facts),
    };
  },
  /** To the candidate, 24 and 2 hours before, with a fresh answer link (the token is the secret). */
  reminder: (input: {
    to: string;
    firstName: string;
    facts: InterviewFacts;
    token: string;
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    const { company } = input.facts;
    return {
      kind: 'interview_reminder',
      to: input.to,
      subject: t('interview.reminder.subject', {
        company,
        when: formatUaeDateTime(input.facts.startsAt),
      }),
      text: [
        t('interview.invitation.greeting', { name: input.firstName }),
        t('interview.reminder.body', { company }),
        details(t, input.facts),
        t('interview.reminder.answer', {
          url: `${input.appUrl}${paths.interviewResponse(input.token)}`,
        }),
        t('signature'),
      ].join('\n\n'),
      secrets: [input.token],
      about: aboutCandidate(input.facts),
    };
  },
  /** To an interviewer, 24 and 2 hours before: no calendar (they have it), no link to answer. */
  interviewerReminder: (input: {
    to: string;
    firstName: string;
    facts: InterviewFacts;
    answer: InterviewAnswerState;
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    const { candidate } = input.facts;
    return {
      kind: 'interview_notice',
      to: input.to,
      subject: t('interview.reminder.subjectInterviewer', {
        candidate,
        when: formatUaeDateTime(input.facts.startsAt),
      }),
      text: [
        t('interview.notice.greeting', { name: input.firstName }),
        t('interview.reminder.bodyInterviewer', { candidate }),
        details(t, input.facts),
        t('interview.reminder.answerState', { answer: t(`interview.answers.${input.answer}`) }),
        t('interview.notice.see', {
          url: `${input.appUrl}${paths.workspace.scheduleInterview()}`,
        }),
        t('signature'),
      ].join('\n\n'),
      secrets: [],
      about: aboutCandidate(input.facts),
    };
  },
  /** To the interviewers and the recruiter who scheduled it: the candidate's answer. */
  answered: (input: {
    to: string;
    facts: InterviewFacts;
    answer: InterviewAnswerState;
    note: string;
    appUrl: string;
    locale?: Locale;
  }): MailMessage => {
    const t = mailT(input.locale);
    const { candidate } = input.facts;
    const when = formatUaeDateTime(input.facts.startsAt);
    const answer = t(`interview.answers.${input.answer}`);
    return {
      kind: 'interview_answered',
      to: input.to,
      subject: t('interview.answered.subject', { candidate, answer, when }),
      text: [
        t('interview.answered.body', { candidate, answer, when }),
        ...(input.note ? [t('interview.answered.note', { note: input.note })] : []),
        t('interview.answered.see', {
          url: `${input.appUrl}${paths.workspace.scheduleInterview()}`,
        }),
        t('signature'),
      ].join('\n\n'),
      secrets: [],
      about: aboutCandidate(input.facts),
    };
  },
};
