import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import {
  DEFAULT_CANDIDATE_VISIBILITY,
  type CandidateVisibility,
} from '@logicareers/shared/talent-terms';

import { createdAt, tsvector, updatedAt } from '../../db/columns';
import { belongsToUser, files, users } from '../access/access.schema';
import { masterItems } from '../master-data/master-data.schema';

/**
 * A candidate's profile: where they live, the UAE facts recruiters filter on, the desired job and
 * the CV. Names and CV text are copied in so that the weighted search vector can be generated.
 */
export const candidateProfiles = pg.pgTable(
  'candidate_profiles',
  {
    userId: pg
      .uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryId: pg.integer('country_id').references(() => masterItems.id),
    /** The emirate or area (master data) for UAE residents. */
    stateId: pg.integer('state_id').references(() => masterItems.id),
    /** The state or city as typed, for candidates outside the UAE. */
    stateName: pg.text('state_name').notNull().default(''),
    nationalityId: pg.integer('nationality_id').references(() => masterItems.id),
    visaStatus: pg.text('visa_status'),
    drivingLicences: pg
      .text('driving_licences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    headline: pg.text('headline').notNull().default(''),
    summary: pg.text('summary').notNull().default(''),
    experienceYears: pg.integer('experience_years'),
    skillIds: pg
      .integer('skill_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    skillsText: pg.text('skills_text').notNull().default(''),
    desiredDesignationIds: pg
      .integer('desired_designation_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    desiredFunctionalAreaIds: pg
      .integer('desired_functional_area_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    desiredStateIds: pg
      .integer('desired_state_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    desiredEmploymentTypes: pg
      .text('desired_employment_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    desiredTitlesText: pg.text('desired_titles_text').notNull().default(''),
    expectedSalary: pg.integer('expected_salary'),
    noticePeriod: pg.text('notice_period'),
    cvFileId: pg.uuid('cv_file_id').references(() => files.id, { onDelete: 'set null' }),
    cvText: pg.text('cv_text').notNull().default(''),
    photoFileId: pg.uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Who may find the candidate in CV search (decision 014): all, consultancy or hidden. */
    visibility: pg
      .text('visibility')
      .$type<CandidateVisibility>()
      .notNull()
      .default(DEFAULT_CANDIDATE_VISIBILITY),
    willingToRelocate: pg.boolean('willing_to_relocate').notNull().default(false),
    /** ISO 639-1 codes of the languages the candidate speaks (LANGUAGES). */
    languages: pg
      .text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set when the sign-up steps (personal-create, profile-create) are done. */
    onboardedAt: pg.timestamp('onboarded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(headline, '') || ' ' || coalesce(desired_titles_text, '')), 'A') || setweight(to_tsvector('english', coalesce(skills_text, '')), 'B') || setweight(to_tsvector('english', coalesce(summary, '') || ' ' || left(coalesce(cv_text, ''), 100000)), 'C')`,
      ),
  },
  (t) => [pg.index('candidate_profiles_search_idx').using('gin', t.searchVector)],
);

export const candidateEducations = pg.pgTable(
  'candidate_educations',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser('user_id'),
    qualificationId: pg.integer('qualification_id').references(() => masterItems.id),
    institution: pg.text('institution').notNull(),
    fieldOfStudy: pg.text('field_of_study').notNull().default(''),
    startYear: pg.integer('start_year'),
    endYear: pg.integer('end_year'),
    createdAt: createdAt(),
  },
  (t) => [pg.index('candidate_educations_user_idx').on(t.userId)],
);

export const candidateEmployments = pg.pgTable(
  'candidate_employments',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser('user_id'),
    employerName: pg.text('employer_name'),
    designation: pg.text('designation').notNull().default(''),
    workingStatus: pg.boolean('working_status').notNull().default(false),
    startMonth: pg.integer('start_month'),
    startYear: pg.integer('start_year'),
    endMonth: pg.integer('end_month'),
    endYear: pg.integer('end_year'),
    description: pg.text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [pg.index('candidate_employments_user_idx').on(t.userId)],
);

export const candidateCertifications = pg.pgTable(
  'candidate_certifications',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser('user_id'),
    name: pg.text('name').notNull(),
    issuer: pg.text('issuer').notNull().default(''),
    issuedOn: pg.date('issued_on', { mode: 'string' }),
    expiresOn: pg.date('expires_on', { mode: 'string' }),
    credentialId: pg.text('credential_id').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [pg.index('candidate_certifications_user_idx').on(t.userId)],
);
