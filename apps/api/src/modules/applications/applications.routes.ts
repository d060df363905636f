import type { FastifyInstance } from 'fastify';
import { applicantMovesRoutes } from './applicant-moves.routes';
import { applicantsRoutes } from './applicants.routes';
import { applyingRoutes } from './applying.routes';
import { candidateJobsRoutes } from './candidate-jobs.routes';

/** Applying, saved and recommended jobs for candidates; applicants and their statuses for recruiters. */
export async function applicationsRoutes(fastify: FastifyInstance) {
  await fastify.register(applyingRoutes);
  await fastify.register(candidateJobsRoutes);
  await fastify.register(applicantsRoutes);
  await fastify.register(applicantMovesRoutes);
}
