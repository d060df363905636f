import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { rowsOf } from '../../apps/api/src/db/rows';

/*
 * The CPU time the PostgreSQL server spends on the benchmark's statements, read from /proc for
 * the server processes that serve the benchmark's database (the pool's connections; parallel
 * workers are not counted). It moves far less with the load of a shared machine than wall time.
 * Only for a server on this machine; null where /proc cannot be read.
 */

type Db = Database['db'];

/** Clock ticks per second of /proc's CPU times (Linux). */
const TICK = 100;

/** utime + stime of a process in ticks, or null when it is gone or cannot be read. */
function ticksOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the process name: utime is the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

async function backends(db: Db): Promise<number[]> {
  const rows = rowsOf<{ pid: number }>(
    await db.execute(
      sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
    ),
  );
  return rows.map((row) => Number(row.pid));
}

/**
 * Starts measuring the server's CPU for the database; the function answers the milliseconds spent
 * since, by the connections there were at the start and those opened since.
 */
export async function backendCpu(db: Db): Promise<() => Promise<number | null>> {
  const start = new Map<number, number>();
  for (const pid of await backends(db)) {
    const ticks = ticksOf(pid);
    if (ticks !== null) start.set(pid, ticks);
  }
  if (!start.size) return async () => null;
  return async () => {
    let ticks = 0;
    for (const pid of new Set([...start.keys(), ...(await backends(db))]))
      ticks += Math.max(0, (ticksOf(pid) ?? start.get(pid) ?? 0) - (start.get(pid) ?? 0));
    return (ticks * 1000) / TICK;
  };
}
