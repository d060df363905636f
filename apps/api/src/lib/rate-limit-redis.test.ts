import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { API } from '@logicareers/shared/api';
import { call, LOGIN_PATH, startTestApp, type TestApp } from '../test/harness';
import { freePort, hasRedisServer, startRedis, until } from '../test/processes';

const randomAddress = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

describe.runIf(hasRedisServer)('rate limits through a Redis outage', () => {
  const servers: ChildProcess[] = [];
  afterAll(() => {
    for (const server of servers) server.kill('SIGKILL');
  });

  it('keep being enforced while Redis is away and are counted there again once it is back', async () => {
    const port = await freePort();
    servers.push(await startRedis(port));
    const logs: { level: number; msg: string }[] = [];
    const t: TestApp = await startTestApp(
      'pglite',
      {
        RATE_LIMIT_AUTH_PER_MINUTE: '3',
        REDIS_URL: `redis://127.0.0.1:${port}`,
        LOG_LEVEL: 'info',
      },
      undefined,
      { write: (line: string) => void logs.push(JSON.parse(line) as (typeof logs)[number]) },
    );
    const watcher = new Redis(port, '127.0.0.1', { retryStrategy: () => 100 });
    watcher.on('error', () => {});
    const countedInRedis = async () =>
      (await watcher.keys('logicareers:rate:*').catch(() => [])).length > 0;
    const attempt = (from: string) =>
      call(t.app, {
        method: 'POST',
        url: LOGIN_PATH.candidate,
        // An e-mail of its own each time: the per-e-mail sign-in throttle stays out of the way.
        payload: { email: `${randomUUID()}@b.ae`, password: 'whatever' },
        remoteAddress: from,
      });
    const exhaust = async (from: string) => {
      for (let i = 0; i < 3; i++) expect((await attempt(from)).status).toBe(401);
      expect((await attempt(from)).status).toBe(429);
    };
    try {
      // Counted in Redis while it answers (the first attempts may come before it is connected).
      await until(async () => {
        await attempt(randomAddress());
        return countedInRedis();
      }, 'counts in Redis');
      await exhaust(randomAddress());

      // Redis goes away: the limits hold, counted in the process, and the app keeps answering.
      servers[0].kill('SIGKILL');
      await until(async () => (await watcher.ping().catch(() => null)) === null, 'Redis down');
      const during = randomAddress();
      await exhaust(during);
      expect((await attempt(during)).status).toBe(429);
      expect((await call(t.app, { method: 'GET', url: API.health })).status).toBe(200);

      // Back (empty): counting goes back to Redis on its own.
      servers.push(await startRedis(port));
      await until(async () => (await watcher.ping().catch(() => null)) === 'PONG', 'Redis up');
      await until(async () => {
        await attempt(randomAddress());
        return countedInRedis();
      }, 'counts in Redis again');
      await exhaust(randomAddress());

      const warnings = logs.filter((l) => l.level === 40 && /Redis/.test(l.msg));
      expect(warnings).toHaveLength(1);
      expect(logs.some((l) => l.level === 30 && /Redis .* answers again/.test(l.msg))).toBe(true);
    } finally {
      watcher.disconnect();
      await t.close();
    }
  });
});
