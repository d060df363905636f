import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../apps/api/src/db/schema';
import { runDueJobs } from '../../apps/api/src/modules/background-jobs/background-jobs';
import { messageToSend } from '../../apps/api/src/modules/mail/outbox';
import { writeComposedMail } from '../../apps/api/src/test/composed-mail';
import { startTestApp, type TestApp } from '../../apps/api/src/test/harness';
import { JOB_HANDLERS } from '../../apps/api/src/worker/worker';
import { launchBrowser } from './browser';

export interface RunningApp extends TestApp {
  url: string;
  /** The newest e-mail queued for an address, as it is sent. */
  lastMailTo(to: string, kind?: string): Promise<{ subject: string; text: string } | undefined>;
}

/** The whole app (API + built web app) on a random port over a fresh PGlite database with demo data. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const t = await startTestApp('pglite', { DEMO: 'true', ...env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    ...t,
    url,
    async lastMailTo(to, kind) {
      // Some mails are queued after the answer that promised them.
      await t.app.background.settled();
      // Bulk sends are written by the worker (decision 032), which this app does not run.
      while (await runDueJobs(t.database.db, JOB_HANDLERS, { budgetMs: 30_000, log: t.app.log }));
      await writeComposedMail(t.database.db, url);
      const rows = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, to.toLowerCase()))
        .orderBy(desc(outbox.createdAt));
      const row = rows.find((candidate) => !kind || candidate.kind === kind);
      // As the recipient gets it: with the code or link the outbox shows masked.
      return row && messageToSend(row);
    },
  };
}

/**
 * The start-up of a browser test file: the app and a browser are started together before its
 * tests and closed after them. Read `e2e.app` and `e2e.browser` inside the tests.
 */
export function useApp(env: Record<string, string> = {}) {
  const e2e = {} as { app: RunningApp; browser: Browser };
  beforeAll(async () => {
    [e2e.app, e2e.browser] = await Promise.all([startApp(env), launchBrowser()]);
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.app?.close();
  });
  return e2e;
}
