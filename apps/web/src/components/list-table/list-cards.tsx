import { Fragment } from 'react';
import { Box, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { ListCardsOptions, ListColumn, ListSelect } from './list-columns';
import { selectableIds } from './list-columns';
import { selectAllState } from './row-selection';

/** A row's columns as lines of label and value, for a card on a narrow screen. */
function LabelValues<T>({ row, columns }: { row: T; columns: ListColumn<T>[] }) {
  return (
    <Stack gap={6}>
      {columns.map((column) =>
        column.hideHeader ? (
          <Fragment key={column.key}>{column.cell(row)}</Fragment>
        ) : (
          <Group key={column.key} gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed" miw={110}>
              {column.header}
            </Text>
            <Box style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{column.cell(row)}</Box>
          </Group>
        ),
      )}
    </Stack>
  );
}

/** The rows as a list of cards, each with its box when rows are chosen. */
export function ListCards<T, K extends string | number>({
  rows,
  rowKey,
  columns,
  label,
  select,
  rowProps,
  onRowClick,
  options,
}: {
  rows: T[];
  rowKey: (row: T) => K;
  columns: ListColumn<T>[];
  label?: string;
  select?: ListSelect<T, K>;
  rowProps?: (row: T) => Record<string, string | undefined>;
  /** A card opens where its row leads when clicked (its links and buttons work as they are). */
  onRowClick?: (row: T) => void;
  options: ListCardsOptions<T>;
}) {
  const ids = select ? selectableIds(rows, rowKey, select) : [];
  const list = (
    <Stack
      component="ul"
      gap={options.gap ?? 'xs'}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
      data-list-rows
    >
      {rows.map((row) => {
        const content = options.card ? (
          options.card(row)
        ) : (
          <LabelValues row={row} columns={columns} />
        );
        return (
          <Paper
            key={rowKey(row)}
            component="li"
            withBorder
            radius="md"
            p={options.padding ?? 'sm'}
            style={onRowClick ? { cursor: 'pointer' } : undefined}
            onClick={onRowClick && (() => onRowClick(row))}
            {...rowProps?.(row)}
          >
            {select ? (
              <Group align="flex-start" wrap="nowrap" gap="sm">
                <Checkbox
                  mt={4}
                  onClick={(e) => e.stopPropagation()}
                  checked={select.selection.has(rowKey(row))}
                  disabled={select.canSelect ? !select.canSelect(row) : false}
                  onChange={(e) => select.selection.toggle(rowKey(row), e.currentTarget.checked)}
                  aria-label={select.rowLabel(row)}
                />
                <Box style={{ flex: 1, minWidth: 0 }}>{content}</Box>
              </Group>
            ) : (
              content
            )}
          </Paper>
        );
      })}
    </Stack>
  );
  if (!select || select.allBox === false) return list;
  return (
    <Stack gap="sm">
      <Checkbox
        label={select.allLabel}
        {...selectAllState(select.selection.selected, ids)}
        onChange={(e) => select.selection.toggleAll(ids, e.currentTarget.checked)}
      />
      {list}
    </Stack>
  );
}
