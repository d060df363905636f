import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { outbox } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { deliverDueMail } from './outbox';
import { smtpTransport } from './transport';
import { startWorker } from '../../worker/worker';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP peer on a random local port that keeps what it receives. */
async function startSmtpPeer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return {
    received,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function closedPort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.each(DATABASES)('e-mail outbox (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const rowsFor = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));

  it('delivers queued mail to the SMTP peer exactly once', async () => {
    const peer = await startSmtpPeer();
    const transport = smtpTransport(
      `smtp://127.0.0.1:${peer.port}`,
      'LogiCareers <no-reply@logicareers.ae>',
    );
    try {
      const user = await buildUser(t.database.db, 'candidate');
      expect(
        (
          await call(t.app, {
            method: 'POST',
            url: '/api/user/request-otp',
            payload: { email: user.email },
          })
        ).status,
      ).toBe(200);
      await deliverDueMail(t.database.db, transport);
      const mine = peer.received.filter((m) => m.to.includes(user.email));
      expect(mine).toHaveLength(1);
      expect(mine[0].raw).toMatch(/Subject: Your LogiCareers verification code: \d{6}/);
      const [row] = await rowsFor(user.email);
      expect(row.status).toBe('sent');
      expect(row.sentAt).not.toBeNull();
      await deliverDueMail(t.database.db, transport);
      expect(peer.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    } finally {
      transport.close();
      await peer.close();
    }
  });

  it('loses nothing while SMTP is down and delivers once it is back', async () => {
    const downPort = await closedPort();
    const down = smtpTransport(`smtp://127.0.0.1:${downPort}`, 'no-reply@logicareers.ae');
    const user = await buildUser(t.database.db, 'candidate');
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/user/request-otp',
      payload: { email: user.email },
    });
    expect(res.status).toBe(200);
    await deliverDueMail(t.database.db, down);
    down.close();
    let [row] = await rowsFor(user.email);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    const peer = await startSmtpPeer();
    const up = smtpTransport(`smtp://127.0.0.1:${peer.port}`, 'no-reply@logicareers.ae');
    try {
      await deliverDueMail(t.database.db, up);
      expect(peer.received.filter((m) => m.to.includes(user.email))).toHaveLength(0); // not due yet
      await t.database.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(outbox.id, row.id));
      await deliverDueMail(t.database.db, up);
      await deliverDueMail(t.database.db, up);
      expect(peer.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
      [row] = await rowsFor(user.email);
      expect(row.status).toBe('sent');
      expect(row.attempts).toBe(2);
    } finally {
      up.close();
      await peer.close();
    }
  });

  it('never sends twice a message whose worker died mid-send', async () => {
    const user = await buildUser(t.database.db, 'candidate');
    await call(t.app, {
      method: 'POST',
      url: '/api/user/request-otp',
      payload: { email: user.email },
    });
    const [row] = await rowsFor(user.email);
    await t.database.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, row.id));
    const peer = await startSmtpPeer();
    const transport = smtpTransport(`smtp://127.0.0.1:${peer.port}`, 'no-reply@logicareers.ae');
    try {
      await deliverDueMail(t.database.db, transport);
      expect(peer.received.filter((m) => m.to.includes(user.email))).toHaveLength(0);
      const [after] = await rowsFor(user.email);
      expect(after.status).toBe('failed');
    } finally {
      transport.close();
      await peer.close();
    }
  });

  it('the worker delivers on its own tick', async () => {
    const peer = await startSmtpPeer();
    const transport = smtpTransport(`smtp://127.0.0.1:${peer.port}`, 'no-reply@logicareers.ae');
    const worker = startWorker({
      db: t.database.db,
      transport,
      log: t.app.log,
      intervalMs: 60_000,
    });
    try {
      const user = await buildUser(t.database.db, 'candidate');
      await call(t.app, {
        method: 'POST',
        url: '/api/user/request-otp',
        payload: { email: user.email },
      });
      await worker.tick();
      expect(peer.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    } finally {
      await worker.stop();
      transport.close();
      await peer.close();
    }
  });
});
