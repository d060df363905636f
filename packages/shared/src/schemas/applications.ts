import { z } from 'zod';
import { zLang, zPage, zPageQuery } from './common';
import { APPLICATION_STATUSES } from '../application-status';
import {
  APPLICATION_ID,
  ZApplicant,
  ZApplicationComment,
  ZRecommendedJob,
  zTag,
} from './candidate';
import { zId, zUuid } from './fields';
import { JOB_STATUSES, ZJobCard } from './jobs';

/** How many applications are in each status, keyed by status name, with the total. */
export const ZStatusCounts = z.record(z.enum([...APPLICATION_STATUSES, 'total']), z.number());
export type TStatusCounts = z.infer<typeof ZStatusCounts>;

export const ZSavedJob = z.object({
  job: ZJobCard.extend({ status: z.enum(JOB_STATUSES) }),
  saved_at: z.string(),
  application_status: z.enum(APPLICATION_STATUSES).nullable(),
});
export type TSavedJob = z.infer<typeof ZSavedJob>;

/** What the signed-in candidate has done with one job. */
export const ZCandidateJobState = z.object({
  application: z
    .object({ id: z.string(), status: z.enum(APPLICATION_STATUSES), applied_at: z.string() })
    .nullable(),
  saved: z.boolean(),
});
export type TCandidateJobState = z.infer<typeof ZCandidateJobState>;

export const ZRecommendedPage = zPage(ZRecommendedJob.extend({ applied: z.boolean() })).extend({
  /** False until the candidate has chosen at least one desired designation. */
  profile_ready: z.boolean(),
});
export type TRecommendedPage = z.infer<typeof ZRecommendedPage>;

export const ZApplicantsPage = zPage(ZApplicant).extend({
  job: z.object({ id: z.number(), title: z.string() }),
  counts: ZStatusCounts,
  /** The tags on the job's applications, most used first: for the tag filter and suggestions. */
  tags: z.array(z.object({ tag: z.string(), count: z.number() })),
});
export type TApplicantsPage = z.infer<typeof ZApplicantsPage>;

/* ---------- Requests ---------- */

/** A job named in the body: withdrawing an application, saving a job. */
export const ZJobIdBody = z.object({ job_id: zId('Job id must be a number') });

export const APPLICATION_STATUS_FILTERS = ['all', ...APPLICATION_STATUSES] as const;
export type ApplicationStatusFilter = (typeof APPLICATION_STATUS_FILTERS)[number];
/** A page of applications, of one status or all. */
export const ZApplicationsQuery = zPageQuery().extend({
  status: z
    .enum(APPLICATION_STATUS_FILTERS, {
      error: `status must be one of ${APPLICATION_STATUS_FILTERS.join(', ')}`,
    })
    .default('all'),
});
/**
 * A page of a job's applicants: of one status or all, and with one tag if `tag` is given; their
 * master data (location, nationality, skills) named in `lang`.
 */
export const ZApplicantsQuery = ZApplicationsQuery.extend({
  tag: zTag().optional(),
  lang: zLang(),
});

export const ZApplicationIdParams = z.object({ id: zUuid(APPLICATION_ID) });

export const ZApplicationCommentRequest = ZApplicationComment.extend({
  application_id: zUuid(APPLICATION_ID),
});
