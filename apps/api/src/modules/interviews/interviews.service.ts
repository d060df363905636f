import { randomBytes } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TPage } from '@logicareers/shared/schemas/common';
import {
  INTERVIEW_MESSAGES,
  uaeLocalToDate,
  type InterviewAnswerState,
  type InterviewOutcome,
  type TInterview,
  type TInterviewInvitation,
  type TPerson,
  type ZInterviewAnswerRequest,
  type ZInterviewListQuery,
  type ZInterviewOutcomeRequest,
  type ZInterviewRequest,
  type ZInterviewUpdateRequest,
} from '@logicareers/shared/schemas/interviews';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  applications,
  candidateSubmissions,
  companies,
  interviewInterviewers,
  interviewLinks,
  interviews,
  jobs,
  users,
} from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/errors';
import { hashToken, type SessionUser } from '../access/sessions';
import { moveToInterview } from '../applications/application-moves';
import { manageableJobs } from '../jobs/jobs.policy';
import { enqueueMail } from '../mail/outbox';
import { disclosedAmong, openCandidate } from '../talent/disclosure';
import { assertMayOpenAll, companyOf } from '../talent/workspace.access';
import { addressOf, buildCalendar } from './calendar';
import { type InterviewFacts, interviewMails } from './interviews.mails';

/*
 * Interviews (issue 15): a company's interview with a candidate, its calendar invitation (UID the
 * interview's id, SEQUENCE raised by every change) e-mailed to the candidate and the interviewers
 * in the same transaction as the change, and the candidate's answer from a link whose token is kept
 * only as its SHA-256 hash (interview_links). Each e-mail to the candidate carries a fresh token,
 * and every one of them works while the interview can be answered and has not been moved since it
 * was sent: a link answers the version of the interview its e-mail showed, and no other.
 */

const M = INTERVIEW_MESSAGES;
const conflict = (message: string) => new AppError('CONFLICT', message);
const fullName = (first: string, last: string) => `${first} ${last}`.trim();
const HOUR = 3_600_000;

/** What the e-mails need besides the table: the app's address and the sender's. */
export interface MailSetting {
  appUrl: string;
  mailFrom: string;
}
export const mailSettingOf = (ctx: AppContext): MailSetting => ({
  appUrl: ctx.env.APP_URL,
  mailFrom: ctx.env.MAIL_FROM,
});

/* ---------- Reading ---------- */

const candidate = alias(users, 'candidate');
const creator = alias(users, 'creator');

const interviewColumns = {
  id: interviews.id,
  companyId: interviews.companyId,
  status: interviews.status,
  startsAt: interviews.startsAt,
  durationMinutes: interviews.durationMinutes,
  mode: interviews.mode,
  location: interviews.location,
  mapLink: interviews.mapLink,
  videoLink: interviews.videoLink,
  phone: interviews.phone,
  notes: interviews.notes,
  applicationId: interviews.applicationId,
  submissionId: interviews.submissionId,
  candidateAnswer: interviews.candidateAnswer,
  candidateNote: interviews.candidateNote,
  answeredAt: interviews.answeredAt,
  outcome: interviews.outcome,
  outcomeNote: interviews.outcomeNote,
  sequence: interviews.sequence,
  createdAt: interviews.createdAt,
  createdBy: interviews.createdBy,
  candidateId: candidate.id,
  candidateFirst: candidate.firstName,
  candidateLast: candidate.lastName,
  candidateEmail: candidate.email,
  /** The candidate's e-mails are written in the language saved on their account. */
  candidateLanguage: candidate.language,
  jobId: jobs.id,
  jobTitle: jobs.title,
  company: companies.name,
  creatorFirst: creator.firstName,
  creatorLast: creator.lastName,
};

