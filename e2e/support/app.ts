import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../apps/api/src/db/schema';
import { startTestApp, type TestApp } from '../../apps/api/src/test/harness';

export interface RunningApp extends TestApp {
  url: string;
  /** The newest e-mail queued for an address. */
  lastMailTo(to: string, kind?: string): Promise<{ subject: string; text: string } | undefined>;
}

/** The whole app (API + built web app) on a random port over a fresh PGlite database with demo data. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const t = await startTestApp('pglite', { DEMO: 'true', ...env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return {
    ...t,
    url: `http://127.0.0.1:${port}`,
    async lastMailTo(to, kind) {
      const rows = await t.database.db
        .select({ subject: outbox.subject, text: outbox.text, kind: outbox.kind })
        .from(outbox)
        .where(eq(outbox.to, to.toLowerCase()))
        .orderBy(desc(outbox.createdAt));
      return rows.find((row) => !kind || row.kind === kind);
    },
  };
}
