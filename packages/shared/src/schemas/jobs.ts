import { z } from 'zod';
import {
  EMPLOYMENT_TYPES,
  POSTED_WITHIN,
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  SORTS,
  JOB_STATUSES,
} from '../job-terms';
import { zLang, zPage, zPageQuery } from './common';
import { todayInUae, uaeDateInDays } from '../uae-date';
import {
  checkbox,
  MAX_ID,
  optionalInt,
  queryChoices,
  queryId,
  queryIds,
  queryNumber,
  text,
  zId,
} from './fields';

export { MAX_ID };
export * from '../job-terms';

export const JOB_MESSAGES = {
  titleRequired: 'Job title is required',
  designationRequired: 'Designation is required',
  functionalAreaRequired: 'Functional area is required',
  industryRequired: 'Industry is required',
  locationRequired: 'Location is required',
  employmentTypeRequired: 'Employment type is required',
  experienceRange: 'Maximum experience must not be less than minimum experience',
  salaryRange: 'Maximum salary must not be less than minimum salary',
  salaryRequired: 'Enter a salary range or choose to hide the salary',
  descriptionRequired: 'Job description is required',
  descriptionTooShort: 'Job description must be at least 30 characters',
  validThroughRequired: 'Valid-through date is required',
  validThroughPast: 'Valid-through date must be in the future',
  validThroughTooFar: 'Valid-through date must be within a year',
  vacanciesRange: 'Vacancies must be between 1 and 500',
  clientRequired: 'Choose the client this job is for',
} as const;

/** The job form: create, edit and template share it. */
export const ZJobForm = z
  .object({
    title: text({ error: JOB_MESSAGES.titleRequired })
      .trim()
      .min(1, { error: JOB_MESSAGES.titleRequired })
      .max(150),
    designation_id: zId(JOB_MESSAGES.designationRequired),
    functional_area_id: zId(JOB_MESSAGES.functionalAreaRequired),
    industry_id: zId(JOB_MESSAGES.industryRequired),
    state_id: zId(JOB_MESSAGES.locationRequired),
    employment_type: z.enum(EMPLOYMENT_TYPES, { error: JOB_MESSAGES.employmentTypeRequired }),
    experience_min: optionalInt(0, 50, 'Experience must be between 0 and 50 years').default(0),
    experience_max: optionalInt(0, 50, 'Experience must be between 0 and 50 years').default(null),
    salary_min: optionalInt(0, 1_000_000, 'Salary must be a monthly amount in AED').default(null),
    salary_max: optionalInt(0, 1_000_000, 'Salary must be a monthly amount in AED').default(null),
    salary_hidden: checkbox().default(false),
    vacancies: z.coerce
      .number({ error: JOB_MESSAGES.vacanciesRange })
      .int()
      .min(1, { error: JOB_MESSAGES.vacanciesRange })
      .max(500, { error: JOB_MESSAGES.vacanciesRange })
      .default(1),
    skill_ids: z
      .array(zId('Choose skills from the list'))
      .max(30, { error: 'At most 30 skills' })
      .default([]),
    description: text({ error: JOB_MESSAGES.descriptionRequired })
      .trim()
      .min(1, { error: JOB_MESSAGES.descriptionRequired, abort: true })
      .max(20_000, { error: 'Job description is too long' }),
    requirements: text().trim().max(20_000, { error: 'Requirements are too long' }).default(''),
    benefits: text().trim().max(5_000, { error: 'Benefits are too long' }).default(''),
    valid_through: z.iso.date({ error: JOB_MESSAGES.validThroughRequired }),
    confidential: checkbox().default(false),
    client_company_id: zId(JOB_MESSAGES.clientRequired).nullable().optional(),
  })
  .superRefine((job, ctx) => {
    if (
      job.experience_max !== null &&
      job.experience_min !== null &&
      job.experience_max < job.experience_min
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['experience_max'],
        message: JOB_MESSAGES.experienceRange,
      });
    }
    if (!job.salary_hidden && job.salary_min === null && job.salary_max === null) {
      ctx.addIssue({ code: 'custom', path: ['salary_min'], message: JOB_MESSAGES.salaryRequired });
    }
    if (job.salary_min !== null && job.salary_max !== null && job.salary_max < job.salary_min) {
      ctx.addIssue({ code: 'custom', path: ['salary_max'], message: JOB_MESSAGES.salaryRange });
    }
    if (job.valid_through <= todayInUae()) {
      ctx.addIssue({
        code: 'custom',
        path: ['valid_through'],
        message: JOB_MESSAGES.validThroughPast,
      });
    }
    if (job.valid_through > uaeDateInDays(366)) {
      ctx.addIssue({
        code: 'custom',
        path: ['valid_through'],
        message: JOB_MESSAGES.validThroughTooFar,
      });
    }
  });