const selectInterviews = (db: Db) =>
  db
    .select(interviewColumns)
    .from(interviews)
    .innerJoin(candidate, eq(candidate.id, interviews.candidateId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .leftJoin(jobs, eq(jobs.id, interviews.jobId))
    .leftJoin(creator, eq(creator.id, interviews.createdBy));

type InterviewRow = Awaited<ReturnType<typeof selectInterviews>>[number];

interface Interviewer extends TPerson {
  first: string;
  status: string;
}

async function interviewersOfInterviews(db: Db, ids: string[]) {
  const byInterview = new Map<string, Interviewer[]>();
  if (!ids.length) return byInterview;
  const rows = await db
    .select({
      interviewId: interviewInterviewers.interviewId,
      id: users.id,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
      status: users.status,
    })
    .from(interviewInterviewers)
    .innerJoin(users, eq(users.id, interviewInterviewers.userId))
    .where(inArray(interviewInterviewers.interviewId, ids))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  for (const row of rows) {
    const list = byInterview.get(row.interviewId) ?? [];
    list.push({
      id: row.id,
      name: fullName(row.first, row.last),
      email: row.email,
      first: row.first,
      status: row.status,
    });
    byInterview.set(row.interviewId, list);
  }
  return byInterview;
}

/** When and how an interview takes place, as the recruiter's list and the candidate's page show it. */
const whenAndWhere = (row: InterviewRow) => ({
  starts_at: row.startsAt.toISOString(),
  ends_at: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000).toISOString(),
  duration_minutes: row.durationMinutes,
  mode: row.mode,
  location: row.location,
  map_link: row.mapLink,
  video_link: row.videoLink,
  phone: row.phone,
  notes: row.notes,
});

const toInterview = (row: InterviewRow, interviewers: Interviewer[]): TInterview => ({
  id: row.id,
  status: row.status,
  ...whenAndWhere(row),
  candidate: {
    id: row.candidateId,
    name: fullName(row.candidateFirst, row.candidateLast),
    email: row.candidateEmail,
  },
  job: row.jobId === null ? null : { id: row.jobId, title: row.jobTitle! },
  application_id: row.applicationId,
  submission_id: row.submissionId,
  interviewers: interviewers.map(({ id, name, email }) => ({ id, name, email })),
  candidate_answer: row.candidateAnswer,
  candidate_note: row.candidateNote,
  answered_at: row.answeredAt?.toISOString() ?? null,
  outcome: row.outcome as InterviewOutcome | null,
  outcome_note: row.outcomeNote,
  sequence: row.sequence,
  scheduled_by: row.creatorFirst === null ? null : fullName(row.creatorFirst, row.creatorLast!),
  created_at: row.createdAt.toISOString(),
});

/** One of the user's company's interviews; another company's is as unknown as a missing one. */
async function ownInterview(db: Db, user: SessionUser, id: string | null) {
  const company = companyOf(user);
  if (!id) throw notFound(M.notFound);
  const [row] = await selectInterviews(db).where(
    and(eq(interviews.id, id), eq(interviews.companyId, company)),
  );
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function getInterview(db: Db, user: SessionUser, id: string | null) {
  const row = await ownInterview(db, user, id);
  const people = await interviewersOfInterviews(db, [row.id]);
  return toInterview(row, people.get(row.id) ?? []);
}

/** The company's interviews, filtered, a page at a time. */
export async function listInterviews(
  db: Db,
  user: SessionUser,
  query: z.output<typeof ZInterviewListQuery>,
): Promise<TPage<TInterview>> {
  const company = companyOf(user);
  const i = interviews;
  const ends = sql`${i.startsAt} + make_interval(mins => ${i.durationMinutes})`;
  const now = new Date();
  // A malformed id (null) matches nothing, as an unknown one.
  const byId = (value: string | null | undefined, match: (id: string) => SQL) =>
    value === undefined ? undefined : value === null ? sql`false` : match(value);
  const where = and(
    eq(i.companyId, company),
    byId(
      query.interviewer_id,
      (id) =>
        sql`exists (select 1 from ${interviewInterviewers} where ${interviewInterviewers.interviewId} = ${i.id} and ${interviewInterviewers.userId} = ${id})`,
    ),
    byId(query.candidate_id, (id) => eq(i.candidateId, id)),
    query.job_id === null ? undefined : eq(i.jobId, query.job_id),
    query.status.length ? inArray(i.status, query.status) : undefined,
    query.from ? gte(i.startsAt, new Date(query.from)) : undefined,
    query.to ? lt(i.startsAt, new Date(query.to)) : undefined,
    query.when === 'upcoming' ? sql`${ends} > ${now.toISOString()}::timestamptz` : undefined,
    query.when === 'past' ? lte(i.startsAt, now) : undefined,
  );
  const order =
    query.when === 'past' ? [desc(i.startsAt), desc(i.id)] : [asc(i.startsAt), asc(i.id)];
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(i).where(where),
    selectInterviews(db)
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  const people = await interviewersOfInterviews(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toInterview(row, people.get(row.id) ?? [])),
    total: Number(total),
    page: query.page,
    page_size: query.page_size,
  };
}

/** The users of the company who may interview: its active staff. */
export async function listInterviewers(db: Db, user: SessionUser): Promise<TPerson[]> {
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyOf(user)),
        eq(users.status, 'active'),
        ne(users.role, 'candidate'),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: fullName(row.first, row.last), email: row.email }));
}

