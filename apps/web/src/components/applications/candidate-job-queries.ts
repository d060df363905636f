import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@logicareers/shared/api';
import type { TCandidateJobState, TStatusCounts } from '@logicareers/shared/schemas/applications';
import { api } from '../../lib/api-client';
import { showErrorToasts, successToast } from '../../lib/toasts';

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

/** Apply, withdraw, save and unsave: each toasts the answer and refreshes the candidate's lists. */
export function useCandidateJobActions() {
  const queryClient = useQueryClient();
  const run = async (path: string, method: 'POST' | 'DELETE', body?: Record<string, unknown>) => {
    try {
      const answer = await api<{ message?: string }>(path, { method, body });
      successToast(answer.message);
      return true;
    } catch (error) {
      showErrorToasts(error);
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: candidateJobKeys.all });
    }
  };
  return {
    apply: (jobId: number, coverNote: string) =>
      run(API.applications.apply, 'POST', { job_id: jobId, cover_note: coverNote }),
    withdraw: (jobId: number) => run(API.applications.withdraw, 'POST', { job_id: jobId }),
    save: (jobId: number) => run(API.applications.saveJob, 'POST', { job_id: jobId }),
    unsave: (jobId: number) => run(API.applications.unsaveJob(jobId), 'DELETE'),
  };
}
