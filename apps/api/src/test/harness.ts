import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { API } from '@logicareers/shared/api';
import type { LoginKind, Role } from '@logicareers/shared/roles';
import { buildApp } from '../app';
import { appContextOf } from '../context';
import { loadEnv, type Env } from '../config/env';
import { openDatabase, type Database } from '../db/client';
import { diskFileStore } from '../modules/files/file-store';
import { newTestDatabase, prepareTestDatabase } from './prepared-databases';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export const DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export { createServerDatabase } from './prepared-databases';

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
  const uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'logicareers-uploads-'));
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  if (env.DATABASE_URL) {
    database = await openDatabase({ url: env.DATABASE_URL, readUrl: env.DATABASE_READ_URL });
    await prepareTestDatabase(database, env, uploads);
  } else ({ database, drop } = await newTestDatabase(kind, env, uploads));
  const files = diskFileStore(uploads);
  const app = await buildApp(
    appContextOf(database, env, files),
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
      await drop?.();
      await fs.rm(uploads, { recursive: true, force: true });
    },
  };
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
