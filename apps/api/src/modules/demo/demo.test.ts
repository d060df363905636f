import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { ANSWERS } from '@logicareers/shared/messages';
import type { TJobSearchResult } from '@logicareers/shared/schemas/jobs';
import { ConfigError, loadEnv } from '../../config/env';
import { rowsOf } from '../../db/rows';
import { outbox, users } from '../../db/schema';
import { deliverDueMail, enqueueMail } from '../mail/outbox';
import { demoMailbox } from './demo-mailbox';
import { prepareDatabase } from '../../setup';
import { signedIn, TEST_PASSWORD } from '../../test/factories';
import { call, DATABASES, LOGIN_PATH, startTestApp, type TestApp } from '../../test/harness';
import { diskFileStore } from '../files/file-store';

describe.each(DATABASES)('demo accounts outside demo mode (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const restart = (settings: Record<string, string>) =>
    prepareDatabase(t.database, loadEnv(settings), diskFileStore(t.env.DATA_DIR));

  it('a production start refuses a database whose demo accounts can sign in, and says the way out', async () => {
    const demo = await signedIn(t.app, t.database.db, 'master_admin', {
      email: 'admin@demo.logicareers.ae',
    });
    const applicant = await signedIn(t.app, t.database.db, 'candidate', {
      email: 'aisha.rahman@demo-candidates.logicareers.ae',
    });
    const refused = await restart({ NODE_ENV: 'production' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConfigError);
    const message = (refused as ConfigError).message;
    expect(message).toMatch(
      /2 active demo accounts, whose password is published, but DEMO is false/,
    );
    expect(message).toContain('Set DEMO=true');
    expect(message).toContain('DISABLE_DEMO_ACCOUNTS=true');
    // Nothing was changed by the refusal.
    expect((await call(t.app, { method: 'GET', url: API.me, token: demo.token })).status).toBe(200);

    // Asked for, the demo runs in production too.
    await expect(restart({ NODE_ENV: 'production', DEMO: 'true' })).resolves.toBeTruthy();

    // The way out: the demo accounts are disabled and signed out, and the start goes on.
    const started = await restart({ NODE_ENV: 'production', DISABLE_DEMO_ACCOUNTS: 'true' });
    expect(started.demoAccountsDisabled).toBe(2);
    for (const { token } of [demo, applicant])
      expect((await call(t.app, { method: 'GET', url: API.me, token })).status).toBe(401);
    const again = await call(t.app, {
      method: 'POST',
      url: LOGIN_PATH.admin,
      payload: { email: demo.user.email, password: TEST_PASSWORD },
    });
    expect(again.body).toEqual({ message: ANSWERS.accountDisabled, code: 'FORBIDDEN' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, demo.user.id));
    expect(row.status).toBe('disabled');

    // Disabled demo accounts no longer stop a start.
    await expect(restart({ NODE_ENV: 'production' })).resolves.toMatchObject({
      demoAccountsDisabled: 0,
    });
  });

  it('a database without demo accounts starts with DEMO off', async () => {
    await signedIn(t.app, t.database.db, 'master_admin');
    await expect(restart({ NODE_ENV: 'production' })).resolves.toMatchObject({
      demoSeeded: false,
    });
  });
});

