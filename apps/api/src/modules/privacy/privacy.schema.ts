import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns';
import { belongsToUser } from '../access/access.schema';

/**
 * A candidate's copy of their data (decision 028): prepared by the worker as a ZIP in the file
 * store, downloaded through an e-mailed link whose token is kept only as a SHA-256 hash, and removed
 * when the link expires.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser('user_id'),
    status: text('status')
      .$type<'requested' | 'ready' | 'expired'>()
      .notNull()
      .default('requested'),
    tokenHash: text('token_hash'),
    storageKey: text('storage_key'),
    size: integer('size'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Downloads begun through the link: it stops at EXPORT_LINK_DOWNLOADS (decision 036). */
    downloads: integer('downloads').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('data_exports_token_key').on(t.tokenHash),
  ],
);
