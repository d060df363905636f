import {
  inLanguage,
  LANGUAGE_PREFIXES,
  languageOfPath,
  LINK_PAGES,
  PAGES,
  PUBLIC_RENDERED_PAGES,
  withoutLanguage,
} from '@logicareers/shared/pages';
import type { SiteLanguage } from '@logicareers/shared/languages';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { API, API_PREFIX } from '@logicareers/shared/api';
import {
  type ContentSection,
  contentPageIn,
  contentPagePath,
} from '@logicareers/shared/service-pages';
import { ANSWERS } from '@logicareers/shared/messages';
import type { TSiteSettings } from '@logicareers/shared/schemas/settings';
import { orUnknown, zId } from '@logicareers/shared/schemas/fields';
import { ZApiError, ZHealth, ZNotReady, zOk, ZReadiness } from '@logicareers/shared/schemas/common';
import { ZNewsSlugParams } from '@logicareers/shared/schemas/news';
import { readiness } from '../../db/readiness';
import { RETRY_AFTER_SECONDS } from '../../lib/error-answers';
import { AppError, notFound } from '../../lib/errors';
import {
  type FreshAnswer,
  isAnonymous,
  PRIVATE_CACHE_CONTROL,
  sendKept,
  SHARED_CACHE_CONTROL,
} from '../../lib/public-cache';
import { API_ROOT } from '../../lib/paths';
import { readContentPage } from '../content/content.service';
import { getJob } from '../jobs/jobs.service';
import { publicArticle } from '../news/news.service';
import { readSiteSettings } from '../settings/settings.service';
import { pagePreloads, withHeadTags } from './preload';
import {
  jobHead,
  jobPath,
  jobPostingJsonLd,
  newsArticleHead,
  SEO_FILES,
  sitemap,
  withHead,
  withLanguage,
  withSiteHead,
  type PageHead,
} from './seo';
import { serverRenderer, withRenderedPage } from './server-render';

export const webDist = path.join(API_ROOT, '../web/dist');

/** What the pages, the sitemap and robots.txt answer: HTML, XML or text, written as it is. */
const ZText = z.string();
/** Text answers say their character set, so no browser guesses one from the content. */
const HTML = 'text/html; charset=utf-8';
const PLAIN = 'text/plain; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
/** A job page's id; one that cannot be an id is as unknown as a closed job (the app says so). */
const ZJobPageParams = z.object({ id: orUnknown(zId('Not found')) });
const ZSitemapPartParams = z.object({ part: orUnknown(zId('Not found')) });

