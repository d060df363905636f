import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import { zOk, zUploadField } from '@logicareers/shared/schemas/common';
import { NEWS_MESSAGES as M, ZNewsArticle, ZNewsIdParams } from '@logicareers/shared/schemas/news';
import { requireUser } from '../access/access.policy';
import { singleFileUpload, uploadedFile } from '../files/uploads';
import { known, manage } from './news-admin.routes';
import { getArticle, removeCover, uploadCover } from './news.service';

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
        body: z.object({
          cover: zUploadField(
            `JPEG, PNG or WebP image, at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB`,
          ),
        }),
        response: { 201: zOk(ZNewsArticle) },
      },
    },
    async (request, reply) => {
      const id = known(request.params.id);
      await uploadCover(ctx, requireUser(request), id, uploadedFile(request, 'cover'), request.log);
      return reply.code(201).send({ message: M.coverSaved, data: await getArticle(db, id) });
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
      return { message: M.coverRemoved, data: await getArticle(db, id) };
    },
  );
}
