/** A date as users here read it: 22 Nov 2026. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * A whole number with thousands separators: 12,500. The same on the server and in every browser
 * (pages rendered on the server must match), and without Intl, whose locale data is slow on phones.
 */
export const formatNumber = (value: number) =>
  String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, ',');

/** The months' names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A calendar date, the same day wherever it is read: 31 December 2026. Without Intl, whose first
 * use costs a phone tens of ms, on the server and in the browser alike.
 */
export function formatCalendarDate(iso: string) {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
