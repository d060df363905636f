import { and, eq, sql } from 'drizzle-orm';
import { APPLICATION_SOURCES } from '@logicareers/shared/application-status';
import { applications, jobs, jobViews } from '../../db/schema';
import { planOf, usageOf } from '../plans/entitlements';
import { rowsOf } from '../../db/rows';
import {
  applicationsCounted,
  applicationsReached,
  funnelRows,
  jobsCounted,
  reachedCount,
} from './funnel';
import {
  daysFrom,
  daysInRange,
  median,
  percentOf,
  perPeriod,
  type ReportContext,
  type ReportRows,
  uaeDay,
  withoutJit,
} from './report-sql';

/*
 * An employer's hiring reports (issue 41), of its own jobs and those posted for it: how each job
 * is seen and applied to, week by week, how far applications get, where candidates come from, and
 * what the plan allows against what is used.
 */

/** The most jobs the job performance report lists: the most applied to. */
const JOBS_MAX = 50;

const companyOf = (ctx: ReportContext) => {
  if (ctx.scope.audience !== 'employer') throw new Error('An employer report of another scope');
  return ctx.scope.companyId;
};

/** Visits to the pages of the jobs counted, on the range's days. */
const viewsCounted = (ctx: ReportContext) => and(jobsCounted(ctx), daysInRange(ctx, jobViews.day));

const asCount = (value: unknown) => Number(value ?? 0);

/** Each job with visits or applications in the range: seen, applied to, how far, how fast. */
const jobPerformance: ReportRows = async (ctx) => {
  const seen = ctx.db
    .select({ jobId: jobViews.jobId, views: sql`sum(${jobViews.views})::int`.as('views') })
    .from(jobViews)
    .innerJoin(jobs, eq(jobs.id, jobViews.jobId))
    .where(viewsCounted(ctx))
    .groupBy(jobViews.jobId);
  const rows = rowsOf<Record<string, string | number | null>>(
    await withoutJit(ctx, (db) =>
      db.execute(sql`with ${applicationsReached(ctx)},
      applied as (
        select reached.job_id, count(*)::int as applications,
          ${reachedCount('shortlisted')} as shortlisted, ${reachedCount('interview')} as interview,
          ${reachedCount('hired')} as hired,
          ${median(daysFrom(sql`reached.created_at`, sql`reached.hired_at`))} as days_to_hire
        from reached
        group by reached.job_id),
      seen as (${seen})
      select ${jobs.title} as job, coalesce(seen.views, 0) as views,
        coalesce(applied.applications, 0) as applications, applied.shortlisted, applied.interview,
        applied.hired, applied.days_to_hire
      from ${jobs}
        left join seen on seen.job_id = ${jobs.id}
        left join applied on applied.job_id = ${jobs.id}
      where ${jobsCounted(ctx)} and ${jobs.status} <> 'draft'
        and (seen.job_id is not null or applied.job_id is not null)
      order by applications desc, views desc, ${jobs.id}
      limit ${JOBS_MAX}`),
    ),
  );
  return rows.map((row) => ({
    job: row.job,
    views: asCount(row.views),
    applications: asCount(row.applications),
    shortlisted: asCount(row.shortlisted),
    interview: asCount(row.interview),
    hired: asCount(row.hired),
    days_to_hire: row.days_to_hire === null ? null : Number(row.days_to_hire),
  }));
};

/** Visits to the job pages and applications received, week by week. */
const activity: ReportRows = (ctx) =>
  perPeriod(ctx, 'week', {
    views: ctx.db
      .select({ day: sql`${jobViews.day}`.as('day'), value: sql`${jobViews.views}`.as('value') })
      .from(jobViews)
      .innerJoin(jobs, eq(jobs.id, jobViews.jobId))
      .where(viewsCounted(ctx)),
    applications: ctx.db
      .select({
        day: sql`${uaeDay(applications.createdAt)}`.as('day'),
        value: sql`1`.as('value'),
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(applicationsCounted(ctx)),
  });

/** Each way candidates come: visits, applications, and the share of visits that applied. */
const sources: ReportRows = async (ctx) => {
  const [visits, sent] = await Promise.all([
    ctx.db
      .select({ source: jobViews.source, n: sql<number>`sum(${jobViews.views})::int` })
      .from(jobViews)
      .innerJoin(jobs, eq(jobs.id, jobViews.jobId))
      .where(viewsCounted(ctx))
      .groupBy(jobViews.source),
    ctx.db
      .select({ source: applications.source, n: sql<number>`count(*)::int` })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(applicationsCounted(ctx))
      .groupBy(applications.source),
  ]);
  const viewsOf = new Map(visits.map((row) => [row.source, asCount(row.n)]));
  const sentOf = new Map(sent.map((row) => [row.source, asCount(row.n)]));
  return APPLICATION_SOURCES.map((source) => {
    const views = viewsOf.get(source) ?? 0;
    const received = sentOf.get(source) ?? 0;
    return {
      source: ctx.texts.terms[source],
      views,
      applications: received,
      conversion: percentOf(received, views),
    };
  });
};

/** What the company's plan allows today against what it uses: null is no limit. */
const planUsage: ReportRows = async (ctx) => {
  const companyId = companyOf(ctx);
  const { plan } = await planOf(ctx.db, companyId);
  const usage = await usageOf(ctx.db, companyId, plan);
  return usage.map((row) => ({
    entitlement: ctx.texts.terms[row.key],
    used: row.used,
    limit: row.limit,
  }));
};

export const EMPLOYER_REPORTS: Record<string, ReportRows> = {
  job_performance: jobPerformance,
  activity,
  funnel: funnelRows,
  sources,
  plan_usage: planUsage,
};