/* ---------- E-mails and the calendar ---------- */

const factsOf = (row: InterviewRow): InterviewFacts => ({
  candidateId: row.candidateId,
  company: row.company,
  candidate: fullName(row.candidateFirst, row.candidateLast),
  jobTitle: row.jobTitle,
  startsAt: row.startsAt,
  durationMinutes: row.durationMinutes,
  mode: row.mode,
  location: row.location,
  mapLink: row.mapLink,
  videoLink: row.videoLink,
  phone: row.phone,
  notes: row.notes,
});

/** The .ics of an interview as it now stands, for everyone it concerns. */
export function calendarOf(
  row: InterviewRow,
  interviewers: Interviewer[],
  method: 'REQUEST' | 'CANCEL',
  setting: MailSetting,
) {
  const facts = factsOf(row);
  const where =
    row.mode === 'in_person' ? row.location : row.mode === 'phone' ? row.phone : row.videoLink;
  const description = [
    `${facts.candidate} – ${facts.company}`,
    ...(facts.jobTitle ? [`Job: ${facts.jobTitle}`] : []),
    row.mode === 'in_person'
      ? `In person: ${row.location}${row.mapLink ? `\nMap: ${row.mapLink}` : ''}`
      : row.mode === 'phone'
        ? `By phone: ${row.phone}`
        : `Video call: ${row.videoLink}`,
    ...(row.notes ? [row.notes] : []),
  ].join('\n\n');
  const organizer =
    row.creatorFirst === null ? row.company : fullName(row.creatorFirst, row.creatorLast!);
  return {
    method,
    content: buildCalendar({
      uid: `${row.id}@${new URL(setting.appUrl).host}`,
      sequence: row.sequence,
      method,
      start: row.startsAt,
      durationMinutes: row.durationMinutes,
      summary: `Interview: ${facts.candidate} – ${facts.company}${facts.jobTitle ? ` (${facts.jobTitle})` : ''}`,
      description,
      location: where,
      url: row.mode === 'video' ? row.videoLink : undefined,
      organizer: { name: organizer, email: addressOf(setting.mailFrom) },
      attendees: [
        { name: facts.candidate, email: row.candidateEmail },
        ...interviewers.map(({ name, email }) => ({ name, email })),
      ],
    }),
  };
}

/** The e-mails of a new or changed interview: the candidate's invitation, each interviewer's. */
async function mailInvitations(
  tx: Db,
  row: InterviewRow,
  interviewers: Interviewer[],
  token: string,
  updated: boolean,
  setting: MailSetting,
) {
  const calendar = calendarOf(row, interviewers, 'REQUEST', setting);
  const facts = factsOf(row);
  await enqueueMail(
    tx,
    interviewMails.invitation({
      to: row.candidateEmail,
      locale: row.candidateLanguage,
      firstName: row.candidateFirst,
      facts,
      token,
      updated,
      calendar,
      appUrl: setting.appUrl,
    }),
  );
  for (const person of interviewers.filter((p) => p.status === 'active')) {
    await enqueueMail(
      tx,
      interviewMails.notice({
        to: person.email,
        firstName: person.first,
        facts,
        updated,
        calendar,
        appUrl: setting.appUrl,
      }),
    );
  }
}