describe.each(DATABASES)('the demo job board (%s)', (kind) => {
  let t: TestApp;
  // Seeding the demo's months of history takes a minute on a quiet machine, longer on a busy one.
  beforeAll(async () => {
    t = await startTestApp(kind, { DEMO: 'true' });
  }, 300_000);
  afterAll(() => t?.close());

  const titles = async (query: Record<string, string>) => {
    const res = await call(t.app, { method: 'GET', url: API.jobs.search, query });
    expect(res.status).toBe(200);
    return (res.body.data as TJobSearchResult).items.map((job) => job.title);
  };

  it('has jobs written in Arabic and in both languages, found by Arabic words', async () => {
    const warehouses = await titles({ q: 'مستودعات' });
    expect(warehouses).toEqual(
      expect.arrayContaining(['مشرف مستودعات', 'Cold Chain Supervisor / مشرف سلسلة التبريد']),
    );
    expect(await titles({ q: 'سائق شاحنة' })).toContain('سائق شاحنة ثقيلة');
    // English keywords find the bilingual jobs by their English text.
    const english = await titles({ q: 'sea freight shipments' });
    expect(english).toContain('Logistics Coordinator - منسق لوجستي');
  });

  const one = async <T>(query: ReturnType<typeof sql>) =>
    rowsOf<T>(await t.database.db.execute(query))[0];

  it('has months of history: applications moved on in order, hires, interviews, invoices', async () => {
    const months = (table: string, column: string) =>
      one<{ n: number }>(
        sql.raw(
          `select count(distinct date_trunc('month', ${column}))::int as n from ${table} where ${column} > now() - interval '6 months'`,
        ),
      );
    expect((await months('applications', 'created_at')).n).toBeGreaterThanOrEqual(5);
    expect((await months('candidate_submissions', 'created_at')).n).toBeGreaterThanOrEqual(5);
    expect((await months('invoices', 'issued_on')).n).toBeGreaterThanOrEqual(5);
    expect((await months('interviews', 'starts_at')).n).toBeGreaterThanOrEqual(4);
    const counts = await one<{ hired: number; closed: number; applications: number }>(sql`
      select (select count(*) from applications where status = 'hired')::int as hired,
             (select count(*) from jobs where status = 'closed')::int as closed,
             (select count(*) from applications)::int as applications`);
    expect(counts.hired).toBeGreaterThanOrEqual(20);
    expect(counts.closed).toBeGreaterThanOrEqual(50);
    expect(counts.applications).toBeGreaterThanOrEqual(800);
    // Applicants came by different ways, and recruiters rated those they looked at.
    const cards = await one<{ sources: number; rated: number; unseenRated: number }>(sql`
      select count(distinct source)::int as sources,
             count(rating)::int as rated,
             count(rating) filter (where status = 'applied')::int as "unseenRated"
      from applications`);
    expect(cards.sources).toBeGreaterThanOrEqual(4);
    expect(cards.rated).toBeGreaterThanOrEqual(100);
    expect(cards.unseenRated).toBe(0);
    // Nothing happens before the job was published or after now, and stages follow each other.
    const wrong = await one<{ early: number; late: number; unordered: number }>(sql`
      select count(*) filter (where a.created_at < j.published_at)::int as early,
             count(*) filter (where e.created_at > now())::int as late,
             count(*) filter (where e.created_at < a.created_at)::int as unordered
      from application_events e
      join applications a on a.id = e.application_id
      join jobs j on j.id = a.job_id`);
    expect(wrong).toEqual({ early: 0, late: 0, unordered: 0 });
    // An interview that happened has its outcome; every application past the interview had one.
    const interviews = await one<{ undecided: number; missing: number }>(sql`
      select (select count(*) from interviews
               where status = 'completed' and outcome is null)::int as undecided,
             (select count(*) from applications a
               where a.status in ('offered', 'hired')
                 and not exists (select 1 from interviews i where i.application_id = a.id)
                 and exists (select 1 from application_events e
                   where e.application_id = a.id and e.to_status = 'interview'
                     and e.created_at > now() - interval '1 year')
                 and a.candidate_id in (select id from users where email like 'talent.%'))::int
               as missing`);
    expect(interviews).toEqual({ undecided: 0, missing: 0 });
    // Invoices are numbered in the order they were issued, without gaps.
    const invoices = await one<{ n: number; max: number; disorder: number }>(sql`
      select count(*)::int as n, max(number)::int as max,
             count(*) filter (where issued_on < lag)::int as disorder
      from (select number, issued_on,
                   lag(issued_on) over (order by number) as lag from invoices) x`);
    expect(invoices.max).toBe(invoices.n);
    expect(invoices.disorder).toBe(0);
  });

  it('has months of what the reports count: job views, CV searches, e-mail answers, invoices', async () => {
    // Job pages were seen from all sources for months, more than the jobs were applied to.
    const views = await one<{
      months: number;
      sources: number;
      views: number;
      applied: number;
    }>(sql`
      select count(distinct date_trunc('month', day))
               filter (where day > current_date - 183)::int as months,
             count(distinct source)::int as sources,
             sum(views)::int as views,
             (select count(*) from applications)::int as applied
      from job_views`);
    expect(views.months).toBeGreaterThanOrEqual(5);
    expect(views.sources).toBe(4);
    expect(views.views).toBeGreaterThan(views.applied * 10);
    expect(views.views).toBeLessThan(views.applied * 40);
    // Recruiters searched CVs on most working days, never before they joined.
    const searches = await one<{ months: number; early: number; perDay: number }>(sql`
      select count(distinct date_trunc('month', s.day))
               filter (where s.day > current_date - 183)::int as months,
             count(*) filter (where s.day < (u.created_at at time zone 'Asia/Dubai')::date)::int
               as early,
             avg(s.count)::float8 as "perDay"
      from staff_activity s join users u on u.id = s.user_id
      where s.kind = 'cv_search'`);
    expect(searches.months).toBeGreaterThanOrEqual(5);
    expect(searches.early).toBe(0);
    expect(searches.perDay).toBeGreaterThanOrEqual(3);
    // Several templates asking for an answer were sent for months, and answered believably.
    const templates = rowsOf<{ name: string; months: number; sent: number; answered: number }>(
      await t.database.db.execute(sql`
        select t.name, count(distinct date_trunc('month', e.created_at))::int as months,
               count(e.id)::int as sent, count(r.candidate_email_id)::int as answered
        from email_templates t
        join candidate_emails e on e.template_id = t.id
        left join email_responses r on r.candidate_email_id = e.id
        where e.response_token_hash is not null and e.created_at > now() - interval '6 months'
        group by t.name`),
    );
    const steady = templates.filter((row) => row.months >= 5);
    expect(steady.length).toBeGreaterThanOrEqual(3);
    for (const row of steady) {
      expect(row.answered / row.sent).toBeGreaterThanOrEqual(0.1);
      expect(row.answered / row.sent).toBeLessThanOrEqual(0.6);
    }
    // Invoices were issued in at least five of the last six months.
    const invoiced = await one<{ months: number }>(sql`
      select count(distinct date_trunc('month', issued_on))::int as months from invoices
      where issued_on >= date_trunc('month', current_date) - interval '5 months'`);
    expect(invoiced.months).toBeGreaterThanOrEqual(5);
    // Applicants came every way a candidate can, and by recruiters.
    const sources = await one<{ n: number }>(sql`
      select count(distinct source)::int as n from applications`);
    expect(sources.n).toBe(5);
    // People began to get job alerts over the months, each after they joined.
    const alerts = await one<{ months: number; early: number }>(sql`
      select count(distinct date_trunc('month', a.created_at))::int as months,
             count(*) filter (where a.created_at < u.created_at)::int as early
      from job_alerts a join users u on u.id = a.user_id`);
    expect(alerts).toEqual({ months: expect.any(Number), early: 0 });
    expect(alerts.months).toBeGreaterThanOrEqual(4);
    // The outbox keeps the last months' mail: sent week after week, a few given up on.
    const mail = await one<{ weeks: number; failed: number }>(sql`
      select count(distinct date_trunc('week', sent_at))::int as weeks,
             count(*) filter (where status = 'failed')::int as failed
      from outbox where created_at > now() - interval '90 days'`);
    expect(mail.weeks).toBeGreaterThanOrEqual(10);
    expect(mail.failed).toBeGreaterThan(0);
  });
});

