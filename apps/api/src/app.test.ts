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
