import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDashboard, TFigure, TNextStep } from '@logicareers/shared/api';
import { ROLES, type Role } from '@logicareers/shared/roles';
import type { Db } from '../../db/client';
import { companies, emailSubscriptions, jobs, outbox, users } from '../../db/schema';
import { loadCandidateProfile } from '../candidates/candidates.service';
import { siteConsultancy } from '../access/access.policy';
import type { SessionUser } from '../access/sessions';
import { notErased } from '../identity/identity.policy';
import { jobIsLive, jobsOfCompany, jobStatus } from '../jobs/jobs.policy';
import { candidateWork, companyWork } from './next-steps';
import { consultancySteps } from './recruiter-steps';
import {
  applicationsTrend,
  candidatesTrend,
  employersTrend,
  hiresTrend,
  interviewsTrend,
  profileViewsTrend,
  submissionsTrend,
} from './trends';

const countOf = async (
  db: Db,
  table: typeof users | typeof companies | typeof emailSubscriptions | typeof outbox,
  where?: SQL,
) => (await db.select({ n: count() }).from(table).where(where))[0].n;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function recentSignUps(db: Db, roles: Role[], limit = 8) {
  const rows = await db
    .select({
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      at: users.createdAt,
    })
    .from(users)
    // An erased account is no one to name.
    .where(and(inArray(users.role, roles), notErased))
    .orderBy(desc(users.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    who: row.firstName || row.email,
    event: 'signed_up' as const,
    role: row.role as Role,
    at: row.at.toISOString(),
  }));
}

/** Live (published, not expired) jobs, optionally of one company or its clients' jobs it posted. */
async function liveJobCount(db: Db, companyId?: number) {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(jobIsLive(), companyId === undefined ? undefined : jobsOfCompany(companyId)));
  return row.n;
}

async function jobsByStatus(db: Db, companyId: number) {
  const rows = await db
    .select({
      status: jobStatus(),
      n: count(),
    })
    .from(jobs)
    .where(jobsOfCompany(companyId))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.status, r.n]));
}

async function usersByRole(db: Db): Promise<TFigure[]> {
  const rows = await db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
  const byRole = new Map(rows.map((row) => [row.role, row.n]));
  return ROLES.map((role) => ({ key: `users.${role}`, value: byRole.get(role) ?? 0 }));
}

const employerCount = (db: Db, status: 'active' | 'pending') =>
  countOf(db, companies, and(eq(companies.kind, 'employer'), eq(companies.status, status)));

export async function adminDashboard(db: Db): Promise<TDashboard> {
  const [liveJobs, roles, activeEmployers, pendingEmployers, subscribers, queuedMail, ...trends] =
    await Promise.all([
      liveJobCount(db),
      usersByRole(db),
      employerCount(db, 'active'),
      employerCount(db, 'pending'),
      countOf(db, emailSubscriptions),
      countOf(db, outbox, inArray(outbox.status, ['pending', 'sending'])),
      candidatesTrend(db),
      employersTrend(db),
    ]);
  return {
    kind: 'admin',
    name: null,
    figures: [
      { key: 'jobs.live', value: liveJobs },
      { key: 'employers.active', value: activeEmployers },
      { key: 'employers.pending', value: pendingEmployers },
      ...roles,
      { key: 'subscribers', value: subscribers },
      { key: 'outbox.queued', value: queuedMail },
    ],
    next: [],
    recent: await recentSignUps(db, [...ROLES]),
    trends,
  };
}

/** The consultancy a user works for; for those of none (the master admin), the site's. */
async function consultancyOf(db: Db, user: SessionUser) {
  if (user.companyId !== null) return user.companyId;
  return (await siteConsultancy(db))?.id ?? null;
}

/** What a consultancy sent its clients and the hires it made, week by week. */
const consultancyTrends = (db: Db, consultancyId: number | null) =>
  consultancyId === null
    ? []
    : [submissionsTrend(db, consultancyId), hiresTrend(db, consultancyId)];

