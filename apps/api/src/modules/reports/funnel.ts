import { and, eq, type SQL, sql } from 'drizzle-orm';
import { FUNNEL_STAGES } from '@logicareers/shared/reports';
import { applicationEvents, applications, jobs } from '../../db/schema';
import { inRange, percentOf, type ReportContext, type ReportRows } from './report-sql';
import { clientOfJob, jobsInScope } from './reports.access';

/*
 * The hiring funnel (issue 41), the same for a consultancy and an employer: the applications
 * received in the range to the scope's jobs, and how far each got. An application reached a stage
 * when it moved to that stage or one beyond it at any time, or stands there now: one rejected after
 * an interview counts as shortlisted and interviewed.
 */

export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The stages as an SQL array (fixed words, so written in the statement). */
const STAGES = sql.raw(`array[${FUNNEL_STAGES.map((stage) => `'${stage}'`).join(', ')}]::text[]`);

/**
 * How far the application of the outer query (the `applications` table) got: the place in
 * FUNNEL_STAGES (1 for applied) of the furthest stage it moved to or stands at.
 */
export const furthestStage: SQL<number> = sql<number>`greatest(
  coalesce(array_position(${STAGES}, ${applications.status}), 1),
  coalesce((
    select max(array_position(${STAGES}, ${applicationEvents.toStatus}))
    from ${applicationEvents}
    where ${applicationEvents.applicationId} = ${applications.id}
  ), 1))`;

/** The application of the outer query reached `stage` (see furthestStage). */
export const reachedStage = (stage: FunnelStage): SQL =>
  sql`(${furthestStage} >= ${FUNNEL_STAGES.indexOf(stage) + 1})`;

/**
 * The jobs a report of the scope counts: the scope's, narrowed to the report's job and, for a
 * consultancy, its client. For queries over `jobs`.
 */
export const jobsCounted = (ctx: ReportContext): SQL =>
  and(
    jobsInScope(ctx.scope),
    ctx.query.job === undefined ? undefined : eq(jobs.id, ctx.query.job),
    ctx.query.client === undefined || ctx.scope.audience !== 'consultancy'
      ? undefined
      : sql`${clientOfJob} = ${ctx.query.client}`,
  )!;

/** The applications a report counts: received in the range, to jobsCounted (joined as `jobs`). */
export const applicationsCounted = (ctx: ReportContext): SQL =>
  and(jobsCounted(ctx), inRange(ctx, applications.createdAt))!;

/** Each stage: the applications that reached it, of the stage before, and of all received. */
export const funnelRows: ReportRows = async (ctx) => {
  const reached = ctx.db
    .select({ place: furthestStage.as('place') })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(applicationsCounted(ctx))
    // Grouped (one row an application all the same), so that the database keeps it a subquery of
    // its own and finds each application's furthest stage once, not once per stage counted below.
    .groupBy(applications.id)
    .as('reached');
  const [counted] = await ctx.db
    .select(
      Object.fromEntries(
        FUNNEL_STAGES.map((stage, i) => [
          stage,
          sql<number>`count(*) filter (where ${reached.place} >= ${i + 1})`.mapWith(Number),
        ]),
      ) as Record<FunnelStage, SQL<number>>,
    )
    .from(reached);
  const of = (i: number) => counted?.[FUNNEL_STAGES[i]] ?? 0;
  return FUNNEL_STAGES.map((stage, i) => ({
    stage: ctx.texts.terms[stage],
    applications: of(i),
    conversion: i === 0 ? null : percentOf(of(i), of(i - 1)),
    of_applied: percentOf(of(i), of(0)),
  }));
};
