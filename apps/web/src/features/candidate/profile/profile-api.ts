import type { ServerErrorTarget } from '../../../lib/form';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API, type TPage } from '@logicareers/shared/api';
import type {
  TProfileView,
  TStaffCandidatesPage,
  TVisibilityRequest,
} from '@logicareers/shared/schemas/talent';
import type {
  TCandidateItemCreated,
  TCandidateProfile,
} from '@logicareers/shared/schemas/candidate';
import { api } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { PROFILE_KEY } from '../../../lib/session';
import { uploadFile } from '../../../lib/upload';

export const CANDIDATE_PROFILE_KEY = ['candidate', 'profile'] as const;
const DASHBOARD_KEY = ['dashboard'] as const;

/** The signed-in candidate's whole profile. */
export function useCandidateProfile() {
  return useQuery({
    queryKey: CANDIDATE_PROFILE_KEY,
    queryFn: () =>
      api<{ data: TCandidateProfile }>(API.candidate.profile).then((answer) => answer.data),
  });
}

/* ---------- The consultancy reading candidates' profiles ---------- */

const STAFF_KEY = ['candidate', 'staff-view'] as const;

/** The candidates the consultancy may open whose name or e-mail contains `q`. */
export const staffCandidatesQuery = (q: string) => ({
  queryKey: [...STAFF_KEY, 'list', q],
  queryFn: () =>
    api<{ data: TStaffCandidatesPage }>(API.talent.staffCandidates, {
      query: { q, page_size: 20 },
    }).then((r) => r.data),
  placeholderData: keepPreviousData,
});

/** A candidate's profile as the candidate keeps it, read only. */
export function useStaffCandidateProfile(id: string | null) {
  return useQuery({
    queryKey: [...STAFF_KEY, 'profile', id],
    queryFn: () =>
      api<{ data: TCandidateProfile }>(API.talent.staffCandidate(id!)).then((r) => r.data),
    enabled: !!id,
    // A candidate not found (or beyond reach) is an answer, not a blip to try again.
    retry: false,
  });
}

type Answer = { message?: string; data: TCandidateProfile };
type Form<T extends FieldValues> = ServerErrorTarget<T> | undefined;

/** Every change answers the fresh profile, which replaces the cached one. */
const keep = (client: QueryClient) => (answer: Answer) =>
  client.setQueryData(CANDIDATE_PROFILE_KEY, answer.data);

const send = (path: string, method: 'PUT' | 'POST' | 'DELETE', body?: object) =>
  api<Answer>(path, { method, body: body as Record<string, unknown> | undefined });

/** Name, contact, where the candidate lives (and in sign-up the latest job); the header follows. */
export function useSavePersonal<T extends FieldValues>(form?: Form<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: object) => send(API.candidate.update, 'PUT', values),
    onSuccess: keep(client),
    meta: { form, invalidates: [DASHBOARD_KEY, PROFILE_KEY] },
  });
}

/** Headline, summary, experience and skills; `quiet` during sign-up, which says one thing at the end. */
export function useSaveSummary<T extends FieldValues>(form?: Form<T>, quiet = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: object) => send(API.candidate.summary, 'PUT', values),
    onSuccess: keep(client),
    meta: { form, invalidates: [DASHBOARD_KEY], successToast: !quiet },
  });
}

/** The job the candidate wants. */
export function useSaveDesiredJob<T extends FieldValues>(form?: Form<T>, quiet = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: object) => send(API.candidate.desiredJob, 'PUT', values),
    onSuccess: keep(client),
    meta: { form, invalidates: [DASHBOARD_KEY], successToast: !quiet },
  });
}

/** The end of the sign-up steps: 'ready' when the profile was saved, 'skipped' when not. */
export function useFinishOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (outcome: 'ready' | 'skipped') =>
      send(API.candidate.onboarded, 'POST').then((answer) => ({
        ...answer,
        message: i18n.t(`candidate:profile.onboarding.${outcome}`),
      })),
    onSuccess: keep(client),
    meta: { invalidates: [DASHBOARD_KEY] },
  });
}

/** Adds an entry to a list of the profile (work, education, certificates), or changes one by id. */
export function useSaveItem<T extends FieldValues>(
  listPath: string,
  itemPath: (id: string) => string,
  form?: Form<T>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: string | null; values: object }): Promise<Answer> => {
      if (id) return send(itemPath(id), 'PUT', values);
      const answer = await api<{ message?: string; data: TCandidateItemCreated }>(listPath, {
        method: 'POST',
        body: values as Record<string, unknown>,
      });
      return { message: answer.message, data: answer.data.profile };
    },
    onSuccess: keep(client),
    meta: { form, invalidates: [DASHBOARD_KEY] },
  });
}

/** Removes an entry of a list of the profile. */
export function useRemoveItem(itemPath: (id: string) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => send(itemPath(id), 'DELETE'),
    onSuccess: keep(client),
    meta: { invalidates: [DASHBOARD_KEY] },
  });
}

type Upload = { file: File; onProgress: (percent: number) => void };

/** Uploads and removals of the CV and photo: their problems are shown beside them, not toasted. */
function useFileChange<V>(send: (variables: V) => Promise<Answer>, account: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: keep(client),
    meta: {
      invalidates: account ? [DASHBOARD_KEY, PROFILE_KEY] : [DASHBOARD_KEY],
      errorToast: false,
    },
  });
}

export const useUploadCv = () =>
  useFileChange(
    ({ file, onProgress }: Upload) =>
      uploadFile<Answer>(API.candidate.cv, 'cv', file, { onProgress }),
    false,
  );
export const useRemoveCv = () => useFileChange(() => send(API.candidate.cv, 'DELETE'), false);
export const useUploadPhoto = () =>
  useFileChange(
    ({ file, onProgress }: Upload) =>
      uploadFile<Answer>(API.candidate.photo, 'photo', file, { onProgress }),
    true,
  );
export const useRemovePhoto = () => useFileChange(() => send(API.candidate.photo, 'DELETE'), true);

/* ---------- Who may find the candidate, and who looked ---------- */

/** Who may find the candidate in CV search: all employers, the consultancy only, or nobody. */
export function useSaveVisibility() {
  return useMutation({
    mutationFn: (body: TVisibilityRequest) =>
      api<{ message?: string }>(API.talent.visibility, { method: 'PUT', body }),
    meta: { invalidates: [CANDIDATE_PROFILE_KEY] },
  });
}

export const PROFILE_VIEWS_PAGE_SIZE = 10;

/** The companies that opened the candidate's profile, a page at a time. */
export const useProfileViews = (page: number) =>
  useQuery({
    queryKey: ['candidate', 'profile-views', page],
    queryFn: () =>
      api<{ data: TPage<TProfileView> }>(API.talent.profileViews, {
        query: { page, page_size: PROFILE_VIEWS_PAGE_SIZE },
      }).then((answer) => answer.data),
    placeholderData: keepPreviousData,
  });
