import type { TJobSearchQuery } from '@logicareers/shared/schemas/jobs';

/**
 * The parameters of the API's search that the page's URL leaves out: the API's paging cursor (the
 * page goes by page number), whether to count facets (it always does) and the language of names
 * (the page's own).
 */
export const NOT_IN_URL = ['cursor', 'facets', 'lang'] as const;

/** A parameter of the API's search that the page's URL carries. */
export type SearchParam = Exclude<keyof TJobSearchQuery, (typeof NOT_IN_URL)[number]>;

/**
 * Every parameter of the API's search query (ZJobSearchQuery) that the URL carries, in the order
 * the API request lists them. Checked against the schema's keys: a parameter added there and
 * neither here nor in NOT_IN_URL does not compile. The page reads none of the schemas (they stay
 * out of the public pages' code), only their type.
 */
const IN_URL = {
  q: true,
  state: true,
  functional_area: true,
  designation: true,
  industry: true,
  employment_type: true,
  experience: true,
  salary_min: true,
  posted_within: true,
  sort: true,
  page: true,
  company: true,
} as const satisfies Record<SearchParam, true>;

export const SEARCH_PARAMS = Object.keys(IN_URL) as SearchParam[];

/** The search parameters of a page's URL, as the API takes them. */
export const searchOf = (params: URLSearchParams): Record<string, string> =>
  Object.fromEntries(SEARCH_PARAMS.filter((k) => params.get(k)).map((k) => [k, params.get(k)!]));

/** A search as the query string of the page's URL: searchOf the other way round. */
export const urlParamsOf = (search: Partial<Record<string, string>>) =>
  new URLSearchParams(
    SEARCH_PARAMS.filter((k) => search[k]).map((k): [string, string] => [k, search[k]!]),
  );
