import { MutationCache, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { applyServerErrors, type ServerErrorTarget } from './form';
import { answerToast, showErrorToasts, showFieldToasts } from './toasts';

/** What a mutation tells the cache about itself; see `mutationCache`. */
export interface WriteMeta extends Record<string, unknown> {
  /** Queries to refresh once the write is done, whether it worked or not. */
  invalidates?: QueryKey[];
  /** false: the page shows the error itself, no toast; a test: no toast for the errors it refuses. */
  errorToast?: boolean | ((error: unknown) => boolean);
  /** The form whose fields show a 400 or 409 answer's messages; what no field shows is toasted. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form
  form?: ServerErrorTarget<any>;
  /** false: no success toast (the page shows the result in its own way). */
  successToast?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: WriteMeta;
  }
}

/**
 * One place for what every write does after it answers (SPEC.md section 8): a success toast with the
 * answer's message or '✅ Operation Successful', error toasts by the section's rules, and the
 * refresh of the queries the write names.
 */
export const createMutationCache = (client: () => QueryClient) =>
  new MutationCache({
    onSuccess: (data, _variables, _context, mutation) => {
      if (mutation.meta?.successToast === false) return;
      answerToast(data);
    },
    onError: (error, _variables, _context, mutation) => {
      const meta = mutation.meta;
      const elsewhere = meta?.form
        ? applyServerErrors(error, meta.form as ServerErrorTarget<FieldValues>)
        : null;
      if (elsewhere) {
        showFieldToasts(elsewhere);
        return;
      }
      const toast = meta?.errorToast;
      if (typeof toast === 'function' ? toast(error) : toast !== false) showErrorToasts(error);
    },
    onSettled: async (_data, _error, _variables, _context, mutation) => {
      const keys = mutation.meta?.invalidates ?? [];
      await Promise.all(keys.map((queryKey) => client().invalidateQueries({ queryKey })));
    },
  });
