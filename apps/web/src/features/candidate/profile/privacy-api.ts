import { useMutation, useQuery } from '@tanstack/react-query';
import { API } from '@logicareers/shared/api';
import type {
  TConsentRequest,
  TDeletionRequest,
  TPrivacyStatus,
} from '@logicareers/shared/schemas/privacy';
import { api } from '../../../lib/api-client';
import type { ServerErrorTarget } from '../../../lib/form';
import { PROFILE_KEY } from '../../../lib/session';
import { CANDIDATE_PROFILE_KEY } from './profile-api';

export const PRIVACY_KEY = ['candidate', 'privacy'] as const;

/** The candidate's consent, visibility, latest copy of their data and pending deletion. */
export function usePrivacyStatus() {
  return useQuery({
    queryKey: PRIVACY_KEY,
    queryFn: () => api<{ data: TPrivacyStatus }>(API.privacy.status).then((r) => r.data),
    // While a copy is being prepared, look again every few seconds until it is ready.
    refetchInterval: (query) => (query.state.data?.export?.status === 'requested' ? 5_000 : false),
  });
}

export function useSaveConsent() {
  return useMutation({
    mutationFn: (body: TConsentRequest) =>
      api<{ message?: string }>(API.privacy.consent, { method: 'PUT', body }),
    meta: { invalidates: [PRIVACY_KEY, CANDIDATE_PROFILE_KEY, PROFILE_KEY] },
  });
}

export function useRequestExport() {
  return useMutation({
    mutationFn: () => api<{ message?: string }>(API.privacy.export, { method: 'POST' }),
    meta: { invalidates: [PRIVACY_KEY] },
  });
}

export function useRequestDeletion(form: ServerErrorTarget<TDeletionRequest>) {
  return useMutation({
    mutationFn: (body: TDeletionRequest) =>
      api<{ message?: string }>(API.privacy.deletion, { method: 'POST', body }),
    meta: { form, invalidates: [PRIVACY_KEY, PROFILE_KEY] },
  });
}

export function useCancelDeletion() {
  return useMutation({
    mutationFn: () => api<{ message?: string }>(API.privacy.deletion, { method: 'DELETE' }),
    meta: { invalidates: [PRIVACY_KEY, PROFILE_KEY] },
  });
}
