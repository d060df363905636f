import { and, count, eq, sql } from 'drizzle-orm';
import { APPLICATION_STATUSES } from '@logicareers/shared/application-status';
import { applications, candidateProfileViews } from '../../db/schema';
import { inRange, perPeriod, type ReportContext, type ReportRows, uaeDay } from './report-sql';

/*
 * A candidate's own activity (issue 41): who opened their profile, and where their applications
 * stand. Nothing here names the companies: the profile page lists who looked.
 */

const candidateOf = (ctx: ReportContext) => {
  if (ctx.scope.audience !== 'candidate') throw new Error('A candidate report of another scope');
  return ctx.scope.candidateId;
};

/** Opens of the profile each week, and how many companies opened it that week. */
const profileViews: ReportRows = (ctx) => {
  const mine = and(
    eq(candidateProfileViews.candidateId, candidateOf(ctx)),
    inRange(ctx, candidateProfileViews.viewedAt),
  );
  const day = uaeDay(candidateProfileViews.viewedAt);
  return perPeriod(ctx, 'week', {
    views: ctx.db
      .select({ day: sql`${day}`.as('day'), value: sql`1`.as('value') })
      .from(candidateProfileViews)
      .where(mine),
    // One row per company and week, dated within the range: their sum is the companies.
    companies: ctx.db
      .selectDistinct({
        day: sql`greatest(date_trunc('week', ${day})::date, ${ctx.from}::date)`.as('day'),
        company: candidateProfileViews.companyId,
        value: sql`1`.as('value'),
      })
      .from(candidateProfileViews)
      .where(mine),
  });
};

/** The applications sent in the range, by their status now; every status listed, in order. */
const applicationsByStatus: ReportRows = async (ctx) => {
  const rows = await ctx.db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(
      and(eq(applications.candidateId, candidateOf(ctx)), inRange(ctx, applications.createdAt)),
    )
    .groupBy(applications.status);
  const byStatus = new Map(rows.map((row) => [row.status, row.n]));
  return APPLICATION_STATUSES.map((status) => ({
    status: ctx.texts.terms[status],
    applications: byStatus.get(status) ?? 0,
  }));
};

export const CANDIDATE_REPORTS: Record<string, ReportRows> = {
  profile_views: profileViews,
  applications_by_status: applicationsByStatus,
};
