import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API } from '@logicareers/shared/api';
import type {
  TCandidateInterviewListQuery,
  TCandidateInterviewPage,
} from '@logicareers/shared/schemas/interviews';
import { api } from '../../lib/api-client';

/*
 * The signed-in candidate's interviews, read by their My interviews page and their dashboard: one
 * cache, so an answer given on one shows on the other.
 */

export const MY_INTERVIEWS_KEY = ['my-interviews'] as const;

/** The candidate's interviews, upcoming or past, a page at a time. */
export const myInterviewsQuery = (query: TCandidateInterviewListQuery) =>
  queryOptions({
    queryKey: [...MY_INTERVIEWS_KEY, query],
    queryFn: () =>
      api<{ data: TCandidateInterviewPage }>(API.interviews.mine, {
        query: query as Record<string, string | number | undefined>,
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
