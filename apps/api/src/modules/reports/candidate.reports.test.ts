import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TReport } from '@logicareers/shared/schemas/reports';
import { applications, candidateProfileViews } from '../../db/schema';
import { buildCandidate, buildCompany, jobFactory, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';

/** A moment `days` before now. */
const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

describe.each(DATABASES)("a candidate's own activity (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const report = async (token: string, key: string, query = 'preset=30d') => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/reports/candidate/${key}?${query}`,
      token,
    });
    expect(res.status).toBe(200);
    return res.body.data as TReport;
  };

  it('counts opens of the profile by week and company, and applications by status', async () => {
    const db = t.database.db;
    const me = await signedIn(t.app, db, 'candidate');
    const other = await buildCandidate(db);
    const [a, b] = [await buildCompany(db), await buildCompany(db)];
    await db.insert(candidateProfileViews).values([
      { candidateId: me.user.id, companyId: a.id, viewedAt: ago(1) },
      { candidateId: me.user.id, companyId: a.id, viewedAt: ago(1) },
      { candidateId: me.user.id, companyId: b.id, viewedAt: ago(1) },
      { candidateId: me.user.id, companyId: b.id, viewedAt: ago(60) },
      { candidateId: other.id, companyId: a.id, viewedAt: ago(1) },
    ]);
    const views = await report(me.token, 'profile_views');
    expect(views.rows.reduce((sum, row) => sum + Number(row.views), 0)).toBe(3);
    expect(Math.max(...views.rows.map((row) => Number(row.companies)))).toBe(2);
    expect(views.rows.length).toBeGreaterThanOrEqual(5);

    const employer = await signedIn(t.app, db, 'employer');
    const jobs = await jobFactory(t.app);
    const [j1, j2, j3] = await Promise.all(
      ['Forklift Operator', 'Store Keeper', 'Dispatcher'].map((title) =>
        jobs.create(employer.token, { title }),
      ),
    );
    await db.insert(applications).values([
      { jobId: j1, candidateId: me.user.id, status: 'shortlisted', createdAt: ago(3) },
      { jobId: j2, candidateId: me.user.id, status: 'applied', createdAt: ago(5) },
      { jobId: j3, candidateId: me.user.id, status: 'hired', createdAt: ago(100) },
    ]);
    const statuses = await report(me.token, 'applications_by_status');
    expect(statuses.rows.slice(0, 2)).toEqual([
      { status: 'Applied', applications: 1 },
      { status: 'Shortlisted', applications: 1 },
    ]);
    expect(statuses.totals).toEqual({ status: 'Total', applications: 2 });
    const year = await report(me.token, 'applications_by_status', 'preset=year&lang=ar');
    expect(year.totals).toEqual({ status: 'الإجمالي', applications: 3 });
    expect(
      year.rows.find((row) => row.applications === 1 && row.status === 'تم التعيين'),
    ).toBeTruthy();
  });

  it('refuses anyone but a candidate, and an unknown report or range', async () => {
    const db = t.database.db;
    const employer = await signedIn(t.app, db, 'employer');
    const refused = await call(t.app, {
      method: 'GET',
      url: '/api/reports/candidate/profile_views',
      token: employer.token,
    });
    expect(refused.status).toBe(403);
    const me = await signedIn(t.app, db, 'candidate');
    const unknown = await call(t.app, {
      method: 'GET',
      url: '/api/reports/candidate/revenue',
      token: me.token,
    });
    expect(unknown.status).toBe(404);
    const site = await call(t.app, {
      method: 'GET',
      url: '/api/reports/site/revenue',
      token: me.token,
    });
    expect(site.status).toBe(403);
    const bad = await call(t.app, {
      method: 'GET',
      url: '/api/reports/candidate/profile_views?preset=custom&from=2026-05-01&to=2026-04-01',
      token: me.token,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('The first day must be on or before the last day');
    const csv = await call(t.app, {
      method: 'GET',
      url: '/api/reports/candidate/applications_by_status/csv?lang=ar',
      token: me.token,
    });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
  });
});
