import { inLanguage, LANGUAGE_PREFIXES, PAGES } from '@logicareers/shared/pages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type ContentSection,
  contentPageIn,
  contentPagePath,
} from '@logicareers/shared/service-pages';
import { settingsIn } from '@logicareers/shared/schemas/settings';
import { readContentPage } from '../content/content.service';
import { readSiteSettings } from '../settings/settings.service';
import { withHead } from './seo';
import { addressOf, PUBLIC_PAGES, ZText, type WebPages } from './web-pages';

/** The service pages, for candidates and for employers, in every language. */
export async function servicePagesRoutes(fastify: FastifyInstance, { pages }: { pages: WebPages }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, env } = app.ctx;
  const { index, missingPage, pageHtml, sendPage } = pages;
  // Service pages carry their own title, description and canonical URL; an unknown one is not found.
  const servicePages: [string, ContentSection][] = [
    [PAGES.service, 'service'],
    [PAGES.employerService, 'employer'],
  ];
  for (const [pattern, section] of servicePages.flatMap(([pattern, section]) =>
    Object.values(LANGUAGE_PREFIXES).map((prefix) => [`${prefix}${pattern}`, section] as const),
  )) {
    app.get(
      pattern,
      {
        config: { access: 'public', cache: 'pages' },
        schema: {
          params: z.object({ page: z.string() }),
          response: { 200: ZText, 404: ZText, 503: ZText },
        },
      },
      async (request, reply) =>
        sendPage(request, reply, async () => {
          const key = contentPageIn(section, request.params.page);
          const { language, path: urlPath } = addressOf(request.url);
          // Another page under the same prefix (the plans' page) is the app's own.
          if (!key && PUBLIC_PAGES.has(urlPath)) return pageHtml(request.url);
          if (!key) return missingPage(request.url);
          const [page, settings] = await Promise.all([
            readContentPage(db, key, language),
            readSiteSettings(db).then((stored) => settingsIn(stored, language)),
          ]);
          return pageHtml(
            request.url,
            withHead(await index(settings), {
              title: `${page.title} | ${settings.site_name}`,
              description: page.description,
              canonical: `${env.APP_URL}${inLanguage(language, contentPagePath(key))}`,
            }),
          );
        }),
    );
  }
}
