import type { z } from 'zod';
import { invalid } from './errors';

/** Parses input with a shared schema; a failure becomes 400 `{ message: { field: text } }` (first message per field). */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body';
    fields[key] ??= issue.message;
  }
  throw invalid(fields);
}
