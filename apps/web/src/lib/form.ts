import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client';

/** The parts of a form that show a refused write's messages on its fields. */
export type ServerErrorTarget<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'setError' | 'getValues'
>;

/**
 * Puts a refused write's field messages (400, or 409 for a value another account holds) on the
 * form's matching fields. Null when the answer names no fields; else the messages for fields the
 * form does not have, which the caller shows another way (nothing is lost).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  form: ServerErrorTarget<T>,
): Record<string, string> | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return null;
  const message = (error.data as { message?: unknown } | null)?.message;
  if (!message || typeof message !== 'object' || Array.isArray(message)) return null;
  const values: object = form.getValues() ?? {};
  const elsewhere: Record<string, string> = {};
  for (const [field, text] of Object.entries(message as Record<string, string>)) {
    // A field is the form's when its top-level name is among the form's values.
    if (field.split('.')[0] in values)
      form.setError(field as Path<T>, { type: 'server', message: text });
    else elsewhere[field] = text;
  }
  return elsewhere;
}
