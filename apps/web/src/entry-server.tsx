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
import { i18n } from './lib/i18n';
import { settingsQuery } from './lib/settings';

/** A page that takes longer than this is left to the browser. */
const RENDER_TIMEOUT_MS = 5_000;

/** JSON that cannot end the script element it is written into. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Renders public pages for visitors: the route's loaders and the page's own queries run against the
 * API first, so the HTML holds the jobs themselves, and the browser takes it over with the same data.
 * Pages that declare no prefetch, redirects and errors answer null: the browser renders those.
 */
export const createRenderer: ServerEntry['createRenderer'] = (transport) => {
  setApiTransport(transport);
  const handler = createStaticHandler(routes);
  return async (url) => {
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
        : documentTitle(i18n, settings.site_name, routeTitleText(i18n, handle?.title));
    return { html: await new Response(prelude).text(), state: scriptJson(state), title };
  };
};
