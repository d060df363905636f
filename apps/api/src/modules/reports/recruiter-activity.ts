import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
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
import { daysInRange, inRange, type ReportContext, type ReportRows } from './report-sql';

/*
 * What each of the consultancy's people did in the range (issue 41): CV searches asked, candidate
 * profiles opened, candidates e-mailed, interviews set and candidates sent to clients. Each is
 * counted in the database, a subquery per user; people who did nothing are left out.
 */

/** The consultancy's people whose activity is counted. */
export const CONSULTANCY_STAFF_ROLES = ['consultancy', 'ats', 'consultancy_admin'];

const consultancyOf = (ctx: ReportContext): number => {
  if (ctx.scope.audience !== 'consultancy')
    throw new Error('A consultancy report of another scope');
  return ctx.scope.consultancyId;
};

/** A whole number from a subquery answering one. */
const counted = (subquery: SQL) => sql<number>`coalesce((${subquery}), 0)::int`;

/** The user's records of `kind` (staff_activity) on the range's days, summed. */
const activity = (ctx: ReportContext, kind: StaffActivityKind) =>
  counted(sql`select sum(${staffActivity.count}) from ${staffActivity}
    where ${staffActivity.userId} = ${users.id} and ${staffActivity.companyId} = ${consultancyOf(ctx)}
      and ${staffActivity.kind} = ${kind} and ${daysInRange(ctx, staffActivity.day)}`);

const cvsOpened = (ctx: ReportContext) =>
  counted(sql`select count(*) from ${candidateProfileViews}
    where ${candidateProfileViews.viewerId} = ${users.id}
      and ${candidateProfileViews.companyId} = ${consultancyOf(ctx)}
      and ${inRange(ctx, candidateProfileViews.viewedAt)}`);

/**
 * Candidates the user e-mailed: those of their bulk sends begun in the range (mailed or still to
 * be; not those left out or stopped), and their e-mails to one candidate.
 */
const emailsSent = (ctx: ReportContext) => {
  const bulk = sql`select count(*) from ${emailSendRecipients}
    join ${emailSends} on ${emailSends.id} = ${emailSendRecipients.sendId}
    where ${emailSends.sentBy} = ${users.id} and ${emailSends.companyId} = ${consultancyOf(ctx)}
      and ${inRange(ctx, emailSends.createdAt)}
      and ${emailSendRecipients.state} in ('pending', 'done')`;
  const single = sql`select count(*) from ${candidateEmails}
    where ${candidateEmails.sentBy} = ${users.id} and ${candidateEmails.sendId} is null
      and ${candidateEmails.companyId} = ${consultancyOf(ctx)}
      and ${candidateEmails.status} <> 'cancelled' and ${inRange(ctx, candidateEmails.createdAt)}`;
  return sql<number>`(${counted(bulk)} + ${counted(single)})`;
};

const interviewsSet = (ctx: ReportContext) =>
  counted(sql`select count(*) from ${interviews}
    where ${interviews.createdBy} = ${users.id} and ${interviews.companyId} = ${consultancyOf(ctx)}
      and ${inRange(ctx, interviews.createdAt)}`);

const submissionsSent = (ctx: ReportContext) =>
  counted(sql`select count(*) from ${candidateSubmissions}
    where ${candidateSubmissions.sentBy} = ${users.id}
      and ${candidateSubmissions.consultancyId} = ${consultancyOf(ctx)}
      and ${inRange(ctx, candidateSubmissions.createdAt)}`);

/** Each of the consultancy's people (or the one asked) and what they did, busiest first. */
export const recruiterActivity: ReportRows = async (ctx) => {
  const perUser = ctx.db
    .select({
      recruiter:
        sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`.as(
          'recruiter',
        ),
      searches: activity(ctx, 'cv_search').as('searches'),
      cvs_opened: cvsOpened(ctx).as('cvs_opened'),
      emails_sent: emailsSent(ctx).as('emails_sent'),
      interviews_set: interviewsSet(ctx).as('interviews_set'),
      submissions: submissionsSent(ctx).as('submissions'),
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, consultancyOf(ctx)),
        inArray(users.role, CONSULTANCY_STAFF_ROLES),
        ctx.query.recruiter === undefined ? undefined : eq(users.id, ctx.query.recruiter),
      ),
    )
    .as('per_user');
  const total = sql`${perUser.searches} + ${perUser.cvs_opened} + ${perUser.emails_sent}
    + ${perUser.interviews_set} + ${perUser.submissions}`;
  return ctx.db
    .select({
      recruiter: perUser.recruiter,
      searches: perUser.searches,
      cvs_opened: perUser.cvs_opened,
      emails_sent: perUser.emails_sent,
      interviews_set: perUser.interviews_set,
      submissions: perUser.submissions,
    })
    .from(perUser)
    .where(sql`${total} > 0`)
    .orderBy(desc(total), perUser.recruiter);
};
