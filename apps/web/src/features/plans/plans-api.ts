import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API, type TPage } from '@logicareers/shared/api';
import type { TCancelRequest, TQuote } from '@logicareers/shared/schemas/plan-orders';
import type {
  SubscriptionStatus,
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

export const subscriptionsQuery = (filters: {
  companyId: number | null;
  page: number;
  status?: SubscriptionStatus | null;
}) =>
  queryOptions({
    queryKey: [...SUBSCRIPTIONS_KEY, filters],
    queryFn: () =>
      api<{ data: TPage<TSubscription> }>(API.plans.subscriptions, {
        query: {
          company_id: filters.companyId ?? undefined,
          page: filters.page,
          status: filters.status ?? undefined,
        },
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

/** What ordering a plan would cost today and when it would start. */
export const quoteQuery = (planId: number) =>
  queryOptions({
    queryKey: [...PLANS_KEY, 'quote', planId],
    queryFn: () =>
      api<{ data: TQuote }>(API.plans.quote, { query: { plan_id: planId } }).then((r) => r.data),
    retry: false,
    staleTime: 0,
  });

/** The company orders a plan; the dialog shows a refusal itself. */
export const useOrderPlan = () =>
  useMutation({
    mutationFn: (planId: number) =>
      api<{ message: string; data: TSubscription }>(API.plans.orders, {
        method: 'POST',
        body: { plan_id: planId },
      }),
    meta: { invalidates: [PLANS_KEY], errorToast: false },
  });

/** The company withdraws its order awaiting payment. */
export const useWithdrawOrder = () =>
  useMutation({
    mutationFn: (id: number) => api<{ message: string }>(API.plans.order(id), { method: 'DELETE' }),
    meta: { invalidates: [PLANS_KEY] },
  });

/** The current plan offered for renewal before it ends, or ending on its last day. */
export const useSetRenewal = () =>
  useMutation({
    mutationFn: (renew: boolean) =>
      api<{ message: string }>(API.plans.renewal, { method: 'PUT', body: { renew } }),
    meta: { invalidates: [PLANS_KEY] },
  });

/** An administrator cancels a subscription, at the end of its period or at once. */
export const useCancelSubscription = <T extends FieldValues>(
  form: ServerErrorTarget<T>,
  subscriptionId: number,
) =>
  useMutation({
    mutationFn: (values: TCancelRequest) =>
      api<{ message: string }>(API.plans.cancel(subscriptionId), { method: 'POST', body: values }),
    meta: { form, invalidates: [PLANS_KEY] },
  });
