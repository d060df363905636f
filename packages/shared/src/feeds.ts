/*
 * The job feeds (issue 42): every live job for the boards that read feeds (Indeed's XML) and for
 * feed readers (RSS 2.0, Atom 1.0), at the site's root like the sitemap. Each takes `emirate` and
 * `functional_area` (a master item's id) to narrow it, and `lang=ar` to name master data in Arabic
 * and link the jobs' Arabic pages.
 */

/** The feeds' formats, each with its address and content type. */
export const FEEDS = {
  indeed: { path: '/feeds/indeed.xml', type: 'application/xml; charset=utf-8' },
  rss: { path: '/feeds/jobs.rss', type: 'application/rss+xml; charset=utf-8' },
  atom: { path: '/feeds/jobs.atom', type: 'application/atom+xml; charset=utf-8' },
} as const;

export type FeedFormat = keyof typeof FEEDS;
export const FEED_FORMATS = Object.keys(FEEDS) as FeedFormat[];

/** The filters a feed takes, as query parameters. */
export interface FeedFilters {
  emirate?: number;
  functional_area?: number;
  lang?: 'en' | 'ar';
}

/** A feed's address with its filters (`feedPath('rss', { emirate: 3 })`). */
export function feedPath(format: FeedFormat, filters: FeedFilters = {}) {
  const query = new URLSearchParams();
  if (filters.emirate !== undefined) query.set('emirate', String(filters.emirate));
  if (filters.functional_area !== undefined)
    query.set('functional_area', String(filters.functional_area));
  if (filters.lang && filters.lang !== 'en') query.set('lang', filters.lang);
  const search = query.toString();
  return search ? `${FEEDS[format].path}?${search}` : FEEDS[format].path;
}
