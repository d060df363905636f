import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { ZDemoCredential, ZDemoMail, zOk } from '@logicareers/shared/schemas/common';
import { demoCredentials } from './demo-accounts';
import { demoMail } from './demo-mailbox';

/** Registered only in demo mode: with DEMO=false the credentials page does not exist. */
export async function demoRoutes(fastify: FastifyInstance) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    API.demoCredentials,
    {
      config: { access: 'public' },
      schema: {
        summary: 'List the sign-in details of the demo accounts',
        description: 'Exists only when the site runs in demo mode.',
        response: { 200: zOk(z.array(ZDemoCredential)) },
      },
    },
    async () => ({ data: demoCredentials() }),
  );

  fastify.withTypeProvider<ZodTypeProvider>().get(
    API.demoMailbox,
    {
      config: { access: { permission: 'outbox.read' } },
      schema: {
        summary: "Read the demo's mailbox",
        description:
          'Exists only in demo mode; holds mail only while no mail server is set (SMTP_URL) and never in production. Newest first; `to` keeps the e-mails to one address.',
        querystring: z.object({ to: z.string().trim().max(320).optional() }),
        response: { 200: zOk(z.array(ZDemoMail)) },
      },
    },
    async (request) => ({ data: demoMail(request.query.to) }),
  );
}
