import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zFileAnswer, zUploadField } from '@logicareers/shared/schemas/common';
import { CV_MAX_BYTES, PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import { ZProfileItemParams } from '@logicareers/shared/schemas/candidate';
import { imageUploadBody, singleFileUpload, uploadedFile } from '../files/uploads';
import {
  deleteCv,
  deletePhoto,
  ownCvFileId,
  uploadCv,
  uploadPhoto,
} from './candidate-files.service';
import { CV_TYPES, sendCvFile } from './cv-download';
import { PHOTO_TYPES } from './file-types';
import { sendPhotoFile } from './photo-download';
import { loadCandidateProfile } from './candidates.service';
import { candidate, knownId, profileAccess, ZProfileAnswer } from './profile-access';
import { created, saved } from '../../lib/route-helpers';

/** The candidate's CV and photo. */
export async function candidateFilesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;
  const profileOf = (userId: string) => loadCandidateProfile(db, userId, 'account');

  /* CV: uploads are judged by content; only its owner downloads it here. */
  app.post(
    API.candidate.cv,
    {
      ...profileAccess,
      config: { ...profileAccess.config, ...singleFileUpload(CV_MAX_BYTES) },
      schema: {
        summary: 'Upload your CV, replacing any earlier one',
        description:
          'The type is judged by the content, not the name. A CV whose text cannot be read (a scanned one) is kept all the same; the answer says so. A file that needs more than the reader allows (time, memory, or what it unpacks to) is refused with 413.',
        consumes: ['multipart/form-data'],
        body: z.object({
          cv: zUploadField(`PDF or DOCX, at most ${CV_MAX_BYTES / 1024 / 1024} MB`),
        }),
        response: { 201: ZProfileAnswer },
      },
    },
    async (request, reply) => {
      const user = candidate(request);
      const { searchable } = await uploadCv(ctx, user.id, uploadedFile(request, 'cv'), request.log);
      return reply.code(201).send({
        message: searchable ? DONE.cvUploaded : DONE.cvUploadedUnreadable,
        data: await profileOf(user.id),
      });
    },
  );

  app.get(
    API.candidate.cv,
    {
      ...profileAccess,
      schema: {
        summary: 'Download your CV',
        response: { 200: zFileAnswer('Your CV, as uploaded', CV_TYPES) },
      },
    },
    async (request, reply) => {
      const user = candidate(request);
      return sendCvFile(reply, ctx, await ownCvFileId(db, user.id));
    },
  );

  app.delete(
    API.candidate.cv,
    { ...profileAccess, schema: { summary: 'Remove your CV', response: { 200: ZProfileAnswer } } },
    async (request) => {
      const user = candidate(request);
      await deleteCv(ctx, user.id);
      return saved(DONE.cvRemoved, profileOf(user.id));
    },
  );

  /* Photo: public behind an unguessable address, as the header avatar shows it. */
  app.post(
    API.candidate.photo,
    {
      ...profileAccess,
      config: { ...profileAccess.config, ...singleFileUpload(PHOTO_MAX_BYTES) },
      schema: {
        summary: 'Upload your photo, replacing any earlier one',
        description:
          'The type is judged by the content; camera metadata is removed. A file that needs more than the reader allows is refused with 413.',
        consumes: ['multipart/form-data'],
        body: imageUploadBody('photo'),
        response: { 201: ZProfileAnswer },
      },
    },
    async (request, reply) => {
      const user = candidate(request);
      await uploadPhoto(ctx, user.id, uploadedFile(request, 'photo'), request.log);
      return created(reply, DONE.photoUploaded, profileOf(user.id));
    },
  );

  app.delete(
    API.candidate.photo,
    {
      ...profileAccess,
      schema: { summary: 'Remove your photo', response: { 200: ZProfileAnswer } },
    },
    async (request) => {
      const user = candidate(request);
      await deletePhoto(ctx, user.id);
      return saved(DONE.photoRemoved, profileOf(user.id));
    },
  );

  app.get(
    API.files.photo.pattern,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get a candidate photo by its id',
        description:
          'Open to anyone with its address (the id is unguessable), as the header avatar shows it. A malformed or unknown id is 404.',
        params: ZProfileItemParams,
        response: {
          200: zFileAnswer(
            'The photo, without camera metadata',
            Object.values(PHOTO_TYPES).map((type) => type.mime),
          ),
        },
      },
    },
    async (request, reply) => sendPhotoFile(reply, ctx, knownId(request.params.id)),
  );
}
