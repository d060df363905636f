import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from '../../db/columns';
import { belongsToCompany, belongsToUser, doneBy } from '../access/access.schema';
import { applications } from '../applications/applications.schema';
import { jobs } from '../jobs/jobs.schema';
import { candidateSubmissions } from '../talent/talent.schema';

/**
 * A company's interview with a candidate: its calendar invitation's UID is the id, and SEQUENCE
 * `sequence`, raised by every reschedule and the cancellation.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: belongsToCompany(),
    candidateId: belongsToUser('candidate_id'),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    submissionId: uuid('submission_id').references(() => candidateSubmissions.id, {
      onDelete: 'set null',
    }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    mode: text('mode').$type<'in_person' | 'phone' | 'video'>().notNull(),
    /** In person: the address and a map link; video: the meeting link; phone: the number to call. */
    location: text('location').notNull().default(''),
    mapLink: text('map_link').notNull().default(''),
    videoLink: text('video_link').notNull().default(''),
    phone: text('phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: text('status')
      .$type<'scheduled' | 'cancelled' | 'completed'>()
      .notNull()
      .default('scheduled'),
    outcome: text('outcome'),
    outcomeNote: text('outcome_note').notNull().default(''),
    candidateAnswer: text('candidate_answer')
      .$type<'pending' | 'accepted' | 'declined' | 'new_time'>()
      .notNull()
      .default('pending'),
    candidateNote: text('candidate_note').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    sequence: integer('sequence').notNull().default(0),
    reminded24At: timestamp('reminded_24_at', { withTimezone: true }),
    reminded2At: timestamp('reminded_2_at', { withTimezone: true }),
    createdBy: doneBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interviews_company_idx').on(t.companyId, t.startsAt),
    index('interviews_candidate_idx').on(t.candidateId),
    index('interviews_due_idx')
      .on(t.startsAt)
      .where(sql`status = 'scheduled'`),
  ],
);

/**
 * The candidate's answer links of an interview, each token kept only as its SHA-256 hash: every
 * e-mail to the candidate (invitation, update, reminder) carries a fresh one, and each keeps working
 * for as long as the interview can be answered.
 */
export const interviewLinks = pgTable(
  'interview_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** The interview's SEQUENCE when the link was sent: a reschedule since makes it stale. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('interview_links_interview_idx').on(t.interviewId)],
);

/** The company users who interview. */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: belongsToUser('user_id'),
  },
  (t) => [
    primaryKey({ columns: [t.interviewId, t.userId] }),
    index('interview_interviewers_user_idx').on(t.userId),
  ],
);
