import type { BillingPeriod } from '@logicareers/shared/schemas/plans';
import { todayInUae } from '@logicareers/shared/uae-date';

/*
 * The days of subscriptions: dates are UAE calendar days written YYYY-MM-DD, and a period includes
 * its first and its last day. Worked out on UTC midnights, where every day has 24 hours.
 */

const MS_PER_DAY = 86_400_000;
const at = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export { todayInUae };

/** The date `days` after `date` (before it when negative). */
export const addDays = (date: string, days: number) => dateOf(at(date) + days * MS_PER_DAY);

/** How many days from `from` to `to`, both included; 0 when `to` is before `from`. */
export const daysFrom = (from: string, to: string) =>
  Math.max(0, Math.round((at(to) - at(from)) / MS_PER_DAY) + 1);

const MONTHS: Record<BillingPeriod, number> = { month: 1, quarter: 3, year: 12 };

/**
 * The last day of one billing period starting on `startsOn`: the day before the same day of the
 * month one period later (from 15 January, to 14 February). When that month is too short for the
 * day (from 31 January), the period ends on that month's last day.
 */
export function periodEndsOn(startsOn: string, period: BillingPeriod) {
  const start = new Date(at(startsOn));
  const months = start.getUTCMonth() + MONTHS[period];
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), months + 1, 0)).getUTCDate();
  if (start.getUTCDate() > lastDay)
    return dateOf(Date.UTC(start.getUTCFullYear(), months, lastDay));
  return addDays(dateOf(Date.UTC(start.getUTCFullYear(), months, start.getUTCDate())), -1);
}

/** The share of `priceFils` for `days` of a `periodDays` period, to the nearest fils. */
export const proRata = (priceFils: number, days: number, periodDays: number) =>
  periodDays > 0 ? Math.round((priceFils * days) / periodDays) : 0;
