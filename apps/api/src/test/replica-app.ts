import { startPgReplica, startPgServer, type PgReplica, type PgServer } from './pg-cluster';
import { startTestApp, type TestApp } from './harness';

export interface ReplicaTestApp extends TestApp {
  primary: PgServer;
  replica: PgReplica;
}

/**
 * The app over a PostgreSQL server of its own (DATABASE_URL) and a streaming replica of it
 * (DATABASE_READ_URL). With `waitForReplay`, each request first waits until the replica has
 * replayed all that the primary holds, so that a test written for one database, which reads what it
 * has just written, runs unchanged over the pair. Everything is stopped and removed on `close`.
 */
export async function startReplicaTestApp(
  options: { waitForReplay?: boolean; overrides?: Record<string, string> } = {},
): Promise<ReplicaTestApp> {
  const primary = await startPgServer();
  let replica: PgReplica | undefined;
  try {
    replica = await startPgReplica(primary);
    const pair = replica;
    const t = await startTestApp(
      'postgres',
      { ...options.overrides, DATABASE_URL: primary.url, DATABASE_READ_URL: pair.url },
      options.waitForReplay
        ? (app) => app.addHook('onRequest', async () => pair.waitForReplay())
        : undefined,
    );
    return {
      ...t,
      primary,
      replica: pair,
      async close() {
        try {
          await t.close();
        } finally {
          await pair.destroy();
          await primary.destroy();
        }
      },
    };
  } catch (error) {
    await replica?.destroy();
    await primary.destroy();
    throw error;
  }
}
