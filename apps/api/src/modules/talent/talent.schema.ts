import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import type { CandidateVisibility, SubmissionStatus } from '@logicareers/shared/talent-terms';

import { createdAt, updatedAt } from '../../db/columns';
import { belongsToCompany, belongsToUser, companies, doneBy, users } from '../access/access.schema';
import { jobs, keywordColumns } from '../jobs/jobs.schema';

/* ---------- Recruiter workspace (decision 014) ---------- */

/** Each time someone of a company opened a candidate's profile: the candidate sees who did. */
export const candidateProfileViews = pg.pgTable(
  'candidate_profile_views',
  {
    id: pg.serial('id').primaryKey(),
    candidateId: belongsToUser('candidate_id'),
    companyId: pg.integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    viewerId: doneBy('viewer_id'),
    viewedAt: pg.timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.index('candidate_profile_views_candidate_idx').on(t.candidateId, t.viewedAt),
    pg.index('candidate_profile_views_company_idx').on(t.companyId, t.candidateId),
    pg.index('candidate_profile_views_viewer_idx').on(t.viewerId, t.viewedAt),
  ],
);

/** Recruiters' notes on a candidate, seen only inside the company that wrote them. */
export const candidateComments = pg.pgTable(
  'candidate_comments',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    candidateId: belongsToUser('candidate_id'),
    companyId: belongsToCompany(),
    authorId: doneBy('author_id'),
    body: pg.text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('candidate_comments_candidate_idx').on(t.candidateId, t.companyId)],
);

/** A consultant's judgement of a candidate after talking to them, seen only inside the company. */
export const consultantFeedback = pg.pgTable(
  'consultant_feedback',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    candidateId: belongsToUser('candidate_id'),
    companyId: belongsToCompany(),
    authorId: doneBy('author_id'),
    /** 1 to 5. */
    rating: pg.integer('rating').notNull(),
    fitRoles: pg.text('fit_roles').notNull().default(''),
    /** The monthly salary in AED talked about, if it was. */
    salaryDiscussed: pg.integer('salary_discussed'),
    availability: pg.text('availability').notNull().default(''),
    notes: pg.text('notes').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('consultant_feedback_candidate_idx').on(t.candidateId, t.companyId),
    pg.check('consultant_feedback_rating', sql`rating between 1 and 5`),
  ],
);

/** A recruiter's named CV search, run again from the saved list. */
export const savedCandidateSearches = pg.pgTable(
  'saved_candidate_searches',
  {
    id: pg.serial('id').primaryKey(),
    userId: belongsToUser('user_id'),
    companyId: pg.integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: pg.text('name').notNull(),
    /** The search as the CV search's query schema reads it (ZCandidateSearchQuery). */
    query: pg.jsonb('query').$type<Record<string, unknown>>().notNull(),
    /** When it was last run from the list: candidates active since then count as new. */
    lastRunAt: pg.timestamp('last_run_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('saved_candidate_searches_user_idx').on(t.userId, t.createdAt),
    pg.uniqueIndex('saved_candidate_searches_name_key').on(t.userId, sql`lower(${t.name})`),
  ],
);

/** A company's named folder of candidates, shared by its colleagues. */
export const cvFolders = pg.pgTable(
  'cv_folders',
  {
    id: pg.serial('id').primaryKey(),
    companyId: belongsToCompany(),
    name: pg.text('name').notNull(),
    createdBy: doneBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.uniqueIndex('cv_folders_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

export const cvFolderCandidates = pg.pgTable(
  'cv_folder_candidates',
  {
    folderId: pg
      .integer('folder_id')
      .notNull()
      .references(() => cvFolders.id, { onDelete: 'cascade' }),
    candidateId: belongsToUser('candidate_id'),
    addedBy: doneBy('added_by'),
    addedAt: pg.timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.folderId, t.candidateId] }),
    pg.index('cv_folder_candidates_candidate_idx').on(t.candidateId),
  ],
);

/**
 * A candidate the consultancy sent to a client: the client's users open it through an e-mailed
 * link whose token is kept only as a SHA-256 hash, for SUBMISSION_LINK_DAYS, and answer there.
 */
export const candidateSubmissions = pg.pgTable(
  'candidate_submissions',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    consultancyId: belongsToCompany('consultancy_id'),
    clientId: belongsToCompany('client_id'),
    jobId: pg.integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    candidateId: belongsToUser('candidate_id'),
    sentBy: doneBy('sent_by'),
    note: pg.text('note').notNull().default(''),
    /** The client sees the candidate's e-mail and mobile number. */
    shareContact: pg.boolean('share_contact').notNull().default(false),
    tokenHash: pg.text('token_hash').notNull(),
    status: pg.text('status').$type<SubmissionStatus>().notNull().default('sent'),
    clientNote: pg.text('client_note').notNull().default(''),
    viewedAt: pg.timestamp('viewed_at', { withTimezone: true }),
    answeredAt: pg.timestamp('answered_at', { withTimezone: true }),
    /** The client's user who answered from their account; null when answered from the link. */
    answeredBy: doneBy('answered_by'),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('candidate_submissions_token_key').on(t.tokenHash),
    pg.index('candidate_submissions_consultancy_idx').on(t.consultancyId, t.createdAt),
    pg.index('candidate_submissions_candidate_idx').on(t.candidateId),
    pg.index('candidate_submissions_client_idx').on(t.clientId, t.createdAt),
    pg.index('candidate_submissions_sender_idx').on(t.sentBy, t.createdAt),
  ],
);

