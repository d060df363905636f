import { and, asc, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { REPORT_MESSAGES } from '@logicareers/shared/schemas/reports';
import {
  companies,
  creditNotes,
  invoices,
  jobs,
  masterItems,
  outbox,
  users,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { invalid } from '../../lib/errors';
import { jobIsLive, uaeToday } from '../jobs/jobs.policy';
import { emirateIds, nameIn } from '../master-data/master-data.service';
import {
  daysInRange,
  inRange,
  perPeriod,
  type ReportContext,
  type ReportRows,
  uaeDay,
} from './report-sql';

/*
 * The reports of the whole site (issue 41), for master administrators: what was invoiced, how
 * plans were taken up and let go, who signed up, where jobs are posted, and how alerts and e-mail
 * went.
 */

/** Whole fils as AED, two decimals. */
const aed = (fils: unknown) => Math.round(Number(fils ?? 0)) / 100;

/**
 * Invoiced each month (by the issue day of each document): the tax invoices less the credit notes
 * given back on them, before VAT, the VAT and the total. A document never changes once issued.
 */
const revenue: ReportRows = async (ctx) => {
  const fromInvoices = (value: SQL) =>
    ctx.db
      .select({ day: sql`${invoices.issuedOn}`.as('day'), value: value.as('value') })
      .from(invoices)
      .where(daysInRange(ctx, invoices.issuedOn));
  const fromCredits = (value: SQL) =>
    ctx.db
      .select({ day: sql`${creditNotes.issuedOn}`.as('day'), value: value.as('value') })
      .from(creditNotes)
      .where(daysInRange(ctx, creditNotes.issuedOn));
  /** An amount of a month: what its invoices charged, less what its credit notes gave back. */
  const both = (invoiced: SQL, credited: SQL) =>
    unionAll(fromInvoices(invoiced), fromCredits(credited));
  const rows = await perPeriod(ctx, 'month', {
    invoices: fromInvoices(sql`1`),
    credit_notes: fromCredits(sql`1`),
    net: both(sql`${invoices.netFils}`, sql`-${creditNotes.netFils}`),
    vat: both(sql`${invoices.vatFils}`, sql`-${creditNotes.vatFils}`),
    total: both(sql`${invoices.totalFils}`, sql`-${creditNotes.totalFils}`),
  });
  return rows.map((row) => ({
    ...row,
    net: aed(row.net),
    vat: aed(row.vat),
    total: aed(row.total),
  }));
};

/**
 * Per plan, of the subscriptions (by their own days):
 * - started: those beginning in the range that are the company's first subscription ever;
 * - renewed: those beginning in the range that follow an earlier subscription of the company, of
 *   this plan or another (moving to another plan counts as renewing onto it);
 * - lapsed: those ending in the range, before today, with no other subscription of the company
 *   covering the day after their end (begun by then and running past it).
 * Only subscriptions that covered days count: an order awaiting payment has none yet, and a
 * subscription cancelled before it began never had any; the one following a lapse must be active.
 * The free plan is left out: a company is on it because no subscription covers it, not by one.
 * Plans no longer offered are listed only when something happened to them in the range.
 */
const subscriptionsReport: ReportRows = async (ctx) => {
  const held = (alias: string) =>
    sql.raw(`(${alias}.status = 'active' or (${alias}.status = 'cancelled'
      and ${alias}.cancelled_on > ${alias}.starts_on))`);
  const earlier = sql`exists (select 1 from subscriptions e
    where e.company_id = s.company_id and ${held('e')} and (e.starts_on, e.id) < (s.starts_on, s.id))`;
  const name = ctx.lang === 'ar' ? sql`coalesce(p.name_ar, p.name)` : sql`p.name`;
  const begun = sql`s.plan_id = p.id and ${held('s')}
    and s.starts_on between ${ctx.from}::date and ${ctx.to}::date`;
  const rows = rowsOf<{ plan: string; started: number; renewed: number; lapsed: number }>(
    await ctx.db.execute(sql`
      select * from (
        select ${name} as plan,
          p.sort_order, p.is_active,
          (select count(*) from subscriptions s where ${begun} and not ${earlier})::int as started,
          (select count(*) from subscriptions s where ${begun} and ${earlier})::int as renewed,
          (select count(*) from subscriptions s
            where s.plan_id = p.id and s.status = 'active'
              and s.ends_on between ${ctx.from}::date and ${ctx.to}::date
              and s.ends_on < ${uaeToday}
              and not exists (select 1 from subscriptions n
                where n.company_id = s.company_id and n.id <> s.id and n.status = 'active'
                  and n.starts_on <= s.ends_on + 1 and n.ends_on > s.ends_on))::int as lapsed
        from plans p
        where not p.is_free) as counted
      where is_active or started + renewed + lapsed > 0
      order by sort_order, plan`),
  );
  return rows.map(({ plan, started, renewed, lapsed }) => ({ plan, started, renewed, lapsed }));
};

/** Employer companies and candidates that joined each week. */
const signUps: ReportRows = (ctx) =>
  perPeriod(ctx, 'week', {
    companies: ctx.db
      .select({ day: sql`${uaeDay(companies.createdAt)}`.as('day'), value: sql`1`.as('value') })
      .from(companies)
      .where(and(eq(companies.kind, 'employer'), inRange(ctx, companies.createdAt))),
    candidates: ctx.db
      .select({ day: sql`${uaeDay(users.createdAt)}`.as('day'), value: sql`1`.as('value') })
      .from(users)
      .where(and(eq(users.role, 'candidate'), inRange(ctx, users.createdAt))),
  });

/** Jobs first published in the range, and jobs live today, by a column of the job. */
const postedAndLive = (ctx: ReportContext) => ({
  posted: sql<number>`(count(${jobs.id}) filter (where ${inRange(ctx, jobs.publishedAt)}))::int`,
  live: sql<number>`(count(${jobs.id}) filter (where ${jobIsLive()}))::int`,
});

/** Every emirate, its jobs posted in the range and live now; the most posted first. */
const jobsByEmirate: ReportRows = async (ctx) => {
  const counted = postedAndLive(ctx);
  return ctx.db
    .select({ emirate: nameIn(masterItems, ctx.lang), ...counted })
    .from(masterItems)
    .leftJoin(jobs, eq(jobs.emirateId, masterItems.id))
    .where(and(eq(masterItems.kind, 'state'), isNull(masterItems.parentId)))
    .groupBy(masterItems.id)
    .orderBy(desc(counted.posted), asc(masterItems.sort), asc(masterItems.name));
};

/** The most functional areas the report lists. */
const AREAS_MAX = 30;

/** Functional areas with jobs posted in the range or live now, in one emirate or all. */
const jobsByArea: ReportRows = async (ctx) => {
  const emirate = ctx.query.emirate;
  if (emirate !== undefined && !(await emirateIds(ctx.db)).has(emirate))
    throw invalid({ emirate: REPORT_MESSAGES.emirate });
  const counted = postedAndLive(ctx);
  return ctx.db
    .select({ functional_area: nameIn(masterItems, ctx.lang), ...counted })
    .from(masterItems)
    .innerJoin(
      jobs,
      and(
        eq(jobs.functionalAreaId, masterItems.id),
        emirate === undefined ? undefined : eq(jobs.emirateId, emirate),
      ),
    )
    .where(eq(masterItems.kind, 'functional_area'))
    .groupBy(masterItems.id)
    .having(or(gt(counted.posted, 0), gt(counted.live, 0)))
    .orderBy(desc(counted.posted), desc(counted.live), asc(masterItems.name))
    .limit(AREAS_MAX);
};

/**
 * Week by week: new alert subscribers, and e-mail sent and failed.
 * - alert_subscribers: people who began to get job alerts, each once, in the week of their first
 *   alert: a candidate's first saved alert, or a footer subscription's (made when its address is
 *   first confirmed). An alert deleted since is not counted.
 * - mail_sent: by the moment sent. mail_failed: e-mail given up on; the outbox keeps no moment
 *   of giving up, and a message is given up within about an hour of its first try, so it counts
 *   on the day it was written. The outbox keeps sent and failed e-mail for a quarter
 *   (housekeeping), so older weeks count none.
 */
const alertsAndMail: ReportRows = (ctx) => {
  // Each alert of the range that is its subscriber's first (the earliest, the lower id on a tie):
  // the range's alerts checked against the earlier ones, not every subscriber's alerts grouped.
  const firstAlerts = sql`select ${uaeDay(sql`a.created_at`)} as day, count(*) as value
    from job_alerts a
    where ${inRange(ctx, sql`a.created_at`)}
      and not exists (select 1 from job_alerts b
        where coalesce(b.user_id, b.subscription_id) = coalesce(a.user_id, a.subscription_id)
          and (b.created_at, b.id) < (a.created_at, a.id))
    group by 1`;
  // By the UAE day of the moment and the status written out, as the outbox's partial indexes of
  // sent and failed mail keep them.
  const mail = (status: 'sent' | 'failed', moment: SQL) =>
    ctx.db
      .select({ day: sql`${uaeDay(moment)}`.as('day'), value: sql`count(*)`.as('value') })
      .from(outbox)
      .where(
        and(sql`${outbox.status} = ${sql.raw(`'${status}'`)}`, daysInRange(ctx, uaeDay(moment))),
      )
      .groupBy(sql`1`);
  return perPeriod(ctx, 'week', {
    alert_subscribers: firstAlerts,
    mail_sent: mail('sent', sql`${outbox.sentAt}`),
    mail_failed: mail('failed', sql`${outbox.createdAt}`),
  });
};

export const SITE_REPORTS: Record<string, ReportRows> = {
  revenue,
  subscriptions: subscriptionsReport,
  sign_ups: signUps,
  jobs_by_emirate: jobsByEmirate,
  jobs_by_area: jobsByArea,
  alerts_and_mail: alertsAndMail,
};
