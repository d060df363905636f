import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INTERVIEW_MESSAGES,
  uaeLocalToDate,
  type TInterview,
  type ZInterviewOutcomeRequest,
  type ZInterviewRequest,
  type ZInterviewUpdateRequest,
} from '@logicareers/shared/schemas/interviews';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  applications,
  candidateSubmissions,
  interviewInterviewers,
  interviews,
  jobs,
  users,
} from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';
import { moveToInterview } from '../applications/application-moves';
import { manageableJobs } from '../jobs/jobs.policy';
import { enqueueMail } from '../mail/outbox';
import { disclosedAmong, openCandidate } from '../talent/disclosure';
import { assertMayOpenAll, companyOf } from '../talent/workspace.access';
import { newAnswerLink } from './interviews.answers';
import {
  calendarOf,
  factsOf,
  mailInterviewerCancellation,
  mailInvitations,
  mailSettingOf,
} from './interviews.invitations';
import { interviewMails } from './interviews.mails';
import {
  getInterview,
  interviewersOfInterviews,
  loadForMail,
  ownInterview,
} from './interviews.query';

/*
 * Interviews (issue 15): a company's interview with a candidate, its calendar invitation (UID the
 * interview's id, SEQUENCE raised by every change) e-mailed to the candidate and the interviewers
 * in the same transaction as the change, and the candidate's answer from a link whose token is kept
 * only as its SHA-256 hash (interview_links). Each e-mail to the candidate carries a fresh token,
 * and every one of them works while the interview can be answered and has not been moved since it
 * was sent: a link answers the version of the interview its e-mail showed, and no other.
 * Here, scheduling and changing; reading in interviews.query.ts, the e-mails and the calendar in
 * interviews.invitations.ts, the candidate's answer in interviews.answers.ts.
 */

const M = INTERVIEW_MESSAGES;
const conflict = (message: string) => new AppError('CONFLICT', message);
const HOUR = 3_600_000;

/** Reminders are not due for a time already closer than they are: marked done when set. */
const reminderMarks = (startsAt: Date) => {
  const ahead = startsAt.getTime() - Date.now();
  return {
    reminded24At: ahead < 24 * HOUR ? new Date() : null,
    reminded2At: ahead < 2 * HOUR ? new Date() : null,
  };
};

/** When and where the interview takes place, as the form gives it, with its reminders marked. */
const scheduleOf = (input: z.output<typeof ZInterviewUpdateRequest>) => {
  const startsAt = uaeLocalToDate(input.starts_at)!;
  return {
    startsAt,
    durationMinutes: input.duration_minutes,
    mode: input.mode,
    location: input.location,
    mapLink: input.map_link,
    videoLink: input.video_link,
    phone: input.phone,
    notes: input.notes,
    ...reminderMarks(startsAt),
  };
};

/* ---------- Scheduling and changing ---------- */

/** The active staff of the company among `ids` (the scheduler when none), or a field error. */
async function checkInterviewers(
  db: Db,
  user: SessionUser,
  company: number,
  ids: string[] | undefined,
) {
  const wanted = [...new Set(ids ?? [user.id])];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, wanted),
        eq(users.companyId, company),
        eq(users.status, 'active'),
        ne(users.role, 'candidate'),
      ),
    );
  if (rows.length !== wanted.length) throw invalid({ interviewer_ids: M.interviewerUnknown });
  return wanted;
}

/** A job the user manages, or a field error. */
async function checkJob(db: Db, user: SessionUser, jobId: number) {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), manageableJobs(user)));
  if (!job) throw invalid({ job_id: M.jobUnknown });
  return job.id;
}

/** Who the interview is with, and for which job and application, from what it is scheduled from. */
async function resolveSource(db: Db, user: SessionUser, input: z.output<typeof ZInterviewRequest>) {
  if (input.application_id) {
    const [app] = await db
      .select({
        id: applications.id,
        status: applications.status,
        candidateId: applications.candidateId,
        jobId: applications.jobId,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.id, input.application_id), manageableJobs(user)));
    if (!app) throw invalid({ application_id: M.applicationUnknown });
    if (app.status === 'withdrawn') throw invalid({ application_id: M.applicationWithdrawn });
    return { candidateId: app.candidateId, jobId: app.jobId, application: app, submissionId: null };
  }
  if (input.submission_id) {
    const s = candidateSubmissions;
    const [submission] = await db
      .select({ id: s.id, candidateId: s.candidateId, jobId: s.jobId })
      .from(s)
      .where(
        and(
          eq(s.id, input.submission_id),
          eq(s.consultancyId, companyOf(user)),
          eq(s.status, 'interview_requested'),
        ),
      );
    if (!submission) throw invalid({ submission_id: M.submissionUnknown });
    return {
      candidateId: submission.candidateId,
      jobId: submission.jobId,
      application: null,
      submissionId: submission.id,
    };
  }
  // From the candidate view: a candidate the user may open (decision 014), else 404.
  const [candidateId] = await assertMayOpenAll(db, user, [input.candidate_id!]);
  // The invitations name the candidate to the interviewers and carry their address: scheduling
  // opens a candidate the company has not opened yet, spending an opening (decision 033).
  if (!(await disclosedAmong(db, user, [candidateId])).has(candidateId))
    await openCandidate(db, user, candidateId);
  const jobId = input.job_id === null ? null : await checkJob(db, user, input.job_id);
  // The candidate's application to the chosen job, when there is one, moves on with it.
  const [app] =
    jobId === null
      ? []
      : await db
          .select({ id: applications.id, status: applications.status })
          .from(applications)
          .where(
            and(
              eq(applications.jobId, jobId),
              eq(applications.candidateId, candidateId),
              ne(applications.status, 'withdrawn'),
            ),
          );
  return { candidateId, jobId, application: app ?? null, submissionId: null };
}

