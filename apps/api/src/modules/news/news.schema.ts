import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from '../../db/columns';
import { doneBy, files } from '../access/access.schema';

/**
 * Logistics news. `published_at` is when a published article goes live: one in the future waits
 * off the public pages until then. The body is rich text, sanitised before it is stored.
 */
export const newsArticles = pg.pgTable(
  'news_articles',
  {
    id: pg.serial('id').primaryKey(),
    slug: pg.text('slug').notNull(),
    title: pg.text('title').notNull(),
    summary: pg.text('summary').notNull(),
    body: pg.text('body').notNull(),
    /** The Arabic words, each null where there are none: readers in Arabic see the English. */
    titleAr: pg.text('title_ar'),
    summaryAr: pg.text('summary_ar'),
    bodyAr: pg.text('body_ar'),
    coverFileId: pg.uuid('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    coverAlt: pg.text('cover_alt').notNull().default(''),
    tags: pg
      .text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: pg.text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    publishedAt: pg.timestamp('published_at', { withTimezone: true }),
    authorId: doneBy('author_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('news_articles_slug_idx').on(t.slug),
    pg.index('news_articles_live_idx').on(t.status, t.publishedAt),
    pg.index('news_articles_tags_idx').using('gin', t.tags),
    pg.check('news_articles_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);
