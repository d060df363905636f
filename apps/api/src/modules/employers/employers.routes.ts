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
    {
      config: {
        access: 'public',
        rateLimit: formLimit,
        docs: {
          summary: 'Register a company and its first employer user',
          description:
            'The company awaits activation by an administrator before its users can sign in. A sign-in e-mail that already has an account gets the same answer; its owner is told by e-mail.',
          body: ZEmployerRegisterRequest,
        },
      },
    },
    async (request, reply) => {
      const input = parse(ZEmployerRegisterRequest, bodyOf(request));
      await registerEmployer(ctx, input);
      return reply.code(201).send({ message: ANSWERS.employerRegistered, data: null });
    },
  );

  app.get(
    '/api/employers/pending',
    {
      config: {
        access: { permission: 'employers.activate' },
        docs: { summary: 'List the employers awaiting activation' },
      },
    },
    async () => ({
      data: await listPendingEmployers(ctx.db),
    }),
  );

  app.post(
    '/api/employers/:id/activate',
    {
      config: {
        access: { permission: 'employers.activate' },
        docs: {
          summary: 'Activate a pending employer',
          description:
            'Its users can sign in from then on and are told by e-mail. An unknown employer answers 404; one that is not pending answers 409.',
          params: ZCompanyIdParams,
        },
      },
    },
    async (request) => {
      const { id } = parse(ZCompanyIdParams, request.params);
      return { message: await activateEmployer(ctx, id), data: null };
    },
  );
}
