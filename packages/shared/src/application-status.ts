/** Application statuses and their names: no validation code, so any screen can import them cheaply. */

/** The statuses an application moves through (SPEC.md leaves them to us). */
export const APPLICATION_STATUSES = [
  'applied',
  'shortlisted',
  'interview',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type RecruiterStatus = Exclude<ApplicationStatus, 'withdrawn'>;
/** What a recruiter may move an application to; only the candidate withdraws. */
export const RECRUITER_STATUSES = APPLICATION_STATUSES.filter(
  (status): status is RecruiterStatus => status !== 'withdrawn',
);

/**
 * How a candidate came to apply (issue 39): from a search, a job alert, the job's page directly,
 * an invitation to apply, or put forward by a recruiter. Older applications are 'direct'.
 */
export const APPLICATION_SOURCES = [
  'search',
  'alert',
  'direct',
  'invitation',
  'recruiter',
] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];
/** The sources a candidate may name when applying; the others are set by the server. */
export const CANDIDATE_SOURCES = ['search', 'alert', 'direct', 'invitation'] as const;
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number];
/**
 * The query parameter of a job page's address that says how the candidate came to it
 * (`?from=search` from the search's results, `from=alert` from a job alert's e-mail ...).
 */
export const SOURCE_PARAM = 'from';
/** The source a job page's `from` names; none or an unknown one is 'direct'. */
export const candidateSourceOf = (value: string | null | undefined): CandidateSource =>
  (CANDIDATE_SOURCES as readonly string[]).includes(value ?? '')
    ? (value as CandidateSource)
    : 'direct';
/** A recruiter's rating of an application, one to five stars. */
export const RATING_MAX = 5;
/** The most tags an application carries, and the longest tag. */
export const TAGS_MAX = 8;
export const TAG_LENGTH_MAX = 30;
