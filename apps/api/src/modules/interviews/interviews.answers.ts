import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INTERVIEW_MESSAGES,
  type InterviewAnswerState,
  type TInterviewInvitation,
  type ZInterviewAnswerRequest,
} from '@logicareers/shared/schemas/interviews';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { interviewLinks, interviews, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { hashToken } from '../access/sessions';
import { enqueueMail } from '../mail/outbox';
import { factsOf } from './interviews.invitations';
import { interviewMails } from './interviews.mails';
import {
  interviewersOfInterviews,
  type InterviewRow,
  selectInterviews,
  whenAndWhere,
} from './interviews.query';

/*
 * The candidate's page: the answer to an interview from a link whose token is kept only as its
 * SHA-256 hash (interview_links). Each e-mail to the candidate carries a fresh token, and every one
 * of them works while the interview can be answered and has not been moved since it was sent.
 */

const M = INTERVIEW_MESSAGES;
const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * A fresh answer link for the interview as it now stands: its token, kept only as its hash, with
 * the interview's SEQUENCE, so that a later reschedule makes it stale.
 */
export async function newAnswerLink(db: Db, interviewId: string) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(interviewLinks).values({
    tokenHash: hashToken(token),
    interviewId,
    sequence: sql`(select ${interviews.sequence} from ${interviews} where ${interviews.id} = ${interviewId})`,
  });
  return token;
}

/** Refuses an interview that can no longer be answered: cancelled, completed or started. */
export function assertAnswerable(row: InterviewRow) {
  if (row.status === 'cancelled') throw conflict(M.linkCancelled);
  if (row.status === 'completed' || row.startsAt.getTime() <= Date.now())
    throw conflict(M.linkPast);
}

/** The interview of a link's token while it can be answered; a clear refusal otherwise. */
async function interviewOfToken(db: Db, token: string | null) {
  if (!token) throw notFound(M.linkInvalid);
  const [link] = await db
    .select({ id: interviewLinks.interviewId, sequence: interviewLinks.sequence })
    .from(interviewLinks)
    .where(eq(interviewLinks.tokenHash, hashToken(token)));
  const [row] = link ? await selectInterviews(db).where(eq(interviews.id, link.id)) : [];
  if (!link || !row) throw notFound(M.linkInvalid);
  assertAnswerable(row);
  // Moved since this link's e-mail: its answer would be to a time the candidate never saw.
  if (link.sequence !== row.sequence) throw conflict(M.linkMoved);
  return row;
}

const toInvitation = (row: InterviewRow): TInterviewInvitation => ({
  company: row.company,
  job: row.jobTitle,
  candidate_first_name: row.candidateFirst,
  ...whenAndWhere(row),
  candidate_answer: row.candidateAnswer,
  candidate_note: row.candidateNote,
  answered_at: row.answeredAt?.toISOString() ?? null,
});

export async function openInvitation(db: Db, token: string | null) {
  return toInvitation(await interviewOfToken(db, token));
}

/**
 * The candidate's answer to the interview `current` (already checked answerable), from the link of
 * an e-mail or from their account: they may change it until the interview starts; the interviewers
 * and the recruiter who scheduled it are e-mailed. `recheck` explains, inside the transaction, why
 * an interview changed meanwhile can no longer take the answer.
 */
export async function recordAnswer(
  ctx: AppContext,
  current: InterviewRow,
  input: z.output<typeof ZInterviewAnswerRequest>,
  recheck: (tx: Db) => Promise<unknown>,
): Promise<InterviewRow> {
  const { db } = ctx;
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(interviews)
      .set({
        candidateAnswer: input.answer,
        candidateNote: input.note,
        answeredAt: new Date(),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(interviews.id, current.id),
          eq(interviews.status, 'scheduled'),
          gt(interviews.startsAt, new Date()),
          // Still the version the candidate saw: a reschedule meanwhile refuses the answer.
          eq(interviews.sequence, current.sequence),
        ),
      )
      .returning({ id: interviews.id });
    if (!changed) await recheck(tx);
    if (!changed) throw conflict(M.answerChanged);
    const people = (await interviewersOfInterviews(tx, [current.id])).get(current.id) ?? [];
    const recipients = new Map(
      people
        .filter((p) => p.status === 'active')
        .map((p) => [p.id, { email: p.email, language: p.language }]),
    );
    if (current.createdBy && !recipients.has(current.createdBy)) {
      const [scheduler] = await tx
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.id, current.createdBy), eq(users.status, 'active')));
      if (scheduler) recipients.set(current.createdBy, scheduler);
    }
    for (const { email, language } of recipients.values()) {
      await enqueueMail(
        tx,
        interviewMails.answered({
          to: email,
          locale: language,
          facts: factsOf(current),
          answer: input.answer as InterviewAnswerState,
          note: input.note,
          appUrl: ctx.env.APP_URL,
        }),
      );
    }
  });
  const [row] = await selectInterviews(db).where(eq(interviews.id, current.id));
  return row;
}

/** The answer from the link of an e-mail, without signing in. */
export async function answerInvitation(
  ctx: AppContext,
  token: string | null,
  input: z.output<typeof ZInterviewAnswerRequest>,
): Promise<TInterviewInvitation> {
  const current = await interviewOfToken(ctx.db, token);
  return toInvitation(
    await recordAnswer(ctx, current, input, async (tx) => {
      await interviewOfToken(tx, token);
      throw notFound(M.linkInvalid);
    }),
  );
}
