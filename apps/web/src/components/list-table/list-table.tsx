import { Checkbox, Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { usePhone } from '../load-state';
import { ListCards } from './list-cards';
import type { ListCardsOptions, ListColumn, ListSelect, ListSort } from './list-columns';
import { selectableIds } from './list-columns';
import { ListFrame, type ListStateProps } from './list-frame';
import { ListSortSelect } from './list-sort-select';
import { selectAllState } from './row-selection';

export type ListTableProps<T, K extends string | number> = ListStateProps & {
  /** The page's rows; none while they load. */
  rows: T[] | undefined;
  rowKey: (row: T) => K;
  columns: ListColumn<T>[];
  /** Narrower than this, the table scrolls sideways inside the page. */
  minWidth?: number;
  /** The table's (or list's) name for screen readers. */
  label?: string;
  /** A caption over the table, shown. */
  caption?: string;
  striped?: boolean;
  /** The order shown (the page's own sort parameter), and its change by a header. */
  sort?: ListSort;
  onSort?: (sort: ListSort) => void;
  select?: ListSelect<T, K>;
  /** A row opens where it leads when clicked anywhere. */
  onRowClick?: (row: T) => void;
  /** Attributes of a row's element (data-… for the browser tests). */
  rowProps?: (row: T) => Record<string, string | undefined>;
  /**
   * Cards always, a table always, or (the default) a table that turns into cards on a phone, where
   * a table would hide its last columns off the side of the screen.
   */
  layout?: 'table' | 'cards' | 'phone-cards';
  cards?: ListCardsOptions<T>;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column's header: a button that sorts by it when it sorts, its sorted way told by aria-sort. */
function HeaderCell<T>({
  column,
  sort,
  onSort,
}: {
  column: ListColumn<T>;
  sort?: ListSort;
  onSort?: (sort: ListSort) => void;
}) {
  const text = column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header;
  const sortKey = onSort && column.sortKey;
  const direction = sortKey && sort?.key === sortKey ? sort.direction : undefined;
  const Icon = !direction ? IconSelector : direction === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    // Positioned: a hidden header stays inside the scrolling table on phones.
    <Table.Th
      ta={column.align}
      pos={column.hideHeader ? 'relative' : undefined}
      aria-sort={sortKey ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
    >
      {sortKey ? (
        <UnstyledButton
          fw={700}
          fz="sm"
          onClick={() => onSort({ key: sortKey, direction: direction === 'asc' ? 'desc' : 'asc' })}
        >
          <Group gap={4} wrap="nowrap" justify={column.align === 'end' ? 'flex-end' : undefined}>
            {text}
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      ) : (
        text
      )}
    </Table.Th>
  );
}

/**
 * A list page's rows, columns written once: a table (or cards on a phone), sorted by its headers,
 * rows chosen by their boxes, inside the list's panel (grey bars while loading, the page's
 * sentence when empty or failed, and the pager).
 */
export function ListTable<T, K extends string | number>(props: ListTableProps<T, K>) {
  const { rows = [], rowKey, select, label, layout = 'phone-cards' } = props;
  const phone = usePhone();
  const columns = phone ? props.columns.filter((c) => !c.hideOnPhone) : props.columns;
  const cards = layout === 'cards' || (layout === 'phone-cards' && phone);
  const ids = select ? selectableIds(rows, rowKey, select) : [];
  return (
    <ListFrame {...props} isEmpty={!rows.length}>
      {cards ? (
        <>
          {props.onSort && (
            <ListSortSelect columns={columns} sort={props.sort} onSort={props.onSort} />
          )}
          <ListCards
            rows={rows}
            rowKey={rowKey}
            columns={columns}
            label={label}
            select={select}
            rowProps={props.rowProps}
            onRowClick={props.onRowClick}
            options={props.cards ?? {}}
          />
        </>
      ) : (
        <Table.ScrollContainer minWidth={props.minWidth ?? 640} pos="relative">
          <Table
            striped={props.striped ?? true}
            verticalSpacing="sm"
            aria-label={label}
            data-list-rows
          >
            {props.caption && <Table.Caption>{props.caption}</Table.Caption>}
            <Table.Thead>
              <Table.Tr>
                {select && (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={select.allLabel}
                      {...selectAllState(select.selection.selected, ids)}
                      onChange={(e) => select.selection.toggleAll(ids, e.currentTarget.checked)}
                    />
                  </Table.Th>
                )}
                {columns.map((column) => (
                  <HeaderCell
                    key={column.key}
                    column={column}
                    sort={props.sort}
                    onSort={props.onSort}
                  />
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr
                  key={rowKey(row)}
                  style={props.onRowClick ? { cursor: 'pointer' } : undefined}
                  onClick={props.onRowClick && (() => props.onRowClick?.(row))}
                  {...props.rowProps?.(row)}
                >
                  {select && (
                    <Table.Td>
                      <Checkbox
                        aria-label={select.rowLabel(row)}
                        checked={select.selection.has(rowKey(row))}
                        disabled={select.canSelect ? !select.canSelect(row) : false}
                        onClick={(e) => e.stopPropagation()}
                        onChange={(e) =>
                          select.selection.toggle(rowKey(row), e.currentTarget.checked)
                        }
                      />
                    </Table.Td>
                  )}
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ListFrame>
  );
}
