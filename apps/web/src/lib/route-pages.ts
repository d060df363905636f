import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { RouteTitle } from './document-title';
import { i18n } from './i18n';
import type { Prefetch, RouteHandle } from './prefetch';

/** A screen loaded on demand, with the title of its document. */
export const page = <T>(load: () => Promise<T>, name: keyof T, title: RouteTitle) => ({
  lazy: async () => ({
    Component: (await load())[name] as ComponentType,
    handle: { title } satisfies RouteHandle,
  }),
});

/** A public screen that the server renders, with what it reads from the API fetched first. */
export const publicPage = <T>(
  load: () => Promise<T>,
  name: keyof T,
  prefetch: keyof T,
  title: RouteTitle,
  loader?: keyof T,
) => ({
  lazy: async () => {
    const module = await load();
    return {
      Component: module[name] as ComponentType,
      handle: { prefetch: module[prefetch] as Prefetch, title } satisfies RouteHandle,
      ...(loader && { loader: module[loader] as LoaderFunction }),
    };
  },
});

/** Answers a route with the error page's "not found". */
export const notFound = () => {
  // The body is the text the error page shows (a status text could not carry every language).
  throw new Response(i18n.t('routeError.notFound'), { status: 404 });
};
