import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API } from '@logicareers/shared/api';
import type { TPage } from '@logicareers/shared/schemas/common';
import type {
  TEmailResponseItem,
  TEmailResponsePage,
  TEmailResponseRequest,
  TResponseOptions,
  TResponseOptionsRequest,
} from '@logicareers/shared/schemas/email-responses';
import { api } from '../../../lib/api-client';
import type { ServerErrorTarget } from '../../../lib/form';

export const RESPONSES_KEY = ['email-responses'] as const;
export const RESPONSES_PAGE_SIZE = 20;

/* ---------- The candidate's page: read and answered with the link's token, no session ---------- */

const responsePageKey = (token: string) => ['email-response', token] as const;

export const responsePageQuery = (token: string) =>
  queryOptions({
    queryKey: responsePageKey(token),
    queryFn: () =>
      api<{ data: TEmailResponsePage }>(API.emailResponses.answer(token), { style: 'plain' }).then(
        (r) => r.data,
      ),
    retry: false,
  });

export const useAnswerEmail = <T extends FieldValues>(token: string, form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (body: TEmailResponseRequest) =>
      api<{ message: string; data: TEmailResponsePage }>(API.emailResponses.answer(token), {
        method: 'POST',
        body,
        style: 'plain',
      }),
    meta: { form, invalidates: [responsePageKey(token)] },
  });

/* ---------- The company's side ---------- */

export interface ResponseFilter {
  answer: string | null;
  from: string;
  to: string;
  page: number;
}

export const responsesQuery = (filter: ResponseFilter) =>
  queryOptions({
    queryKey: [...RESPONSES_KEY, 'list', filter],
    queryFn: () =>
      api<{ data: TPage<TEmailResponseItem> }>(API.emailResponses.list, {
        query: {
          answer: filter.answer ?? undefined,
          from: filter.from || undefined,
          to: filter.to || undefined,
          page: filter.page,
          page_size: RESPONSES_PAGE_SIZE,
        },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const responseOptionsQuery = () =>
  queryOptions({
    queryKey: [...RESPONSES_KEY, 'options'],
    queryFn: () => api<{ data: TResponseOptions }>(API.emailResponses.options).then((r) => r.data),
  });

export const useSaveResponseOptions = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (body: TResponseOptionsRequest) =>
      api<{ message: string; data: TResponseOptions }>(API.emailResponses.options, {
        method: 'PUT',
        body,
      }),
    meta: { form, invalidates: [RESPONSES_KEY] },
  });
