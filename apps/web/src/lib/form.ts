import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts a refused write's field messages (400, or 409 for a value another account holds) on the
 * matching fields; true when it did.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return false;
  const message = (error.data as { message?: unknown } | null)?.message;
  if (!message || typeof message !== 'object') return false;
  for (const [field, text] of Object.entries(message as Record<string, string>)) {
    setError(field as Path<T>, { type: 'server', message: text });
  }
  return true;
}
