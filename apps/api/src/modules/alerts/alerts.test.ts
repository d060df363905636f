import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ANSWERS } from '@logicareers/shared/messages';
import { ALERT_MESSAGES, MAX_JOB_ALERTS, type TJobAlert } from '@logicareers/shared/schemas/alerts';
import { alertDigests, alertRuns, jobAlerts, jobs, outbox, users } from '../../db/schema';
import { writeComposedMail } from '../../test/composed-mail';
import { jobFactory, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { startWorker } from '../../worker/worker';
import { deliverDueMail, messageToSend } from '../mail/outbox';
import { digestComposer, runAlertDigests, writeDigests } from './alerts.digest';
import { matchAlerts } from './alerts.matcher';
import { lastCompletedPeriod } from './alerts.periods';
import { uniqueWord } from '../jobs/unique-word';

const APP_URL = 'https://jobs.example.ae';

const DAY = 86_400_000;

/** The world of one database: master data, an employer, and helpers to publish jobs and run passes. */
async function world(t: TestApp) {
  const jobMaker = await jobFactory(t.app);
  const { lists: master, idOf } = jobMaker;
  const employer = await signedIn(t.app, t.database.db, 'employer');

  /** Publishes a job (a warehouse supervisor in JAFZA unless told otherwise), at `publishedAt` when given. */
  const publish = async (overrides: Record<string, unknown> = {}, publishedAt?: Date) => {
    const id = await jobMaker.create(employer.token, overrides);
    if (publishedAt) await t.database.db.update(jobs).set({ publishedAt }).where(eq(jobs.id, id));
    return id;
  };

  // Simulated days: day k is the daily period that starts k - 1 days after the one holding "now".
  // Each test takes days of its own, so passes never overlap; jobs are dated into those days.
  const base = lastCompletedPeriod('daily', new Date()).end.getTime();
  let lastDay = 1;
  const nextDay = () => {
    lastDay += 1;
    return lastDay;
  };
  const during = (day: number, hour = 1) => new Date(base + (day - 1) * DAY + hour * 3_600_000);
  /** The digest pass as the worker runs it just after day `day` has ended. */
  const passAfter = (day: number) =>
    runAlertDigests(t.database.db, { now: new Date(base + day * DAY + 60_000) });

  const candidate = async () => {
    const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
    const create = async (payload: Record<string, unknown>) => {
      const res = await call(t.app, { method: 'POST', url: '/api/jobs/alert', token, payload });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data as TJobAlert;
    };
    const list = async () => {
      const res = await call(t.app, { method: 'GET', url: '/api/jobs/alert', token });
      expect(res.status).toBe(200);
      return res.body.data as TJobAlert[];
    };
    return { user, token, create, list };
  };
  /** The e-mails to an address, newest first, as they are sent (with their links' tokens). */
  const mailsTo = async (to: string) => {
    await writeComposedMail(t.database.db, APP_URL);
    return (
      await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, to.toLowerCase()))
        .orderBy(desc(outbox.createdAt))
    ).map((row) => ({ ...row, ...messageToSend(row) }));
  };
  /** The digests of alerts, by alert id. */
  const digestOf = async (alertIds: string[]) => {
    const rows = await t.database.db
      .select()
      .from(alertDigests)
      .where(inArray(alertDigests.alertId, alertIds));
    return Object.fromEntries(rows.map((row) => [row.alertId, row]));
  };
  return { master, idOf, publish, nextDay, during, passAfter, candidate, mailsTo, digestOf };
}

/** What a digest e-mail lists for each alert, by alert name: the count and the jobs' ids, sorted. */
function sectionsOf(text: string) {
  const sections: Record<string, { total: number; jobs: number[] }> = {};
  for (const part of text.split('\n\n')) {
    const head = /^(.+): ([\d,]+) new jobs?$/.exec(part.split('\n')[0]);
    if (!head) continue;
    sections[head[1]] = {
      total: Number(head[2].replace(/,/g, '')),
      jobs: [...part.matchAll(/\/unauth\/jobs\/view\/(\d+)/g)]
        .map((m) => Number(m[1]))
        .sort((x, y) => x - y),
    };
  }
  return sections;
}

