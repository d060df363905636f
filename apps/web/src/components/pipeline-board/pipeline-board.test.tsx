import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, resetPage } from '../../test/render';
import { PipelineBoard } from './pipeline-board';
import type { BoardColumn } from './types';

type Item = { id: string; column: string; name: string };

const ITEMS: Item[] = [
  { id: 'a', column: 'new', name: 'Aisha Rahman' },
  { id: 'b', column: 'new', name: 'Bilal Khan' },
  { id: 'c', column: 'done', name: 'Carla Dias' },
];

/** Columns side by side, 300 px apart, for dnd-kit's measures (the test DOM has no layout). */
function layColumnsOut() {
  const real = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.matches('[data-board-columns]')) return DOMRect.fromRect({ width: 1000, height: 800 });
    // The card carried, as dnd-kit draws it over the board: where it was picked up.
    if (this.closest('[data-drag-overlay]'))
      return DOMRect.fromRect({ x: 10, y: 60, width: 260, height: 80 });
    const column = this.closest('[data-column]');
    if (!column) return real.call(this);
    const index = [...document.querySelectorAll('[data-column]')].indexOf(column);
    const card = this.closest('[data-card]') !== null;
    const left = index * 300;
    const [top, width, height] = card ? [60, 260, 80] : [0, 280, 600];
    return DOMRect.fromRect({ x: card ? left + 10 : left, y: top, width, height });
  });
}

function renderBoard(onMove = vi.fn(), extra: Partial<BoardColumn> = {}, language?: 'ar') {
  const columns: BoardColumn[] = [
    { id: 'new', title: 'New', count: 5, hasMore: true, onShowMore: vi.fn(), ...extra },
    { id: 'done', title: 'Done', count: 1 },
    { id: 'gone', title: 'Gone', count: 2, readOnly: true },
  ];
  return renderPage(
    <PipelineBoard
      label="Applicants"
      columns={columns}
      items={ITEMS}
      selectable
      renderCard={(item) => <p>{item.name}</p>}
      onMove={onMove}
    />,
    language,
  ).then(() => columns);
}

afterEach(() => {
  vi.restoreAllMocks();
  resetPage();
});

describe('the pipeline board', () => {
  it('shows each column with its count, its cards and more to show', async () => {
    const columns = await renderBoard();
    const board = screen.getByRole('region', { name: 'Applicants: a board of stages' });
    const first = within(board).getByRole('region', { name: 'New' });
    expect(within(first).getByLabelText('5 cards').textContent).toBe('5');
    expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(first).getByRole('button', { name: 'Show more (2 of 5)' }));
    expect(columns[0].onShowMore).toHaveBeenCalledOnce();
    expect(within(board).getByText('Cards cannot be moved into this column')).toBeDefined();
  });

  it('moves a card by its menu, offering only the columns it may enter', async () => {
    const onMove = vi.fn();
    await renderBoard(onMove);
    fireEvent.click(screen.getByRole('button', { name: 'Move Aisha Rahman to another stage' }));
    const done = await screen.findByRole('menuitem', { name: 'Done' });
    const offered = done.closest('[role="menu"]')!.querySelectorAll('[role="menuitem"]');
    expect([...offered].map((item) => item.textContent)).toEqual(['Done']);
    fireEvent.click(done);
    expect(onMove).toHaveBeenCalledWith(['a'], 'done');
  });

  it('moves the chosen cards together and forgets the choice once moved', async () => {
    const onMove = vi.fn().mockResolvedValue(true);
    await renderBoard(onMove);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose Aisha Rahman' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose Carla Dias' }));
    expect(screen.getByText('2 chosen')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Move the chosen to' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Done' }));
    expect(onMove).toHaveBeenCalledWith(['a', 'c'], 'done');
    await waitFor(() => expect(screen.queryByText('2 chosen')).toBeNull());
  });

  it('carries a card with the keyboard (space, arrow, space) and says so', async () => {
    layColumnsOut();
    const onMove = vi.fn();
    await renderBoard(onMove);
    const handle = screen.getByRole('button', { name: 'Move Bilal Khan' });
    expect(document.getElementById(handle.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /press space or enter/,
    );
    handle.focus();
    await act(async () => fireEvent.keyDown(handle, { code: 'Space', key: ' ' }));
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() =>
      expect(document.body.textContent).toContain('Picked up Bilal Khan from New.'),
    );
    await act(async () => fireEvent.keyDown(handle, { code: 'ArrowRight', key: 'ArrowRight' }));
    await waitFor(() => expect(document.body.textContent).toContain('Bilal Khan is over Done.'));
    await act(async () => fireEvent.keyDown(handle, { code: 'Space', key: ' ' }));
    await waitFor(() => expect(onMove).toHaveBeenCalledWith(['b'], 'done'));
  });

  it('tells a screen reader how to carry cards in Arabic', async () => {
    await renderBoard(vi.fn(), {}, 'ar');
    const handle = screen.getAllByRole('button', { name: /^نقل / })[0];
    expect(
      document.getElementById(handle.getAttribute('aria-describedby')!)?.textContent,
    ).toContain('لالتقاط بطاقة');
  });
});
