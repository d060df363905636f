import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ReportScope } from './reports.access';
import { UAE_TIME_ZONE } from '@logicareers/shared/uae-date';
import type { ReportTexts } from '@logicareers/shared/report-texts';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { TReportQueryParsed, TReportRow } from '@logicareers/shared/schemas/reports';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/*
 * What every report's SQL shares: the range as moments in the UAE's time, periods (weeks, months)
 * with every one present, medians, and names in the asked language.
 */

/** What a report's rows are counted from: who asks, for what range and filters, in what words. */
export interface ReportContext {
  db: Db;
  scope: ReportScope;
  /** First and last UAE day, both included. */
  from: string;
  to: string;
  query: TReportQueryParsed;
  lang: Lang;
  texts: ReportTexts;
}

/** The rows of one report. */
export type ReportRows = (ctx: ReportContext) => Promise<TReportRow[]>;

/**
 * Runs `query` (built on the database it is given) in a read-only transaction of its own with JIT
 * compilation off: a statement over a WITH or many groups is estimated far above the rows it reads,
 * past jit_above_cost, and compiling it took longer than running it (docs/performance.md).
 */
export const withoutJit = <T>(ctx: ReportContext, query: (db: Db) => Promise<T>): Promise<T> =>
  ctx.db.transaction(
    async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return query(tx);
    },
    { accessMode: 'read only' },
  );

const TZ = sql.raw(`'${UAE_TIME_ZONE}'`);

/** The moment a UAE day begins. */
export const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${TZ})`;
/** The moment after the last day of the range ends. */
export const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${TZ})`;

/** `column` (a moment) falls within the range. */
export const inRange = (ctx: Pick<ReportContext, 'from' | 'to'>, column: SQLWrapper): SQL =>
  sql`(${column} >= ${dayStart(ctx.from)} and ${column} < ${dayAfter(ctx.to)})`;

/** `column` (a UAE day) falls within the range. */
export const daysInRange = (ctx: Pick<ReportContext, 'from' | 'to'>, column: SQLWrapper): SQL =>
  sql`(${column} between ${ctx.from}::date and ${ctx.to}::date)`;

/** The UAE day of a moment. */
export const uaeDay = (column: SQLWrapper): SQL => sql`(${column} at time zone ${TZ})::date`;

/** Days between two moments, as a number with a fraction. */
export const daysFrom = (start: SQLWrapper, end: SQLWrapper): SQL =>
  sql`extract(epoch from (${end} - ${start})) / 86400.0`;

/** The median of a number, rounded to one decimal; null for none. */
export const median = (value: SQLWrapper): SQL<number | null> =>
  sql`round((percentile_cont(0.5) within group (order by ${value}))::numeric, 1)::float8`;

/** A share in percent, one decimal; null when there is nothing to share. */
export const percentOf = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part * 1000) / whole) / 10 : null;

export type Period = 'week' | 'month';

/**
 * Sums `value` per period over the range, every period present (zero when nothing happened), for
 * each named source: a query answering `day` (a UAE date) and `value` (a number). The rows are
 * keyed by the period (`week`: its Monday, `month`: YYYY-MM) and then by the sources' names.
 */
export async function perPeriod(
  ctx: ReportContext,
  period: Period,
  sources: Record<string, SQLWrapper>,
): Promise<TReportRow[]> {
  const names = Object.keys(sources);
  const unit = sql.raw(`'${period}'`);
  const step = sql.raw(`interval '1 ${period}'`);
  const label = period === 'week' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const parts = names.map(
    (name, i) =>
      sql`select ${i}::int as source, s.day, s.value::float8 as value from (${sources[name]}) as s`,
  );
  // Each event summed into its period first, then the periods joined on equality: a join on
  // "falls within the period" would compare every event with every period.
  const rows = rowsOf<{ period: string; source: number | null; value: number | null }>(
    await ctx.db.execute(sql`
      with events as (${sql.join(parts, sql` union all `)}),
      summed as (
        select date_trunc(${unit}, e.day::timestamp)::date as period, e.source,
          sum(e.value)::float8 as value
        from events e
        where e.day between ${ctx.from}::date and ${ctx.to}::date
        group by 1, 2)
      select to_char(p.period, ${label}) as period, s.source, s.value
      from generate_series(date_trunc(${unit}, ${ctx.from}::date::timestamp), ${ctx.to}::date::timestamp, ${step}) as p(period)
      left join summed s on s.period = p.period::date
      order by p.period`),
  );
  const byPeriod = new Map<string, TReportRow>();
  for (const row of rows) {
    const entry =
      byPeriod.get(row.period) ??
      Object.fromEntries([[period, row.period], ...names.map((name) => [name, 0])]);
    byPeriod.set(row.period, entry);
    if (row.source !== null) entry[names[row.source]] = Number(row.value ?? 0);
  }
  return [...byPeriod.values()];
}
