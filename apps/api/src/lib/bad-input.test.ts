import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PREFIX } from '@logicareers/shared/api';
import { PAGES, PUBLIC_RENDERED_PAGES, paths } from '@logicareers/shared/pages';
import { BUILTIN_ROLES, type Role } from '@logicareers/shared/roles';
import { ZApiError } from '@logicareers/shared/schemas/common';
import { ZJobSearchQuery } from '@logicareers/shared/schemas/jobs';
import type { RouteAccess } from '../modules/access/access.policy';
import { webDist } from '../modules/web/web.routes';
import { signedIn } from '../test/factories';
import { DATABASES, startTestApp, type TestApp } from '../test/harness';

/*
 * Bad input of every kind, sent to every route of the route table as a user who may call it: each
 * answer is a client error with the API's error shape, never a server error. A new route is covered
 * without editing this file.
 */

const webBuilt = fs.existsSync(path.join(webDist, 'index.html'));

/** What an answer must be: refused (4xx), refused as invalid (400), or anything but a 5xx. */
type Expectation = '400' | '4xx' | 'not 5xx';
interface Case {
  label: string;
  expect: Expectation;
  request: InjectOptions;
}

const NUL = '\u0000';
/** Ids no integer or uuid column holds, and text that is no id at all. */
const BAD_IDS = ['99999999999', '2147483648', '-1', '0', '1e3', '1.5', 'abc', '%E0%A4%A'];
const NESTING = 10_000;

/** The field names a zod schema of an object reads (through intersections, pipes and wrappers). */
function keysOf(schema: unknown): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  const def = schema.def as unknown as Record<string, unknown>;
  if (schema instanceof z.ZodIntersection) return [...keysOf(def.left), ...keysOf(def.right)];
  if (schema instanceof z.ZodPipe) return [...new Set([...keysOf(def.in), ...keysOf(def.out)])];
  if ('innerType' in def) return keysOf(def.innerType);
  return [];
}

/** The role that may call a route (the first of candidate, employer, master_admin that holds it). */
function roleFor(route: RouteAccess): Role | null {
  const { access } = route;
  if (access === 'public' || access === undefined) return null;
  if (access === 'authenticated') return 'candidate';
  const roles: Role[] = ['candidate', 'employer', 'consultancy_admin', 'master_admin'];
  return roles.find((role) => BUILTIN_ROLES[role].permissions.includes(access.permission))!;
}

const isId = (key: string) => /(^|_)ids?$/.test(key);
const hasBody = (method: string) => !['GET', 'HEAD'].includes(method);

