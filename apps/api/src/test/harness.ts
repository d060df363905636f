import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { API } from '@logicareers/shared/api';
import type { LoginKind, Role } from '@logicareers/shared/roles';
import { buildApp } from '../app';
import { loadEnv, type Env } from '../config/env';
import { openDatabase, type Database } from '../db/client';
import { diskFileStore } from '../modules/files/file-store';
import { prepareDatabase } from '../setup';
import { plans } from '../db/schema';
import { eq } from 'drizzle-orm';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export const DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A database of its own on the test server, dropped afterwards. */
export async function createServerDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `lc_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl.toString() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  env: Env;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database with the app over it. Demo data is off unless asked for.
 * With DATABASE_URL among the overrides (PostgreSQL only), the app uses that database as it is
 * (a server of the test's own, say) instead of a new one, and DATABASE_READ_URL as its replica.
 */
export async function startTestApp(
  kind: DatabaseKind,
  overrides: Record<string, string> = {},
  /** Routes that only a test needs, added beside the real ones before the app starts. */
  extraRoutes?: (app: FastifyInstance) => void,
  /** Where the app logs (at LOG_LEVEL, silent unless overridden); no log when not given. */
  logStream?: DestinationStream,
): Promise<TestApp> {
  const env = loadEnv({
    DEMO: 'false',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    RATE_LIMIT_FORMS_PER_MINUTE: '10000',
    ...overrides,
  });
  if (env.DATABASE_URL && kind !== 'postgres')
    throw new Error('DATABASE_URL is for the postgres kind of test app');
  const server = kind === 'postgres' && !env.DATABASE_URL ? await createServerDatabase() : null;
  const uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'logicareers-uploads-'));
  const database = await openDatabase(
    kind === 'postgres'
      ? { url: env.DATABASE_URL ?? server!.url, readUrl: env.DATABASE_READ_URL }
      : { dataDir: null },
  );
  const files = diskFileStore(uploads);
  await prepareDatabase(database, env, files);
  await freePlanWithoutLimits(database);
  const app = await buildApp(
    {
      db: database.db,
      readDb: database.readDb,
      dialect: database.dialect,
      listen: database.listen,
      env,
      sessionPolicy: { idleHours: env.SESSION_IDLE_HOURS, absoluteDays: env.SESSION_ABSOLUTE_DAYS },
      files,
    },
    logStream ? { logStream } : { logger: false },
  );
  extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    env,
    kind,
    async close() {
      await app.close();
      await database.close();
      await server?.drop();
      await fs.rm(uploads, { recursive: true, force: true });
    },
  };
}

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

export const LOGIN_PATH: Record<LoginKind, string> = API.login;

export const loginKindOf = (role: Role): LoginKind =>
  role === 'candidate'
    ? 'candidate'
    : role === 'employer'
      ? 'employer'
      : role === 'master_admin'
        ? 'admin'
        : 'consultancy';

/** Injects a request, with a bearer token when given. */
export async function call(app: FastifyInstance, options: InjectOptions & { token?: string }) {
  const { token, ...rest } = options;
  const response = await app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return {
    status: response.statusCode,
    body: body as { message?: unknown; data?: unknown; token?: string } & Record<string, unknown>,
    headers: response.headers,
  };
}
