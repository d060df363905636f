import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import {
  candidateEmails,
  candidateProfileViews,
  candidateSubmissions,
  emailSendRecipients,
  emailSends,
  interviews,
  staffActivity,
  users,
} from '../../db/schema';
import type { StaffActivityKind } from './report-records';
import {
  daysInRange,
  inRange,
  type ReportContext,
  type ReportRows,
  withoutJit,
} from './report-sql';

/*
 * What each of the consultancy's people did in the range (issue 41): CV searches asked, candidate
 * profiles opened, candidates e-mailed, interviews set and candidates sent to clients. Each is
 * counted in the database, once per kind of work; people who did nothing are left out.
 */

/** The consultancy's people whose activity is counted. */
export const CONSULTANCY_STAFF_ROLES = ['consultancy', 'ats', 'consultancy_admin'];

const consultancyOf = (ctx: ReportContext): number => {
  if (ctx.scope.audience !== 'consultancy')
    throw new Error('A consultancy report of another scope');
  return ctx.scope.consultancyId;
};

/** Per person: `user_id` and what they did, `n`. */
type PerUser = SQL;

/** The person asked, when one is: their own rows only. */
const asked = (ctx: ReportContext, column: SQLWrapper) =>
  ctx.query.recruiter === undefined ? sql`` : sql`and ${column} = ${ctx.query.recruiter}`;

/** The user's records of `kind` (staff_activity) on the range's days, summed. */
const activity = (ctx: ReportContext, kind: StaffActivityKind): PerUser =>
  sql`select ${staffActivity.userId} as user_id, sum(${staffActivity.count}) as n from ${staffActivity}
    where ${staffActivity.companyId} = ${consultancyOf(ctx)} and ${staffActivity.kind} = ${kind}
      and ${daysInRange(ctx, staffActivity.day)}
      ${asked(ctx, staffActivity.userId)}
    group by ${staffActivity.userId}`;

const cvsOpened = (ctx: ReportContext): PerUser =>
  sql`select ${candidateProfileViews.viewerId} as user_id, count(*) as n from ${candidateProfileViews}
    where ${candidateProfileViews.companyId} = ${consultancyOf(ctx)}
      and ${inRange(ctx, candidateProfileViews.viewedAt)}
      ${asked(ctx, candidateProfileViews.viewerId)}
    group by ${candidateProfileViews.viewerId}`;

/**
 * Candidates the user e-mailed: those of their bulk sends begun in the range (mailed or still to
 * be; not those left out or stopped), and their e-mails to one candidate.
 */
const bulkEmails = (ctx: ReportContext): PerUser =>
  sql`select ${emailSends.sentBy} as user_id, count(*) as n from ${emailSendRecipients}
    join ${emailSends} on ${emailSends.id} = ${emailSendRecipients.sendId}
    where ${emailSends.companyId} = ${consultancyOf(ctx)} and ${inRange(ctx, emailSends.createdAt)}
      and ${emailSendRecipients.state} in ('pending', 'done')
      ${asked(ctx, emailSends.sentBy)}
    group by ${emailSends.sentBy}`;

const singleEmails = (ctx: ReportContext): PerUser =>
  sql`select ${candidateEmails.sentBy} as user_id, count(*) as n from ${candidateEmails}
    where ${candidateEmails.sendId} is null and ${candidateEmails.companyId} = ${consultancyOf(ctx)}
      and ${candidateEmails.status} <> 'cancelled' and ${inRange(ctx, candidateEmails.createdAt)}
      ${asked(ctx, candidateEmails.sentBy)}
    group by ${candidateEmails.sentBy}`;

const interviewsSet = (ctx: ReportContext): PerUser =>
  sql`select ${interviews.createdBy} as user_id, count(*) as n from ${interviews}
    where ${interviews.companyId} = ${consultancyOf(ctx)} and ${inRange(ctx, interviews.createdAt)}
      ${asked(ctx, interviews.createdBy)}
    group by ${interviews.createdBy}`;

const submissionsSent = (ctx: ReportContext): PerUser =>
  sql`select ${candidateSubmissions.sentBy} as user_id, count(*) as n from ${candidateSubmissions}
    where ${candidateSubmissions.consultancyId} = ${consultancyOf(ctx)}
      and ${inRange(ctx, candidateSubmissions.createdAt)}
      ${asked(ctx, candidateSubmissions.sentBy)}
    group by ${candidateSubmissions.sentBy}`;

/**
 * Each of the consultancy's people (or the one asked) and what they did, busiest first. Each kind
 * of work is counted once for the whole consultancy, per person, and joined to its people.
 */
export const recruiterActivity: ReportRows = async (ctx) => {
  const staff = sql`select ${users.id} as id,
      coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email}) as recruiter
    from ${users}
    where ${and(
      eq(users.companyId, consultancyOf(ctx)),
      inArray(users.role, CONSULTANCY_STAFF_ROLES),
      ctx.query.recruiter === undefined ? undefined : eq(users.id, ctx.query.recruiter),
    )}`;
  const n = (source: string) => sql.raw(`coalesce(${source}.n, 0)::int`);
  const rows = rowsOf<Record<string, string | number>>(
    await withoutJit(ctx, (db) =>
      db.execute(sql`
      with staff as (${staff}),
        searches as (${activity(ctx, 'cv_search')}),
        opened as (${cvsOpened(ctx)}),
        bulk as (${bulkEmails(ctx)}),
        single as (${singleEmails(ctx)}),
        interviews_set as (${interviewsSet(ctx)}),
        submissions as (${submissionsSent(ctx)}),
        per_user as (
          select staff.recruiter, ${n('searches')} as searches, ${n('opened')} as cvs_opened,
            ${n('bulk')} + ${n('single')} as emails_sent, ${n('interviews_set')} as interviews_set,
            ${n('submissions')} as submissions
          from staff
            left join searches on searches.user_id = staff.id
            left join opened on opened.user_id = staff.id
            left join bulk on bulk.user_id = staff.id
            left join single on single.user_id = staff.id
            left join interviews_set on interviews_set.user_id = staff.id
            left join submissions on submissions.user_id = staff.id)
      select recruiter, searches, cvs_opened, emails_sent, interviews_set, submissions
      from per_user
      where searches + cvs_opened + emails_sent + interviews_set + submissions > 0
      order by searches + cvs_opened + emails_sent + interviews_set + submissions desc, recruiter`),
    ),
  );
  return rows;
};
