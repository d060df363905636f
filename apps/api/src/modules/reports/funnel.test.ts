import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TEXTS } from '@logicareers/shared/report-texts';
import { reportRange } from '@logicareers/shared/reports';
import { type TReportQuery, ZReportQuery } from '@logicareers/shared/schemas/reports';
import { applicationEvents, applications, jobs } from '../../db/schema';
import { buildCandidate, buildClient, buildCompany, dayFromNow } from '../../test/factories';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { funnelRows } from './funnel';
import type { ReportScope } from './reports.access';

/** A moment `days` before now. */
const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

describe.each(DATABASES)('the hiring funnel of any scope (%s)', (kind) => {
  let t: TestApp;
  let consultancy: number;
  let clients: { a: number; b: number };
  let employer: number;

  /** The funnel's applications per stage, for the scope and question. */
  const funnel = async (scope: ReportScope, question: TReportQuery = {}) => {
    const query = ZReportQuery.parse(question);
    const rows = await funnelRows({
      db: t.database.db,
      scope,
      ...reportRange(query),
      query,
      lang: 'en',
      texts: REPORT_TEXTS.en,
    });
    return rows.map((row) => row.applications);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    consultancy = (await buildCompany(db, { kind: 'consultancy' })).id;
    clients = {
      a: (await buildClient(db, consultancy)).id,
      b: (await buildClient(db, consultancy)).id,
    };
    employer = (await buildCompany(db)).id;
    const job = async (companyId: number, clientCompanyId: number | null = null) => {
      const [row] = await db
        .insert(jobs)
        .values({
          companyId,
          clientCompanyId,
          status: 'published',
          title: 'Warehouse Supervisor',
          employmentType: 'full_time',
          description: '<p>Night shift in a bonded warehouse.</p>',
          validThrough: dayFromNow(30),
        })
        .returning({ id: jobs.id });
      return row.id;
    };
    // The consultancy's job for client A, client B's own job, and an employer it does not manage.
    const [forA, ofB, elsewhere] = [
      await job(consultancy, clients.a),
      await job(clients.b),
      await job(employer),
    ];
    const candidates = await Promise.all(Array.from({ length: 4 }, () => buildCandidate(db)));
    const apply = async (jobId: number, i: number, status: string, moves: string[] = []) => {
      const [row] = await db
        .insert(applications)
        .values({ jobId, candidateId: candidates[i].id, status, createdAt: ago(5) })
        .returning({ id: applications.id });
      if (moves.length)
        await db
          .insert(applicationEvents)
          .values(
            moves.map((toStatus) => ({ applicationId: row.id, toStatus, createdAt: ago(4) })),
          );
    };
    // For A: one at interview now, one new. Of B: offered, then not selected. Elsewhere: hired.
    await apply(forA, 0, 'interview');
    await apply(forA, 1, 'applied');
    await apply(ofB, 2, 'rejected', ['shortlisted', 'offered', 'rejected']);
    await apply(elsewhere, 3, 'hired', ['hired']);
  });
  afterAll(() => t?.close());

  it("counts the consultancy's and its clients' jobs, narrowed to a client", async () => {
    const scope: ReportScope = { audience: 'consultancy', consultancyId: consultancy };
    expect(await funnel(scope)).toEqual([3, 2, 2, 1, 0]);
    expect(await funnel(scope, { client: clients.a })).toEqual([2, 1, 1, 0, 0]);
    expect(await funnel(scope, { client: clients.b })).toEqual([1, 1, 1, 1, 0]);
    expect(await funnel(scope, { client: employer })).toEqual([0, 0, 0, 0, 0]);
  });

  it("counts an employer's own jobs only, and nothing outside the range", async () => {
    expect(await funnel({ audience: 'employer', companyId: employer })).toEqual([1, 1, 1, 1, 1]);
    expect(await funnel({ audience: 'employer', companyId: clients.b })).toEqual([1, 1, 1, 1, 0]);
    const before = { preset: 'custom', from: '2020-01-01', to: '2020-01-31' } as const;
    expect(await funnel({ audience: 'employer', companyId: employer }, before)).toEqual([
      0, 0, 0, 0, 0,
    ]);
  });
});
