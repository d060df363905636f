import type { ServerErrorTarget } from '../../lib/form';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API } from '@logicareers/shared/api';
import type {
  TChangePasswordRequest,
  TSubscriptionRequest,
} from '@logicareers/shared/schemas/auth';
import { api } from '../../lib/api-client';

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
