import { and, eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { FUNNEL_STAGES } from '@logicareers/shared/reports';
import { applications, jobs } from '../../db/schema';
import { inRange, percentOf, type ReportContext, type ReportRows, withoutJit } from './report-sql';
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
 * The WITH of a statement over the applications counted (`jobs`: the jobs whose applications
 * count, jobsCounted unless said), ending in `reached`, one row per application:
 * - `job_id`, `created_at`, `status`;
 * - `place`: how far it got, its place in FUNNEL_STAGES (1 for applied): the furthest stage it
 *   moved to or stands at;
 * - `hired_at`: when it was hired (its first move to hired, or, hired without a recorded move, when
 *   its status last changed; null when never hired);
 * - `shortlisted_at`: its first move to shortlisted; `last_hired_at`: its last move to hired.
 * The moves are read from the moments kept on the application (the database derives them from
 * its history whenever a move is recorded: applications.schema.ts), so each application is one
 * entry of an index by job or by moment, not a lookup of its moves.
 */
export const applicationsReached = (ctx: ReportContext, jobsWhere: SQL = jobsCounted(ctx)): SQL => {
  const a = applications;
  return sql`reached as (
    select ${a.jobId} as job_id, ${a.createdAt} as created_at, ${a.status} as status,
      greatest(coalesce(${placeOf(a.status)}, 1), coalesce(${a.furthestStage}, 1)) as place,
      coalesce(${a.firstHiredAt},
        case when ${a.status} = 'hired' then ${a.statusChangedAt} end) as hired_at,
      ${a.firstShortlistedAt} as shortlisted_at, ${a.lastHiredAt} as last_hired_at
    from ${applications} join ${jobs} on ${jobs.id} = ${a.jobId}
    where ${and(jobsWhere, inRange(ctx, a.createdAt))})`;
};

/** `count(*)` of `reached` rows whose application reached `stage`, as an int. */
export const reachedCount = (stage: FunnelStage): SQL =>
  sql`(count(*) filter (where reached.place >= ${sql.raw(String(FUNNEL_STAGES.indexOf(stage) + 1))}))::int`;

/** Each stage: the applications that reached it, of the stage before, and of all received. */
export const funnelRows: ReportRows = async (ctx) => {
  // Counted by how far each got (its place worked out once), then summed from each stage on.
  const places = rowsOf<{ place: number; applications: number }>(
    await withoutJit(ctx, (db) =>
      db.execute(sql`with ${applicationsReached(ctx)}
      select reached.place, count(*)::int as applications from reached group by reached.place`),
    ),
  );
  const of = (i: number) =>
    places
      .filter((row) => Number(row.place) >= i + 1)
      .reduce((sum, row) => sum + Number(row.applications), 0);
  return FUNNEL_STAGES.map((stage, i) => ({
    stage: ctx.texts.terms[stage],
    applications: of(i),
    conversion: i === 0 ? null : percentOf(of(i), of(i - 1)),
    of_applied: percentOf(of(i), of(0)),
  }));
};
