import { isAppPage, LINK_PAGES } from '@logicareers/shared/pages';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { API_PREFIX } from '@logicareers/shared/api';
import { ZApiError } from '@logicareers/shared/schemas/common';
import { notFound } from '../../lib/errors';
import { SHARED_CACHE_CONTROL, sendKept } from '../../lib/public-cache';
import { healthRoutes } from './health.routes';
import { headPagesRoutes } from './head-pages.routes';
import { withLanguage } from './seo';
import { seoFilesRoutes } from './seo-files.routes';
import { servicePagesRoutes } from './service-pages.routes';
import { addressOf, htmlAnswer, PLAIN, PUBLIC_PAGES, webDist, webPages, ZText } from './web-pages';

export { webDist } from './web-pages';

/** Health, and the built web app with its client-side routes (an unknown page gets its 404). */
export async function webRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(healthRoutes);

  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webDist, serve: false });

  await app.register(seoFilesRoutes);
  const pages = webPages(app, hasWeb);
  const { index, pageHtml, sendPage, missingPage } = pages;
  await app.register(headPagesRoutes, { pages });
  await app.register(servicePagesRoutes, { pages });

  const { db, env } = app.ctx;
  // Files of the build, or index.html for a page the app routes itself.
  app.get(
    '/*',
    {
      config: { access: 'public', cache: 'pages' },
      schema: { response: { 404: ZApiError, 503: ZText } },
    },
    async (request, reply) => {
      const urlPath = decodeURIComponent(request.url.split('?')[0]);
      if (`${urlPath}/`.startsWith(API_PREFIX)) throw notFound();
      // An e-mailed link's page stays out of search engines, whoever links to it, and its token
      // out of the addresses other sites are told the reader came from.
      const { language, path: bare } = addressOf(urlPath);
      if (LINK_PAGES.some((prefix) => bare.startsWith(`${prefix}/`))) {
        void reply.header('x-robots-tag', 'noindex, nofollow');
        void reply.header('referrer-policy', 'no-referrer');
      }
      if (!hasWeb) {
        return reply
          .code(503)
          .type(PLAIN)
          .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
      }
      // The public pages first: no file of the build has their addresses, and the most visited of
      // them are served from the cache without looking at the disk.
      if (PUBLIC_PAGES.has(bare)) {
        return sendPage(request, reply, async () => {
          // Rendered from the database: when it cannot be reached (and no page is kept), the answer
          // is a plain 503 page (from the error handler) rather than a page without its jobs.
          await db.execute(sql`select 1`);
          return pageHtml(request.url);
        });
      }
      const file = path.normalize(path.join(webDist, urlPath));
      if (
        file.startsWith(webDist + path.sep) &&
        // Build details such as .vite/manifest.json are not for the public.
        !urlPath.includes('/.') &&
        fs.statSync(file, { throwIfNoEntry: false })?.isFile()
      ) {
        const immutable = urlPath.startsWith('/assets/');
        return reply.sendFile(path.relative(webDist, file), {
          maxAge: immutable ? 365 * 86_400_000 : 3_600_000,
          immutable,
        });
      }
      // An address the app does not have: its not-found page, with 404.
      if (!isAppPage(bare)) return sendPage(request, reply, () => missingPage(request.url));
      // The app's shell, the same for every page the app routes itself (one per language), with the
      // site's title and colour as they are set now.
      const shell = await app.publicCache.through(`shell:${language}`, async () =>
        htmlAnswer(withLanguage(await index(undefined, language), language, env.APP_URL, null)),
      );
      return sendKept(request, reply, shell, SHARED_CACHE_CONTROL);
    },
  );
}
