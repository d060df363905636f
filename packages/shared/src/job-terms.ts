/**
 * The words and limits of jobs, without their validation: public pages read these without loading
 * the schemas.
 */

export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contract',
  'temporary',
  'internship',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
};
/** schema.org JobPosting employmentType values. */
export const EMPLOYMENT_TYPE_SCHEMA_ORG: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

export const JOB_STATUSES = ['draft', 'published', 'closed', 'expired'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const POSTED_WITHIN = ['1', '3', '7', '14', '30'] as const;
export const SORTS = ['relevance', 'newest'] as const;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE = 500;