describe.each(DATABASES)("the demo's mailbox (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { DEMO: 'true' });
  });
  afterAll(() => t?.close());

  it('shows an administrator each e-mail as sent, its link and code in it', async () => {
    const to = `reader-${Date.now()}@example.ae`;
    const link = 'https://demo.logicareers.ae/unauth/interview-response/abc123secret';
    await enqueueMail(t.database.db, {
      kind: 'interview_invitation',
      to,
      subject: 'Your interview',
      text: `Answer here: ${link}`,
      secrets: ['abc123secret'],
    });
    while ((await deliverDueMail(t.database.db, demoMailbox)).claimed > 0);
    // The outbox shows it sent.
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, to));
    expect(row.status).toBe('sent');
    expect(row.text).not.toContain('abc123secret');
    const admin = await signedIn(t.app, t.database.db, 'master_admin');
    const read = await call(t.app, {
      method: 'GET',
      url: API.demoMailbox,
      query: { to },
      token: admin.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual([
      expect.objectContaining({ to, subject: 'Your interview', text: `Answer here: ${link}` }),
    ]);
    // Nobody else reads it.
    const employer = await signedIn(t.app, t.database.db, 'employer');
    expect(
      (await call(t.app, { method: 'GET', url: API.demoMailbox, token: employer.token })).status,
    ).toBe(403);
    expect((await call(t.app, { method: 'GET', url: API.demoMailbox })).status).toBe(401);
  });
});
