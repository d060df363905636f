import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, type RequestStyle } from './api-client';
import { showErrorToasts, successToast } from './toasts';

export type SubmitStatus = 'idle' | 'pending' | 'success' | 'error';

/**
 * The generic submit of SPEC.md section 7: sends the form with a method to a base path (the id
 * appended when given), toasts the answer's message or '✅ Operation Successful', goes to the
 * redirect route unless it is '#', and refreshes the named queries whatever happens.
 */
export function useSubmit<T = unknown>(options: {
  style?: RequestStyle;
  base: string;
  refresh?: QueryKey[];
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  redirect?: string;
  toastErrors?: boolean;
}) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const submit = async (values: Record<string, unknown> = {}, id?: string | number) => {
    setStatus('pending');
    try {
      const answer = await api<{ message?: string; data: T }>(
        id === undefined ? options.base : `${options.base}/${id}`,
        {
          method: options.method ?? 'POST',
          style: options.style ?? 'json',
          body: values,
        },
      );
      setStatus('success');
      successToast(answer?.message);
      if (options.redirect && options.redirect !== '#') navigate(options.redirect);
      return answer;
    } catch (error) {
      setStatus('error');
      if (options.toastErrors !== false) showErrorToasts(error);
      throw error;
    } finally {
      for (const key of options.refresh ?? [])
        void queryClient.invalidateQueries({ queryKey: key });
    }
  };
  return { submit, status, pending: status === 'pending' };
}
