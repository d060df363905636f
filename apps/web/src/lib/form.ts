import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** Puts a 400 answer's field messages on the matching fields; true when it did. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const message = (error.data as { message?: unknown } | null)?.message;
  if (!message || typeof message !== 'object') return false;
  for (const [field, text] of Object.entries(message as Record<string, string>)) {
    setError(field as Path<T>, { type: 'server', message: text });
  }
  return true;
}
