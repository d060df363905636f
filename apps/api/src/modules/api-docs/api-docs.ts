import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, API_PREFIX } from '@logicareers/shared/api';
import { ZApiError } from '@logicareers/shared/schemas/common';
import { API_ROOT } from '../../lib/paths';
import type { Access } from '../access/access.policy';

const VERSION = (
  JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

function accessText(access: Access | undefined) {
  if (access === 'public') return 'Open to everyone.';
  if (access === 'authenticated') return 'Any signed-in user.';
  if (access) return `Needs the permission \`${access.permission}\`.`;
  return 'Refused to everyone (no access rule).';
}

/** The section of the reference a route belongs to: the first part of its path after /api. */
export const sectionOf = (url: string) => url.split('/')[2] || 'api';

/** The request and response schemas of a route, from the zod schemas it declares. */
const fromRouteSchema = createJsonSchemaTransform({});

/** What every route may answer when it fails. */
const ERROR_RESPONSE = z.toJSONSchema(ZApiError, { target: 'openapi-3.0', io: 'output' });

type SwaggerDocument = Parameters<typeof fromRouteSchema>[0];

/** The OpenAPI operation of one route: its schemas, its section and who may call it. */
function operationOf(document: SwaggerDocument) {
  const route = document.route as RouteOptions;
  const access = route.config?.access;
  const schema: Record<string, unknown> = { ...fromRouteSchema(document).schema };
  return {
    ...schema,
    tags: [sectionOf(route.url)],
    summary: (schema.summary as string | undefined) ?? route.url,
    description: [schema.description, accessText(access)].filter(Boolean).join('\n\n'),
    security: access === 'public' ? [] : [{ bearer: [] }],
    response: {
      ...(schema.response as Record<string, unknown> | undefined),
      '4xx': ERROR_RESPONSE,
      '5xx': ERROR_RESPONSE,
    },
  };
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
          'Every call of the job portal. Successful answers are `{ "message"?, "data" }`; errors are `{ "message": "text", "code": "NOT_FOUND" }`, or for invalid input `{ "message": { "<field>": "<text>" }, "code": "VALIDATION" }`; `code` is one of the stable codes listed in the error schema. Sign in through one of the sign-in calls of the `user` section and send the token as `Authorization: Bearer <token>`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    hideUntagged: true,
    transform: (document) => ({
      url: document.url,
      schema: document.url.startsWith(API_PREFIX) ? operationOf(document) : { hide: true },
    }),
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    API.docs,
    {
      config: { access: 'public' },
      schema: {
        summary: 'This reference, as an OpenAPI 3 document',
        response: { 200: z.looseObject({ openapi: z.string() }) },
      },
    },
    async () => app.swagger() as { openapi: string },
  );
}
