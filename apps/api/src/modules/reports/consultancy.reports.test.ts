import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import type { TReport } from '@logicareers/shared/schemas/reports';
import {
  applicationEvents,
  applications,
  candidateEmails,
  candidateProfileViews,
  candidateSubmissions,
  emailResponses,
  emailSendRecipients,
  emailSends,
  emailTemplates,
  interviews,
  jobs,
  masterItems,
  staffActivity,
} from '../../db/schema';
import { buildClient, buildCompany, buildUser, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';

/** A moment `days` before now. */
const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

/*
 * One consultancy's month, counted by hand: a client it posts for (C1) and a managed client that
 * posts its own jobs (C2), beside another consultancy and an employer it does not manage, whose
 * hires, submissions and e-mails must never count.
 */
describe.each(DATABASES)("the consultancy's reports (%s)", (kind) => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof signedIn>>;
  let colleagueId: string;
  let consultancyId: number;
  let c1: { id: number; name: string };
  let c2: { id: number; name: string };
  let jobA: number;
  let jobB: number;
  let designation: { name: string; nameAr: string | null };

  const report = async (key: string, query = '', token = me.token) => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/reports/consultancy/${key}?preset=30d${query}`,
      token,
    });
    expect(res.status).toBe(200);
    return res.body.data as TReport;
  };

  const job = async (
    companyId: number,
    title: string,
    extra: Partial<typeof jobs.$inferInsert>,
  ) => {
    const [row] = await t.database.db
      .insert(jobs)
      .values({
        companyId,
        title,
        employmentType: 'full_time',
        description: 'Move goods.',
        validThrough: '2099-12-31',
        status: 'published',
        ...extra,
      })
      .returning({ id: jobs.id });
    return row.id;
  };

  /** An application made `days` ago that moved through `moves` ([status, days ago]), now `status`. */
  const apply = async (
    jobId: number,
    days: number,
    status: string,
    moves: [string, number][] = [],
    candidateId?: string,
  ) => {
    const db = t.database.db;
    const candidate = candidateId ?? (await buildUser(db, 'candidate')).id;
    const [application] = await db
      .insert(applications)
      .values({ jobId, candidateId: candidate, status, createdAt: ago(days) })
      .returning({ id: applications.id });
    let from = 'applied';
    for (const [to, at] of moves) {
      await db.insert(applicationEvents).values({
        applicationId: application.id,
        fromStatus: from,
        toStatus: to,
        createdAt: ago(at),
      });
      from = to;
    }
    return candidate;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    me = await signedIn(t.app, db, 'consultancy', { firstName: 'Mariam', lastName: 'Saeed' });
    consultancyId = me.user.companyId!;
    colleagueId = (
      await buildUser(db, 'ats', { companyId: consultancyId, firstName: '', lastName: '' })
    ).id;
    await buildUser(db, 'consultancy_admin', { companyId: consultancyId });
    c1 = await buildClient(db, consultancyId, { name: 'Client One' });
    c2 = await buildClient(db, consultancyId, { name: 'Client Two' });
    const [item] = await db
      .select({ id: masterItems.id, name: masterItems.name, nameAr: masterItems.nameAr })
      .from(masterItems)
      .where(and(eq(masterItems.kind, 'designation'), isNotNull(masterItems.nameAr)))
      .limit(1);
    designation = item;
    jobA = await job(consultancyId, 'Forklift Operator', {
      clientCompanyId: c1.id,
      designationName: 'Forklift driver',
    });
    jobB = await job(c2.id, 'Store Keeper', { designationId: item.id, designationName: item.name });

    // Job A's funnel: two only applied, one shortlisted then not selected, one at interview, one
    // hired (5 / 3 / 2 / 1 / 1); shortlisted after 2, 3 and 1 days, hired after 6.
    await apply(jobA, 10, 'applied');
    await apply(jobA, 10, 'applied');
    await apply(jobA, 10, 'rejected', [
      ['shortlisted', 8],
      ['rejected', 6],
    ]);
    await apply(jobA, 10, 'interview', [
      ['shortlisted', 7],
      ['interview', 5],
    ]);
    const hiredOnA = await apply(jobA, 10, 'hired', [
      ['shortlisted', 9],
      ['interview', 8],
      ['offered', 7],
      ['hired', 4],
    ]);
    // Job B (the managed client's own): hired after 2, 4 and 9 days (median 4.0), shortlisted
    // after 1, 1 and 3 (median 1.0); one only applied, and one hired then taken back to offered.
    const hiredOnB = await apply(jobB, 20, 'hired', [
      ['shortlisted', 19],
      ['hired', 18],
    ]);
    await apply(jobB, 20, 'hired', [
      ['shortlisted', 19],
      ['hired', 16],
    ]);
    await apply(jobB, 20, 'hired', [
      ['shortlisted', 17],
      ['hired', 11],
    ]);
    await apply(jobB, 20, 'applied');
    await apply(jobB, 60, 'offered', [
      ['hired', 10],
      ['offered', 9],
    ]);

    // Elsewhere: another consultancy's job and an employer it does not manage, both hiring.
    const other = await buildUser(db, 'consultancy');
    const stranger = await buildCompany(db);
    const otherClient = await buildClient(db, other.companyId!);
    for (const jobId of [
      await job(other.companyId!, 'Dispatcher', { clientCompanyId: otherClient.id }),
      await job(stranger.id, 'Dispatcher', {}),
    ])
      await apply(jobId, 10, 'hired', [['hired', 5]]);

    // Submissions: three to C1 (one hired on its job), two to C2 (one without a job, whose
    // candidate C2 hired), one too old, and the other consultancy's.
    const submit = (values: Partial<typeof candidateSubmissions.$inferInsert>) =>
      db.insert(candidateSubmissions).values({
        consultancyId,
        clientId: c1.id,
        sentBy: me.user.id,
        tokenHash: randomUUID(),
        expiresAt: ago(-30),
        createdAt: ago(3),
        candidateId: hiredOnA,
        ...values,
      });
    const someone = async () => (await buildUser(db, 'candidate')).id;
    await submit({ jobId: jobA, status: 'interested' });
    await submit({ jobId: jobA, status: 'rejected', candidateId: await someone() });
    await submit({ jobId: jobA, status: 'sent', candidateId: hiredOnB });
    await submit({ clientId: c2.id, status: 'interview_requested', candidateId: hiredOnB });
    await submit({ clientId: c2.id, status: 'viewed', sentBy: colleagueId });
    await submit({ status: 'interested', createdAt: ago(45) });
    await submit({
      consultancyId: other.companyId!,
      clientId: otherClient.id,
      sentBy: other.id,
      status: 'interested',
    });

    // E-mails: a bulk send of template T1 by me to three (two answered; one more left out), one
    // e-mail of T2 by my colleague (and a cancelled one); another consultancy's template.
    const template = async (companyId: number, name: string) =>
      (
        await db
          .insert(emailTemplates)
          .values({ companyId, name, subject: 'A role', body: '<p>Hello</p>' })
          .returning({ id: emailTemplates.id })
      )[0].id;
    const [t1, t2] = [
      await template(consultancyId, 'Availability check'),
      await template(consultancyId, 'Invitation to apply'),
      await template(consultancyId, 'Never used'),
    ];
    const elsewhere = await template(other.companyId!, 'Invitation to apply');
    const [send] = await db
      .insert(emailSends)
      .values({
        companyId: consultancyId,
        templateId: t1,
        sentBy: me.user.id,
        subject: 'A role',
        body: 'Hello',
        recipients: 3,
        skipped: 1,
      })
      .returning({ id: emailSends.id });
    const mail = async (values: Partial<typeof candidateEmails.$inferInsert>, answered = false) => {
      const candidateId = values.candidateId ?? (await someone());
      const [row] = await db
        .insert(candidateEmails)
        .values({
          companyId: consultancyId,
          candidateId,
          toAddress: 'someone@example.ae',
          subject: 'A role',
          text: 'Hello',
          status: 'sent',
          ...values,
        })
        .returning({ id: candidateEmails.id, companyId: candidateEmails.companyId });
      if (answered)
        await db.insert(emailResponses).values({
          candidateEmailId: row.id,
          companyId: row.companyId,
          candidateId,
          answer: 'Yes',
        });
      return candidateId;
    };
    for (const [position, answered] of [true, true, false].entries()) {
      const candidateId = await mail(
        // These asked for an answer (their link's hash); the invitations below asked for none.
        { sendId: send.id, templateId: t1, sentBy: me.user.id, responseTokenHash: `h${position}` },
        answered,
      );
      await db
        .insert(emailSendRecipients)
        .values({ sendId: send.id, candidateId, position, state: 'done' });
    }
    await db
      .insert(emailSendRecipients)
      .values({ sendId: send.id, candidateId: await someone(), position: 3, state: 'skipped' });
    await mail({ templateId: t2, sentBy: colleagueId });
    await mail({ templateId: t2, sentBy: colleagueId, status: 'cancelled' });
    await mail({ templateId: t2, sentBy: colleagueId, createdAt: ago(40) }, true);
    await mail({ companyId: other.companyId!, templateId: elsewhere, sentBy: other.id }, true);

    // Opened profiles and interviews: two of each by me in the range, one of each before it.
    for (const days of [1, 2, 50]) {
      await db.insert(candidateProfileViews).values({
        candidateId: await someone(),
        companyId: consultancyId,
        viewerId: me.user.id,
        viewedAt: ago(days),
      });
      await db.insert(interviews).values({
        companyId: consultancyId,
        candidateId: await someone(),
        startsAt: ago(-3),
        durationMinutes: 30,
        mode: 'phone',
        createdBy: me.user.id,
        createdAt: ago(days),
      });
    }
    // Searches of the client's user are the client's, not the consultancy's.
    const clientUser = await buildUser(db, 'employer', { companyId: c1.id });
    await db
      .insert(staffActivity)
      .values({ userId: clientUser.id, companyId: c1.id, day: '2026-01-01', kind: 'cv_search' });
  });
  afterAll(() => t?.close());

  it('counts each stage an application reached, and its conversions', async () => {
    const funnel = await report('funnel', `&job=${jobA}`);
    expect(funnel.rows).toEqual([
      { stage: 'Applied', applications: 5, conversion: null, of_applied: 100 },
      { stage: 'Shortlisted', applications: 3, conversion: 60, of_applied: 60 },
      { stage: 'Interview', applications: 2, conversion: 66.7, of_applied: 40 },
      { stage: 'Offered', applications: 1, conversion: 50, of_applied: 20 },
      { stage: 'Hired', applications: 1, conversion: 100, of_applied: 20 },
    ]);
    // Every job in scope: job B's four in the range join (a hire passed every stage before it);
    // the other consultancy's and the unmanaged employer's never do.
    const all = await report('funnel', '&lang=ar');
    expect(all.rows.map((row) => row.applications)).toEqual([9, 6, 5, 4, 4]);
    expect(all.rows[0].stage).toBe('تم التقديم');
    const c2Only = await report('funnel', `&client=${c2.id}`);
    expect(c2Only.rows.map((row) => row.applications)).toEqual([4, 3, 3, 3, 3]);
  });

  it('takes the median days to shortlist and to hire, by job and by designation', async () => {
    const byJob = await report('time_to_hire_jobs');
    expect(byJob.rows).toEqual([
      { job: 'Store Keeper', applications: 4, hires: 3, days_to_shortlist: 1, days_to_hire: 4 },
      {
        job: 'Forklift Operator',
        applications: 5,
        hires: 1,
        days_to_shortlist: 2,
        days_to_hire: 6,
      },
    ]);
    const narrowed = await report('time_to_hire_jobs', `&client=${c1.id}`);
    expect(narrowed.rows.map((row) => row.job)).toEqual(['Forklift Operator']);
    const byDesignation = await report('time_to_hire_designations', '&lang=ar');
    expect(byDesignation.rows.map((row) => [row.designation, row.hires])).toEqual([
      [designation.nameAr, 3],
      ['Forklift driver', 1],
    ]);
  });

  it('counts hires per month on the jobs in scope only', async () => {
    const placements = await report('placements');
    expect(placements.totals?.hires).toBe(4);
    expect(placements.rows.every((row) => typeof row.month === 'string')).toBe(true);
    expect((await report('placements', `&client=${c2.id}`)).totals?.hires).toBe(3);
  });

  it('counts submissions by client and what became of them, by sender when asked', async () => {
    const sent = await report('submissions_by_client');
    expect(sent.rows).toEqual([
      { client: 'Client One', sent: 3, interested: 1, interview: 0, not_suitable: 1, hired: 1 },
      { client: 'Client Two', sent: 2, interested: 0, interview: 1, not_suitable: 0, hired: 1 },
    ]);
    expect(sent.totals).toMatchObject({ sent: 5, hired: 2 });
    const colleague = await report('submissions_by_client', `&recruiter=${colleagueId}`);
    expect(colleague.rows).toEqual([
      { client: 'Client Two', sent: 1, interested: 0, interview: 0, not_suitable: 0, hired: 0 },
    ]);
    const c1Only = await report('submissions_by_client', `&client=${c1.id}`);
    expect(c1Only.rows.map((row) => row.client)).toEqual(['Client One']);
  });

  it("counts what each of the consultancy's people did, searches through the real route", async () => {
    const search = (page: number) =>
      call(t.app, { method: 'GET', url: `${API.talent.search}?page=${page}`, token: me.token });
    for (const page of [1, 2, 1]) expect((await search(page)).status).toBe(200);
    const activity = await report('recruiter_activity');
    expect(activity.rows).toEqual([
      {
        recruiter: 'Mariam Saeed',
        searches: 2,
        cvs_opened: 2,
        emails_sent: 3,
        interviews_set: 2,
        submissions: 4,
      },
      {
        recruiter: expect.stringContaining('@example.ae'),
        searches: 0,
        cvs_opened: 0,
        emails_sent: 1,
        interviews_set: 0,
        submissions: 1,
      },
    ]);
    expect(activity.totals).toMatchObject({ searches: 2, emails_sent: 4, submissions: 5 });
    const narrowed = await report('recruiter_activity', `&recruiter=${colleagueId}`);
    expect(narrowed.rows).toHaveLength(1);
  });

  it('counts candidates e-mailed with each template and those who answered', async () => {
    const responses = await report('template_responses');
    // A rate only of the mails that asked for an answer: an invitation to apply asks for none.
    expect(responses.rows).toEqual([
      { template: 'Availability check', sent: 3, responses: 2, response_rate: 66.7 },
      { template: 'Invitation to apply', sent: 1, responses: 0, response_rate: null },
    ]);
    const mine = await report('template_responses', `&recruiter=${me.user.id}`);
    expect(mine.rows.map((row) => row.template)).toEqual(['Availability check']);
  });

  it("shows another consultancy nothing of this one's", async () => {
    const other = await signedIn(t.app, t.database.db, 'consultancy');
    for (const key of ['submissions_by_client', 'recruiter_activity', 'template_responses'])
      expect((await report(key, '', other.token)).rows).toEqual([]);
    expect((await report('placements', '', other.token)).totals?.hires).toBe(0);
    const refused = await call(t.app, {
      method: 'GET',
      url: '/api/reports/consultancy/funnel',
      token: (await signedIn(t.app, t.database.db, 'employer')).token,
    });
    expect(refused.status).toBe(403);
  });
});
