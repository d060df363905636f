import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TPage } from '@logicareers/shared/schemas/common';
import type { SiteLanguage } from '@logicareers/shared/languages';
import {
  INTERVIEW_MESSAGES,
  type InterviewOutcome,
  type TInterview,
  type TPerson,
  type ZInterviewListQuery,
} from '@logicareers/shared/schemas/interviews';
import type { Db } from '../../db/client';
import { companies, interviewInterviewers, interviews, jobs, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readPage, type Paging } from '../../lib/paging';
import type { SessionUser } from '../access/sessions';
import { companyOf } from '../talent/workspace.access';
import { fullName } from '../../lib/names';

/* Reading interviews: the company's list, one interview, and who may interview. */

const M = INTERVIEW_MESSAGES;

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

export const selectInterviews = (db: Db) =>
  db
    .select(interviewColumns)
    .from(interviews)
    .innerJoin(candidate, eq(candidate.id, interviews.candidateId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .leftJoin(jobs, eq(jobs.id, interviews.jobId))
    .leftJoin(creator, eq(creator.id, interviews.createdBy));

export type InterviewRow = Awaited<ReturnType<typeof selectInterviews>>[number];

export interface Interviewer extends TPerson {
  first: string;
  status: string;
  /** The language of their e-mails (the one saved on the account). */
  language: SiteLanguage;
}

export async function interviewersOfInterviews(db: Db, ids: string[]) {
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
      language: users.language,
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
      language: row.language,
    });
    byInterview.set(row.interviewId, list);
  }
  return byInterview;
}

/** When and how an interview takes place, as the recruiter's list and the candidate's page show it. */
export const whenAndWhere = (row: InterviewRow) => ({
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
export async function ownInterview(db: Db, user: SessionUser, id: string | null) {
  const company = companyOf(user);
  if (!id) throw notFound(M.notFound);
  const [row] = await selectInterviews(db).where(
    and(eq(interviews.id, id), eq(interviews.companyId, company)),
  );
  if (!row) throw notFound(M.notFound);
  return row;
}

/** An interview and its interviewers, as its e-mails are written from them. */
export async function loadForMail(tx: Db, id: string) {
  const [row] = await selectInterviews(tx).where(eq(interviews.id, id));
  const people = (await interviewersOfInterviews(tx, [id])).get(id) ?? [];
  return { row, people };
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
  return interviewPage(db, query, where, async (rows) => {
    const people = await interviewersOfInterviews(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toInterview(row, people.get(row.id) ?? []));
  });
}

/** A page of the interviews `where` keeps: the upcoming soonest first, the past latest first. */
export function interviewPage<Item>(
  db: Db,
  query: Paging & { when?: string },
  where: SQL | undefined,
  present: (rows: InterviewRow[]) => Item[] | Promise<Item[]>,
) {
  const i = interviews;
  const order =
    query.when === 'past' ? [desc(i.startsAt), desc(i.id)] : [asc(i.startsAt), asc(i.id)];
  return readPage(
    query,
    {
      rows: selectInterviews(db)
        .where(where)
        .orderBy(...order),
      total: db.select({ total: count() }).from(i).where(where),
    },
    present,
  );
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
