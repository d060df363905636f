import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { Env } from '../config/env';
import { openDatabase, type Database } from '../db/client';
import { plans } from '../db/schema';
import { diskFileStore } from '../modules/files/file-store';
import { prepareDatabase } from '../setup';
import { templatePrefix } from './prepared-setup';

/*
 * Preparing a database (migrations, seeds, and demo data when asked) takes seconds, half a minute
 * with demo data on PGlite, and nearly every test file starts an app over a fresh one. So a test
 * run prepares each kind of database once and every file starts from a copy: PGlite from a dump
 * of its data directory, PostgreSQL from a template database. The demo's files (CVs, logos) are
 * copied with it. Each copy is a database of the file's own, as before; only the preparing is
 * shared, and only within one run (`prepared-setup.ts` makes a new place for each).
 */

/** The settings that what `prepareDatabase` makes depends on. */
export type Preparation = Pick<
  Env,
  'DEMO' | 'DISABLE_DEMO_ACCOUNTS' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'
>;

/**
 * Tests post jobs, open and download CVs, add colleagues and send bulk e-mail as employers of many
 * kinds: their companies' free plan lets them, without limits. A test about limits gives its
 * company a plan of its own (`planWith`), or sets the free plan's limits itself.
 */
async function freePlanWithoutLimits(database: Database) {
  await database.db
    .update(plans)
    .set({
      cvSearch: true,
      jobPosts: null,
      featuredJobs: null,
      cvViews: null,
      cvDownloads: null,
      usersLimit: null,
      bulkEmails: null,
    })
    .where(eq(plans.isFree, true));
}

/** Migrated, seeded and with the free plan open, as every test app's database starts. */
export async function prepareTestDatabase(
  database: Database,
  settings: Preparation,
  uploads: string,
) {
  await prepareDatabase(database, settings, diskFileStore(uploads));
  await freePlanWithoutLimits(database);
}

function runDirectory(): string | undefined {
  try {
    return inject('preparedDatabases');
  } catch {
    return undefined; // outside a run with the global set-up
  }
}

/** A name for each set of settings. */
function keyOf(kind: 'pglite' | 'postgres', settings: Preparation) {
  const { DEMO, DISABLE_DEMO_ACCOUNTS, ADMIN_EMAIL, ADMIN_PASSWORD } = settings;
  const json = JSON.stringify([DEMO, DISABLE_DEMO_ACCOUNTS, ADMIN_EMAIL, ADMIN_PASSWORD]);
  return `${kind}-${createHash('sha256').update(json).digest('hex').slice(0, 12)}`;
}

const serverUrl = (name: string) => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onServer<T>(work: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Prepares a database of this kind in a folder of its own (a dump or a template's name, and the
 * files), then publishes the folder under its key by renaming it: a rename is all or nothing, so
 * a worker never sees half a folder.
 */
async function build(runDir: string, key: string, settings: Preparation) {
  const work = path.join(runDir, `${key}.${randomBytes(4).toString('hex')}`);
  const uploads = path.join(work, 'uploads');
  await fs.mkdir(uploads, { recursive: true });
  if (key.startsWith('pglite')) {
    const database = await openDatabase({ dataDir: null });
    try {
      await prepareTestDatabase(database, settings, uploads);
      const dump = await database.dump!();
      await fs.writeFile(path.join(work, 'data.tar'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  } else {
    const name = `${templatePrefix(runDir)}_${path.basename(work).replace(/[^a-z0-9]/gi, '_')}`;
    await onServer((admin) => admin.query(`create database ${name}`));
    const database = await openDatabase({ url: serverUrl(name) });
    try {
      await prepareTestDatabase(database, settings, uploads);
    } finally {
      await database.close();
    }
    await onServer((admin) => admin.query(`alter database ${name} is_template true`));
    await fs.writeFile(path.join(work, 'template'), name);
  }
  try {
    await fs.rename(work, path.join(runDir, key));
  } catch {
    await fs.rm(work, { recursive: true, force: true }); // another file published it first
  }
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * The folder of a kind once it is published: prepared here, or by another worker of the run. One
 * worker prepares a kind at a time (the one that makes its lock folder); the others wait for it
 * rather than prepare it too, and take over if it fails.
 */
async function publishedOnce(runDir: string, key: string, settings: Preparation) {
  const folder = path.join(runDir, key);
  const lock = `${folder}.lock`;
  while (!(await exists(folder))) {
    const mine = await fs.mkdir(lock).then(
      () => true,
      () => false,
    );
    if (!mine) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      await build(runDir, key, settings);
    } finally {
      await fs.rm(lock, { recursive: true, force: true });
    }
  }
}

/** Each process prepares a kind at most once, and not at all when another did in this run. */
const built = new Map<string, Promise<void>>();

async function preparedFolder(runDir: string, key: string, settings: Preparation) {
  const folder = path.join(runDir, key);
  let ready = built.get(folder);
  if (!ready) {
    ready = publishedOnce(runDir, key, settings);
    built.set(folder, ready);
  }
  try {
    await ready;
  } catch (error) {
    built.delete(folder);
    throw error;
  }
  return folder;
}

/** A new database of its own for a test app, prepared, with the files it names in `uploads`. */
export async function newTestDatabase(
  kind: 'pglite' | 'postgres',
  settings: Preparation,
  uploads: string,
): Promise<{ database: Database; drop?: () => Promise<void> }> {
  const runDir = runDirectory();
  if (!runDir) {
    const server = kind === 'postgres' ? await createServerDatabase() : null;
    const database = await openDatabase(server ? { url: server.url } : { dataDir: null });
    await prepareTestDatabase(database, settings, uploads);
    return { database, drop: server?.drop };
  }
  const folder = await preparedFolder(runDir, keyOf(kind, settings), settings);
  await fs.cp(path.join(folder, 'uploads'), uploads, { recursive: true });
  if (kind === 'pglite') {
    const dump = await fs.readFile(path.join(folder, 'data.tar'));
    return { database: await openDatabase({ dataDir: null, from: new Blob([dump]) }) };
  }
  const template = await fs.readFile(path.join(folder, 'template'), 'utf8');
  const server = await createServerDatabase(template);
  return { database: await openDatabase({ url: server.url }), drop: server.drop };
}

/** A database of its own on the test server (a copy of `template` when given), dropped afterwards. */
export async function createServerDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lc_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer((admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    url: serverUrl(name),
    drop: async () => {
      await onServer((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}
