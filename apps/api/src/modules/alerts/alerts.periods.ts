import type { AlertFrequency } from '@logicareers/shared/schemas/alerts';

const DAY_MS = 86_400_000;

/**
 * Digests go out at 07:00 in the UAE (Gulf Standard Time, UTC+4 all year): 03:00 UTC. A daily
 * period runs from one 07:00 to the next; a weekly one from Monday 07:00 to the next Monday.
 */
export const DIGEST_HOUR_UTC = 3;

/**
 * If the worker was stopped for a while, the next digest also covers the jobs missed since the last
 * one, but never more than this far back (an alert is news, not an archive).
 */
export const CATCH_UP_DAYS: Record<AlertFrequency, number> = { daily: 7, weekly: 28 };

export interface Period {
  frequency: AlertFrequency;
  start: Date;
  end: Date;
}

/** The latest period of a frequency that has ended by `now`. */
export function lastCompletedPeriod(frequency: AlertFrequency, now: Date): Period {
  let end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC);
  if (end > now.getTime()) end -= DAY_MS;
  if (frequency === 'weekly') {
    const sinceMonday = (new Date(end).getUTCDay() + 6) % 7;
    end -= sinceMonday * DAY_MS;
  }
  const days = frequency === 'weekly' ? 7 : 1;
  return { frequency, start: new Date(end - days * DAY_MS), end: new Date(end) };
}

/**
 * The jobs a period's digest covers: published from the end of the previous pass's window (or the
 * period's start when there was none) to the period's end, at most CATCH_UP_DAYS back. Windows of
 * consecutive passes meet exactly, so a job is in one digest of a frequency, never two.
 */
export function windowOf(period: Period, previousEnd: Date | null): { start: Date; end: Date } {
  const earliest = period.end.getTime() - CATCH_UP_DAYS[period.frequency] * DAY_MS;
  const from = (previousEnd ?? period.start).getTime();
  return { start: new Date(Math.max(from, earliest)), end: period.end };
}
