import { sql } from 'drizzle-orm';
import {
  bit,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type { CandidateVisibility, SubmissionStatus } from '@logicareers/shared/talent-terms';

import { createdAt, tsvector, updatedAt } from '../../db/columns';
import { belongsToCompany, belongsToUser, companies, doneBy, users } from '../access/access.schema';
import { jobs, SIGNATURE_BITS } from '../jobs/jobs.schema';

/* ---------- Recruiter workspace (decision 014) ---------- */

/** Each time someone of a company opened a candidate's profile: the candidate sees who did. */
export const candidateProfileViews = pgTable(
  'candidate_profile_views',
  {
    id: serial('id').primaryKey(),
    candidateId: belongsToUser('candidate_id'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    viewerId: doneBy('viewer_id'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_profile_views_candidate_idx').on(t.candidateId, t.viewedAt),
    index('candidate_profile_views_company_idx').on(t.companyId, t.candidateId),
  ],
);

/** Recruiters' notes on a candidate, seen only inside the company that wrote them. */
export const candidateComments = pgTable(
  'candidate_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: belongsToUser('candidate_id'),
    companyId: belongsToCompany(),
    authorId: doneBy('author_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_comments_candidate_idx').on(t.candidateId, t.companyId)],
);

/** A consultant's judgement of a candidate after talking to them, seen only inside the company. */
export const consultantFeedback = pgTable(
  'consultant_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: belongsToUser('candidate_id'),
    companyId: belongsToCompany(),
    authorId: doneBy('author_id'),
    /** 1 to 5. */
    rating: integer('rating').notNull(),
    fitRoles: text('fit_roles').notNull().default(''),
    /** The monthly salary in AED talked about, if it was. */
    salaryDiscussed: integer('salary_discussed'),
    availability: text('availability').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultant_feedback_candidate_idx').on(t.candidateId, t.companyId),
    check('consultant_feedback_rating', sql`rating between 1 and 5`),
  ],
);

/** A recruiter's named CV search, run again from the saved list. */
export const savedCandidateSearches = pgTable(
  'saved_candidate_searches',
  {
    id: serial('id').primaryKey(),
    userId: belongsToUser('user_id'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search as the CV search's query schema reads it (ZCandidateSearchQuery). */
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    /** When it was last run from the list: candidates active since then count as new. */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_candidate_searches_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_candidate_searches_name_key').on(t.userId, sql`lower(${t.name})`),
  ],
);

/** A company's named folder of candidates, shared by its colleagues. */
export const cvFolders = pgTable(
  'cv_folders',
  {
    id: serial('id').primaryKey(),
    companyId: belongsToCompany(),
    name: text('name').notNull(),
    createdBy: doneBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cv_folders_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

export const cvFolderCandidates = pgTable(
  'cv_folder_candidates',
  {
    folderId: integer('folder_id')
      .notNull()
      .references(() => cvFolders.id, { onDelete: 'cascade' }),
    candidateId: belongsToUser('candidate_id'),
    addedBy: doneBy('added_by'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.folderId, t.candidateId] }),
    index('cv_folder_candidates_candidate_idx').on(t.candidateId),
  ],
);

/**
 * A candidate the consultancy sent to a client: the client's users open it through an e-mailed
 * link whose token is kept only as a SHA-256 hash, for SUBMISSION_LINK_DAYS, and answer there.
 */
export const candidateSubmissions = pgTable(
  'candidate_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultancyId: belongsToCompany('consultancy_id'),
    clientId: belongsToCompany('client_id'),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    candidateId: belongsToUser('candidate_id'),
    sentBy: doneBy('sent_by'),
    note: text('note').notNull().default(''),
    /** The client sees the candidate's e-mail and mobile number. */
    shareContact: boolean('share_contact').notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<SubmissionStatus>().notNull().default('sent'),
    clientNote: text('client_note').notNull().default(''),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('candidate_submissions_token_key').on(t.tokenHash),
    index('candidate_submissions_consultancy_idx').on(t.consultancyId, t.createdAt),
    index('candidate_submissions_candidate_idx').on(t.candidateId),
    index('candidate_submissions_client_idx').on(t.clientId, t.createdAt),
  ],
);

/**
 * What CV search reads: one narrow row per candidate with a profile, kept in step with the profile,
 * the user, and the candidate's employments, educations and certifications by triggers (migration
 * 0012, which also holds the view `candidate_search_source` the rows are computed from). Hidden and
 * disabled candidates keep their row; the search's reach (talent.policy.ts) leaves them out.
 */
export const candidateSearch = pgTable(
  'candidate_search',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    visibility: text('visibility').$type<CandidateVisibility>().notNull(),
    userStatus: text('user_status')
      .$type<'active' | 'disabled' | 'pending' | 'unconsented'>()
      .notNull(),
    name: text('name').notNull(),
    headline: text('headline').notNull(),
    /** The designation and employer of the current employment, else of the latest. */
    currentDesignation: text('current_designation'),
    currentEmployer: text('current_employer'),
    experienceYears: integer('experience_years'),
    /** The emirate the candidate lives in (the emirate of their area). */
    stateId: integer('state_id'),
    willingToRelocate: boolean('willing_to_relocate').notNull(),
    nationalityId: integer('nationality_id'),
    visaStatus: text('visa_status'),
    noticePeriod: text('notice_period'),
    expectedSalary: integer('expected_salary'),
    drivingLicences: text('driving_licences').array().notNull(),
    languages: text('languages').array().notNull(),
    /** The desired designations and functional areas. */
    designationIds: integer('designation_ids').array().notNull(),
    functionalAreaIds: integer('functional_area_ids').array().notNull(),
    /** The highest education: 1 + its index in EDUCATION_LEVELS, null when none is known. */
    educationRank: integer('education_rank'),
    /** The certifications' names, and their expiry dates in the same order ('infinity' for none). */
    certificationNames: text('certification_names').array().notNull(),
    certificationExpiries: date('certification_expiries', { mode: 'string' }).array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The latest of the last sign-in, the profile's last change and the sign-up. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
    /** A: name, headline, desired titles, designations; B: skills, certifications; C: summary,
     * experience and education; D: the CV's text (capped). */
    searchVector: tsvector('search_vector').notNull(),
    /** The keyword signature of the vector, as job search's (SIGNATURE_BITS, migration 0007). */
    signature: bit('signature', { dimensions: SIGNATURE_BITS })
      .notNull()
      .generatedAlwaysAs(sql`search_signature(search_vector)`),
  },
  (t) => [
    index('candidate_search_keywords_idx').using('gin', t.searchVector),
    index('candidate_search_active_idx').on(t.lastActiveAt.desc(), t.userId.desc()),
    index('candidate_search_state_idx').on(t.stateId, t.lastActiveAt.desc()),
    // These two also INCLUDE the columns of the reach and of the most used filters, and the
    // signature (the first the emirate too), so that the most recently active candidates are passed
    // over or kept from the index alone (migration 0013; drizzle does not write INCLUDE).
    index('candidate_search_active_walk_idx').on(t.lastActiveAt.desc(), t.userId.desc()),
    index('candidate_search_state_walk_idx').on(t.stateId, t.lastActiveAt.desc(), t.userId.desc()),
    index('candidate_search_nationality_idx').on(t.nationalityId, t.lastActiveAt.desc()),
    index('candidate_search_experience_idx').on(t.experienceYears),
    index('candidate_search_designations_idx').using('gin', t.designationIds),
    index('candidate_search_areas_idx').using('gin', t.functionalAreaIds),
    index('candidate_search_created_idx').on(t.createdAt),
  ],
);
