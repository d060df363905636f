import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import { REPORTS, REPORT_AUDIENCES, type ReportAudience } from '@logicareers/shared/reports';
import { ROLES, type Role } from '@logicareers/shared/roles';
import type { TReport, TReportOptions } from '@logicareers/shared/schemas/reports';
import { applications, candidateSubmissions } from '../../db/schema';
import { buildCandidate, buildClient, jobFactory, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { REPORT_REFUSALS } from './reports.access';

/** Who reads each audience's reports; every other role is refused. */
const READERS: Record<ReportAudience, Role[]> = {
  consultancy: ['consultancy', 'ats', 'consultancy_admin', 'master_admin'],
  employer: ['employer'],
  site: ['master_admin'],
  candidate: ['candidate'],
};

describe.each(DATABASES)('who reads which report, and of whom (%s)', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const role of ROLES) tokens[role] = (await signedIn(t.app, t.database.db, role)).token;
  });
  afterAll(() => t?.close());

  const get = (url: string, token?: string) => call(t.app, { method: 'GET', url, token });

  it('answers every report, as table and CSV, to its readers only, and nothing to visitors', async () => {
    for (const audience of REPORT_AUDIENCES) {
      expect((await get(API.reports.options(audience))).status).toBe(401);
      for (const role of ROLES) {
        const allowed = READERS[audience].includes(role);
        const options = await get(API.reports.options(audience), tokens[role]);
        expect(options.status, `${role} options of ${audience}`).toBe(allowed ? 200 : 403);
        for (const report of REPORTS[audience]) {
          const url = `${API.reports.report(audience, report.key)}?preset=90d`;
          if (role === ROLES[0]) expect((await get(url)).status).toBe(401);
          const json = await get(url, tokens[role]);
          expect(json.status, `${role} reading ${audience}/${report.key}`).toBe(
            allowed ? 200 : 403,
          );
          if (!allowed) {
            expect(json.body.message).toBe(REPORT_REFUSALS[audience]);
            continue;
          }
          // Every row has exactly the columns the report declares.
          const keys = report.columns.map((column) => column.key).sort();
          for (const row of (json.body.data as TReport).rows)
            expect(Object.keys(row).sort()).toEqual(keys);
          const csv = await get(
            `${API.reports.csv(audience, report.key)}?preset=90d&lang=ar`,
            tokens[role],
          );
          expect(csv.status, `${role} CSV of ${audience}/${report.key}`).toBe(200);
          expect(String(csv.headers['content-type'])).toContain('text/csv');
        }
      }
    }
  });

  it("keeps each company's numbers and choices to itself", async () => {
    const db = t.database.db;
    const jobs = await jobFactory(t.app);
    const mine = await signedIn(t.app, db, 'employer');
    const theirs = await signedIn(t.app, db, 'employer');
    const myJob = await jobs.create(mine.token, { title: 'Reach Truck Driver' });
    const theirJob = await jobs.create(theirs.token, { title: 'Cold Store Supervisor' });
    const candidate = await buildCandidate(db);
    await db.insert(applications).values([
      { jobId: myJob, candidateId: candidate.id },
      { jobId: theirJob, candidateId: candidate.id, status: 'hired' },
    ]);

    const options = (await get(API.reports.options('employer'), mine.token)).body
      .data as TReportOptions;
    expect(options.jobs.map((job) => job.id)).toEqual([myJob]);
    const performance = (
      await get(`${API.reports.report('employer', 'job_performance')}?preset=30d`, mine.token)
    ).body.data as TReport;
    expect(performance.rows.map((row) => row.job)).toEqual(['Reach Truck Driver']);
    // Asking for another company's job by its id finds nothing of it.
    const foreign = (
      await get(
        `${API.reports.report('employer', 'funnel')}?preset=30d&job=${theirJob}`,
        mine.token,
      )
    ).body.data as TReport;
    expect(foreign.rows.every((row) => !row.applications)).toBe(true);

    // A consultancy's recruiters see their own clients and submissions, never another's.
    const us = await signedIn(t.app, db, 'consultancy');
    const them = await signedIn(t.app, db, 'consultancy');
    const ourClient = await buildClient(db, us.user.companyId);
    const theirClient = await buildClient(db, them.user.companyId);
    await jobs.create(us.token, { title: 'Our Picker', client_company_id: ourClient.id });
    await db.insert(candidateSubmissions).values({
      consultancyId: them.user.companyId!,
      clientId: theirClient.id,
      candidateId: candidate.id,
      sentBy: them.user.id,
      tokenHash: randomUUID(),
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    });
    const ourOptions = (await get(API.reports.options('consultancy'), us.token)).body
      .data as TReportOptions;
    expect(ourOptions.clients.map((client) => client.id)).toEqual([ourClient.id]);
    expect(ourOptions.recruiters.map((person) => person.id)).toEqual([us.user.id]);
    const sent = (
      await get(
        `${API.reports.report('consultancy', 'submissions_by_client')}?preset=30d`,
        us.token,
      )
    ).body.data as TReport;
    expect(sent.rows).toEqual([]);
  });
});
