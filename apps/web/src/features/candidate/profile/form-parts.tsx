import { formatDate } from '../../../lib/format';

/** A number or null as the string a select holds ('' for none). */
export const asText = (value: number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

/** A calendar date (2026-11-22) as 22 Nov 2026, the same day wherever it is read. */
export const formatDay = (day: string) => formatDate(`${day}T00:00:00`);
