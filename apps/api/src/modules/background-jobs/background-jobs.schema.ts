import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from '../../db/columns';
import { companies, doneBy } from '../access/access.schema';

/**
 * Heavy work done by the worker rather than in a request (decision 032): a bulk send's mails, and
 * any other kind given a handler. A job is claimed for a while (locked_until) by one worker at a
 * time, advances in small steps that each commit their own progress, and so resumes after a crash.
 */
export const backgroundJobs = pg.pgTable(
  'background_jobs',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    kind: pg.text('kind').notNull(),
    companyId: pg.integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: doneBy('created_by'),
    payload: pg.jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: pg
      .text('status')
      .$type<'queued' | 'running' | 'done' | 'failed' | 'cancelled'>()
      .notNull()
      .default('queued'),
    total: pg.integer('total').notNull().default(0),
    done: pg.integer('done').notNull().default(0),
    failures: pg.integer('failures').notNull().default(0),
    lastError: pg.text('last_error'),
    lockedUntil: pg.timestamp('locked_until', { withTimezone: true }),
    finishedAt: pg.timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg
      .index('background_jobs_due_idx')
      .on(t.createdAt)
      .where(sql`status in ('queued', 'running')`),
  ],
);
