import { LANGUAGE_PREFIXES, LINK_PAGES, PAGES } from '@logicareers/shared/pages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orUnknown, zId } from '@logicareers/shared/schemas/fields';
import { notFound } from '../../lib/errors';
import { SEO_FILES, sitemap } from './seo';
import { PLAIN, XML, ZText } from './web-pages';

const ZSitemapPartParams = z.object({ part: orUnknown(zId('Not found')) });

/** The sitemap, in parts, and robots.txt, for search engines. */
export async function seoFilesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The sitemap is read from the replica when there is one.
  const { readDb, env } = app.ctx;
  app.get(
    SEO_FILES.sitemap,
    { config: { access: 'public' }, schema: { response: { 200: ZText } } },
    async (_request, reply) =>
      reply
        .type(XML)
        .header('cache-control', 'public, max-age=600')
        .send(await sitemap(readDb, env.APP_URL)),
  );
  app.get(
    SEO_FILES.sitemapPart.pattern,
    {
      config: { access: 'public' },
      schema: { params: ZSitemapPartParams, response: { 200: ZText } },
    },
    async (request, reply) => {
      const { part } = request.params;
      if (part === null) throw notFound();
      return reply
        .type(XML)
        .header('cache-control', 'public, max-age=600')
        .send(await sitemap(readDb, env.APP_URL, part));
    },
  );
  // The site's icon is an SVG; a browser asking for the old name is sent to it (an unknown address
  // would be a 404 page, and a console error on every page that names no icon).
  app.get(
    SEO_FILES.favicon,
    { config: { access: 'public' }, schema: { response: { 301: ZText } } },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
  );
  app.get(
    SEO_FILES.robots,
    { config: { access: 'public' }, schema: { response: { 200: ZText } } },
    async (_request, reply) =>
      reply.type(PLAIN).send(
        [
          'User-agent: *',
          'Disallow: /api/',
          ...[
            PAGES.admin.area,
            PAGES.management.area,
            PAGES.employer.area,
            PAGES.candidate.dashboard,
            // The pages of e-mailed links are for their reader only.
            ...LINK_PAGES,
          ].flatMap((area) => [`Disallow: ${area}/`, `Disallow: ${LANGUAGE_PREFIXES.ar}${area}/`]),
          `Sitemap: ${env.APP_URL}${SEO_FILES.sitemap}`,
          '',
        ].join('\n'),
      ),
  );
}
