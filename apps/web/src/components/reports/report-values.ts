import type { ReportColumn } from '@logicareers/shared/reports';
import type { TReportRow } from '@logicareers/shared/schemas/reports';
import { dateFormatter, formatDecimal, formatFils, formatNumber } from '../../lib/format';

/*
 * A report's cells as a reader sees them: numbers in the page's digits, percentages, days, AED,
 * weeks and months in the page's language. The CSV keeps the plain values.
 */

/** The most rows a chart of bars across the page draws: the first, the largest (the table has all). */
export const CHART_ROWS_MAX = 10;

const monthLabel = dateFormatter({ month: 'short', year: 'numeric', timeZone: 'UTC' });
const weekLabel = dateFormatter({ day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A period's label: "Nov 2026" for a month, "3 Nov" for the week starting that Monday. */
export function periodLabel(kind: ReportColumn['kind'], value: string) {
  if (kind === 'month') return monthLabel(new Date(`${value}-01T00:00:00Z`));
  if (kind === 'week') return weekLabel(new Date(`${value}T00:00:00Z`));
  return value;
}

/** A cell as text; an empty cell is a dash, read as "none". */
export function cellText(column: ReportColumn, value: TReportRow[string]): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string') return periodLabel(column.kind, value);
  switch (column.kind) {
    case 'percent':
      return `${formatDecimal(value)}%`;
    case 'days':
      return formatDecimal(value);
    case 'money':
      return formatFils(Math.round(value * 100));
    default:
      return formatNumber(value);
  }
}

/** Whether a column holds numbers (aligned to the end of its cell). */
export const isNumeric = (column: ReportColumn) =>
  column.kind !== 'text' && column.kind !== 'month' && column.kind !== 'week';
