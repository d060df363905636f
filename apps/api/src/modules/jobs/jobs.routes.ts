import type { FastifyInstance } from 'fastify';
import { jobChangesRoutes } from './job-changes.routes';
import { jobNotesRoutes } from './job-notes.routes';
import { managedJobsRoutes } from './managed-jobs.routes';
import { publicEmployersRoutes } from './public-employers.routes';
import { publicJobsRoutes } from './public-jobs.routes';

/**
 * The jobs: public search and pages, the jobs a company manages and its notes on them, and the
 * employers that hire. Public reads go to the read replica (the primary when there is none);
 * writes and a signed-in user's reads to the primary.
 */
export async function jobsRoutes(fastify: FastifyInstance) {
  await fastify.register(publicJobsRoutes);
  await fastify.register(managedJobsRoutes);
  await fastify.register(jobNotesRoutes);
  await fastify.register(jobChangesRoutes);
  await fastify.register(publicEmployersRoutes);
}
