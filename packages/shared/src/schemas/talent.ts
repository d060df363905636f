import { z } from 'zod';
import {
  CANDIDATE_VISIBILITIES,
  EDUCATION_LEVELS,
  LANGUAGES,
  SAVED_SEARCHES_MAX,
  SUBMISSION_ANSWERS,
  SUBMISSION_STATUSES,
  TALENT_BATCH_MAX,
} from '../talent-terms';
import { zLang, zPage, zPageQuery } from './common';
import {
  checkbox,
  optionalInt,
  orUnknown,
  queryChoices,
  queryIds,
  queryNumber,
  text,
  zId,
  zRequiredText,
  zUuid,
} from './fields';
import {
  DRIVING_LICENCES,
  NOTICE_PERIODS,
  VISA_STATUSES,
  ZCandidateProfile,
  ZFileInfo,
} from './candidate';
import { APPLICATION_STATUSES } from '../application-status';
import { ZFacetValue } from './jobs';

export * from '../talent-terms';

/*
 * The recruiter workspace (decision 014): CV search, saved searches, the candidate view with the
 * company's comments and feedback, CV folders, candidates sent to clients and the page the client
 * answers on, and what the candidate chooses and sees of it.
 */

export const TALENT_MESSAGES = {
  staffInCandidateArea:
    'Reading candidates in the candidate area is for the consultancy and master administrators',
  candidateId: 'Candidate id must be a UUID',
  candidatesRequired: 'Choose at least one candidate',
  tooManyCandidates: `At most ${TALENT_BATCH_MAX} candidates at once`,
  searchNameRequired: 'Name the search',
  searchNameTaken: 'You already have a search with this name',
  tooManySearches: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches; delete one first`,
  folderNameRequired: 'Name the folder',
  folderNameTaken: 'Your company already has a folder with this name',
  folderId: 'Folder id must be a number',
  clientRequired: 'Choose the client to send to',
  ratingRequired: 'Give a rating from 1 to 5',
  answerRequired: 'Choose your answer',
  noteRequiredToReject: 'Tell us briefly why the candidate is not suitable',
  visibilityRequired: 'Choose who can find your profile',
} as const;
const M = TALENT_MESSAGES;

/* ---------- CV search ---------- */

export const CANDIDATE_SORTS = ['relevance', 'last_active'] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];
/** "Last active within" choices, in days. */
export const ACTIVE_WITHIN = ['1', '7', '30', '90', '180', '365'] as const;
export const CANDIDATE_SEARCH_PAGE_SIZE = 20;
export const CANDIDATE_SEARCH_MAX_PAGE = 250;

const searchText = (max: number) =>
  text()
    .trim()
    .max(max, { error: `The search text is too long (${max} characters at most)` })
    .optional()
    .default('');

/**
 * `GET /api/search/candidate`: the quick search (`q` in web-search syntax: words, "a phrase", OR,
 * -word) and every filter of the advanced search. Lists are `a=1,2` or `a=1&a=2`; empty is no filter.
 */
export const ZCandidateSearchQuery = z.object({
  q: searchText(300),
  /** Advanced keywords: every word, any of the words, none of the words. */
  all_words: searchText(300),
  any_words: searchText(300),
  exclude_words: searchText(300),
  designation: queryIds('designation'),
  functional_area: queryIds('functional_area'),
  experience_min: queryNumber('experience_min', 50),
  experience_max: queryNumber('experience_max', 50),
  /** The emirate or area the candidate lives in. */
  state: queryIds('state'),
  relocate: z.enum(['true', 'false'], { error: 'relocate must be true or false' }).optional(),
  nationality: queryIds('nationality'),
  visa_status: queryChoices('visa_status', VISA_STATUSES),
  notice_period: queryChoices('notice_period', NOTICE_PERIODS),
  salary_min: queryNumber('salary_min', 1_000_000),
  salary_max: queryNumber('salary_max', 1_000_000),
  /** Every licence named. */
  licence: queryChoices('licence', DRIVING_LICENCES),
  /** Words of a certification's name; with `valid_certification`, only certifications not expired. */
  certification: searchText(100),
  valid_certification: z
    .enum(['true', 'false'], { error: 'valid_certification must be true or false' })
    .optional(),
  /** The lowest education level. */
  education: z
    .enum(EDUCATION_LEVELS, { error: `education must be one of ${EDUCATION_LEVELS.join(', ')}` })
    .optional(),
  /** Every language named. */
  language: queryChoices('language', LANGUAGES),
  active_within: z
    .enum(ACTIVE_WITHIN, {
      error: `active_within must be one of ${ACTIVE_WITHIN.join(', ')} (days)`,
    })
    .optional(),
  sort: z
    .enum(CANDIDATE_SORTS, { error: `sort must be ${CANDIDATE_SORTS.join(' or ')}` })
    .optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(CANDIDATE_SEARCH_MAX_PAGE, { error: `page must be at most ${CANDIDATE_SEARCH_MAX_PAGE}` })
    .optional()
    .default(1),
  facets: z
    .enum(['true', 'false'], { error: 'facets must be true or false' })
    .optional()
    .default('true'),
  /** The language of the names of master data on the cards and in the facets. */
  lang: zLang(),
});
export type TCandidateSearchQuery = z.input<typeof ZCandidateSearchQuery>;
export type TCandidateSearch = z.output<typeof ZCandidateSearchQuery>;

/** A highlighted part of a snippet: `match` parts are the searched words. */
export const ZSnippetPart = z.object({ text: z.string(), match: z.boolean() });

/** A candidate in the results, a folder or a list: employers see initials until they open one. */
export const ZCandidateCard = z.object({
  id: z.string(),
  /** The full name, or the initials ("A. K.") for an employer who has not opened the profile. */
  name: z.string(),
  name_hidden: z.boolean(),
  photo: z.string().nullable(),
  headline: z.string(),
  current_designation: z.string().nullable(),
  current_employer: z.string().nullable(),
  experience_years: z.number().nullable(),
  emirate: z.string().nullable(),
  nationality: z.string().nullable(),
  visa_status: z.enum(VISA_STATUSES).nullable(),
  notice_period: z.enum(NOTICE_PERIODS).nullable(),
  expected_salary: z.number().nullable(),
  last_active_at: z.string(),
  has_cv: z.boolean(),
  /** Where the searched words matched, split into highlighted and plain parts; empty without words. */
  snippet: z.array(ZSnippetPart),
});
export type TCandidateCard = z.infer<typeof ZCandidateCard>;

export const CANDIDATE_FACET_KEYS = [
  'state',
  'functional_area',
  'designation',
  'experience',
  'visa_status',
  'notice_period',
  'licence',
  'education',
  'nationality',
] as const;
export type CandidateFacetKey = (typeof CANDIDATE_FACET_KEYS)[number];

export const ZCandidateSearchResult = z.object({
  items: z.array(ZCandidateCard),
  total: z.number(),
  /** The total is counted exactly up to a bound and estimated past it ("about N"). */
  total_is_estimate: z.boolean(),
  page: z.number(),
  page_size: z.number(),
  facets: z.partialRecord(z.enum(CANDIDATE_FACET_KEYS), z.array(ZFacetValue)),
});
export type TCandidateSearchResult = z.infer<typeof ZCandidateSearchResult>;

/* ---------- Saved searches ---------- */

/** `POST /api/search/candidate-create`: a name and the search's query (as the search reads it). */
export const ZSavedSearchRequest = z.object({
  name: zRequiredText(M.searchNameRequired, 100),
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())]), {
    error: 'query must be the search to save',
  }),
});
export type TSavedSearchRequest = z.input<typeof ZSavedSearchRequest>;

export const ZSavedSearch = z.object({
  id: z.number(),
  name: z.string(),
  /** The search's query parameters, to open the search page with. */
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  created_at: z.string(),
  last_run_at: z.string(),
  /** Candidates that match now and were added or active since the search was last run. */
  new_count: z.number(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

export const ZSavedSearchIdParams = z.object({ id: orUnknown(zId('Saved search not found')) });

/* ---------- The candidate view ---------- */

export const ZCandidateIdParams = z.object({ id: orUnknown(zUuid(M.candidateId)) });
/** A submission's id in a path; a malformed one reads as unknown (null). */
export const ZSubmissionIdParams = z.object({ id: orUnknown(zUuid('Submission not found')) });

/** A note of the company's on a candidate. */
export const ZCandidateComment = z.object({
  id: z.string(),
  body: z.string(),
  author: z.string().nullable(),
  at: z.string(),
});
export type TCandidateComment = z.infer<typeof ZCandidateComment>;

export const ZCandidateCommentRequest = z.object({
  candidate_id: zUuid(M.candidateId),
  body: text({ error: 'Write a comment' })
    .trim()
    .min(1, { error: 'Write a comment' })
    .max(2_000, { error: 'A comment must be at most 2000 characters' }),
});
export type TCandidateCommentRequest = z.input<typeof ZCandidateCommentRequest>;

export const ZConsultantFeedbackRequest = z.object({
  candidate_id: zUuid(M.candidateId),
  rating: z.coerce
    .number({ error: M.ratingRequired })
    .int({ error: M.ratingRequired })
    .min(1, { error: M.ratingRequired })
    .max(5, { error: M.ratingRequired }),
  fit_roles: text().trim().max(300, { error: 'At most 300 characters' }).default(''),
  salary_discussed: optionalInt(0, 1_000_000, 'Salary must be a whole number of AED').default(null),
  availability: text().trim().max(200, { error: 'At most 200 characters' }).default(''),
  notes: text().trim().max(2_000, { error: 'At most 2000 characters' }).default(''),
});
export type TConsultantFeedbackRequest = z.input<typeof ZConsultantFeedbackRequest>;

export const ZConsultantFeedback = z.object({
  id: z.string(),
  rating: z.number(),
  fit_roles: z.string(),
  salary_discussed: z.number().nullable(),
  availability: z.string(),
  notes: z.string(),
  author: z.string().nullable(),
  at: z.string(),
});
export type TConsultantFeedback = z.infer<typeof ZConsultantFeedback>;

/** `?candidate_id=` of the comment and feedback lists. */
export const ZCandidateNotesQuery = z.object({ candidate_id: orUnknown(zUuid(M.candidateId)) });

/** An application the viewer's company (or, for the consultancy, any client) holds for the candidate. */
export const ZCandidateApplication = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  applied_at: z.string(),
  job: z.object({ id: z.number(), title: z.string(), company_name: z.string().nullable() }),
});

/** A candidate sent to a client, as the consultancy follows it. */
export const ZSubmission = z.object({
  id: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  candidate: z.object({ id: z.string(), name: z.string() }),
  client: z.object({ id: z.number(), name: z.string() }),
  job: z.object({ id: z.number(), title: z.string() }).nullable(),
  note: z.string(),
  share_contact: z.boolean(),
  client_note: z.string(),
  sent_by: z.string().nullable(),
  sent_at: z.string(),
  viewed_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** The client's user who answered from their account; null when answered from the link. */
  answered_by: z.string().nullable(),
  expires_at: z.string(),
});
export type TSubmission = z.infer<typeof ZSubmission>;

/**
 * `GET /api/candidate/view/:id`: the whole profile for whoever may open it. Opening it is recorded;
 * an employer sees the contact details and the CV from then on. Comments and feedback are the
 * viewer's company's only; submissions are the consultancy's.
 */
export const ZCandidateView = z.object({
  profile: ZCandidateProfile.omit({ completeness: true, onboarded: true }).extend({
    /** Null where the viewer may not see them (never the case once opened, see decision 014). */
    email: z.string().nullable(),
    mobile_number: z.string().nullable(),
  }),
  last_active_at: z.string(),
  applications: z.array(ZCandidateApplication),
  comments: z.array(ZCandidateComment),
  feedback: z.array(ZConsultantFeedback),
  submissions: z.array(ZSubmission),
  folders: z.array(z.object({ id: z.number(), name: z.string() })),
  /** What the viewer may do with the candidate. */
  can: z.object({ submit: z.boolean() }),
});
export type TCandidateView = z.infer<typeof ZCandidateView>;

/* ---------- The consultancy in the candidate area ---------- */

/**
 * `GET /api/candidate/staff-view`: the candidates a consultancy user or master administrator may
 * open (decision 014), found by name or e-mail, for the candidate area's picker.
 */
export const ZStaffCandidatesQuery = zPageQuery().extend({
  q: z.string().trim().max(100).optional(),
});
export const ZStaffCandidate = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  headline: z.string(),
});
export type TStaffCandidate = z.infer<typeof ZStaffCandidate>;
export const ZStaffCandidatesPage = zPage(ZStaffCandidate);
export type TStaffCandidatesPage = z.infer<typeof ZStaffCandidatesPage>;

/* ---------- CV folders ---------- */

export const ZCvFolder = z.object({
  id: z.number(),
  name: z.string(),
  candidate_count: z.number(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCvFolder = z.infer<typeof ZCvFolder>;

export const ZCvFolderRequest = z.object({ name: zRequiredText(M.folderNameRequired, 100) });
export type TCvFolderRequest = z.input<typeof ZCvFolderRequest>;
export const ZCvFolderIdParams = z.object({ id: orUnknown(zId(M.folderId)) });

export const ZCvFolderListQuery = zPageQuery().extend({
  q: z.string().trim().max(100).optional(),
});
export const ZCvFolderView = zPage(ZCandidateCard.extend({ added_at: z.string() })).extend({
  folder: ZCvFolder,
});
export type TCvFolderView = z.infer<typeof ZCvFolderView>;

const candidateIds = z
  .array(zUuid(M.candidateId), { error: M.candidatesRequired })
  .min(1, { error: M.candidatesRequired })
  .max(TALENT_BATCH_MAX, { error: M.tooManyCandidates });

/** Adding candidates to a folder, or taking them out. */
export const ZCvFolderCandidatesRequest = z.object({ candidate_ids: candidateIds });
export type TCvFolderCandidatesRequest = z.input<typeof ZCvFolderCandidatesRequest>;
/** Moving candidates from one folder to another. */
export const ZCvFolderMoveRequest = z.object({
  from_folder_id: zId(M.folderId),
  to_folder_id: zId(M.folderId),
  candidate_ids: candidateIds,
});
export type TCvFolderMoveRequest = z.input<typeof ZCvFolderMoveRequest>;
/** Both folders after a move, with their new counts. */
export const ZCvFolderMoveResult = z.object({ from: ZCvFolder, to: ZCvFolder });
export type TCvFolderMoveResult = z.infer<typeof ZCvFolderMoveResult>;

/* ---------- Sending candidates to a client ---------- */

export const ZSubmissionRequest = z.object({
  candidate_ids: candidateIds,
  client_id: zId(M.clientRequired),
  job_id: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    zId('Choose one of the client’s jobs').nullable(),
  ),
  note: text().trim().max(2_000, { error: 'A note must be at most 2000 characters' }).default(''),
  share_contact: checkbox().default(false),
});
export type TSubmissionRequest = z.input<typeof ZSubmissionRequest>;

export const ZSubmissionListQuery = zPageQuery().extend({
  candidate_id: orUnknown(zUuid(M.candidateId)).optional(),
  client_id: queryIds('client_id'),
  status: queryChoices('status', SUBMISSION_STATUSES),
});

/** A client employer the consultancy may send candidates to, with its open jobs. */
export const ZSubmissionClient = z.object({
  id: z.number(),
  name: z.string(),
  jobs: z.array(z.object({ id: z.number(), title: z.string() })),
});
export type TSubmissionClient = z.infer<typeof ZSubmissionClient>;
export const ZSubmissionClientQuery = z.object({ q: z.string().trim().max(100).optional() });

/** Inviting candidates to apply for one of the company's live jobs: they get an e-mail. */
export const ZInviteRequest = z.object({
  candidate_ids: candidateIds,
  job_id: zId('Choose the job to invite to'),
  note: text().trim().max(1_000, { error: 'A note must be at most 1000 characters' }).default(''),
});
export type TInviteRequest = z.input<typeof ZInviteRequest>;

/* ---------- The client's page ---------- */

/** The unguessable token of `/client-cv/{token}`; anything else is as unknown as an expired one. */
export const ZClientCvParams = z.object({
  token: orUnknown(
    z
      .string()
      .min(20)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/),
  ),
});

/** What the client sees: the candidate as the consultancy chose to present them. */
export const ZClientCv = z.object({
  status: z.enum(SUBMISSION_STATUSES),
  consultancy: z.string(),
  client: z.string(),
  job: z.object({ id: z.number(), title: z.string() }).nullable(),
  note: z.string(),
  client_note: z.string(),
  sent_at: z.string(),
  expires_at: z.string(),
  answered_at: z.string().nullable(),
  /** The client's user who answered from their account; null when answered from the link. */
  answered_by: z.string().nullable(),
  candidate: ZCandidateView.shape.profile.omit({ cv: true }),
  cv: ZFileInfo.nullable(),
});
export type TClientCv = z.infer<typeof ZClientCv>;

export const ZClientCvAnswerRequest = z
  .object({
    answer: z.enum(SUBMISSION_ANSWERS, { error: M.answerRequired }),
    note: text().trim().max(2_000, { error: 'A note must be at most 2000 characters' }).default(''),
  })
  .refine((value) => value.answer !== 'rejected' || value.note.length > 0, {
    error: M.noteRequiredToReject,
    path: ['note'],
  });
export type TClientCvAnswerRequest = z.input<typeof ZClientCvAnswerRequest>;

/* ---------- The candidate's side ---------- */

export const ZVisibilityRequest = z.object({
  visibility: z.enum(CANDIDATE_VISIBILITIES, { error: M.visibilityRequired }),
});
export type TVisibilityRequest = z.input<typeof ZVisibilityRequest>;

/** A company that opened the candidate's profile, with when it last did and how often. */
export const ZProfileView = z.object({
  company: z.string(),
  /** The consultancy that runs the site, or an employer. */
  kind: z.enum(['employer', 'consultancy']),
  views: z.number(),
  last_viewed_at: z.string(),
});
export type TProfileView = z.infer<typeof ZProfileView>;
export const ZProfileViewsPage = zPage(ZProfileView);

/** The answer to an invitation: how many candidates were e-mailed. */
export const ZInviteResult = z.object({ invited: z.number() });
export type TInviteResult = z.infer<typeof ZInviteResult>;

/** `GET /api/search/candidate-saved`: a page of the user's saved searches, newest first. */
export const ZSavedSearchesPage = zPage(ZSavedSearch);
export type TSavedSearchesPage = z.infer<typeof ZSavedSearchesPage>;
