import * as pg from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns';
import { belongsToUser } from '../access/access.schema';

/**
 * A candidate's copy of their data (decision 028): prepared by the worker as a ZIP in the file
 * store, downloaded through an e-mailed link whose token is kept only as a SHA-256 hash, and removed
 * when the link expires.
 */
export const dataExports = pg.pgTable(
  'data_exports',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser('user_id'),
    status: pg
      .text('status')
      .$type<'requested' | 'ready' | 'expired'>()
      .notNull()
      .default('requested'),
    tokenHash: pg.text('token_hash'),
    storageKey: pg.text('storage_key'),
    size: pg.integer('size'),
    readyAt: pg.timestamp('ready_at', { withTimezone: true }),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }),
    /** Downloads begun through the link: it stops at EXPORT_LINK_DOWNLOADS (decision 036). */
    downloads: pg.integer('downloads').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('data_exports_user_idx').on(t.userId, t.createdAt),
    pg.uniqueIndex('data_exports_token_key').on(t.tokenHash),
  ],
);
