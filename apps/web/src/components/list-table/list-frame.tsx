import type { ReactNode } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { ListSkeleton } from '../load-state';
import { ApiError } from '../../lib/api-client';
import { answerText, translateMessage } from '../../lib/i18n';

/** Answers that refuse a list for good: trying again would not help. */
const REFUSALS = [401, 403, 404];
import { Pager } from '../page-shell';

/** Where a paged list stands: which page, of how many rows, and how to turn it. */
export type ListPaging = {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
};

/** The paging of a list read a page at a time from the API, once a page has come. */
export const pagingOf = (
  data: { page_size: number; total: number } | undefined,
  page: number,
  onChange: (page: number) => void,
): ListPaging | undefined =>
  data && { page, pageSize: data.page_size, total: data.total, onChange };

/** Grey bars that stand in for the rows while they load. */
export type ListLoading = { rows?: number; height?: number; label?: string };

export type ListStateProps = {
  /** The rows are on their way: grey bars instead. */
  loading?: boolean;
  /** The bars' number, height and name for screen readers. */
  skeleton?: ListLoading;
  /** What the page says when the list could not be read; given only then. */
  error?: ReactNode;
  /** What the page says when there is nothing to list; shown when there are no rows. */
  empty?: ReactNode;
  /** The pager under the rows, once the list has been read. */
  paging?: ListPaging;
  /** In a bordered panel (the default), or bare inside the page's own. */
  framed?: boolean;
};

/** The sentence of an empty list, with what to do next (a button) centred under it. */
export function ListEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  if (!action) return <Text c="dimmed">{children}</Text>;
  return (
    <Stack align="center" py="xl">
      <Text c="dimmed">{children}</Text>
      {action}
    </Stack>
  );
}

/**
 * A list that could not be read. A refusal (the user may not see this list) says the server's own
 * reason, with nothing to try again; anything else says the page's words, with a retry if given.
 */
export function ListFailed({
  children,
  retry,
  error,
}: {
  children: ReactNode;
  retry?: { label: string; onClick: () => void };
  /** What failed: a refusal's reason is shown instead of the page's words. */
  error?: unknown;
}) {
  const refused = error instanceof ApiError && REFUSALS.includes(error.status);
  const text = (
    <Text c="red.9" role="alert">
      {refused ? (answerText(error.data) ?? translateMessage(error.message)) : children}
    </Text>
  );
  if (!retry || refused) return text;
  return (
    <Stack align="flex-start" gap="xs">
      {text}
      <Button variant="light" onClick={retry.onClick}>
        {retry.label}
      </Button>
    </Stack>
  );
}

/**
 * A list's panel: grey bars while it loads, the page's sentence when it failed or is empty,
 * otherwise its rows; and the pager under them.
 */
export function ListFrame({
  loading,
  skeleton,
  error,
  empty,
  isEmpty,
  paging,
  framed = true,
  children,
}: ListStateProps & { isEmpty: boolean; children: ReactNode }) {
  const body = (
    <>
      {loading ? (
        <ListSkeleton rows={skeleton?.rows} height={skeleton?.height} label={skeleton?.label} />
      ) : error ? (
        error
      ) : isEmpty ? (
        empty
      ) : (
        children
      )}
      {paging && <Pager {...paging} />}
    </>
  );
  if (!framed) return body;
  return (
    <Paper withBorder radius="md" p="md">
      {body}
    </Paper>
  );
}
