import { and, count, desc, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TDashboard, TFigure } from '@logicareers/shared/api';
import { ROLES, type Role } from '@logicareers/shared/roles';
import type { Db } from '../../db/client';
import { companies, emailSubscriptions, jobs, outbox, sessions, users } from '../../db/schema';
import { loadCandidateProfile } from '../candidates/candidates.service';
import type { SessionUser } from '../access/sessions';
import { jobIsLive, jobsOfCompany, jobStatus } from '../jobs/jobs.policy';

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
    .where(inArray(users.role, roles))
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
  const [liveJobs, roles, activeEmployers, pendingEmployers, subscribers, queuedMail] =
    await Promise.all([
      liveJobCount(db),
      usersByRole(db),
      employerCount(db, 'active'),
      employerCount(db, 'pending'),
      countOf(db, emailSubscriptions),
      countOf(db, outbox, inArray(outbox.status, ['pending', 'sending'])),
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
    recent: await recentSignUps(db, [...ROLES]),
  };
}

export async function consultancyAdminDashboard(db: Db): Promise<TDashboard> {
  const [recruiters, candidates, newCandidates, activeEmployers, pendingEmployers] =
    await Promise.all([
      countOf(db, users, inArray(users.role, ['consultancy', 'ats'])),
      countOf(db, users, eq(users.role, 'candidate')),
      countOf(db, users, and(eq(users.role, 'candidate'), gte(users.createdAt, daysAgo(7)))),
      employerCount(db, 'active'),
      employerCount(db, 'pending'),
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
    recent: await recentSignUps(db, ['candidate', 'employer']),
  };
}

export async function employerDashboard(db: Db, user: SessionUser): Promise<TDashboard> {
  if (user.companyId === null) {
    // Recruiters and administrators see every client.
    const [active, pending] = await Promise.all([
      employerCount(db, 'active'),
      employerCount(db, 'pending'),
    ]);
    return {
      kind: 'employers',
      name: null,
      figures: [
        { key: 'employers.active', value: active },
        { key: 'employers.pending', value: pending },
      ],
      recent: await recentSignUps(db, ['employer']),
    };
  }
  const [company] = await db
    .select({ name: companies.name, activatedAt: companies.activatedAt })
    .from(companies)
    .where(eq(companies.id, user.companyId));
  const [byStatus, team, signedIn] = await Promise.all([
    jobsByStatus(db, user.companyId),
    countOf(db, users, eq(users.companyId, user.companyId)),
    countOf(
      db,
      users,
      and(
        eq(users.companyId, user.companyId),
        isNotNull(users.lastLoginAt),
        gte(users.lastLoginAt, daysAgo(30)),
      ),
    ),
  ]);
  const members = await db
    .select({ firstName: users.firstName, email: users.email, at: users.createdAt })
    .from(users)
    .where(eq(users.companyId, user.companyId))
    .orderBy(desc(users.createdAt))
    .limit(8);
  const activeDays = company?.activatedAt
    ? Math.floor((Date.now() - company.activatedAt.getTime()) / 86_400_000)
    : 0;
  return {
    kind: 'company',
    name: company?.name ?? null,
    figures: [
      { key: 'jobs.published', value: byStatus.get('published') ?? 0 },
      { key: 'jobs.draft', value: byStatus.get('draft') ?? 0 },
      {
        key: 'jobs.closed',
        value: (byStatus.get('closed') ?? 0) + (byStatus.get('expired') ?? 0),
      },
      { key: 'team', value: team },
      { key: 'team.active', value: signedIn },
      { key: 'company.days_active', value: activeDays },
    ],
    recent: members.map((m) => ({
      who: m.firstName || m.email,
      event: 'team_member_added',
      role: null,
      at: m.at.toISOString(),
    })),
  };
}

export async function candidateDashboard(db: Db, user: SessionUser): Promise<TDashboard> {
  const [activeEmployers, liveJobs] = await Promise.all([
    employerCount(db, 'active'),
    liveJobCount(db),
  ]);
  if (user.role !== 'candidate') {
    const [all, week] = await Promise.all([
      countOf(db, users, eq(users.role, 'candidate')),
      countOf(db, users, and(eq(users.role, 'candidate'), gte(users.createdAt, daysAgo(7)))),
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
      recent: await recentSignUps(db, ['candidate']),
    };
  }
  const [me] = await db
    .select({ firstName: users.firstName, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, user.id));
  // The same meter as the profile page, so the two never disagree.
  const completeness = (await loadCandidateProfile(db, user.id)).completeness.percent;
  const [activeSessions] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, user.id),
        sql`${sessions.revokedAt} is null`,
        sql`${sessions.expiresAt} > now()`,
      ),
    );
  return {
    kind: 'candidate',
    name: me.firstName || null,
    figures: [
      { key: 'jobs.live', value: liveJobs },
      { key: 'profile.completeness', value: completeness },
      { key: 'employers.active', value: activeEmployers },
      {
        key: 'member.days',
        value: Math.floor((Date.now() - me.createdAt.getTime()) / 86_400_000),
      },
      { key: 'sessions.active', value: activeSessions.n },
    ],
    recent: [
      { who: user.email, event: 'account_created', role: null, at: me.createdAt.toISOString() },
    ],
  };
}
