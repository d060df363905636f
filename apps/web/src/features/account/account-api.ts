import type { ServerErrorTarget } from '../../lib/form';
import { useMutation } from '@tanstack/react-query';
import { API } from '@logicareers/shared/api';
import type { TRequestOtpRequest, TResetPasswordRequest } from '@logicareers/shared/schemas/auth';
import { api } from '../../lib/api-client';

/** Sends a reset code to the account's e-mail (the answer is the same whether it exists or not). */
export const useRequestResetCode = (form: ServerErrorTarget<TRequestOtpRequest>) =>
  useMutation({
    mutationFn: (values: TRequestOtpRequest) =>
      api<{ message: string }>(API.requestOtp, { method: 'POST', style: 'plain', body: values }),
    meta: { form },
  });

/** Sets a new password with the e-mailed code. */
export const useResetPassword = (form: ServerErrorTarget<TResetPasswordRequest>) =>
  useMutation({
    mutationFn: (values: TResetPasswordRequest) =>
      api<{ message: string }>(API.resetPassword, {
        method: 'POST',
        style: 'plain',
        body: values,
      }),
    meta: { form },
  });
