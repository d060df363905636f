import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from '../../db/columns';
import { companies, doneBy } from '../access/access.schema';

/**
 * Heavy work done by the worker rather than in a request (decision 032): a bulk send's mails, and
 * any other kind given a handler. A job is claimed for a while (locked_until) by one worker at a
 * time, advances in small steps that each commit their own progress, and so resumes after a crash.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: doneBy('created_by'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status')
      .$type<'queued' | 'running' | 'done' | 'failed' | 'cancelled'>()
      .notNull()
      .default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('background_jobs_due_idx')
      .on(t.createdAt)
      .where(sql`status in ('queued', 'running')`),
  ],
);
