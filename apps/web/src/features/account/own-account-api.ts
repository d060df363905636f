import type { ServerErrorTarget } from '../../lib/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API } from '@logicareers/shared/api';
import type { TAccount, TAccountPhoto, TAccountRequest } from '@logicareers/shared/schemas/account';
import { api } from '../../lib/api-client';
import { PROFILE_KEY } from '../../lib/session';
import { uploadFile } from '../../lib/upload';

/** The signed-in user's own account, as the account page shows it. */
export const ACCOUNT_KEY = ['account', 'own'] as const;

export const useOwnAccount = () =>
  useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: () => api<{ data: TAccount }>(API.account.details).then((answer) => answer.data),
  });

/** Names, mobile and language; the header (and, with a new language, the site) follow. */
export function useSaveAccount<T extends FieldValues>(form: ServerErrorTarget<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TAccountRequest) =>
      api<{ message: string; data: TAccount }>(API.account.details, {
        method: 'PUT',
        body: values,
      }),
    onSuccess: (answer) => client.setQueryData(ACCOUNT_KEY, answer.data),
    meta: { form, invalidates: [PROFILE_KEY] },
  });
}

type PhotoAnswer = { message: string; data: TAccountPhoto };

/** The photo's changes: their problems are shown beside the photo, not toasted. */
function usePhotoChange<V>(send: (variables: V) => Promise<PhotoAnswer>) {
  return useMutation({
    mutationFn: send,
    meta: { invalidates: [ACCOUNT_KEY, PROFILE_KEY], errorToast: false },
  });
}

export const useUploadAccountPhoto = () =>
  usePhotoChange(({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
    uploadFile<PhotoAnswer>(API.account.photo, 'photo', file, { onProgress }),
  );
export const useRemoveAccountPhoto = () =>
  usePhotoChange(() => api<PhotoAnswer>(API.account.photo, { method: 'DELETE' }));
