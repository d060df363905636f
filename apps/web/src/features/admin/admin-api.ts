import type { ServerErrorTarget } from '../../lib/form';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import {
  API,
  type TOutboxMessage,
  type TPage,
  type TPendingEmployer,
} from '@logicareers/shared/api';
import type { SiteModules } from '@logicareers/shared/modules';
import type {
  TSiteSettings,
  TUpdateSiteModulesRequest,
} from '@logicareers/shared/schemas/settings';
import { dashboardKey } from '../../components/dashboard-view';
import { api } from '../../lib/api-client';
import { SETTINGS_KEY } from '../../lib/settings';

export const PENDING_KEY = ['employers', 'pending'] as const;

export const pendingEmployersQuery = queryOptions({
  queryKey: PENDING_KEY,
  queryFn: () => api<{ data: TPendingEmployer[] }>(API.pendingEmployers).then((r) => r.data),
});

/** Activates a registered employer: it leaves the waiting list and the dashboard's figures change. */
export const useActivateEmployer = () =>
  useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(API.activateEmployer(id), { method: 'POST', body: {} }),
    meta: { invalidates: [PENDING_KEY, dashboardKey(API.dashboard.admin)] },
  });

export const outboxQuery = (page: number) =>
  queryOptions({
    queryKey: ['outbox', page],
    queryFn: () =>
      api<{ data: TPage<TOutboxMessage> }>(API.outbox, { query: { page } }).then((r) => r.data),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** Switches site features on or off; the whole site reads its settings again. */
export const useSaveModules = () =>
  useMutation({
    mutationFn: (changes: TUpdateSiteModulesRequest) =>
      api<{ message: string; data: SiteModules }>(API.modules, { method: 'PUT', body: changes }),
    meta: { invalidates: [SETTINGS_KEY] },
  });

/** Saves the site's settings; the whole site reads them again. */
export const useSaveSettings = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (values: TSiteSettings) =>
      api<{ message: string }>(API.settings, { method: 'PUT', body: values }),
    meta: { form, invalidates: [SETTINGS_KEY] },
  });
