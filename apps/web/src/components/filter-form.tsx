import { useState, type ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid } from '@mantine/core';

/** A list's filters: fields in a grid, applied together, or all cleared. */
export function FilterForm({
  label,
  applyLabel,
  clearLabel,
  onApply,
  onClear,
  columns = 3,
  children,
}: {
  label: string;
  applyLabel: string;
  clearLabel: string;
  onApply: () => void;
  onClear: () => void;
  columns?: number;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <form
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: columns }}>{children}</SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClear}>
            {clearLabel}
          </Button>
          <Button type="submit">{applyLabel}</Button>
        </Group>
      </form>
    </Paper>
  );
}

/**
 * A paged list's filters: as typed (`draft`, changed by `set`) and as applied, with the page
 * shown. Applying or clearing (`formProps`, for FilterForm) goes back to the first page; `query`
 * is what the list asks the server for: the applied filters that are not empty, and the page.
 */
export function useListFilters<F extends Record<string, string>>(empty: F, pageSize: number) {
  const [draft, setDraft] = useState(empty);
  const [filter, setFilter] = useState(empty);
  const [page, setPage] = useState(1);
  return {
    draft,
    set: (key: keyof F) => (value: string | null) =>
      setDraft((d) => ({ ...d, [key]: value ?? '' })),
    page,
    setPage,
    query: {
      ...Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== '')),
      page: String(page),
      page_size: String(pageSize),
    },
    formProps: {
      onApply: () => {
        setFilter(draft);
        setPage(1);
      },
      onClear: () => {
        setDraft(empty);
        setFilter(empty);
        setPage(1);
      },
    },
  };
}
