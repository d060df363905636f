const EASTERN = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** Eastern Arabic and Persian digits as Western ones, so either can be typed. */
const westernDigits = (text: string) =>
  text.replace(EASTERN, (d) => String((d.charCodeAt(0) - 0x0660) % 0x90));

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A typed day as YYYY-MM-DD: day, month and four-digit year, separated by `/`, `.`, `-` or a
 * space (31/12/2026, 1.2.2027), or an ISO date; null while it is not a real date yet.
 */
export function parseDay(typed: string): string | null {
  const text = westernDigits(typed).trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})[/.\-\s]+(\d{1,2})[/.\-\s]+(\d{4})$/.exec(text);
  if (!iso && !dmy) return null;
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : [dmy![3], dmy![2], dmy![1]].map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}
