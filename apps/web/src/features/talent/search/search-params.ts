import { ZCandidateSearchQuery } from '@logicareers/shared/schemas/talent';
import type { SearchParams } from '../search-api';
import { useUrlSearch } from '../../../lib/url-search';

/** The parameters of a CV search, as the URL and a saved search hold them (`facets` is the page's). */
export const SEARCH_PARAMS = ZCandidateSearchQuery.keyof().options.filter(
  (key) => key !== 'facets',
);

/** Parameters that say what is searched for (not how it is shown: sort, page). */
export const CRITERIA = SEARCH_PARAMS.filter((key) => key !== 'sort' && key !== 'page');

/** The search of a URL's parameters, as the API takes it. */
export const searchOf = (params: URLSearchParams): SearchParams =>
  Object.fromEntries(
    SEARCH_PARAMS.filter((key) => params.getAll(key).join(',')).map((key) => [
      key,
      params.getAll(key).join(','),
    ]),
  );

/** A saved search's query as URL parameters (lists comma-separated, as the page writes them). */
export const paramsOfSaved = (query: Record<string, string | string[]>) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([key]) => (SEARCH_PARAMS as readonly string[]).includes(key))
      .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value]),
  );

/** The search as it stands in the URL, so that a search can be shared and the back button works. */
export function useCandidateSearchState() {
  const state = useUrlSearch();
  const search = searchOf(state.params);
  const page = Number(state.params.get('page') ?? '1') || 1;
  return { ...state, search, page };
}
export type CandidateSearchState = ReturnType<typeof useCandidateSearchState>;
