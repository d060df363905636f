import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterItems } from '../../db/schema';

export interface MasterRef {
  id: number;
  name: string;
  parent_id?: number | null;
}
export interface Taxonomy {
  designations: MasterRef[];
  functionalAreas: MasterRef[];
  industries: MasterRef[];
  states: MasterRef[];
  skills: MasterRef[];
}

/** The seeded taxonomy in the shape the job generator takes. */
export async function loadTaxonomy(db: Db): Promise<Taxonomy> {
  const rows = await db
    .select({
      id: masterItems.id,
      name: masterItems.name,
      kind: masterItems.kind,
      parent_id: masterItems.parentId,
    })
    .from(masterItems)
    .where(
      inArray(masterItems.kind, ['designation', 'functional_area', 'industry', 'state', 'skill']),
    );
  const of = (kind: string) => rows.filter((r) => r.kind === kind);
  return {
    designations: of('designation'),
    functionalAreas: of('functional_area'),
    industries: of('industry'),
    states: of('state'),
    skills: of('skill'),
  };
}
