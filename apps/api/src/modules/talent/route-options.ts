import { notFound } from '../../lib/errors';

/*
 * What the talent routes share: who may call them, and the answers they give alike.
 */

/** Opening and finding candidates. */
export const search = { access: { permission: 'candidates.search' } } as const;
/** CV search and the CV folders that are its: switched off for employers with it (decision 033). */
export const cvSearch = { ...search, module: 'employer_cv_search' } as const;
/** Sending candidates to clients. */
export const submit = { access: { permission: 'candidates.submit' } } as const;

export const BEYOND_REACH =
  'A candidate the user may not open (decision 014) answers 404, as an unknown id does.';
export const OTHER_COMPANY = "Another company's folder answers 404, as an unknown id does.";

/** An id from the path; a malformed one (null) is as unknown as one beyond reach. */
export function knownId<T>(id: T | null, message = 'Candidate not found'): T {
  if (id === null) throw notFound(message);
  return id;
}
