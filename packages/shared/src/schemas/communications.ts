import { z } from 'zod';
import {
  BULK_SEND_MAX,
  EMAIL_DELIVERY_STATUSES,
  EMAIL_SEND_STATUSES,
  isMergeTag,
  MERGE_TAG_GROUPS,
  mergeTagsIn,
  unknownTagMessage,
} from '../communication-terms';
import { SITE_LANGUAGES } from '../languages';
import { zPage, zPageQuery } from './common';
import { checkbox, orUnknown, text, zArabicText, zId, zRequiredText, zUuid } from './fields';

export * from '../communication-terms';

/*
 * Recruiters' e-mails to candidates (issue 15): the company's templates with merge tags, previews,
 * one e-mail to one candidate or one template to many through the outbox, the mails kept with each
 * candidate, and the unsubscribe link of marketing mails.
 */

export const COMMUNICATION_MESSAGES = {
  nameRequired: 'Name the template',
  nameTaken: 'Your company already has a template with this name',
  subjectRequired: 'Write the subject',
  bodyRequired: 'Write the message',
  bodyTooLong: 'The message is too long (50,000 characters at most)',
  arabicSubjectRequired: 'Write the Arabic subject, or leave the Arabic version empty',
  arabicBodyRequired: 'Write the Arabic message, or leave the Arabic version empty',
  tooManyTemplates: 'Your company keeps too many templates; delete one first',
  templateId: 'Template not found',
  templateRequired: 'Choose a template',
  templateNotFound: 'Template not found',
  candidateId: 'Candidate not found',
  candidateRequired: 'Choose the candidate to e-mail',
  recipientsRequired:
    'Choose the candidates to e-mail: a selection, a CV folder or a job’s applicants',
  tooManyRecipients: `At most ${BULK_SEND_MAX.toLocaleString('en')} candidates in one send`,
  jobNeeded: 'This template uses job tags: choose one of your jobs',
  jobUnknown: 'Choose one of your jobs',
  interviewNeeded: 'This template uses interview tags: choose the candidate’s interview',
  interviewUnknown: 'Choose one of this candidate’s interviews with your company',
  interviewInBulk:
    'This template uses interview tags, which are filled for one candidate at a time: send it from the candidate’s page',
  folderUnknown: 'Choose one of your CV folders',
  noRecipients: 'None of these candidates can be e-mailed',
  unsubscribed: 'This candidate has unsubscribed from your company’s marketing e-mails',
  sendNotFound: 'Send not found',
  linkInvalid: 'This link is not valid',
  unsubscribedDone: 'You will no longer receive these e-mails',
} as const;
const M = COMMUNICATION_MESSAGES;

/** A subject or body may use only the catalogue's tags: an unknown one is named on the field. */
const withKnownTags = <T extends z.ZodType<string | null>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const unknown = mergeTagsIn(value ?? '').filter((name) => !isMergeTag(name));
    if (unknown.length) ctx.addIssue({ code: 'custom', message: unknownTagMessage(unknown) });
  });

export const EMAIL_BODY_MAX = 50_000;

/**
 * A template: its English subject and body, and optionally an Arabic version (both parts or
 * neither), which candidates whose account is in Arabic receive.
 */
export const ZEmailTemplateRequest = z
  .object({
    name: zRequiredText(M.nameRequired, 100),
    subject: withKnownTags(zRequiredText(M.subjectRequired, 250)),
    body: withKnownTags(
      text({ error: M.bodyRequired })
        .trim()
        .min(1, { error: M.bodyRequired })
        .max(EMAIL_BODY_MAX, { error: M.bodyTooLong }),
    ),
    subject_ar: withKnownTags(zArabicText(250)),
    body_ar: withKnownTags(zArabicText(EMAIL_BODY_MAX, M.bodyTooLong)),
    marketing: checkbox().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.body_ar !== null && value.subject_ar === null)
      ctx.addIssue({ code: 'custom', path: ['subject_ar'], message: M.arabicSubjectRequired });
    if (value.subject_ar !== null && value.body_ar === null)
      ctx.addIssue({ code: 'custom', path: ['body_ar'], message: M.arabicBodyRequired });
  });
export type TEmailTemplateRequest = z.input<typeof ZEmailTemplateRequest>;

export const ZEmailTemplateIdParams = z.object({ id: orUnknown(zId(M.templateId)) });

export const ZMergeTag = z.object({
  name: z.string(),
  group: z.enum(MERGE_TAG_GROUPS),
  description: z.string(),
  example: z.string(),
});
export type TMergeTag = z.infer<typeof ZMergeTag>;