export type TJobForm = z.input<typeof ZJobForm>;

/** Create: the form plus whether to publish at once. */
export const ZCreateJobRequest = ZJobForm.and(z.object({ publish: checkbox().default(false) }));
export type TCreateJobRequest = z.input<typeof ZCreateJobRequest>;

/** `GET /api/jobs/search` query parameters. */
export const ZJobSearchQuery = z.object({
  q: text()
    .trim()
    .max(200, { error: 'The search text is too long (200 characters at most)' })
    .optional()
    .default(''),
  state: queryIds('state'),
  functional_area: queryIds('functional_area'),
  designation: queryIds('designation'),
  industry: queryIds('industry'),
  employment_type: queryChoices('employment_type', EMPLOYMENT_TYPES),
  experience: queryNumber('experience', 50),
  salary_min: queryNumber('salary_min', 1_000_000),
  posted_within: z
    .enum(POSTED_WITHIN, {
      error: `posted_within must be one of ${POSTED_WITHIN.join(', ')} (days)`,
    })
    .optional(),
  company: queryId('company'),
  sort: z.enum(SORTS, { error: 'sort must be relevance or newest' }).optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(SEARCH_MAX_PAGE, { error: `page must be at most ${SEARCH_MAX_PAGE}` })
    .optional()
    .default(1),
  cursor: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'cursor is not valid' })
    .optional(),
  facets: z
    .enum(['true', 'false'], { error: 'facets must be true or false' })
    .optional()
    .default('true'),
  /** The language of the names of master data on the cards and in the facets. */
  lang: zLang(),
});
export type TJobSearchQuery = z.input<typeof ZJobSearchQuery>;

/** `:id` of a job (and, with the same words, of a public employer). */
export const ZJobIdParams = z.object({ id: zId('Job id must be a number') });

/** `GET /api/jobs/`: the jobs a user manages, searched by title and kept to one status. */
export const ZManagedJobsQuery = zPageQuery().extend({
  q: z.string().trim().max(150).optional(),
  status: z
    .enum(JOB_STATUSES, { error: `status must be one of ${JOB_STATUSES.join(', ')}` })
    .optional(),
  /** The language of the names of master data on the cards. */
  lang: zLang(),
});

/** What open jobs are counted by on the browse pages. */
export const JOB_CATEGORIES = ['designation', 'functional_area', 'state'] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];
export const ZJobCategoryParams = z.object({
  category: z.enum(JOB_CATEGORIES, {
    error: 'category must be designation, functional_area or state',
  }),
});

/** `GET /api/employers/`: employers by name, a page at a time. */
export const ZEmployerListQuery = zPageQuery(SEARCH_PAGE_SIZE).extend({
  q: z.string().trim().max(100).optional(),
});

export const ZMasterOption = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.number().nullable(),
});
export type TMasterOption = z.infer<typeof ZMasterOption>;

const ZCompanyRef = z.object({ id: z.number(), name: z.string() });

