import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns';
import { belongsToUser, companies, doneBy } from '../access/access.schema';
import { jobs } from '../jobs/jobs.schema';

/** A candidate's application to a job; one per candidate and job. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: belongsToUser('candidate_id'),
    status: text('status').notNull().default('applied'),
    coverNote: text('cover_note').notNull().default(''),
    createdAt: createdAt(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_job_candidate_key').on(t.jobId, t.candidateId),
    index('applications_candidate_idx').on(t.candidateId, t.status),
    index('applications_job_idx').on(t.jobId, t.status),
  ],
);

/** Every status an application has had: who moved it and when. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: doneBy('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId)],
);

/** Recruiters' notes on an application, visible to the company that wrote them only. */
export const applicationComments = pgTable(
  'application_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id),
    authorId: doneBy('author_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('application_comments_application_idx').on(t.applicationId, t.companyId)],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: belongsToUser('user_id'),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);
