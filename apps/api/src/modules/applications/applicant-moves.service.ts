import { desc, eq, inArray, sql } from 'drizzle-orm';
import { countedMessage } from '@logicareers/shared/counted-messages';
import type { RecruiterStatus } from '@logicareers/shared/application-status';
import {
  type TStatusMailPreview,
  type TStatusMoveResult,
  UNDO_WINDOW_SECONDS,
} from '@logicareers/shared/schemas/candidate';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { applicationEvents, applications, outbox } from '../../db/schema';
import type { SessionUser } from '../access/sessions';
import { cancelMail, enqueueMail } from '../mail/outbox';
import { AppError } from '../../lib/errors';
import { managedApplications } from './applicants.service';
import { recordMoves } from './application-moves';
import { applicationMails } from './applications.mails';

type Target = Awaited<ReturnType<typeof managedApplications>>[number];

/** Refuses the whole change if any of the applications was withdrawn by its candidate. */
function refuseWithdrawn(targets: Target[]) {
  const withdrawn = targets.filter((target) => target.status === 'withdrawn');
  if (withdrawn.length)
    throw AppError.counted(
      'CONFLICT',
      countedMessage('applicationsWithdrawn', { count: withdrawn.length }),
    );
}

/** The status-change e-mail of an application, in its candidate's language. */
const statusMail = (ctx: AppContext, target: Target, status: RecruiterStatus) =>
  applicationMails.statusChanged({
    to: target.email,
    firstName: target.firstName,
    jobTitle: target.jobTitle,
    status,
    appUrl: ctx.env.APP_URL,
    locale: target.language,
  });

/**
 * Queues each candidate's status e-mail, held for the undo window so that an undo can still
 * cancel it; answers the e-mail of each application.
 */
async function queueHeldMails(ctx: AppContext, tx: Db, targets: Target[], status: RecruiterStatus) {
  const mailIds = new Map<string, string>();
  for (const target of targets)
    mailIds.set(target.id, await enqueueMail(tx, statusMail(ctx, target, status)));
  if (mailIds.size)
    await tx
      .update(outbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${UNDO_WINDOW_SECONDS})` })
      .where(inArray(outbox.id, [...mailIds.values()]));
  return mailIds;
}

/**
 * Moves one or several applications to a status, keeping history; with `notify`, tells each
 * candidate by e-mail once the undo window has passed. Answers where each moved one was.
 */
export async function setStatus(
  ctx: AppContext,
  user: SessionUser,
  ids: string[],
  status: RecruiterStatus,
  notify = true,
): Promise<TStatusMoveResult> {
  return ctx.db.transaction(async (tx) => {
    const targets = await managedApplications(tx, user, ids, 'for update');
    refuseWithdrawn(targets);
    const moving = targets.filter((target) => target.status !== status);
    const result: TStatusMoveResult = {
      updated: moving.length,
      unchanged: targets.length - moving.length,
      moved: moving.map((target) => ({
        id: target.id,
        from_status: target.status as RecruiterStatus,
      })),
      notified: notify ? moving.length : 0,
    };
    if (!moving.length) return result;
    const mailIds = notify ? await queueHeldMails(ctx, tx, moving, status) : undefined;
    await recordMoves(tx, user, moving, status, mailIds);
    return result;
  });
}

/**
 * Undoes a move: each application back to the status it had, recorded in its history like any
 * move and without an e-mail; the e-mail of the move undone is cancelled if it has not gone yet.
 * Answers how many moved back and how many e-mails were stopped in time.
 */
export async function undoMoves(
  ctx: AppContext,
  user: SessionUser,
  moves: { id: string; status: RecruiterStatus }[],
) {
  return ctx.db.transaction(async (tx) => {
    const targets = await managedApplications(
      tx,
      user,
      moves.map((move) => move.id),
      'for update',
    );
    refuseWithdrawn(targets);
    const events = await tx
      .selectDistinctOn([applicationEvents.applicationId], {
        applicationId: applicationEvents.applicationId,
        mailId: applicationEvents.mailId,
      })
      .from(applicationEvents)
      .where(
        inArray(
          applicationEvents.applicationId,
          targets.map((target) => target.id),
        ),
      )
      .orderBy(applicationEvents.applicationId, desc(applicationEvents.id));
    const mailIds = events.flatMap((event) => (event.mailId ? [event.mailId] : []));
    const cancelled = mailIds.length
      ? await cancelMail(
          tx,
          sql`(${sql.join(
            mailIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        )
      : 0;
    let updated = 0;
    const byId = new Map(targets.map((target) => [target.id, target]));
    for (const status of new Set(moves.map((move) => move.status))) {
      const back = moves
        .filter((move) => move.status === status && byId.get(move.id)!.status !== status)
        .map((move) => byId.get(move.id)!);
      await recordMoves(tx, user, back, status);
      updated += back.length;
    }
    return { updated, mails_cancelled: cancelled };
  });
}

/** The e-mail moving this application to `status` would send its candidate, not sent. */
export async function statusMailPreview(
  ctx: AppContext,
  user: SessionUser,
  applicationId: string,
  status: RecruiterStatus,
): Promise<TStatusMailPreview> {
  const [target] = await managedApplications(ctx.db, user, [applicationId]);
  refuseWithdrawn([target]);
  const mail = statusMail(ctx, target, status);
  return { to: mail.to, subject: mail.subject, text: mail.text };
}

/** Rates an application 1 to 5, or clears its rating with null. */
export async function rateApplication(
  db: Db,
  user: SessionUser,
  applicationId: string,
  rating: number | null,
) {
  const [target] = await managedApplications(db, user, [applicationId]);
  refuseWithdrawn([target]);
  await db.update(applications).set({ rating }).where(eq(applications.id, applicationId));
  return { rating };
}

/** Replaces the company's tags on an application (already trimmed and without repeats). */
export async function tagApplication(
  db: Db,
  user: SessionUser,
  applicationId: string,
  tags: string[],
) {
  const [target] = await managedApplications(db, user, [applicationId]);
  refuseWithdrawn([target]);
  await db.update(applications).set({ tags }).where(eq(applications.id, applicationId));
  return { tags };
}
