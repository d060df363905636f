import type { z } from 'zod';
import { fieldErrors, invalid } from './errors';

/** Parses input with a shared schema; a failure becomes 400 `{ message: { field: text } }` (first message per field). */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw invalid(fieldErrors(result.error.issues));
}
