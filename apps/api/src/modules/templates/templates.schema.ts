import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from '../../db/columns';
import { companies, doneBy } from '../access/access.schema';

/** Saved job forms that new jobs start from. */
export const jobTemplates = pgTable(
  'job_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** The job form as entered (ZJobForm input, without dates). */
    form: jsonb('form').notNull(),
    createdBy: doneBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('job_templates_company_idx').on(t.companyId)],
);