describe.each(DATABASES)('job alerts (%s)', (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await world(t);
  });
  afterAll(() => t?.close());

  describe('managing alerts', () => {
    it('a candidate creates, lists, edits, pauses and deletes alerts', async () => {
      const me = await w.candidate();
      expect(await me.list()).toEqual([]);
      const dubai = w.idOf('state', 'Dubai');
      const jafza = w.idOf('state', 'Jebel Ali Free Zone (JAFZA)');
      const created = await me.create({
        name: '  Warehouse in Dubai ',
        keywords: ' warehouse -driver ',
        state: [jafza, dubai, dubai],
        functional_area: [w.idOf('functional_area', 'Warehousing and 3PL')],
        employment_type: ['full_time', 'contract'],
        experience: 3,
        salary_min: '7000',
      });
      expect(created).toMatchObject({
        name: 'Warehouse in Dubai',
        keywords: 'warehouse -driver',
        state: [dubai, jafza].sort((a, b) => a - b),
        functional_area: [w.idOf('functional_area', 'Warehousing and 3PL')],
        designation: [],
        industry: [],
        employment_type: ['contract', 'full_time'],
        experience: 3,
        salary_min: 7000,
        frequency: 'daily',
        paused: false,
        last_sent: null,
      });
      // A form's comma lists work too, and weekly is kept.
      const second = await me.create({
        name: 'Forwarding',
        keywords: '"freight forwarding"',
        designation: `${w.idOf('designation', 'Freight Forwarding Executive')}`,
        frequency: 'weekly',
      });
      expect(second.designation).toEqual([w.idOf('designation', 'Freight Forwarding Executive')]);
      expect((await me.list()).map((a) => a.name)).toEqual(['Forwarding', 'Warehouse in Dubai']);

      const edited = await call(t.app, {
        method: 'PUT',
        url: `/api/jobs/alert/${created.id}`,
        token: me.token,
        payload: { name: 'Warehouse anywhere', keywords: 'warehouse', frequency: 'weekly' },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body).toMatchObject({
        message: ALERT_MESSAGES.saved,
        data: {
          id: created.id,
          name: 'Warehouse anywhere',
          keywords: 'warehouse',
          state: [],
          employment_type: [],
          experience: null,
          salary_min: null,
          frequency: 'weekly',
          paused: false,
        },
      });
      const paused = await call(t.app, {
        method: 'PUT',
        url: `/api/jobs/alert/${created.id}`,
        token: me.token,
        payload: { name: 'Warehouse anywhere', keywords: 'warehouse', paused: true },
      });
      expect((paused.body.data as TJobAlert).paused).toBe(true);
      // Leaving `paused` out keeps it as it is.
      const renamed = await call(t.app, {
        method: 'PUT',
        url: `/api/jobs/alert/${created.id}`,
        token: me.token,
        payload: { name: 'Warehouse (paused)', keywords: 'warehouse' },
      });
      expect((renamed.body.data as TJobAlert).paused).toBe(true);

      const removed = await call(t.app, {
        method: 'DELETE',
        url: `/api/jobs/alert/${created.id}`,
        token: me.token,
      });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: ALERT_MESSAGES.deleted, data: null });
      expect((await me.list()).map((a) => a.id)).toEqual([second.id]);
      const again = await call(t.app, {
        method: 'DELETE',
        url: `/api/jobs/alert/${created.id}`,
        token: me.token,
      });
      expect(again.status).toBe(404);
    });

    it('answers bad input with 400 and a message per field', async () => {
      const me = await w.candidate();
      const post = (payload: unknown) =>
        call(t.app, {
          method: 'POST',
          url: '/api/jobs/alert',
          token: me.token,
          payload: payload as object,
        });
      const empty = await post({});
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({
        message: {
          name: ALERT_MESSAGES.nameRequired,
          keywords: ALERT_MESSAGES.criteriaRequired,
        },
        code: 'VALIDATION',
      });
      const bad = await post({
        name: 'x'.repeat(81),
        keywords: 'warehouse',
        state: [1.5],
        employment_type: ['full_time', 'gig'],
        experience: 60,
        salary_min: 'lots',
        frequency: 'hourly',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toEqual({
        name: ALERT_MESSAGES.nameTooLong,
        state: 'state must be a list of ids',
        employment_type: expect.stringMatching(/^employment_type must be one of full_time/),
        experience: 'experience must be a whole number from 0 to 50',
        salary_min: 'salary_min must be a whole number from 0 to 1000000',
        frequency: ALERT_MESSAGES.frequency,
      });
      // Ids that exist but are not of the filter's kind, or do not exist.
      const wrongKind = await post({
        name: 'Mixed up',
        state: [w.idOf('designation', 'Storekeeper')],
        industry: [2_000_000_000],
        functional_area: [w.idOf('functional_area', 'Cold Chain')],
      });
      expect(wrongKind.status).toBe(400);
      expect(wrongKind.body.message).toEqual({
        state: ALERT_MESSAGES.state,
        industry: ALERT_MESSAGES.industry,
      });
      const stopWords = await post({ name: 'Common', keywords: 'the and of' });
      expect(stopWords.status).toBe(400);
      expect(stopWords.body.message).toEqual({ keywords: ALERT_MESSAGES.keywordsTooCommon });
      const malformed = await call(t.app, {
        method: 'POST',
        url: '/api/jobs/alert',
        token: me.token,
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(malformed.status).toBe(400);
      expect(await me.list()).toEqual([]);
    });

    it(`keeps at most ${MAX_JOB_ALERTS} alerts per candidate`, async () => {
      const me = await w.candidate();
      for (let i = 0; i < MAX_JOB_ALERTS; i++)
        await me.create({ name: `Alert ${i}`, keywords: `word${i}` });
      const over = await call(t.app, {
        method: 'POST',
        url: '/api/jobs/alert',
        token: me.token,
        payload: { name: 'One too many', keywords: 'forklift' },
      });
      expect(over.status).toBe(409);
      expect(over.body).toEqual({ message: ALERT_MESSAGES.limitReached, code: 'CONFLICT' });
      expect(await me.list()).toHaveLength(MAX_JOB_ALERTS);
      // The cap is per candidate.
      const other = await w.candidate();
      await other.create({ name: 'Mine', keywords: 'forklift' });
    });

    it('an alert belongs to its candidate: others get 404, other roles 403, visitors 401', async () => {
      const owner = await w.candidate();
      const alert = await owner.create({ name: 'Private', keywords: 'customs' });
      const stranger = await w.candidate();
      const payload = { name: 'Taken over', keywords: 'customs' };
      for (const [method, body] of [
        ['PUT', payload],
        ['DELETE', undefined],
      ] as const) {
        const res = await call(t.app, {
          method,
          url: `/api/jobs/alert/${alert.id}`,
          token: stranger.token,
          payload: body,
        });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: ALERT_MESSAGES.notFound, code: 'NOT_FOUND' });
      }
      expect(await stranger.list()).toEqual([]);
      expect((await owner.list())[0]).toMatchObject({ id: alert.id, name: 'Private' });
      const notAnId = await call(t.app, {
        method: 'PUT',
        url: '/api/jobs/alert/not-a-uuid',
        token: owner.token,
        payload,
      });
      expect(notAnId.status).toBe(404);

      const employer = await signedIn(t.app, t.database.db, 'employer');
      const asEmployer = await call(t.app, {
        method: 'GET',
        url: '/api/jobs/alert',
        token: employer.token,
      });
      expect(asEmployer.status).toBe(403);
      expect(asEmployer.body).toEqual({ message: ANSWERS.forbidden, code: 'FORBIDDEN' });
      const visitor = await call(t.app, { method: 'POST', url: '/api/jobs/alert', payload });
      expect(visitor.status).toBe(401);
    });
  });

  describe('matching new jobs', () => {
    it('reads keywords as the job search does: words, "phrases", -exclusions and OR', async () => {
      const day = w.nextDay();
      const [a, b, c] = [uniqueWord(), uniqueWord(), uniqueWord()];
      const at = w.during(day);
      const reefer = await w.publish({ title: `${a} Reefer Supervisor` }, at);
      const reeferDriver = await w.publish(
        {
          title: `${a} Reefer Driver`,
          description: `<p>Drive the ${a} reefer trucks between the emirates, nights only.</p>`,
        },
        at,
      );
      const phrase = await w.publish(
        {
          title: 'Coordinator',
          description: `<p>Handle ${b} ${c} shipments for our clients across the GCC region.</p>`,
        },
        at,
      );
      const apart = await w.publish(
        {
          title: 'Coordinator',
          description: `<p>Handle ${c} cargo and ${b} paperwork for clients across the GCC.</p>`,
        },
        at,
      );
      const me = await w.candidate();
      const words = await me.create({ name: 'Words', keywords: `${a} reefer` });
      const exclusion = await me.create({ name: 'Exclusion', keywords: `${a} -driver` });
      const quoted = await me.create({ name: 'Phrase', keywords: `"${b} ${c}"` });
      const either = await me.create({ name: 'Either', keywords: `${a}reefer OR ${c}` });
      const none = await me.create({ name: 'Nothing', keywords: `${a} ${b}` });

      const [daily] = await w.passAfter(day);
      expect(daily).toMatchObject({ frequency: 'daily', already_done: false });
      const digests = await w.digestOf([words, exclusion, quoted, either, none].map((x) => x.id));
      expect(digests[words.id].jobCount).toBe(2);
      expect(digests[none.id]).toBeUndefined();
      const [only] = await w.mailsTo(me.user.email);
      const listed = sectionsOf(only.text);
      const sorted = (...ids: number[]) => ids.sort((x, y) => x - y);
      expect(listed.Words).toEqual({ total: 2, jobs: sorted(reefer, reeferDriver) });
      expect(listed.Exclusion).toEqual({ total: 1, jobs: [reefer] });
      expect(listed.Phrase).toEqual({ total: 1, jobs: [phrase] });
      expect(listed.Either).toEqual({ total: 2, jobs: sorted(phrase, apart) });
      expect(listed.Nothing).toBeUndefined();

      // One e-mail for the candidate, a part per alert with new jobs.
      const mail = await w.mailsTo(me.user.email);
      expect(mail).toHaveLength(1);
      expect(mail[0].subject).toBe('New jobs for 4 of your job alerts');
      for (const name of [
        'Words: 2 new jobs',
        'Exclusion: 1 new job',
        'Phrase: 1 new job',
        'Either: 2 new jobs',
      ])
        expect(mail[0].text).toContain(name);
      expect(mail[0].text).not.toContain('Nothing:');
      // A job's link says it came by an alert, so an application from it is counted as such.
      expect(mail[0].text).toContain(
        `https://jobs.example.ae/unauth/jobs/view/${reefer}?from=alert`,
      );
      const links = mail[0].text.match(/\/unauth\/jobs\/view\/\d+\S*/g) ?? [];
      expect(links).toHaveLength(6);
      expect(links.filter((link) => !link.endsWith('?from=alert'))).toEqual([]);
      expect(mail[0].text).toContain('https://jobs.example.ae/candidate/job-alert');
      expect(
        new Set([...mail[0].text.matchAll(/unsubscribe\?token=([\w-]+)/g)].map((m) => m[1])).size,
      ).toBe(4);
    });

    it('reads Arabic keywords as the job search does: Arabic words in Arabic text', async () => {
      const day = w.nextDay();
      const a = uniqueWord();
      const at = w.during(day);
      const arabic = await w.publish(
        {
          title: `مشرف مستودعات ${a}`,
          description: '<p>إدارة المستودعات وفريق أمناء المخازن في جبل علي.</p>',
          requirements: '<ul><li>خبرة ثلاث سنوات في مستودع</li></ul>',
          benefits: 'بدل سكن',
          designation_id: w.idOf('designation', 'Storekeeper'),
        },
        at,
      );
      const english = await w.publish(
        {
          title: `Stores Supervisor ${a}`,
          description: '<p>Run our warehouses and their team in Jebel Ali.</p>',
          designation_id: w.idOf('designation', 'Storekeeper'),
        },
        at,
      );
      const me = await w.candidate();
      const inArabic = await me.create({ name: 'Arabic', keywords: `${a} مستودع` });
      const inEnglish = await me.create({ name: 'English', keywords: `${a} warehouse` });
      await w.passAfter(day);
      const digests = await w.digestOf([inArabic.id, inEnglish.id]);
      expect(digests[inArabic.id].jobCount).toBe(1);
      expect(digests[inEnglish.id].jobCount).toBe(1);
      const [mail] = await w.mailsTo(me.user.email);
      const listed = sectionsOf(mail.text);
      expect(listed.Arabic).toEqual({ total: 1, jobs: [arabic] });
      expect(listed.English).toEqual({ total: 1, jobs: [english] });
    });

    it('applies each filter with the rules of the job search', async () => {
      const day = w.nextDay();
      const word = uniqueWord();
      const at = w.during(day);
      const title = (rest: string) => `${word} ${rest}`;
      const jafza = await w.publish({ title: title('JAFZA') }, at);
      const sharjah = await w.publish(
        {
          title: title('Sharjah'),
          state_id: w.idOf('state', 'SAIF Zone'),
          functional_area_id: w.idOf('functional_area', 'Cold Chain'),
          designation_id: w.idOf('designation', 'Cold Chain Supervisor'),
          industry_id: w.idOf('industry', 'Food and Beverage'),
          employment_type: 'contract',
          experience_min: 8,
          experience_max: 12,
          salary_min: 15000,
          salary_max: 20000,
        },
        at,
      );
      const hidden = await w.publish(
        {
          title: title('Hidden salary'),
          salary_min: 30000,
          salary_max: 40000,
          salary_hidden: true,
        },
        at,
      );
      const me = await w.candidate();
      const make = (name: string, filters: Record<string, unknown>) =>
        me.create({ name, keywords: word, ...filters });
      const alerts = {
        emirate: await make('Emirate', { state: [w.idOf('state', 'Dubai')] }),
        area: await make('Area', { state: [w.idOf('state', 'SAIF Zone')] }),
        twoEmirates: await make('Two emirates', {
          state: [w.idOf('state', 'Dubai'), w.idOf('state', 'Sharjah')],
        }),
        functionalArea: await make('Field', {
          functional_area: [w.idOf('functional_area', 'Cold Chain')],
        }),
        designation: await make('Designation', {
          designation: [w.idOf('designation', 'Warehouse Supervisor')],
        }),
        industry: await make('Industry', { industry: [w.idOf('industry', 'Food and Beverage')] }),
        type: await make('Type', { employment_type: ['contract', 'part_time'] }),
        experience: await make('Experience', { experience: 10 }),
        salary: await make('Salary', { salary_min: 12000 }),
        combined: await make('Combined', {
          state: [w.idOf('state', 'Dubai')],
          employment_type: ['contract'],
        }),
        filtersOnly: await me.create({
          name: 'Filters only',
          designation: [w.idOf('designation', 'Cold Chain Supervisor')],
          industry: [w.idOf('industry', 'Food and Beverage')],
          experience: 9,
          employment_type: ['contract'],
          salary_min: 20000,
          state: [w.idOf('state', 'SAIF Zone')],
        }),
      };
      await w.passAfter(day);
      const listed = sectionsOf((await w.mailsTo(me.user.email))[0].text);
      const jobsOf = (key: keyof typeof alerts) => listed[alerts[key].name]?.jobs ?? [];
      const sorted = (...ids: number[]) => ids.sort((x, y) => x - y);
      expect(jobsOf('emirate')).toEqual(sorted(jafza, hidden));
      expect(jobsOf('area')).toEqual([sharjah]);
      expect(jobsOf('twoEmirates')).toEqual(sorted(jafza, sharjah, hidden));
      expect(jobsOf('functionalArea')).toEqual([sharjah]);
      expect(jobsOf('designation')).toEqual(sorted(jafza, hidden));
      expect(jobsOf('industry')).toEqual([sharjah]);
      expect(jobsOf('type')).toEqual([sharjah]);
      expect(jobsOf('experience')).toEqual([sharjah]);
      // A hidden salary never meets a salary filter, as in the search.
      expect(jobsOf('salary')).toEqual([sharjah]);
      expect(jobsOf('combined')).toEqual([]);
      expect(jobsOf('filtersOnly')).toEqual([sharjah]);

      // The e-mail's link shows the same jobs in the search.
      const [mail] = await w.mailsTo(me.user.email);
      const link =
        /Field: 1 new job[\s\S]*?(https:\/\/jobs\.example\.ae\/unauth\/search-job\?\S+)/.exec(
          mail.text,
        )![1];
      const query = Object.fromEntries(new URL(link).searchParams);
      delete query.posted_within;
      const found = await call(t.app, {
        method: 'GET',
        url: '/api/jobs/search',
        query: { ...query, facets: 'false' },
      });
      expect((found.body.data as { items: { id: number }[] }).items.map((j) => j.id)).toEqual([
        sharjah,
      ]);
    });

    it('sends each candidate one e-mail per period, never twice, even after a restart', async () => {
      const day = w.nextDay();
      const word = uniqueWord();
      const me = await w.candidate();
      const first = await me.create({ name: 'First', keywords: word });
      const second = await me.create({ name: 'Second', keywords: `${word} supervisor` });
      const weekly = await me.create({ name: 'Weekly', keywords: word, frequency: 'weekly' });
      const job = await w.publish({ title: `${word} Supervisor` }, w.during(day));

      const [daily] = await w.passAfter(day);
      expect(daily).toMatchObject({
        already_done: false,
        digests: expect.any(Number),
        mails: expect.any(Number),
      });
      const afterFirst = await w.mailsTo(me.user.email);
      const dailyMails = afterFirst.filter((m) => m.subject !== '1 new job for “Weekly”');
      expect(dailyMails).toHaveLength(1);
      expect(dailyMails[0].subject).toBe('New jobs for 2 of your job alerts');

      // The same pass again, and a new worker instance after a "restart": nothing new.
      const again = await w.passAfter(day);
      expect(again.every((r) => r.already_done)).toBe(true);
      const worker = startWorker({
        db: t.database.db,
        transport: null,
        log: t.app.log,
        intervalMs: 3_600_000,
      });
      await worker.stop();
      await w.passAfter(day);
      // Even with the run record gone, the digest key refuses a second e-mail for the period.
      const period = lastCompletedPeriod(
        'daily',
        new Date(w.during(day + 1, 0).getTime() + 60_000),
      );
      await t.database.db
        .delete(alertRuns)
        .where(and(eq(alertRuns.frequency, 'daily'), eq(alertRuns.periodStart, period.start)));
      const rerun = await w.passAfter(day);
      expect(rerun[0]).toMatchObject({ already_done: false, digests: 0, mails: 0 });
      expect(await w.mailsTo(me.user.email)).toHaveLength(afterFirst.length);
      const digests = await w.digestOf([first.id, second.id]);
      expect(digests[first.id]).toMatchObject({ jobCount: 1, mailId: dailyMails[0].id });
      expect(digests[second.id]).toMatchObject({ jobCount: 1, mailId: dailyMails[0].id });
      expect(sectionsOf(dailyMails[0].text)).toEqual({
        First: { total: 1, jobs: [job] },
        Second: { total: 1, jobs: [job] },
      });

      // The next day brings only that day's jobs.
      const nextDay = w.nextDay();
      const later = await w.publish(
        {
          title: `${word} Forklift Operator`,
          designation_id: w.idOf('designation', 'Forklift Operator'),
        },
        w.during(nextDay),
      );
      await w.passAfter(nextDay);
      const afterSecond = await w.mailsTo(me.user.email);
      const newest = afterSecond.filter((m) => !afterFirst.some((old) => old.id === m.id));
      const newDaily = newest.filter((m) => !m.subject.includes('Weekly'));
      expect(newDaily).toHaveLength(1);
      expect(newDaily[0].subject).toBe('1 new job for “First”');
      expect(newDaily[0].text).toContain(`/unauth/jobs/view/${later}`);
      expect(newDaily[0].text).not.toMatch(new RegExp(`/unauth/jobs/view/${job}\\b`));

      // The weekly alert gets one e-mail for its week, with both jobs once the week is over.
      for (let i = 0; i < 8; i++) await w.passAfter(w.nextDay());
      const weeklyMails = (await w.mailsTo(me.user.email)).filter((m) =>
        m.subject.includes('“Weekly”'),
      );
      const weeklyJobs = weeklyMails.flatMap((m) => sectionsOf(m.text).Weekly.jobs);
      expect(weeklyJobs.sort((x, y) => x - y)).toEqual([job, later].sort((x, y) => x - y));
      const weeklyDigests = await t.database.db
        .select()
        .from(alertDigests)
        .where(eq(alertDigests.alertId, weekly.id));
      expect(weeklyDigests).toHaveLength(weeklyMails.length);
    });

    it('an alert deleted while the pass runs is left out, and the pass goes on', async () => {
      const day = w.nextDay();
      const word = uniqueWord();
      const leaving = await w.candidate();
      const staying = await w.candidate();
      await leaving.create({ name: 'Leaving', keywords: word });
      await staying.create({ name: 'Staying', keywords: word });
      const job = await w.publish({ title: `${word} Dispatcher` }, w.during(day));
      const period = lastCompletedPeriod(
        'daily',
        new Date(w.during(day + 1, 0).getTime() + 60_000),
      );
      const result = await t.database.db.transaction(async (tx) => {
        await matchAlerts(tx, 'daily', period);
        // The candidate deletes their alert after it matched, before its digest is written.
        await tx.delete(jobAlerts).where(eq(jobAlerts.userId, leaving.user.id));
        const written = await writeDigests(tx, period);
        await tx.insert(alertRuns).values({
          frequency: 'daily',
          periodStart: period.start,
          windowStart: period.start,
          windowEnd: period.end,
          jobs: 1,
          digests: written.digests,
          mails: written.mails,
          jobIds: written.jobIds,
          startedAt: new Date(),
        });
        return written;
      });
      expect(result).toMatchObject({ digests: 1, mails: 1 });
      expect(await w.mailsTo(leaving.user.email)).toEqual([]);
      const [mail] = await w.mailsTo(staying.user.email);
      expect(sectionsOf(mail.text).Staying.jobs).toEqual([job]);
    });

    it('paused alerts get nothing; resumed ones do', async () => {
      const day = w.nextDay();
      const word = uniqueWord();
      const me = await w.candidate();
      const alert = await me.create({ name: 'Paused', keywords: word, paused: true });
      expect(alert.paused).toBe(true);
      await w.publish({ title: `${word} Storekeeper` }, w.during(day));
      await w.passAfter(day);
      expect(await w.mailsTo(me.user.email)).toEqual([]);

      const resumed = await call(t.app, {
        method: 'PUT',
        url: `/api/jobs/alert/${alert.id}`,
        token: me.token,
        payload: { name: 'Paused', keywords: word, paused: false },
      });
      expect((resumed.body.data as TJobAlert).paused).toBe(false);
      const next = w.nextDay();
      const job = await w.publish({ title: `${word} Storekeeper` }, w.during(next));
      await w.passAfter(next);
      const [mail] = await w.mailsTo(me.user.email);
      expect(mail.text).toContain(`/unauth/jobs/view/${job}`);
      const [listed] = await me.list();
      expect(listed.last_sent).toEqual({ at: expect.any(String), job_count: 1 });
    });

    it("writes a candidate's digest in the language saved on their account", async () => {
      const day = w.nextDay();
      const word = uniqueWord();
      const me = await w.candidate();
      await t.database.db.update(users).set({ language: 'ar' }).where(eq(users.id, me.user.id));
      await me.create({ name: 'Reefer', keywords: word });
      const job = await w.publish({ title: `${word} Reefer Driver` }, w.during(day));
      await w.passAfter(day);
      const [mail] = await w.mailsTo(me.user.email);
      expect(mail.text).toMatch(/[\u0600-\u06FF]{3}/);
      expect(mail.text).not.toContain('Hello');
      expect(mail.text).toContain(`${APP_URL}/ar/unauth/jobs/view/${job}`);
      // Every link (the job, the search, stopping the alert, managing them) opens an Arabic page.
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      expect(links.length).toBeGreaterThanOrEqual(4);
      expect(links.filter((link) => !link.startsWith(`${APP_URL}/ar/`))).toEqual([]);
    });

    it('writes each e-mail as it is sent: the jobs as they are then, the text kept masked', async () => {
      const day = w.nextDay();
      const word = uniqueWord();
      const me = await w.candidate();
      const gone = await w.candidate();
      await me.create({ name: 'Reefer', keywords: word });
      const [goneAlert] = await Promise.all([gone.create({ name: 'Gone', keywords: word })]);
      const job = await w.publish({ title: `${word} Reefer Driver` }, w.during(day));
      await w.passAfter(day);
      const queued = await t.database.db
        .select()
        .from(outbox)
        .where(inArray(outbox.to, [me.user.email.toLowerCase(), gone.user.email.toLowerCase()]));
      // Queued short: a subject to show, the text written when sent.
      expect(queued.map((row) => [row.subject, row.text, row.compose]).sort()).toEqual([
        ['1 new job for “Gone”', '', { digests: 'daily' }],
        ['1 new job for “Reefer”', '', { digests: 'daily' }],
      ]);
      await t.database.db
        .update(jobs)
        .set({ title: `${word} Reefer Truck Driver` })
        .where(eq(jobs.id, job));
      await call(t.app, {
        method: 'DELETE',
        url: `/api/jobs/alert/${goneAlert.id}`,
        token: gone.token,
      });

      const sent: { to: string; text: string }[] = [];
      const result = await deliverDueMail(
        t.database.db,
        { send: async (message) => void sent.push(message) },
        100,
        undefined,
        digestComposer(APP_URL),
      );
      expect(result.sent).toBeGreaterThanOrEqual(1);
      const mine = sent.filter((message) => message.to === me.user.email.toLowerCase());
      expect(mine).toHaveLength(1);
      expect(mine[0].text).toContain(`${word} Reefer Truck Driver`);
      expect(mine[0].text).toContain(`${APP_URL}/unauth/jobs/view/${job}`);
      const token = /unsubscribe\?token=([\w-]+)/.exec(mine[0].text)![1];
      expect(sent.some((message) => message.to === gone.user.email.toLowerCase())).toBe(false);

      const after = await t.database.db
        .select()
        .from(outbox)
        .where(inArray(outbox.to, [me.user.email.toLowerCase(), gone.user.email.toLowerCase()]));
      const kept = after.find((row) => row.to === me.user.email.toLowerCase())!;
      expect(kept).toMatchObject({ status: 'sent', compose: null, unredacted: null });
      expect(kept.text).toContain(`${word} Reefer Truck Driver`);
      expect(kept.text).not.toContain(token);
      // The alert deleted before its e-mail went: nothing left to say, so nothing sent.
      expect(after.find((row) => row.to === gone.user.email.toLowerCase())?.status).toBe(
        'cancelled',
      );
    });
  });

  describe('e-mail links', () => {
    it('the unsubscribe link works without signing in and stops the e-mails', async () => {
      const day = w.nextDay();
      const word = uniqueWord();
      const me = await w.candidate();
      const alert = await me.create({ name: 'Stop me', keywords: word });
      await w.publish({ title: `${word} Dispatcher` }, w.during(day));
      await w.passAfter(day);
      const [mail] = await w.mailsTo(me.user.email);
      const link = /Stop these e-mails: (\S+)/.exec(mail.text)![1];
      expect(link).toMatch(/^https:\/\/jobs\.example\.ae\/unauth\/job-alerts\/unsubscribe\?token=/);
      const token = new URL(link).searchParams.get('token')!;

      const res = await call(t.app, {
        method: 'GET',
        url: `/api/jobs/alert/unsubscribe?token=${token}`,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: ALERT_MESSAGES.unsubscribed,
        data: { kind: 'alert', name: 'Stop me' },
      });
      const twice = await call(t.app, {
        method: 'POST',
        url: '/api/jobs/alert/unsubscribe',
        payload: { token },
      });
      expect(twice.status).toBe(200);
      expect((await me.list())[0]).toMatchObject({ id: alert.id, paused: true });

      const next = w.nextDay();
      await w.publish({ title: `${word} Dispatcher` }, w.during(next));
      await w.passAfter(next);
      expect(await w.mailsTo(me.user.email)).toHaveLength(1);

      for (const bad of ['', 'short', `${token.slice(0, -2)}xx`, 'a'.repeat(300)]) {
        const res = await call(t.app, {
          method: 'GET',
          url: '/api/jobs/alert/unsubscribe',
          query: { token: bad },
        });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: ALERT_MESSAGES.linkInvalid, code: 'NOT_FOUND' });
      }
    });

    it('the footer subscription gets job e-mails only once confirmed, weekly, with its own unsubscribe link', async () => {
      const email = `news-${uniqueWord()}@example.ae`;
      const subscribe = () =>
        call(t.app, { method: 'POST', url: '/api/settings/subscribe', payload: { email } });
      const first = await subscribe();
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ message: ANSWERS.subscribed, data: null });
      const [confirmMail] = await w.mailsTo(email);
      expect(confirmMail.subject).toBe('Please confirm your LogiCareers job e-mails');
      const link = /(https?:\/\/\S+\/unauth\/subscription\/confirm\?token=\S+)/.exec(
        confirmMail.text,
      )![1];
      const token = new URL(link).searchParams.get('token')!;
      // Subscribing again answers the same and sends no second link right away.
      const second = await subscribe();
      expect(second.body).toEqual(first.body);
      expect(await w.mailsTo(email)).toHaveLength(1);

      // Not confirmed: no digest.
      const word = uniqueWord();
      const day = w.nextDay();
      await w.publish({ title: `${word} Buyer` }, w.during(day));
      for (let i = 0; i < 8; i++) await w.passAfter(w.nextDay());
      expect(await w.mailsTo(email)).toHaveLength(1);

      const confirmed = await call(t.app, {
        method: 'GET',
        url: `/api/settings/subscribe/confirm?token=${token}`,
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({
        message: ALERT_MESSAGES.subscriptionConfirmed,
        data: { email },
      });
      const twice = await call(t.app, {
        method: 'POST',
        url: '/api/settings/subscribe/confirm',
        payload: { token },
      });
      expect(twice.status).toBe(200);
      const bad = await call(t.app, {
        method: 'GET',
        url: '/api/settings/subscribe/confirm',
        query: { token: 'x'.repeat(43) },
      });
      expect(bad.status).toBe(404);
      expect(bad.body).toEqual({ message: ALERT_MESSAGES.linkInvalid, code: 'NOT_FOUND' });
      // Confirmed: subscribing again sends nothing and answers the same.
      expect((await subscribe()).body).toEqual(first.body);
      expect(await w.mailsTo(email)).toHaveLength(1);

      const job = await w.publish({ title: `${word} Buyer` }, w.during(w.nextDay()));
      let digest;
      for (let i = 0; i < 8 && !digest; i++) {
        await w.passAfter(w.nextDay());
        digest = (await w.mailsTo(email)).find((m) => m.kind === 'job_alert_digest');
      }
      expect(digest).toBeDefined();
      expect(digest!.text).toContain(`/unauth/jobs/view/${job}`);
      expect(digest!.text).not.toContain('/candidate/job-alert');
      expect(await w.mailsTo(email)).toHaveLength(2);

      const stop = /Stop these e-mails: (\S+)/.exec(digest!.text)![1];
      const stopped = await call(t.app, {
        method: 'GET',
        url: `/api/jobs/alert/unsubscribe?token=${new URL(stop).searchParams.get('token')}`,
      });
      expect(stopped.body).toMatchObject({ data: { kind: 'subscription' } });
      // The old confirmation link no longer restarts it.
      expect(
        (
          await call(t.app, {
            method: 'GET',
            url: `/api/settings/subscribe/confirm?token=${token}`,
          })
        ).status,
      ).toBe(404);
      await w.publish({ title: `${word} Buyer` }, w.during(w.nextDay()));
      for (let i = 0; i < 8; i++) await w.passAfter(w.nextDay());
      expect(await w.mailsTo(email)).toHaveLength(2);
      // Subscribing again asks for confirmation again.
      await subscribe();
      const mails = await w.mailsTo(email);
      expect(mails).toHaveLength(3);
      expect(mails[0].kind).toBe('subscription_confirm');
    });
  });
});

describe('the worker runs the alert pass without SMTP', () => {
  it('puts the digest in the outbox on its tick', async () => {
    const t = await startTestApp('pglite');
    try {
      const w = await world(t);
      const word = uniqueWord();
      const me = await w.candidate();
      await me.create({ name: 'Worker', keywords: word });
      // A job published during the daily period that ended last.
      const ended = lastCompletedPeriod('daily', new Date());
      const job = await w.publish(
        { title: `${word} Planner` },
        new Date(ended.end.getTime() - 3_600_000),
      );
      const worker = startWorker({
        db: t.database.db,
        transport: null,
        log: t.app.log,
        intervalMs: 3_600_000,
        alerts: { appUrl: 'https://jobs.example.ae' },
      });
      await worker.tick();
      await worker.tick();
      await worker.stop();
      const mails = await w.mailsTo(me.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ status: 'pending', subject: '1 new job for “Worker”' });
      expect(mails[0].text).toContain(`https://jobs.example.ae/unauth/jobs/view/${job}`);
    } finally {
      await t.close();
    }
  });
});
