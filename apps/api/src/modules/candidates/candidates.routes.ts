import type { FastifyInstance } from 'fastify';
import { accountPhotoRoutes } from './account-photo.routes';
import { candidateFilesRoutes } from './candidate-files.routes';
import { candidateProfileRoutes } from './candidate-profile.routes';
import { profileItemsRoutes } from './profile-items.routes';

/**
 * The candidate's own profile: personal details, summary, history, desired job, CV and photo; and
 * the photo of any account.
 */
export async function candidatesRoutes(fastify: FastifyInstance) {
  await fastify.register(candidateProfileRoutes);
  await fastify.register(profileItemsRoutes);
  await fastify.register(candidateFilesRoutes);
  await fastify.register(accountPhotoRoutes);
}
