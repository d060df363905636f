import { and, eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
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

/** The place in FUNNEL_STAGES (1 for applied) of a status; null for one outside the funnel. */
const placeOf = (status: SQLWrapper) => sql`array_position(${STAGES}, ${status})`;

/**
 * The applications counted, one row each, with how far each got (`place`, as furthestStage) and
 * when it was hired (`hiredAt`: its first move to hired, or, hired without a recorded move, when
 * its status last changed; null when never hired). One pass: the applications joined to all their
 * status changes and grouped, rather than a lookup per application.
 */
export const applicationsReached = (ctx: ReportContext) =>
  ctx.db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      createdAt: applications.createdAt,
      place: sql<number>`greatest(
        coalesce(${placeOf(applications.status)}, 1),
        coalesce(max(${placeOf(applicationEvents.toStatus)}), 1))`.as('place'),
      hiredAt: sql<Date | null>`coalesce(
        min(${applicationEvents.createdAt}) filter (where ${applicationEvents.toStatus} = 'hired'),
        case when ${applications.status} = 'hired' then ${applications.statusChangedAt} end)`.as(
        'hired_at',
      ),
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(applicationEvents, eq(applicationEvents.applicationId, applications.id))
    .where(applicationsCounted(ctx))
    .groupBy(applications.id)
    .as('reached');

/** Each stage: the applications that reached it, of the stage before, and of all received. */
export const funnelRows: ReportRows = async (ctx) => {
  const reached = applicationsReached(ctx);
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
