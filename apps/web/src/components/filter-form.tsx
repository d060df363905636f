import type { ReactNode } from 'react';
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
