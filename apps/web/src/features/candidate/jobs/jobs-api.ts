import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type TPage } from '@logicareers/shared/api';
import type { ApplicationStatus } from '@logicareers/shared/application-status';
import type { TRecommendedPage, TSavedJob } from '@logicareers/shared/schemas/applications';
import type { TMyApplication } from '@logicareers/shared/schemas/candidate';
import { candidateJobKeys } from '../../../components/applications/candidate-job-queries';
import { api } from '../../../lib/api-client';

export const PAGE_SIZE = 20;

/** The candidate's applications with one status (or all), a page at a time. */
export const useMyApplications = (
  status: ApplicationStatus | 'all',
  page: number,
  enabled = true,
) =>
  useQuery({
    queryKey: candidateJobKeys.applied(status, page),
    queryFn: () =>
      api<{ data: TPage<TMyApplication> }>(API.applications.applied, {
        query: { status, page, page_size: PAGE_SIZE },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Jobs the candidate kept for later. */
export const useSavedJobs = (page: number) =>
  useQuery({
    queryKey: candidateJobKeys.saved(page),
    queryFn: () =>
      api<{ data: TPage<TSavedJob> }>(API.applications.saved, {
        query: { page, page_size: PAGE_SIZE },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

/** Open jobs ranked by fit with the desired job; without those applied for when asked. */
export const useRecommendedJobs = (hideApplied: boolean, page: number) =>
  useQuery({
    queryKey: candidateJobKeys.recommended(hideApplied, page),
    queryFn: () =>
      api<{ data: TRecommendedPage }>(
        hideApplied ? API.applications.notApplied : API.applications.recommended,
        { query: { page, page_size: PAGE_SIZE } },
      ).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