export async function consultancyAdminDashboard(db: Db, user: SessionUser): Promise<TDashboard> {
  const consultancyId = await consultancyOf(db, user);
  const [recruiters, candidates, newCandidates, activeEmployers, pendingEmployers, ...trends] =
    await Promise.all([
      countOf(db, users, inArray(users.role, ['consultancy', 'ats'])),
      countOf(db, users, eq(users.role, 'candidate')),
      countOf(db, users, and(eq(users.role, 'candidate'), gte(users.createdAt, daysAgo(7)))),
      employerCount(db, 'active'),
      employerCount(db, 'pending'),
      ...consultancyTrends(db, consultancyId),
      candidatesTrend(db),
    ]);
  return {
    kind: 'consultancyAdmin',
    name: null,
    figures: [
      { key: 'recruiters', value: recruiters },
      { key: 'candidates', value: candidates },
      { key: 'candidates.week', value: newCandidates },
      { key: 'employers.active', value: activeEmployers },
      { key: 'employers.pending', value: pendingEmployers },
    ],
    next: [],
    recent: await recentSignUps(db, ['candidate', 'employer']),
    trends,
  };
}

/** The accounts of a consultancy, whose company's dashboard follows its submissions. */
const CONSULTANCY_ROLES: Role[] = ['consultancy', 'ats', 'consultancy_admin'];

const URGENT: TNextStep['key'][] = ['interviews.today', 'submissions.answered', 'interviews.week'];
const urgency = (step: TNextStep) => {
  const rank = URGENT.indexOf(step.key);
  return rank < 0 ? URGENT.length : rank;
};

export async function employerDashboard(db: Db, user: SessionUser): Promise<TDashboard> {
  if (user.companyId === null) {
    // Recruiters and administrators see every client.
    const [active, pending, signUps] = await Promise.all([
      employerCount(db, 'active'),
      employerCount(db, 'pending'),
      employersTrend(db),
    ]);
    return {
      kind: 'employers',
      name: null,
      figures: [
        { key: 'employers.active', value: active },
        { key: 'employers.pending', value: pending },
      ],
      next: [],
      recent: await recentSignUps(db, ['employer']),
      trends: [signUps],
    };
  }
  // A consultancy's recruiters follow what they send and place, and who applies to the jobs they
  // post; an employer, who applies and whom it meets.
  const trends = CONSULTANCY_ROLES.includes(user.role)
    ? [...consultancyTrends(db, user.companyId), applicationsTrend(db, user.companyId)]
    : [applicationsTrend(db, user.companyId), interviewsTrend(db, user.companyId)];
  const [[company], byStatus, work, recruiting, ...weekly] = await Promise.all([
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, user.companyId)),
    jobsByStatus(db, user.companyId),
    companyWork(db, user.companyId),
    consultancySteps(db, user),
    ...trends,
  ]);
  return {
    kind: 'company',
    name: company?.name ?? null,
    figures: [
      { key: 'jobs.published', value: byStatus.get('published') ?? 0 },
      { key: 'jobs.draft', value: byStatus.get('draft') ?? 0 },
      ...work.figures,
    ],
    // Today's interviews, then what clients answered, then the rest in their own order.
    next: [...work.next, ...recruiting].sort((a, b) => urgency(a) - urgency(b)),
    recent: work.recent,
    trends: weekly,
  };
}

export async function candidateDashboard(db: Db, user: SessionUser): Promise<TDashboard> {
  const [activeEmployers, liveJobs] = await Promise.all([
    employerCount(db, 'active'),
    liveJobCount(db),
  ]);
  if (user.role !== 'candidate') {
    const [all, week, signUps] = await Promise.all([
      countOf(db, users, eq(users.role, 'candidate')),
      countOf(db, users, and(eq(users.role, 'candidate'), gte(users.createdAt, daysAgo(7)))),
      candidatesTrend(db),
    ]);
    return {
      kind: 'candidates',
      name: null,
      figures: [
        { key: 'candidates', value: all },
        { key: 'candidates.week', value: week },
        { key: 'employers.active', value: activeEmployers },
        { key: 'jobs.live', value: liveJobs },
      ],
      next: [],
      recent: await recentSignUps(db, ['candidate']),
      trends: [signUps],
    };
  }
  const [me] = await db
    .select({ firstName: users.firstName, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, user.id));
  // The same meter as the profile page, so the two never disagree.
  const completeness = (await loadCandidateProfile(db, user.id)).completeness.percent;
  const [work, views] = await Promise.all([
    candidateWork(db, user.id, completeness),
    profileViewsTrend(db, user.id),
  ]);
  return {
    kind: 'candidate',
    name: me.firstName || null,
    figures: [
      { key: 'jobs.live', value: liveJobs },
      { key: 'profile.completeness', value: completeness },
      ...work.figures,
    ],
    next: work.next,
    recent: [
      { who: user.email, event: 'account_created', role: null, at: me.createdAt.toISOString() },
    ],
    trends: [views],
  };
}
