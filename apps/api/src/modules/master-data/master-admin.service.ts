import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MASTER_KINDS,
  MASTER_MESSAGES as M,
  type MasterKind,
  type TMasterAdminItem,
  type TMasterKindSummary,
  type TMasterMergeResult,
} from '@logicareers/shared/schemas/master-data';
import type { TPage } from '@logicareers/shared/schemas/common';
import type { z } from 'zod';
import type { ZMasterAdminQuery } from '@logicareers/shared/schemas/master-data';
import type { Db } from '../../db/client';
import { jobTemplates, masterItems, savedCandidateSearches } from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import { containing } from '../../lib/like';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { masterDataChanged } from './master-data.service';
import {
  moveReferences,
  refreshAfterMerge,
  refreshNames,
  SAVED_SEARCH_KEYS,
  TEMPLATE_KEYS,
  usageOf,
} from './master-references';
import { slugify, UAE_SLUG } from './taxonomy';

/*
 * The master administrator's changes to master data. Every change is one transaction with its
 * audit entry; afterwards the caches of master data are forgotten (masterDataChanged).
 */

const parent = alias(masterItems, 'parent');
const itemColumns = {
  id: masterItems.id,
  kind: masterItems.kind,
  name: masterItems.name,
  name_ar: masterItems.nameAr,
  slug: masterItems.slug,
  parent_id: masterItems.parentId,
  parent_name: parent.name,
  sort: masterItems.sort,
  active: masterItems.active,
};
type ItemRow = Omit<TMasterAdminItem, 'usage' | 'kind'> & { kind: string };

/** Emirates each followed by their areas; siblings by their order, then name. */
const treeOrder = [
  sql`coalesce(${parent.sort}, ${masterItems.sort})`,
  sql`coalesce(${masterItems.parentId}, ${masterItems.id})`,
  sql`${masterItems.parentId} nulls first`,
  asc(masterItems.sort),
  asc(masterItems.name),
  asc(masterItems.id),
];

async function withUsage(db: Db, kind: MasterKind, rows: ItemRow[]): Promise<TMasterAdminItem[]> {
  const usage = await usageOf(
    db,
    kind,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, kind, usage: usage.get(row.id)! }));
}

/** Every kind with how many items it has and how many of them are offered. */
export async function listKinds(db: Db): Promise<TMasterKindSummary[]> {
  const rows = await db
    .select({
      kind: masterItems.kind,
      items: count(),
      active: sql<number>`count(*) filter (where ${masterItems.active})::int`,
    })
    .from(masterItems)
    .groupBy(masterItems.kind);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return MASTER_KINDS.map((kind) => ({
    kind,
    items: Number(byKind.get(kind)?.items ?? 0),
    active: Number(byKind.get(kind)?.active ?? 0),
  }));
}

/** One page of a kind's items with what uses each. */
export async function listItems(
  db: Db,
  kind: MasterKind,
  query: z.output<typeof ZMasterAdminQuery>,
): Promise<TPage<TMasterAdminItem>> {
  const q = query.q?.trim();
  const where = and(
    eq(masterItems.kind, kind),
    q
      ? or(ilike(masterItems.name, containing(q)), ilike(masterItems.nameAr, containing(q)))
      : undefined,
    query.status === 'all' ? undefined : eq(masterItems.active, query.status === 'active'),
  );
  return readPage(
    query,
    {
      rows: db
        .select(itemColumns)
        .from(masterItems)
        .leftJoin(parent, eq(parent.id, masterItems.parentId))
        .where(where)
        .orderBy(...treeOrder),
      total: db.select({ total: count() }).from(masterItems).where(where),
    },
    (rows) => withUsage(db, kind, rows),
  );
}

