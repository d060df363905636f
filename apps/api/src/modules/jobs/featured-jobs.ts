import { DONE, REFUSED } from '@logicareers/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { UAE_TIME_ZONE } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';
import { withFeaturedSlot } from '../plans/entitlements';
import { isLive } from './jobs.schema';
import { requireManageable } from './jobs.service';

/*
 * Featured jobs (decision 045): a live job featured with one of its company's featured slots, until
 * the end of the plan's period (or of the job's valid-through date when no subscription covers
 * today). Closing, reopening, expiring or unfeaturing the job gives the slot back.
 */

/** The end of a UAE day, as an instant: the start of the next day in the UAE. */
const endOfUaeDay = (day: string | ReturnType<typeof sql>) =>
  sql`((${day})::date + 1)::timestamp at time zone ${UAE_TIME_ZONE}`;

/** Features a job the user manages, spending a slot of the job's company; 409 when none is left. */
export async function featureJob(db: Db, user: SessionUser, id: number) {
  const job = await requireManageable(db, user, id);
  if (!isLive(job)) throw new AppError('CONFLICT', REFUSED.onlyAnOpenJobCanBeFeatured);
  await withFeaturedSlot(db, job.companyId, async (tx, periodEndsOn) => {
    const until = endOfUaeDay(periodEndsOn ?? sql`${jobs.validThrough}`);
    // Conditional: of two requests to feature the same job, the second finds it featured.
    const featured = await tx
      .update(jobs)
      .set({ featuredUntil: sql`${until}` })
      .where(
        and(
          eq(jobs.id, id),
          sql`(${jobs.featuredUntil} is null or ${jobs.featuredUntil} <= now())`,
        ),
      )
      .returning({ id: jobs.id });
    if (!featured.length) throw new AppError('CONFLICT', REFUSED.thisJobIsAlreadyFeatured);
  });
  return DONE.jobFeatured;
}

/** Stops featuring a job the user manages: its slot is free again at once. */
export async function unfeatureJob(db: Db, user: SessionUser, id: number) {
  await requireManageable(db, user, id);
  const unfeatured = await db
    .update(jobs)
    .set({ featuredUntil: null })
    .where(and(eq(jobs.id, id), sql`${jobs.featuredUntil} > now()`))
    .returning({ id: jobs.id });
  if (!unfeatured.length) throw new AppError('CONFLICT', REFUSED.thisJobIsNotFeatured);
  return DONE.jobNoLongerFeatured;
}
