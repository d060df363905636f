import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { TMasterOption } from '@logicareers/shared/schemas/jobs';
import type { MasterKind } from '@logicareers/shared/schemas/master-data';
import type { Db } from '../../db/client';
import { masterItems } from '../../db/schema';

/**
 * The name of a master item (of `items`, the table or an alias of it) in `lang`: in Arabic its
 * Arabic name, or its English one when it has none.
 */
export const nameIn = (items: { name: PgColumn; nameAr: PgColumn }, lang: Lang = 'en') =>
  lang === 'ar'
    ? sql<string>`coalesce(${items.nameAr}, ${items.name})`
    : sql<string>`${items.name}`;

const optionIn = (lang: Lang) => ({
  id: masterItems.id,
  name: nameIn(masterItems, lang),
  slug: masterItems.slug,
  parent_id: masterItems.parentId,
});
const option = optionIn('en');

/**
 * Options of one kind; `q` narrows by name (typeahead), `parent` to the children of an item. In
 * Arabic the names are the Arabic ones, and `q` finds an item by either name.
 */
export async function listMasterItems(
  db: Db,
  kind: MasterKind,
  options: { q?: string; parent?: number | null; limit?: number; lang?: Lang } = {},
): Promise<TMasterOption[]> {
  const q = options.q?.trim();
  const lang = options.lang ?? 'en';
  const pattern = q && `%${q.replace(/[%_\\]/g, '\\$&')}%`;
  return db
    .select(optionIn(lang))
    .from(masterItems)
    .where(
      and(
        eq(masterItems.kind, kind),
        eq(masterItems.active, true),
        pattern
          ? lang === 'ar'
            ? or(ilike(masterItems.name, pattern), ilike(masterItems.nameAr, pattern))
            : ilike(masterItems.name, pattern)
          : undefined,
        options.parent === null
          ? isNull(masterItems.parentId)
          : options.parent
            ? eq(masterItems.parentId, options.parent)
            : undefined,
      ),
    )
    .orderBy(
      q
        ? lang === 'ar'
          ? sql`greatest(similarity(${masterItems.name}, ${q}), coalesce(similarity(${masterItems.nameAr}, ${q}), 0)) desc`
          : sql`similarity(${masterItems.name}, ${q}) desc`
        : asc(masterItems.parentId),
      asc(masterItems.sort),
      asc(masterItems.name),
    )
    .limit(options.limit ?? 500);
}

/** Items by id, active or not: what records hold is shown whatever became of it. */
export async function masterItemsByIds(db: Db, ids: number[], lang: Lang = 'en') {
  if (!ids.length) return [];
  return db
    .select({ ...optionIn(lang), kind: masterItems.kind })
    .from(masterItems)
    .where(inArray(masterItems.id, ids));
}

/**
 * Items that new input may choose: active ones, and inactive ones the record already holds (`held`),
 * so that saving an old record unchanged still works. The others are left out, as unknown ids are.
 */
export async function choosableMasterItems(db: Db, ids: number[], held: Iterable<number> = []) {
  if (!ids.length) return [];
  const kept = [...new Set(held)];
  return db
    .select({ ...option, kind: masterItems.kind })
    .from(masterItems)
    .where(
      and(
        inArray(masterItems.id, ids),
        kept.length
          ? or(eq(masterItems.active, true), inArray(masterItems.id, kept))
          : eq(masterItems.active, true),
      ),
    );
}

const emirateCache = new WeakMap<Db, { at: number; ids: Promise<Set<number>> }>();

/** The ids of the emirates (locations without a parent), read again at most once a minute. */
export function emirateIds(db: Db): Promise<Set<number>> {
  const cached = emirateCache.get(db);
  if (cached && Date.now() - cached.at < 60_000) return cached.ids;
  const ids = db
    .select({ id: masterItems.id })
    .from(masterItems)
    .where(and(eq(masterItems.kind, 'state'), isNull(masterItems.parentId)))
    .then((rows) => new Set(rows.map((row) => row.id)));
  emirateCache.set(db, { at: Date.now(), ids });
  ids.catch(() => emirateCache.delete(db));
  return ids;
}

type ChangeListener = (db: Db) => void;
const changeListeners: ChangeListener[] = [];

/**
 * Lets a module that keeps master data or its names in a cache forget it when master data changes
 * (this module cannot import theirs: they depend on it).
 */
export function onMasterDataChange(listener: ChangeListener) {
  changeListeners.push(listener);
}

/** Master data of this database changed: its caches here and in other modules are forgotten. */
export function masterDataChanged(db: Db) {
  emirateCache.delete(db);
  for (const listener of changeListeners) listener(db);
}
