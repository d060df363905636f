import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API } from '@logicareers/shared/api';
import type { TInterviewPage } from '@logicareers/shared/schemas/interviews';
import type { TCandidateCard, TCvFolderView } from '@logicareers/shared/schemas/talent';
import type {
  TBulkSendRequest,
  TCandidateEmail,
  TEmailPreview,
  TEmailPreviewRequest,
  TEmailSend,
  TEmailTemplate,
  TEmailTemplatePage,
  TEmailTemplateRequest,
  TMergeTag,
  TSendSingleRequest,
  TTemplateTags,
  TUnsubscribeInfo,
} from '@logicareers/shared/schemas/communications';
import { formatUaeDateTime } from '@logicareers/shared/uae-date';
import { api } from '../../lib/api-client';
import type { ServerErrorTarget } from '../../lib/form';

/** Every query of e-mail templates and sends starts with this key. */
export const COMMUNICATIONS_KEY = ['communications'] as const;
const TEMPLATES_KEY = [...COMMUNICATIONS_KEY, 'templates'] as const;
/** The candidate view's "E-mails" list (talent) refreshes under this key too. */
export const CANDIDATE_EMAILS_KEY = ['candidate-emails'] as const;

export const templatesQuery = (page = 1) =>
  queryOptions({
    queryKey: [...TEMPLATES_KEY, 'list', page],
    queryFn: () =>
      api<{ data: TEmailTemplatePage }>(API.communications.templates, {
        query: { page, page_size: 50 },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const templateQuery = (id: string | number | undefined) =>
  queryOptions({
    queryKey: [...TEMPLATES_KEY, 'one', String(id)],
    queryFn: () =>
      api<{ data: TEmailTemplate }>(API.communications.template(id!)).then((r) => r.data),
    enabled: id !== undefined && id !== '',
    retry: false,
  });

export const templateTagsQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: [...TEMPLATES_KEY, 'tags', String(id)],
    queryFn: () =>
      api<{ data: TTemplateTags }>(API.communications.templateTags(id!)).then((r) => r.data),
    enabled: id !== undefined,
    retry: false,
  });

export const mergeTagsQuery = () =>
  queryOptions({
    queryKey: [...COMMUNICATIONS_KEY, 'tags'],
    queryFn: () => api<{ data: TMergeTag[] }>(API.communications.tags).then((r) => r.data),
    staleTime: Infinity,
  });

/**
 * A candidate's scheduled interviews with the company, soonest first, for the interview tags: the
 * interviews list, labelled with the day and time in the UAE, the job and how it takes place.
 */
export const interviewChoicesQuery = (candidateId: string | undefined) =>
  queryOptions({
    queryKey: [...COMMUNICATIONS_KEY, 'interviews', candidateId],
    queryFn: () =>
      api<{ data: TInterviewPage }>(API.interviews.list, {
        query: { candidate_id: candidateId, status: 'scheduled', when: 'upcoming', page_size: 100 },
      }).then((r) =>
        r.data.items.map((i) => ({
          id: i.id,
          label: [
            `${formatUaeDateTime(new Date(i.starts_at))} (UAE)`,
            i.job?.title,
            i.mode === 'in_person' ? i.location : i.mode === 'phone' ? i.phone : i.video_link,
          ]
            .filter(Boolean)
            .join(' · '),
        })),
      ),
    enabled: candidateId !== undefined,
  });

export const previewQuery = (body: TEmailPreviewRequest, enabled = true) =>
  queryOptions({
    queryKey: [...COMMUNICATIONS_KEY, 'preview', body],
    queryFn: () =>
      api<{ data: TEmailPreview }>(API.communications.preview, {
        method: 'POST',
        body: body as Record<string, unknown>,
      }).then((r) => r.data),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });

/** The name of the CV folder a compose starts from. */
export const folderNameQuery = (id: string) =>
  queryOptions({
    queryKey: [...COMMUNICATIONS_KEY, 'folder-name', id],
    queryFn: () =>
      api<{ data: TCvFolderView }>(API.talent.folder(id), { query: { page: 1 } }).then(
        (r) => r.data.folder.name,
      ),
    enabled: Boolean(id),
    retry: false,
  });

export const sendProgressQuery = (id: string) =>
  queryOptions({
    queryKey: [...COMMUNICATIONS_KEY, 'send', id],
    queryFn: () => api<{ data: TEmailSend }>(API.communications.bulkSend(id)).then((r) => r.data),
    retry: false,
    // Polled while mails wait.
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? 2_000 : false),
  });

export const unsubscribeQuery = (token: string) =>
  queryOptions({
    queryKey: ['email-unsubscribe', token],
    queryFn: () =>
      api<{ data: TUnsubscribeInfo }>(API.communications.unsubscribe(token), {
        style: 'plain',
      }).then((r) => r.data),
    retry: false,
  });

export const useSaveTemplate = <T extends FieldValues>(form: ServerErrorTarget<T>, id?: number) =>
  useMutation({
    mutationFn: (body: TEmailTemplateRequest) =>
      api<{ message: string; data: TEmailTemplate }>(
        id ? API.communications.template(id) : API.communications.templates,
        { method: id ? 'PUT' : 'POST', body },
      ),
    meta: { form, invalidates: [TEMPLATES_KEY] },
  });

export const useDeleteTemplate = () =>
  useMutation({
    mutationFn: (id: number) => api(API.communications.template(id), { method: 'DELETE' }),
    meta: { invalidates: [TEMPLATES_KEY] },
  });

export const useSendSingle = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (body: TSendSingleRequest) =>
      api<{ message: string; data: TCandidateEmail }>(API.communications.sendSingle, {
        method: 'POST',
        body,
      }),
    meta: { form, invalidates: [CANDIDATE_EMAILS_KEY] },
  });

export const useSendBulk = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (body: TBulkSendRequest) =>
      api<{ message: string; data: TEmailSend }>(API.communications.bulkSends, {
        method: 'POST',
        body,
      }),
    meta: { form, invalidates: [CANDIDATE_EMAILS_KEY] },
  });

export const useStopSend = (id: string) =>
  useMutation({
    mutationFn: () =>
      api<{ message: string; data: TEmailSend }>(API.communications.bulkSendStop(id), {
        method: 'POST',
      }),
    meta: { invalidates: [[...COMMUNICATIONS_KEY, 'send', id]] },
  });

export const useUnsubscribe = (token: string) =>
  useMutation({
    mutationFn: () =>
      api<{ message: string; data: TUnsubscribeInfo }>(API.communications.unsubscribe(token), {
        method: 'POST',
        style: 'plain',
        body: {},
      }),
    meta: { invalidates: [['email-unsubscribe', token]], successToast: false },
  });

/** Candidates found by words, to preview a template for. */
export const candidateChoicesQuery = (q: string) =>
  queryOptions({
    queryKey: [...COMMUNICATIONS_KEY, 'candidates', q],
    queryFn: () =>
      api<{ data: { items: TCandidateCard[] } }>(API.talent.search, {
        query: { q, page: 1 },
      }).then((r) => r.data.items.map((c) => ({ value: c.id, label: c.name }))),
    enabled: q.trim().length > 1,
    placeholderData: keepPreviousData,
  });
