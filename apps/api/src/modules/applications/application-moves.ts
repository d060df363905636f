import { inArray } from 'drizzle-orm';
import type { ApplicationStatus } from '@logicareers/shared/application-status';
import type { Db } from '../../db/client';
import { applicationEvents, applications } from '../../db/schema';
import type { SessionUser } from '../access/sessions';

/**
 * How an application moves: its status and the time it changed, and an event in its history that
 * the candidate and the pipeline both show. Other modules move applications only through here.
 */
export async function recordMoves(
  db: Db,
  actor: Pick<SessionUser, 'id'>,
  targets: { id: string; status: string }[],
  status: ApplicationStatus,
  /** The status e-mail queued for each application's move, if any (undoing it cancels it). */
  mailIds?: Map<string, string>,
) {
  if (!targets.length) return;
  await db
    .update(applications)
    .set({ status, statusChangedAt: new Date() })
    .where(
      inArray(
        applications.id,
        targets.map((target) => target.id),
      ),
    );
  await db.insert(applicationEvents).values(
    targets.map((target) => ({
      applicationId: target.id,
      fromStatus: target.status,
      toStatus: status,
      actorId: actor.id,
      mailId: mailIds?.get(target.id) ?? null,
    })),
  );
}

/** The statuses an interview moves an application on from. */
const BEFORE_INTERVIEW = ['applied', 'shortlisted'];

/**
 * Moves an application to 'interview' when one is scheduled for it (issue 15), in the caller's
 * transaction. Only from applied or shortlisted: an application already further on (an offer, a
 * second interview) stays where it is. The candidate is not e-mailed: the invitation tells them.
 * Answers whether it moved.
 */
export async function moveToInterview(
  tx: Db,
  actor: Pick<SessionUser, 'id'>,
  application: { id: string; status: string },
): Promise<boolean> {
  if (!BEFORE_INTERVIEW.includes(application.status)) return false;
  await recordMoves(tx, actor, [application], 'interview');
  return true;
}