/**
 * What CV search reads: one narrow row per candidate with a profile, kept in step with the profile,
 * the user, and the candidate's employments, educations and certifications by triggers (migration
 * 0012, which also holds the view `candidate_search_source` the rows are computed from). Hidden and
 * disabled candidates keep their row; the search's reach (talent.policy.ts) leaves them out.
 */
export const candidateSearch = pg.pgTable(
  'candidate_search',
  {
    userId: pg
      .uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    visibility: pg.text('visibility').$type<CandidateVisibility>().notNull(),
    userStatus: pg
      .text('user_status')
      .$type<'active' | 'disabled' | 'pending' | 'unconsented' | 'deleting'>()
      .notNull(),
    name: pg.text('name').notNull(),
    headline: pg.text('headline').notNull(),
    /** The designation and employer of the current employment, else of the latest. */
    currentDesignation: pg.text('current_designation'),
    currentEmployer: pg.text('current_employer'),
    experienceYears: pg.integer('experience_years'),
    /** The emirate the candidate lives in (the emirate of their area). */
    stateId: pg.integer('state_id'),
    willingToRelocate: pg.boolean('willing_to_relocate').notNull(),
    nationalityId: pg.integer('nationality_id'),
    visaStatus: pg.text('visa_status'),
    noticePeriod: pg.text('notice_period'),
    expectedSalary: pg.integer('expected_salary'),
    drivingLicences: pg.text('driving_licences').array().notNull(),
    languages: pg.text('languages').array().notNull(),
    /** The desired designations and functional areas. */
    designationIds: pg.integer('designation_ids').array().notNull(),
    functionalAreaIds: pg.integer('functional_area_ids').array().notNull(),
    /** The highest education: 1 + its index in EDUCATION_LEVELS, null when none is known. */
    educationRank: pg.integer('education_rank'),
    /** The certifications' names, and their expiry dates in the same order ('infinity' for none). */
    certificationNames: pg.text('certification_names').array().notNull(),
    certificationExpiries: pg.date('certification_expiries', { mode: 'string' }).array().notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    /** The latest of the last sign-in, the profile's last change and the sign-up. */
    lastActiveAt: pg.timestamp('last_active_at', { withTimezone: true }).notNull(),
    /** The search vector (A: name, headline, desired titles, designations; B: skills,
     * certifications; C: summary, experience and education; D: the CV's text, capped) and its
     * keyword signature, as job search's (SIGNATURE_BITS, migration 0007). */
    ...keywordColumns(),
  },
  (t) => [
    pg.index('candidate_search_keywords_idx').using('gin', t.searchVector),
    pg.index('candidate_search_active_idx').on(t.lastActiveAt.desc(), t.userId.desc()),
    pg.index('candidate_search_state_idx').on(t.stateId, t.lastActiveAt.desc()),
    // These two also INCLUDE the columns of the reach and of the most used filters, and the
    // signature (the first the emirate too), so that the most recently active candidates are passed
    // over or kept from the index alone (migration 0013; drizzle does not write INCLUDE).
    pg.index('candidate_search_active_walk_idx').on(t.lastActiveAt.desc(), t.userId.desc()),
    pg
      .index('candidate_search_state_walk_idx')
      .on(t.stateId, t.lastActiveAt.desc(), t.userId.desc()),
    pg.index('candidate_search_nationality_idx').on(t.nationalityId, t.lastActiveAt.desc()),
    pg.index('candidate_search_experience_idx').on(t.experienceYears),
    pg.index('candidate_search_designations_idx').using('gin', t.designationIds),
    pg.index('candidate_search_areas_idx').using('gin', t.functionalAreaIds),
    pg.index('candidate_search_created_idx').on(t.createdAt),
  ],
);
