import { useState } from 'react';
import type { OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';

interface Option {
  value: string;
  label: string;
}

// The server has searched already: the list shows what it answered.
const serverFilter: OptionsFilter = ({ options }) => options;

/**
 * The typing of a choice searched on the server: `q` is the text to send, a moment after the user
 * stops typing; `selectProps` go to the Select; `withChosen` keeps the chosen item among the
 * options when a search has left it out. `value` is the chosen id as text, '' for none;
 * `chosenLabel` its name once known.
 */
export function useServerSearch(value: string, chosenLabel: string | undefined) {
  const [search, setSearch] = useState('');
  // Showing the chosen item's name is no search: the list offers every item again.
  const [q] = useDebouncedValue(search === chosenLabel ? '' : search.trim(), 250);
  const withChosen = (options: Option[]) =>
    value && chosenLabel && !options.some((option) => option.value === value)
      ? [{ value, label: chosenLabel }, ...options]
      : options;
  const selectProps = {
    searchable: true,
    value: value || null,
    searchValue: search,
    onSearchChange: setSearch,
    filter: serverFilter,
  };
  return { q, withChosen, selectProps };
}
