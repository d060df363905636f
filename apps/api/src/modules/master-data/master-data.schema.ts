import * as pg from 'drizzle-orm/pg-core';

/** Logistics master data (designations, functional areas, locations, industries, skills ...). */
export const masterItems = pg.pgTable(
  'master_items',
  {
    id: pg.serial('id').primaryKey(),
    kind: pg.text('kind').notNull(),
    name: pg.text('name').notNull(),
    /** The Arabic name, shown to those reading in Arabic; the English name when there is none. */
    nameAr: pg.text('name_ar'),
    slug: pg.text('slug').notNull(),
    parentId: pg.integer('parent_id'),
    sort: pg.integer('sort').notNull().default(0),
    active: pg.boolean('active').notNull().default(true),
  },
  (t) => [pg.uniqueIndex('master_items_kind_slug_key').on(t.kind, t.slug)],
);
