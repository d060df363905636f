import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { API, type TPage } from '@logicareers/shared/api';
import type {
  TContentPageAdmin,
  TContentPageInput,
  TContentPageUpdate,
  TEnquiry,
  TEnquiryListQuery,
  TEnquiryUpdate,
  TPerson,
} from '@logicareers/shared/schemas/content';
import type { ContentPageKey } from '@logicareers/shared/service-pages';
import { api } from '../../lib/api-client';
import type { ServerErrorTarget } from '../../lib/form';

const PAGES_KEY = ['content'] as const;
const ENQUIRIES_KEY = ['enquiries'] as const;

export const contentPagesQuery = queryOptions({
  queryKey: [...PAGES_KEY, 'admin'],
  queryFn: () => api<{ data: TContentPageAdmin[] }>(API.content.pages).then((r) => r.data),
});

export const useSavePage = (key: ContentPageKey, form: ServerErrorTarget<TContentPageInput>) =>
  useMutation({
    mutationFn: (values: TContentPageUpdate) =>
      api<{ message: string; data: TContentPageAdmin }>(API.content.page(key), {
        method: 'PUT',
        body: values,
      }),
    meta: { invalidates: [PAGES_KEY], form },
  });

export const useRestorePage = (key: ContentPageKey) =>
  useMutation({
    mutationFn: () =>
      api<{ message: string; data: TContentPageAdmin }>(API.content.page(key), {
        method: 'DELETE',
      }),
    meta: { invalidates: [PAGES_KEY] },
  });

export const enquiriesQuery = (query: TEnquiryListQuery) =>
  queryOptions({
    queryKey: [...ENQUIRIES_KEY, 'list', query],
    queryFn: () =>
      api<{ data: TPage<TEnquiry> }>(API.enquiry.list, {
        query: query as Record<string, string | number | undefined>,
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const assigneesQuery = queryOptions({
  queryKey: [...ENQUIRIES_KEY, 'assignees'],
  queryFn: () => api<{ data: TPerson[] }>(API.enquiry.assignees).then((r) => r.data),
});

export const useUpdateEnquiry = (id: number) =>
  useMutation({
    mutationFn: (change: TEnquiryUpdate) =>
      api<{ message: string; data: TEnquiry }>(API.enquiry.one(id), {
        method: 'PUT',
        body: change,
      }),
    meta: { invalidates: [ENQUIRIES_KEY] },
  });
