import { queryOptions } from '@tanstack/react-query';
import { API, type TPage } from '@logicareers/shared/api';
import type { TEmployerListItem, TJobSearchResult } from '@logicareers/shared/schemas/jobs';
import { api } from '../../lib/api-client';

/** The newest open jobs, for the landing page. */
export const latestJobsQuery = queryOptions({
  queryKey: ['jobs', 'latest'],
  queryFn: () =>
    api<{ data: TJobSearchResult }>(API.jobs.search, {
      style: 'plain',
      query: { sort: 'newest', facets: 'false' },
    }).then((r) => r.data),
});

/** The first page of employers with open jobs, for the landing page. */
export const employersHiringQuery = queryOptions({
  queryKey: ['employers', 'hiring'],
  queryFn: () =>
    api<{ data: TPage<TEmployerListItem> }>(API.employers.list, { style: 'plain' }).then(
      (r) => r.data.items,
    ),
});
