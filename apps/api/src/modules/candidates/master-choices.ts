import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidateProfiles } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { choosableMasterItems, type masterItemsByIds } from '../master-data/master-data.service';

export type MasterItem = Awaited<ReturnType<typeof masterItemsByIds>>[number];

/** The master-data ids a candidate's profile and educations hold now. */
async function heldMasterIds(db: Db, userId: string): Promise<number[]> {
  const [row] = await db
    .select({
      ids: sql<
        number[]
      >`array[${candidateProfiles.countryId}, ${candidateProfiles.stateId}, ${candidateProfiles.nationalityId}]
        || ${candidateProfiles.skillIds} || ${candidateProfiles.desiredDesignationIds}
        || ${candidateProfiles.desiredFunctionalAreaIds} || ${candidateProfiles.desiredStateIds}
        || coalesce((select array_agg(d.qualification_id) from candidate_educations d
          where d.user_id = ${candidateProfiles.userId}), '{}')`,
    })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId));
  return (row?.ids ?? []).filter((id): id is number => typeof id === 'number');
}

/**
 * Master items by id, checked against their kind; a wrong one is a 400 on its field. A deactivated
 * item is refused unless the candidate holds it already.
 */
export async function checkedMaster(
  db: Db,
  userId: string,
  wanted: { field: string; ids: number[]; kind: string; message: string }[],
): Promise<Map<number, MasterItem>> {
  const ids = [...new Set(wanted.flatMap((w) => w.ids))];
  const items = new Map(
    (await choosableMasterItems(db, ids, await heldMasterIds(db, userId))).map((item) => [
      item.id,
      item,
    ]),
  );
  const problems: Record<string, string> = {};
  for (const { field, ids, kind, message } of wanted) {
    if (ids.some((id) => items.get(id)?.kind !== kind)) problems[field] ??= message;
  }
  if (Object.keys(problems).length) throw invalid(problems);
  return items;
}

export const unique = (ids: number[]) => [...new Set(ids)];
export const namesOf = (items: Map<number, MasterItem>, ids: number[]) =>
  ids.map((id) => items.get(id)!.name).join(', ');
