import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API, type TPage } from '@logicareers/shared/api';
import type {
  ClientKind,
  TClientCreateRequest,
  TClientListItem,
  TClientView,
  TCompanyComment,
  TCompanyCommentRequest,
  TCompanyUserCreateRequest,
} from '@logicareers/shared/schemas/employer';
import { api } from '../../lib/api-client';
import type { ServerErrorTarget } from '../../lib/form';

export const CLIENTS_KEY = ['clients'] as const;
const clientKey = (id: number) => [...CLIENTS_KEY, 'one', id] as const;
const commentsKey = (id: number) => [...CLIENTS_KEY, 'comments', id] as const;

export interface ClientFilters {
  kind: ClientKind;
  q: string;
  status: string | null;
  state_id: number | null;
  industry_id: number | null;
  plan_id: number | null;
  page: number;
}

export const clientsQuery = (filters: ClientFilters) =>
  queryOptions({
    queryKey: [...CLIENTS_KEY, 'list', filters],
    queryFn: () =>
      api<{ data: TPage<TClientListItem> }>(API.employers.clients, {
        query: {
          kind: filters.kind,
          q: filters.q || undefined,
          status: filters.status ?? undefined,
          state_id: filters.state_id ?? undefined,
          industry_id: filters.industry_id ?? undefined,
          plan_id: filters.plan_id ?? undefined,
          page: filters.page,
        },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const clientQuery = (id: number) =>
  queryOptions({
    queryKey: clientKey(id),
    queryFn: () => api<{ data: TClientView }>(API.employers.client(id)).then((r) => r.data),
    retry: false,
  });

export const clientCommentsQuery = (id: number) =>
  queryOptions({
    queryKey: commentsKey(id),
    queryFn: () =>
      api<{ data: TCompanyComment[] }>(API.employers.clientComments(id)).then((r) => r.data),
  });

export const useCreateClient = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (values: TClientCreateRequest) =>
      api<{ message: string; data: { id: number } }>(API.employers.clients, {
        method: 'POST',
        body: values,
      }),
    meta: { form, invalidates: [CLIENTS_KEY] },
  });

export const useClientStatus = (id: number) =>
  useMutation({
    mutationFn: (status: 'active' | 'disabled') =>
      api<{ message: string }>(API.employers.clientStatus(id), {
        method: 'PUT',
        body: { status },
      }),
    meta: { invalidates: [CLIENTS_KEY] },
  });

export const useAddComment = <T extends FieldValues>(id: number, form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (values: TCompanyCommentRequest) =>
      api<{ message: string }>(API.employers.clientComments(id), { method: 'POST', body: values }),
    meta: { form, invalidates: [commentsKey(id), clientKey(id)] },
  });

export const useCreateClientUser = <T extends FieldValues>(
  id: number,
  form: ServerErrorTarget<T>,
) =>
  useMutation({
    mutationFn: (values: TCompanyUserCreateRequest) =>
      api<{ message: string }>(API.employers.clientCreateUser(id), {
        method: 'POST',
        body: values,
      }),
    meta: { form, invalidates: [CLIENTS_KEY] },
  });
