import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API, type TPage } from '@logicareers/shared/api';
import type {
  NewsState,
  TNewsAdminItem,
  TNewsArticle,
  TNewsArticleRequest,
} from '@logicareers/shared/schemas/news';
import { api } from '../../lib/api-client';
import type { ServerErrorTarget } from '../../lib/form';
import { uploadFile } from '../../lib/upload';

/** Editors' queries; public pages keep theirs under 'news' too, so a write refreshes both. */
export const NEWS_KEY = ['news'] as const;
const articleKey = (id: number) => [...NEWS_KEY, 'admin', 'one', id] as const;

export interface NewsFilters {
  q: string;
  state: NewsState | null;
  page: number;
}

export const newsAdminQuery = (filters: NewsFilters) =>
  queryOptions({
    queryKey: [...NEWS_KEY, 'admin', 'list', filters],
    queryFn: () =>
      api<{ data: TPage<TNewsAdminItem> }>(API.news.manage, {
        query: { q: filters.q || undefined, state: filters.state ?? undefined, page: filters.page },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const newsArticleQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: articleKey(id ?? 0),
    queryFn: () => api<{ data: TNewsArticle }>(API.news.one(id!)).then((r) => r.data),
    enabled: id !== undefined,
    retry: false,
  });

type Answer = { message: string; data: TNewsArticle };
const write = { invalidates: [NEWS_KEY] };

/** Writes a new article (no id) or saves one. */
export const useSaveArticle = <T extends FieldValues>(
  form: ServerErrorTarget<T>,
  id: number | undefined,
) =>
  useMutation({
    mutationFn: (values: TNewsArticleRequest) =>
      id === undefined
        ? api<Answer>(API.news.manage, { method: 'POST', body: values })
        : api<Answer>(API.news.one(id), { method: 'PUT', body: values }),
    meta: { form, ...write },
  });

export const useDeleteArticle = (id: number) =>
  useMutation({
    mutationFn: () => api<{ message: string }>(API.news.one(id), { method: 'DELETE' }),
    meta: write,
  });

export const useUploadCover = () =>
  useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      uploadFile<Answer>(API.news.cover(id), 'cover', file),
    meta: write,
  });

export const useRemoveCover = (id: number) =>
  useMutation({
    mutationFn: () => api<Answer>(API.news.cover(id), { method: 'DELETE' }),
    meta: write,
  });
