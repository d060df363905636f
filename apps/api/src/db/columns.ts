import { customType, timestamp } from 'drizzle-orm/pg-core';

/* Columns that tables of several modules' schema files have alike. */

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A full-text search vector. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
