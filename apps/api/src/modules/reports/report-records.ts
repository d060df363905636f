import { sql } from 'drizzle-orm';
import type { CandidateSource } from '@logicareers/shared/application-status';
import { todayInUae } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';
import { jobViews, staffActivity } from '../../db/schema';

/*
 * The light records of issue 41: one row a day per job and source, and per user and kind, added
 * to in one statement. Other modules call these where the thing happens.
 */

/** What a company's user did that leaves no other record. */
export type StaffActivityKind = 'cv_search';

/** Counts a visit to a job's page today (UAE), by how the visitor came. */
export async function recordJobView(db: Db, jobId: number, source: CandidateSource) {
  await db
    .insert(jobViews)
    .values({ jobId, day: todayInUae(), source, views: 1 })
    .onConflictDoUpdate({
      target: [jobViews.jobId, jobViews.day, jobViews.source],
      set: { views: sql`${jobViews.views} + 1` },
    });
}

/** Counts something a company's user did today (UAE). */
export async function recordStaffActivity(
  db: Db,
  user: { id: string; companyId: number | null },
  kind: StaffActivityKind,
) {
  if (user.companyId === null) return;
  await db
    .insert(staffActivity)
    .values({ userId: user.id, companyId: user.companyId, day: todayInUae(), kind, count: 1 })
    .onConflictDoUpdate({
      target: [staffActivity.userId, staffActivity.day, staffActivity.kind],
      set: { count: sql`${staffActivity.count} + 1` },
    });
}
