import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { API } from '@logicareers/shared/api';
import type {
  TCandidateItemCreated,
  TCandidateProfile,
} from '@logicareers/shared/schemas/candidate';
import { api, ApiError } from '../../../lib/api-client';
import { PROFILE_KEY } from '../../../lib/session';
import { successToast } from '../../../lib/toasts';
import { uploadFile } from '../../../lib/upload';

export const CANDIDATE_PROFILE_KEY = ['candidate', 'profile'] as const;

/** The signed-in candidate's whole profile. */
export function useCandidateProfile() {
  return useQuery({
    queryKey: CANDIDATE_PROFILE_KEY,
    queryFn: () =>
      api<{ data: TCandidateProfile }>(API.candidate.profile).then((answer) => answer.data),
  });
}

type Answer = { message?: string; data: TCandidateProfile };

/**
 * The calls that change the profile. Each answers the fresh profile, which replaces the cached
 * one; the header's account (name, e-mail, photo) is refreshed when it may have changed.
 */
export function useProfileActions() {
  const queryClient = useQueryClient();
  const settle = (answer: Answer, options: { account?: boolean; quiet?: boolean } = {}) => {
    queryClient.setQueryData(CANDIDATE_PROFILE_KEY, answer.data);
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    if (options.account) void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    if (!options.quiet) successToast(answer.message);
    return answer.data;
  };
  const send = (path: string, method: 'PUT' | 'POST' | 'DELETE', body?: object) =>
    api<Answer>(path, { method, body: body as Record<string, unknown> | undefined });
  return {
    savePersonal: async (values: object) =>
      settle(await send(API.candidate.update, 'PUT', values), { account: true }),
    saveSummary: async (values: object, quiet = false) =>
      settle(await send(API.candidate.summary, 'PUT', values), { quiet }),
    saveDesiredJob: async (values: object, quiet = false) =>
      settle(await send(API.candidate.desiredJob, 'PUT', values), { quiet }),
    finishOnboarding: async () =>
      settle(await send(API.candidate.onboarded, 'POST'), { quiet: true }),
    addItem: async (path: string, values: object) => {
      const answer = await api<{ message?: string; data: TCandidateItemCreated }>(path, {
        method: 'POST',
        body: values as Record<string, unknown>,
      });
      return settle({ message: answer.message, data: answer.data.profile });
    },
    saveItem: async (path: string, values: object) => settle(await send(path, 'PUT', values)),
    removeItem: async (path: string) => settle(await send(path, 'DELETE')),
    uploadCv: async (file: File, onProgress: (percent: number) => void) =>
      settle(await uploadFile<Answer>(API.candidate.cv, 'cv', file, { onProgress })),
    removeCv: async () => settle(await send(API.candidate.cv, 'DELETE')),
    uploadPhoto: async (file: File, onProgress: (percent: number) => void) =>
      settle(await uploadFile<Answer>(API.candidate.photo, 'photo', file, { onProgress }), {
        account: true,
      }),
    removePhoto: async () => settle(await send(API.candidate.photo, 'DELETE'), { account: true }),
  };
}

/**
 * Puts the field messages of a refused save (400, or 409 for a taken e-mail) beside their fields;
 * true when it did. A field the form does not show is reported in `unshown`.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return false;
  const message = (error.data as { message?: unknown } | null)?.message;
  if (!message || typeof message !== 'object') return false;
  for (const [field, text] of Object.entries(message as Record<string, string>)) {
    setError(field as Path<T>, { type: 'server', message: text }, { shouldFocus: true });
  }
  return true;
}

/** What an error says to a person, for messages shown beside an upload. */
export const errorText = (error: unknown) =>
  error instanceof ApiError
    ? typeof (error.data as { message?: unknown } | null)?.message === 'object'
      ? Object.values((error.data as { message: Record<string, string> }).message).join('. ')
      : error.message
    : error instanceof Error
      ? error.message
      : 'Something went wrong. Please try again';
