import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { PAGES } from '@logicareers/shared/pages';
import type { Role } from '@logicareers/shared/roles';
import {
  aedToFils,
  formatAed,
  vatOf,
  type TMySubscription,
  type TPlan,
  type TSubscription,
} from '@logicareers/shared/schemas/plans';
import { todayInUae, uaeDateInDays } from '@logicareers/shared/uae-date';
import { candidateProfiles, outbox, plans, subscriptions } from '../../db/schema';
import {
  buildCandidate,
  buildCompany,
  dayFromNow,
  jobFactory,
  signedIn,
  TEST_PASSWORD,
} from '../../test/factories';
import { fileForm, pdfCv } from '../../test/files';
import { pdfText, planLimits as limits, TEST_SELLER } from '../../test/billing';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { sendPlanReminders } from './plans.reminders';

describe('money', () => {
  it('reads AED as whole fils without floating point, and rounds VAT half up', () => {
    expect(aedToFils('1499.99')).toBe(149_999);
    expect(aedToFils('0.1')).toBe(10);
    expect(aedToFils('1,200')).toBe(120_000);
    expect(aedToFils('12.345')).toBeNaN();
    expect(aedToFils('-5')).toBeNaN();
    // 5 % of 0.10 AED is half a fils: up. Of 0.09 AED it is 0.45 fils: down.
    expect(vatOf(10)).toBe(1);
    expect(vatOf(9)).toBe(0);
    expect(vatOf(149_999)).toBe(7_500);
    expect(formatAed(157_499)).toBe('1,574.99');
  });
});

