import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { JobStatus, TJobSearchResult } from '@logicareers/shared/schemas/jobs';
import { todayInUae, uaeDateInDays } from '@logicareers/shared/uae-date';
import { rowsOf } from '../../db/rows';
import { jobs } from '../../db/schema';
import { buildCompany, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { loadTaxonomy } from '../master-data/taxonomy.query';
import { generateJob, seededRandom } from './job-generator';
import { jobIsLive, jobStatus, uaeToday } from './jobs.policy';

describe.each(DATABASES)('the jobs policy (%s)', (kind) => {
  let t: TestApp;
  let employer: { token: string; companyId: number };
  /** Two published jobs: one on its last day in the UAE, one a day past it. */
  let lastDay: number;
  let dayPast: number;
  const word = `zq${Date.now().toString(36).replace(/\d/g, 'k')}`;
  const title = `Customs Clearance Officer ${word}`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    const company = await buildCompany(db);
    employer = {
      token: (await signedIn(t.app, db, 'employer', { companyId: company.id })).token,
      companyId: company.id,
    };
    const random = seededRandom(12);
    const taxonomy = await loadTaxonomy(db);
    const job = (validThrough: string) => ({
      ...generateJob(random, taxonomy, { companyId: company.id }),
      title,
      validThrough,
    });
    [{ id: lastDay }, { id: dayPast }] = await db
      .insert(jobs)
      .values([job(todayInUae()), job(uaeDateInDays(-1))])
      .returning({ id: jobs.id });
  });
  afterAll(() => t?.close());

  it("reads today as the UAE date, whatever the database's own time zone", async () => {
    let differed = false;
    // Between them, these zones are on another date than the UAE (UTC+4) at every hour of the day:
    // UTC+14 from 10:00 to 20:00 UTC, UTC-12 from 20:00 to 12:00 UTC (neither keeps summer time).
    for (const zone of ['Pacific/Kiritimati', 'Etc/GMT+12', 'UTC']) {
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local time zone '${zone}'`));
        const [day] = rowsOf<{ uae: string; local: string }>(
          await tx.execute(sql`select ${uaeToday}::text as uae, current_date::text as local`),
        );
        expect(day.uae, zone).toBe(todayInUae());
        if (day.local !== day.uae) differed = true;
        const rows = await tx
          .select({ id: jobs.id, live: sql<boolean>`${jobIsLive()}`, status: jobStatus() })
          .from(jobs)
          .where(eq(jobs.title, title))
          .orderBy(jobs.id);
        expect(rows, zone).toEqual([
          { id: lastDay, live: true, status: 'published' },
          { id: dayPast, live: false, status: 'expired' },
        ]);
      });
    }
    expect(differed).toBe(true);
  });

  it('keeps a job live through its last UAE day on every page, and expired the day after', async () => {
    const view = (id: number) => call(t.app, { method: 'GET', url: `/api/jobs/${id}` });
    expect((await view(lastDay)).body.data).toMatchObject({ status: 'published' });
    // The day after, its page stays and says it has expired (decision 039).
    expect((await view(dayPast)).body.data).toMatchObject({ status: 'expired' });

    const search = await call(t.app, {
      method: 'GET',
      url: '/api/jobs/search',
      query: { q: word },
    });
    expect((search.body.data as TJobSearchResult).items.map((job) => job.id)).toEqual([lastDay]);

    const managed = await call(t.app, { method: 'GET', url: '/api/jobs/', token: employer.token });
    const body = managed.body.data as {
      items: { id: number; status: JobStatus }[];
      counts: Record<JobStatus, number>;
    };
    expect(
      body.items.map(({ id, status }) => ({ id, status })).sort((a, b) => a.id - b.id),
    ).toEqual([
      { id: lastDay, status: 'published' },
      { id: dayPast, status: 'expired' },
    ]);
    expect(body.counts).toEqual({ draft: 0, published: 1, closed: 0, expired: 1 });
  });
});
