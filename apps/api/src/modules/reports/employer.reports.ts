import { and, asc, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { APPLICATION_SOURCES } from '@logicareers/shared/application-status';
import { applications, jobs, jobViews } from '../../db/schema';
import { planOf, usageOf } from '../plans/entitlements';
import { FUNNEL_STAGES } from '@logicareers/shared/reports';
import {
  applicationsCounted,
  applicationsReached,
  type FunnelStage,
  funnelRows,
  jobsCounted,
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
    .groupBy(jobViews.jobId)
    .as('seen');
  const reached = applicationsReached(ctx);
  const reachedCount = (stage: FunnelStage) =>
    sql`(count(*) filter (where ${reached.place} >= ${FUNNEL_STAGES.indexOf(stage) + 1}))::int`;
  const applied = ctx.db
    .select({
      jobId: reached.jobId,
      applications: sql`count(*)::int`.as('applications'),
      shortlisted: reachedCount('shortlisted').as('shortlisted'),
      interview: reachedCount('interview').as('interview'),
      hired: reachedCount('hired').as('hired'),
      daysToHire: median(daysFrom(reached.createdAt, reached.hiredAt)).as('days_to_hire'),
    })
    .from(reached)
    .groupBy(reached.jobId)
    .as('applied');
  const views = sql<number>`coalesce(${seen.views}, 0)`;
  const received = sql<number>`coalesce(${applied.applications}, 0)`;
  const rows = await ctx.db
    .select({
      job: jobs.title,
      views,
      applications: received,
      shortlisted: applied.shortlisted,
      interview: applied.interview,
      hired: applied.hired,
      days_to_hire: applied.daysToHire,
    })
    .from(jobs)
    .leftJoin(seen, eq(seen.jobId, jobs.id))
    .leftJoin(applied, eq(applied.jobId, jobs.id))
    .where(
      and(
        jobsCounted(ctx),
        ne(jobs.status, 'draft'),
        or(isNotNull(seen.jobId), isNotNull(applied.jobId)),
      ),
    )
    .orderBy(desc(received), desc(views), asc(jobs.id))
    .limit(JOBS_MAX);
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
