import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { zOk, zPage } from '@logicareers/shared/schemas/common';
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
import { recordRoutes } from '../../lib/record-routes';

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

  recordRoutes(fastify, {
    config: manage,
    paths: { list: API.news.manage, one: API.news.one.pattern },
    params: ZNewsIdParams,
    body: ZNewsArticleRequest,
    answer: zOk(ZNewsArticle),
    docs: {
      create: {
        summary: 'Write a news article',
        description:
          'The body is sanitised (only the editor’s elements and http, https and mailto links stay). An empty `slug` is made from the title; a chosen one already in use is 409. `publish_at` in UAE time; a published article without one goes live now, with a future one on that date.',
      },
      get: { summary: 'One news article for its editor' },
      update: {
        summary: 'Save a news article',
        description:
          'As when writing one; an empty `slug` keeps the current address. Publishing, taking back to draft and other changes are audited separately.',
      },
      remove: { summary: 'Delete a news article and its cover image' },
    },
    messages: { created: M.created, saved: M.saved, deleted: M.deleted },
    create: async (request, form) =>
      getArticle(db, await createArticle(db, requireUser(request), form)),
    get: (_request, id) => getArticle(db, known(id)),
    update: async (request, id, form) => {
      await updateArticle(db, requireUser(request), known(id), form);
      return getArticle(db, known(id));
    },
    remove: (request, id) => deleteArticle(ctx, requireUser(request), known(id)),
  });
}
