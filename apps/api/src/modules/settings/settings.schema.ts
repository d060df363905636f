import * as pg from 'drizzle-orm/pg-core';

import { updatedAt } from '../../db/columns';

export const siteSettings = pg.pgTable('site_settings', {
  key: pg.text('key').primaryKey(),
  value: pg.jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
