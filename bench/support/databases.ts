import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/api/src/db/client';

/** The PostgreSQL server a benchmark creates its throwaway database on. */
export const SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Where a benchmark's database is, for a process of its own to open it too. */
export type DatabaseAt = { dataDir: string } | { url: string };

/** Runs `bench` on a fresh PGlite database in a temporary folder, removed afterwards unless `keep`. */
export async function onPglite<T>(
  prefix: string,
  keep: boolean,
  bench: (label: string, database: Database, at: DatabaseAt) => Promise<T>,
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const database = await openDatabase({ dataDir: dir });
  try {
    return await bench('PGlite', database, { dataDir: dir });
  } finally {
    await database.close();
    if (keep) console.log(`\n  kept the folder: ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `bench` on a fresh database of the PostgreSQL server, dropped afterwards unless `keep`. */
export async function onPostgres<T>(
  prefix: string,
  keep: boolean,
  bench: (label: string, database: Database, at: DatabaseAt) => Promise<T>,
  /** The server's URL, when not SERVER_URL. */
  serverUrl: string = SERVER_URL,
) {
  const name = `${prefix.replaceAll('-', '_')}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    return await bench('PostgreSQL', database, { url: url.toString() });
  } finally {
    await database.close();
    if (keep) console.log(`\n  kept the database: ${url.toString()}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
