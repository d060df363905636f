import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryId: integer('country_id').references(() => masterItems.id),
    /** The emirate or area (master data) for UAE residents. */
    stateId: integer('state_id').references(() => masterItems.id),
    /** The state or city as typed, for candidates outside the UAE. */
    stateName: text('state_name').notNull().default(''),
    nationalityId: integer('nationality_id').references(() => masterItems.id),
    visaStatus: text('visa_status'),
    drivingLicences: text('driving_licences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    headline: text('headline').notNull().default(''),
    summary: text('summary').notNull().default(''),
    experienceYears: integer('experience_years'),
    skillIds: integer('skill_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    skillsText: text('skills_text').notNull().default(''),
    desiredDesignationIds: integer('desired_designation_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    desiredFunctionalAreaIds: integer('desired_functional_area_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    desiredStateIds: integer('desired_state_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    desiredEmploymentTypes: text('desired_employment_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    desiredTitlesText: text('desired_titles_text').notNull().default(''),
    expectedSalary: integer('expected_salary'),
    noticePeriod: text('notice_period'),
    cvFileId: uuid('cv_file_id').references(() => files.id, { onDelete: 'set null' }),
    cvText: text('cv_text').notNull().default(''),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Who may find the candidate in CV search (decision 014): all, consultancy or hidden. */
    visibility: text('visibility')
      .$type<CandidateVisibility>()
      .notNull()
      .default(DEFAULT_CANDIDATE_VISIBILITY),
    willingToRelocate: boolean('willing_to_relocate').notNull().default(false),
    /** ISO 639-1 codes of the languages the candidate speaks (LANGUAGES). */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set when the sign-up steps (personal-create, profile-create) are done. */
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(headline, '') || ' ' || coalesce(desired_titles_text, '')), 'A') || setweight(to_tsvector('english', coalesce(skills_text, '')), 'B') || setweight(to_tsvector('english', coalesce(summary, '') || ' ' || left(coalesce(cv_text, ''), 100000)), 'C')`,
      ),
  },
  (t) => [index('candidate_profiles_search_idx').using('gin', t.searchVector)],
);

export const candidateEducations = pgTable(
  'candidate_educations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser('user_id'),
    qualificationId: integer('qualification_id').references(() => masterItems.id),
    institution: text('institution').notNull(),
    fieldOfStudy: text('field_of_study').notNull().default(''),
    startYear: integer('start_year'),
    endYear: integer('end_year'),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_educations_user_idx').on(t.userId)],
);

export const candidateEmployments = pgTable(
  'candidate_employments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser('user_id'),
    employerName: text('employer_name'),
    designation: text('designation').notNull().default(''),
    workingStatus: boolean('working_status').notNull().default(false),
    startMonth: integer('start_month'),
    startYear: integer('start_year'),
    endMonth: integer('end_month'),
    endYear: integer('end_year'),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_employments_user_idx').on(t.userId)],
);

export const candidateCertifications = pgTable(
  'candidate_certifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser('user_id'),
    name: text('name').notNull(),
    issuer: text('issuer').notNull().default(''),
    issuedOn: date('issued_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    credentialId: text('credential_id').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_certifications_user_idx').on(t.userId)],
);
