import type { FastifyInstance } from 'fastify';
import { contentPagesRoutes } from './content-pages.routes';
import { enquiriesRoutes } from './enquiries.routes';

/** The service pages' words, and the enquiries sent from their forms. */
export async function contentRoutes(fastify: FastifyInstance) {
  await fastify.register(contentPagesRoutes);
  await fastify.register(enquiriesRoutes);
}
