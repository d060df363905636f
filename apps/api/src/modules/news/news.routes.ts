import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import { ZDone, zOk, zPage, zUploadField } from '@logicareers/shared/schemas/common';
import {
  NEWS_MESSAGES as M,
  ZNewsAdminItem,
  ZNewsAdminQuery,
  ZNewsArticle,
  ZNewsArticleRequest,
  ZNewsIdParams,
  ZNewsPublicArticle,
  ZNewsPublicList,
  ZNewsPublicQuery,
  ZNewsSlugParams,
} from '@logicareers/shared/schemas/news';
import { notFound } from '../../lib/errors';
import { requireUser } from '../access/access.policy';
import { singleFileUpload, uploadedFile } from '../files/uploads';
import {
  createArticle,
  deleteArticle,
  getArticle,
  listArticles,
  publicArticle,
  publicArticles,
  removeCover,
  updateArticle,
  uploadCover,
} from './news.service';

const manage = { access: { permission: 'content.manage' } } as const;

/** A path id that cannot be an article's is as unknown as a deleted article. */
const known = (id: number | null) => {
  if (id === null) throw notFound(M.notFound);
  return id;
};

/**
 * Logistics news: administrators with content.manage write, publish, schedule and delete articles;
 * anyone reads those that are published and whose publish date has come.
 */
export async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  app.get(
    API.news.manage,
    {
      config: manage,
      schema: {
        summary: 'List news articles for their editors',
        description:
          'Drafts, scheduled and published articles, newest publish date first (undated drafts on top). `q` searches the title and address; `state` draft, scheduled or published. Paged.',
        querystring: ZNewsAdminQuery,
        response: { 200: zOk(zPage(ZNewsAdminItem)) },
      },
    },
    async (request) => ({ data: await listArticles(db, request.query) }),
  );

  app.post(
    API.news.manage,
    {
      config: manage,
      schema: {
        summary: 'Write a news article',
        description:
          'The body is sanitised (only the editor’s elements and http, https and mailto links stay). An empty `slug` is made from the title; a chosen one already in use is 409. `publish_at` in UAE time; a published article without one goes live now, with a future one on that date.',
        body: ZNewsArticleRequest,
        response: { 201: zOk(ZNewsArticle) },
      },
    },
    async (request, reply) => {
      const id = await createArticle(db, requireUser(request), request.body);
      return reply.code(201).send({ message: M.created, data: await getArticle(db, id) });
    },
  );

  app.get(
    API.news.one.pattern,
    {
      config: manage,
      schema: {
        summary: 'One news article for its editor',
        params: ZNewsIdParams,
        response: { 200: zOk(ZNewsArticle) },
      },
    },
    async (request) => ({ data: await getArticle(db, known(request.params.id)) }),
  );

  app.put(
    API.news.one.pattern,
    {
      config: manage,
      schema: {
        summary: 'Save a news article',
        description:
          'As when writing one; an empty `slug` keeps the current address. Publishing, taking back to draft and other changes are audited separately.',
        params: ZNewsIdParams,
        body: ZNewsArticleRequest,
        response: { 200: zOk(ZNewsArticle) },
      },
    },
    async (request) => {
      const id = known(request.params.id);
      await updateArticle(db, requireUser(request), id, request.body);
      return { message: M.saved, data: await getArticle(db, id) };
    },
  );

  app.delete(
    API.news.one.pattern,
    {
      config: manage,
      schema: {
        summary: 'Delete a news article and its cover image',
        params: ZNewsIdParams,
        response: { 200: ZDone },
      },
    },
    async (request) => {
      await deleteArticle(ctx, requireUser(request), known(request.params.id));
      return { message: M.deleted, data: null };
    },
  );

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

  app.get(
    API.news.list,
    {
      config: { access: 'public', cache: 'visitors', module: 'logistics_news' },
      schema: {
        summary: 'Published logistics news, newest first',
        description:
          'Only articles that are published and whose publish date has come. `tag` keeps those with that tag (any case). With every tag of published articles, for the filter. Paged, 9 by default.',
        querystring: ZNewsPublicQuery,
        response: { 200: zOk(ZNewsPublicList) },
      },
    },
    async (request) => ({ data: await publicArticles(ctx.readDb, request.query) }),
  );

  app.get(
    API.news.article.pattern,
    {
      config: { access: 'public', cache: 'visitors', module: 'logistics_news' },
      schema: {
        summary: 'One published news article by its address',
        description:
          'A draft, an article whose publish date has not come, or an unknown address is 404.',
        params: ZNewsSlugParams,
        response: { 200: zOk(ZNewsPublicArticle) },
      },
    },
    async (request) => ({ data: await publicArticle(ctx.readDb, request.params.slug) }),
  );
}
