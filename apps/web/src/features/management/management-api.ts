import type { ServerErrorTarget } from '../../lib/form';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API, type TPage } from '@logicareers/shared/api';
import type { TApplicantsPage } from '@logicareers/shared/schemas/applications';
import type {
  JobStatus,
  TJobDetail,
  TJobForm,
  TJobNote,
  TJobNoteRequest,
  TJobNotesPage,
  TJobTemplate,
  TManagedJobsPage,
} from '@logicareers/shared/schemas/jobs';
import type { ApplicationStatus } from '@logicareers/shared/application-status';
import { api, downloadFile } from '../../lib/api-client';

/** Every job query starts with this key: a change to a job refreshes them all. */
export const JOBS_KEY = ['jobs'] as const;
export const TEMPLATES_KEY = ['templates'] as const;
export const applicantsKey = (jobId: string) => ['applicants', jobId] as const;

type IdAnswer = { message: string; data: { id: number } };

/* ---------- Jobs ---------- */

export const managedJobsQuery = (filter: { status: JobStatus | 'all'; page: number; q: string }) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'managed', filter.status, filter.page, filter.q],
    queryFn: () =>
      api<{ data: TManagedJobsPage }>(API.jobs.managed, {
        query: {
          status: filter.status === 'all' ? undefined : filter.status,
          page: filter.page,
          q: filter.q,
        },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const jobQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'detail', id],
    queryFn: () => api<{ data: TJobDetail }>(API.jobs.one(id!)).then((r) => r.data),
    enabled: id !== undefined,
  });

/**
 * Saves a job from the job form: a new one as a draft or published, an existing one changed (and
 * published when it was a draft and `publish` is asked for).
 */
export const useSaveJob = <T extends FieldValues>(
  form: ServerErrorTarget<T>,
  job?: Pick<TJobDetail, 'id' | 'status'>,
) =>
  useMutation({
    mutationFn: async ({ values, publish }: { values: TJobForm; publish: boolean }) => {
      if (!job)
        return api<IdAnswer>(API.jobs.managed, { method: 'POST', body: { ...values, publish } });
      const saved = await api<IdAnswer>(API.jobs.one(job.id), { method: 'PUT', body: values });
      if (!publish || job.status !== 'draft') return saved;
      return api<IdAnswer>(API.jobs.publish(job.id), { method: 'POST' });
    },
    meta: { form, invalidates: [JOBS_KEY] },
  });

export type JobAction = 'publish' | 'close' | 'reopen' | 'duplicate';

/** Publishes, closes, reopens or duplicates a job; the answer names the job (the copy's id). */
export const useJobAction = () =>
  useMutation({
    mutationFn: ({ id, action }: { id: number; action: JobAction }) =>
      api<IdAnswer>(API.jobs[action](id), { method: 'POST' }),
    meta: { invalidates: [JOBS_KEY] },
  });

/** Features a job with one of the plan's featured slots, or stops featuring it. */
export const useFeatureJob = () =>
  useMutation({
    mutationFn: ({ id, featured }: { id: number; featured: boolean }) =>
      api<IdAnswer>(API.jobs.featured(id), { method: featured ? 'POST' : 'DELETE' }),
    meta: { invalidates: [JOBS_KEY] },
  });

export const useDeleteDraft = () =>
  useMutation({
    mutationFn: (id: number) => api<{ message: string }>(API.jobs.one(id), { method: 'DELETE' }),
    meta: { invalidates: [JOBS_KEY] },
  });

/* ---------- Notes on a job ---------- */

export const JOB_NOTES_PAGE_SIZE = 10;
const jobNotesKey = (jobId: number) => [...JOBS_KEY, 'notes', jobId] as const;

/** The notes of the user's company on a job, newest first, a page at a time. */
export const jobNotesQuery = (jobId: number, page: number) =>
  queryOptions({
    queryKey: [...jobNotesKey(jobId), page],
    queryFn: () =>
      api<{ data: TJobNotesPage }>(API.jobs.comment, {
        query: { job_id: jobId, page, page_size: JOB_NOTES_PAGE_SIZE },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
    // A refusal (no company, not the company's job) is an answer, not a blip to try again.
    retry: false,
  });

/** Adds a note to a job; the list shows it at once, no toast. */
export const useAddJobNote = <T extends FieldValues>(jobId: number, form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (body: TJobNoteRequest) =>
      api<{ data: TJobNote }>(API.jobs.comment, { method: 'POST', body }),
    meta: { form, invalidates: [jobNotesKey(jobId)], successToast: false },
  });

/* ---------- Templates ---------- */

export const templatesQuery = (page: number) =>
  queryOptions({
    queryKey: [...TEMPLATES_KEY, 'list', page],
    queryFn: () =>
      api<{ data: TPage<TJobTemplate> }>(API.templates.list, { query: { page } }).then(
        (r) => r.data,
      ),
    placeholderData: keepPreviousData,
  });

export const templateQuery = (id: string | null | undefined) =>
  queryOptions({
    queryKey: [...TEMPLATES_KEY, id],
    queryFn: () => api<{ data: TJobTemplate }>(API.templates.one(id!)).then((r) => r.data),
    enabled: !!id,
  });

/** Saves a template: a name and the job form as far as it is filled (no dates). */
export const useSaveTemplate = <T extends FieldValues>(form: ServerErrorTarget<T>, id?: string) =>
  useMutation({
    mutationFn: (body: { name: string; form: Partial<TJobForm> }) =>
      api<{ message: string; data: TJobTemplate }>(
        id ? API.templates.one(id) : API.templates.list,
        { method: id ? 'PUT' : 'POST', body },
      ),
    meta: { form, invalidates: [TEMPLATES_KEY] },
  });

export const useDeleteTemplate = () =>
  useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(API.templates.one(id), { method: 'DELETE' }),
    meta: { invalidates: [TEMPLATES_KEY] },
  });

/* ---------- Applicants ---------- */

export const APPLICANTS_PAGE_SIZE = 20;

export const applicantsQuery = (
  jobId: string,
  status: ApplicationStatus | 'all',
  page: number,
  tag: string | null = null,
) =>
  queryOptions({
    queryKey: [...applicantsKey(jobId), status, page, tag],
    queryFn: () =>
      api<{ data: TApplicantsPage }>(API.applications.applicants(Number(jobId)), {
        query: { status, page, page_size: APPLICANTS_PAGE_SIZE, tag: tag ?? undefined },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

/** Adds a comment to an application; the list shows it, no toast. */
export const useCommentApplicant = <T extends FieldValues>(
  jobId: string,
  form: ServerErrorTarget<T>,
) =>
  useMutation({
    mutationFn: (body: { application_id: string; body: string }) =>
      api(API.applications.comment, { method: 'POST', body }),
    meta: { form, invalidates: [applicantsKey(jobId)], successToast: false },
  });

/** Downloads an applicant's CV; a failure is toasted like any other. */
export const useDownloadCv = () =>
  useMutation({
    mutationFn: ({ applicationId, fileName }: { applicationId: string; fileName: string }) =>
      downloadFile(API.applications.applicantCv(applicationId), fileName),
    meta: { successToast: false },
  });
