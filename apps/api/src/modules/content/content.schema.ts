import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from '../../db/columns';
import { doneBy } from '../access/access.schema';

/**
 * The words of a service page an administrator has changed; a page without a row shows the default
 * the content module holds (content.defaults.ts).
 */
export const servicePages = pg.pgTable('service_pages', {
  /** One of the catalogue's keys (packages/shared/src/service-pages.ts). */
  key: pg.text('key').primaryKey(),
  title: pg.text('title').notNull(),
  description: pg.text('description').notNull(),
  /** Sanitised rich text. */
  body: pg.text('body').notNull(),
  /** The Arabic words, each null where there are none: readers in Arabic see the default or English. */
  titleAr: pg.text('title_ar'),
  descriptionAr: pg.text('description_ar'),
  bodyAr: pg.text('body_ar'),
  updatedBy: doneBy('updated_by'),
  updatedAt: updatedAt(),
});

/**
 * The enquiry form's tokens already taken, by their nonce, so that each is used once by every
 * process; kept until the token could no longer be taken anyway.
 */
export const usedFormTokens = pg.pgTable(
  'used_form_tokens',
  {
    nonce: pg.text('nonce').primaryKey(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.index('used_form_tokens_expires_idx').on(t.expiresAt)],
);

/** An enquiry sent from contact-us or an employer page, with who handles it. */
export const enquiries = pg.pgTable(
  'enquiries',
  {
    id: pg.serial('id').primaryKey(),
    /** The page it was sent from (a key of the catalogue). */
    page: pg.text('page').notNull(),
    name: pg.text('name').notNull(),
    company: pg.text('company').notNull().default(''),
    email: pg.text('email').notNull(),
    phone: pg.text('phone').notNull(),
    subject: pg.text('subject').notNull(),
    message: pg.text('message').notNull(),
    /** new, in_progress or closed. */
    status: pg.text('status').notNull().default('new'),
    assigneeId: doneBy('assignee_id'),
    /** Staff's internal note, never sent to the sender. */
    note: pg.text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.check('enquiries_status_check', sql`${t.status} in ('new', 'in_progress', 'closed')`),
    pg.index('enquiries_created_idx').on(t.createdAt),
    pg.index('enquiries_status_idx').on(t.status, t.createdAt),
    pg.index('enquiries_assignee_idx').on(t.assigneeId, t.createdAt),
  ],
);
