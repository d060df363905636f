import { notifications } from '@mantine/notifications';
import { DEFAULT_SUCCESS_TOAST } from '@logicareers/shared/constants';
import { ApiError } from './api-client';

export const successToast = (message?: string | null) =>
  notifications.show({ color: 'teal', message: message || DEFAULT_SUCCESS_TOAST });

const errorToast = (message: string) =>
  notifications.show({ color: 'red', title: 'Error', message });

/**
 * Error toasts as SPEC.md section 8 describes: data.message as an object with an error array, a
 * string, or an object of fields ('{key} {value}', short keys left out); else data.error; else the
 * error's own message.
 */
export function showErrorToasts(error: unknown) {
  const data = error instanceof ApiError ? (error.data as Record<string, unknown> | null) : null;
  const message = data?.message;
  console.error(message ?? error);
  if (message && typeof message === 'object') {
    const errors = (message as { error?: unknown }).error;
    if (Array.isArray(errors)) {
      errors.forEach((item) => errorToast(String(item)));
      return;
    }
    for (const [key, value] of Object.entries(message)) {
      errorToast(key.length <= 2 ? String(value) : `${key} ${String(value)}`);
    }
    return;
  }
  if (typeof message === 'string') {
    errorToast(message);
    return;
  }
  if (data?.error) {
    errorToast(String(data.error));
    return;
  }
  if (error instanceof Error && error.message) errorToast(`Error: ${error.message}`);
}
