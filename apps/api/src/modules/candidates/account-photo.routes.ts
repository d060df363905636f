import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import { DONE } from '@logicareers/shared/messages';
import { ZAccountPhoto } from '@logicareers/shared/schemas/account';
import { zOk } from '@logicareers/shared/schemas/common';
import { requireUser } from '../access/access.policy';
import { imageUploadBody, singleFileUpload, uploadedFile } from '../files/uploads';
import { created, saved } from '../../lib/route-helpers';
import { removeAccountPhoto, uploadAccountPhoto } from './account-photo';

/**
 * The photo of any account (issue 39), beside the candidate's: the same upload, judged, stored and
 * served the same way.
 */
export async function accountPhotoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    API.account.photo,
    {
      config: { access: 'authenticated', ...singleFileUpload(PHOTO_MAX_BYTES) },
      schema: {
        summary: 'Upload your account photo, replacing any earlier one',
        description:
          'For every role; a candidate changes the profile photo. The type is judged by the content; camera metadata is removed. A file that needs more than the reader allows is refused with 413.',
        consumes: ['multipart/form-data'],
        body: imageUploadBody('photo'),
        response: { 201: zOk(ZAccountPhoto) },
      },
    },
    async (request, reply) => {
      const photo = uploadedFile(request, 'photo');
      const url = uploadAccountPhoto(ctx, requireUser(request), photo, request.log);
      return created(
        reply,
        DONE.photoUploaded,
        url.then((at) => ({ profile_photo: at })),
      );
    },
  );

  app.delete(
    API.account.photo,
    {
      config: { access: 'authenticated' },
      schema: { summary: 'Remove your account photo', response: { 200: zOk(ZAccountPhoto) } },
    },
    async (request) =>
      saved(
        DONE.photoRemoved,
        removeAccountPhoto(ctx, requireUser(request)).then(() => ({ profile_photo: null })),
      ),
  );
}
