import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import type { TReport } from '@logicareers/shared/schemas/reports';
import { todayInUae } from '@logicareers/shared/uae-date';
import {
  applicationEvents,
  applications,
  entitlementUsage,
  plans,
  subscriptions,
} from '../../db/schema';
import { buildCandidate, dayFromNow, jobFactory, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { periodOf } from '../plans/entitlements';

/** A moment `days` before now. */
const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

describe.each(DATABASES)("an employer's hiring reports (%s)", (kind) => {
  let t: TestApp;
  /** The employer's token, its jobs (two with activity, one draft, one quiet) and another's job. */
  let me: string;
  let job: { forklift: number; keeper: number; draft: number; quiet: number; theirs: number };

  const report = async (key: string, query = 'preset=30d', token = me) => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/reports/employer/${key}?${query}`,
      token,
    });
    expect(res.status).toBe(200);
    return res.body.data as TReport;
  };
  const view = (id: number, payload?: object) =>
    call(t.app, { method: 'POST', url: API.jobView(id), ...(payload && { payload }) });

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    const employer = await signedIn(t.app, db, 'employer');
    me = employer.token;
    const companyId = employer.user.companyId!;
    // A plan of known limits, so what the jobs take is counted against it.
    const [plan] = await db
      .insert(plans)
      .values({
        name: `Reports plan ${kind}`,
        billingPeriod: 'month',
        jobPosts: 10,
        featuredJobs: 2,
        cvViews: 100,
        cvDownloads: null,
        usersLimit: 5,
        bulkEmails: 50,
      })
      .returning({ id: plans.id });
    await db.insert(subscriptions).values({
      companyId,
      planId: plan.id,
      startsOn: dayFromNow(-1),
      endsOn: dayFromNow(30),
      priceFils: 0,
    });
    await db
      .insert(entitlementUsage)
      .values({ companyId, key: 'cv_views', period: periodOf(todayInUae()), used: 7 });

    const jobs = await jobFactory(t.app);
    const other = await signedIn(t.app, db, 'employer');
    job = {
      forklift: await jobs.create(me, { title: 'Forklift Operator' }),
      keeper: await jobs.create(me, { title: 'Store Keeper' }),
      draft: await jobs.create(me, { title: 'Dispatcher' }, false),
      quiet: await jobs.create(me, { title: 'Driver' }),
      theirs: await jobs.create(other.token, { title: 'Forklift Operator' }),
    };

    // Forklift: five applications in the range (one hired in 2 days, one in 4, one rejected after
    // an interview, one shortlisted, one new) and one long before it.
    // Store keeper: one hired in 6 days, one withdrawn. Theirs: one hired.
    const candidates = await Promise.all(Array.from({ length: 7 }, () => buildCandidate(db)));
    const apply = async (
      jobId: number,
      i: number,
      status: string,
      createdAt: Date,
      source: string,
      moves: [string, Date][] = [],
    ) => {
      const [row] = await db
        .insert(applications)
        .values({ jobId, candidateId: candidates[i].id, status, createdAt, source })
        .returning({ id: applications.id });
      if (moves.length)
        await db
          .insert(applicationEvents)
          .values(
            moves.map(([toStatus, at]) => ({ applicationId: row.id, toStatus, createdAt: at })),
          );
    };
    await apply(job.forklift, 0, 'hired', ago(10), 'search', [
      ['shortlisted', ago(9.5)],
      ['interview', ago(9)],
      ['offered', ago(8.5)],
      ['hired', ago(8)],
    ]);
    await apply(job.forklift, 1, 'rejected', ago(10), 'search', [
      ['shortlisted', ago(9)],
      ['interview', ago(8)],
      ['rejected', ago(7)],
    ]);
    await apply(job.forklift, 2, 'shortlisted', ago(5), 'alert');
    await apply(job.forklift, 3, 'applied', ago(3), 'direct');
    await apply(job.forklift, 4, 'hired', ago(12), 'invitation', [['hired', ago(8)]]);
    await apply(job.forklift, 5, 'hired', ago(60), 'search', [['hired', ago(50)]]);
    await apply(job.keeper, 0, 'hired', ago(20), 'search', [['hired', ago(14)]]);
    await apply(job.keeper, 1, 'withdrawn', ago(2), 'alert', [['withdrawn', ago(1)]]);
    await apply(job.theirs, 6, 'hired', ago(5), 'search', [['hired', ago(4)]]);

    // Visits through the page's own call: forklift 3 from a search, 2 from an alert, 1 direct;
    // store keeper 2 from a search; theirs 5.
    const visits: [number, object | undefined, number][] = [
      [job.forklift, { source: 'search' }, 3],
      [job.forklift, { source: 'alert' }, 2],
      [job.forklift, undefined, 1],
      [job.keeper, { source: 'search' }, 2],
      [job.theirs, { source: 'search' }, 5],
    ];
    for (const [id, payload, times] of visits)
      for (let i = 0; i < times; i++) {
        const res = await view(id, payload);
        if (res.status !== 200) throw new Error(`visit not counted: ${JSON.stringify(res.body)}`);
      }
  });
  afterAll(() => t?.close());

  it('counts visits to published job pages only, and weeks of visits and applications', async () => {
    expect((await view(job.draft, { source: 'search' })).status).toBe(404);
    expect((await view(999_999)).status).toBe(404);
    expect((await view(job.forklift, { source: 'recruiter' })).status).toBe(400);

    const activity = await report('activity');
    expect(activity.totals).toEqual({ week: 'Total', views: 8, applications: 7 });
    expect(activity.rows.length).toBeGreaterThanOrEqual(5);
    const keeper = await report('activity', `preset=30d&job=${job.keeper}`);
    expect(keeper.totals).toEqual({ week: 'Total', views: 2, applications: 2 });
  });

  it("lists each job's visits, applications, stages and median days to hire", async () => {
    const performance = await report('job_performance');
    expect(performance.rows).toEqual([
      {
        job: 'Forklift Operator',
        views: 6,
        applications: 5,
        shortlisted: 4,
        interview: 3,
        hired: 2,
        days_to_hire: 3,
      },
      {
        job: 'Store Keeper',
        views: 2,
        applications: 2,
        shortlisted: 1,
        interview: 1,
        hired: 1,
        days_to_hire: 6,
      },
    ]);
    expect(performance.totals).toMatchObject({ views: 8, applications: 7, hired: 3 });
    const narrowed = await report('job_performance', `preset=30d&job=${job.keeper}`);
    expect(narrowed.rows.map((row) => row.job)).toEqual(['Store Keeper']);
    // Another employer's job is not one of this employer's, even when asked for by its id.
    expect((await report('job_performance', `preset=30d&job=${job.theirs}`)).rows).toEqual([]);
  });

  it('counts how far the applications got, of the stage before and of all', async () => {
    const funnel = await report('funnel');
    expect(funnel.rows).toEqual([
      { stage: 'Applied', applications: 7, conversion: null, of_applied: 100 },
      { stage: 'Shortlisted', applications: 5, conversion: 71.4, of_applied: 71.4 },
      { stage: 'Interview', applications: 4, conversion: 80, of_applied: 57.1 },
      { stage: 'Offered', applications: 3, conversion: 75, of_applied: 42.9 },
      { stage: 'Hired', applications: 3, conversion: 100, of_applied: 42.9 },
    ]);
    const forklift = await report('funnel', `preset=30d&job=${job.forklift}&lang=ar`);
    expect(forklift.rows.map((row) => [row.stage, row.applications, row.conversion])).toEqual([
      ['تم التقديم', 5, null],
      ['في القائمة المختصرة', 4, 80],
      ['مقابلة', 3, 75],
      ['عرض وظيفي', 2, 66.7],
      ['تم التعيين', 2, 100],
    ]);
    const year = await report('funnel', 'preset=year');
    expect(year.rows[0]).toMatchObject({ applications: 8 });
  });

  it('shows visits and applications by source, and the share of visits that applied', async () => {
    const sources = await report('sources');
    expect(sources.rows).toEqual([
      { source: 'Job search', views: 5, applications: 3, conversion: 60 },
      { source: 'Job alert', views: 2, applications: 2, conversion: 100 },
      { source: 'Direct link', views: 1, applications: 1, conversion: 100 },
      { source: 'Invitation', views: 0, applications: 1, conversion: null },
      { source: 'Put forward by a recruiter', views: 0, applications: 0, conversion: null },
    ]);
    expect(sources.totals).toMatchObject({ views: 8, applications: 7, conversion: null });
  });

  it("shows the plan's limits against what the company uses", async () => {
    const usage = await report('plan_usage', 'lang=en');
    expect(usage.rows).toEqual([
      { entitlement: 'Live jobs', used: 3, limit: 10 },
      { entitlement: 'Featured jobs', used: 0, limit: 2 },
      { entitlement: 'CVs opened this month', used: 7, limit: 100 },
      { entitlement: 'CVs downloaded this month', used: 0, limit: null },
      { entitlement: 'Users', used: 1, limit: 5 },
      { entitlement: 'Bulk e-mails this month', used: 0, limit: 50 },
    ]);
    expect(usage.totals).toBeNull();
  });

  it("refuses the employer's reports to a candidate", async () => {
    const candidate = await signedIn(t.app, t.database.db, 'candidate');
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/reports/employer/funnel',
      token: candidate.token,
    });
    expect(res.status).toBe(403);
  });
});
