import { paths } from '@logicareers/shared/pages';
import type { InterviewAnswerState, InterviewMode } from '@logicareers/shared/schemas/interviews';
import { type Locale, mailT } from '../../i18n';
import type { MailMessage } from '../mail/outbox';
import { mailDateTime, mailLink } from '../mail/templates';

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
type MailT = ReturnType<typeof mailT>;

/** Whom an interview e-mail goes to, in which language, and the interview it is about. */
interface InterviewMailTo {
  to: string;
  facts: InterviewFacts;
  locale?: Locale;
}

/** A candidate or an interviewer, greeted by name, with the link back to the product. */
interface InterviewPerson extends InterviewMailTo {
  firstName: string;
  appUrl: string;
}

/**
 * An interview e-mail from its paragraphs: signed, addressed, carrying what it keeps secret and
 * naming the candidate it is about (decision 036).
 */
function interviewMail(
  t: MailT,
  input: InterviewMailTo,
  mail: Pick<MailMessage, 'kind' | 'subject' | 'calendar'> & {
    paragraphs: string[];
    secrets?: string[];
  },
): MailMessage {
  return {
    kind: mail.kind,
    to: input.to,
    subject: mail.subject,
    text: [...mail.paragraphs, t('signature')].join('\n\n'),
    ...(mail.calendar ? { calendar: mail.calendar } : {}),
    secrets: mail.secrets ?? [],
    about: input.facts.candidateId ? [input.facts.candidateId] : [],
  };
}

/** The lines that say when, where and for what: the same in every interview e-mail. */
function details(t: MailT, facts: InterviewFacts, locale?: Locale, withNotes = true) {
  const where = t(`interview.where.${facts.mode}`, {
    location: facts.location,
    phone: facts.phone,
    link: facts.videoLink,
  });
  return [
    t('interview.when', {
      when: mailDateTime(facts.startsAt, locale),
      count: facts.durationMinutes,
    }),
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
  invitation: (
    input: InterviewPerson & { token: string; updated: boolean; calendar: Calendar },
  ): MailMessage => {
    const t = mailT(input.locale);
    const { company } = input.facts;
    const when = mailDateTime(input.facts.startsAt, input.locale);
    return interviewMail(t, input, {
      kind: 'interview_invitation',
      subject: t(
        input.updated ? 'interview.invitation.subjectUpdated' : 'interview.invitation.subject',
        {
          company,
          when,
        },
      ),
      paragraphs: [
        t('interview.invitation.greeting', { name: input.firstName }),
        t(input.updated ? 'interview.invitation.bodyUpdated' : 'interview.invitation.body', {
          company,
        }),
        details(t, input.facts, input.locale),
        t('interview.invitation.answer', {
          url: mailLink(input.appUrl, paths.interviewResponse(input.token), input.locale),
        }),
        t('interview.calendar'),
      ],
      calendar: input.calendar,
      secrets: [input.token],
    });
  },
  /** To an interviewer: the invitation or its update, with the calendar; no answer link. */
  notice: (input: InterviewPerson & { updated: boolean; calendar: Calendar }): MailMessage => {
    const t = mailT(input.locale);
    const { candidate } = input.facts;
    const when = mailDateTime(input.facts.startsAt, input.locale);
    return interviewMail(t, input, {
      kind: 'interview_notice',
      subject: t(input.updated ? 'interview.notice.subjectUpdated' : 'interview.notice.subject', {
        candidate,
        when,
      }),
      paragraphs: [
        t('interview.notice.greeting', { name: input.firstName }),
        t(input.updated ? 'interview.notice.bodyUpdated' : 'interview.notice.body', { candidate }),
        details(t, input.facts, input.locale),
        t('interview.calendar'),
        t('interview.notice.see', {
          url: mailLink(input.appUrl, paths.workspace.scheduleInterview(), input.locale),
        }),
      ],
      calendar: input.calendar,
    });
  },
  /**
   * To the candidate or an interviewer: the interview is cancelled, with the calendar's
   * cancellation (same UID, higher SEQUENCE) so their calendar removes it. It carries no link to
   * answer, so it is an interview_notice even for the candidate.
   */
  cancelled: (
    input: InterviewMailTo & {
      firstName: string;
      forCandidate: boolean;
      reason: string;
      calendar: Calendar;
    },
  ): MailMessage => {
    const t = mailT(input.locale);
    const { company, candidate } = input.facts;
    const when = mailDateTime(input.facts.startsAt, input.locale);
    return interviewMail(t, input, {
      kind: 'interview_notice',
      subject: t('interview.cancelled.subject', {
        company: input.forCandidate ? company : candidate,
        when,
      }),
      paragraphs: [
        t(input.forCandidate ? 'interview.invitation.greeting' : 'interview.notice.greeting', {
          name: input.firstName,
        }),
        t(input.forCandidate ? 'interview.cancelled.body' : 'interview.cancelled.bodyInterviewer', {
          company,
          candidate,
          when,
        }),
        ...(input.reason ? [t('interview.reason', { reason: input.reason })] : []),
      ],
      calendar: input.calendar,
    });
  },
  /** To the candidate, 24 and 2 hours before, with a fresh answer link (the token is the secret). */
  reminder: (input: InterviewPerson & { token: string }): MailMessage => {
    const t = mailT(input.locale);
    const { company } = input.facts;
    return interviewMail(t, input, {
      kind: 'interview_reminder',
      subject: t('interview.reminder.subject', {
        company,
        when: mailDateTime(input.facts.startsAt, input.locale),
      }),
      paragraphs: [
        t('interview.invitation.greeting', { name: input.firstName }),
        t('interview.reminder.body', { company }),
        details(t, input.facts, input.locale),
        t('interview.reminder.answer', {
          url: mailLink(input.appUrl, paths.interviewResponse(input.token), input.locale),
        }),
      ],
      secrets: [input.token],
    });
  },
  /** To an interviewer, 24 and 2 hours before: no calendar (they have it), no link to answer. */
  interviewerReminder: (input: InterviewPerson & { answer: InterviewAnswerState }): MailMessage => {
    const t = mailT(input.locale);
    const { candidate } = input.facts;
    return interviewMail(t, input, {
      kind: 'interview_notice',
      subject: t('interview.reminder.subjectInterviewer', {
        candidate,
        when: mailDateTime(input.facts.startsAt, input.locale),
      }),
      paragraphs: [
        t('interview.notice.greeting', { name: input.firstName }),
        t('interview.reminder.bodyInterviewer', { candidate }),
        details(t, input.facts, input.locale),
        t('interview.reminder.answerState', { answer: t(`interview.answers.${input.answer}`) }),
        t('interview.notice.see', {
          url: mailLink(input.appUrl, paths.workspace.scheduleInterview(), input.locale),
        }),
      ],
    });
  },
  /** To the interviewers and the recruiter who scheduled it: the candidate's answer. */
  answered: (
    input: InterviewMailTo & { answer: InterviewAnswerState; note: string; appUrl: string },
  ): MailMessage => {
    const t = mailT(input.locale);
    const { candidate } = input.facts;
    const when = mailDateTime(input.facts.startsAt, input.locale);
    const answer = t(`interview.answers.${input.answer}`);
    return interviewMail(t, input, {
      kind: 'interview_answered',
      subject: t('interview.answered.subject', { candidate, answer, when }),
      paragraphs: [
        t('interview.answered.body', { candidate, answer, when }),
        ...(input.note ? [t('interview.answered.note', { note: input.note })] : []),
        t('interview.answered.see', {
          url: mailLink(input.appUrl, paths.workspace.scheduleInterview(), input.locale),
        }),
      ],
    });
  },
};
