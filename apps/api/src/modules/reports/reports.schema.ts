import * as pg from 'drizzle-orm/pg-core';

import { belongsToCompany, belongsToUser } from '../access/access.schema';
import { jobs } from '../jobs/jobs.schema';

/*
 * The light records the reports count that no other table keeps (issue 41): visits to job pages
 * and the recruiters' CV searches, one row a day each, added to rather than appended to.
 */

/** Visits to a job's page on a UAE day, by how the visitor came (APPLICATION_SOURCES' names). */
export const jobViews = pg.pgTable(
  'job_views',
  {
    jobId: pg
      .integer('job_id')
      .notNull()
      .references((): pg.AnyPgColumn => jobs.id, { onDelete: 'cascade' }),
    day: pg.date('day', { mode: 'string' }).notNull(),
    source: pg.text('source').notNull(),
    views: pg.integer('views').notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.jobId, t.day, t.source] })],
);

/** What a company's user did on a UAE day that leaves no other record: `cv_search` for now. */
export const staffActivity = pg.pgTable(
  'staff_activity',
  {
    userId: belongsToUser('user_id'),
    companyId: belongsToCompany(),
    day: pg.date('day', { mode: 'string' }).notNull(),
    kind: pg.text('kind').notNull(),
    count: pg.integer('count').notNull().default(0),
  },
  (t) => [
    pg.primaryKey({ columns: [t.userId, t.day, t.kind] }),
    pg.index('staff_activity_company_idx').on(t.companyId, t.day),
  ],
);
