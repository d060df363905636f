import type { FastifyInstance } from 'fastify';
import { candidateNotesRoutes } from './candidate-notes.routes';
import { candidateViewRoutes } from './candidate-view.routes';
import { clientCvRoutes } from './client-cv.routes';
import { clientSubmissionsRoutes } from './client-submissions.routes';
import { cvFoldersRoutes, folderCandidatesRoutes } from './cv-folders.routes';
import { folderExportRoutes } from './folder-export.routes';
import { profileVisibilityRoutes } from './profile-visibility.routes';
import { submissionLinkRoutes, submissionsRoutes } from './submissions.routes';

/**
 * The recruiter workspace except CV search: the candidate view, the company's comments, feedback
 * and CV folders, sending candidates to clients and the page the client answers on, invitations to
 * apply, what was sent to a client in its own account, and the candidate's side (who may find them, who viewed them).
 */
export async function workspaceRoutes(fastify: FastifyInstance) {
  await fastify.register(candidateViewRoutes);
  await fastify.register(candidateNotesRoutes);
  await fastify.register(cvFoldersRoutes);
  await fastify.register(folderCandidatesRoutes);
  await fastify.register(folderExportRoutes);
  await fastify.register(submissionsRoutes);
  await fastify.register(submissionLinkRoutes);
  await fastify.register(clientCvRoutes);
  await fastify.register(clientSubmissionsRoutes);
  await fastify.register(profileVisibilityRoutes);
}
