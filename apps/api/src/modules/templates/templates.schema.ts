import * as pg from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from '../../db/columns';
import { companies, doneBy } from '../access/access.schema';

/** Saved job forms that new jobs start from. */
export const jobTemplates = pg.pgTable(
  'job_templates',
  {
    id: pg.serial('id').primaryKey(),
    companyId: pg
      .integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: pg.text('name').notNull(),
    /** The job form as entered (ZJobForm input, without dates). */
    form: pg.jsonb('form').notNull(),
    createdBy: doneBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.index('job_templates_company_idx').on(t.companyId)],
);
