import type { ReactNode } from 'react';
import type { MantineSpacing } from '@mantine/core';
import { formatNumericDate } from '../../lib/format';
import type { RowSelection } from './row-selection';

/** One column of a list: its header, what a row shows in it, and how it sorts. */
export type ListColumn<T> = {
  /** Tells the column from the others (not shown). */
  key: string;
  header: string;
  /** The header is for screen readers only (a column of buttons). */
  hideHeader?: boolean;
  cell: (row: T) => ReactNode;
  /** The sort parameter this column's header sets; without it the column does not sort. */
  sortKey?: string;
  /** Figures line up at the end of the cell. */
  align?: 'end';
  /** Left out on a phone (the row says it elsewhere). */
  hideOnPhone?: boolean;
};

/** The order a list is in: a column's sort key, up or down. */
export type ListSort = { key: string; direction: 'asc' | 'desc' };

/** Rows chosen for the actions on many: a box each and one for the whole page. */
export type ListSelect<T, K> = {
  selection: RowSelection<K>;
  /** A row's box, named for screen readers. */
  rowLabel: (row: T) => string;
  /** The whole page's box. */
  allLabel: string;
  /** Shown as a labelled box over cards (the default); off when the page has its own. */
  allBox?: boolean;
  /** Whether a row may be chosen; the others' boxes are greyed. */
  canSelect?: (row: T) => boolean;
};

/** How the rows are laid out as cards (always, or on a phone). */
export type ListCardsOptions<T> = {
  /** A row's card; without it, its columns as label and value lines. */
  card?: (row: T) => ReactNode;
  padding?: MantineSpacing;
  gap?: MantineSpacing;
};

/** The rows that may be chosen on this page, and their ids. */
export const selectableIds = <T, K>(rows: T[], rowKey: (row: T) => K, select: ListSelect<T, K>) =>
  rows.filter((row) => select.canSelect?.(row) ?? true).map(rowKey);

/** A column of a date, written in figures in the page's language. */
export const dateColumn = <T>(
  key: string,
  header: string,
  date: (row: T) => string,
): ListColumn<T> => ({
  key,
  header,
  cell: (row) => formatNumericDate(date(row)),
});
