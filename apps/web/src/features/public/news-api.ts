import { queryOptions } from '@tanstack/react-query';
import { API } from '@logicareers/shared/api';
import type { TNewsPublicArticle, TNewsPublicList } from '@logicareers/shared/schemas/news';
import { api } from '../../lib/api-client';

/** A page of published articles, optionally of one tag (a topic). */
export const newsListQuery = (filters: { page: number; tag: string; pageSize?: number }) =>
  queryOptions({
    queryKey: ['news', 'list', filters],
    queryFn: () =>
      api<{ data: TNewsPublicList }>(API.news.list, {
        style: 'plain',
        query: {
          page: filters.page,
          tag: filters.tag || undefined,
          page_size: filters.pageSize,
        },
      }).then((r) => r.data),
  });

/** The newest articles, for the landing page and beside an article. */
export const latestNewsQuery = newsListQuery({ page: 1, tag: '', pageSize: 4 });

/** A published article by its address (signed in or not, only published ones are found). */
export const fetchNewsArticle = (slug: string) =>
  api<{ data: TNewsPublicArticle }>(API.news.article(slug), { style: 'plain' }).then((r) => r.data);

/** The page of the list in the address: a whole number from 1, else 1. */
export const pageParam = (search: URLSearchParams) =>
  Math.max(1, Number.parseInt(search.get('page') ?? '', 10) || 1);
