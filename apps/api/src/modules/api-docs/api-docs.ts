import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Access } from '../access/access.policy';

/**
 * What a route tells the API reference about itself: one line of what it does, and the zod
 * schemas (from packages/shared) that its handler parses its input with.
 */
export interface RouteDocs {
  summary: string;
  description?: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Multipart file fields and what each holds, for upload routes. */
  files?: Record<string, string>;
}

const VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });

function accessText(access: Access | undefined) {
  if (access === 'public') return 'Open to everyone.';
  if (access === 'authenticated') return 'Any signed-in user.';
  if (access) return `Needs the permission \`${access.permission}\`.`;
  return 'Refused to everyone (no access rule).';
}

/** The section of the reference a route belongs to: the first part of its path after /api. */
export const sectionOf = (url: string) => url.split('/')[2] || 'api';

/** The OpenAPI operation of one route, built from its access rule and its `docs`. */
function operationOf(route: RouteOptions) {
  const docs = route.config?.docs;
  const access = route.config?.access;
  const schema: Record<string, unknown> = {
    tags: [sectionOf(route.url)],
    summary: docs?.summary ?? route.url,
    description: [docs?.description, accessText(access)].filter(Boolean).join('\n\n'),
    security: access === 'public' ? [] : [{ bearer: [] }],
  };
  if (docs?.params) schema.params = jsonSchema(docs.params);
  if (docs?.query) schema.querystring = jsonSchema(docs.query);
  if (docs?.files) {
    schema.consumes = ['multipart/form-data'];
    schema.body = {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(docs.files).map(([field, what]) => [
          field,
          { type: 'string', format: 'binary', description: what },
        ]),
      ),
      required: Object.keys(docs.files),
    };
  } else if (docs?.body) schema.body = jsonSchema(docs.body);
  return schema;
}

/**
 * The API reference: an OpenAPI document of every route under /api, generated from the routes
 * themselves, served at `/api/docs`. Must be registered before the routes it describes.
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'LogiCareers API',
        version: VERSION,
        description:
          'Every call of the job portal. Successful answers are `{ "message"?, "data" }`; errors are `{ "message": "text" }`, or for invalid input `{ "message": { "<field>": "<text>" } }`. Sign in through one of the `/api/user/*login` calls and send the token as `Authorization: Bearer <token>`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    hideUntagged: true,
    transform: ({ route, url }) => ({
      url,
      schema: url.startsWith('/api/') ? operationOf(route) : { hide: true },
    }),
  });
  app.get(
    '/api/docs',
    {
      config: {
        access: 'public',
        docs: { summary: 'This reference, as an OpenAPI 3 document' },
      },
    },
    async () => app.swagger(),
  );
}
