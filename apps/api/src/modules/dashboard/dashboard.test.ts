import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboard } from '@logicareers/shared/api';
import {
  applications,
  candidateSubmissions,
  interviews,
  savedCandidateSearches,
} from '../../db/schema';
import { buildCandidate, buildUser, dayFromNow, jobFactory, signedIn } from '../../test/factories';
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
