import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { TMasterOption } from '@logicareers/shared/schemas/jobs';
import type { MasterKind } from '@logicareers/shared/schemas/master-data';
import { containing } from '../../lib/like';
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
  const pattern = q && containing(q);
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

/** What is read from master data for every search is read again at most this often. */
const KEPT_MS = 60_000;

/**
 * A value worked out from the master data of a database, kept for KEPT_MS and forgotten at once
 * when master data changes (masterDataChanged); a failed read is not kept.
 */
function keptPerDatabase<T>(read: (db: Db) => Promise<T>) {
  const kept = new WeakMap<Db, { at: number; value: Promise<T> }>();
  keptValues.push(kept);
  return (db: Db): Promise<T> => {
    const cached = kept.get(db);
    if (cached && Date.now() - cached.at < KEPT_MS) return cached.value;
    const value = read(db);
    kept.set(db, { at: Date.now(), value });
    value.catch(() => kept.delete(db));
    return value;
  };
}
const keptValues: WeakMap<Db, unknown>[] = [];

/** The ids of the emirates (locations without a parent). */
export const emirateIds = keptPerDatabase((db) =>
  db
    .select({ id: masterItems.id })
    .from(masterItems)
    .where(and(eq(masterItems.kind, 'state'), isNull(masterItems.parentId)))
    .then((rows) => new Set(rows.map((row) => row.id))),
);

const namesIn = {
  en: keptPerDatabase((db) => readNames(db, 'en')),
  ar: keptPerDatabase((db) => readNames(db, 'ar')),
} satisfies Record<Lang, unknown>;

async function readNames(db: Db, lang: Lang) {
  const rows = await db
    .select({ id: masterItems.id, name: nameIn(masterItems, lang) })
    .from(masterItems);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The name in `lang` of every master item, active or not, by id: what the facets of a search are
 * labelled with, without a statement per search.
 */
export const masterNames = (db: Db, lang: Lang = 'en') => namesIn[lang](db);

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
  for (const kept of keptValues) kept.delete(db);
  for (const listener of changeListeners) listener(db);
}
