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
/** What a recruiter may move an application to; only the candidate withdraws. */
export const RECRUITER_STATUSES = APPLICATION_STATUSES.filter(
  (status): status is Exclude<ApplicationStatus, 'withdrawn'> => status !== 'withdrawn',
);
