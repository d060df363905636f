import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboard } from '@logicareers/shared/api';
import {
  applicationEvents,
  applications,
  candidateProfileViews,
  candidateSubmissions,
  interviews,
  savedCandidateSearches,
} from '../../db/schema';
import {
  buildCandidate,
  buildCompany,
  buildUser,
  dayFromNow,
  jobFactory,
  signedIn,
} from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { ERASED_DOMAIN } from '../users/account-erasure';

describe.each(DATABASES)('dashboards that say what to do next (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const dashboard = async (url: string, token: string) => {
    const res = await call(t.app, { method: 'GET', url, token });
    expect(res.status).toBe(200);
    return res.body.data as TDashboard;
  };
  const figure = (d: TDashboard, key: string) => d.figures.find((f) => f.key === key)?.value;

  it("an employer's: new and unread applicants by job, today's interviews, jobs closing", async () => {
    const employer = await signedIn(t.app, t.database.db, 'employer');
    const jobs = await jobFactory(t.app);
    const busy = await jobs.create(employer.token, { title: 'Reefer Driver' });
    const quiet = await jobs.create(employer.token, { title: 'Yard Marshal' });
    const closing = await jobs.create(employer.token, {
      title: 'Stock Counter',
      valid_through: dayFromNow(2),
    });
    const db = t.database.db;
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => buildCandidate(db)));
    await db.insert(applications).values([
      { jobId: busy, candidateId: a.id },
      { jobId: busy, candidateId: b.id },
      { jobId: quiet, candidateId: c.id, status: 'shortlisted' },
    ]);
    await db.insert(interviews).values({
      companyId: employer.user.companyId!,
      candidateId: c.id,
      jobId: quiet,
      startsAt: new Date(),
      durationMinutes: 30,
      mode: 'phone',
    });
    // Another company's applicants are not this one's.
    const other = await signedIn(t.app, db, 'employer');
    const elsewhere = await jobs.create(other.token, { title: 'Elsewhere' });
    await db.insert(applications).values({ jobId: elsewhere, candidateId: a.id });

    const d = await dashboard('/api/dashboard/employer', employer.token);
    expect(figure(d, 'applicants.week')).toBe(3);
    expect(figure(d, 'applicants.unread')).toBe(2);
    expect(figure(d, 'interviews.today')).toBe(1);
    expect(figure(d, 'jobs.expiring')).toBe(1);
    expect(d.figures.map((f) => f.key)).not.toContain('company.days_active');
    expect(d.next).toEqual([
      expect.objectContaining({ key: 'interviews.today', count: 1 }),
      expect.objectContaining({ key: 'applicants.review', count: 2, job_id: busy }),
      // Two days left, or one in the UAE's evening (its day starts four hours before UTC's).
      expect.objectContaining({ key: 'job.expiring', job_id: closing }),
    ]);
    expect(d.recent.map((r) => r.what).sort()).toEqual(
      ['Reefer Driver', 'Reefer Driver', 'Yard Marshal'].sort(),
    );
  });

  it("a candidate's: applications in progress, the next interview, an unfinished profile", async () => {
    const candidate = await signedIn(t.app, t.database.db, 'candidate');
    const employer = await signedIn(t.app, t.database.db, 'employer');
    const jobs = await jobFactory(t.app);
    const job = await jobs.create(employer.token, { title: 'Customs Clerk' });
    await t.database.db.insert(applications).values({ jobId: job, candidateId: candidate.user.id });
    const when = new Date(Date.now() + 2 * 86_400_000);
    await t.database.db.insert(interviews).values({
      companyId: employer.user.companyId!,
      candidateId: candidate.user.id,
      jobId: job,
      startsAt: when,
      durationMinutes: 45,
      mode: 'video',
    });
    const d = await dashboard('/api/dashboard/candidate', candidate.token);
    expect(figure(d, 'applications.active')).toBe(1);
    expect(figure(d, 'interviews.upcoming')).toBe(1);
    expect(d.figures.map((f) => f.key)).not.toContain('sessions.active');
    expect(d.next[0]).toMatchObject({
      key: 'interview.upcoming',
      title: 'Customs Clerk',
      at: when.toISOString(),
    });
    expect(d.next[1]).toMatchObject({ key: 'profile.complete' });
  });

  it("a recruiter's: clients who answered, the week's interviews, new candidates for searches", async () => {
    const db = t.database.db;
    const recruiter = await signedIn(t.app, db, 'consultancy');
    const consultancyId = recruiter.user.companyId!;
    const client = await signedIn(t.app, db, 'employer');
    const [a, b] = await Promise.all([1, 2].map(() => buildCandidate(db)));
    const sent = (status: 'interested' | 'rejected' | 'interview_requested', daysAgo: number) => ({
      consultancyId,
      clientId: client.user.companyId!,
      candidateId: a.id,
      tokenHash: `hash-${status}-${daysAgo}-${Math.random()}`,
      status,
      answeredAt: new Date(Date.now() - daysAgo * 86_400_000),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await db.insert(candidateSubmissions).values([
      sent('interested', 1),
      sent('interview_requested', 2),
      // A refusal asks nothing more; an answer of last month is old news.
      sent('rejected', 1),
      sent('interested', 30),
    ]);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    await db.insert(interviews).values(
      [3, 5, 9].map((days) => ({
        companyId: consultancyId,
        candidateId: b.id,
        startsAt: inDays(days),
        durationMinutes: 30,
        mode: 'phone' as const,
      })),
    );
    await db.insert(savedCandidateSearches).values([
      {
        userId: recruiter.user.id,
        companyId: consultancyId,
        name: 'Everyone lately',
        query: {},
        lastRunAt: new Date(Date.now() - 86_400_000),
      },
      {
        userId: recruiter.user.id,
        companyId: consultancyId,
        name: 'Just looked',
        query: {},
        lastRunAt: inDays(1),
      },
    ]);
    const d = await dashboard('/api/dashboard/admin', recruiter.token);
    expect(d.next.find((s) => s.key === 'submissions.answered')).toMatchObject({ count: 2 });
    expect(d.next.find((s) => s.key === 'interviews.week')).toMatchObject({ count: 2 });
    const searches = d.next.filter((s) => s.key === 'searches.new');
    expect(searches.map((s) => s.title)).toEqual(['Everyone lately']);
    expect(searches[0].count).toBeGreaterThanOrEqual(2);
    // The answers come before the searches.
    const keys = d.next.map((s) => s.key);
    expect(keys.indexOf('submissions.answered')).toBeLessThan(keys.indexOf('searches.new'));
    // An employer is not a consultancy: none of these.
    const e = await dashboard('/api/dashboard/employer', client.token);
    expect(e.next.map((s) => s.key)).not.toContain('searches.new');
  });

  it('names no erased account among the sign-ups', async () => {
    const admin = await signedIn(t.app, t.database.db, 'master_admin');
    await buildUser(t.database.db, 'candidate', {
      email: `erased-x@${ERASED_DOMAIN}`,
      firstName: '',
    });
    const d = await dashboard('/api/dashboard/admin', admin.token);
    expect(d.recent.some((r) => r.who.endsWith(ERASED_DOMAIN))).toBe(false);
  });
});

