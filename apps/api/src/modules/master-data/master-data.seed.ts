import { and, eq, isNull } from 'drizzle-orm';
import type { MasterKind } from '@logicareers/shared/schemas/master-data';
import type { Db } from '../../db/client';
import { masterItems } from '../../db/schema';
import {
  ARABIC_NAMES,
  COUNTRIES,
  DESIGNATIONS,
  FUNCTIONAL_AREAS,
  INDUSTRIES,
  LOCATIONS,
  QUALIFICATIONS,
  SKILLS,
  slugify,
} from './taxonomy';

async function insertNames(
  db: Db,
  kind: MasterKind,
  names: string[],
  parentId: number | null = null,
) {
  await db
    .insert(masterItems)
    .values(
      names.map((name, sort) => ({
        kind,
        name,
        nameAr: ARABIC_NAMES[kind][name] ?? null,
        slug: slugify(name),
        sort,
        parentId,
      })),
    )
    .onConflictDoNothing();
}

/** Seeds the taxonomy; idempotent, and leaves alone what administrators edited. */
export async function seedMasterData(db: Db) {
  const [any] = await db.select({ id: masterItems.id }).from(masterItems).limit(1);
  if (any) return;
  await insertNames(db, 'designation', DESIGNATIONS);
  await insertNames(db, 'functional_area', FUNCTIONAL_AREAS);
  await insertNames(db, 'industry', INDUSTRIES);
  await insertNames(db, 'skill', SKILLS);
  await insertNames(db, 'qualification', QUALIFICATIONS);
  await insertNames(db, 'country', COUNTRIES);
  await insertNames(db, 'state', Object.keys(LOCATIONS));
  for (const [emirate, areas] of Object.entries(LOCATIONS)) {
    const [parent] = await db
      .select({ id: masterItems.id })
      .from(masterItems)
      .where(
        and(
          eq(masterItems.kind, 'state'),
          eq(masterItems.slug, slugify(emirate)),
          isNull(masterItems.parentId),
        ),
      );
    await insertNames(db, 'state', areas, parent.id);
  }
}
