import { randomBytes } from 'node:crypto';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, expect } from 'vitest';
import { cleanup, configure, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { HTTPMethods } from 'fastify';
import type { Role } from '@logicareers/shared/roles';
import { loadMaster, signedIn } from '../../../api/src/test/factories';
import { startTestApp, type TestApp } from '../../../api/src/test/harness';
import { createQueryClient, Providers } from '../app/providers';
import { setApiTransport } from '../lib/api-client';
import { setToken } from '../lib/storage';
import { setLanguage, type Language } from '../lib/i18n';

export type Api = TestApp & { offline: boolean };

/**
 * The real API over a fresh PGlite database, called in-process by the web app's data layer as the
 * browser would call it over the network. `offline` makes every call fail as a dropped connection.
 * Started before a test file's first test (its own hooks run after) and closed after its last; the
 * answer is filled in then, so it is read inside tests and hooks. `slow`: the file's forms and
 * pages over the real API, in a DOM without layout, are slow to settle, so its screens wait for
 * text or an element up to fifteen seconds.
 */
export function testApi({ slow = false }: { slow?: boolean } = {}): Api {
  if (slow) configure({ asyncUtilTimeout: 15_000 });
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

/** A user of the role, signed in before the file's first test; read inside tests and hooks. */
export function signedInAs(api: Api, role: Role) {
  const account = {} as Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    Object.assign(account, await signedIn(api.app, api.database.db, role));
  });
  return account;
}

/** A new user of the role, signed in now: the screens rendered from here on act as them. */
export async function signInOnScreen(
  api: Api,
  role: Role,
  overrides: Parameters<typeof signedIn>[3] = {},
) {
  const signed = await signedIn(api.app, api.database.db, role, overrides);
  setToken(signed.token);
  return signed;
}

/** Picks an option of a Mantine select by its words. */
export async function chooseOption(select: HTMLElement, name: RegExp | string) {
  await userEvent.click(select);
  await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
  const options = document.getElementById(select.getAttribute('aria-controls')!)!;
  await userEvent.click(await within(options).findByRole('option', { name, hidden: true }));
}

/** The id of a master-data item by its kind and name, the kinds read before the file's first test. */
export function masterIdOf<K extends string>(api: Api, kinds: readonly K[]) {
  let idOf: Awaited<ReturnType<typeof loadMaster<K>>>['idOf'];
  beforeAll(async () => {
    ({ idOf } = await loadMaster(api.app, kinds));
  });
  return (kind: K, name: string) => idOf(kind, name);
}

/** A word no other test's record has. */
export const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

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
