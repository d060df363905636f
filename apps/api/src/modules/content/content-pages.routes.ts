import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zOk } from '@logicareers/shared/schemas/common';
import {
  CONTENT_MESSAGES as CM,
  ZContentPage,
  ZContentPageAdmin,
  ZContentPageParams,
  ZContentPageUpdate,
} from '@logicareers/shared/schemas/content';
import type { ContentPageKey } from '@logicareers/shared/service-pages';
import { notFound } from '../../lib/errors';
import { publicRead } from '../../lib/route-helpers';
import { requireUser } from '../access/access.policy';
import {
  adminContentPage,
  listContentPages,
  readContentPage,
  restoreContentPage,
  saveContentPage,
} from './content.service';

/** A page of the catalogue; anything else is not found. */
const known = (page: ContentPageKey | null) => {
  if (!page) throw notFound(CM.pageNotFound);
  return page;
};

const pagesAccess = { access: { permission: 'content.manage' } } as const;

/** The service pages' words: read by anyone, changed and restored by their editors. */
export async function contentPagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    API.content.pages,
    {
      config: pagesAccess,
      schema: {
        summary: 'List the service pages',
        description: 'Every page of the catalogue, with whether an administrator changed it.',
        response: { 200: zOk(z.array(ZContentPageAdmin)) },
      },
    },
    async () => ({ data: await listContentPages(db) }),
  );

  publicRead(app, API.content.page.pattern, {
    summary: 'Read a service page',
    description:
      'Its title, meta description and sanitised rich text, in Arabic with lang=ar where the page has Arabic words (the privacy policy); 404 for an unknown page.',
    params: ZContentPageParams,
    answer: ZContentPage,
    read: ({ page }, lang) => readContentPage(db, known(page), lang),
  });

  app.put(
    API.content.page.pattern,
    {
      config: pagesAccess,
      schema: {
        summary: 'Change a service page',
        description:
          'The body is sanitised: only headings, paragraphs, lists, emphasis and links stay.',
        params: ZContentPageParams,
        body: ZContentPageUpdate,
        response: { 200: zOk(ZContentPageAdmin) },
      },
    },
    async (request) => {
      const page = known(request.params.page);
      const message = await saveContentPage(db, requireUser(request), page, request.body);
      return { message, data: await adminContentPage(db, page) };
    },
  );

  app.delete(
    API.content.page.pattern,
    {
      config: pagesAccess,
      schema: {
        summary: 'Restore a service page to its default words',
        params: ZContentPageParams,
        response: { 200: zOk(ZContentPageAdmin) },
      },
    },
    async (request) => {
      const page = known(request.params.page);
      const message = await restoreContentPage(db, requireUser(request), page);
      return { message, data: await adminContentPage(db, page) };
    },
  );
}
