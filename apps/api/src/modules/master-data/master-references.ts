import { type SQL, sql } from 'drizzle-orm';
import type { MasterKind, TMasterUsage } from '@logicareers/shared/schemas/master-data';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/*
 * Every place that holds the id of a master-data item, in one list: the usage counts of the
 * administration read it, and a merge moves every one of them. A column added elsewhere that holds
 * master-data ids belongs here too (the foreign keys of the scalar columns stop a merge that forgot
 * one; arrays and JSON have none).
 */

type Bucket = keyof TMasterUsage;

/** A column holding one id, or an array of ids, and whose records it counts as. */
interface ColumnRef {
  table: string;
  column: string;
  array?: 'ordered' | 'sorted';
  bucket: Bucket;
  /** The record counted: a candidate's education counts as the candidate. */
  owner: string;
}

const jobs = (column: string, array?: ColumnRef['array']): ColumnRef => ({
  table: 'jobs',
  column,
  array,
  bucket: 'jobs',
  owner: 'id',
});
const profile = (column: string, array?: ColumnRef['array']): ColumnRef => ({
  table: 'candidate_profiles',
  column,
  array,
  bucket: 'candidates',
  owner: 'user_id',
});
// Alerts keep their ids sorted (alerts.criteria.ts normalizeCriteria).
const alert = (column: string): ColumnRef => ({
  table: 'job_alerts',
  column,
  array: 'sorted',
  bucket: 'alerts',
  owner: 'id',
});

export const MASTER_REFERENCES: Record<MasterKind, ColumnRef[]> = {
  designation: [
    jobs('designation_id'),
    profile('desired_designation_ids', 'ordered'),
    alert('designation_ids'),
  ],
  functional_area: [
    jobs('functional_area_id'),
    profile('desired_functional_area_ids', 'ordered'),
    alert('functional_area_ids'),
  ],
  industry: [
    jobs('industry_id'),
    alert('industry_ids'),
    { table: 'companies', column: 'industry_id', bucket: 'other', owner: 'id' },
  ],
  state: [
    jobs('state_id'),
    profile('state_id'),
    profile('desired_state_ids', 'ordered'),
    alert('state_ids'),
    { table: 'company_branches', column: 'state_id', bucket: 'other', owner: 'id' },
  ],
  skill: [jobs('skill_ids', 'ordered'), profile('skill_ids', 'ordered')],
  qualification: [
    {
      table: 'candidate_educations',
      column: 'qualification_id',
      bucket: 'candidates',
      owner: 'user_id',
    },
  ],
  country: [profile('country_id'), profile('nationality_id')],
};

/** Keys of the JSON documents that hold ids: a job template's form, a saved CV search's query. */
export const TEMPLATE_KEYS: Partial<Record<MasterKind, { key: string; array: boolean }[]>> = {
  designation: [{ key: 'designation_id', array: false }],
  functional_area: [{ key: 'functional_area_id', array: false }],
  industry: [{ key: 'industry_id', array: false }],
  state: [{ key: 'state_id', array: false }],
  skill: [{ key: 'skill_ids', array: true }],
};
export const SAVED_SEARCH_KEYS: Partial<Record<MasterKind, string[]>> = {
  designation: ['designation'],
  functional_area: ['functional_area'],
  state: ['state'],
  country: ['nationality'],
};

const ident = (name: string) => sql.identifier(name);

/** The (item, record) pairs of one reference, for the given ids. */
function pairs(ref: ColumnRef, ids: number[]): SQL {
  const ownerKey = sql`${ref.table} || ':' || t.${ident(ref.owner)}::text`;
  return ref.array
    ? sql`select u.id, ${ref.bucket}::text as bucket, ${ownerKey} as owner
        from ${ident(ref.table)} t, unnest(t.${ident(ref.column)}) u(id)
        where t.${ident(ref.column)} && ${sql.param(ids)}::int[] and u.id = any(${sql.param(ids)}::int[])`
    : sql`select t.${ident(ref.column)} as id, ${ref.bucket}::text as bucket, ${ownerKey} as owner
        from ${ident(ref.table)} t where t.${ident(ref.column)} = any(${sql.param(ids)}::int[])`;
}

const NO_USAGE: TMasterUsage = { jobs: 0, candidates: 0, alerts: 0, other: 0 };

/** How many jobs, candidates, alerts and other records use each of the items. */
export async function usageOf(
  db: Db,
  kind: MasterKind,
  ids: number[],
): Promise<Map<number, TMasterUsage>> {
  const usage = new Map(ids.map((id) => [id, { ...NO_USAGE }]));
  if (!ids.length) return usage;
  const union = sql.join(
    MASTER_REFERENCES[kind].map((ref) => pairs(ref, ids)),
    sql` union all `,
  );
  const rows = rowsOf<{ id: number; bucket: Bucket; n: number | string }>(
    await db.execute(
      sql`select id, bucket, count(distinct owner) as n from (${union}) p group by id, bucket`,
    ),
  );
  for (const row of rows) {
    const entry = usage.get(Number(row.id));
    if (entry) entry[row.bucket] += Number(row.n);
  }
  return usage;
}

