import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API, type TPage } from '@logicareers/shared/api';
import {
  SAVED_SEARCHES_MAX,
  type TCandidateSearchResult,
  type TCvFolder,
  type TCvFolderView,
  type TSavedSearch,
} from '@logicareers/shared/schemas/talent';
import type { ServerErrorTarget } from '../../lib/form';
import { LANGUAGE_QUERY } from '@logicareers/shared/languages';
import { api, ApiError, downloadFile } from '../../lib/api-client';
import { i18n, siteLanguage } from '../../lib/i18n';

/** Every query of the CV search starts with this key. */
export const CANDIDATE_SEARCH_KEY = ['candidate-search'] as const;
export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;
/** Every folder query starts with this key: a change to a folder refreshes them all. */
export const CV_FOLDERS_KEY = ['cv-folders'] as const;

type Answer<T = unknown> = { message: string; data: T };

/* ---------- CV search ---------- */

/** The search as the URL holds it: each parameter once, lists comma-separated. */
export type SearchParams = Record<string, string>;

export const candidateSearchQuery = (search: SearchParams) =>
  queryOptions({
    queryKey: [...CANDIDATE_SEARCH_KEY, search],
    queryFn: () =>
      api<{ data: TCandidateSearchResult }>(API.talent.search, { query: search }).then(
        (r) => r.data,
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // A search the server refuses (400) is not tried again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });

/* ---------- Saved searches ---------- */

export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: [...SAVED_SEARCHES_KEY, 'list'],
    // Every one of the user's searches fits a page (SAVED_SEARCHES_MAX).
    queryFn: () =>
      api<{ data: TPage<TSavedSearch> }>(API.talent.savedSearches, {
        query: { page_size: SAVED_SEARCHES_MAX },
      }).then((r) => r.data.items),
  });

/** Saves the search under a name; a name the user already has shows on the name field. */
export const useSaveSearch = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (body: { name: string; query: SearchParams }) =>
      api<Answer<TSavedSearch>>(API.talent.saveSearch, { method: 'POST', body }),
    meta: { form, invalidates: [SAVED_SEARCHES_KEY] },
  });

export const useDeleteSavedSearch = () =>
  useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(API.talent.savedSearch(id), { method: 'DELETE' }),
    meta: { invalidates: [SAVED_SEARCHES_KEY] },
  });

/** Marks a saved search as run now (its "new" count starts again); the page then shows it. */
export const useRunSavedSearch = () =>
  useMutation({
    mutationFn: (id: number) =>
      api<Answer<TSavedSearch>>(API.talent.runSavedSearch(id), { method: 'POST' }),
    meta: { invalidates: [SAVED_SEARCHES_KEY], successToast: false },
  });

/* ---------- CV folders ---------- */

export const foldersQuery = (filter: { page?: number; q?: string; page_size?: number } = {}) =>
  queryOptions({
    queryKey: [...CV_FOLDERS_KEY, 'list', filter],
    queryFn: () =>
      api<{ data: TPage<TCvFolder> }>(API.talent.folders, { query: filter }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const folderQuery = (id: string | undefined, page: number) =>
  queryOptions({
    queryKey: [...CV_FOLDERS_KEY, 'view', id, page],
    queryFn: () =>
      api<{ data: TCvFolderView }>(API.talent.folder(id!), { query: { page } }).then((r) => r.data),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });

/** Creates a folder, or renames one (with its id); a name the company has shows on the field. */
export const useSaveFolder = <T extends FieldValues>(form: ServerErrorTarget<T>, id?: number) =>
  useMutation({
    mutationFn: (body: { name: string }) =>
      api<Answer<TCvFolder>>(id ? API.talent.folder(id) : API.talent.folders, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    meta: { form, invalidates: [CV_FOLDERS_KEY] },
  });

export const useDeleteFolder = () =>
  useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(API.talent.folder(id), { method: 'DELETE' }),
    meta: { invalidates: [CV_FOLDERS_KEY] },
  });

/** Adds candidates to a folder (`remove`: takes them out). */
export const useFolderCandidates = (remove = false) =>
  useMutation({
    mutationFn: ({ folderId, candidateIds }: { folderId: number; candidateIds: string[] }) =>
      api<{ message: string }>(API.talent.folderCandidates(folderId), {
        method: remove ? 'DELETE' : 'POST',
        body: { candidate_ids: candidateIds },
      }),
    // The candidate view lists the folders a candidate is in.
    meta: { invalidates: [CV_FOLDERS_KEY, ['candidate-view']] },
  });

export const useMoveCandidates = () =>
  useMutation({
    mutationFn: (body: { from_folder_id: number; to_folder_id: number; candidate_ids: string[] }) =>
      api<{ message: string }>(API.talent.folderMove, { method: 'POST', body }),
    meta: { invalidates: [CV_FOLDERS_KEY, ['candidate-view']] },
  });

/** Downloads a folder as CSV (its columns in the page's language), or its CVs as one ZIP. */
export const useDownloadFolder = () =>
  useMutation({
    mutationFn: ({ id, kind, name }: { id: number; kind: 'csv' | 'zip'; name: string }) =>
      downloadFile(
        kind === 'csv'
          ? `${API.talent.folderCsv(id)}?${LANGUAGE_QUERY}=${siteLanguage(i18n.language)}`
          : API.talent.folderZip(id),
        `${name}.${kind}`,
      ),
    meta: { successToast: false },
  });
