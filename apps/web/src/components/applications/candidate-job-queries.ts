import type { ServerErrorTarget } from '../../lib/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API } from '@logicareers/shared/api';
import type { TCandidateJobState, TStatusCounts } from '@logicareers/shared/schemas/applications';
import type { TApplyRequest } from '@logicareers/shared/schemas/candidate';
import { api } from '../../lib/api-client';

/** Query keys of the candidate's own applications and saved jobs, refreshed together. */
export const candidateJobKeys = {
  all: ['candidate-jobs'] as const,
  state: (jobId: number) => ['candidate-jobs', 'state', jobId] as const,
  counts: ['candidate-jobs', 'counts'] as const,
  applied: (status: string, page: number) => ['candidate-jobs', 'applied', status, page] as const,
  saved: (page: number) => ['candidate-jobs', 'saved', page] as const,
  recommended: (hideApplied: boolean, page: number) =>
    ['candidate-jobs', 'recommended', hideApplied, page] as const,
};

export function useCandidateJobState(jobId: number, enabled: boolean) {
  return useQuery({
    queryKey: candidateJobKeys.state(jobId),
    queryFn: () =>
      api<{ data: TCandidateJobState }>(API.applications.candidateState(jobId)).then((r) => r.data),
    enabled,
  });
}

export function useStatusCounts() {
  return useQuery({
    queryKey: candidateJobKeys.counts,
    queryFn: () => api<{ data: TStatusCounts }>(API.applications.statusCount).then((r) => r.data),
  });
}

type Answer = { message?: string };
const refresh = { invalidates: [candidateJobKeys.all] };

/** Applies for a job with an optional cover note; the note's problems go on the form. */
export const useApply = <T extends FieldValues>(form?: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (values: TApplyRequest) =>
      api<Answer>(API.applications.apply, {
        method: 'POST',
        body: values as Record<string, unknown>,
      }),
    meta: { ...refresh, form },
  });

export const useWithdraw = () =>
  useMutation({
    mutationFn: (jobId: number) =>
      api<Answer>(API.applications.withdraw, { method: 'POST', body: { job_id: jobId } }),
    meta: refresh,
  });

/** Keeps a job for later, or lets it go. */
export const useToggleSaved = () =>
  useMutation({
    mutationFn: ({ jobId, saved }: { jobId: number; saved: boolean }) =>
      saved
        ? api<Answer>(API.applications.unsaveJob(jobId), { method: 'DELETE' })
        : api<Answer>(API.applications.saveJob, { method: 'POST', body: { job_id: jobId } }),
    meta: refresh,
  });
