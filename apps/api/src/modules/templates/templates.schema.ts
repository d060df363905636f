import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns';
import { companies, users } from '../access/access.schema';

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
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_templates_company_idx').on(t.companyId)],
);
