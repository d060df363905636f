import type { FastifyInstance } from 'fastify';
import { demoCredentials } from './demo-accounts';

/** Registered only in demo mode: with DEMO=false the credentials page does not exist. */
export async function demoRoutes(app: FastifyInstance) {
  app.get(
    '/api/demo/credentials',
    {
      config: {
        access: 'public',
        docs: {
          summary: 'List the sign-in details of the demo accounts',
          description: 'Exists only when the site runs in demo mode.',
        },
      },
    },
    async () => ({
      data: demoCredentials(),
    }),
  );
}