/** The Monday (YYYY-MM-DD) the UAE's week of `at` starts; the UAE is four hours ahead of UTC. */
const uaeMonday = (at: Date) => {
  const local = new Date(at.getTime() + 4 * 3_600_000);
  local.setUTCDate(local.getUTCDate() - ((local.getUTCDay() + 6) % 7));
  return local.toISOString().slice(0, 10);
};
const DAY = 86_400_000;
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 3_600_000);

/** The twelve weeks up to this one, each counting the moments of `times` that fall in it. */
function weeksOf(times: Date[]) {
  const thisWeek = new Date(`${uaeMonday(new Date())}T00:00:00Z`).getTime();
  return Array.from({ length: 12 }, (_, i) => {
    const week = new Date(thisWeek - (11 - i) * 7 * DAY).toISOString().slice(0, 10);
    return { week, value: times.filter((at) => uaeMonday(at) === week).length };
  });
}

describe.each(DATABASES)('dashboard trends, week by week (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const trendsOf = async (url: string, token: string) => {
    const res = await call(t.app, { method: 'GET', url, token });
    expect(res.status).toBe(200);
    const d = res.body.data as TDashboard;
    return Object.fromEntries(d.trends.map((trend) => [trend.key, trend.points]));
  };

  it("an employer's applications and interviews held, its own only, every week present", async () => {
    const db = t.database.db;
    const jobs = await jobFactory(t.app);
    const mine = await signedIn(t.app, db, 'employer');
    const other = await signedIn(t.app, db, 'employer');
    const [myJob, theirJob] = await Promise.all([
      jobs.create(mine.token, { title: 'Forklift Operator' }),
      jobs.create(other.token, { title: 'Dispatcher' }),
    ]);
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => buildCandidate(db)));
    const applied = [ago(0, 1), ago(7), ago(8), ago(35)];
    await db.insert(applications).values([
      ...applied.map((createdAt, i) => ({ jobId: myJob, candidateId: people[i].id, createdAt })),
      // Thirteen weeks ago is before the trend; another company's applicant is not this one's.
      { jobId: myJob, candidateId: people[4].id, createdAt: ago(13 * 7) },
      { jobId: theirJob, candidateId: people[0].id, createdAt: ago(7) },
    ]);
    const meeting = (companyId: number, startsAt: Date, status = 'scheduled' as const) => ({
      companyId,
      candidateId: people[0].id,
      startsAt,
      durationMinutes: 30,
      mode: 'phone' as const,
      status: status as 'scheduled' | 'cancelled' | 'completed',
    });
    const held = [ago(0, 1), ago(14)];
    await db.insert(interviews).values([
      meeting(mine.user.companyId!, held[0]),
      { ...meeting(mine.user.companyId!, held[1]), status: 'completed' },
      // Cancelled, or not held yet, or another company's: none of these.
      { ...meeting(mine.user.companyId!, ago(21)), status: 'cancelled' },
      meeting(mine.user.companyId!, new Date(Date.now() + 60_000)),
      meeting(other.user.companyId!, ago(14)),
    ]);

    const trends = await trendsOf('/api/dashboard/employer', mine.token);
    expect(Object.keys(trends)).toEqual(['applications', 'interviews']);
    expect(trends.applications).toEqual(weeksOf(applied));
    expect(trends.interviews).toEqual(weeksOf(held));
    expect(trends.applications.filter((p) => p.value === 0).length).toBeGreaterThanOrEqual(8);
    // The other company sees its own applicant and interview, not these.
    const theirs = await trendsOf('/api/dashboard/employer', other.token);
    expect(theirs.applications).toEqual(weeksOf([ago(7)]));
    expect(theirs.interviews).toEqual(weeksOf([ago(14)]));
  });

  it("a consultancy's candidates sent and hires, on its own dashboards only", async () => {
    const db = t.database.db;
    const jobs = await jobFactory(t.app);
    const recruiter = await signedIn(t.app, db, 'consultancy');
    const rival = await signedIn(t.app, db, 'consultancy');
    const consultancyId = recruiter.user.companyId!;
    const admin = await signedIn(t.app, db, 'consultancy_admin', { companyId: consultancyId });
    const client = await signedIn(t.app, db, 'employer');
    const people = await Promise.all([1, 2, 3].map(() => buildCandidate(db)));
    const submission = (from: number, createdAt: Date) => ({
      consultancyId: from,
      clientId: client.user.companyId!,
      candidateId: people[0].id,
      tokenHash: `trend-${Math.random()}`,
      expiresAt: new Date(Date.now() + DAY),
      createdAt,
    });
    const sent = [ago(0, 2), ago(0, 3), ago(28)];
    await db
      .insert(candidateSubmissions)
      .values([
        ...sent.map((at) => submission(consultancyId, at)),
        submission(rival.user.companyId!, ago(0, 2)),
      ]);
    const [ours, theirs] = await Promise.all([
      jobs.create(recruiter.token, { title: 'Warehouse Supervisor' }),
      jobs.create(rival.token, { title: 'Customs Broker' }),
    ]);
    const hire = async (jobId: number, candidateId: string, at: Date, status = 'hired') => {
      const [row] = await db
        .insert(applications)
        .values({ jobId, candidateId, status })
        .returning({ id: applications.id });
      await db
        .insert(applicationEvents)
        .values({ applicationId: row.id, fromStatus: 'offered', toStatus: 'hired', createdAt: at });
    };
    await hire(ours, people[0].id, ago(7));
    // A hire undone since is no placement; the rival's hire is not ours.
    await hire(ours, people[1].id, ago(7), 'offered');
    await hire(theirs, people[2].id, ago(7));

    for (const [url, token] of [
      ['/api/dashboard/admin', recruiter.token],
      ['/api/dashboard/consultancy-admin', admin.token],
    ]) {
      const trends = await trendsOf(url, token);
      expect(trends.submissions).toEqual(weeksOf(sent));
      expect(trends.hires).toEqual(weeksOf([ago(7)]));
    }
    const recruiting = await trendsOf('/api/dashboard/admin', recruiter.token);
    expect(Object.keys(recruiting)).toEqual(['submissions', 'hires', 'applications']);
    // Both applications to its job came in this week, whatever became of them.
    expect(recruiting.applications).toEqual(weeksOf([new Date(), new Date()]));
    const rivals = await trendsOf('/api/dashboard/admin', rival.token);
    expect(rivals.submissions).toEqual(weeksOf([ago(0, 2)]));
    expect(rivals.hires).toEqual(weeksOf([ago(7)]));
    // An employer sees what it received and met, not what consultancies send.
    const clients = await trendsOf('/api/dashboard/employer', client.token);
    expect(Object.keys(clients)).toEqual(['applications', 'interviews']);
  });

  it("the master admin's sign-ups of candidates and employers; a candidate's profile views", async () => {
    const db = t.database.db;
    const admin = await signedIn(t.app, db, 'master_admin');
    const before = await trendsOf('/api/dashboard/admin', admin.token);
    await Promise.all([
      buildCandidate(db, { user: { createdAt: ago(14) } }),
      buildCandidate(db, { user: { createdAt: ago(14, 1) } }),
      buildCandidate(db, { user: { createdAt: ago(200) } }),
      buildCompany(db, { kind: 'employer', createdAt: ago(21) }),
      buildCompany(db, { kind: 'consultancy', createdAt: ago(21) }),
    ]);
    const after = await trendsOf('/api/dashboard/admin', admin.token);
    const added = (key: string) =>
      after[key].map((p, i) => ({ week: p.week, value: p.value - before[key][i].value }));
    expect(added('candidates')).toEqual(weeksOf([ago(14), ago(14, 1)]));
    expect(added('employers')).toEqual(weeksOf([ago(21)]));

    const candidate = await signedIn(t.app, db, 'candidate');
    const viewer = await signedIn(t.app, db, 'employer');
    const someoneElse = await buildCandidate(db);
    const viewed = [ago(0, 1), ago(49)];
    await db.insert(candidateProfileViews).values([
      ...viewed.map((viewedAt) => ({
        candidateId: candidate.user.id,
        companyId: viewer.user.companyId!,
        viewerId: viewer.user.id,
        viewedAt,
      })),
      {
        candidateId: someoneElse.id,
        companyId: viewer.user.companyId!,
        viewerId: viewer.user.id,
      },
    ]);
    const mine = await trendsOf('/api/dashboard/candidate', candidate.token);
    expect(mine).toEqual({ profile_views: weeksOf(viewed) });
  });
});
