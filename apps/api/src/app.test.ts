import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zOk } from '@logicareers/shared/schemas/common';
import { ANSWERS } from '@logicareers/shared/messages';
import { signedIn } from './test/factories';
import { call, startTestApp, type TestApp } from './test/harness';

/** Routes that exist only here, to see what the app does with what a handler answers. */
function testRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/test/leaky',
    {
      config: { access: 'public' },
      schema: { response: { 200: zOk(z.object({ id: z.number(), name: z.string() })) } },
    },
    // A handler that returns more than its schema names: the row with its secrets.
    async () =>
      ({
        data: { id: 7, name: 'Visible', password_hash: 'argon2id$secret', internal_note: 'x' },
        debug: 'also dropped',
      }) as unknown as { data: { id: number; name: string } },
  );
  typed.get('/api/test/broken', { config: { access: 'public' } }, async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
  });
  // An answer of `size` bytes of JSON, as large as a page of search results with its facets.
  typed.get(
    '/api/test/sized',
    {
      config: { access: 'public' },
      schema: { querystring: z.object({ size: z.coerce.number().int().min(0).max(200_000) }) },
    },
    async (request) => ({ data: 'logistics '.repeat(request.query.size / 10) }),
  );
  typed.post(
    '/api/test/input',
    {
      config: { access: 'public' },
      schema: {
        body: z.object({ name: z.string({ error: 'Name is required' }).min(1) }),
        response: { 200: zOk(z.object({ name: z.string() })) },
      },
    },
    async (request) => ({ data: { name: request.body.name } }),
  );
}

describe('what leaves the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {}, testRoutes);
  });
  afterAll(() => t?.close());

  it('drops the fields a response schema does not name', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/test/leaky' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id: 7, name: 'Visible' } });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('compresses an answer a browser accepts compressed, brotli first, and its length is known', async () => {
    const sized = (size: number, encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/test/sized?size=${size}`,
        headers: { 'accept-encoding': encoding },
      });
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    // A search answer's size, and one past what is compressed in one call (streamed).
    for (const size of [17_000, 100_000])
      for (const [accepted, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const res = await sized(size, accepted);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.rawPayload.length).toBeLessThan(size / 10);
        if (size < 64 * 1024)
          expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        const body = JSON.parse(decode[encoding](res.rawPayload).toString()) as { data: string };
        expect(body.data).toBe('logistics '.repeat(size / 10));
      }
    // Small answers, and answers to a client that accepts none, are sent as they are.
    const small = await sized(500, 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await sized(17_000, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ data: 'logistics '.repeat(1_700) });
  });

  it('hides the internals of a server error and names its code', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/test/broken' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      message: ANSWERS.internal,
      code: 'INTERNAL',
      request_id: expect.any(String),
    });
    const text = JSON.stringify(res.body);
    for (const internal of ['ECONNREFUSED', 'hunter2', 'stack', 'at ', '.ts']) {
      expect(text).not.toContain(internal);
    }
  });

  it('validates input with the route schema and keeps the field-by-field error shape', async () => {
    const ok = await call(t.app, {
      method: 'POST',
      url: '/api/test/input',
      payload: { name: 'A' },
    });
    expect(ok.body).toEqual({ data: { name: 'A' } });
    // No body at all is read as an empty one: each missing field gets its own message.
    const empty = await call(t.app, { method: 'POST', url: '/api/test/input' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: { name: 'Name is required' }, code: 'VALIDATION' });
  });

  it('gives every error body a stable code beside its message', async () => {
    const invalid = await call(t.app, {
      method: 'POST',
      url: '/api/user/candi_login',
      payload: { email: 'not an e-mail', password: 'x' },
    });
    expect([invalid.status, invalid.body.code]).toEqual([400, 'VALIDATION']);
    expect(typeof invalid.body.message).toBe('object');

    const anonymous = await call(t.app, { method: 'GET', url: '/api/user/' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: ANSWERS.unauthenticated, code: 'UNAUTHENTICATED' });

    const { token } = await signedIn(t.app, t.database.db, 'candidate');
    const refused = await call(t.app, { method: 'GET', url: '/api/user/list', token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: ANSWERS.forbidden, code: 'FORBIDDEN' });

    const missing = await call(t.app, { method: 'GET', url: '/api/no-such-call' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: ANSWERS.notFound, code: 'NOT_FOUND' });

    const notJson = await call(t.app, {
      method: 'POST',
      url: '/api/user/candi_login',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.body).toEqual({
      message: 'The request body is not valid JSON',
      code: 'VALIDATION',
    });
  });
});