/** Reminders are not due for a time already closer than they are: marked done when set. */
const reminderMarks = (startsAt: Date) => {
  const ahead = startsAt.getTime() - Date.now();
  return {
    reminded24At: ahead < 24 * HOUR ? new Date() : null,
    reminded2At: ahead < 2 * HOUR ? new Date() : null,
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

async function loadForMail(tx: Db, id: string) {
  const [row] = await selectInterviews(tx).where(eq(interviews.id, id));
  const people = (await interviewersOfInterviews(tx, [id])).get(id) ?? [];
  return { row, people };
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
  const startsAt = uaeLocalToDate(input.starts_at)!;
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(interviews)
      .values({
        companyId: company,
        candidateId: source.candidateId,
        applicationId: source.application?.id ?? null,
        jobId: source.jobId,
        submissionId: source.submissionId,
        startsAt,
        durationMinutes: input.duration_minutes,
        mode: input.mode,
        location: input.location,
        mapLink: input.map_link,
        videoLink: input.video_link,
        phone: input.phone,
        notes: input.notes,
        createdBy: user.id,
        ...reminderMarks(startsAt),
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
  const startsAt = uaeLocalToDate(input.starts_at)!;
  const setting = mailSettingOf(ctx);
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(interviews)
      .set({
        startsAt,
        durationMinutes: input.duration_minutes,
        mode: input.mode,
        location: input.location,
        mapLink: input.map_link,
        videoLink: input.video_link,
        phone: input.phone,
        notes: input.notes,
        jobId,
        sequence: sql`${interviews.sequence} + 1`,
        candidateAnswer: 'pending',
        candidateNote: '',
        answeredAt: null,
        updatedAt: new Date(),
        ...reminderMarks(startsAt),
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
    for (const person of removed) {
      await enqueueMail(
        tx,
        interviewMails.cancelled({
          to: person.email,
          firstName: person.first,
          facts: factsOf(row),
          forCandidate: false,
          reason: '',
          calendar: calendarOf(row, [person], 'CANCEL', setting),
        }),
      );
    }
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
    for (const person of people.filter((p) => p.status === 'active')) {
      await enqueueMail(
        tx,
        interviewMails.cancelled({
          to: person.email,
          firstName: person.first,
          facts,
          forCandidate: false,
          reason,
          calendar,
        }),
      );
    }
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

/* ---------- The candidate's page ---------- */

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

/** The interview of a link's token while it can be answered; a clear refusal otherwise. */
async function interviewOfToken(db: Db, token: string | null) {
  if (!token) throw notFound(M.linkInvalid);
  const [link] = await db
    .select({ id: interviewLinks.interviewId, sequence: interviewLinks.sequence })
    .from(interviewLinks)
    .where(eq(interviewLinks.tokenHash, hashToken(token)));
  const [row] = link ? await selectInterviews(db).where(eq(interviews.id, link.id)) : [];
  if (!link || !row) throw notFound(M.linkInvalid);
  if (row.status === 'cancelled') throw conflict(M.linkCancelled);
  if (row.status === 'completed' || row.startsAt.getTime() <= Date.now())
    throw conflict(M.linkPast);
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
 * The candidate's answer, which they may change until the interview starts; the interviewers and
 * the recruiter who scheduled it are e-mailed.
 */
export async function answerInvitation(
  ctx: AppContext,
  token: string | null,
  input: z.output<typeof ZInterviewAnswerRequest>,
): Promise<TInterviewInvitation> {
  const { db } = ctx;
  const current = await interviewOfToken(db, token);
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
          // Still the version the link was sent with: a reschedule meanwhile refuses the answer.
          eq(interviews.sequence, current.sequence),
        ),
      )
      .returning({ id: interviews.id });
    if (!changed) await interviewOfToken(tx, token);
    if (!changed) throw notFound(M.linkInvalid);
    const people = (await interviewersOfInterviews(tx, [current.id])).get(current.id) ?? [];
    const recipients = new Map(
      people.filter((p) => p.status === 'active').map((p) => [p.id, p.email]),
    );
    if (current.createdBy && !recipients.has(current.createdBy)) {
      const [scheduler] = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, current.createdBy), eq(users.status, 'active')));
      if (scheduler) recipients.set(current.createdBy, scheduler.email);
    }
    for (const to of recipients.values()) {
      await enqueueMail(
        tx,
        interviewMails.answered({
          to,
          facts: factsOf(current),
          answer: input.answer as InterviewAnswerState,
          note: input.note,
          appUrl: ctx.env.APP_URL,
        }),
      );
    }
  });
  const [row] = await selectInterviews(db).where(eq(interviews.id, current.id));
  return toInvitation(row);
}

/* ---------- Reminders (the worker's pass, interviews.reminders.ts) ---------- */

export { factsOf, interviewersOfInterviews, selectInterviews };
