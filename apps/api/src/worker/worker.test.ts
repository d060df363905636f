import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { deliverDueMail, enqueueMail, type MailTransport } from '../modules/mail/outbox';
import { DATABASES, startTestApp, type TestApp } from '../test/harness';
import { until } from '../test/processes';
import { startWorker } from './worker';

/** What node-postgres says when the server went away under a query. */
const connectionLost = () => new Error('Connection terminated unexpectedly');

/**
 * The database behind a switch: while `down`, every query fails as if the server were gone; and
 * `failSentMarks` more attempts to mark an e-mail sent fail the same way.
 */
function flakyDb(db: Db) {
  const state = { down: false, failSentMarks: 0, sentMarkAttempts: 0 };
  const failing = () => {
    throw connectionLost();
  };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (state.down) return failing;
      if (property !== 'update') return (value as (...a: unknown[]) => unknown).bind(target);
      return (table: typeof outbox) => {
        const builder = target.update(table);
        return {
          set(values: { status?: string }) {
            if (values.status === 'sent') {
              state.sentMarkAttempts++;
              if (state.failSentMarks > 0) {
                state.failSentMarks--;
                return { where: () => Promise.reject(connectionLost()) };
              }
            }
            return builder.set(values as never);
          },
        };
      };
    },
  });
  return { db: proxy, state };
}

const message = (to: string) => ({
  kind: 'welcome_candidate' as const,
  to,
  subject: 'Hello',
  text: 'Hello there',
  secrets: [],
});

function recordingTransport() {
  const sent: string[] = [];
  const transport: MailTransport = {
    send: async (m) => void sent.push(m.to),
  };
  return { sent, transport };
}

describe.each(DATABASES)('the worker and an unreachable database (%s)', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('records an accepted e-mail as sent once the database answers again, and sends it once', async () => {
    t = await startTestApp(kind);
    const id = await enqueueMail(t.database.db, message('once@example.ae'));
    const { db, state } = flakyDb(t.database.db);
    state.failSentMarks = 3;
    const { sent, transport } = recordingTransport();

    expect(await deliverDueMail(db, transport)).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(state.sentMarkAttempts).toBe(4);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'sent', lastError: null, attempts: 1 });
    expect(await deliverDueMail(db, transport)).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(sent).toEqual(['once@example.ae']);
  });

  it('stops trying to record it when told to stop, leaving it neither sent again nor failed', async () => {
    t = await startTestApp(kind);
    const id = await enqueueMail(t.database.db, message('stop@example.ae'));
    const { db, state } = flakyDb(t.database.db);
    state.failSentMarks = 1_000;
    const stop = new AbortController();
    const { sent, transport } = recordingTransport();
    const delivering = deliverDueMail(db, transport, 20, stop.signal);
    await until(() => state.sentMarkAttempts >= 2, 'a second try');
    stop.abort();
    await expect(delivering).rejects.toThrow('Connection terminated');
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
    // Its lease runs out, then it is marked as interrupted, never sent twice.
    expect(row.status).toBe('sending');
    expect(sent).toEqual(['stop@example.ae']);
  });

  it('says once that the database is gone, waits, and goes on by itself when it is back', async () => {
    t = await startTestApp(kind);
    const logs: { level: number; msg: string }[] = [];
    const log = pino(
      { level: 'info' },
      {
        write: (line: string) => void logs.push(JSON.parse(line) as (typeof logs)[number]),
      },
    );
    const { db, state } = flakyDb(t.database.db);
    state.down = true;
    const { sent, transport } = recordingTransport();
    const worker = startWorker({
      db,
      transport,
      log,
      intervalMs: 5,
      alerts: { appUrl: 'http://localhost' },
      interviews: { appUrl: 'http://localhost', mailFrom: 'x@example.ae' },
      plans: { appUrl: 'http://localhost' },
    });
    try {
      await worker.tick();
      await worker.tick();
      await worker.tick();
      const warnings = () => logs.filter((l) => l.level >= 40);
      expect(warnings()).toHaveLength(1);
      expect(warnings()[0].msg).toMatch(/database cannot be reached/);

      await enqueueMail(t.database.db, message('after@example.ae'));
      state.down = false;
      await until(() => sent.includes('after@example.ae'), 'the e-mail after the outage');
      // Said at the end of the pass that sent it.
      await until(() => logs.some((l) => /database answers again/.test(l.msg)), 'the notice');
      expect(warnings()).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});