export const ZJobCard = z.object({
  id: z.number(),
  title: z.string(),
  company: ZCompanyRef.nullable(),
  designation: z.string().nullable(),
  functional_area: z.string().nullable(),
  location: z.string().nullable(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  experience_min: z.number().nullable(),
  experience_max: z.number().nullable(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  published_at: z.string().nullable(),
  valid_through: z.string(),
  snippet: z.string(),
  /** Featured by its employer: shown first in searches and marked (decision 045). */
  featured: z.boolean().optional(),
});
export type TJobCard = z.infer<typeof ZJobCard>;

export const ZFacetValue = z.object({ id: z.string(), name: z.string(), count: z.number() });
export type TFacetValue = z.infer<typeof ZFacetValue>;
export const FACET_KEYS = [
  'state',
  'functional_area',
  'designation',
  'industry',
  'employment_type',
  'posted_within',
] as const;
export type TFacetKey = (typeof FACET_KEYS)[number];

export const ZJobSearchResult = z.object({
  items: z.array(ZJobCard),
  total: z.number(),
  total_is_estimate: z.boolean(),
  page: z.number(),
  page_size: z.number(),
  next_cursor: z.string().nullable(),
  facets: z.partialRecord(z.enum(FACET_KEYS), z.array(ZFacetValue)),
});
export type TJobSearchResult = z.infer<typeof ZJobSearchResult>;

export const ZJobDetail = ZJobCard.extend({
  status: z.enum(JOB_STATUSES),
  industry: z.string().nullable(),
  designation_id: z.number().nullable(),
  functional_area_id: z.number().nullable(),
  industry_id: z.number().nullable(),
  state_id: z.number().nullable(),
  salary_hidden: z.boolean(),
  vacancies: z.number(),
  skills: z.array(z.object({ id: z.number(), name: z.string() })),
  description: z.string(),
  requirements: z.string(),
  benefits: z.string(),
  confidential: z.boolean(),
  client_company_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can_manage: z.boolean(),
});
export type TJobDetail = z.infer<typeof ZJobDetail>;

/** A job in the list of jobs a user manages: its card and its status. */
export const ZManagedJob = ZJobCard.extend({
  status: z.enum(JOB_STATUSES),
  /** Its applicants (withdrawn ones left out), and how many of them still wait for a first look. */
  applicants: z.object({ total: z.number(), to_review: z.number() }),
});
/** The jobs a user manages, a page at a time, with how many are in each status. */
/** A company's featured slots: how many are in use, and how many its plan allows (null: no limit). */
export const ZFeaturedSlots = z.object({ used: z.number(), limit: z.number().nullable() });
export type TFeaturedSlots = z.infer<typeof ZFeaturedSlots>;
export const ZManagedJobsPage = zPage(ZManagedJob).extend({
  counts: z.record(z.enum(JOB_STATUSES), z.number()),
  /** The user's company's featured slots; null when plans do not limit it. */
  featured_slots: ZFeaturedSlots.nullable().optional(),
});
export type TManagedJobsPage = z.infer<typeof ZManagedJobsPage>;

/** How many open jobs a designation, functional area or emirate has. */
export const ZCategoryCount = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  count: z.number(),
});
export type TCategoryCount = z.infer<typeof ZCategoryCount>;

export const ZEmployerListItem = z.object({
  id: z.number(),
  name: z.string(),
  /** The company's logo, when it has one. */
  logo_url: z.string().nullable(),
  open_jobs: z.number(),
});
export type TEmployerListItem = z.infer<typeof ZEmployerListItem>;
export const ZPublicEmployer = ZCompanyRef;

/** A job template: a name and the job form as far as it was filled (dates are set per job). */
export const ZJobTemplateRequest = z.object({
  name: text({ error: 'Template name is required' })
    .trim()
    .min(1, { error: 'Template name is required' })
    .max(120, { error: 'Template name is too long' }),
  form: z.record(z.string(), z.unknown(), { error: 'The template needs the job form' }),
});
export type TJobTemplateRequest = z.input<typeof ZJobTemplateRequest>;

const TEMPLATE_ID = 'Template id must be a number';
/** `:id` of a job template. */
export const ZJobTemplateIdParams = z.object({ id: zId(TEMPLATE_ID) });

/** `GET /api/template/job-templates`: a page of a company's templates, `q` searching the name. */
export const ZJobTemplateListQuery = zPageQuery().extend({
  q: z.string().trim().max(120).optional(),
});

