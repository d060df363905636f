import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, type TPage } from '@logicareers/shared/api';
import type { TClientListItem, TClientView } from '@logicareers/shared/schemas/employer';
import { api } from '../../lib/api-client';

/**
 * A searchable choice of one employer client, searched on the server as the administrator types.
 * `value` is the company's id as text, '' for none.
 */
export function CompanyPicker({
  value,
  onChange,
  label,
  placeholder,
  required,
  clearable,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  required?: boolean;
  clearable?: boolean;
  error?: string;
}) {
  const { t } = useTranslation('plans');
  const [search, setSearch] = useState('');
  const named = useQuery({
    queryKey: ['clients', 'one', Number(value)],
    queryFn: () => api<{ data: TClientView }>(API.employers.client(value)).then((r) => r.data),
    enabled: !!value,
    retry: false,
    select: (client) => client.profile.company_name,
  });
  const [q] = useDebouncedValue(search === named.data ? '' : search.trim(), 250);
  const clients = useQuery({
    queryKey: ['clients', 'list', 'picker', q],
    queryFn: () =>
      api<{ data: TPage<TClientListItem> }>(API.employers.clients, {
        query: { kind: 'employer', q: q || undefined },
      }).then((r) => r.data.items),
    placeholderData: keepPreviousData,
  });
  const options = (clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (value && !options.some((o) => o.value === value) && named.data)
    options.unshift({ value, label: named.data });
  return (
    <Select
      label={label}
      placeholder={placeholder}
      required={required}
      clearable={clearable}
      error={error}
      searchable
      data={options}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={clients.isFetching ? t('assign.searching') : t('assign.nothingFound')}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
