import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { ZDemoCredential, zOk } from '@logicareers/shared/schemas/common';
import { demoCredentials } from './demo-accounts';

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
}
