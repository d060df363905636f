import {
  languageOfPath,
  PAGES,
  PUBLIC_RENDERED_PAGES,
  withoutLanguage,
} from '@logicareers/shared/pages';
import type { SiteLanguage } from '@logicareers/shared/languages';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { settingsIn, type TSiteSettings } from '@logicareers/shared/schemas/settings';
import { AppError } from '../../lib/errors';
import {
  type FreshAnswer,
  isAnonymous,
  pageKey,
  PRIVATE_CACHE_CONTROL,
  sendKept,
  SHARED_CACHE_CONTROL,
} from '../../lib/public-cache';
import { API_ROOT } from '../../lib/paths';
import { readSiteSettings } from '../settings/settings.service';
import { pagePreloads, withHeadTags } from './preload';
import { withFeedLinks, withHead, withLanguage, withSiteHead, type PageHead } from './seo';
import { serverRenderer, withRenderedPage } from './server-render';

export const webDist = path.join(API_ROOT, '../web/dist');

/** What the pages, the sitemap and robots.txt answer: HTML, XML or text, written as it is. */
export const ZText = z.string();
/** Text answers say their character set, so no browser guesses one from the content. */
export const HTML = 'text/html; charset=utf-8';
export const PLAIN = 'text/plain; charset=utf-8';
export const XML = 'application/xml; charset=utf-8';

/** The pages the app renders on the server for visitors, by their address without language. */
export const PUBLIC_PAGES = new Set<string>(PUBLIC_RENDERED_PAGES);

/** A page's answer; one that could not be rendered on the server is sent but not kept. */
export const htmlAnswer = (html: string, status = 200, keep = true): FreshAnswer => ({
  status,
  type: HTML,
  body: html,
  keep,
});

/** The language of a request's address, and its path without the language's prefix. */
export const addressOf = (url: string) => {
  const urlPath = url.split('?')[0];
  return { language: languageOfPath(urlPath), path: withoutLanguage(urlPath) };
};

export type WebPages = ReturnType<typeof webPages>;

/**
 * How the built web app's pages are made and sent: index.html with the site's head, rendered on
 * the server for visitors, kept for them until something public changes. `hasWeb`: the app is built.
 */
export function webPages(app: FastifyInstance, hasWeb: boolean) {
  // The site's settings (title, colours, switches) are read from the primary, so a change shows at once.
  const { db, env } = app.ctx;
  // index.html, read again only when a new build replaced it.
  let indexHtml = { mtime: 0, html: '' };
  const builtIndex = () => {
    const file = path.join(webDist, 'index.html');
    const mtime = fs.statSync(file).mtimeMs;
    if (mtime !== indexHtml.mtime) indexHtml = { mtime, html: fs.readFileSync(file, 'utf8') };
    return indexHtml.html;
  };
  /**
   * index.html with the site's title, description and theme colour as they are set now, the words
   * in the page's language (as built when the database cannot say: the app then shows what it can).
   */
  const index = async (settings?: TSiteSettings, language: SiteLanguage = 'en') => {
    const current = settings ?? (await readSiteSettings(db).catch(() => null));
    return current ? withSiteHead(builtIndex(), settingsIn(current, language)) : builtIndex();
  };
  const preload = pagePreloads(webDist);
  const render = serverRenderer(app, webDist);
  /**
   * index.html for a public page: rendered on the server for visitors, in the language of its
   * address, with links to the page in the other languages; its code preloaded.
   */
  const pageHtml = async (url: string, html?: string) => {
    const { language, path: bare } = addressOf(url);
    const page = await render(new URL(url, env.APP_URL).href);
    const inLanguage = withLanguage(
      html ?? (await index(undefined, language)),
      language,
      env.APP_URL,
      bare,
    );
    // The search lists the jobs the feeds carry: readers find the feeds from it.
    const head =
      bare === PAGES.searchJobs ? withFeedLinks(inLanguage, language, env.APP_URL) : inLanguage;
    return htmlAnswer(withRenderedPage(withHeadTags(head, preload()), page), 200, page !== null);
  };
  /**
   * The app with 404, which shows its own not-found page (in the address's language): rendered on
   * the server for an address the app does not have, by the browser for a record that is gone.
   * Kept either way: it is the same for every visitor.
   */
  const missingPage = async (url: string) => {
    const { language } = addressOf(url);
    const head = withHeadTags(
      withLanguage(await index(undefined, language), language, env.APP_URL, null),
      preload(),
    );
    const page = await render(new URL(url, env.APP_URL).href);
    return htmlAnswer(withRenderedPage(head, page), 404);
  };

  /**
   * Sends the page of this address. For visitors it is made once and kept (compressed, with an
   * ETag) until something public changes; while the database is unreachable the last one kept is
   * sent. A request with credentials gets a page made for it alone. Routes that send pages say
   * `config.cache: 'pages'`: a kept page is then sent before the route runs (public-cache.ts).
   */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    make: () => Promise<FreshAnswer>,
  ) => {
    if (!hasWeb) return reply.code(503).type(PLAIN).send('The web app is not built yet.');
    if (!isAnonymous(request)) return sendKept(request, reply, await make(), PRIVATE_CACHE_CONTROL);
    const answer = await app.publicCache.through(pageKey(request.url), make);
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
      if (!head) return missingPage(request.url);
      try {
        const pageHead = await head(language);
        return await pageHtml(request.url, withHead(await index(undefined, language), pageHead));
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return missingPage(request.url);
        throw error;
      }
    });

  return { index, pageHtml, missingPage, sendPage, pageWithHead };
}
