import type { FastifyInstance } from 'fastify';
import { newsAdminRoutes } from './news-admin.routes';
import { newsCoversRoutes } from './news-covers.routes';
import { publicNewsRoutes } from './public-news.routes';

/**
 * Logistics news: administrators with content.manage write, publish, schedule and delete articles;
 * anyone reads those that are published and whose publish date has come.
 */
export async function newsRoutes(fastify: FastifyInstance) {
  await fastify.register(newsAdminRoutes);
  await fastify.register(newsCoversRoutes);
  await fastify.register(publicNewsRoutes);
}