/** A multipart body that stops in the middle: the connection dropped during an upload. */
function truncatedMultipart(field: string, where: 'file' | 'headers' | 'field') {
  const boundary = '----logicareers-test-boundary';
  const start = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"`;
  const body = {
    file: `${start}; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n1 0 obj`,
    headers: `--${boundary}\r\nContent-Disposit`,
    field: `${start}\r\n\r\nhalf a val`,
  }[where];
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A complete multipart form whose every field holds `value`. */
function multipartForm(fields: string[], value: string) {
  const form = new FormData();
  for (const field of fields) form.append(field, value);
  const request = new Request('http://x', { method: 'POST', body: form });
  return request;
}

/** The cases for one route: `base` is its URL with each parameter filled with a plausible value. */
async function casesFor(route: RouteAccess): Promise<Case[]> {
  const schema = route.schema ?? {};
  const params = keysOf(schema.params);
  const queryKeys = [
    ...new Set([
      ...keysOf(route.url === '/*' ? ZJobSearchQuery : schema.querystring),
      'unknown_key',
    ]),
  ];
  // A route that reads no body still gets one: what it does not read is checked all the same.
  const bodyKeys = keysOf(schema.body);
  const fields = bodyKeys.length ? bodyKeys : ['field'];
  // Each parameter but the one under test holds a value its schema accepts.
  const plausible = (name: string) =>
    ['state', '1', '00000000-0000-4000-8000-000000000000'].find((value) => {
      const parsed = (schema.params as z.ZodType | undefined)?.safeParse({ [name]: value });
      return parsed?.success && (parsed.data as Record<string, unknown>)[name] !== null;
    }) ?? '1';
  const fill = (url: string, except?: string, value?: string) =>
    url
      .replace(/:(\w+)/g, (_, name: string) => (name === except ? value! : plausible(name)))
      .replace(/\/\*$/, except === '*' ? `/${value}` : PAGES.searchJobs);
  const base = fill(route.url);
  const cases: Case[] = [];
  const get = (label: string, expect: Expectation, url: string) =>
    cases.push({ label, expect, request: { method: route.method as 'GET', url } });

  // Path parameters: NUL bytes and ids out of every column's range or of no type at all.
  const pathParams = route.url.endsWith('/*') ? ['*'] : params;
  for (const param of pathParams) {
    for (const value of ['%00', 'a%00b', '%00%00'])
      get(`:${param} = ${value}`, '400', fill(route.url, param, value));
    // A page path that is no id at all still gets the app (200), which says what is missing.
    const odd = param === '*' ? ['..%2f..%2fetc%2fpasswd', '%2e%2e/%2e%2e/package.json'] : [];
    for (const value of [...BAD_IDS, ...odd])
      get(
        `:${param} = ${value}`,
        param === '*' ? 'not 5xx' : '4xx',
        fill(route.url, param, encodeURI(value)),
      );
  }

  // Query parameters: NUL in each, then in all at once; ids out of range in each.
  for (const key of queryKeys) {
    for (const value of ['%00', 'text%00more'])
      get(`?${key}=${value}`, '400', `${base}?${key}=${value}`);
    for (const value of BAD_IDS)
      get(`?${key}=${value}`, 'not 5xx', `${base}?${key}=${encodeURIComponent(value)}`);
    get(`?${key}[]=%00`, '400', `${base}?${key}=a&${key}=%00`);
  }
  get('every query key = %00', '400', `${base}?${queryKeys.map((k) => `${k}=%00`).join('&')}`);
  get('%00 in a query key', '400', `${base}?a%00b=1`);

  if (!hasBody(route.method)) return cases;
  const send = (label: string, expect: Expectation, request: Omit<InjectOptions, 'url'>) =>
    cases.push({
      label,
      expect,
      request: { method: route.method as 'POST', url: base, ...request },
    });
  const json = (payload: unknown) => ({
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });
  const every = (value: unknown) => Object.fromEntries(fields.map((key) => [key, value]));

  // JSON bodies: NUL in every string field, nested and in keys; ids out of range.
  send('body: every field = NUL', '400', json(every(NUL)));
  send('body: every field = text with NUL', '400', json(every(`text${NUL}more`)));
  send('body: every field = [NUL]', '400', json(every(['1', NUL])));
  send('body: every field = { nested: NUL }', '400', json(every({ nested: { deeper: NUL } })));
  send('body: NUL in a key', '400', json({ ...every('1'), [`a${NUL}b`]: 'x' }));
  for (const key of bodyKeys) {
    send(`body: ${key} = NUL`, '400', json({ [key]: NUL }));
    if (!isId(key)) continue;
    for (const value of [99999999999, 2147483648, -1, 0, 1e3, 1.5, 'abc', '99999999999']) {
      const payload = { [key]: key.endsWith('_ids') ? [value] : value };
      send(`body: ${key} = ${JSON.stringify(value)}`, 'not 5xx', json(payload));
    }
  }
  // Nesting that would take the stack of a recursive reader.
  send('body: objects nested 10000 deep', '4xx', {
    payload: `${'{"a":'.repeat(NESTING)}1${'}'.repeat(NESTING)}`,
    headers: { 'content-type': 'application/json' },
  });
  send('body: arrays nested 10000 deep', '4xx', {
    payload: `${'['.repeat(NESTING)}${']'.repeat(NESTING)}`,
    headers: { 'content-type': 'application/json' },
  });
  send('body: every field nested 10000 deep', '4xx', {
    payload: JSON.stringify(every(0)).replace(/0/g, `${'['.repeat(NESTING)}${']'.repeat(NESTING)}`),
    headers: { 'content-type': 'application/json' },
  });

  // Multipart: cut off in a file, in the part headers, in a field; without a boundary; NUL fields.
  const [field] = fields;
  for (const where of ['file', 'headers', 'field'] as const)
    send(`multipart: cut off in the ${where}`, '4xx', truncatedMultipart(field, where));
  send('multipart: no boundary', '4xx', {
    payload: 'x',
    headers: { 'content-type': 'multipart/form-data' },
  });
  const form = multipartForm(fields, `text${NUL}more`);
  send('multipart: every field = text with NUL', '400', {
    payload: Buffer.from(await form.arrayBuffer()),
    headers: { 'content-type': form.headers.get('content-type')! },
  });
  send('form: every field = %00', '400', {
    payload: fields.map((k) => `${k}=%00`).join('&'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return cases;
}

function judge(route: RouteAccess, test: Case, status: number, body: string): string | null {
  const ok =
    test.expect === '400'
      ? status === 400
      : test.expect === '4xx'
        ? status >= 400 && status < 500
        : status < 500;
  let shaped = true;
  if (status >= 400 && route.url.startsWith(API_PREFIX)) {
    try {
      shaped = ZApiError.safeParse(JSON.parse(body)).success;
    } catch {
      shaped = false;
    }
  }
  if (ok && shaped) return null;
  return `${route.method} ${route.url} [${test.label}] -> ${status} ${body.slice(0, 160)}`;
}

describe.each(DATABASES)('bad input to every route (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { DEMO: 'true' });
  });
  afterAll(() => t?.close());

  it('answers NUL bytes, odd ids, deep JSON and cut-off uploads with a 4xx in the error shape', async () => {
    const routes = t.app.routeAccess.filter(
      (route) => route.method !== 'HEAD' && (webBuilt || route.url.startsWith(API_PREFIX)),
    );
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const role = roleFor(route);
      // A user of its own for each route, so that no route's answer touches another's.
      const signIn = async () => (role ? (await signedIn(t.app, t.database.db, role)).token : null);
      let token = await signIn();
      const send = (test: Case) =>
        t.app.inject({
          ...test.request,
          headers: {
            ...(test.request.headers ?? {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        });
      for (const test of await casesFor(route)) {
        let res = await send(test);
        // A case the route accepted may have signed the user out: again, signed in anew.
        if (res.statusCode === 401 && token) {
          token = await signIn();
          res = await send(test);
        }
        sent++;
        const failure = judge(route, test, res.statusCode, res.body);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    // Thousands of requests, a signed-in user per route: it grows with every route.
  }, 300_000);

  describe.runIf(webBuilt)('pages rendered on the server', () => {
    it('answer a NUL byte in the query with a 400 page, and odd filters without failing', async () => {
      const pages = [...PUBLIC_RENDERED_PAGES, paths.jobView(1), paths.employerJobs(1)];
      const failures: string[] = [];
      for (const page of pages) {
        for (const [query, expected] of [
          ['q=%00', 400],
          ['q=job%00', 400],
          ['state=%00', 400],
          ['state=99999999999', null],
          ['company=99999999999', null],
          ['page=99999999999', null],
          ['page=abc', null],
          ['designation=-1,1e3', null],
        ] as const) {
          const res = await t.app.inject({ method: 'GET', url: `${page}?${query}` });
          const html = String(res.headers['content-type']).startsWith('text/html');
          const good = expected ? res.statusCode === expected : res.statusCode < 500;
          if (!good || !html) failures.push(`${page}?${query} -> ${res.statusCode}`);
        }
      }
      expect(failures).toEqual([]);
    });
  });
});
