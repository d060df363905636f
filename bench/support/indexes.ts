import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { rowsOf } from '../../apps/api/src/db/rows';
import { pgArray } from '../../apps/api/src/lib/pg-array';

/**
 * Drops the secondary indexes of `tables` (those behind a primary key or unique constraint stay)
 * and returns the statements that build them again.
 */
export async function withoutIndexes(db: Database['db'], tables: string[]) {
  const found = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = any(${pgArray(tables)}::text[]) and indexname not like '%_pkey' and indexname not like '%_key'`,
    ),
  );
  for (const { indexname } of found) await db.execute(sql.raw(`drop index "${indexname}"`));
  return found.map((row) => row.indexdef);
}
