import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API, type TPage } from '@logicareers/shared/api';
import type {
  SubmissionStatus,
  TCandidateCommentRequest,
  TClientCv,
  TCandidateView,
  TConsultantFeedbackRequest,
  TInviteRequest,
  TSubmission,
  TSubmissionClient,
  TSubmissionRequest,
} from '@logicareers/shared/schemas/talent';
import type { TSubmissionLink } from '@logicareers/shared/schemas/client-submissions';
import { api } from '../../lib/api-client';
import type { ServerErrorTarget } from '../../lib/form';

/** Every query of the candidate view and of sent candidates starts with one of these keys. */
export const CANDIDATE_VIEW_KEY = ['candidate-view'] as const;
export const SUBMISSIONS_KEY = ['talent', 'submissions'] as const;
export const candidateViewKey = (id: string) => [...CANDIDATE_VIEW_KEY, id] as const;

/* ---------- The candidate view ---------- */

export const candidateViewQuery = (id: string) =>
  queryOptions({
    queryKey: candidateViewKey(id),
    queryFn: () => api<{ data: TCandidateView }>(API.talent.candidate(id)).then((r) => r.data),
    // A candidate not found (or not visible) is an answer, not a blip to try again.
    retry: false,
  });

/** A comment of the company's on a candidate; the view lists it at once. */
export const useAddComment = <T extends FieldValues>(
  candidateId: string,
  form: ServerErrorTarget<T>,
) =>
  useMutation({
    mutationFn: (body: TCandidateCommentRequest) =>
      api(API.talent.comment, { method: 'POST', body }),
    meta: { form, invalidates: [candidateViewKey(candidateId)], successToast: false },
  });

/** A consultant's feedback on a candidate: rating, roles, salary discussed, availability, notes. */
export const useAddFeedback = <T extends FieldValues>(
  candidateId: string,
  form: ServerErrorTarget<T>,
) =>
  useMutation({
    mutationFn: (body: TConsultantFeedbackRequest) =>
      api(API.talent.feedback, { method: 'POST', body }),
    meta: { form, invalidates: [candidateViewKey(candidateId)] },
  });

/* ---------- Inviting candidates to apply ---------- */

export const useInvite = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (body: TInviteRequest) =>
      api<{ message: string }>(API.talent.invite, { method: 'POST', body }),
    meta: { form },
  });

/* ---------- Sending candidates to a client ---------- */

/** The names of chosen candidates, read from their views (the send page names whom it sends). */
export const candidateNameQuery = (id: string) =>
  queryOptions({
    queryKey: candidateViewKey(id),
    queryFn: () => api<{ data: TCandidateView }>(API.talent.candidate(id)).then((r) => r.data),
    retry: false,
    select: (view) => `${view.profile.first_name} ${view.profile.last_name}`.trim(),
  });

export const submissionClientsQuery = (q: string) =>
  queryOptions({
    queryKey: [...SUBMISSIONS_KEY, 'clients', q],
    queryFn: () =>
      api<{ data: TSubmissionClient[] }>(API.talent.submissionClients, { query: { q } }).then(
        (r) => r.data,
      ),
    placeholderData: keepPreviousData,
  });

export const SUBMISSIONS_PAGE_SIZE = 20;

export const submissionsQuery = (filter: {
  status: SubmissionStatus | 'all';
  page: number;
  candidateId?: string;
}) =>
  queryOptions({
    queryKey: [...SUBMISSIONS_KEY, 'list', filter.status, filter.page, filter.candidateId],
    queryFn: () =>
      api<{ data: TPage<TSubmission> }>(API.talent.submissions, {
        query: {
          status: filter.status === 'all' ? undefined : filter.status,
          page: filter.page,
          page_size: SUBMISSIONS_PAGE_SIZE,
          candidate_id: filter.candidateId,
        },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const useSendCandidates = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (body: TSubmissionRequest) =>
      api<{ message: string }>(API.talent.submissions, { method: 'POST', body }),
    meta: { form, invalidates: [SUBMISSIONS_KEY, CANDIDATE_VIEW_KEY], successToast: false },
  });

/** Withdraws a sent candidate's link: the client can no longer open it (decision 033). */
export const useRevokeSubmission = () =>
  useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(API.talent.submissionRevoke(id), { method: 'POST' }),
    meta: { invalidates: [SUBMISSIONS_KEY, CANDIDATE_VIEW_KEY] },
  });

/**
 * A fresh link to a sent candidate for the client: links are kept only hashed, so the e-mailed one
 * cannot be shown again; the new one replaces it.
 */
export const useRenewSubmissionLink = () =>
  useMutation({
    mutationFn: (id: string) =>
      api<{ message: string; data: TSubmissionLink }>(API.talent.submissionLink(id), {
        method: 'POST',
      }),
    meta: { successToast: false },
  });

/** A sent candidate exactly as the client sees them, read only. */
export const submissionPreviewQuery = (id: string) =>
  queryOptions({
    queryKey: [...SUBMISSIONS_KEY, 'preview', id],
    queryFn: () => api<{ data: TClientCv }>(API.talent.submissionPreview(id)).then((r) => r.data),
    retry: false,
  });