/** Schedules an interview and e-mails the invitations; an application moves to 'interview'. */
export async function scheduleInterview(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof ZInterviewRequest>,
): Promise<TInterview> {
  const { db } = ctx;
  const company = companyOf(user);
  const source = await resolveSource(db, user, input);
  const interviewerIds = await checkInterviewers(db, user, company, input.interviewer_ids);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(interviews)
      .values({
        companyId: company,
        candidateId: source.candidateId,
        applicationId: source.application?.id ?? null,
        jobId: source.jobId,
        submissionId: source.submissionId,
        ...scheduleOf(input),
        createdBy: user.id,
      })
      .returning({ id: interviews.id });
    await tx
      .insert(interviewInterviewers)
      .values(interviewerIds.map((userId) => ({ interviewId: created.id, userId })));
    if (source.application) await moveToInterview(tx, user, source.application);
    const { row, people } = await loadForMail(tx, created.id);
    const token = await newAnswerLink(tx, created.id);
    await mailInvitations(tx, row, people, token, false, mailSettingOf(ctx));
    return created.id;
  });
  return getInterview(db, user, id);
}

/**
 * Reschedules or edits an interview: SEQUENCE goes up, the candidate's answer goes back to pending
 * and everyone gets the updated invitation; an interviewer taken off gets the cancellation.
 */
export async function updateInterview(
  ctx: AppContext,
  user: SessionUser,
  id: string | null,
  input: z.output<typeof ZInterviewUpdateRequest>,
): Promise<TInterview> {
  const { db } = ctx;
  const company = companyOf(user);
  const current = await ownInterview(db, user, id);
  if (current.status !== 'scheduled') throw conflict(M.notScheduled);
  const interviewerIds = await checkInterviewers(db, user, company, input.interviewer_ids);
  // The job of an application or a client's request stays theirs; otherwise it may change.
  const jobId =
    current.applicationId || current.submissionId
      ? current.jobId
      : input.job_id === null
        ? null
        : input.job_id === current.jobId
          ? current.jobId
          : await checkJob(db, user, input.job_id);
  const setting = mailSettingOf(ctx);
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(interviews)
      .set({
        ...scheduleOf(input),
        jobId,
        sequence: sql`${interviews.sequence} + 1`,
        candidateAnswer: 'pending',
        candidateNote: '',
        answeredAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(interviews.id, current.id), eq(interviews.status, 'scheduled')))
      .returning({ id: interviews.id });
    if (!changed) throw conflict(M.notScheduled);
    const before = (await interviewersOfInterviews(tx, [current.id])).get(current.id) ?? [];
    await tx.delete(interviewInterviewers).where(eq(interviewInterviewers.interviewId, current.id));
    await tx
      .insert(interviewInterviewers)
      .values(interviewerIds.map((userId) => ({ interviewId: current.id, userId })));
    const { row, people } = await loadForMail(tx, current.id);
    const token = await newAnswerLink(tx, current.id);
    await mailInvitations(tx, row, people, token, true, setting);
    const removed = before.filter(
      (person) => person.status === 'active' && !interviewerIds.includes(person.id),
    );
    for (const person of removed)
      await mailInterviewerCancellation(
        tx,
        person,
        factsOf(row),
        '',
        calendarOf(row, [person], 'CANCEL', setting),
      );
  });
  return getInterview(db, user, current.id);
}

/** Cancels an interview: everyone gets the calendar's cancellation (same UID, higher SEQUENCE). */
export async function cancelInterview(
  ctx: AppContext,
  user: SessionUser,
  id: string | null,
  reason: string,
): Promise<TInterview> {
  const { db } = ctx;
  const current = await ownInterview(db, user, id);
  if (current.status === 'cancelled') throw conflict(M.cancelled);
  if (current.status !== 'scheduled') throw conflict(M.notScheduled);
  const setting = mailSettingOf(ctx);
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(interviews)
      .set({
        status: 'cancelled',
        sequence: sql`${interviews.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(interviews.id, current.id), eq(interviews.status, 'scheduled')))
      .returning({ id: interviews.id });
    if (!changed) throw conflict(M.cancelled);
    const { row, people } = await loadForMail(tx, current.id);
    const calendar = calendarOf(row, people, 'CANCEL', setting);
    const facts = factsOf(row);
    await enqueueMail(
      tx,
      interviewMails.cancelled({
        to: row.candidateEmail,
        locale: row.candidateLanguage,
        firstName: row.candidateFirst,
        facts,
        forCandidate: true,
        reason,
        calendar,
      }),
    );
    for (const person of people.filter((p) => p.status === 'active'))
      await mailInterviewerCancellation(tx, person, facts, reason, calendar);
  });
  return getInterview(db, user, current.id);
}

/** Records how the interview went, once it has started, and marks it completed. */
export async function recordOutcome(
  db: Db,
  user: SessionUser,
  id: string | null,
  input: z.output<typeof ZInterviewOutcomeRequest>,
): Promise<TInterview> {
  const current = await ownInterview(db, user, id);
  if (current.status === 'cancelled') throw conflict(M.outcomeCancelled);
  if (current.startsAt.getTime() > Date.now()) throw conflict(M.outcomeTooEarly);
  await db
    .update(interviews)
    .set({
      status: 'completed',
      outcome: input.outcome,
      outcomeNote: input.note,
      updatedAt: new Date(),
    })
    .where(eq(interviews.id, current.id));
  return getInterview(db, user, current.id);
}