/** The array with `from` replaced by `to`, each id once: in first-seen order, or sorted. */
const replaced = (column: SQL, from: number, to: number, order: 'ordered' | 'sorted') =>
  order === 'sorted'
    ? sql`array(select distinct x from unnest(array_replace(${column}, ${from}::int, ${to}::int)) x order by x)`
    : sql`array(select x from unnest(array_replace(${column}, ${from}::int, ${to}::int)) with ordinality a(x, n) group by x order by min(n))`;

/**
 * Moves every record of one item to another of its kind, in the caller's transaction. A record that
 * held both ends with the target once. Answers how many records moved, counted before the move.
 */
export async function moveReferences(db: Db, kind: MasterKind, from: number, to: number) {
  const moved = (await usageOf(db, kind, [from])).get(from)!;
  for (const ref of MASTER_REFERENCES[kind]) {
    const column = sql`${ident(ref.column)}`;
    await db.execute(
      ref.array
        ? sql`update ${ident(ref.table)} set ${column} = ${replaced(column, from, to, ref.array)}
            where ${from}::int = any(${column})`
        : sql`update ${ident(ref.table)} set ${column} = ${to}::int where ${column} = ${from}::int`,
    );
  }
  return moved;
}

/** The names of an array's items in its order, as the job and profile forms copy them. */
const namesOf = (column: SQL) =>
  sql`coalesce((select string_agg(m.name, ', ' order by array_position(${column}, m.id)) from master_items m where m.id = any(${column})), '')`;

/**
 * Writes again what rows copy from an item's name (for the search vectors) for the rows that hold
 * it now; the search rows follow by the triggers of jobs and profiles.
 */
export async function refreshNames(db: Db, kind: MasterKind, id: number) {
  if (kind === 'designation') {
    await db.execute(sql`update jobs j set designation_name = m.name from master_items m
      where m.id = j.designation_id and j.designation_id = ${id}::int
        and j.designation_name is distinct from m.name`);
    await db.execute(sql`update candidate_profiles p
      set desired_titles_text = ${namesOf(sql`p.desired_designation_ids`)}
      where ${id}::int = any(p.desired_designation_ids)`);
  } else if (kind === 'skill') {
    await db.execute(sql`update jobs j set skills_text = ${namesOf(sql`j.skill_ids`)}
      where ${id}::int = any(j.skill_ids)`);
    await db.execute(sql`update candidate_profiles p set skills_text = ${namesOf(sql`p.skill_ids`)}
      where ${id}::int = any(p.skill_ids)`);
  } else if (kind === 'qualification') {
    // The education's name is read by the candidate's search row (its text and level).
    await db.execute(sql`select candidate_search_refresh(d.user_id)
      from (select distinct user_id from candidate_educations where qualification_id = ${id}::int) d`);
  }
}

/**
 * After a merge into `id`: what rows derive from where an item sits (a job's emirate, the emirate
 * of a candidate's search row, for the areas that moved under `id` too) and an alert's filter key.
 */
export async function refreshAfterMerge(db: Db, kind: MasterKind, id: number, areas: number[]) {
  if (kind === 'state') {
    await db.execute(sql`update jobs j set emirate_id = coalesce(m.parent_id, m.id) from master_items m
      where m.id = j.state_id and (j.state_id = ${id}::int or j.state_id = any(${sql.param(areas)}::int[]))
        and j.emirate_id is distinct from coalesce(m.parent_id, m.id)`);
    // Candidates whose own row did not change (the trigger refreshed those that moved).
    if (areas.length)
      await db.execute(sql`select candidate_search_refresh(p.user_id) from candidate_profiles p
        where p.state_id = any(${sql.param(areas)}::int[])`);
  }
  await refreshNames(db, kind, id);
  if (!MASTER_REFERENCES[kind].some((ref) => ref.table === 'job_alerts')) return;
  // The alert's filters as one key (alerts.criteria.ts filterKey): the ids' parts anew, the rest kept.
  await db.execute(sql`update job_alerts set filter_key = concat_ws('|',
      array_to_string(state_ids, ','), array_to_string(functional_area_ids, ','),
      array_to_string(designation_ids, ','), array_to_string(industry_ids, ','),
      split_part(filter_key, '|', 5), split_part(filter_key, '|', 6), split_part(filter_key, '|', 7))
    where ${id}::int = any(state_ids) or ${id}::int = any(functional_area_ids)
      or ${id}::int = any(designation_ids) or ${id}::int = any(industry_ids)`);
}
