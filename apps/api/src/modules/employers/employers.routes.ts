import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANSWERS } from '@logicareers/shared/messages';
import { ZEmployerRegisterRequest } from '@logicareers/shared/schemas/employer';
import { bodyOf } from '../../lib/body';
import { parse } from '../../lib/validate';
import { activateEmployer, listPendingEmployers, registerEmployer } from './employers.service';

const ZCompanyIdParams = z.object({
  id: z.coerce.number({ error: 'Employer id must be a number' }).int().positive(),
});

export async function employersRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const formLimit = { max: ctx.env.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' };

  app.post(
    '/api/employers/register',
    { config: { access: 'public', rateLimit: formLimit } },
    async (request, reply) => {
      const input = parse(ZEmployerRegisterRequest, bodyOf(request));
      await registerEmployer(ctx, input);
      return reply.code(201).send({ message: ANSWERS.employerRegistered, data: null });
    },
  );

  app.get(
    '/api/employers/pending',
    { config: { access: { permission: 'employers.activate' } } },
    async () => ({
      data: await listPendingEmployers(ctx.db),
    }),
  );

  app.post(
    '/api/employers/:id/activate',
    { config: { access: { permission: 'employers.activate' } } },
    async (request) => {
      const { id } = parse(ZCompanyIdParams, request.params);
      return { message: await activateEmployer(ctx, id), data: null };
    },
  );
}
