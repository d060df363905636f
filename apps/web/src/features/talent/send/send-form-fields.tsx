import { useMemo, useState } from 'react';
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Controller, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import type { TSubmissionClient } from '@logicareers/shared/schemas/talent';
import { errorText } from '../../../components/form/field-error';
import { JobPicker } from '../../../components/jobs/job-picker';
import { candidateNameQuery, submissionClientsQuery } from '../workspace-api';

export type SendValues = {
  client_id: string;
  job_id: string;
  note: string;
  share_contact: boolean;
};

/** The candidates being sent, each a link to their profile (or a word that it is unknown). */
export function ChosenCandidates({ ids }: { ids: string[] }) {
  const { t } = useTranslation('talentView');
  const names = useQueries({ queries: ids.map((id) => candidateNameQuery(id)) });
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" id="chosen-candidates">
        {t('send.candidates')}
      </Text>
      <Group gap="xs" component="ul" aria-labelledby="chosen-candidates" style={{ padding: 0 }}>
        {ids.map((id, index) => {
          const name = names[index];
          return (
            <li key={id} style={{ listStyle: 'none' }}>
              {name.isError ? (
                <Badge color="red" variant="light" tt="none">
                  {t('send.unknownCandidate')}
                </Badge>
              ) : (
                <Badge
                  variant="light"
                  tt="none"
                  size="lg"
                  component={Link}
                  to={paths.workspace.candidateView(id)}
                  style={{ cursor: 'pointer' }}
                >
                  {name.data ?? '…'}
                </Badge>
              )}
            </li>
          );
        })}
      </Group>
    </Stack>
  );
}

/** The client search and the client chosen, which stays known while the search shows others. */
export function useClientChoice(clientId: string) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const clients = useQuery(submissionClientsQuery(q));
  const [chosen, setChosen] = useState<TSubmissionClient | null>(null);
  const client =
    chosen?.id === Number(clientId)
      ? chosen
      : (clients.data?.find((c) => c.id === Number(clientId)) ?? null);
  const clientOptions = useMemo(() => {
    const list = clients.data ?? [];
    const all = client && !list.some((c) => c.id === client.id) ? [client, ...list] : list;
    return all.map((c) => ({ value: String(c.id), label: c.name }));
  }, [clients.data, client]);
  const choose = (value: string | null) =>
    setChosen(clients.data?.find((c) => String(c.id) === value) ?? null);
  return { search, setSearch, client, clientOptions, choose };
}

/** The client employer to send to; choosing another clears the job. */
export function ClientField({
  form,
  choice,
}: {
  form: UseFormReturn<SendValues>;
  choice: ReturnType<typeof useClientChoice>;
}) {
  const { t } = useTranslation('talentView');
  return (
    <Controller
      control={form.control}
      name="client_id"
      render={({ field, fieldState }) => (
        <Select
          label={t('send.client')}
          placeholder={t('send.clientPlaceholder')}
          data={choice.clientOptions}
          searchable
          required
          nothingFoundMessage={t('send.noClients')}
          searchValue={choice.search}
          onSearchChange={choice.setSearch}
          filter={({ options }) => options}
          value={field.value || null}
          onChange={(value) => {
            choice.choose(value);
            field.onChange(value ?? '');
            form.setValue('job_id', '');
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}

/** One of the chosen client's open jobs, when the candidates are sent for one. */
export function JobField({
  control,
  clientId,
}: {
  control: Control<SendValues>;
  clientId: string;
}) {
  const { t } = useTranslation('talentView');
  return (
    <Controller
      control={control}
      name="job_id"
      render={({ field, fieldState }) => (
        <JobPicker
          // A new client's jobs are another list.
          key={clientId}
          label={t('send.job')}
          placeholder={t('send.jobPlaceholder')}
          filter={{ client_id: Number(clientId), status: 'open' }}
          nothingFound={t('send.noJobs')}
          disabled={!clientId}
          clearable
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}
