import { formatDate, monthName } from '../../../lib/format';

/** 'Mar 2021', '2021', or '' for a month and year that may be missing. */
export const monthYear = (month: number | null, year: number | null) =>
  year ? `${month ? monthName(month - 1, 'short') + ' ' : ''}${year}` : '';

/** A number or null as the string a select holds ('' for none). */
export const asText = (value: number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

/** A calendar date (2026-11-22) as 22 Nov 2026, the same day wherever it is read. */
export const formatDay = (day: string) => formatDate(`${day}T00:00:00`);
