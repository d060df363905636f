import type { ServerErrorTarget } from '../../lib/form';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API } from '@logicareers/shared/api';
import type {
  TChangePasswordRequest,
  TEmailChangeConfirmRequest,
  TEmailChangeRequest,
  TSubscriptionRequest,
} from '@logicareers/shared/schemas/auth';
import { api } from '../../lib/api-client';
import { PROFILE_KEY } from '../../lib/session';

/** Subscribes an e-mail to job notifications; the page thanks the user itself. */
export const useSubscribe = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (values: TSubscriptionRequest) =>
      api(API.subscribe, { method: 'POST', style: 'multipart', body: values }),
    meta: { form, successToast: false },
  });

export const useChangePassword = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (values: TChangePasswordRequest) =>
      api<{ message: string }>(API.changePassword, {
        method: 'PUT',
        style: 'multipart',
        body: values,
      }),
    meta: { form },
  });

/**
 * Step 1 of changing the sign-in e-mail: the new address and the password. The answer is the same
 * whether or not the address can be used, so the page shows it as it comes.
 */
export const useRequestEmailChange = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (values: TEmailChangeRequest) =>
      api<{ message: string }>(API.changeEmail, { method: 'POST', body: values }),
    meta: { form, successToast: false },
  });

/** Step 2: the code sent to the new address; the account (and the queries named) follow. */
export const useConfirmEmailChange = <T extends FieldValues>(
  form: ServerErrorTarget<T>,
  invalidates: QueryKey[] = [],
) =>
  useMutation({
    mutationFn: (values: TEmailChangeConfirmRequest) =>
      api<{ message: string }>(API.confirmEmailChange, { method: 'POST', body: values }),
    meta: { form, invalidates: [PROFILE_KEY, ...invalidates] },
  });
