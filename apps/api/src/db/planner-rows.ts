import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { rowsOf } from './rows';

type Plan = [{ Plan: { 'Plan Rows': number } }];

/**
 * How many rows of `table` the planner expects `where` to hold: one statement planned, none run.
 * (The plan comes as JSON, or as its text from some drivers.)
 */
export async function plannerRows(db: Db, table: PgTable, where: SQL | undefined) {
  const [plan] = rowsOf<{ 'QUERY PLAN': Plan | string }>(
    await db.execute(sql`explain (format json) select 1 from ${table} where ${where}`),
  );
  const parsed = plan['QUERY PLAN'];
  const json: Plan = typeof parsed === 'string' ? JSON.parse(parsed) : parsed;
  return Math.round(json[0].Plan['Plan Rows']);
}
