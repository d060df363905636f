import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import type { TMasterOption } from '@logicareers/shared/schemas/jobs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './modules/demo/demo-accounts';
import { JOB_MASTER_KINDS, warehouseJobForm } from './test/factories';
import { createServerDatabase } from './test/harness';
import {
  buildServer,
  freePort,
  hasRedisServer,
  spawnServer,
  startRedis,
  until,
  type ServerProcess,
} from './test/processes';
import { startSmtpPeer } from './test/smtp-peer';

const EMPLOYER = DEMO_ACCOUNTS.find((a) => a.role === 'employer')!.email;

/** A JSON request to a process over HTTP, with a bearer token when given. */
async function request(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A page, not JSON.
  }
  return { status: response.status, body: body as { data?: unknown; token?: string } & object };
}

/** Everything a test of several processes starts, stopped in reverse order afterwards. */
function resources() {
  const stops: (() => Promise<unknown> | unknown)[] = [];
  return {
    add(stop: () => Promise<unknown> | unknown) {
      stops.push(stop);
    },
    async stopAll() {
      for (const stop of stops.splice(0).reverse()) await stop();
    },
  };
}

async function shared(started: ReturnType<typeof resources>) {
  const database = await createServerDatabase();
  started.add(database.drop);
  const redisPort = await freePort();
  const redis: ChildProcess = await startRedis(redisPort);
  started.add(() => redis.kill('SIGKILL'));
  const peer = await startSmtpPeer();
  started.add(peer.close);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'logicareers-cluster-'));
  started.add(() => fs.rm(dataDir, { recursive: true, force: true }));
  return {
    database,
    peer,
    env: {
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
      DATA_DIR: dataDir,
      DEMO: 'true',
      RATE_LIMIT_AUTH_PER_MINUTE: '5',
    },
  };
}

const ready = (server: ServerProcess) =>
  server.waitForLog((l) => /is ready at/.test(l.msg), 'an API process to listen');

