import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import { ANSWERS } from '@logicareers/shared/messages';
import { call, createServerDatabase, DATABASES, startTestApp } from './test/harness';
import {
  buildServer,
  freePort,
  refused,
  spawnServer,
  until,
  type ServerProcess,
} from './test/processes';

describe('a draining app', () => {
  it('answers the readiness check 503 and everything else as before', async () => {
    const t = await startTestApp('pglite');
    try {
      expect((await call(t.app, { method: 'GET', url: API.ready })).status).toBe(200);
      t.app.draining.start();
      const ready = await call(t.app, { method: 'GET', url: API.ready });
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', reason: 'shutting_down' });
      const live = await t.app.inject({ method: 'GET', url: API.health });
      expect(live.statusCode).toBe(200);
      // Each answer closes its connection: kept-alive connections end with what they carry.
      expect(live.headers.connection).toBe('close');
    } finally {
      await t.close();
    }
  });
});

/** A JSON POST whose headers go now and whose body goes when `finish` is called. */
function slowPost(port: number, url: string, body: object) {
  const payload = JSON.stringify(body);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: url,
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
  });
  const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode!, body: JSON.parse(text) as unknown }),
      );
    });
  });
  request.flushHeaders();
  return { answer, finish: () => request.end(payload) };
}

describe.each(DATABASES)('the server process on SIGTERM (%s)', (kind) => {
  let server: ServerProcess | undefined;
  const cleanup: (() => Promise<unknown>)[] = [];
  beforeAll(() => buildServer(), 120_000);
  afterEach(async () => {
    server?.kill();
    for (const step of cleanup.splice(0)) await step();
  });

  it('finishes the request in flight, takes no new connection and exits 0', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'logicareers-shutdown-'));
    cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const database = kind === 'postgres' ? await createServerDatabase() : null;
    if (database) cleanup.push(database.drop);
    const port = await freePort();
    server = spawnServer('main', {
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    await server.waitForLog((l) => /is ready at/.test(l.msg), 'the server to listen');

    // A request whose body is still on its way when the signal comes.
    const inFlight = slowPost(port, API.requestOtp, { email: 'someone@example.ae' });
    await server.waitForLog(
      (l) => l.msg === 'incoming request' && (l.req as { url?: string }).url === API.requestOtp,
      'the request to arrive',
    );
    server.child.kill('SIGTERM');
    await server.waitForLog((l) => l.msg === 'shutting down', 'the shutdown to begin');
    await until(() => refused(port), 'new connections to be refused');

    inFlight.finish();
    expect(await inFlight.answer).toEqual({
      status: 200,
      body: { message: ANSWERS.otpSent, data: null },
    });
    // The hard limit exits 1 after 10 s: 0 means all finished within it.
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.logs.some((l) => l.msg === 'shut down')).toBe(true);
  });
});