describe.each(DATABASES)('plans, subscriptions, invoices and entitlements (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let jobs: Awaited<ReturnType<typeof jobFactory>>;

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    call(t.app, { method, url, token, ...(payload ? { payload } : {}) });
  const as = (role: Role, overrides: Parameters<typeof signedIn>[3] = {}) =>
    signedIn(t.app, t.database.db, role, overrides);

  let planCount = 0;
  /** A plan made by the administrator through the API. */
  async function newPlan(body: Record<string, unknown> = {}) {
    planCount += 1;
    const name = `Plan ${planCount} ${kind}`;
    const res = await req('POST', API.plans.list, admin, {
      name,
      price_aed: '1000',
      billing_period: 'month',
      cv_search: true,
      limits: limits(),
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data as TPlan[]).find((p) => p.name === name)!;
  }

  /** An employer company with a signed-in manager, on a new plan with the given limits. */
  async function employerOn(planLimits: Record<string, number | null>, cvSearch = true) {
    const plan = await newPlan({ limits: limits(planLimits), cv_search: cvSearch });
    const manager = await as('employer');
    const companyId = manager.user.companyId!;
    const res = await req('POST', API.plans.subscriptions, admin, {
      company_id: companyId,
      plan_id: plan.id,
      starts_on: uaeDateInDays(-1),
      ends_on: uaeDateInDays(30),
      price_aed: '0',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { ...manager, companyId, plan };
  }

  const mine = async (token: string) => {
    const res = await req('GET', API.plans.mine, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as TMySubscription;
  };
  const usage = async (token: string, key: string) =>
    (await mine(token)).usage.find((u) => u.key === key)!;

  /** A candidate every employer may find, optionally with a CV. */
  async function findableCandidate(withCv = false) {
    const user = await buildCandidate(t.database.db, { profile: { visibility: 'all' } });
    if (withCv) {
      const login = await call(t.app, {
        method: 'POST',
        url: API.login.candidate,
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      const form = await fileForm(
        'cv',
        await pdfCv(['Forklift operator']),
        'cv.pdf',
        'application/pdf',
      );
      const up = await call(t.app, {
        method: 'POST',
        url: API.candidate.cv,
        token: login.body.token,
        ...form,
      });
      expect(up.status, JSON.stringify(up.body)).toBe(201);
    }
    return user;
  }

  const expectRefusal = (res: { status: number; body: Record<string, unknown> }, text: RegExp) => {
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.message).toMatch(text);
    expect(res.body.upgrade).toBe(PAGES.employer.subscription);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await as('master_admin')).token;
    const seller = await req('PUT', API.settings, admin, TEST_SELLER);
    expect(seller.status, JSON.stringify(seller.body)).toBe(200);
    jobs = await jobFactory(t.app);
  });
  afterAll(() => t?.close());

  describe('who may change plans', () => {
    it('refuses employers, the consultancy and visitors every administrative call', async () => {
      const employer = (await as('employer')).token;
      const consultancy = (await as('consultancy')).token;
      const consultancyAdmin = (await as('consultancy_admin')).token;
      const calls: [string, 'GET' | 'POST' | 'PUT', object?][] = [
        [API.plans.list, 'GET'],
        [
          API.plans.list,
          'POST',
          { name: 'Mine', price_aed: '0', billing_period: 'month', limits: limits() },
        ],
        [
          API.plans.one(1),
          'PUT',
          { name: 'Free', price_aed: '0', billing_period: 'month', limits: limits() },
        ],
        [API.plans.subscriptions, 'GET'],
        [API.plans.subscriptions, 'POST', {}],
        [API.plans.payment(1), 'POST', {}],
      ];
      for (const [url, method, body] of calls) {
        for (const token of [employer, consultancy, consultancyAdmin])
          expect((await req(method, url, token, body)).status, `${method} ${url}`).toBe(403);
        expect((await req(method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
      }
      expect((await req('GET', API.plans.list, admin)).status).toBe(200);
    });

    it('shows the public plans to anyone, without prices of plans that are not public', async () => {
      await newPlan({ name: `Hidden ${kind}`, public: false });
      const res = await req('GET', API.plans.public);
      expect(res.status).toBe(200);
      const names = (res.body.data as { name: string; free: boolean }[]).map((p) => p.name);
      expect(names[0]).toBe('Free');
      // The free plan is held by every active employer that no paid plan covers.
      const all = (await req('GET', API.plans.list, admin)).body.data as TPlan[];
      expect(all.find((p) => p.free)!.companies).toBeGreaterThan(0);
      expect(names).not.toContain(`Hidden ${kind}`);
    });

    it('answers bad plans with the field at fault', async () => {
      const bad = await req('POST', API.plans.list, admin, {
        name: '',
        price_aed: '12.345',
        billing_period: 'week',
        limits: limits({ job_posts: -1 }),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatchObject({
        name: 'Plan name is required',
        price_aed: 'Enter the price in AED, such as 1499 or 1499.50',
        billing_period: 'Choose a billing period: month, quarter or year',
        'limits.job_posts': expect.stringMatching(/whole number/),
      });
      const noLimits = await req('POST', API.plans.list, admin, {
        name: 'No limits given',
        price_aed: '10',
        billing_period: 'month',
      });
      expect(noLimits.status).toBe(400);
      expect(noLimits.body.message).toMatchObject({ limits: expect.stringMatching(/limits/) });
      const taken = await req('POST', API.plans.list, admin, {
        name: 'free',
        price_aed: '10',
        billing_period: 'month',
        limits: limits(),
      });
      expect(taken.status).toBe(409);
      const [free] = await t.database.db.select().from(plans).where(eq(plans.isFree, true));
      const priced = await req('PUT', API.plans.one(free.id), admin, {
        name: 'Free',
        price_aed: '10',
        billing_period: 'month',
        limits: limits(),
      });
      expect(priced.status).toBe(400);
      expect(priced.body.message).toEqual({ price_aed: 'The free plan has no price' });
    });

    it('assigns plans to employer clients only, with an end on or after the start', async () => {
      const plan = await newPlan();
      const consultancy = await as('consultancy');
      const toConsultancy = await req('POST', API.plans.subscriptions, admin, {
        company_id: consultancy.user.companyId,
        plan_id: plan.id,
        starts_on: todayInUae(),
        ends_on: todayInUae(),
        price_aed: '0',
      });
      expect(toConsultancy.status).toBe(400);
      const company = await buildCompany(t.database.db);
      const backwards = await req('POST', API.plans.subscriptions, admin, {
        company_id: company.id,
        plan_id: plan.id,
        starts_on: '2026-12-10',
        ends_on: '2026-12-01',
        price_aed: '0',
      });
      expect(backwards.status).toBe(400);
      expect(backwards.body.message).toMatchObject({
        ends_on: 'The end date must be on or after the start date',
      });
    });
  });

  describe('tax invoices', () => {
    it('issues a numbered invoice with 5 % VAT, e-mails it, and prints the UAE VAT fields in the PDF', async () => {
      const plan = await newPlan({ price_aed: '1499.99' });
      const client = await as('employer');
      const companyId = client.user.companyId!;
      const res = await req('POST', API.plans.subscriptions, admin, {
        company_id: companyId,
        plan_id: plan.id,
        starts_on: todayInUae(),
        ends_on: uaeDateInDays(29),
        price_aed: '1499.99',
        buyer_trn: '100200300400500',
        payment: { method: 'bank_transfer', reference: 'FT-77812', paid_on: todayInUae() },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const own = await mine(client.token);
      expect(own.plan.name).toBe(plan.name);
      expect(own.current?.price_fils).toBe(149_999);
      expect(own.invoices).toHaveLength(1);
      const invoice = own.invoices[0];
      expect(invoice).toMatchObject({ net_fils: 149_999, vat_fils: 7_500, total_fils: 157_499 });
      expect(invoice.number).toMatch(/^INV-\d{6}$/);

      const mails = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, client.user.email));
      const mail = mails.find((m) => m.kind === 'plan_invoice')!;
      expect(mail.subject).toContain(invoice.number);
      expect(mail.text).toContain('Total: AED 1,574.99');
      // The PDF travels with the e-mail.
      const [attached] = mail.extras?.attachments ?? [];
      expect(attached).toMatchObject({
        filename: `${invoice.number}.pdf`,
        contentType: 'application/pdf',
      });
      expect(Buffer.from(attached.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

      const pdf = await t.app.inject({
        method: 'GET',
        url: invoice.pdf_url,
        headers: { authorization: `Bearer ${client.token}` },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(new Uint8Array(pdf.rawPayload));
      for (const expected of [
        'Tax Invoice',
        TEST_SELLER.seller_name,
        `TRN: ${TEST_SELLER.seller_trn}`,
        invoice.company_name,
        `Invoice number ${invoice.number}`,
        `Invoice date ${todayInUae()}`,
        `Date of supply ${todayInUae()}`,
        'TRN: 100200300400500',
        'Total excluding VAT',
        '1,499.99',
        'VAT 5%',
        '75.00',
        'Total including VAT',
        '1,574.99',
      ])
        expect(text).toContain(expected);

      // Paid once only.
      const again = await req('POST', API.plans.payment(own.current!.id), admin, {
        method: 'card',
        reference: 'CARD-1',
        paid_on: todayInUae(),
      });
      expect(again.status).toBe(409);
    });

    it('numbers invoices issued at the same time one after the other', async () => {
      const plan = await newPlan({ price_aed: '100' });
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) {
        const company = await buildCompany(t.database.db);
        const res = await req('POST', API.plans.subscriptions, admin, {
          company_id: company.id,
          plan_id: plan.id,
          starts_on: todayInUae(),
          ends_on: uaeDateInDays(10),
          price_aed: '100',
        });
        ids.push((res.body.data as { id: number }).id);
      }
      const paid = await Promise.all(
        ids.map((id, i) =>
          req('POST', API.plans.payment(id), admin, {
            method: 'card',
            reference: `CARD-${i}`,
            paid_on: todayInUae(),
          }),
        ),
      );
      expect(paid.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      const page = await req('GET', API.plans.subscriptions, admin, undefined);
      const numbers = (page.body.data as { items: TSubscription[] }).items
        .filter((s) => ids.includes(s.id))
        .map((s) => Number(s.invoice!.number.slice(4)))
        .sort((a, b) => a - b);
      expect(numbers).toHaveLength(4);
      expect(numbers[3] - numbers[0]).toBe(3);
    });

    it("shows an employer only its own company's invoices", async () => {
      const plan = await newPlan({ price_aed: '50' });
      const owner = await as('employer');
      const other = await as('employer');
      await req('POST', API.plans.subscriptions, admin, {
        company_id: owner.user.companyId,
        plan_id: plan.id,
        starts_on: todayInUae(),
        ends_on: uaeDateInDays(10),
        price_aed: '50',
        payment: { method: 'card', reference: 'CARD-OWN', paid_on: todayInUae() },
      });
      const [invoice] = (await mine(owner.token)).invoices;
      expect((await mine(other.token)).invoices).toEqual([]);
      const foreign = await req('GET', invoice.pdf_url, other.token);
      expect(foreign.status).toBe(404);
      const consultancy = await as('consultancy');
      expect((await req('GET', invoice.pdf_url, consultancy.token)).status).toBe(404);
      expect((await req('GET', invoice.pdf_url)).status).toBe(401);
      expect((await req('GET', invoice.pdf_url, admin)).status).toBe(200);
    });
  });

  describe('entitlements', () => {
    it('publishes as many jobs as the plan allows, exactly, under concurrent requests', async () => {
      const employer = await employerOn({ job_posts: 3 });
      const drafts = await Promise.all(
        Array.from({ length: 6 }, () => jobs.create(employer.token, {}, false)),
      );
      const answers = await Promise.all(
        drafts.map((id) => req('POST', API.jobs.publish(id), employer.token)),
      );
      expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
      for (const refused of answers.filter((r) => r.status !== 200))
        expectRefusal(refused, /allows 3 active job posts/);
      expect(await usage(employer.token, 'job_posts')).toMatchObject({ used: 3, limit: 3 });
      // Posting published straight away is refused too; a draft is not.
      expectRefusal(
        await req('POST', API.jobs.managed, employer.token, { publish: true, ...jobs.form() }),
        /active job posts/,
      );
      // Closing a job frees its place.
      const published = drafts.filter((_, i) => answers[i].status === 200);
      expect((await req('POST', API.jobs.close(published[0]), employer.token)).status).toBe(200);
      const unpublished = drafts.find((_, i) => answers[i].status !== 200)!;
      expect((await req('POST', API.jobs.publish(unpublished), employer.token)).status).toBe(200);
    });

    it('counts every request of two at once for the last user place', async () => {
      const employer = await employerOn({ users: 2 });
      const invite = (i: number) =>
        req('POST', API.employers.createUser, employer.token, {
          pronoun: 'Mr',
          first_name: 'Omar',
          last_name: `Saeed ${i}`,
          username: `colleague-${kind}-${employer.companyId}-${i}@example.ae`,
          mobile_number: '+971 50 222 3344',
          password: 'Str0ngPass!',
          confirmPassword: 'Str0ngPass!',
        });
      const answers = await Promise.all([invite(1), invite(2), invite(3)]);
      expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
      for (const refused of answers.filter((r) => r.status !== 201)) {
        expectRefusal(refused, /allows 2 users/);
        // The web shows it in the reader's language from its key and count.
        expect(refused.body).toMatchObject({
          message_key: 'limitUsers',
          message_values: { count: 2 },
        });
      }
    });

    it('spends CV profile openings once per candidate a month, exactly under concurrency', async () => {
      const employer = await employerOn({ cv_views: 2 });
      const people = await Promise.all(Array.from({ length: 5 }, () => findableCandidate()));
      const answers = await Promise.all(
        people.map((p) => req('GET', API.talent.candidate(p.id), employer.token)),
      );
      expect(answers.filter((r) => r.status === 200)).toHaveLength(2);
      for (const refused of answers.filter((r) => r.status !== 200))
        expectRefusal(refused, /2 CV profile openings this month/);
      // Opening an opened candidate again costs nothing.
      const opened = people.filter((_, i) => answers[i].status === 200);
      expect((await req('GET', API.talent.candidate(opened[0].id), employer.token)).status).toBe(
        200,
      );
      expect(await usage(employer.token, 'cv_views')).toMatchObject({ used: 2, limit: 2 });
    });

    it('opens and downloads the CV of a candidate who applied without spending', async () => {
      const employer = await employerOn({ cv_views: 0, cv_downloads: 0 });
      const jobId = await jobs.create(employer.token);
      const applicant = await findableCandidate(true);
      await t.database.db
        .update(candidateProfiles)
        .set({ visibility: 'hidden' })
        .where(eq(candidateProfiles.userId, applicant.id));
      const login = await call(t.app, {
        method: 'POST',
        url: API.login.candidate,
        payload: { email: applicant.email, password: TEST_PASSWORD },
      });
      const applied = await req('POST', API.applications.apply, login.body.token as string, {
        job_id: jobId,
      });
      expect(applied.status, JSON.stringify(applied.body)).toBe(201);
      expect((await req('GET', API.talent.candidate(applicant.id), employer.token)).status).toBe(
        200,
      );
      expect((await req('GET', API.talent.candidateCv(applicant.id), employer.token)).status).toBe(
        200,
      );
      const stranger = await findableCandidate(true);
      expectRefusal(
        await req('GET', API.talent.candidate(stranger.id), employer.token),
        /CV profile openings/,
      );
    });

    it('counts CV downloads a month', async () => {
      const employer = await employerOn({ cv_downloads: 1 });
      const [a, b] = [await findableCandidate(true), await findableCandidate(true)];
      const first = await req('GET', API.talent.candidateCv(a.id), employer.token);
      expect(first.status).toBe(200);
      expect((await req('GET', API.talent.candidateCv(a.id), employer.token)).status).toBe(200);
      expectRefusal(
        await req('GET', API.talent.candidateCv(b.id), employer.token),
        /allows 1 CV download this month/,
      );
    });

    it('sends bulk e-mail within the monthly allowance, all or nothing, exactly under concurrency', async () => {
      const employer = await employerOn({ bulk_emails: 3 });
      const template = await req('POST', API.communications.templates, employer.token, {
        name: 'Invitation',
        subject: 'Hello {{candidate.first_name}}',
        body: '<p>Dear {{ candidate.first_name }}, greetings.</p>',
      });
      expect(template.status, JSON.stringify(template.body)).toBe(201);
      const templateId = (template.body.data as { id: number }).id;
      const people = await Promise.all(Array.from({ length: 4 }, () => findableCandidate()));
      const bulk = (ids: string[]) =>
        req('POST', API.communications.bulkSends, employer.token, {
          template_id: templateId,
          candidate_ids: ids,
        });
      const answers = await Promise.all([
        bulk([people[0].id, people[1].id]),
        bulk([people[2].id, people[3].id]),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 403]);
      expectRefusal(
        answers.find((r) => r.status === 403)!,
        /3 e-mails to candidates this month and 1 are left/,
      );
      expect(await usage(employer.token, 'bulk_emails')).toMatchObject({ used: 2, limit: 3 });
    });

    it('counts one e-mail to one candidate against the same allowance, refused at none left', async () => {
      const employer = await employerOn({ bulk_emails: 1 });
      const template = await req('POST', API.communications.templates, employer.token, {
        name: 'Invitation',
        subject: 'Hello {{candidate.first_name}}',
        body: '<p>Dear {{ candidate.first_name }}, greetings.</p>',
      });
      const templateId = (template.body.data as { id: number }).id;
      const [a, b] = [await findableCandidate(), await findableCandidate()];
      const single = (id: string) =>
        req('POST', API.communications.sendSingle, employer.token, {
          template_id: templateId,
          candidate_id: id,
        });
      const first = await single(a.id);
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expectRefusal(await single(b.id), /1 e-mail to candidates this month and 0 are left/);
      expect(await usage(employer.token, 'bulk_emails')).toMatchObject({ used: 1, limit: 1 });
      const none = await employerOn({ bulk_emails: 0 });
      const its = await req('POST', API.communications.templates, none.token, {
        name: 'Invitation',
        subject: 'Hello',
        body: '<p>Greetings.</p>',
      });
      expectRefusal(
        await req('POST', API.communications.sendSingle, none.token, {
          template_id: (its.body.data as { id: number }).id,
          candidate_id: b.id,
        }),
        /0 e-mails to candidates this month/,
      );
    });

    it('gives back the allowance of the e-mails a stopped bulk send never wrote', async () => {
      const employer = await employerOn({ bulk_emails: 2 });
      const template = await req('POST', API.communications.templates, employer.token, {
        name: 'Invitation',
        subject: 'Hello {{candidate.first_name}}',
        body: '<p>Dear {{ candidate.first_name }}, greetings.</p>',
      });
      const people = [await findableCandidate(), await findableCandidate()];
      const bulk = await req('POST', API.communications.bulkSends, employer.token, {
        template_id: (template.body.data as { id: number }).id,
        candidate_ids: people.map((p) => p.id),
      });
      expect(bulk.status, JSON.stringify(bulk.body)).toBe(201);
      expect(await usage(employer.token, 'bulk_emails')).toMatchObject({ used: 2 });
      const id = (bulk.body.data as { id: string }).id;
      const stopped = await req('POST', API.communications.bulkSendStop(id), employer.token);
      expect(stopped.body.data).toMatchObject({ cancelled: 2, status: 'stopped' });
      expect(await usage(employer.token, 'bulk_emails')).toMatchObject({ used: 0 });
    });

    it('refuses CV search to a plan without it', async () => {
      const employer = await employerOn({}, false);
      expectRefusal(await req('GET', API.talent.search, employer.token), /CV search/);
    });

    it('shows an employer on no paid plan the free plan', async () => {
      const own = await mine((await as('employer')).token);
      expect(own).toMatchObject({ limited: true, current: null });
      expect(own.plan.free).toBe(true);
    });
  });

  describe('the end of a plan', () => {
    it('reminds before the end, tells at the end, once each, and falls back to the free plan', async () => {
      const plan = await newPlan();
      const ending = await as('employer');
      const ended = await as('employer');
      const renewed = await as('employer');
      const assign = (companyId: number, starts: number, ends: number) =>
        req('POST', API.plans.subscriptions, admin, {
          company_id: companyId,
          plan_id: plan.id,
          starts_on: uaeDateInDays(starts),
          ends_on: uaeDateInDays(ends),
          price_aed: '0',
        });
      await assign(ending.user.companyId!, -20, 10);
      await assign(ended.user.companyId!, -40, -1);
      await assign(renewed.user.companyId!, -40, 5);
      await assign(renewed.user.companyId!, 6, 40);

      await sendPlanReminders(t.database.db, 'https://jobs.example.ae');
      await sendPlanReminders(t.database.db, 'https://jobs.example.ae');
      const kindsTo = async (email: string) =>
        (await t.database.db.select().from(outbox).where(eq(outbox.to, email))).map((m) => m.kind);
      expect(await kindsTo(ending.user.email)).toEqual(['plan_renewal']);
      expect(await kindsTo(ended.user.email)).toEqual(['plan_expired']);
      expect(await kindsTo(renewed.user.email)).toEqual([]);

      const after = await mine(ended.token);
      expect(after.plan.free).toBe(true);
      expect(after.current).toBeNull();
      expect(after.history[0]).toMatchObject({ plan_name: plan.name, state: 'ended' });
      const rows = await t.database.db
        .select({ at: subscriptions.expiryNotifiedAt })
        .from(subscriptions)
        .where(eq(subscriptions.companyId, ended.user.companyId!));
      expect(rows[0].at).not.toBeNull();
    });

    it('holds a company on the free plan to its limits, and not the consultancy', async () => {
      const { db } = t.database;
      const [free] = await db.select().from(plans).where(eq(plans.isFree, true));
      await db.update(plans).set({ jobPosts: 1 }).where(eq(plans.id, free.id));
      try {
        const employer = await as('employer');
        await jobs.create(employer.token);
        expectRefusal(
          await req('POST', API.jobs.managed, employer.token, {
            publish: true,
            ...jobs.form({ valid_through: dayFromNow(20) }),
          }),
          /allows 1 active job post and/,
        );
        // The consultancy's own jobs are not limited by any plan.
        const consultancy = await as('consultancy');
        await jobs.create(consultancy.token);
        await jobs.create(consultancy.token);
      } finally {
        await db.update(plans).set({ jobPosts: null }).where(eq(plans.id, free.id));
      }
    });
  });
});
