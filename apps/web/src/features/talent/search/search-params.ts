import { useSearchParams } from 'react-router';
import { ZCandidateSearchQuery } from '@logicareers/shared/schemas/talent';
import type { SearchParams } from '../search-api';

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
  const [params, setParams] = useSearchParams();
  const list = (key: string) => (params.get(key) ?? '').split(',').filter(Boolean);
  const update = (changes: Record<string, string | string[] | null>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      const text = Array.isArray(value) ? value.join(',') : value;
      if (text) next.set(key, text);
      else next.delete(key);
    }
    if (!keepPage) next.delete('page');
    setParams(next);
  };
  const search = searchOf(params);
  const page = Number(params.get('page') ?? '1') || 1;
  return { params, setParams, list, update, search, page };
}
export type CandidateSearchState = ReturnType<typeof useCandidateSearchState>;