export const ZEmailTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The Arabic version, or null when it has none. */
  subject_ar: z.string().nullable(),
  body_ar: z.string().nullable(),
  marketing: z.boolean(),
  /** The merge tags it uses (in either language), in order of first use. */
  tags: z.array(z.string()),
  created_by: z.string().nullable(),
  updated_at: z.string(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;

export const ZEmailTemplateListQuery = zPageQuery(50).extend({
  q: z.string().trim().max(100).optional(),
});
export const ZEmailTemplatePage = zPage(ZEmailTemplate);
export type TEmailTemplatePage = z.infer<typeof ZEmailTemplatePage>;

export const ZTemplateTags = z.object({
  template: z.object({ id: z.number().int(), name: z.string() }),
  used: z.array(ZMergeTag),
  available: z.array(ZMergeTag),
  /** What sending it needs besides a candidate. */
  needs: z.object({ job: z.boolean(), interview: z.boolean() }),
});
export type TTemplateTags = z.infer<typeof ZTemplateTags>;

/* ---------- Recipients, preview and sending ---------- */

const optionalId = (message: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), zId(message).nullable());
const optionalUuid = (message: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), zUuid(message).nullable());

/** Whom a bulk send reaches: chosen candidates, a CV folder's, a job's applicants, or several. */
const recipientSources = {
  candidate_ids: z
    .array(zUuid(M.candidateId))
    .max(BULK_SEND_MAX, { error: M.tooManyRecipients })
    .default([]),
  folder_id: optionalId(M.folderUnknown).default(null),
  applicants_job_id: optionalId(M.jobUnknown).default(null),
};
const hasRecipients = (value: {
  candidate_ids: string[];
  folder_id: number | null;
  applicants_job_id: number | null;
}) =>
  value.candidate_ids.length > 0 || value.folder_id !== null || value.applicants_job_id !== null;

/** What fills the job and interview tags. */
const tagSources = {
  job_id: optionalId(M.jobUnknown).default(null),
  interview_id: optionalUuid(M.interviewUnknown).default(null),
};

/**
 * A subject and body (a template's, or one being written) rendered for the first of the recipients
 * (examples when none is given), with how many the send would reach.
 */
export const ZEmailPreviewRequest = z.object({
  subject: withKnownTags(text().trim().max(250).default('')),
  body: withKnownTags(text().trim().max(EMAIL_BODY_MAX).default('')),
  /** The Arabic version, if any: the preview is in the language of the candidate it is for. */
  subject_ar: withKnownTags(zArabicText(250)),
  body_ar: withKnownTags(zArabicText(EMAIL_BODY_MAX)),
  marketing: checkbox().default(false),
  ...recipientSources,
  ...tagSources,
});
export type TEmailPreviewRequest = z.input<typeof ZEmailPreviewRequest>;

export const ZEmailPreview = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** The version shown: the candidate's language where the template has it, else English. */
  language: z.enum(SITE_LANGUAGES),
  /** The candidate it is rendered for; null: the catalogue's examples. */
  candidate: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Candidates the send would reach, and those it would leave out (unsubscribed). */
  recipients: z.number().int(),
  skipped: z.number().int(),
  needs: z.object({ job: z.boolean(), interview: z.boolean() }),
});
export type TEmailPreview = z.infer<typeof ZEmailPreview>;

export const ZSendSingleRequest = z.object({
  template_id: zId(M.templateRequired),
  candidate_id: zUuid(M.candidateRequired),
  ...tagSources,
});
export type TSendSingleRequest = z.input<typeof ZSendSingleRequest>;

export const ZBulkSendRequest = z
  .object({ template_id: zId(M.templateRequired), ...recipientSources, ...tagSources })
  .refine(hasRecipients, { error: M.recipientsRequired, path: ['candidate_ids'] });
export type TBulkSendRequest = z.input<typeof ZBulkSendRequest>;

export const ZCandidateEmail = z.object({
  id: z.string(),
  subject: z.string(),
  text: z.string(),
  to: z.string(),
  sent_by: z.string().nullable(),
  template: z.string().nullable(),
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  send_id: z.string().nullable(),
  status: z.enum(EMAIL_DELIVERY_STATUSES),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type TCandidateEmail = z.infer<typeof ZCandidateEmail>;
export const ZCandidateEmailPage = zPage(ZCandidateEmail);
export type TCandidateEmailPage = z.infer<typeof ZCandidateEmailPage>;

export const ZEmailSend = z.object({
  id: z.string(),
  template: z.string().nullable(),
  subject: z.string(),
  marketing: z.boolean(),
  sent_by: z.string().nullable(),
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  recipients: z.number().int(),
  /** Recipients whose mail the worker has not written yet. */
  preparing: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
  skipped: z.number().int(),
  status: z.enum(EMAIL_SEND_STATUSES),
  created_at: z.string(),
  stopped_at: z.string().nullable(),
});
export type TEmailSend = z.infer<typeof ZEmailSend>;
export const ZEmailSendPage = zPage(ZEmailSend);
export const ZEmailSendIdParams = z.object({ id: orUnknown(zUuid(M.sendNotFound)) });

/* ---------- Unsubscribing ---------- */

export const ZUnsubscribeParams = z.object({
  token: orUnknown(
    z
      .string()
      .min(20)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/),
  ),
});
export const ZUnsubscribeInfo = z.object({
  company: z.string(),
  unsubscribed: z.boolean(),
});
export type TUnsubscribeInfo = z.infer<typeof ZUnsubscribeInfo>;
/** The one-click form post of RFC 8058, or an empty JSON body from the page's button. */
export const ZUnsubscribeBody = z.object({ 'List-Unsubscribe': z.string().optional() }).optional();
