import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API, type TPage } from '@logicareers/shared/api';
import type {
  TAssignRequest,
  TMySubscription,
  TPaymentRequest,
  TPlan,
  TPlanRequest,
  TPublicPlan,
  TSubscription,
} from '@logicareers/shared/schemas/plans';
import { api } from '../../lib/api-client';
import type { ServerErrorTarget } from '../../lib/form';
import { PLANS_KEY, plansQuery } from '../../lib/plans';

export { plansQuery };

const SUBSCRIPTIONS_KEY = ['plans', 'subscriptions'] as const;

/** The pricing page's plans: no sign-in needed. */
export const publicPlansQuery = queryOptions({
  queryKey: [...PLANS_KEY, 'public'],
  queryFn: () =>
    api<{ data: TPublicPlan[] }>(API.plans.public, { style: 'plain' }).then((r) => r.data),
});

export const subscriptionsQuery = (filters: { companyId: number | null; page: number }) =>
  queryOptions({
    queryKey: [...SUBSCRIPTIONS_KEY, filters],
    queryFn: () =>
      api<{ data: TPage<TSubscription> }>(API.plans.subscriptions, {
        query: { company_id: filters.companyId ?? undefined, page: filters.page },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const mySubscriptionQuery = queryOptions({
  queryKey: [...PLANS_KEY, 'mine'],
  queryFn: () => api<{ data: TMySubscription }>(API.plans.mine).then((r) => r.data),
});

/** Saves a plan (a new one when no id); every list of plans is read again. */
export const useSavePlan = <T extends FieldValues>(form: ServerErrorTarget<T>, id?: number) =>
  useMutation({
    mutationFn: (values: TPlanRequest) =>
      api<{ message: string; data: TPlan[] }>(id ? API.plans.one(id) : API.plans.list, {
        method: id ? 'PUT' : 'POST',
        body: values,
      }),
    meta: { form, invalidates: [PLANS_KEY] },
  });

export const useAssignPlan = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (values: TAssignRequest) =>
      api<{ message: string; data: { id: number } }>(API.plans.subscriptions, {
        method: 'POST',
        body: values,
      }),
    meta: { form, invalidates: [PLANS_KEY] },
  });

export const useRecordPayment = <T extends FieldValues>(
  form: ServerErrorTarget<T>,
  subscriptionId: number,
) =>
  useMutation({
    mutationFn: (values: TPaymentRequest) =>
      api<{ message: string }>(API.plans.payment(subscriptionId), {
        method: 'POST',
        body: values,
      }),
    meta: { form, invalidates: [PLANS_KEY] },
  });
