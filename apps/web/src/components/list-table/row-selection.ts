import { useState } from 'react';

/** The chosen rows' ids with one row's box ticked or cleared. */
export const withRow = <K>(selected: K[], id: K, checked: boolean): K[] =>
  checked
    ? selected.includes(id)
      ? selected
      : [...selected, id]
    : selected.filter((s) => s !== id);

/** The chosen rows' ids with every one of `ids` (a page's rows) ticked or cleared. */
export const withRows = <K>(selected: K[], ids: K[], checked: boolean): K[] =>
  checked ? [...new Set([...selected, ...ids])] : selected.filter((s) => !ids.includes(s));

/** How a select-all box over `ids` shows: ticked when all are chosen, a dash when some are. */
export function selectAllState<K>(selected: K[], ids: K[]) {
  const chosen = ids.filter((id) => selected.includes(id)).length;
  return {
    checked: chosen > 0 && chosen === ids.length,
    indeterminate: chosen > 0 && chosen < ids.length,
  };
}

/** Rows chosen for an action on many; the choice outlives a change of page. */
export type RowSelection<K> = {
  selected: K[];
  has: (id: K) => boolean;
  toggle: (id: K, checked: boolean) => void;
  toggleAll: (ids: K[], checked: boolean) => void;
  set: (ids: K[]) => void;
  clear: () => void;
};

/** Keeps the ids of the chosen rows. */
export function useRowSelection<K extends string | number>(): RowSelection<K> {
  const [selected, set] = useState<K[]>([]);
  return {
    selected,
    has: (id) => selected.includes(id),
    toggle: (id, checked) => set((current) => withRow(current, id, checked)),
    toggleAll: (ids, checked) => set((current) => withRows(current, ids, checked)),
    set,
    clear: () => set([]),
  };
}
