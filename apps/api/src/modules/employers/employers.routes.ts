import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import {
  ZAccountStatusRequest,
  ZDone,
  zOk,
  ZPendingEmployer,
} from '@logicareers/shared/schemas/common';
import { ANSWERS } from '@logicareers/shared/messages';
import { ZEmployerIdParams, ZEmployerRegisterRequest } from '@logicareers/shared/schemas/employer';
import {
  activateEmployer,
  listPendingEmployers,
  registerEmployer,
  setEmployerStatus,
} from './employers.service';
import { requireUser } from '../access/access.policy';
import { clientsRoutes } from './clients.routes';
import { companyRoutes } from './company.routes';
import { companyUsersRoutes } from './company-users.routes';
import { perAddress, publicForm } from '../../lib/route-helpers';

const activate = { permission: 'employers.activate' } as const;

export async function employersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  await companyRoutes(fastify);
  await companyUsersRoutes(fastify);
  await clientsRoutes(fastify);

  publicForm(app, API.employerRegister, {
    summary: 'Register a company and its first employer user',
    description:
      'The company awaits activation by an administrator before its users can sign in. A sign-in e-mail that already has an account gets the same answer; its owner is told by e-mail.',
    body: ZEmployerRegisterRequest,
    rateLimit: perAddress(ctx.env, 'auth'),
    module: 'employer_signup',
    message: ANSWERS.employerRegistered,
    take: (form) => registerEmployer(ctx, form),
  });

  app.get(
    API.pendingEmployers,
    {
      config: { access: activate },
      schema: {
        summary: 'List the employers awaiting activation',
        response: { 200: zOk(z.array(ZPendingEmployer)) },
      },
    },
    async () => ({ data: await listPendingEmployers(ctx.db) }),
  );

  app.post(
    API.activateEmployer.pattern,
    {
      config: { access: activate },
      schema: {
        summary: 'Activate a pending employer',
        description:
          'Its users can sign in from then on and are told by e-mail. An unknown employer answers 404; one that is not pending answers 409.',
        params: ZEmployerIdParams,
        response: { 200: ZDone },
      },
    },
    async (request) => ({
      message: await activateEmployer(ctx, requireUser(request), request.params.id),
      data: null,
    }),
  );

  app.put(
    API.employerStatus.pattern,
    {
      config: { access: activate },
      schema: {
        summary: 'Disable or re-enable an employer',
        description:
          'Disabling signs every user of the employer out at once (their sessions are revoked), and none can sign in until it is enabled again. An unknown employer answers 404; one awaiting activation answers 409.',
        params: ZEmployerIdParams,
        body: ZAccountStatusRequest,
        response: { 200: ZDone },
      },
    },
    async (request) => ({
      message: await setEmployerStatus(
        ctx,
        requireUser(request),
        request.params.id,
        request.body.status,
      ),
      data: null,
    }),
  );
}
