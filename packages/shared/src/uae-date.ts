/**
 * The UAE's time zone. A job is valid through the end of its valid-through day there, so "today"
 * is the UAE date wherever the code runs: the API (in SQL too, with the same zone), the browser
 * and the tests.
 */
export const UAE_TIME_ZONE = 'Asia/Dubai';
/** Its offset from UTC, the same all year (no daylight saving), for timestamps that name it. */
export const UAE_UTC_OFFSET = '+04:00';

const UAE_OFFSET_MS = 4 * 3_600_000;

/** Today's date in the UAE, as YYYY-MM-DD: UTC's, moved by the UAE's offset (the same all year). */
export function todayInUae(now: Date = new Date()): string {
  return new Date(now.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The UAE date `days` after today (before it when negative), as YYYY-MM-DD. */
export function uaeDateInDays(days: number, now: Date = new Date()): string {
  const date = new Date(`${todayInUae(now)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A moment's day and time in the UAE, written in full in `locale` (an Intl locale). */
export const uaeMomentFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: UAE_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

const uaeMoment = uaeMomentFormat('en-GB');

/** A moment as e-mails write it, in UAE time: "Thursday, 3 December 2026 at 10:30". */
export function formatUaeDateTime(at: Date): string {
  const parts = Object.fromEntries(uaeMoment.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute}`;
}
