import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TTrend } from '@logicareers/shared/schemas/common';
import { renderPage, resetPage } from '../test/render';
import { TrendCard } from './dashboard-trends';

/** Twelve weeks from Monday 7 September 2026: eight weeks of 1 each, then 2, 0, 3 and 5. */
const applications: TTrend = {
  key: 'applications',
  points: [1, 1, 1, 1, 1, 1, 1, 1, 2, 0, 3, 5].map((value, i) => ({
    week: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
    value,
  })),
};

afterEach(resetPage);

describe("a dashboard's trend card", () => {
  it('gives the last four weeks against the four before, and every week in its table', async () => {
    await renderPage(<TrendCard trend={applications} />);
    const card = await screen.findByRole('region', { name: 'Applications received' });
    expect(within(card).getByTestId('trend-total').textContent).toBe('10');
    expect(within(card).getByText('in the last 4 weeks')).toBeDefined();
    expect(within(card).getByTestId('trend-change').textContent).toBe(
      'Up 150% on the 4 weeks before',
    );
    const table = within(card).getByRole('table', { name: 'Applications received, week by week' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0].textContent).toBe('7 Sept1');
    expect(rows[11].textContent).toBe('23 Nov5');
    // The chart repeats the table for the eye only.
    expect(card.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('is in Arabic, its dates and its words', async () => {
    const quiet = { ...applications, points: applications.points.map((p) => ({ ...p, value: 0 })) };
    await renderPage(<TrendCard trend={{ ...quiet, key: 'hires' }} />, 'ar');
    const card = await screen.findByRole('region', { name: 'التعيينات' });
    expect(within(card).getByTestId('trend-change').textContent).toBe(
      'دون تغيير عن 4 أسابيع قبلها',
    );
    const rows = within(within(card).getByRole('table')).getAllByRole('row');
    expect(rows[1].textContent).toMatch(/سبتمبر/);
    expect(rows[1].textContent).not.toMatch(/Sep/);
  });
});
