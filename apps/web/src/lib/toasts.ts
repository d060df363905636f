import { createElement, Fragment } from 'react';
import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client';
import { answerText, i18n, translateMessage } from './i18n';

/**
 * The toast of a successful answer's body: its text in the user's language (see answerText), or
 * '✅ Operation Successful' (SPEC.md section 8).
 */
export const answerToast = (answer: unknown) =>
  notifications.show({ color: 'teal', message: answerText(answer) || i18n.t('toast.success') });

/** A success toast with a message (translated when the catalogue knows it). */
export const successToast = (message?: string | null) => answerToast({ message });

/** An error toast; with `upgrade`, a link to the page where the limit that refused it is raised. */
const errorToast = (message: string, upgrade?: string) =>
  notifications.show({
    color: 'red',
    title: i18n.t('toast.errorTitle'),
    message: upgrade
      ? createElement(
          Fragment,
          null,
          message,
          ' ',
          createElement(
            'a',
            { href: upgrade, style: { color: 'inherit', fontWeight: 600 } },
            i18n.t('toast.upgrade'),
          ),
        )
      : message,
    // A limit reached stays until it is read: its link is the way on.
    ...(upgrade && { autoClose: 10_000 }),
  });

/** A toast for each field's message: '{key} {value}', short keys left out (SPEC.md section 8). */
export function showFieldToasts(fields: Record<string, unknown>) {
  for (const [key, value] of Object.entries(fields)) {
    const text = translateMessage(String(value))!;
    errorToast(key.length <= 2 ? text : `${key} ${text}`);
  }
}

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
      errors.forEach((item) => errorToast(translateMessage(String(item))!));
      return;
    }
    showFieldToasts(message as Record<string, unknown>);
    return;
  }
  if (typeof message === 'string') {
    errorToast(answerText(data)!, typeof data?.upgrade === 'string' ? data.upgrade : undefined);
    return;
  }
  if (data?.error) {
    errorToast(translateMessage(String(data.error))!);
    return;
  }
  if (error instanceof Error && error.message)
    errorToast(i18n.t('toast.errorDetail', { message: error.message }));
}
