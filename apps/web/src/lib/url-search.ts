import { useSearchParams } from 'react-router';

type Changes = Record<string, string | string[] | null>;

/** The parameters with the changes made (lists joined by commas, empty ones removed). */
function changed(params: URLSearchParams, changes: Changes, keepPage: boolean) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text) next.set(key, text);
    else next.delete(key);
  }
  if (!keepPage) next.delete('page');
  return next;
}

/**
 * A search as it stands in the URL, so that a search can be shared and the back button works:
 * `list` reads a comma-separated parameter; `update` sets or removes parameters (lists joined by
 * commas) and goes back to the first page unless asked to keep it; `replace` does the same in
 * place of the history's current entry (filters that change as they are typed or picked), keeping
 * the page only when it is among the changes.
 */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  const list = (key: string) => (params.get(key) ?? '').split(',').filter(Boolean);
  const update = (changes: Changes, keepPage = false) =>
    setParams(changed(params, changes, keepPage));
  const replace = (changes: Changes) =>
    setParams((previous) => changed(previous, changes, 'page' in changes), { replace: true });
  return { params, setParams, list, update, replace };
}
