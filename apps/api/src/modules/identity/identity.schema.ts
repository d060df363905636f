import * as pg from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns';
import { belongsToUser, users } from '../access/access.schema';

export const passwordResetCodes = pg.pgTable(
  'password_reset_codes',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser('user_id'),
    codeHash: pg.text('code_hash').notNull(),
    attempts: pg.integer('attempts').notNull().default(0),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: pg.timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [pg.index('password_reset_codes_user_idx').on(t.userId)],
);

/**
 * A change of sign-in e-mail waiting for the code sent to the new address: one per user (a new
 * request replaces it), the code hashed as for password resets, with its expiry and tries.
 */
export const emailChangeCodes = pg.pgTable('email_change_codes', {
  id: pg.uuid('id').primaryKey().defaultRandom(),
  userId: pg
    .uuid('user_id')
    .notNull()
    .unique('email_change_codes_user_key')
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: pg.text('new_email').notNull(),
  codeHash: pg.text('code_hash').notNull(),
  attempts: pg.integer('attempts').notNull().default(0),
  expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: pg.timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Failed sign-ins per sign-in e-mail, known or not (so that the throttle says nothing about who
 * has an account), kept as a SHA-256 of the address. Forgotten a day after the last failure.
 */
export const signInThrottle = pg.pgTable('sign_in_throttle', {
  key: pg.text('key').primaryKey(),
  failures: pg.integer('failures').notNull(),
  lastFailureAt: pg.timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: pg.timestamp('locked_until', { withTimezone: true }),
});
