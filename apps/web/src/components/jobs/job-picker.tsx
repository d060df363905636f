import { useState, type Ref } from 'react';
import { Group, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API } from '@logicareers/shared/api';
import type {
  JobChoiceStatus,
  TJobChoice,
  TJobChoicesPage,
  TJobDetail,
} from '@logicareers/shared/schemas/jobs';
import { api } from '../../lib/api-client';
import { formatNumericDate } from '../../lib/format';
import { useServerSearch } from '../form/use-server-search';

/** Which jobs a picker offers: the user's, narrowed to a company, a client or a designation. */
export interface JobChoicesFilter {
  company_id?: number;
  client_id?: number;
  designation_id?: number;
  /** Open (live) jobs only, the default, or every status. */
  status?: JobChoiceStatus;
}

const PICKER_SIZE = 50;

/** A page of the jobs a picker offers (SPEC.md call jobs/by-foreignkey), by title. */
export const jobChoicesQuery = (filter: JobChoicesFilter, q: string) =>
  queryOptions({
    // Under 'jobs': any change to a job refreshes the pickers too.
    queryKey: ['jobs', 'choices', filter, q],
    queryFn: () =>
      api<{ data: TJobChoicesPage }>(API.jobs.byForeignKey, {
        query: { ...filter, q, page_size: PICKER_SIZE },
      }).then((r) => r.data.items),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The title of one job the user manages, for a job named by a link (`?job=`). */
export const jobTitleQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: ['jobs', 'detail', id],
    queryFn: () => api<{ data: TJobDetail }>(API.jobs.one(id!)).then((r) => r.data),
    enabled: !!id,
    retry: false,
    select: (job) => job.title,
  });

/**
 * A searchable choice of one job, searched on the server as the user types, so every job the user
 * may see is within reach (not only the first page). Each option shows for whom the job is and
 * when it closes. `value` is the job's id as text, '' for none.
 */
export function JobPicker({
  value,
  onChange,
  filter = {},
  label,
  placeholder,
  description,
  required,
  clearable,
  disabled,
  error,
  nothingFound,
  onBlur,
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  filter?: JobChoicesFilter;
  label: string;
  placeholder?: string;
  description?: string;
  required?: boolean;
  clearable?: boolean;
  disabled?: boolean;
  error?: string;
  /** What the list says when no job matches (default: "No jobs match"). */
  nothingFound?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('common');
  // The job chosen stays known while a search shows others.
  const [chosen, setChosen] = useState<TJobChoice | null>(null);
  const known = chosen && String(chosen.id) === value ? chosen : null;
  const named = useQuery({ ...jobTitleQuery(value || undefined), enabled: !!value && !known });
  const { q, withChosen, selectProps } = useServerSearch(value, known?.title ?? named.data);
  const jobs = useQuery({ ...jobChoicesQuery(filter, q), enabled: !disabled });
  const list = jobs.data ?? [];
  const byId = new Map(list.map((job) => [String(job.id), job]));
  const options = withChosen(list.map((job) => ({ value: String(job.id), label: job.title })));
  const detail = (job: TJobChoice) =>
    [
      job.client_name ?? job.company_name,
      job.status === 'published'
        ? t('jobPicker.closes', { date: formatNumericDate(job.valid_through) })
        : t(`jobPicker.status.${job.status}`),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <Select
      ref={ref}
      label={label}
      placeholder={placeholder}
      description={description}
      required={required}
      clearable={clearable}
      disabled={disabled}
      error={error}
      {...selectProps}
      data={options}
      nothingFoundMessage={
        jobs.isFetching
          ? t('jobPicker.searching')
          : jobs.isError
            ? t('jobPicker.failed')
            : (nothingFound ?? t('jobPicker.nothingFound'))
      }
      onChange={(next) => {
        setChosen(next ? (byId.get(next) ?? null) : null);
        onChange(next ?? '');
      }}
      onBlur={onBlur}
      renderOption={({ option }) => {
        const job = byId.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {job && (
              <Group gap={4}>
                <Text size="xs" c="dimmed">
                  {detail(job)}
                </Text>
              </Group>
            )}
          </Stack>
        );
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
