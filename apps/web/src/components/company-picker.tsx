import { Select } from '@mantine/core';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, type TPage } from '@logicareers/shared/api';
import type {
  ClientKind,
  TClientListItem,
  TClientView,
} from '@logicareers/shared/schemas/employer';
import { api } from '../lib/api-client';
import { useServerSearch } from './form/use-server-search';

/**
 * A searchable choice of one client company, searched on the server as the administrator types:
 * employers by default; with several `kinds`, the list is grouped by kind. `value` is the
 * company's id as text, '' for none.
 */
export function CompanyPicker({
  value,
  onChange,
  label,
  placeholder,
  description,
  required,
  clearable,
  error,
  kinds = ['employer'],
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  description?: string;
  required?: boolean;
  clearable?: boolean;
  error?: string;
  kinds?: ClientKind[];
}) {
  const { t } = useTranslation('common');
  const named = useQuery({
    queryKey: ['clients', 'one', Number(value)],
    queryFn: () => api<{ data: TClientView }>(API.employers.client(value)).then((r) => r.data),
    enabled: !!value,
    retry: false,
    select: (client) => client.profile.company_name,
  });
  const { q, withChosen, selectProps } = useServerSearch(value, named.data);
  const lists = useQueries({
    queries: kinds.map((kind) => ({
      queryKey: ['clients', 'list', 'picker', kind, q],
      queryFn: () =>
        api<{ data: TPage<TClientListItem> }>(API.employers.clients, {
          query: { kind, q: q || undefined },
        }).then((r) => r.data.items),
      placeholderData: keepPreviousData,
    })),
  });
  const groups = kinds.map((kind, i) => ({
    group: t(`companyPicker.kind.${kind}`),
    items: (lists[i]?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  }));
  const listed = groups.flatMap((g) => g.items);
  // The chosen company stays an option while a search lists others.
  const missing = withChosen(listed).slice(0, withChosen(listed).length - listed.length);
  const grouped = kinds.length > 1;
  const data = grouped ? [...missing, ...groups.filter((g) => g.items.length)] : withChosen(listed);
  const fetching = lists.some((l) => l.isFetching);
  const failed = lists.some((l) => l.isError);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      description={description}
      required={required}
      clearable={clearable}
      error={error}
      {...selectProps}
      data={data}
      nothingFoundMessage={
        fetching
          ? t('companyPicker.searching')
          : failed
            ? t('companyPicker.failed')
            : t(grouped ? 'companyPicker.nothingFound' : `companyPicker.nothingFoundOf.${kinds[0]}`)
      }
      onChange={(next) => onChange(next ?? '')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
