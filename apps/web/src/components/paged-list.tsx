import type { ReactNode } from 'react';
import { Alert, Button, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TPage } from '@logicareers/shared/api';
import { Pager } from './page-shell';

/** A search box whose button submits the form around it. */
export function SearchField({
  label,
  buttonLabel,
  value,
  onChange,
}: {
  label: string;
  buttonLabel: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        <Button type="submit" variant="subtle" size="compact-sm" aria-label={buttonLabel}>
          <IconSearch size={16} aria-hidden />
        </Button>
      }
      rightSectionWidth={44}
    />
  );
}

/**
 * A paged list's panel: an error with a retry, grey bars while it loads, a sentence when it is
 * empty, or its rows; and the pager.
 */
export function PagedList<T>({
  query,
  page,
  onPage,
  texts,
  children,
}: {
  query: UseQueryResult<TPage<T>>;
  page: number;
  onPage: (page: number) => void;
  texts: { error: string; retry: string; empty: string };
  children: (items: T[]) => ReactNode;
}) {
  const { data, isPending, isError, refetch } = query;
  return (
    <Paper withBorder radius="md" p="md">
      {isError ? (
        <Alert color="red" role="alert" title={texts.error}>
          <Button variant="light" color="red" mt="xs" onClick={() => void refetch()}>
            {texts.retry}
          </Button>
        </Alert>
      ) : isPending ? (
        <Stack aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={32} />
          ))}
        </Stack>
      ) : !data.items.length ? (
        <Text c="dimmed">{texts.empty}</Text>
      ) : (
        children(data.items)
      )}
      {data && <Pager page={page} pageSize={data.page_size} total={data.total} onChange={onPage} />}
    </Paper>
  );
}
