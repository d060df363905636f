import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import type { ServerEntry } from '@logicareers/shared/ssr';
import type { RouteHandle } from './lib/prefetch';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import type { ServerState } from './app/server-state';
import { setApiTransport } from './lib/api-client';
import { documentTitle, routeTitleText } from './lib/document-title';
import { languageOfPath, LANGUAGE_PREFIXES } from '@logicareers/shared/pages';
import type { SiteLanguage } from '@logicareers/shared/languages';
import { ar } from './locales/ar';
import { addCatalogue, i18n, setLanguage, siteLanguage } from './lib/i18n';
import { settingsIn } from '@logicareers/shared/schemas/settings';
import { settingsQuery } from './lib/settings';

/** A page that takes longer than this is left to the browser. */
const RENDER_TIMEOUT_MS = 5_000;

/** JSON that cannot end the script element it is written into. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The app has one i18next instance, whose language the components and the API client read while a
 * page renders: pages of one language render together, and a page of the other language waits
 * until they are done.
 */
let active: SiteLanguage = 'en';
let ready: Promise<void> = Promise.resolve();
let running = 0;
let waiting: (() => void)[] = [];
async function inLanguage<T>(language: SiteLanguage, render: () => Promise<T>): Promise<T> {
  while (running > 0 && active !== language)
    await new Promise<void>((resolve) => waiting.push(resolve));
  if (active !== language) {
    active = language;
    // Visitors' pages are rendered with Western digits.
    ready = setLanguage(language, 'latn');
  }
  running += 1;
  try {
    await ready;
    return await render();
  } finally {
    running -= 1;
    if (running === 0) {
      const next = waiting;
      waiting = [];
      for (const resolve of next) resolve();
    }
  }
}

/**
 * Renders public pages for visitors: the route's loaders and the page's own queries run against the
 * API first, so the HTML holds the jobs themselves, and the browser takes it over with the same data.
 * Pages that declare no prefetch, redirects and errors answer null: the browser renders those.
 */
export const createRenderer: ServerEntry['createRenderer'] = (transport) => {
  setApiTransport(transport);
  addCatalogue('ar', ar);
  const handlers = {
    en: createStaticHandler(routes),
    ar: createStaticHandler(routes, { basename: LANGUAGE_PREFIXES.ar }),
  };
  return async (url) => {
    const language = languageOfPath(new URL(url).pathname);
    return inLanguage(language, () => renderPage(handlers[language], url));
  };
};

async function renderPage(handler: ReturnType<typeof createStaticHandler>, url: string) {
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  const page = context.matches.at(-1);
  const handle = page?.route.handle as RouteHandle | undefined;
  const prefetch = handle?.prefetch;
  if (!page || !prefetch) return null;
  const client = createQueryClient();
  await Promise.all([
    client.prefetchQuery(settingsQuery),
    prefetch(client, { params: page.params, search: new URL(url).searchParams }),
  ]);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) },
  );
  const state: ServerState = {
    router: { loaderData: context.loaderData },
    queries: dehydrate(client),
  };
  const settings = client.getQueryData(settingsQuery.queryKey);
  const title =
    handle?.title === 'own' || !settings
      ? undefined
      : documentTitle(
          i18n,
          settingsIn(settings, siteLanguage(i18n.language)).site_name,
          routeTitleText(i18n, handle?.title),
        );
  return { html: await new Response(prelude).text(), state: scriptJson(state), title };
}
