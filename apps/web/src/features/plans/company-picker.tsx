import { Select } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, type TPage } from '@logicareers/shared/api';
import type { TClientListItem, TClientView } from '@logicareers/shared/schemas/employer';
import { api } from '../../lib/api-client';
import { useServerSearch } from '../../components/form/use-server-search';

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
  const named = useQuery({
    queryKey: ['clients', 'one', Number(value)],
    queryFn: () => api<{ data: TClientView }>(API.employers.client(value)).then((r) => r.data),
    enabled: !!value,
    retry: false,
    select: (client) => client.profile.company_name,
  });
  const { q, withChosen, selectProps } = useServerSearch(value, named.data);
  const clients = useQuery({
    queryKey: ['clients', 'list', 'picker', q],
    queryFn: () =>
      api<{ data: TPage<TClientListItem> }>(API.employers.clients, {
        query: { kind: 'employer', q: q || undefined },
      }).then((r) => r.data.items),
    placeholderData: keepPreviousData,
  });
  const options = withChosen(
    (clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  );
  return (
    <Select
      label={label}
      placeholder={placeholder}
      required={required}
      clearable={clearable}
      error={error}
      {...selectProps}
      data={options}
      nothingFoundMessage={clients.isFetching ? t('assign.searching') : t('assign.nothingFound')}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
