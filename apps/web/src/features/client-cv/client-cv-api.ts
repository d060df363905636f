import { queryOptions, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API } from '@logicareers/shared/api';
import type { TClientCv, TClientCvAnswerRequest } from '@logicareers/shared/schemas/talent';
import { api } from '../../lib/api-client';
import type { ServerErrorTarget } from '../../lib/form';

export const clientCvKey = (token: string) => ['client-cv', token] as const;

/** The candidate a consultancy sent, read with the link's token (no sign-in, no session token). */
export const clientCvQuery = (token: string) =>
  queryOptions({
    queryKey: clientCvKey(token),
    queryFn: () =>
      api<{ data: TClientCv }>(API.talent.clientCv(token), { style: 'plain' }).then((r) => r.data),
    retry: false,
  });

/** The client's answer: interested, an interview requested, or not suitable with a note. */
export const useAnswerClientCv = <T extends FieldValues>(
  token: string,
  form: ServerErrorTarget<T>,
) =>
  useMutation({
    mutationFn: (body: TClientCvAnswerRequest) =>
      api<{ message: string }>(API.talent.clientCvAnswer(token), {
        method: 'POST',
        body,
        style: 'plain',
      }),
    meta: { form, invalidates: [clientCvKey(token)] },
  });
