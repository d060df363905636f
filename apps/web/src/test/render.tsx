import type { ReactNode } from 'react';
import { afterAll, beforeAll } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { HTTPMethods } from 'fastify';
import { startTestApp, type TestApp } from '../../../api/src/test/harness';
import { createQueryClient, Providers } from '../app/providers';
import { setApiTransport } from '../lib/api-client';
import { setLanguage, type Language } from '../lib/i18n';

export type Api = TestApp & { offline: boolean };

/**
 * The real API over a fresh PGlite database, called in-process by the web app's data layer as the
 * browser would call it over the network. `offline` makes every call fail as a dropped connection.
 * Started before a test file's first test (its own hooks run after) and closed after its last; the
 * answer is filled in then, so it is read inside tests and hooks.
 */
export function testApi(): Api {
  const api = { offline: false } as Api;
  beforeAll(async () => {
    Object.assign(api, await startTestApp('pglite'));
    setApiTransport(async (path, init = {}) => {
      if (api.offline) throw new TypeError('Failed to fetch');
      // Bodies are sent as the browser would encode them, headers and all.
      const request = new Request(`http://localhost${path}`, init);
      const answer = await api.app.inject({
        method: request.method as HTTPMethods,
        url: path,
        headers: Object.fromEntries(request.headers),
        payload: init.body ? Buffer.from(await request.arrayBuffer()) : undefined,
      });
      return new Response(answer.statusCode === 204 ? null : answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    });
  });
  afterAll(() => api.close());
  return api;
}

/** Renders routes as the app does (providers, router), at a path, in a language. */
export async function renderRoutes(
  routes: RouteObject[],
  { path = '/', language = 'en' }: { path?: string; language?: Language } = {},
) {
  await setLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** One element at '/', for a component that needs no routes of its own. */
export const renderPage = (element: ReactNode, language?: Language) =>
  renderRoutes([{ path: '/', element }], { language });

/** Unmounts what a test rendered and forgets its toasts and storage. */
export function resetPage() {
  cleanup();
  notifications.clean();
  localStorage.clear();
}
