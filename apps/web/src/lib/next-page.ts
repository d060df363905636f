import { useSearchParams } from 'react-router';

/** The query parameter that carries where a user goes once signed up or in. */
export const NEXT_PARAM = 'next';

/**
 * A page of this site to go on to, from an address's `next`: a path of its own (never another
 * site's address, such as `//elsewhere.example` or `https://…`), or null.
 */
export function safeNext(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  return value;
}

/** A path with the page to go on to afterwards (none when `next` is not one of this site's). */
export function withNext(path: string, next: string | null | undefined) {
  const safe = safeNext(next);
  return safe ? `${path}?${new URLSearchParams({ [NEXT_PARAM]: safe })}` : path;
}

/** The page this address says to go on to, if any. */
export function useNextPage(): string | null {
  const [params] = useSearchParams();
  return safeNext(params.get(NEXT_PARAM));
}
