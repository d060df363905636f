import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API, type TPage } from '@logicareers/shared/api';
import type {
  TEmployerListItem,
  TJobCard,
  TJobDetail,
  TJobSearchResult,
} from '@logicareers/shared/schemas/jobs';
import { api } from '../../lib/api-client';
import type { TCompanyPublicProfile } from '@logicareers/shared/schemas/employer';

/**
 * A job as its page shows it. Sent signed in: those who manage a job also find it as a draft,
 * closed or expired.
 */
export const fetchJob = (id: string) =>
  api<{ data: TJobDetail }>(API.jobs.one(id)).then((r) => r.data);

export const similarJobsQuery = (id: number | string) =>
  queryOptions({
    queryKey: ['jobs', Number(id), 'similar'],
    queryFn: () =>
      api<{ data: TJobCard[] }>(API.jobs.similar(id), { style: 'plain' }).then((r) => r.data),
  });

/** Job search with the parameters of the search page's URL. */
export const searchQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: ['jobs', 'search', query],
    queryFn: () =>
      api<{ data: TJobSearchResult }>(API.jobs.search, { style: 'plain', query }).then(
        (r) => r.data,
      ),
    staleTime: 60_000,
    retry: false,
  });

/** An employer's name, for the page of its jobs. */
export const fetchPublicEmployer = (id: string) =>
  api<{ data: { id: number; name: string } }>(API.employers.public(id), { style: 'plain' }).then(
    (r) => r.data,
  );

/** An employer's public profile (logo, about, industry, size, website, social links), or null. */
export const fetchPublicProfile = (id: string) =>
  api<{ data: TCompanyPublicProfile }>(API.employers.publicProfile(id), { style: 'plain' }).then(
    (r) => r.data,
    () => null,
  );

/** An employer's open jobs, newest first, a page at a time. */
export const employerJobsQuery = (employerId: number, page: number) =>
  queryOptions({
    queryKey: ['jobs', 'employer', employerId, page],
    queryFn: () =>
      api<{ data: TJobSearchResult }>(API.jobs.search, {
        style: 'plain',
        query: { company: employerId, page, sort: 'newest', facets: 'false' },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

/** Employers by name, a page at a time. */
export const employersQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: ['employers', 'list', page, q],
    queryFn: () =>
      api<{ data: TPage<TEmployerListItem> }>(API.employers.list, {
        style: 'plain',
        query: { page, q },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