async function itemRow(db: Db, id: number): Promise<ItemRow> {
  const [row] = await db
    .select(itemColumns)
    .from(masterItems)
    .leftJoin(parent, eq(parent.id, masterItems.parentId))
    .where(eq(masterItems.id, id));
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function getItem(db: Db, id: number): Promise<TMasterAdminItem> {
  const row = await itemRow(db, id);
  return (await withUsage(db, row.kind as MasterKind, [row]))[0];
}

/** A name no other item of the kind has, in any case. */
async function checkNameFree(db: Db, kind: string, name: string, except?: number) {
  const [taken] = await db
    .select({ id: masterItems.id })
    .from(masterItems)
    .where(
      and(
        eq(masterItems.kind, kind),
        sql`lower(${masterItems.name}) = lower(${name})`,
        except === undefined ? undefined : ne(masterItems.id, except),
      ),
    )
    .limit(1);
  if (taken) throw invalid({ name: M.nameTaken });
}

/** The slug of a new name: kept stable afterwards (a renamed item keeps its own), so made unique. */
async function freeSlug(db: Db, kind: string, name: string) {
  const base = slugify(name) || 'item';
  const rows = await db
    .select({ slug: masterItems.slug })
    .from(masterItems)
    .where(and(eq(masterItems.kind, kind), sql`${masterItems.slug} like ${`${base}%`}`));
  const taken = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

const siblingsOf = (kind: string, parentId: number | null) =>
  and(
    eq(masterItems.kind, kind),
    parentId === null ? isNull(masterItems.parentId) : eq(masterItems.parentId, parentId),
  );

/** Adds an item at the end of its list; an area names its emirate. */
export async function createItem(
  db: Db,
  actor: SessionUser,
  kind: MasterKind,
  input: { name: string; name_ar: string | null; parent_id: number | null },
): Promise<TMasterAdminItem> {
  const id = await db.transaction(async (tx) => {
    if (input.parent_id !== null) {
      if (kind !== 'state') throw invalid({ parent_id: M.parentOnlyForLocations });
      const [emirate] = await tx
        .select({ id: masterItems.id })
        .from(masterItems)
        .where(
          and(
            eq(masterItems.id, input.parent_id),
            eq(masterItems.kind, 'state'),
            isNull(masterItems.parentId),
          ),
        );
      if (!emirate) throw invalid({ parent_id: M.parentInvalid });
    }
    await checkNameFree(tx, kind, input.name);
    const [{ last }] = await tx
      .select({ last: sql<number | null>`max(${masterItems.sort})` })
      .from(masterItems)
      .where(siblingsOf(kind, input.parent_id));
    const [created] = await tx
      .insert(masterItems)
      .values({
        kind,
        name: input.name,
        nameAr: input.name_ar,
        slug: await freeSlug(tx, kind, input.name),
        parentId: input.parent_id,
        sort: last === null ? 0 : Number(last) + 1,
      })
      .returning({ id: masterItems.id });
    await recordAudit(tx, actor, {
      action: 'master.create',
      targetType: 'master_item',
      targetId: created.id,
      after: { kind, name: input.name, name_ar: input.name_ar, parent_id: input.parent_id },
    });
    return created.id;
  });
  masterDataChanged(db);
  return getItem(db, id);
}

/**
 * Renames an item and sets its Arabic name (kept when not given). Every copy of its English name
 * (search text of jobs and candidates) follows; the Arabic name is only shown, never searched, so
 * that Arabic keywords find what is written in Arabic.
 */
export async function renameItem(
  db: Db,
  actor: SessionUser,
  id: number,
  input: { name: string; name_ar?: string | null },
): Promise<TMasterAdminItem> {
  const { name } = input;
  await db.transaction(async (tx) => {
    const item = await itemRow(tx, id);
    const nameAr = input.name_ar === undefined ? item.name_ar : input.name_ar;
    if (item.name === name && item.name_ar === nameAr) return;
    if (item.name !== name) {
      await checkNameFree(tx, item.kind, name, id);
      await tx.update(masterItems).set({ name }).where(eq(masterItems.id, id));
      await refreshNames(tx, item.kind as MasterKind, id);
    }
    if (item.name_ar !== nameAr)
      await tx.update(masterItems).set({ nameAr }).where(eq(masterItems.id, id));
    await recordAudit(tx, actor, {
      action: 'master.rename',
      targetType: 'master_item',
      targetId: id,
      before: { kind: item.kind, name: item.name, name_ar: item.name_ar },
      after: { kind: item.kind, name, name_ar: nameAr },
    });
  });
  masterDataChanged(db);
  return getItem(db, id);
}

/** Swaps an item with its neighbour among its siblings; the siblings are numbered 0, 1, 2 ... */
export async function moveItem(
  db: Db,
  actor: SessionUser,
  id: number,
  direction: 'up' | 'down',
): Promise<TMasterAdminItem> {
  await db.transaction(async (tx) => {
    const item = await itemRow(tx, id);
    const siblings = await tx
      .select({ id: masterItems.id, sort: masterItems.sort })
      .from(masterItems)
      .where(siblingsOf(item.kind, item.parent_id))
      .orderBy(asc(masterItems.sort), asc(masterItems.name), asc(masterItems.id));
    const at = siblings.findIndex((s) => s.id === id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= siblings.length) return;
    [siblings[at], siblings[to]] = [siblings[to], siblings[at]];
    for (const [sort, sibling] of siblings.entries()) {
      if (sibling.sort !== sort)
        await tx.update(masterItems).set({ sort }).where(eq(masterItems.id, sibling.id));
    }
    await recordAudit(tx, actor, {
      action: 'master.reorder',
      targetType: 'master_item',
      targetId: id,
      before: { position: at + 1 },
      after: { position: to + 1, direction },
    });
  });
  masterDataChanged(db);
  return getItem(db, id);
}

/** Items the forms rely on by their slug: never merged away or hidden. */
const isProtected = (item: { kind: string; slug: string }) =>
  item.kind === 'country' && item.slug === UAE_SLUG;

/** Deactivates (no longer offered; records keep it) or reactivates an item. */
export async function setItemActive(
  db: Db,
  actor: SessionUser,
  id: number,
  active: boolean,
): Promise<TMasterAdminItem> {
  await db.transaction(async (tx) => {
    const item = await itemRow(tx, id);
    if (item.active === active) return;
    if (!active && isProtected(item)) throw new AppError('CONFLICT', M.protectedItem);
    await tx.update(masterItems).set({ active }).where(eq(masterItems.id, id));
    await recordAudit(tx, actor, {
      action: active ? 'master.reactivate' : 'master.deactivate',
      targetType: 'master_item',
      targetId: id,
      before: { kind: item.kind, name: item.name, active: item.active },
      after: { kind: item.kind, name: item.name, active },
    });
  });
  masterDataChanged(db);
  return getItem(db, id);
}

/** A list of ids as a saved search keeps it (`1,2` or `['1','2']`), with `from` made `to`, once. */
function replacedIds(value: unknown, from: number, to: number): string | null {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === 'string' || typeof v === 'number' ? String(v).split(',') : [],
  );
  if (!parts.some((part) => Number(part) === from)) return null;
  const ids = parts.map((part) => (Number(part) === from ? String(to) : part.trim()));
  return [...new Set(ids)].join(',');
}

/** Job templates' forms and saved CV searches' queries that name the item. */
async function moveDocuments(db: Db, kind: MasterKind, from: number, to: number) {
  const templateKeys = TEMPLATE_KEYS[kind] ?? [];
  if (templateKeys.length) {
    const templates = await db
      .select({ id: jobTemplates.id, form: jobTemplates.form })
      .from(jobTemplates)
      .where(sql`${jobTemplates.form}::text ~ ${`(^|[^0-9])${from}([^0-9]|$)`}`);
    for (const template of templates) {
      const form = { ...(template.form as Record<string, unknown>) };
      let changed = false;
      for (const { key, array } of templateKeys) {
        const value = form[key];
        if (array && Array.isArray(value) && value.some((v) => Number(v) === from)) {
          form[key] = [...new Set(value.map((v) => (Number(v) === from ? to : Number(v))))];
          changed = true;
        } else if (!array && value !== null && value !== undefined && Number(value) === from) {
          form[key] = to;
          changed = true;
        }
      }
      if (changed)
        await db.update(jobTemplates).set({ form }).where(eq(jobTemplates.id, template.id));
    }
  }
  const searchKeys = SAVED_SEARCH_KEYS[kind] ?? [];
  if (!searchKeys.length) return;
  const searches = await db
    .select({ id: savedCandidateSearches.id, query: savedCandidateSearches.query })
    .from(savedCandidateSearches)
    .where(sql`${savedCandidateSearches.query} ?| ${sql.param(searchKeys)}::text[]`);
  for (const search of searches) {
    const query = { ...search.query };
    let changed = false;
    for (const key of searchKeys) {
      const value = replacedIds(query[key], from, to);
      if (value !== null) {
        query[key] = value;
        changed = true;
      }
    }
    if (changed)
      await db
        .update(savedCandidateSearches)
        .set({ query })
        .where(eq(savedCandidateSearches.id, search.id));
  }
}

/**
 * Merges an item into another of its kind in one transaction: every record moves to the target (a
 * record that had both keeps one), an emirate's areas move under the target, and the item is
 * removed (the audit entry keeps its name).
 */
export async function mergeItem(
  db: Db,
  actor: SessionUser,
  id: number,
  intoId: number,
): Promise<TMasterMergeResult> {
  if (id === intoId) throw invalid({ into_id: M.mergeSelf });
  const moved = await db.transaction(async (tx) => {
    const source = await itemRow(tx, id);
    const [target] = await tx
      .select(itemColumns)
      .from(masterItems)
      .leftJoin(parent, eq(parent.id, masterItems.parentId))
      .where(eq(masterItems.id, intoId));
    if (!target) throw invalid({ into_id: M.intoRequired });
    if (target.kind !== source.kind) throw invalid({ into_id: M.mergeKind });
    if (!target.active) throw invalid({ into_id: M.mergeInactive });
    if (isProtected(source)) throw new AppError('CONFLICT', M.protectedItem);
    if (target.parent_id === id) throw invalid({ into_id: M.mergeIntoChild });
    const kind = source.kind as MasterKind;
    const areas = (
      await tx
        .select({ id: masterItems.id, name: masterItems.name })
        .from(masterItems)
        .where(eq(masterItems.parentId, id))
    ).map((area) => area.id);
    if (areas.length && target.parent_id !== null)
      throw invalid({ into_id: M.mergeEmirateIntoArea });
    if (areas.length) {
      const [{ last }] = await tx
        .select({ last: sql<number | null>`max(${masterItems.sort})` })
        .from(masterItems)
        .where(eq(masterItems.parentId, intoId));
      await tx
        .update(masterItems)
        .set({
          parentId: intoId,
          sort: sql`${masterItems.sort} + ${last === null ? 0 : Number(last) + 1}`,
        })
        .where(inArray(masterItems.id, areas));
    }
    const counted = await moveReferences(tx, kind, id, intoId);
    await moveDocuments(tx, kind, id, intoId);
    await tx.delete(masterItems).where(eq(masterItems.id, id));
    await refreshAfterMerge(tx, kind, intoId, areas);
    await recordAudit(tx, actor, {
      action: 'master.merge',
      targetType: 'master_item',
      targetId: id,
      before: { kind, name: source.name, id },
      after: { into_id: intoId, into_name: target.name, moved: counted, areas_moved: areas.length },
    });
    return counted;
  });
  masterDataChanged(db);
  return { item: await getItem(db, intoId), moved };
}
