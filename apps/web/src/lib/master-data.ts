import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@logicareers/shared/api';
import type { MasterKind } from '@logicareers/shared/schemas/master-data';
import type { JobCategory, TCategoryCount, TMasterOption } from '@logicareers/shared/schemas/jobs';
import { api } from './api-client';
import { i18n } from './i18n';

/** Options of one kind of master data, for selects and filters (cached: they change rarely). */
export function useMasterOptions(kind: MasterKind) {
  const { data } = useQuery({
    queryKey: ['master', kind],
    queryFn: () =>
      api<{ data: TMasterOption[] }>(API.master(kind), { style: 'plain' }).then((r) => r.data),
    staleTime: 30 * 60_000,
  });
  return data ?? [];
}

/** The designations, functional areas or emirates with how many open jobs each has, to browse by. */
export const categoriesQuery = (by: JobCategory) =>
  queryOptions({
    queryKey: ['categories', by],
    queryFn: () =>
      api<{ data: TCategoryCount[] }>(API.jobs.categories(by), { style: 'plain' }).then(
        (r) => r.data,
      ),
  });

/** Select data: an option a master-data item, by id. */
export const selectData = (options: TMasterOption[]) =>
  options.map((o) => ({ value: String(o.id), label: o.name }));

/**
 * Emirates with their areas, the emirate itself first. Where a place is wanted (a job, an alert),
 * `anywhere` names the emirate's own option "Dubai (anywhere)"; where someone lives, just "Dubai".
 */
export function locationData(options: TMasterOption[], { anywhere = false } = {}) {
  return options
    .filter((o) => o.parent_id === null)
    .map((emirate) => ({
      group: emirate.name,
      items: [
        {
          value: String(emirate.id),
          label: anywhere
            ? i18n.t('common:location.anywhere', { state: emirate.name })
            : emirate.name,
        },
        ...selectData(options.filter((o) => o.parent_id === emirate.id)),
      ],
    }));
}