/** Health, and the built web app with its client-side routes (every unknown page gets index.html). */
export async function webRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    API.health,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Check that the server process is up (liveness)',
        description: `Answers \`{ status: "ok", database }\` without asking the database, so that a database outage does not get the process restarted; \`${API.ready}\` tells whether it can serve.`,
        response: { 200: zOk(ZHealth) },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ data: { status: 'ok', database: app.ctx.dialect } }),
  );
  app.get(
    API.ready,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Check that the server can serve requests (readiness)',
        description:
          'Asks the database whether it holds the latest migration of this build and whether a core table can be read, and the read replica (when there is one) whether it answers. 503 with a `reason` (and `Retry-After`) when it cannot: `database_unreachable`, `migrations_missing`, `schema_missing`, `database_error` or `replica_unreachable`.',
        response: { 200: zOk(ZReadiness), 503: ZNotReady },
      },
    },
    async (request, reply) => {
      const state = await readiness(app.ctx.db, app.ctx.readDb);
      void reply.header('cache-control', 'no-store');
      if (state.ready) return reply.send({ data: { status: 'ready', database: app.ctx.dialect } });
      request.log.warn({ err: state.error, reason: state.reason }, 'not ready');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: ANSWERS.unavailable, code: 'SERVICE_UNAVAILABLE', reason: state.reason });
    },
  );

  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webDist, serve: false });

  // The sitemap and the public pages' own content are read from the replica when there is one;
  // the site's settings (title, colours, switches) from the primary, so a change shows at once.
  const { db, readDb, env } = app.ctx;
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

  // index.html, read again only when a new build replaced it.
  let indexHtml = { mtime: 0, html: '' };
  const builtIndex = () => {
    const file = path.join(webDist, 'index.html');
    const mtime = fs.statSync(file).mtimeMs;
    if (mtime !== indexHtml.mtime) indexHtml = { mtime, html: fs.readFileSync(file, 'utf8') };
    return indexHtml.html;
  };
  /**
   * index.html with the site's title, description and theme colour as they are set now (as built
   * when the database cannot say: the app then shows what it can).
   */
  const index = async (settings?: TSiteSettings) => {
    const current = settings ?? (await readSiteSettings(db).catch(() => null));
    return current ? withSiteHead(builtIndex(), current) : builtIndex();
  };
  const preload = pagePreloads(webDist);
  const render = serverRenderer(app, webDist);
  /** A page's answer; one that could not be rendered on the server is sent but not kept. */
  const htmlAnswer = (html: string, status = 200, keep = true): FreshAnswer => ({
    status,
    type: HTML,
    body: html,
    keep,
  });
  /** The language of a request's address, and its path without the language's prefix. */
  const addressOf = (url: string) => {
    const urlPath = url.split('?')[0];
    return { language: languageOfPath(urlPath), path: withoutLanguage(urlPath) };
  };
  /**
   * index.html for a public page: rendered on the server for visitors, in the language of its
   * address, with links to the page in the other languages; its code preloaded.
   */
  const pageHtml = async (url: string, html?: string) => {
    const { language, path: bare } = addressOf(url);
    const page = await render(new URL(url, env.APP_URL).href);
    const head = withLanguage(html ?? (await index()), language, env.APP_URL, bare);
    return htmlAnswer(withRenderedPage(withHeadTags(head, preload()), page), 200, page !== null);
  };
  /** The app with 404, which shows its own not-found page (in the address's language). */
  const missingPage = async (language: SiteLanguage) =>
    htmlAnswer(
      withHeadTags(withLanguage(await index(), language, env.APP_URL, null), preload()),
      404,
    );
  const PUBLIC_PAGES = new Set<string>(PUBLIC_RENDERED_PAGES);

  /**
   * Sends the page of this address. For visitors it is made once and kept (compressed, with an
   * ETag) until something public changes; while the database is unreachable the last one kept is
   * sent. A request with credentials gets a page made for it alone.
   */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    make: () => Promise<FreshAnswer>,
  ) => {
    if (!hasWeb) return reply.code(503).type(PLAIN).send('The web app is not built yet.');
    if (!isAnonymous(request)) return sendKept(request, reply, await make(), PRIVATE_CACHE_CONTROL);
    const answer = await app.publicCache.through(`page:${request.url}`, make);
    return sendKept(request, reply, answer, SHARED_CACHE_CONTROL);
  };

  /**
   * A page with its own head (title, description, canonical URL, structured data), rendered on the
   * server. An unknown id or address (a closed job, a draft article) still gets the app, with 404,
   * which shows its own not-found page.
   */
  const pageWithHead = async (
    request: FastifyRequest,
    reply: FastifyReply,
    head: ((language: SiteLanguage) => Promise<PageHead>) | null,
  ) =>
    sendPage(request, reply, async () => {
      const { language } = addressOf(request.url);
      if (!head) return missingPage(language);
      try {
        const pageHead = await head(language);
        return await pageHtml(request.url, withHead(await index(), pageHead));
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return missingPage(language);
        throw error;
      }
    });

  // Job pages carry their own title, description, canonical URL and JobPosting data for search
  // engines, in English and at their Arabic address.
  for (const prefix of Object.values(LANGUAGE_PREFIXES)) {
    app.get(
      `${prefix}${PAGES.jobView}`,
      {
        config: { access: 'public' },
        schema: { params: ZJobPageParams, response: { 200: ZText, 404: ZText, 503: ZText } },
      },
      async (request, reply) => {
        const { id } = request.params;
        return pageWithHead(
          request,
          reply,
          id === null
            ? null
            : async (language) => {
                const job = await getJob(readDb, null, id);
                const settings = await readSiteSettings(db);
                return {
                  ...jobHead(job, settings.site_name, language),
                  canonical: `${env.APP_URL}${inLanguage(language, jobPath(job.id))}`,
                  jsonLd: await jobPostingJsonLd(
                    readDb,
                    job,
                    env.APP_URL,
                    settings.site_name,
                    language,
                  ),
                };
              },
        );
      },
    );
  }

  // A news article's page: its own head, with NewsArticle data; drafts and scheduled ones are 404.
  for (const prefix of Object.values(LANGUAGE_PREFIXES)) {
    app.get(
      `${prefix}${PAGES.newsArticle}`,
      {
        config: { access: 'public', module: 'logistics_news' },
        schema: { params: ZNewsSlugParams, response: { 200: ZText, 404: ZText, 503: ZText } },
      },
      async (request, reply) =>
        pageWithHead(request, reply, async (language) => {
          const article = await publicArticle(readDb, request.params.slug);
          const settings = await readSiteSettings(db);
          return newsArticleHead(article, env.APP_URL, settings.site_name, language);
        }),
    );
  }

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
        config: { access: 'public' },
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
          if (!key) return missingPage(language);
          const [page, settings] = await Promise.all([
            readContentPage(db, key, language),
            readSiteSettings(db),
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

  // Files of the build, or index.html for a page the app routes itself.
  app.get(
    '/*',
    { config: { access: 'public' }, schema: { response: { 404: ZApiError, 503: ZText } } },
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
      if (PUBLIC_PAGES.has(bare)) {
        return sendPage(request, reply, async () => {
          // Rendered from the database: when it cannot be reached (and no page is kept), the answer
          // is a plain 503 page (from the error handler) rather than a page without its jobs.
          await db.execute(sql`select 1`);
          return pageHtml(request.url);
        });
      }
      // The app's shell, the same for every page the app routes itself (one per language), with the
      // site's title and colour as they are set now.
      const shell = await app.publicCache.through(`shell:${language}`, async () =>
        htmlAnswer(withLanguage(await index(), language, env.APP_URL, null)),
      );
      return sendKept(request, reply, shell, SHARED_CACHE_CONTROL);
    },
  );
}
