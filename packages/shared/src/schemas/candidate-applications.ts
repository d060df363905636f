/** A candidate's applications: applying, and the applicants an employer reviews. */
import { z } from 'zod';
import { text, zId, zUuid } from './fields';
import { JOB_STATUSES } from './jobs';
import {
  APPLICATION_SOURCES,
  APPLICATION_STATUSES,
  CANDIDATE_SOURCES,
  RATING_MAX,
  RECRUITER_STATUSES,
  TAG_LENGTH_MAX,
  TAGS_MAX,
} from '../application-status';
import { CANDIDATE_MESSAGES, NOTICE_PERIODS, VISA_STATUSES } from './candidate-terms';

const M = CANDIDATE_MESSAGES;

/* ---------- Forms ---------- */

export const ZApplyRequest = z.object({
  job_id: zId('Job id must be a number'),
  cover_note: text().trim().max(2_000, { error: M.coverNoteTooLong }).default(''),
  /** Where the candidate came from (a search, an alert, an invitation); 'direct' if not said. */
  source: z.enum(CANDIDATE_SOURCES).default('direct'),
});
export type TApplyRequest = z.input<typeof ZApplyRequest>;

export const APPLICATION_ID = 'Application id must be a UUID';
export const ZApplicationStatusRequest = z.object({
  application_ids: z
    .array(zUuid(APPLICATION_ID), { error: M.applicationsRequired })
    .min(1, { error: M.applicationsRequired })
    .max(100, { error: 'At most 100 applicants at once' }),
  status: z.enum(RECRUITER_STATUSES, { error: M.statusRequired }),
  /**
   * Whether each candidate is told by e-mail; true if left out (as before issue 39). The e-mail
   * waits out the undo window (`UNDO_WINDOW_SECONDS`) before it goes.
   */
  notify: z.boolean().default(true),
});
export type TApplicationStatusRequest = z.input<typeof ZApplicationStatusRequest>;

/** How long a move may be undone; a status e-mail is held this long before it is sent. */
export const UNDO_WINDOW_SECONDS = 15;

/** What a move did, so that it can be undone: each application moved and where it was. */
export const ZStatusMoveResult = z.object({
  updated: z.number(),
  unchanged: z.number(),
  moved: z.array(z.object({ id: z.string(), from_status: z.enum(RECRUITER_STATUSES) })),
  notified: z.number(),
});
export type TStatusMoveResult = z.infer<typeof ZStatusMoveResult>;

/** Undoes a move: each application back where it was, and its held e-mail not sent. */
export const ZApplicationUndoRequest = z.object({
  moves: z
    .array(z.object({ id: zUuid(APPLICATION_ID), status: z.enum(RECRUITER_STATUSES) }), {
      error: M.applicationsRequired,
    })
    .min(1, { error: M.applicationsRequired })
    .max(100, { error: 'At most 100 applicants at once' }),
});
export type TApplicationUndoRequest = z.input<typeof ZApplicationUndoRequest>;

/** The e-mail a move would send the candidate, for the recruiter to read before moving. */
export const ZStatusMailQuery = z.object({
  status: z.enum(RECRUITER_STATUSES, { error: M.statusRequired }),
});
export const ZStatusMailPreview = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type TStatusMailPreview = z.infer<typeof ZStatusMailPreview>;

/** A recruiter's rating of an application: 1 to 5, or null to clear it. */
export const ZApplicationRatingRequest = z.object({
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5' })
    .int({ error: 'Rating must be a whole number from 1 to 5' })
    .min(1, { error: 'Rating must be a whole number from 1 to 5' })
    .max(RATING_MAX, { error: 'Rating must be a whole number from 1 to 5' })
    .nullable(),
});

/** One tag: trimmed, with single spaces, 1 to TAG_LENGTH_MAX characters. */
export const zTag = () =>
  text({ error: 'A tag must be text' })
    .overwrite((value) => value.trim().replace(/\s+/g, ' '))
    .min(1, { error: 'A tag cannot be empty' })
    .max(TAG_LENGTH_MAX, { error: `A tag must be at most ${TAG_LENGTH_MAX} characters` });

/** The same tag twice, in any letter case, is kept once (the first). */
const withoutRepeats = (tags: string[]) =>
  tags.filter(
    (tag, i) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === i,
  );

/**
 * A company's tags on an application ("forklift licence", "notice 30 days"), replacing those it
 * had.
 */
export const ZApplicationTagsRequest = z.object({
  tags: z
    .array(zTag(), { error: 'Tags must be a list' })
    .max(TAGS_MAX, { error: `At most ${TAGS_MAX} tags on an applicant` })
    .overwrite(withoutRepeats),
});
export type TApplicationTagsRequest = z.input<typeof ZApplicationTagsRequest>;

export const ZApplicationComment = z.object({
  body: text({ error: M.commentRequired })
    .trim()
    .min(1, { error: M.commentRequired })
    .max(2_000, { error: 'A comment must be at most 2000 characters' }),
});

/* ---------- Answers ---------- */

export const ZApplicationEvent = z.object({
  from_status: z.enum(APPLICATION_STATUSES).nullable(),
  to_status: z.enum(APPLICATION_STATUSES),
  at: z.string(),
  by: z.string().nullable(),
});
export type TApplicationEvent = z.infer<typeof ZApplicationEvent>;

/** A candidate's own application, in the applied list. */
export const ZMyApplication = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  applied_at: z.string(),
  status_changed_at: z.string(),
  cover_note: z.string(),
  job: z.object({
    id: z.number(),
    title: z.string(),
    company_name: z.string().nullable(),
    location: z.string().nullable(),
    status: z.enum(JOB_STATUSES),
  }),
  history: z.array(ZApplicationEvent),
});
export type TMyApplication = z.infer<typeof ZMyApplication>;

/** An applicant as the employer sees them. */
export const ZApplicant = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  applied_at: z.string(),
  status_changed_at: z.string(),
  cover_note: z.string(),
  /** The company's rating, 1 to 5, or null if not rated. */
  rating: z.number().nullable(),
  source: z.enum(APPLICATION_SOURCES),
  /** The company's tags on the application, in the order they were given. */
  tags: z.array(z.string()),
  /** For a withdrawn application only the name is left (see `withdrawnCandidate` in the API). */
  candidate: z.object({
    user_id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    mobile_number: z.string().nullable(),
    headline: z.string(),
    experience_years: z.number().nullable(),
    location: z.string().nullable(),
    nationality: z.string().nullable(),
    visa_status: z.enum(VISA_STATUSES).nullable(),
    notice_period: z.enum(NOTICE_PERIODS).nullable(),
    expected_salary: z.number().nullable(),
    skills: z.array(z.string()),
    has_cv: z.boolean(),
  }),
  history: z.array(ZApplicationEvent),
  comments: z.array(
    z.object({ id: z.string(), body: z.string(), author: z.string().nullable(), at: z.string() }),
  ),
});
export type TApplicant = z.infer<typeof ZApplicant>;
