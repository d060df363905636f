import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { config as zodConfig } from 'zod/v4/core';
import { SSR_STATE_ID } from '@logicareers/shared/ssr';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import './app/global.css';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import type { ServerState } from './app/server-state';
import { inLanguage, LANGUAGE_PREFIXES } from '@logicareers/shared/pages';
import {
  pageLanguage,
  setLanguage,
  storedDigits,
  storedLanguage,
  storeLanguage,
  switchedTo,
} from './lib/i18n';
import { getToken } from './lib/storage';

// Validation without generated code: the pages' Content-Security-Policy allows no eval.
zodConfig({ jitless: true });

/**
 * The language of this page: an Arabic address is Arabic; a visitor who chose Arabic and opens an
 * English address is moved to the Arabic one.
 */
function languageOfPage() {
  const { pathname, search, hash } = window.location;
  const switched = switchedTo(hash);
  if (switched) {
    storeLanguage(switched);
    window.history.replaceState(null, '', pathname + search);
  }
  if (storedLanguage() === 'ar' && pageLanguage(pathname) !== 'ar')
    window.history.replaceState(
      null,
      '',
      inLanguage('ar', pathname + search) + (switched ? '' : hash),
    );
  return pageLanguage(window.location.pathname);
}

/**
 * The state of a page the server rendered for a visitor (in its address's language, with Western
 * digits); signed-in users, and visitors who chose another language or Eastern Arabic digits, get
 * the app afresh.
 */
function serverState(language: string): ServerState | null {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  const sameLanguage =
    document.documentElement.lang === language && (language !== 'ar' || storedDigits() === 'latn');
  if (!text || getToken() || !sameLanguage) return null;
  return JSON.parse(text) as ServerState;
}

/** The code of the page's own routes, which must be there before the server's markup is taken over. */
async function loadMatchedRoutes(basename: string | undefined) {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** Lets the browser paint and handle input before the next step of taking over the page. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const container = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const language = languageOfPage();
  const state = serverState(language);
  await setLanguage(language, storedDigits());
  // Arabic pages live under /ar: the router's base keeps every link of the app there.
  const basename = language === 'ar' ? LANGUAGE_PREFIXES.ar : undefined;
  // Each step of taking over a rendered page runs as its own task, so none blocks the page for long.
  if (state) {
    await nextTask();
    await loadMatchedRoutes(basename);
    await nextTask();
  }
  const router = createBrowserRouter(routes, {
    basename,
    ...(state ? { hydrationData: state.router } : {}),
  });
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (!state) {
    createRoot(container).render(app);
    return;
  }
  await nextTask();
  hydrate(queryClient, state.queries);
  // As a transition, taking over the page yields to the browser between components.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void start();