describe.runIf(process.env.TEST_DATABASE_URL && hasRedisServer)(
  'two API processes and a worker process on one database',
  () => {
    const started = resources();
    // The job page is the built web app's page with the job's head.
    beforeAll(() => buildServer({ web: true }), 300_000);
    afterEach(() => started.stopAll(), 60_000);

    it('share sessions, changes, e-mail and rate limits', async () => {
      const { database, peer, env } = await shared(started);
      const [portA, portB] = [await freePort(), await freePort()];
      const spawnApi = (port: number) => {
        const server = spawnServer('main', { ...env, PORT: String(port), WORKER: 'false' });
        started.add(() => server.kill());
        return server;
      };
      // The first migrates and seeds; the second finds the database ready.
      await ready(spawnApi(portA));
      await ready(spawnApi(portB));
      const worker = spawnServer('worker-main', env);
      started.add(() => worker.kill());
      await worker.waitForLog((l) => l.msg === 'worker started', 'the worker');
      const [a, b] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];

      // A session made on one process is valid on the other.
      const signIn = await request(a, 'POST', API.login.employer, {
        body: { email: EMPLOYER, password: DEMO_PASSWORD },
      });
      expect(signIn.status).toBe(200);
      const token = signIn.body.token!;
      const me = await request(b, 'GET', API.me, { token });
      expect(me.status).toBe(200);
      expect(JSON.stringify(me.body)).toContain(EMPLOYER);

      // The sign-in budget of the address is one for both: 5 a minute, one spent above.
      const attempt = (base: string) =>
        request(base, 'POST', API.login.candidate, {
          body: { email: `${randomUUID()}@example.ae`, password: 'whatever' },
        });
      const statuses = [];
      for (const base of [b, a, b, a, b, a]) statuses.push((await attempt(base)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);

      // A job changed through one process is seen changed through the other at once.
      const lists = new Map(
        await Promise.all(
          JOB_MASTER_KINDS.map(
            async (kind) =>
              [
                kind,
                (await request(a, 'GET', API.master(kind))).body.data as TMasterOption[],
              ] as const,
          ),
        ),
      );
      const form = warehouseJobForm(
        (kind, name) => lists.get(kind)!.find((item) => item.name === name)!.id,
      );
      const created = await request(a, 'POST', API.jobs.managed, {
        token,
        body: { publish: true, ...form },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = (created.body.data as { id: number }).id;
      expect(
        ((await request(b, 'GET', API.jobs.one(id))).body.data as { title: string }).title,
      ).toBe('Warehouse Supervisor');
      const title = `Cold Chain Lead ${randomUUID().slice(0, 8)}`;
      const saved = await request(a, 'PUT', API.jobs.one(id), { token, body: { ...form, title } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      await until(
        async () =>
          ((await request(b, 'GET', API.jobs.one(id))).body.data as { title: string }).title ===
          title,
        'the other process to answer the new title',
        2_000,
      );
      await until(
        async () => String((await request(b, 'GET', paths.jobView(id))).body).includes(title),
        "the other process's job page to show the new title",
        2_000,
      );

      // An e-mail a request caused is sent once, by the worker process.
      expect((await request(a, 'POST', API.requestOtp, { body: { email: EMPLOYER } })).status).toBe(
        200,
      );
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      started.add(() => client.end());
      const rows = async () =>
        (
          await client.query<{ kind: string; status: string }>(
            'select kind, status from outbox where to_address = $1',
            [EMPLOYER],
          )
        ).rows;
      // The demo's own mail (an interviewer's notice, say) may reach the same address meanwhile.
      const codes = async () => (await rows()).filter((r) => r.kind === 'password_reset_code');
      await until(
        async () => (await codes()).some((r) => r.status === 'sent'),
        'the worker to send',
        60_000,
      ).catch(async (error: unknown) => {
        throw new Error(
          `${String(error)}: outbox ${JSON.stringify(await rows())}, worker log ${JSON.stringify(worker.logs)}`,
        );
      });
      expect(await codes()).toEqual([{ kind: 'password_reset_code', status: 'sent' }]);
      expect(
        peer.received.filter(
          (m) => m.to.includes(EMPLOYER) && m.raw.includes('Your LogiCareers verification code'),
        ),
      ).toHaveLength(1);
    }, 180_000);

    it('npm run start:cluster: prepares once, restarts a process that dies, stops on SIGTERM', async () => {
      const { env } = await shared(started);
      const port = await freePort();
      const primary = spawnServer('cluster-main', {
        ...env,
        PORT: String(port),
        API_PROCESSES: '2',
      });
      started.add(() => primary.kill());
      const base = `http://127.0.0.1:${port}`;
      await until(
        () => primary.logs.filter((l) => /is ready at/.test(l.msg)).length === 2,
        'both API processes to listen',
        60_000,
      );
      const startedLines = () => primary.logs.filter((l) => l.msg === 'process started');
      expect(startedLines().map((l) => l.role)).toEqual(['api', 'api', 'worker']);
      expect((await request(base, 'GET', API.health)).status).toBe(200);
      // Demo data was seeded once, by the first process, not by each API process.
      expect(primary.logs.filter((l) => /demo data seeded/.test(l.msg))).toHaveLength(1);

      const victim = startedLines()[0].pid as number;
      process.kill(victim, 'SIGKILL');
      await primary.waitForLog((l) => /starting it again/.test(l.msg), 'the restart notice');
      await until(
        () => primary.logs.filter((l) => /is ready at/.test(l.msg)).length === 3,
        'the restarted process to listen',
        60_000,
      );
      expect((await request(base, 'GET', API.health)).status).toBe(200);

      const children = startedLines().map((l) => l.pid as number);
      primary.child.kill('SIGTERM');
      expect(await primary.exited).toEqual({ code: 0, signal: null });
      const alive = children.filter((pid) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      });
      expect(alive).toEqual([]);
    }, 180_000);
  },
);
