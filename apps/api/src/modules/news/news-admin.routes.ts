import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { ZDone, zOk, zPage } from '@logicareers/shared/schemas/common';
import {
  NEWS_MESSAGES as M,
  ZNewsAdminItem,
  ZNewsAdminQuery,
  ZNewsArticle,
  ZNewsArticleRequest,
  ZNewsIdParams,
} from '@logicareers/shared/schemas/news';
import { notFound } from '../../lib/errors';
import { requireUser } from '../access/access.policy';
import {
  createArticle,
  deleteArticle,
  getArticle,
  listArticles,
  updateArticle,
} from './news.service';
import { done } from '../../lib/route-helpers';

/** Who may write the news. */
export const manage = { access: { permission: 'content.manage' } } as const;

/** A path id that cannot be an article's is as unknown as a deleted article. */
export const known = (id: number | null) => {
  if (id === null) throw notFound(M.notFound);
  return id;
};

/** The articles for their editors: listed, written, published or scheduled, and deleted. */
export async function newsAdminRoutes(fastify: FastifyInstance) {
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
    async (request) =>
      done(M.deleted, deleteArticle(ctx, requireUser(request), known(request.params.id))),
  );
}
