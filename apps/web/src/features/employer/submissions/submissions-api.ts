import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API } from '@logicareers/shared/api';
import type {
  TClientSubmissionPage,
  TClientSubmissionView,
} from '@logicareers/shared/schemas/client-submissions';
import type { SubmissionStatus, TClientCvAnswerRequest } from '@logicareers/shared/schemas/talent';
import { api } from '../../../lib/api-client';
import type { ServerErrorTarget } from '../../../lib/form';

export const CLIENT_SUBMISSIONS_KEY = ['employer', 'submissions'] as const;
export const CLIENT_SUBMISSIONS_PAGE_SIZE = 20;

/** Where the client's answer stands: awaited (sent or viewed), or one of the answers. */
export const ANSWER_FILTERS = {
  awaiting: ['sent', 'viewed'],
  interested: ['interested'],
  interview_requested: ['interview_requested'],
  rejected: ['rejected'],
} as const satisfies Record<string, readonly SubmissionStatus[]>;
export type AnswerFilter = keyof typeof ANSWER_FILTERS;

/** The candidates consultancies sent to the company, a page at a time. */
export const clientSubmissionsQuery = (filter: {
  job: number | null;
  answer: AnswerFilter | null;
  page: number;
}) =>
  queryOptions({
    queryKey: [...CLIENT_SUBMISSIONS_KEY, 'list', filter.job, filter.answer, filter.page],
    queryFn: () =>
      api<{ data: TClientSubmissionPage }>(API.employers.submissions, {
        query: {
          job_id: filter.job ?? undefined,
          status: filter.answer ? ANSWER_FILTERS[filter.answer].join(',') : undefined,
          page: filter.page,
          page_size: CLIENT_SUBMISSIONS_PAGE_SIZE,
        },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

/** One of them, as the e-mailed link shows it. */
export const clientSubmissionQuery = (id: string) =>
  queryOptions({
    queryKey: [...CLIENT_SUBMISSIONS_KEY, 'one', id],
    queryFn: () =>
      api<{ data: TClientSubmissionView }>(API.employers.submission(id)).then((r) => r.data),
    retry: false,
  });

/** The company's answer, from the account: as from the link, naming who answered. */
export const useAnswerClientSubmission = <T extends FieldValues>(
  id: string,
  form: ServerErrorTarget<T>,
) =>
  useMutation({
    mutationFn: (body: TClientCvAnswerRequest) =>
      api<{ message: string }>(API.employers.submissionAnswer(id), { method: 'POST', body }),
    meta: { form, invalidates: [CLIENT_SUBMISSIONS_KEY] },
  });
