import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from '../../db/columns';
import { doneBy } from '../access/access.schema';

/**
 * The words of a service page an administrator has changed; a page without a row shows the default
 * the content module holds (content.defaults.ts).
 */
export const servicePages = pgTable('service_pages', {
  /** One of the catalogue's keys (packages/shared/src/service-pages.ts). */
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** Sanitised rich text. */
  body: text('body').notNull(),
  updatedBy: doneBy('updated_by'),
  updatedAt: updatedAt(),
});

/**
 * The enquiry form's tokens already taken, by their nonce, so that each is used once by every
 * process; kept until the token could no longer be taken anyway.
 */
export const usedFormTokens = pgTable(
  'used_form_tokens',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_form_tokens_expires_idx').on(t.expiresAt)],
);

/** An enquiry sent from contact-us or an employer page, with who handles it. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    /** The page it was sent from (a key of the catalogue). */
    page: text('page').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** new, in_progress or closed. */
    status: text('status').notNull().default('new'),
    assigneeId: doneBy('assignee_id'),
    /** Staff's internal note, never sent to the sender. */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('enquiries_status_check', sql`${t.status} in ('new', 'in_progress', 'closed')`),
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_status_idx').on(t.status, t.createdAt),
    index('enquiries_assignee_idx').on(t.assigneeId, t.createdAt),
  ],
);
