import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import { ANSWERS } from '@logicareers/shared/messages';
import { PAGES, paths } from '@logicareers/shared/pages';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { appDatabase, openDatabase, type Database } from '../db/client';
import { diskFileStore } from '../modules/files/file-store';
import { webDist } from '../modules/web/web.routes';
import { signedIn } from '../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../test/harness';
import { RETRY_AFTER_SECONDS } from './error-answers';

/*
 * A server whose database is gone answers 503 with a clear message and Retry-After, on public and
 * signed-in routes and on its pages; /api/health (liveness) still answers, and /api/health/ready
 * (readiness) says why it cannot serve.
 */

const webBuilt = fs.existsSync(path.join(webDist, 'index.html'));
const UNAVAILABLE = { message: ANSWERS.unavailable, code: 'SERVICE_UNAVAILABLE' };

/** The app over a database as it is: not migrated, not seeded. */
async function appOver(database: Database): Promise<FastifyInstance> {
  const env = loadEnv({ DEMO: 'false', LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000' });
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'logicareers-uploads-'));
  const app = await buildApp(
    {
      ...appDatabase(database),
      env,
      sessionPolicy: { idleHours: 1, absoluteDays: 1 },
      files: diskFileStore(uploads),
    },
    { logger: false },
  );
  app.addHook('onClose', async () => fs.rmSync(uploads, { recursive: true, force: true }));
  await app.ready();
  return app;
}

/** A port on this machine where nothing listens. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What the app answers once its database is gone, for a visitor and for a signed-in user. */
async function expectUnavailable(app: FastifyInstance, token: string) {
  const answers = {
    publicRoute: await call(app, { method: 'GET', url: API.jobs.search }),
    signedIn: await call(app, { method: 'GET', url: API.me, token }),
    write: await call(app, {
      method: 'POST',
      url: API.applications.apply,
      token,
      payload: { job_id: 1 },
    }),
    signIn: await call(app, {
      method: 'POST',
      url: API.login.candidate,
      payload: { email: 'someone@example.ae', password: 'Str0ng&Secret!' },
    }),
  };
  for (const [what, res] of Object.entries(answers)) {
    expect([what, res.status, res.body]).toEqual([what, 503, UNAVAILABLE]);
    expect([what, res.headers['retry-after']]).toEqual([what, String(RETRY_AFTER_SECONDS)]);
    expect([what, res.headers['cache-control']]).toEqual([what, 'no-store']);
  }

  const ready = await call(app, { method: 'GET', url: API.ready });
  expect(ready.status).toBe(503);
  expect(ready.body).toEqual({ ...UNAVAILABLE, reason: 'database_unreachable' });
  expect(ready.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));

  // Liveness: the process is up, so it is not restarted for what a restart cannot mend.
  const health = await call(app, { method: 'GET', url: API.health });
  expect(health.status).toBe(200);

  if (webBuilt) {
    for (const url of [PAGES.home, paths.searchJobs('q=driver'), paths.jobView(1)]) {
      const page = await app.inject({ method: 'GET', url });
      expect([url, page.statusCode, page.headers['content-type']]).toEqual([
        url,
        503,
        'text/html; charset=utf-8',
      ]);
      expect(page.body).toContain(ANSWERS.unavailable);
      expect(page.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    }
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('when the PostgreSQL database is gone', () => {
  it('answers 503 once its database is dropped under it, connections and all', async () => {
    const t = await startTestApp('postgres');
    try {
      const { token } = await signedIn(t.app, t.database.db, 'candidate');
      expect((await call(t.app, { method: 'GET', url: API.me, token })).status).toBe(200);
      expect((await call(t.app, { method: 'GET', url: API.ready })).status).toBe(200);

      const [{ name }] = (
        (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      // Terminates the app's open connections, then removes the database.
      await admin.query(`drop database ${pg.escapeIdentifier(name)} with (force)`);
      await admin.end();

      await expectUnavailable(t.app, token);
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the server does not answer at its address', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.port = String(await closedPort());
    const database = await openDatabase({ url: url.toString() });
    const app = await appOver(database);
    try {
      await expectUnavailable(app, 'a-token-no-session-has');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('when the PGlite database is closed under the app', () => {
  it('answers 503 on every kind of route, and readiness says so', async () => {
    const t = await startTestApp('pglite');
    try {
      const { token } = await signedIn(t.app, t.database.db, 'candidate');
      await t.database.close();
      await expectUnavailable(t.app, token);
    } finally {
      await t.close();
    }
  });
});

describe.each(DATABASES)('readiness (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());
  const ready = () => call(t.app, { method: 'GET', url: API.ready });

  it('is ready on a migrated database, and says nothing personal', async () => {
    const res = await ready();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: 'ready', database: kind } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready on a database without the latest migration of this build', async () => {
    const { db } = t.database;
    const latest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [row] = (
      (await db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${latest} returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ ...UNAVAILABLE, reason: 'migrations_missing' });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`,
      );
    }
    expect((await ready()).status).toBe(200);
  });

  it('is not ready when a core table cannot be read', async () => {
    const { db } = t.database;
    await db.execute(sql`alter table users rename to users_elsewhere`);
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ ...UNAVAILABLE, reason: 'schema_missing' });
    } finally {
      await db.execute(sql`alter table users_elsewhere rename to users`);
    }
    expect((await ready()).status).toBe(200);
  });
});

describe('readiness before migrations', () => {
  it('is not ready on a database that was never migrated', async () => {
    const database = await openDatabase({ dataDir: null });
    const app = await appOver(database);
    try {
      const res = await call(app, { method: 'GET', url: API.ready });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ ...UNAVAILABLE, reason: 'migrations_missing' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
