import type { FastifyInstance } from 'fastify';
import { demoCredentials } from './demo-accounts';

/** Registered only in demo mode: with DEMO=false the credentials page does not exist. */
export async function demoRoutes(app: FastifyInstance) {
  app.get('/api/demo/credentials', { config: { access: 'public' } }, async () => ({
    data: demoCredentials(),
  }));
}
