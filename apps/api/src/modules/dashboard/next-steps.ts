import { and, count, desc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { TNextStep } from '@logicareers/shared/api';
import { UAE_TIME_ZONE } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';
import {
  applications,
  candidateProfiles,
  candidateSubmissions,
  interviews,
  jobs,
  users,
} from '../../db/schema';
import { jobIsLive, jobsOfCompany, uaeToday } from '../jobs/jobs.policy';

/*
 * What an employer's or a candidate's dashboard puts in front of them: the figures that call for
 * something to be done, and the steps themselves, each naming the job it is about.
 */

const WEEK_MS = 7 * 86_400_000;
/** How many jobs with unread applicants, and how many closing jobs, a dashboard names. */
const STEPS_OF_A_KIND = 3;

/** An interview on today's date in the UAE. */
const isToday = sql`(${interviews.startsAt} at time zone ${UAE_TIME_ZONE})::date = ${uaeToday}`;

/**
 * Candidates consultancies sent to the company that await its answer, counted as its list of
 * submitted candidates shows them: links still open, candidates still shown.
 */
function awaitingAnswers(db: Db, companyId: number) {
  const s = candidateSubmissions;
  return db
    .select({ n: count() })
    .from(s)
    .innerJoin(users, eq(users.id, s.candidateId))
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, s.candidateId))
    .where(
      and(
        eq(s.clientId, companyId),
        inArray(s.status, ['sent', 'viewed']),
        gt(s.expiresAt, new Date()),
        inArray(candidateProfiles.visibility, ['all', 'consultancy']),
        ne(users.status, 'disabled'),
      ),
    );
}

/** The company's applicants, interviews and closing jobs: its figures and its next steps. */
export async function companyWork(db: Db, companyId: number) {
  const ofCompany = jobsOfCompany(companyId);
  const [recentApplicants, unread, today, expiring, latest, awaiting] = await Promise.all([
    db
      .select({ n: count() })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(ofCompany, gte(applications.createdAt, new Date(Date.now() - WEEK_MS)))),
    db
      .select({ jobId: jobs.id, title: jobs.title, n: count() })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(ofCompany, eq(applications.status, 'applied')))
      .groupBy(jobs.id, jobs.title)
      .orderBy(desc(count()), jobs.id),
    db
      .select({ n: count() })
      .from(interviews)
      .where(and(eq(interviews.companyId, companyId), eq(interviews.status, 'scheduled'), isToday)),
    db
      .select({
        jobId: jobs.id,
        title: jobs.title,
        days: sql<number>`(${jobs.validThrough}::date - ${uaeToday})::int`,
      })
      .from(jobs)
      .where(and(ofCompany, jobIsLive(), sql`${jobs.validThrough}::date < ${uaeToday} + 7`))
      .orderBy(jobs.validThrough, jobs.id),
    db
      .select({
        firstName: users.firstName,
        email: users.email,
        title: jobs.title,
        at: applications.createdAt,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, applications.candidateId))
      .where(and(ofCompany, inArray(applications.status, ['applied', 'shortlisted', 'interview'])))
      .orderBy(desc(applications.createdAt))
      .limit(8),
    awaitingAnswers(db, companyId),
  ]);
  const unreadTotal = unread.reduce((sum, row) => sum + row.n, 0);
  const next: TNextStep[] = [
    ...(today[0].n > 0 ? [step('interviews.today', { count: today[0].n })] : []),
    ...(awaiting[0].n > 0 ? [step('submissions.awaiting', { count: awaiting[0].n })] : []),
    ...unread
      .slice(0, STEPS_OF_A_KIND)
      .map((row) =>
        step('applicants.review', { count: row.n, job_id: row.jobId, title: row.title }),
      ),
    ...expiring
      .slice(0, STEPS_OF_A_KIND)
      .map((row) => step('job.expiring', { count: row.days, job_id: row.jobId, title: row.title })),
  ];
  return {
    figures: [
      { key: 'applicants.week', value: recentApplicants[0].n },
      { key: 'applicants.unread', value: unreadTotal },
      { key: 'interviews.today', value: today[0].n },
      { key: 'jobs.expiring', value: expiring.length },
    ],
    next,
    recent: latest.map((row) => ({
      who: row.firstName || row.email,
      event: 'applied' as const,
      role: null,
      what: row.title,
      at: row.at.toISOString(),
    })),
  };
}

/** A candidate's applications in progress and next interview: figures and next steps. */
export async function candidateWork(db: Db, candidateId: string, completeness: number) {
  // The candidate's interviews still to come within four weeks.
  const comingUp = and(
    eq(interviews.candidateId, candidateId),
    eq(interviews.status, 'scheduled'),
    gte(interviews.startsAt, new Date()),
    lt(interviews.startsAt, new Date(Date.now() + 4 * WEEK_MS)),
  );
  const [inProgress, upcoming] = await Promise.all([
    db
      .select({ n: count() })
      .from(applications)
      .where(
        and(
          eq(applications.candidateId, candidateId),
          inArray(applications.status, ['applied', 'shortlisted', 'interview', 'offered']),
        ),
      ),
    db
      .select({ title: jobs.title, at: interviews.startsAt })
      .from(interviews)
      .leftJoin(jobs, eq(jobs.id, interviews.jobId))
      .where(comingUp)
      .orderBy(interviews.startsAt),
  ]);
  const [first] = upcoming;
  return {
    figures: [
      { key: 'applications.active', value: inProgress[0].n },
      { key: 'interviews.upcoming', value: upcoming.length },
    ],
    next: [
      ...(first
        ? [step('interview.upcoming', { title: first.title, at: first.at.toISOString() })]
        : []),
      ...(completeness < 100 ? [step('profile.complete', { count: completeness })] : []),
    ],
  };
}

function step(key: TNextStep['key'], values: Partial<Omit<TNextStep, 'key'>>): TNextStep {
  return { key, count: 0, job_id: null, title: null, at: null, ...values };
}
