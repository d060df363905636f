import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from '../../db/columns';
import { belongsToCompany, belongsToUser, doneBy } from '../access/access.schema';
import { applications } from '../applications/applications.schema';
import { jobs } from '../jobs/jobs.schema';
import { candidateSubmissions } from '../talent/talent.schema';

/**
 * A company's interview with a candidate: its calendar invitation's UID is the id, and SEQUENCE
 * `sequence`, raised by every reschedule and the cancellation.
 */
export const interviews = pg.pgTable(
  'interviews',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    companyId: belongsToCompany(),
    candidateId: belongsToUser('candidate_id'),
    applicationId: pg.uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    jobId: pg.integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    submissionId: pg.uuid('submission_id').references(() => candidateSubmissions.id, {
      onDelete: 'set null',
    }),
    startsAt: pg.timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: pg.integer('duration_minutes').notNull(),
    mode: pg.text('mode').$type<'in_person' | 'phone' | 'video'>().notNull(),
    /** In person: the address and a map link; video: the meeting link; phone: the number to call. */
    location: pg.text('location').notNull().default(''),
    mapLink: pg.text('map_link').notNull().default(''),
    videoLink: pg.text('video_link').notNull().default(''),
    phone: pg.text('phone').notNull().default(''),
    notes: pg.text('notes').notNull().default(''),
    status: pg
      .text('status')
      .$type<'scheduled' | 'cancelled' | 'completed'>()
      .notNull()
      .default('scheduled'),
    outcome: pg.text('outcome'),
    outcomeNote: pg.text('outcome_note').notNull().default(''),
    candidateAnswer: pg
      .text('candidate_answer')
      .$type<'pending' | 'accepted' | 'declined' | 'new_time'>()
      .notNull()
      .default('pending'),
    candidateNote: pg.text('candidate_note').notNull().default(''),
    answeredAt: pg.timestamp('answered_at', { withTimezone: true }),
    sequence: pg.integer('sequence').notNull().default(0),
    reminded24At: pg.timestamp('reminded_24_at', { withTimezone: true }),
    reminded2At: pg.timestamp('reminded_2_at', { withTimezone: true }),
    createdBy: doneBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('interviews_company_idx').on(t.companyId, t.startsAt),
    pg.index('interviews_candidate_idx').on(t.candidateId),
    pg.index('interviews_creator_idx').on(t.createdBy, t.createdAt),
    pg
      .index('interviews_due_idx')
      .on(t.startsAt)
      .where(sql`status = 'scheduled'`),
  ],
);

/**
 * The candidate's answer links of an interview, each token kept only as its SHA-256 hash: every
 * e-mail to the candidate (invitation, update, reminder) carries a fresh one, and each keeps working
 * for as long as the interview can be answered.
 */
export const interviewLinks = pg.pgTable(
  'interview_links',
  {
    tokenHash: pg.text('token_hash').primaryKey(),
    interviewId: pg
      .uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** The interview's SEQUENCE when the link was sent: a reschedule since makes it stale. */
    sequence: pg.integer('sequence').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [pg.index('interview_links_interview_idx').on(t.interviewId)],
);

/** The company users who interview. */
export const interviewInterviewers = pg.pgTable(
  'interview_interviewers',
  {
    interviewId: pg
      .uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: belongsToUser('user_id'),
  },
  (t) => [
    pg.primaryKey({ columns: [t.interviewId, t.userId] }),
    pg.index('interview_interviewers_user_idx').on(t.userId),
  ],
);
