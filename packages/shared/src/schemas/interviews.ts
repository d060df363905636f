import { z } from 'zod';
import { checkPhone } from '../phone';
import { UAE_UTC_OFFSET } from '../uae-date';
import { zPage, zPageQuery } from './common';
import { orUnknown, queryChoices, queryId, text, zId, zUuid } from './fields';
import { isWebLink } from './web-link';

/*
 * Interviews (issue 15): a company schedules one with a candidate (from an application, the
 * candidate view or a client's request for an interview); the candidate answers from the link of
 * the invitation without signing in. Times are entered and shown in UAE time (Asia/Dubai, UTC+4,
 * no daylight saving); the API keeps and answers instants (ISO, UTC).
 */

export const INTERVIEW_MODES = ['in_person', 'phone', 'video'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_STATUSES = ['scheduled', 'cancelled', 'completed'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_OUTCOMES = ['passed', 'failed', 'no_show', 'on_hold'] as const;
export type InterviewOutcome = (typeof INTERVIEW_OUTCOMES)[number];
/** What the candidate may answer; 'pending' until they do (and again after a reschedule). */
export const INTERVIEW_ANSWERS = ['accepted', 'declined', 'new_time'] as const;
export type InterviewAnswer = (typeof INTERVIEW_ANSWERS)[number];
export type InterviewAnswerState = InterviewAnswer | 'pending';
export const INTERVIEW_WHEN = ['all', 'upcoming', 'past'] as const;

export const INTERVIEW_DURATION_MIN = 15;
export const INTERVIEW_DURATION_MAX = 480;
export const INTERVIEWERS_MAX = 10;

export const INTERVIEW_MESSAGES = {
  startsAtRequired: 'Choose the date and time of the interview',
  startsAtInvalid: 'Enter the date and time as YYYY-MM-DDTHH:MM (UAE time)',
  startsAtPast: 'Choose a time in the future',
  duration: `The duration must be from ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX} minutes`,
  modeRequired: 'Choose how the interview takes place',
  locationRequired: 'Enter the address of the interview',
  phoneRequired: 'Enter the number to call',
  phoneInvalid: 'Please enter a valid phone number',
  videoLinkRequired: 'Enter the video meeting link',
  httpsLink: 'Enter a link that starts with https://',
  interviewersRequired: 'Choose at least one interviewer',
  tooManyInterviewers: `At most ${INTERVIEWERS_MAX} interviewers`,
  interviewerUnknown: 'Choose interviewers among the active users of your company',
  sourceRequired: 'Choose the candidate, application or submission to interview',
  applicationUnknown: 'Choose an application to one of your jobs',
  applicationWithdrawn: 'This candidate has withdrawn the application',
  submissionUnknown: 'Choose one of your submissions where the client requested an interview',
  jobUnknown: 'Choose one of your jobs',
  notFound: 'Interview not found',
  notScheduled: 'This interview was cancelled or has been completed',
  cancelled: 'This interview is already cancelled',
  outcomeTooEarly: 'Record the outcome once the interview has started',
  outcomeRequired: 'Choose the outcome',
  outcomeCancelled: 'A cancelled interview has no outcome',
  answerRequired: 'Choose your answer',
  noteRequiredForNewTime: 'Tell us which days and times suit you',
  linkInvalid: 'This link has expired or is not valid',
  linkCancelled: 'This interview was cancelled',
  linkPast: 'This interview has already taken place',
  linkMoved:
    'This interview was moved to another time: answer with the link in the latest e-mail about it',
  answered: 'Thank you: your answer was sent to the recruiter',
  scheduled: 'Interview scheduled and invitations sent',
  updated: 'Interview updated and new invitations sent',
  cancelledDone: 'Interview cancelled and everyone told',
  outcomeSaved: 'Outcome recorded',
  answerChanged: 'This interview has just changed: look at it again before answering',
} as const;
const M = INTERVIEW_MESSAGES;

/* ---------- UAE local time ---------- */

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant of a UAE wall-clock time written YYYY-MM-DDTHH:MM; null when not a real time. */
export function uaeLocalToDate(local: string): Date | null {
  const match = LOCAL_TIME.exec(local.trim());
  if (!match) return null;
  const date = new Date(`${local.trim()}:00${UAE_UTC_OFFSET}`);
  if (Number.isNaN(date.getTime())) return null;
  // Refuses dates that JavaScript rolls over (2026-02-30 would become 2 March).
  return uaeLocalOf(date) === local.trim() ? date : null;
}

/** The UAE wall-clock time of an instant, as YYYY-MM-DDTHH:MM (the form's value). */
export function uaeLocalOf(date: Date): string {
  // The UAE has no daylight saving: its wall clock is always UTC + 4 hours.
  return new Date(date.getTime() + 4 * 3_600_000).toISOString().slice(0, 16);
}

/* ---------- Scheduling ---------- */

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const httpsLink = () =>
  text()
    .trim()
    .max(1_000, { error: 'A link must be at most 1000 characters' })
    .default('')
    .refine((value) => !value || isWebLink(value, { httpsOnly: true }), { error: M.httpsLink });

/** What the recruiter fills in, for a new interview and when editing one. */
const interviewFields = {
  /** UAE wall-clock time, YYYY-MM-DDTHH:MM. */
  starts_at: z
    .string({ error: M.startsAtRequired })
    .trim()
    .min(1, { error: M.startsAtRequired, abort: true })
    .refine((value) => uaeLocalToDate(value) !== null, { error: M.startsAtInvalid, abort: true })
    .refine((value) => uaeLocalToDate(value)!.getTime() > Date.now(), { error: M.startsAtPast }),
  duration_minutes: z.coerce
    .number({ error: M.duration })
    .int({ error: M.duration })
    .min(INTERVIEW_DURATION_MIN, { error: M.duration })
    .max(INTERVIEW_DURATION_MAX, { error: M.duration }),
  mode: z.enum(INTERVIEW_MODES, { error: M.modeRequired }),
  location: text()
    .trim()
    .max(500, { error: 'The address must be at most 500 characters' })
    .default(''),
  map_link: httpsLink(),
  video_link: httpsLink(),
  phone: text().trim().max(50, { error: M.phoneInvalid }).default(''),
  notes: text().trim().max(2_000, { error: 'Notes must be at most 2000 characters' }).default(''),
  /** Active users of the company; the scheduler when left out. */
  interviewer_ids: z
    .array(zUuid(M.interviewerUnknown), { error: M.interviewersRequired })
    .min(1, { error: M.interviewersRequired })
    .max(INTERVIEWERS_MAX, { error: M.tooManyInterviewers })
    .optional(),
  job_id: z.preprocess(emptyToNull, zId(M.jobUnknown).nullable()).default(null),
};

type Fields = {
  mode: InterviewMode;
  location: string;
  phone: string;
  video_link: string;
};

/** What each mode requires: an address in person, a number by phone, a link by video. */
function checkMode(value: Fields, ctx: z.RefinementCtx) {
  if (value.mode === 'in_person' && !value.location)
    ctx.addIssue({ code: 'custom', message: M.locationRequired, path: ['location'] });
  if (value.mode === 'phone') {
    if (!value.phone) ctx.addIssue({ code: 'custom', message: M.phoneRequired, path: ['phone'] });
    else if (!checkPhone(value.phone).ok)
      ctx.addIssue({ code: 'custom', message: M.phoneInvalid, path: ['phone'] });
  }
  if (value.mode === 'video' && !value.video_link)
    ctx.addIssue({ code: 'custom', message: M.videoLinkRequired, path: ['video_link'] });
}

/** The number as it is stored: international, with its '+'. */
const normalise = <T extends Fields>(value: T): T => {
  const phone = value.mode === 'phone' ? checkPhone(value.phone) : null;
  return {
    ...value,
    // Only what the mode uses is kept, so a link typed before switching mode does not linger.
    location: value.mode === 'in_person' ? value.location : '',
    phone: phone?.ok ? phone.e164 : '',
    video_link: value.mode === 'video' ? value.video_link : '',
    map_link: value.mode === 'in_person' ? (value as T & { map_link: string }).map_link : '',
  };
};

/** `PUT /api/interview/{id}`: reschedule or edit (the candidate and application stay). */
export const ZInterviewUpdateRequest = z
  .object(interviewFields)
  .superRefine(checkMode)
  .transform(normalise);
export type TInterviewUpdateRequest = z.input<typeof ZInterviewUpdateRequest>;

/**
 * `POST /api/interview`: one of `application_id` (an applicant of your job), `candidate_id` (a
 * candidate you may open) or `submission_id` (a client asked the consultancy for an interview).
 */
export const ZInterviewRequest = z
  .object({
    ...interviewFields,
    application_id: z.preprocess(emptyToNull, zUuid(M.applicationUnknown).nullable()).default(null),
    candidate_id: z
      .preprocess(emptyToNull, zUuid('Candidate id must be a UUID').nullable())
      .default(null),
    submission_id: z.preprocess(emptyToNull, zUuid(M.submissionUnknown).nullable()).default(null),
  })
  .superRefine(checkMode)
  .superRefine((value, ctx) => {
    const given = [value.application_id, value.candidate_id, value.submission_id].filter(
      (id) => id !== null,
    ).length;
    if (given !== 1)
      ctx.addIssue({ code: 'custom', message: M.sourceRequired, path: ['candidate_id'] });
  })
  .transform(normalise);
export type TInterviewRequest = z.input<typeof ZInterviewRequest>;

export const ZInterviewIdParams = z.object({ id: orUnknown(zUuid(M.notFound)) });

export const ZInterviewCancelRequest = z.object({
  /** Told to the candidate and the interviewers. */
  reason: text()
    .trim()
    .max(1_000, { error: 'A reason must be at most 1000 characters' })
    .default(''),
});
export type TInterviewCancelRequest = z.input<typeof ZInterviewCancelRequest>;

export const ZInterviewOutcomeRequest = z.object({
  outcome: z.enum(INTERVIEW_OUTCOMES, { error: M.outcomeRequired }),
  note: text().trim().max(2_000, { error: 'A note must be at most 2000 characters' }).default(''),
});
export type TInterviewOutcomeRequest = z.input<typeof ZInterviewOutcomeRequest>;

export const ZInterviewListQuery = zPageQuery().extend({
  interviewer_id: orUnknown(zUuid('interviewer_id must be a user id')).optional(),
  candidate_id: orUnknown(zUuid('candidate_id must be a user id')).optional(),
  job_id: queryId('job_id'),
  status: queryChoices('status', INTERVIEW_STATUSES),
  /** upcoming: not yet ended, soonest first; past: started, latest first; all: by start time. */
  when: z.enum(INTERVIEW_WHEN).optional().default('all'),
  /** Starting at or after (ISO instant); with `to`, one week of the calendar. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type TInterviewListQuery = z.input<typeof ZInterviewListQuery>;

/* ---------- Answers ---------- */

export const ZPerson = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TPerson = z.infer<typeof ZPerson>;

const modeDetails = {
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number(),
  mode: z.enum(INTERVIEW_MODES),
  location: z.string(),
  map_link: z.string(),
  video_link: z.string(),
  phone: z.string(),
  notes: z.string(),
};

export const ZInterview = z.object({
  id: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  ...modeDetails,
  candidate: ZPerson,
  job: z.object({ id: z.number(), title: z.string() }).nullable(),
  application_id: z.string().nullable(),
  submission_id: z.string().nullable(),
  interviewers: z.array(ZPerson),
  candidate_answer: z.enum(['pending', ...INTERVIEW_ANSWERS]),
  candidate_note: z.string(),
  answered_at: z.string().nullable(),
  outcome: z.enum(INTERVIEW_OUTCOMES).nullable(),
  outcome_note: z.string(),
  sequence: z.number(),
  scheduled_by: z.string().nullable(),
  created_at: z.string(),
});
export type TInterview = z.infer<typeof ZInterview>;
export const ZInterviewPage = zPage(ZInterview);
export type TInterviewPage = z.infer<typeof ZInterviewPage>;

/** A user of the company who may interview. */
export const ZInterviewer = ZPerson;

/* ---------- The candidate's page ---------- */

/** The unguessable token of `/unauth/interview-response/{token}`. */
export const ZInterviewTokenParams = z.object({
  token: orUnknown(
    z
      .string()
      .min(20)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/),
  ),
});

/** What the candidate sees of their interview. */
export const ZInterviewInvitation = z.object({
  company: z.string(),
  job: z.string().nullable(),
  candidate_first_name: z.string(),
  ...modeDetails,
  candidate_answer: z.enum(['pending', ...INTERVIEW_ANSWERS]),
  candidate_note: z.string(),
  answered_at: z.string().nullable(),
});
export type TInterviewInvitation = z.infer<typeof ZInterviewInvitation>;

export const ZInterviewAnswerRequest = z
  .object({
    answer: z.enum(INTERVIEW_ANSWERS, { error: M.answerRequired }),
    note: text().trim().max(1_000, { error: 'A note must be at most 1000 characters' }).default(''),
  })
  .refine((value) => value.answer !== 'new_time' || value.note.length > 0, {
    error: M.noteRequiredForNewTime,
    path: ['note'],
  });
export type TInterviewAnswerRequest = z.input<typeof ZInterviewAnswerRequest>;

/* ---------- The candidate's account ---------- */

/** `upcoming`: not yet ended nor completed, soonest first; `past`: the rest, latest first. */
export const CANDIDATE_INTERVIEW_WHEN = ['upcoming', 'past'] as const;

/** `GET /api/candidate/interviews`: the signed-in candidate's own interviews, a page at a time. */
export const ZCandidateInterviewListQuery = zPageQuery().extend({
  when: z.enum(CANDIDATE_INTERVIEW_WHEN).optional().default('upcoming'),
  status: queryChoices('status', INTERVIEW_STATUSES),
});
export type TCandidateInterviewListQuery = z.input<typeof ZCandidateInterviewListQuery>;

/**
 * One of the candidate's interviews as their account shows it. The video link and the number to
 * call are empty once it is cancelled; `can_answer` while it is scheduled and has not started.
 */
export const ZCandidateInterview = z.object({
  id: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  company: z.string(),
  job_title: z.string().nullable(),
  ...modeDetails,
  candidate_answer: z.enum(['pending', ...INTERVIEW_ANSWERS]),
  candidate_note: z.string(),
  answered_at: z.string().nullable(),
  can_answer: z.boolean(),
});
export type TCandidateInterview = z.infer<typeof ZCandidateInterview>;
export const ZCandidateInterviewPage = zPage(ZCandidateInterview);
export type TCandidateInterviewPage = z.infer<typeof ZCandidateInterviewPage>;

/** The name of an interview's .ics download: `interview-2026-12-03.ics`, its UAE date. */
export const interviewCalendarName = (startsAt: string | Date) =>
  `interview-${uaeLocalOf(new Date(startsAt)).slice(0, 10)}.ics`;
