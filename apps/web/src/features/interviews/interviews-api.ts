import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API } from '@logicareers/shared/api';
import {
  interviewCalendarName,
  type TCandidateInterview,
  type TInterview,
  type TInterviewAnswerRequest,
  type TInterviewCancelRequest,
  type TInterviewInvitation,
  type TInterviewListQuery,
  type TInterviewOutcomeRequest,
  type TInterviewPage,
  type TInterviewRequest,
  type TInterviewUpdateRequest,
  type TPerson,
} from '@logicareers/shared/schemas/interviews';
import type { TApplicantsPage } from '@logicareers/shared/schemas/applications';
import { MY_INTERVIEWS_KEY } from '../../components/interviews/candidate-interview-queries';
import { api, downloadFile } from '../../lib/api-client';
import type { ServerErrorTarget } from '../../lib/form';

export const INTERVIEWS_KEY = ['interviews'] as const;
const invitationKey = (token: string) => ['interview-response', token] as const;

type Query = Record<string, string | number | undefined>;

/** The company's interviews, filtered: a page of the list or one week of the calendar. */
export const interviewsQuery = (query: TInterviewListQuery) =>
  queryOptions({
    queryKey: [...INTERVIEWS_KEY, 'list', query],
    queryFn: () =>
      api<{ data: TInterviewPage }>(API.interviews.list, { query: query as Query }).then(
        (r) => r.data,
      ),
    placeholderData: keepPreviousData,
  });

export const interviewQuery = (id: string) =>
  queryOptions({
    queryKey: [...INTERVIEWS_KEY, 'one', id],
    queryFn: () => api<{ data: TInterview }>(API.interviews.one(id)).then((r) => r.data),
    retry: false,
  });

/** A job's applicants (the first hundred), to schedule an interview with one of them. */
export const jobApplicantsQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['applicants', jobId, 'for-interview'],
    queryFn: () =>
      api<{ data: TApplicantsPage }>(API.applications.applicants(Number(jobId)), {
        query: { status: 'all', page: 1, page_size: 100 },
      }).then((r) => r.data.items),
  });

/** The company's users who may interview. */
export const interviewersQuery = () =>
  queryOptions({
    queryKey: [...INTERVIEWS_KEY, 'interviewers'],
    queryFn: () => api<{ data: TPerson[] }>(API.interviews.interviewers).then((r) => r.data),
    staleTime: 60_000,
  });

export const useScheduleInterview = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (body: TInterviewRequest) =>
      api<{ message: string; data: TInterview }>(API.interviews.list, { method: 'POST', body }),
    meta: { form, invalidates: [INTERVIEWS_KEY] },
  });

export const useUpdateInterview = <T extends FieldValues>(id: string, form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (body: TInterviewUpdateRequest) =>
      api<{ message: string; data: TInterview }>(API.interviews.one(id), { method: 'PUT', body }),
    meta: { form, invalidates: [INTERVIEWS_KEY] },
  });

export const useCancelInterview = (id: string) =>
  useMutation({
    mutationFn: (body: TInterviewCancelRequest) =>
      api<{ message: string }>(API.interviews.cancel(id), { method: 'POST', body }),
    meta: { invalidates: [INTERVIEWS_KEY] },
  });

export const useRecordOutcome = <T extends FieldValues>(id: string, form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (body: TInterviewOutcomeRequest) =>
      api<{ message: string }>(API.interviews.outcome(id), { method: 'POST', body }),
    meta: { form, invalidates: [INTERVIEWS_KEY] },
  });

/* ---------- The candidate's page (no sign-in) ---------- */

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: invitationKey(token),
    queryFn: () =>
      api<{ data: TInterviewInvitation }>(API.interviews.answer(token), { style: 'plain' }).then(
        (r) => r.data,
      ),
    retry: false,
  });

export const useAnswerInvitation = <T extends FieldValues>(
  token: string,
  form: ServerErrorTarget<T>,
) =>
  useMutation({
    mutationFn: (body: TInterviewAnswerRequest) =>
      api<{ message: string }>(API.interviews.answer(token), {
        method: 'POST',
        body,
        style: 'plain',
      }),
    meta: { form, invalidates: [invitationKey(token)] },
  });

/** Downloads an interview's .ics (the staff's); a failure is toasted like any other. */
export const useDownloadCalendar = () =>
  useMutation({
    mutationFn: (interview: { id: string; starts_at: string }) =>
      downloadFile(
        API.interviews.calendar(interview.id),
        interviewCalendarName(interview.starts_at),
      ),
    meta: { successToast: false },
  });

/* ---------- The candidate's account ---------- */

/** The candidate's answer from their account. */
export const useAnswerMyInterview = <T extends FieldValues>(
  id: string,
  form?: ServerErrorTarget<T>,
) =>
  useMutation({
    mutationFn: (body: TInterviewAnswerRequest) =>
      api<{ message: string; data: TCandidateInterview }>(API.interviews.myAnswer(id), {
        method: 'POST',
        body,
      }),
    meta: { form, invalidates: [MY_INTERVIEWS_KEY] },
  });

/** Downloads one of the candidate's interviews as an .ics. */
export const useDownloadMyCalendar = () =>
  useMutation({
    mutationFn: (interview: { id: string; starts_at: string }) =>
      downloadFile(
        API.interviews.myCalendar(interview.id),
        interviewCalendarName(interview.starts_at),
      ),
    meta: { successToast: false },
  });
