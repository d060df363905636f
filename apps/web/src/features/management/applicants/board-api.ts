import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { API } from '@logicareers/shared/api';
import type { RecruiterStatus } from '@logicareers/shared/application-status';
import type { TApplicantsPage } from '@logicareers/shared/schemas/applications';
import type {
  TApplicationUndoRequest,
  TStatusMailPreview,
  TStatusMoveResult,
} from '@logicareers/shared/schemas/candidate';
import { api } from '../../../lib/api-client';
import { applicantsKey } from '../management-api';

/** How many cards a column of the board loads at a time. */
export const BOARD_PAGE_SIZE = 20;

/** One page of a column of the board: the job's applicants in one status. */
export const boardPageQuery = (jobId: string, status: string, page: number, tag: string | null) =>
  queryOptions({
    queryKey: [...applicantsKey(jobId), 'board', status, page, tag],
    queryFn: () =>
      api<{ data: TApplicantsPage }>(API.applications.applicants(Number(jobId)), {
        query: { status, page, page_size: BOARD_PAGE_SIZE, tag: tag ?? undefined },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

/** The e-mail a move to `status` would send the candidate of this application. */
export const statusMailQuery = (applicationId: string, status: string) =>
  queryOptions({
    queryKey: ['status-mail', applicationId, status],
    queryFn: () =>
      api<{ data: TStatusMailPreview }>(API.applications.statusMail(applicationId), {
        query: { status },
      }).then((r) => r.data),
    staleTime: 60_000,
  });

/** Moves applications, telling their candidates or not; the board says what it did itself. */
export const useMoveWithNotice = (jobId: string) =>
  useMutation({
    mutationFn: (body: { application_ids: string[]; status: RecruiterStatus; notify: boolean }) =>
      api<{ data: TStatusMoveResult }>(API.applications.setStatus, { method: 'PUT', body }).then(
        (r) => r.data,
      ),
    meta: { invalidates: [applicantsKey(jobId)], successToast: false },
  });

/** Moves applications back where they were; the held e-mails are cancelled. */
export const useUndoMove = (jobId: string) =>
  useMutation({
    mutationFn: (body: TApplicationUndoRequest) =>
      api<{ data: { updated: number; mails_cancelled: number } }>(API.applications.undoStatus, {
        method: 'POST',
        body,
      }).then((r) => r.data),
    meta: { invalidates: [applicantsKey(jobId)], successToast: false },
  });

/** Rates an application, 1 to 5, or clears it. */
export const useRateApplicant = (jobId: string) =>
  useMutation({
    mutationFn: ({ id, rating }: { id: string; rating: number | null }) =>
      api(API.applications.rating(id), { method: 'PUT', body: { rating } }),
    meta: { invalidates: [applicantsKey(jobId)], successToast: false },
  });

/** Replaces an application's tags; the saved ones come back trimmed and without repeats. */
export const useTagApplicant = (jobId: string) =>
  useMutation({
    mutationFn: ({ id, tags }: { id: string; tags: string[] }) =>
      api<{ data: { tags: string[] } }>(API.applications.tags(id), {
        method: 'PUT',
        body: { tags },
      }).then((r) => r.data),
    meta: { invalidates: [applicantsKey(jobId)], successToast: false },
  });
