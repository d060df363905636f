/**
 * The words of the recruiter workspace that the server, the web app and the e-mails share: who may
 * find a candidate, the languages and education levels recruiters filter on, and the states of a
 * candidate sent to a client. Their names are in the web app's catalogue, keyed by these values.
 */

/**
 * How a candidate can be found (decision 014): by every employer and the consultancy, by the
 * consultancy only (the default), or by nobody. Applications reach the employers applied to whatever
 * this says.
 */
export const CANDIDATE_VISIBILITIES = ['all', 'consultancy', 'hidden'] as const;
export type CandidateVisibility = (typeof CANDIDATE_VISIBILITIES)[number];
export const DEFAULT_CANDIDATE_VISIBILITY: CandidateVisibility = 'consultancy';

/** Languages a candidate speaks, by ISO 639-1 code: those most asked for in UAE logistics. */
export const LANGUAGES = [
  'en',
  'ar',
  'hi',
  'ur',
  'ml',
  'ta',
  'bn',
  'tl',
  'ne',
  'si',
  'pa',
  'fa',
  'ru',
  'fr',
  'zh',
] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Levels of education, lowest first; a candidate's level is the highest of their educations,
 * read from the qualification's name (talent search).
 */
export const EDUCATION_LEVELS = [
  'secondary',
  'diploma',
  'bachelor',
  'master',
  'doctorate',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** Where a candidate sent to a client stands: the client's answer moves it on. */
export const SUBMISSION_STATUSES = [
  'sent',
  'viewed',
  'interested',
  'interview_requested',
  'rejected',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
/** What the client may answer from the page the e-mail links to. */
export const SUBMISSION_ANSWERS = ['interested', 'interview_requested', 'rejected'] as const;
export type SubmissionAnswer = (typeof SUBMISSION_ANSWERS)[number];

/** A link to a candidate sent to a client works this many days. */
export const SUBMISSION_LINK_DAYS = 30;
/** Candidates sent at once, added to a folder at once. */
export const TALENT_BATCH_MAX = 50;
/** Saved candidate searches per user; CV folders per company. */
export const SAVED_SEARCHES_MAX = 50;
export const CV_FOLDERS_MAX = 200;
/** Candidates a folder holds. */
export const CV_FOLDER_SIZE_MAX = 2_000;
/** Recent searches a count of results is exact up to; past it the total is an estimate. */
export const CANDIDATE_COUNT_EXACT_UP_TO = 1_000;
