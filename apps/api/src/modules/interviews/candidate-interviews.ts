import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TPage } from '@logicareers/shared/schemas/common';
import {
  INTERVIEW_MESSAGES,
  type TCandidateInterview,
  type ZCandidateInterviewListQuery,
  type ZInterviewAnswerRequest,
} from '@logicareers/shared/schemas/interviews';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { interviews } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';
import { assertAnswerable, recordAnswer } from './interviews.answers';
import { calendarOf, type MailSetting } from './interviews.invitations';
import {
  interviewersOfInterviews,
  type InterviewRow,
  interviewPage,
  selectInterviews,
  whenAndWhere,
} from './interviews.query';

/*
 * The candidate's own interviews in their account (issue 39): the list, the answer (the same rule
 * and e-mails as the answer from an invitation's link) and the .ics of one. Another candidate's
 * interview is as unknown as a missing one.
 */

const M = INTERVIEW_MESSAGES;

const answerable = (row: InterviewRow) =>
  row.status === 'scheduled' && row.startsAt.getTime() > Date.now();

const toCandidateInterview = (row: InterviewRow): TCandidateInterview => {
  const cancelled = row.status === 'cancelled';
  return {
    id: row.id,
    status: row.status,
    company: row.company,
    job_title: row.jobTitle,
    ...whenAndWhere(row),
    // A cancelled interview has no call to join.
    video_link: cancelled ? '' : row.videoLink,
    phone: cancelled ? '' : row.phone,
    candidate_answer: row.candidateAnswer,
    candidate_note: row.candidateNote,
    answered_at: row.answeredAt?.toISOString() ?? null,
    can_answer: answerable(row),
  };
};

/** The candidate's own interviews: upcoming soonest first, past latest first. */
export async function listCandidateInterviews(
  db: Db,
  user: SessionUser,
  query: z.output<typeof ZCandidateInterviewListQuery>,
): Promise<TPage<TCandidateInterview>> {
  const i = interviews;
  const now = new Date().toISOString();
  const ended = sql`${i.startsAt} + make_interval(mins => ${i.durationMinutes}) <= ${now}::timestamptz`;
  const where = and(
    eq(i.candidateId, user.id),
    query.when === 'past'
      ? or(ended, eq(i.status, 'completed'))
      : and(sql`not (${ended})`, sql`${i.status} <> 'completed'`),
    query.status.length ? inArray(i.status, query.status) : undefined,
  );
  return interviewPage(db, query, where, (rows) => rows.map(toCandidateInterview));
}

/** One of the candidate's own interviews; anyone else's answers 404, as an unknown id does. */
async function ownCandidateInterview(db: Db, user: SessionUser, id: string | null) {
  if (!id) throw notFound(M.notFound);
  const [row] = await selectInterviews(db).where(
    and(eq(interviews.id, id), eq(interviews.candidateId, user.id)),
  );
  if (!row) throw notFound(M.notFound);
  return row;
}

/** The candidate's answer from their account, by the rule of the answer from a link. */
export async function answerOwnInterview(
  ctx: AppContext,
  user: SessionUser,
  id: string | null,
  input: z.output<typeof ZInterviewAnswerRequest>,
): Promise<TCandidateInterview> {
  const current = await ownCandidateInterview(ctx.db, user, id);
  assertAnswerable(current);
  const row = await recordAnswer(ctx, current, input, async (tx) =>
    assertAnswerable(await ownCandidateInterview(tx, user, id)),
  );
  return toCandidateInterview(row);
}

/**
 * An interview's .ics, as its e-mails carry it: the invitation as it now stands (same UID, same
 * SEQUENCE, so a calendar updates the event it already has), or its cancellation once cancelled.
 */
export async function interviewCalendar(db: Db, row: InterviewRow, setting: MailSetting) {
  const people = (await interviewersOfInterviews(db, [row.id])).get(row.id) ?? [];
  const method = row.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return { startsAt: row.startsAt, content: calendarOf(row, people, method, setting).content };
}

/** The .ics of one of the candidate's own interviews. */
export async function candidateCalendar(
  db: Db,
  user: SessionUser,
  id: string | null,
  setting: MailSetting,
) {
  return interviewCalendar(db, await ownCandidateInterview(db, user, id), setting);
}
