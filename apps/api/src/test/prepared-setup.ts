import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/*
 * Vitest's global set-up for the projects whose tests start apps: a new place for the run's
 * prepared databases (prepared-databases.ts), removed with the run's template databases when the
 * run ends.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its prepared databases. */
    preparedDatabases: string;
  }
}

/** The prefix of a run's template databases on the test server, dropped when the run ends. */
export const templatePrefix = (runDir: string) =>
  `lc_prepared_${path.basename(runDir).slice(-6).toLowerCase()}`;

/** The run's place, shared by the projects of one `vitest run`, and how many still use it. */
interface SharedRun {
  dir: Promise<string>;
  projects: number;
}
const RUN = Symbol.for('logicareers.preparedDatabases');
const shared = globalThis as { [RUN]?: SharedRun };

/**
 * Vitest's global set-up (before any file of a project) and its teardown (after the last). The
 * projects of one run share the place, so a database prepared for one project serves the next;
 * the last teardown removes it.
 */
export default async function setup(project: TestProject) {
  const run = (shared[RUN] ??= {
    dir: fs.mkdtemp(path.join(os.tmpdir(), 'logicareers-prepared-')),
    projects: 0,
  });
  run.projects++;
  const runDir = await run.dir;
  project.provide('preparedDatabases', runDir);
  return async () => {
    if (--run.projects > 0) return;
    delete shared[RUN];
    await fs.rm(runDir, { recursive: true, force: true });
    if (!process.env.TEST_DATABASE_URL) return;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [templatePrefix(runDir)],
    );
    for (const { datname } of rows) {
      await admin.query(`alter database ${datname} is_template false`);
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
    await admin.end();
  };
}
