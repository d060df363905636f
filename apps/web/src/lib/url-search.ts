import { useSearchParams } from 'react-router';

/**
 * A search as it stands in the URL, so that a search can be shared and the back button works:
 * `list` reads a comma-separated parameter; `update` sets or removes parameters (lists joined by
 * commas) and goes back to the first page unless asked to keep it.
 */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  const list = (key: string) => (params.get(key) ?? '').split(',').filter(Boolean);
  const update = (changes: Record<string, string | string[] | null>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      const text = Array.isArray(value) ? value.join(',') : value;
      if (text) next.set(key, text);
      else next.delete(key);
    }
    if (!keepPage) next.delete('page');
    setParams(next);
  };
  return { params, setParams, list, update };
}
