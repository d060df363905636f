import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Logistics master data (designations, functional areas, locations, industries, skills ...). */
export const masterItems = pgTable(
  'master_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** The Arabic name, shown to those reading in Arabic; the English name when there is none. */
    nameAr: text('name_ar'),
    slug: text('slug').notNull(),
    parentId: integer('parent_id'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('master_items_kind_slug_key').on(t.kind, t.slug)],
);
