import { and, count, desc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
import { funnelRows } from './funnel';
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
  const rows = await ctx.db
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
    .orderBy(desc(count()), companies.name);
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

/**
 * When each application received in the range first moved to shortlisted and last moved to
 * hired: its moves read in one pass and grouped by application, to be joined to the applications.
 */
const movesOf = (ctx: ReportContext) => {
  const e = applicationEvents;
  return ctx.db
    .select({
      applicationId: e.applicationId,
      shortlistedAt: sql`min(${e.createdAt}) filter (where ${e.toStatus} = 'shortlisted')`.as(
        'shortlisted_at',
      ),
      hiredAt: sql`max(${e.createdAt}) filter (where ${e.toStatus} = 'hired')`.as('hired_at'),
    })
    .from(e)
    .innerJoin(applications, eq(applications.id, e.applicationId))
    .where(and(inArray(e.toStatus, ['shortlisted', 'hired']), inRange(ctx, applications.createdAt)))
    .groupBy(e.applicationId)
    .as('moves');
};

/** The most rows a time-to-hire report lists: those with the most hires. */
export const TIME_TO_HIRE_ROWS = 50;

/**
 * Applications received in the range to the jobs counted, grouped by `by`: how many, how many are
 * hired now, and the median days from the application to its first shortlisting and to its hire.
 */
const timeToHire = async (
  ctx: ReportContext,
  name: SQL<string | null>,
  group: (SQL | PgColumn)[],
) => {
  const hired = sql`${applications.status} = 'hired'`;
  const moves = movesOf(ctx);
  const rows = await ctx.db
    .select({
      name,
      applications: count(),
      hires: countWhere(hired),
      days_to_shortlist: median(daysFrom(applications.createdAt, moves.shortlistedAt)),
      days_to_hire: median(
        sql`case when ${hired} then ${daysFrom(applications.createdAt, moves.hiredAt)} end`,
      ),
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(masterItems, eq(masterItems.id, jobs.designationId))
    .leftJoin(moves, eq(moves.applicationId, applications.id))
    .where(and(inRange(ctx, applications.createdAt), jobsCounted(ctx)))
    .groupBy(...group)
    .orderBy(desc(sql`count(*) filter (where ${hired})`), desc(count()), name)
    .limit(TIME_TO_HIRE_ROWS);
  return rows.map(({ name: label, ...row }) => ({ label: label ?? ctx.texts.terms.none, row }));
};

const timeToHireJobs: ReportRows = async (ctx) =>
  (await timeToHire(ctx, sql<string>`${jobs.title}`, [jobs.id, jobs.title])).map(
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
 * answered; templates nobody was e-mailed with are left out.
 */
const templateResponses: ReportRows = async (ctx) => {
  const e = candidateEmails;
  const rows = await ctx.db
    .select({
      template: emailTemplates.name,
      sent: count(e.id),
      responses: count(emailResponses.candidateEmailId),
    })
    .from(emailTemplates)
    .innerJoin(
      e,
      and(
        eq(e.templateId, emailTemplates.id),
        inRange(ctx, e.createdAt),
        ne(e.status, 'cancelled'),
        ctx.query.recruiter === undefined ? undefined : eq(e.sentBy, ctx.query.recruiter),
      ),
    )
    .leftJoin(emailResponses, eq(emailResponses.candidateEmailId, e.id))
    .where(and(eq(emailTemplates.companyId, consultancyOf(ctx)), isNotNull(e.id)))
    .groupBy(emailTemplates.id, emailTemplates.name)
    .orderBy(desc(count(e.id)), emailTemplates.name);
  return rows.map((row) => ({ ...row, response_rate: percentOf(row.responses, row.sent) }));
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
