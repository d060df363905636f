import { and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import {
  applicationEvents,
  applications,
  candidateEmails,
  candidateSubmissions,
  companies,
  emailResponses,
  emailTemplates,
  jobs,
  masterItems,
} from '../../db/schema';
import { nameIn } from '../master-data/master-data.service';
import { applicationsReached, funnelRows } from './funnel';
import { rowsOf } from '../../db/rows';
import { recruiterActivity } from './recruiter-activity';
import {
  daysFrom,
  inRange,
  median,
  percentOf,
  perPeriod,
  type ReportContext,
  type ReportRows,
  uaeDay,
  withoutJit,
} from './report-sql';
import { clientOfJob, jobsInScope } from './reports.access';

/*
 * The consultancy's reports (issue 41): what it sent its clients and what became of it, the hires
 * on the jobs it handles (its own and its managed clients'), how fast they hire, and what its
 * people did. Everything is counted in the database; the rows only take their words here.
 */

/** The consultancy whose reports are asked. */
const consultancyOf = (ctx: ReportContext): number => {
  if (ctx.scope.audience !== 'consultancy')
    throw new Error('A consultancy report of another scope');
  return ctx.scope.consultancyId;
};

/** A count of the rows where `condition` holds. */
const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The jobs counted: the scope's, for the client asked if one is. */
const jobsCounted = (ctx: ReportContext) =>
  and(
    jobsInScope(ctx.scope),
    ctx.query.client === undefined ? undefined : sql`${clientOfJob} = ${ctx.query.client}`,
  );

/**
 * The submitted candidate was hired: on the submission's job, or, for a submission sent without
 * one, on any job of its client.
 */
const submissionHired = sql`exists (
  select 1 from ${applications} join ${jobs} on ${jobs.id} = ${applications.jobId}
  where ${applications.candidateId} = ${candidateSubmissions.candidateId}
    and ${applications.status} = 'hired'
    and (${applications.jobId} = ${candidateSubmissions.jobId}
      or (${candidateSubmissions.jobId} is null and ${clientOfJob} = ${candidateSubmissions.clientId})))`;

/** Candidates sent to each client in the range, by the client's answer, and those hired. */
const submissionsByClient: ReportRows = async (ctx) => {
  const s = candidateSubmissions;
  const rows = await withoutJit(ctx, (db) =>
    db
      .select({
        client: companies.name,
        sent: count(),
        interested: countWhere(sql`${s.status} = 'interested'`),
        interview: countWhere(sql`${s.status} = 'interview_requested'`),
        not_suitable: countWhere(sql`${s.status} = 'rejected'`),
        hired: countWhere(submissionHired),
      })
      .from(s)
      .innerJoin(companies, eq(companies.id, s.clientId))
      .where(
        and(
          eq(s.consultancyId, consultancyOf(ctx)),
          inRange(ctx, s.createdAt),
          ctx.query.client === undefined ? undefined : eq(s.clientId, ctx.query.client),
          ctx.query.recruiter === undefined ? undefined : eq(s.sentBy, ctx.query.recruiter),
        ),
      )
      .groupBy(s.clientId, companies.name)
      .orderBy(desc(count()), companies.name),
  );
  return rows;
};

/**
 * Hires each month: applications to the jobs counted that stand hired now, dated by their last
 * move to hired, when that fell in the range.
 */
const placements: ReportRows = (ctx) => {
  const e = applicationEvents;
  const lastHire = sql`(select max(ev.id) from ${e} as ev
    where ev.application_id = ${applications.id} and ev.to_status = 'hired')`;
  return perPeriod(ctx, 'month', {
    hires: ctx.db
      .select({ day: sql`${uaeDay(e.createdAt)}`.as('day'), value: sql`1`.as('value') })
      .from(e)
      .innerJoin(applications, eq(applications.id, e.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(
        and(
          eq(applications.status, 'hired'),
          // Said outright (lastHire is one), so that only moves to hired are joined.
          eq(e.toStatus, 'hired'),
          sql`${e.id} = ${lastHire}`,
          inRange(ctx, e.createdAt),
          jobsCounted(ctx),
        ),
      ),
  });
};

/** The most rows a time-to-hire report lists: those with the most hires. */
export const TIME_TO_HIRE_ROWS = 50;

/**
 * Applications received in the range to the jobs counted, grouped by `group`: how many, how many
 * are hired now, and the median days from the application to its first shortlisting and to its
 * last move to hired.
 */
const timeToHire = async (ctx: ReportContext, name: SQL<string | null>, group: SQL[]) => {
  const hired = sql`reached.status = 'hired'`;
  const rows = rowsOf<{
    name: string | null;
    applications: number;
    hires: number;
    days_to_shortlist: number | null;
    days_to_hire: number | null;
  }>(
    await withoutJit(ctx, (db) =>
      db.execute(sql`with ${applicationsReached(ctx, jobsCounted(ctx))}
      select ${name} as name, count(*)::int as applications,
        (count(*) filter (where ${hired}))::int as hires,
        ${median(daysFrom(sql`reached.created_at`, sql`reached.shortlisted_at`))} as days_to_shortlist,
        ${median(sql`case when ${hired} then ${daysFrom(sql`reached.created_at`, sql`reached.last_hired_at`)} end`)} as days_to_hire
      from reached
        join ${jobs} on ${jobs.id} = reached.job_id
        left join ${masterItems} on ${masterItems.id} = ${jobs.designationId}
      group by ${sql.join(group, sql`, `)}
      order by hires desc, applications desc, name
      limit ${TIME_TO_HIRE_ROWS}`),
    ),
  );
  return rows.map(({ name: label, ...row }) => ({ label: label ?? ctx.texts.terms.none, row }));
};

const timeToHireJobs: ReportRows = async (ctx) =>
  (await timeToHire(ctx, sql<string>`${jobs.title}`, [sql`${jobs.id}`, sql`${jobs.title}`])).map(
    ({ label, row }) => ({ job: label, ...row }),
  );

const timeToHireDesignations: ReportRows = async (ctx) => {
  // The designation's name in the asked language, else the name the job was posted with.
  const designation = sql<
    string | null
  >`coalesce(${nameIn(masterItems, ctx.lang)}, nullif(${jobs.designationName}, ''))`;
  return (await timeToHire(ctx, designation, [designation])).map(({ label, row }) => ({
    designation: label,
    ...row,
  }));
};

/**
 * Candidates e-mailed with each of the consultancy's templates in the range, and how many of them
 * answered; templates nobody was e-mailed with are left out. The rate is of the mails that asked
 * for an answer (they carried a link for it): a template that asks for none has no rate, not 0%.
 */
const templateResponses: ReportRows = async (ctx) => {
  const e = candidateEmails;
  const rows = await ctx.db
    .select({
      template: emailTemplates.name,
      sent: count(e.id),
      responses: count(emailResponses.candidateEmailId),
      asked: count(e.responseTokenHash),
    })
    .from(emailTemplates)
    .innerJoin(
      e,
      and(
        eq(e.templateId, emailTemplates.id),
        inRange(ctx, e.createdAt),
        // Written out, as the partial index of e-mails not cancelled says it.
        sql`${e.status} <> 'cancelled'`,
        ctx.query.recruiter === undefined ? undefined : eq(e.sentBy, ctx.query.recruiter),
      ),
    )
    .leftJoin(emailResponses, eq(emailResponses.candidateEmailId, e.id))
    .where(and(eq(emailTemplates.companyId, consultancyOf(ctx)), isNotNull(e.id)))
    .groupBy(emailTemplates.id, emailTemplates.name)
    .orderBy(desc(count(e.id)), emailTemplates.name);
  return rows.map(({ asked, ...row }) => ({
    ...row,
    response_rate: percentOf(row.responses, asked),
  }));
};

export const CONSULTANCY_REPORTS: Record<string, ReportRows> = {
  submissions_by_client: submissionsByClient,
  placements,
  funnel: funnelRows,
  time_to_hire_jobs: timeToHireJobs,
  time_to_hire_designations: timeToHireDesignations,
  recruiter_activity: recruiterActivity,
  template_responses: templateResponses,
};
