import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../test/harness';

type Operation = {
  summary: string;
  tags: string[];
  description: string;
  security: unknown[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
};

/** `/api/jobs/:id` as OpenAPI writes it: `/api/jobs/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('the API reference at /api/docs', () => {
  let t: TestApp;
  let doc: Document;
  const operation = (method: string, url: string) => doc.paths[openApiPath(url)]?.[method];

  beforeAll(async () => {
    t = await startTestApp('pglite', { DEMO: 'true' });
    const res = await call(t.app, { method: 'GET', url: '/api/docs' });
    expect(res.status).toBe(200);
    doc = res.body as unknown as Document;
  });
  afterAll(() => t?.close());

  it('is an OpenAPI 3 document of the LogiCareers API, open without signing in', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('LogiCareers API');
  });

  it('describes every API route with a summary, its section and who may call it', () => {
    const routes = t.app.routeAccess.filter(
      (route) => route.url.startsWith('/api/') && route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(60);
    const undocumented = routes.filter((route) => {
      const op = operation(route.method.toLowerCase(), route.url);
      return !op || op.summary === route.url || op.summary.trim() === '';
    });
    expect(undocumented.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    for (const route of routes) {
      const op = operation(route.method.toLowerCase(), route.url)!;
      expect(op.tags).toEqual([route.url.split('/')[2]]);
      if (route.access === 'public') expect(op.security).toEqual([]);
      else expect(op.security).toEqual([{ bearer: [] }]);
      if (typeof route.access === 'object')
        expect(op.description).toContain(`\`${route.access.permission}\``);
    }
    // Pages, the sitemap and robots.txt are not part of the API.
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('has the schema of the successful answer of every API route', async () => {
    const routes = t.app.routeAccess.filter(
      (route) => route.url.startsWith('/api/') && route.method !== 'HEAD',
    );
    const withoutAnswer = routes
      .filter((route) => {
        const responses = operation(route.method.toLowerCase(), route.url)?.responses ?? {};
        return !Object.entries(responses).some(
          ([status, answer]) => /^2\d\d$/.test(status) && answer.content,
        );
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutAnswer).toEqual([]);
    // And every error answer has its message and code.
    const error = operation('get', '/api/docs')!.responses['4XX'].content!['application/json'];
    expect(error.schema).toMatchObject({ required: ['message', 'code'] });
  });

  it('carries the request schemas the handlers parse with, from the shared contract', () => {
    const apply = operation('post', '/api/jobs/apply')!;
    expect(apply.description).toContain('`jobs.apply`');
    const body = apply.requestBody!.content['application/json'].schema as {
      properties: Record<string, { type: string; maxLength?: number }>;
      required: string[];
    };
    expect(body.required).toEqual(['job_id']);
    expect(body.properties.job_id.type).toBe('integer');
    expect(body.properties.cover_note).toMatchObject({ type: 'string', maxLength: 2000 });

    const search = operation('get', '/api/jobs/search')!;
    expect(search.security).toEqual([]);
    const names = search.parameters!.filter((p) => p.in === 'query').map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['q', 'state', 'designation', 'sort', 'cursor']));

    const upload = operation('post', '/api/candidate/cv')!;
    const form = upload.requestBody!.content['multipart/form-data'].schema as {
      properties: Record<string, { type: string; format: string }>;
    };
    expect(form.properties.cv).toMatchObject({ type: 'string', format: 'binary' });

    const applicants = operation('get', '/api/jobs/:id/applicants')!;
    expect(applicants.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path', required: true })]),
    );
  });
});
