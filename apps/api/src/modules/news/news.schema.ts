import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from '../../db/columns';
import { doneBy, files } from '../access/access.schema';

/**
 * Logistics news. `published_at` is when a published article goes live: one in the future waits
 * off the public pages until then. The body is rich text, sanitised before it is stored.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    coverFileId: uuid('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    coverAlt: text('cover_alt').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: doneBy('author_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('news_articles_slug_idx').on(t.slug),
    index('news_articles_live_idx').on(t.status, t.publishedAt),
    index('news_articles_tags_idx').using('gin', t.tags),
    check('news_articles_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);
