import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { onPglite, onPostgres } from './databases';

/**
 * A database bench's options: its own counts (`--jobs 1000000`, `--runs 50`), given here with their
 * defaults, and where it runs: `--db both|postgres|pglite` or `--db postgres://...` (a server of
 * one's choice), `--keep` the database, `--url` of a kept one to measure again (a PGlite one by its
 * folder).
 */
export function parseBenchArgs<K extends string>(defaults: Record<K, number>) {
  const names = Object.keys(defaults) as K[];
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(
        names.map((name) => [name, { type: 'string', default: String(defaults[name]) } as const]),
      ),
      db: { type: 'string', default: 'both' },
      keep: { type: 'boolean', default: false },
      url: { type: 'string' },
    },
  });
  const db = String(values.db);
  const url = values.url === undefined ? undefined : String(values.url);
  const serverUrl = /^postgres(ql)?:\/\//.test(db) ? db : undefined;
  return {
    counts: Object.fromEntries(
      names.map((name) => [name, Number((values as Record<string, unknown>)[name])]),
    ) as Record<K, number>,
    databases: {
      url,
      which: url ? 'url' : serverUrl ? 'postgres' : db,
      keep: Boolean(values.keep),
      serverUrl,
    },
  };
}

/**
 * Runs `bench` where the options send it: on the database at `url` when given, then on a fresh
 * PostgreSQL database, a fresh PGlite one, or both (`which`). With both, prints how PGlite's p95
 * of each kind of query compares with PostgreSQL's.
 */
export async function benchEachDatabase<R extends { kind: string; p95: number }>(
  prefix: string,
  options: { url?: string; which: string; keep: boolean; serverUrl?: string },
  bench: (label: string, database: Database) => Promise<R[]>,
) {
  if (options.url) {
    // A kept PostgreSQL database by its URL, a kept PGlite one by its folder.
    const server = /^postgres(ql)?:\/\//.test(options.url);
    const database = await openDatabase(server ? { url: options.url } : { dataDir: options.url });
    try {
      await bench(server ? 'PostgreSQL' : 'PGlite', database);
    } finally {
      await database.close();
    }
  }
  const pgResults =
    options.which === 'both' || options.which === 'postgres'
      ? await onPostgres(prefix, options.keep, bench, options.serverUrl)
      : null;
  const liteResults =
    options.which === 'both' || options.which === 'pglite'
      ? await onPglite(prefix, options.keep, bench)
      : null;
  if (pgResults && liteResults) {
    console.log('\nPGlite / PostgreSQL (p95):');
    for (const r of liteResults) {
      const base = pgResults.find((p) => p.kind === r.kind);
      if (base) console.log(`  ${r.kind.padEnd(34)} ${(r.p95 / base.p95).toFixed(1)}x`);
    }
  }
}
