import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { ListEmpty, ListTable, useRowSelection, type ListColumn, type ListSort } from '.';

type Row = { id: number; name: string; city: string; closed?: boolean };
const ROWS: Row[] = [
  { id: 1, name: 'Amal', city: 'Dubai' },
  { id: 2, name: 'Bilal', city: 'Sharjah' },
  { id: 3, name: 'Carla', city: 'Ajman', closed: true },
];
const COLUMNS: ListColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortKey: 'name' },
  { key: 'city', header: 'City', cell: (row) => row.city, hideOnPhone: true },
  { key: 'actions', header: 'Actions', hideHeader: true, cell: (row) => `Open ${row.name}` },
];
const table = (props: Partial<Parameters<typeof ListTable<Row, number>>[0]> = {}) => (
  <ListTable rows={ROWS} rowKey={(row) => row.id} columns={COLUMNS} {...props} />
);

/** A list whose rows are chosen, as a page with actions on many holds them. */
function Chosen({
  cards = false,
  onRowClick,
}: {
  cards?: boolean;
  onRowClick?: (row: Row) => void;
}) {
  const selection = useRowSelection<number>();
  return (
    <>
      <p>Chosen: {selection.selected.join(',') || 'none'}</p>
      {table({
        layout: cards ? 'cards' : undefined,
        onRowClick,
        select: {
          selection,
          rowLabel: (row) => `Choose ${row.name}`,
          allLabel: 'Choose the page',
          canSelect: (row) => !row.closed,
        },
      })}
    </>
  );
}

/** A list sorted by the page, as by its address's sort parameter. */
function Sorted({ onSort }: { onSort: (sort: ListSort) => void }) {
  const [sort, setSort] = useState<ListSort>();
  return table({
    sort,
    onSort: (next) => {
      onSort(next);
      setSort(next);
    },
  });
}

const viewport = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport: (v: { width: number }) => void } }
  ).happyDOM.setViewport({
    width,
  });
afterEach(() => viewport(1024));

describe('a list table', () => {
  it('shows the columns once each, a hidden header for screen readers only', async () => {
    await renderPage(table({ label: 'People' }));
    const people = screen.getByRole('table', { name: 'People' });
    const headers = within(people)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'City', 'Actions']);
    expect(within(people).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('cell', { name: 'Open Bilal' })).toBeDefined();
  });

  it('asks the page to sort by a header, up then down, and tells the order shown', async () => {
    const onSort = vi.fn<(sort: ListSort) => void>();
    await renderPage(<Sorted onSort={onSort} />);
    const name = () => screen.getByRole('columnheader', { name: 'Name' });
    expect(name().getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'City' }).getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(name()).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'name', direction: 'asc' });
    expect(name().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(name()).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    expect(name().getAttribute('aria-sort')).toBe('descending');
  });

  it('pages: the range shown, and the page asked for', async () => {
    const onChange = vi.fn();
    await renderPage(table({ paging: { page: 1, pageSize: 3, total: 7, onChange } }));
    expect(screen.getByText('1–3 of 7')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('says the page’s sentence when there is nothing to list, and no pager', async () => {
    await renderPage(
      table({
        rows: [],
        empty: <ListEmpty action={<button type="button">Add one</button>}>No people yet</ListEmpty>,
        paging: { page: 1, pageSize: 3, total: 0, onChange: () => {} },
      }),
    );
    expect(screen.getByText('No people yet')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add one' })).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/of 0/)).toBeNull();
  });

  it('stands grey bars in for the rows while they load, busy for screen readers', async () => {
    await renderPage(
      table({ rows: undefined, loading: true, skeleton: { rows: 3, label: 'Loading people' } }),
    );
    const busy = screen.getByLabelText('Loading people');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.children).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the failure instead of the rows', async () => {
    await renderPage(table({ error: <p role="alert">Could not load</p> }));
    expect(screen.getByRole('alert').textContent).toBe('Could not load');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('chooses rows one by one or the whole page, never one that may not be chosen', async () => {
    await renderPage(<Chosen />);
    const all = screen.getByRole('checkbox', { name: 'Choose the page' }) as HTMLInputElement;
    expect(
      (screen.getByRole('checkbox', { name: 'Choose Carla' }) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Bilal' }));
    expect(screen.getByText('Chosen: 2')).toBeDefined();
    expect(all.checked).toBe(false);
    expect(all.getAttribute('data-indeterminate')).toBe('true');
    fireEvent.click(all);
    expect(screen.getByText('Chosen: 2,1')).toBeDefined();
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(screen.getByText('Chosen: none')).toBeDefined();
  });

  it('chooses cards as it chooses rows', async () => {
    await renderPage(<Chosen cards />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose the page' }));
    expect(screen.getByText('Chosen: 1,2')).toBeDefined();
  });

  it('turns into cards of label and value on a phone, leaving out what a phone does not need', async () => {
    viewport(400);
    await renderPage(table({ label: 'People' }));
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.textContent).toBe('NameAmalOpen Amal');
  });

  it('sorts cards on a phone by a choice of column and direction', async () => {
    viewport(400);
    const onSort = vi.fn();
    await renderPage(<Sorted onSort={onSort} />);
    const order = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.change(order, { target: { value: 'name:desc' } });
    expect(onSort).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    expect((order as HTMLSelectElement).value).toBe('name:desc');
  });

  it('opens a card where its row leads, but not when its box is ticked', async () => {
    viewport(400);
    const onRowClick = vi.fn();
    await renderPage(<Chosen onRowClick={onRowClick} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Amal' }));
    expect(onRowClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Bilal'));
    expect(onRowClick).toHaveBeenCalledWith(ROWS[1]);
  });

  it('stays a table on a phone when the page asks for one', async () => {
    viewport(400);
    await renderPage(table({ layout: 'table' }));
    expect(screen.getByRole('table')).toBeDefined();
    expect(screen.queryByRole('columnheader', { name: 'City' })).toBeNull();
  });
});
