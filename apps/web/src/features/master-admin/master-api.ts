import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API, type TPage } from '@logicareers/shared/api';
import type {
  MasterKind,
  TMasterAdminItem,
  TMasterAdminQuery,
  TMasterItemCreate,
  TMasterKindSummary,
  TMasterMergeResult,
} from '@logicareers/shared/schemas/master-data';
import { api } from '../../lib/api-client';
import type { ServerErrorTarget } from '../../lib/form';

const ADMIN_KEY = ['master-admin'] as const;
/** What a change makes stale: these lists, the options every form reads, the browse counts. */
const CHANGED = [ADMIN_KEY, ['master'], ['categories'], ['access', 'audit-log']];

export const kindsQuery = queryOptions({
  queryKey: [...ADMIN_KEY, 'kinds'],
  queryFn: () => api<{ data: TMasterKindSummary[] }>(API.masterAdmin.kinds).then((r) => r.data),
});

export const itemsQuery = (kind: MasterKind, query: TMasterAdminQuery) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'items', kind, query],
    queryFn: () =>
      api<{ data: TPage<TMasterAdminItem> }>(API.masterAdmin.items(kind), {
        query: query as Record<string, string>,
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

type Answer = { message: string; data: TMasterAdminItem };

export const useAddItem = <T extends FieldValues>(kind: MasterKind, form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (values: TMasterItemCreate) =>
      api<Answer>(API.masterAdmin.items(kind), { method: 'POST', body: values }),
    meta: { form, invalidates: CHANGED },
  });

export const useRenameItem = <T extends FieldValues>(id: number, form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (values: { name: string }) =>
      api<Answer>(API.masterAdmin.item(id), { method: 'PUT', body: values }),
    meta: { form, invalidates: CHANGED },
  });

export const useSetActive = () =>
  useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api<Answer>(API.masterAdmin.active(id), { method: 'PUT', body: { active } }),
    meta: { invalidates: CHANGED },
  });

export const useMoveItem = () =>
  useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      api<Answer>(API.masterAdmin.move(id), { method: 'POST', body: { direction } }),
    meta: { invalidates: CHANGED, successToast: false },
  });

export const useMergeItem = () =>
  useMutation({
    mutationFn: ({ id, into }: { id: number; into: number }) =>
      api<{ message: string; data: TMasterMergeResult }>(API.masterAdmin.merge(id), {
        method: 'POST',
        body: { into_id: into },
      }),
    meta: { invalidates: CHANGED },
  });
