import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns';
import { belongsToUser, companies, doneBy } from '../access/access.schema';
import { jobs } from '../jobs/jobs.schema';

/** The job a row belongs to: it goes with the job. */
const belongsToJob = () =>
  pg
    .integer('job_id')
    .notNull()
    .references((): pg.AnyPgColumn => jobs.id, { onDelete: 'cascade' });

/** The application a row belongs to: it goes with the application. */
const belongsToApplication = () =>
  pg
    .uuid('application_id')
    .notNull()
    .references((): pg.AnyPgColumn => applications.id, { onDelete: 'cascade' });

/** A candidate's application to a job; one per candidate and job. */
export const applications = pg.pgTable(
  'applications',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    jobId: belongsToJob(),
    candidateId: belongsToUser('candidate_id'),
    status: pg.text('status').notNull().default('applied'),
    coverNote: pg.text('cover_note').notNull().default(''),
    createdAt: createdAt(),
    statusChangedAt: pg
      .timestamp('status_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** The company's rating, 1 to 5 (issue 39); null until someone rates it. */
    rating: pg.smallint('rating'),
    /** How the candidate came to apply: APPLICATION_SOURCES of the contract. */
    source: pg.text('source').notNull().default('direct'),
    /** The company's tags on the application (at most TAGS_MAX), in the order given. */
    tags: pg
      .text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /*
     * Moments of its history, for the reports: kept by the database from application_events (a
     * trigger after every insert there, the function application_moments; migration 0046), never
     * written by the code. The furthest stage of the hiring funnel it ever moved to (its place in
     * FUNNEL_STAGES, 1 for applied; null without such a move), its first move to shortlisted, and
     * its first and last moves to hired.
     */
    furthestStage: pg.smallint('furthest_stage'),
    firstShortlistedAt: pg.timestamp('first_shortlisted_at', { withTimezone: true }),
    firstHiredAt: pg.timestamp('first_hired_at', { withTimezone: true }),
    lastHiredAt: pg.timestamp('last_hired_at', { withTimezone: true }),
  },
  (t) => [
    pg.check('applications_rating_range', sql`${t.rating} between 1 and 5`),
    pg.uniqueIndex('applications_job_candidate_key').on(t.jobId, t.candidateId),
    pg.index('applications_candidate_idx').on(t.candidateId, t.status),
    pg.index('applications_job_idx').on(t.jobId, t.status),
    // These two also INCLUDE the status, when it changed and the moments (and the first the id,
    // the second the job), so that the reports read a scope's applications in a range from an
    // index alone (migration 0046; drizzle does not write INCLUDE).
    pg.index('applications_job_created_idx').on(t.jobId, t.createdAt),
    pg.index('applications_created_idx').on(t.createdAt),
  ],
);

/** Every status an application has had: who moved it and when. */
export const applicationEvents = pg.pgTable(
  'application_events',
  {
    id: pg.serial('id').primaryKey(),
    applicationId: belongsToApplication(),
    fromStatus: pg.text('from_status'),
    toStatus: pg.text('to_status').notNull(),
    actorId: doneBy('actor_id'),
    /**
     * The status e-mail this move queued, held until the undo window closes: undoing the move
     * cancels it if it has not gone yet. No reference: the outbox forgets sent mail on its own.
     */
    mailId: pg.uuid('mail_id'),
    createdAt: createdAt(),
  },
  // With the status and moment, a report reads an application's moves from the index alone.
  (t) => [
    pg.index('application_events_application_idx').on(t.applicationId, t.toStatus, t.createdAt),
    pg.index('application_events_status_idx').on(t.toStatus, t.createdAt),
  ],
);

/** Recruiters' notes on an application, visible to the company that wrote them only. */
export const applicationComments = pg.pgTable(
  'application_comments',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    applicationId: belongsToApplication(),
    companyId: pg.integer('company_id').references(() => companies.id),
    authorId: doneBy('author_id'),
    body: pg.text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('application_comments_application_idx').on(t.applicationId, t.companyId)],
);

export const savedJobs = pg.pgTable(
  'saved_jobs',
  {
    userId: belongsToUser('user_id'),
    jobId: belongsToJob(),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.jobId] })],
);
