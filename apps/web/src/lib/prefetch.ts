import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { RouteTitle } from './document-title';

/**
 * What a public page reads from the API, fetched before the server renders it, so that its HTML
 * holds the jobs themselves and the browser takes over without asking for them again.
 */
export type Prefetch = (
  client: QueryClient,
  page: { params: Params; search: URLSearchParams },
) => Promise<unknown>;

/** A route's handle, as the server entry reads it. */
export interface RouteHandle {
  prefetch?: Prefetch;
  /** The title of the page's document. */
  title?: RouteTitle;
}
