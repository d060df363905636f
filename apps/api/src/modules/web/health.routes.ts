import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { ANSWERS } from '@logicareers/shared/messages';
import { ZHealth, ZNotReady, zOk, ZReadiness } from '@logicareers/shared/schemas/common';
import { readiness } from '../../db/readiness';
import { RETRY_AFTER_SECONDS } from '../../lib/error-answers';

/** Whether the process is up (liveness), and whether it can serve (readiness). */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    API.health,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Check that the server process is up (liveness)',
        description: `Answers \`{ status: "ok", database }\` without asking the database, so that a database outage does not get the process restarted; \`${API.ready}\` tells whether it can serve.`,
        response: { 200: zOk(ZHealth) },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ data: { status: 'ok', database: app.ctx.dialect } }),
  );
  app.get(
    API.ready,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Check that the server can serve requests (readiness)',
        description:
          'Asks the database whether it holds the latest migration of this build and whether a core table can be read, and the read replica (when there is one) whether it answers. 503 with a `reason` (and `Retry-After`) when it cannot: `database_unreachable`, `migrations_missing`, `schema_missing`, `database_error` or `replica_unreachable`.',
        response: { 200: zOk(ZReadiness), 503: ZNotReady },
      },
    },
    async (request, reply) => {
      const state = await readiness(app.ctx.db, app.ctx.readDb);
      void reply.header('cache-control', 'no-store');
      if (state.ready) return reply.send({ data: { status: 'ready', database: app.ctx.dialect } });
      request.log.warn({ err: state.error, reason: state.reason }, 'not ready');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: ANSWERS.unavailable, code: 'SERVICE_UNAVAILABLE', reason: state.reason });
    },
  );
}