/** The fields of the job form a template keeps: all but its dates and ownership. */
export const JOB_TEMPLATE_FIELDS = [
  'title',
  'designation_id',
  'functional_area_id',
  'industry_id',
  'state_id',
  'employment_type',
  'experience_min',
  'experience_max',
  'salary_min',
  'salary_max',
  'salary_hidden',
  'vacancies',
  'skill_ids',
  'description',
  'requirements',
  'benefits',
  'confidential',
] as const;
export type JobTemplateField = (typeof JOB_TEMPLATE_FIELDS)[number];

export const ZJobTemplate = z.object({
  id: z.number(),
  name: z.string(),
  /** The job form as far as it was filled; kept as it was sent and checked when a job is saved. */
  form: z.object(
    Object.fromEntries(JOB_TEMPLATE_FIELDS.map((field) => [field, z.unknown().optional()])) as {
      [field in JobTemplateField]: z.ZodOptional<z.ZodUnknown>;
    },
  ),
  created_at: z.string(),
  updated_at: z.string(),
});
/** A template as the job form reads it. */
export type TJobTemplate = Omit<z.infer<typeof ZJobTemplate>, 'form'> & {
  form: Partial<TJobForm>;
};

/* ---------- Internal notes on a job (SPEC.md call jobs/comment) ---------- */

export const JOB_NOTE_MESSAGES = {
  jobId: 'Job id must be a number',
  bodyRequired: 'Write a note',
  bodyTooLong: 'A note must be at most 2000 characters',
  noCompany: 'Your account belongs to no company, so it keeps no notes on jobs',
} as const;
export const JOB_NOTE_MAX = 2_000;

/** `GET /api/jobs/comment?job_id=`: the notes of the user's company on a job, a page at a time. */
export const ZJobNotesQuery = zPageQuery().extend({ job_id: zId(JOB_NOTE_MESSAGES.jobId) });

/** `POST /api/jobs/comment`: a note of the user's company on a job it manages. */
export const ZJobNoteRequest = z.object({
  job_id: zId(JOB_NOTE_MESSAGES.jobId),
  body: text({ error: JOB_NOTE_MESSAGES.bodyRequired })
    .trim()
    .min(1, { error: JOB_NOTE_MESSAGES.bodyRequired })
    .max(JOB_NOTE_MAX, { error: JOB_NOTE_MESSAGES.bodyTooLong }),
});
export type TJobNoteRequest = z.input<typeof ZJobNoteRequest>;

/** A note on a job: who wrote it (null once their account is gone) and when. */
export const ZJobNote = z.object({
  id: z.number(),
  body: z.string(),
  author: z.string().nullable(),
  at: z.string(),
});
export type TJobNote = z.infer<typeof ZJobNote>;
export const ZJobNotesPage = zPage(ZJobNote);
export type TJobNotesPage = z.infer<typeof ZJobNotesPage>;

/* ---------- Jobs for pickers (SPEC.md call jobs/by-foreignkey) ---------- */

export const JOB_CHOICE_STATUSES = ['open', 'all'] as const;
export type JobChoiceStatus = (typeof JOB_CHOICE_STATUSES)[number];

/**
 * `GET /api/jobs/by-foreignkey`: the jobs the user may see, narrowed to those a company posted
 * (`company_id`), those for a client (`client_id`: posted for it or by it) or of a designation
 * (`designation_id`); open (live) ones only unless `status=all`; `q` searches the title.
 */
export const ZJobChoicesQuery = zPageQuery(50).extend({
  company_id: queryId('company_id'),
  client_id: queryId('client_id'),
  designation_id: queryId('designation_id'),
  status: z
    .enum(JOB_CHOICE_STATUSES, { error: 'status must be open or all' })
    .optional()
    .default('open'),
  q: z.string().trim().max(150).optional(),
});
export type TJobChoicesQuery = z.input<typeof ZJobChoicesQuery>;

/** A job as a picker shows it. */
export const ZJobChoice = z.object({
  id: z.number(),
  title: z.string(),
  company_name: z.string().nullable(),
  client_name: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  valid_through: z.string(),
});
export type TJobChoice = z.infer<typeof ZJobChoice>;
export const ZJobChoicesPage = zPage(ZJobChoice);
export type TJobChoicesPage = z.infer<typeof ZJobChoicesPage>;
