import { queryOptions } from '@tanstack/react-query';
import { API } from '@logicareers/shared/api';
import type { TPlan } from '@logicareers/shared/schemas/plans';
import { api } from './api-client';

/** Where every query about plans is kept: a change to plans refreshes them all. */
export const PLANS_KEY = ['plans'] as const;

/** Every plan, for those who manage plans (the plans page, the client list's plan filter). */
export const plansQuery = queryOptions({
  queryKey: [...PLANS_KEY, 'all'],
  queryFn: () => api<{ data: TPlan[] }>(API.plans.list).then((r) => r.data),
});
