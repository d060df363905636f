import { and, asc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { TMasterOption } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { masterItems } from '../../db/schema';
import { MASTER_KINDS, type MasterKind } from './taxonomy';

export const isMasterKind = (kind: string): kind is MasterKind =>
  (MASTER_KINDS as readonly string[]).includes(kind);

const option = {
  id: masterItems.id,
  name: masterItems.name,
  slug: masterItems.slug,
  parent_id: masterItems.parentId,
};

/** Options of one kind; `q` narrows by name (typeahead), `parent` to the children of an item. */
export async function listMasterItems(
  db: Db,
  kind: MasterKind,
  options: { q?: string; parent?: number | null; limit?: number } = {},
): Promise<TMasterOption[]> {
  const q = options.q?.trim();
  return db
    .select(option)
    .from(masterItems)
    .where(
      and(
        eq(masterItems.kind, kind),
        eq(masterItems.active, true),
        q ? ilike(masterItems.name, `%${q.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
        options.parent === null
          ? isNull(masterItems.parentId)
          : options.parent
            ? eq(masterItems.parentId, options.parent)
            : undefined,
      ),
    )
    .orderBy(
      q ? sql`similarity(${masterItems.name}, ${q}) desc` : asc(masterItems.parentId),
      asc(masterItems.sort),
      asc(masterItems.name),
    )
    .limit(options.limit ?? 500);
}

export async function masterItemsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ ...option, kind: masterItems.kind })
    .from(masterItems)
    .where(inArray(masterItems.id, ids));
}
