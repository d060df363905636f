import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import { zOk } from '@logicareers/shared/schemas/common';
import { NEWS_MESSAGES as M, ZNewsArticle, ZNewsIdParams } from '@logicareers/shared/schemas/news';
import { requireUser } from '../access/access.policy';
import { imageUploadBody, singleFileUpload, uploadedFile } from '../files/uploads';
import { known, manage } from './news-admin.routes';
import { getArticle, removeCover, uploadCover } from './news.service';
import { created, saved } from '../../lib/route-helpers';

/** An article's cover image, uploaded or removed by its editors. */
export async function newsCoversRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  app.post(
    API.news.cover.pattern,
    {
      config: { ...manage, ...singleFileUpload(PHOTO_MAX_BYTES) },
      schema: {
        summary: "Upload an article's cover image, replacing any earlier one",
        description:
          'JPEG, PNG or WebP, judged by content, without metadata; served publicly at an unguessable address.',
        consumes: ['multipart/form-data'],
        params: ZNewsIdParams,
        body: imageUploadBody('cover'),
        response: { 201: zOk(ZNewsArticle) },
      },
    },
    async (request, reply) => {
      const id = known(request.params.id);
      await uploadCover(ctx, requireUser(request), id, uploadedFile(request, 'cover'), request.log);
      return created(reply, M.coverSaved, getArticle(db, id));
    },
  );

  app.delete(
    API.news.cover.pattern,
    {
      config: manage,
      schema: {
        summary: "Remove an article's cover image",
        params: ZNewsIdParams,
        response: { 200: zOk(ZNewsArticle) },
      },
    },
    async (request) => {
      const id = known(request.params.id);
      await removeCover(ctx, requireUser(request), id);
      return saved(M.coverRemoved, getArticle(db, id));
    },
  );
}
