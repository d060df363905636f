import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import { REPORTS } from '@logicareers/shared/reports';
import type { TReport } from '@logicareers/shared/schemas/reports';
import type { Db } from '../../db/client';
import {
  creditNotes,
  emailSubscriptions,
  invoices,
  jobAlerts,
  jobs,
  outbox,
  plans,
  subscriptions,
} from '../../db/schema';
import {
  buildCompany,
  buildUser,
  dayFromNow,
  jobFactory,
  loadMaster,
  signedIn,
} from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { REPORT_REFUSALS } from './reports.access';

/** Noon in the UAE on a day: well inside it, whatever the server's time zone. */
const noon = (day: string) => new Date(`${day}T08:00:00Z`);

let invoiceNumber = 9000;
/** A subscription of the company to the plan over the days, with its invoice when given one. */
async function subscribe(
  db: Db,
  companyId: number,
  planId: number,
  startsOn: string,
  endsOn: string,
  invoice?: { issuedOn: string; netFils: number; vatFils: number },
) {
  const [row] = await db
    .insert(subscriptions)
    .values({ companyId, planId, startsOn, endsOn, priceFils: invoice?.netFils ?? 100_000 })
    .returning({ id: subscriptions.id });
  if (!invoice) return null;
  const [issued] = await db
    .insert(invoices)
    .values({
      number: ++invoiceNumber,
      subscriptionId: row.id,
      companyId,
      issuedOn: invoice.issuedOn,
      supplyDate: invoice.issuedOn,
      paymentMethod: 'bank_transfer',
      paymentReference: `TT-${invoiceNumber}`,
      sellerName: 'LogiCareers FZ-LLC',
      sellerAddress: 'Dubai',
      sellerTrn: '100000000000003',
      buyerName: 'Test client',
      description: 'Plan subscription',
      netFils: invoice.netFils,
      vatFils: invoice.vatFils,
      totalFils: invoice.netFils + invoice.vatFils,
    })
    .returning({ id: invoices.id });
  return { subscriptionId: row.id, invoiceId: issued.id };
}

let creditNoteNumber = 9000;
/** A credit note given back on an invoice, on a day. */
async function credit(
  db: Db,
  companyId: number,
  on: { subscriptionId: number; invoiceId: number },
  issuedOn: string,
  netFils: number,
  vatFils: number,
) {
  await db.insert(creditNotes).values({
    number: ++creditNoteNumber,
    invoiceId: on.invoiceId,
    subscriptionId: on.subscriptionId,
    companyId,
    issuedOn,
    reason: 'Cancelled at the client’s request',
    sellerName: 'LogiCareers FZ-LLC',
    sellerAddress: 'Dubai',
    sellerTrn: '100000000000003',
    buyerName: 'Test client',
    description: 'Plan subscription, unused days',
    netFils,
    vatFils,
    totalFils: netFils + vatFils,
  });
}

describe.each(DATABASES)('the reports of the whole site (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await signedIn(t.app, t.database.db, 'master_admin')).token;
  });
  afterAll(() => t?.close());

  const report = async (key: string, query: string) => {
    const res = await call(t.app, {
      method: 'GET',
      url: `${API.reports.report('site', key)}?${query}`,
      token: admin,
    });
    expect(res.status).toBe(200);
    return res.body.data as TReport;
  };
  const custom = (from: string, to: string, more = '') =>
    `preset=custom&from=${from}&to=${to}${more}`;

  it('sums the invoices issued each month less the credit notes, VAT apart, in AED', async () => {
    const db = t.database.db;
    const [plan] = await db
      .insert(plans)
      .values({ name: 'Revenue Test', billingPeriod: 'month', priceFils: 100_000 })
      .returning({ id: plans.id });
    const company = await buildCompany(db);
    const first = await subscribe(db, company.id, plan.id, '2026-03-02', '2026-04-01', {
      issuedOn: '2026-03-02',
      netFils: 100_000,
      vatFils: 5_000,
    });
    await subscribe(db, company.id, plan.id, '2026-03-31', '2026-04-30', {
      issuedOn: '2026-03-31',
      netFils: 250_000,
      vatFils: 12_500,
    });
    await subscribe(db, company.id, plan.id, '2026-04-01', '2026-04-30', {
      issuedOn: '2026-04-01',
      netFils: 99_900,
      vatFils: 4_995,
    });
    // The first plan cancelled on 20 March: 500.00 and its VAT given back that month.
    await credit(db, company.id, first!, '2026-03-20', 50_000, 2_500);
    const march = await report('revenue', custom('2026-03-01', '2026-03-31'));
    expect(march.rows).toEqual([
      { month: '2026-03', invoices: 2, credit_notes: 1, net: 3000, vat: 150, total: 3150 },
    ]);
    expect(march.totals).toEqual({
      month: 'Total',
      invoices: 2,
      credit_notes: 1,
      net: 3000,
      vat: 150,
      total: 3150,
    });
    const spring = await report('revenue', custom('2026-02-15', '2026-04-15'));
    expect(spring.rows).toEqual([
      { month: '2026-02', invoices: 0, credit_notes: 0, net: 0, vat: 0, total: 0 },
      { month: '2026-03', invoices: 2, credit_notes: 1, net: 3000, vat: 150, total: 3150 },
      { month: '2026-04', invoices: 1, credit_notes: 0, net: 999, vat: 49.95, total: 1048.95 },
    ]);
  });

  it('counts subscriptions begun for the first time, renewed and lapsed, per plan', async () => {
    const db = t.database.db;
    const [gold, silver] = await db
      .insert(plans)
      .values([
        { name: 'Gold Test', nameAr: 'الذهبية', billingPeriod: 'month', sortOrder: 90 },
        { name: 'Silver Test', billingPeriod: 'month', sortOrder: 91 },
      ])
      .returning({ id: plans.id });
    const [a, b, c, d, e, f] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => buildCompany(db)));
    // A: its first subscription, begun in May: started.
    await subscribe(db, a.id, gold.id, '2026-05-10', '2026-06-09');
    // B: April, then May straight after: renewed (April ended before the range).
    await subscribe(db, b.id, gold.id, '2026-04-01', '2026-04-30');
    await subscribe(db, b.id, gold.id, '2026-05-01', '2026-06-30');
    // C: begun in April, ended in May with nothing after: lapsed.
    await subscribe(db, c.id, gold.id, '2026-04-05', '2026-05-04');
    // D: ended in May, the next begun the day after: renewed, not lapsed.
    await subscribe(db, d.id, gold.id, '2026-04-20', '2026-05-19');
    await subscribe(db, d.id, gold.id, '2026-05-20', '2026-06-19');
    // E: begun and ended in May: started and lapsed.
    await subscribe(db, e.id, gold.id, '2026-05-03', '2026-05-15');
    // F: Gold in January, lapsed then; Silver from May: renewed onto Silver.
    await subscribe(db, f.id, gold.id, '2026-01-01', '2026-01-31');
    await subscribe(db, f.id, silver.id, '2026-05-05', '2026-08-04');

    const may = await report('subscriptions', custom('2026-05-01', '2026-05-31'));
    const of = (name: string) => may.rows.find((row) => row.plan === name);
    expect(of('Gold Test')).toEqual({ plan: 'Gold Test', started: 2, renewed: 2, lapsed: 2 });
    expect(of('Silver Test')).toEqual({ plan: 'Silver Test', started: 0, renewed: 1, lapsed: 0 });
    expect(of('Free')).toBeUndefined();
    const january = await report('subscriptions', custom('2026-01-01', '2026-01-31', '&lang=ar'));
    expect(january.rows.find((row) => row.plan === 'الذهبية')).toEqual({
      plan: 'الذهبية',
      started: 1,
      renewed: 0,
      lapsed: 1,
    });
  });

  it('counts employer companies and candidates that joined, week by week', async () => {
    const db = t.database.db;
    await buildCompany(db, { createdAt: noon('2025-06-03') });
    await buildCompany(db, { createdAt: noon('2025-06-10') });
    await buildCompany(db, { createdAt: noon('2025-06-12') });
    await buildCompany(db, { kind: 'consultancy', createdAt: noon('2025-06-10') });
    await buildCompany(db, { createdAt: noon('2025-06-16') });
    await buildUser(db, 'candidate', { createdAt: noon('2025-06-04') });
    await buildUser(db, 'employer', { createdAt: noon('2025-06-05') });
    const weeks = await report('sign_ups', custom('2025-06-02', '2025-06-15'));
    expect(weeks.rows).toEqual([
      { week: '2025-06-02', companies: 1, candidates: 1 },
      { week: '2025-06-09', companies: 2, candidates: 0 },
    ]);
    expect(weeks.totals).toEqual({ week: 'Total', companies: 3, candidates: 1 });
  });

  it('counts jobs posted in the range and live now, per emirate and functional area', async () => {
    const db = t.database.db;
    const employer = await signedIn(t.app, db, 'employer');
    const factory = await jobFactory(t.app);
    const { idOf } = await loadMaster(t.app, ['state', 'functional_area']);
    const mussafah = { state_id: idOf('state', 'Mussafah') };
    const fleet = { functional_area_id: idOf('functional_area', 'Transport and Fleet') };
    // Dubai (JAFZA): posted and live; posted but expired since; live but posted long ago.
    await factory.create(employer.token);
    const expired = await factory.create(employer.token);
    const old = await factory.create(employer.token);
    await factory.create(employer.token, {}, false);
    await db
      .update(jobs)
      .set({ validThrough: dayFromNow(-2) })
      .where(eq(jobs.id, expired));
    await db
      .update(jobs)
      .set({ publishedAt: new Date(Date.now() - 100 * 86_400_000) })
      .where(eq(jobs.id, old));
    // Abu Dhabi (Mussafah): one in transport, posted and live.
    await factory.create(employer.token, { ...mussafah, ...fleet });

    const emirates = await report('jobs_by_emirate', 'preset=30d');
    expect(emirates.rows.slice(0, 2)).toEqual([
      { emirate: 'Dubai', posted: 2, live: 2 },
      { emirate: 'Abu Dhabi', posted: 1, live: 1 },
    ]);
    expect(emirates.rows).toHaveLength(7);
    expect(emirates.rows.slice(2).every((row) => row.posted === 0 && row.live === 0)).toBe(true);
    expect(emirates.totals).toEqual({ emirate: 'Total', posted: 3, live: 3 });
    const arabic = await report('jobs_by_emirate', 'preset=30d&lang=ar');
    expect(arabic.rows.slice(0, 2).map((row) => row.emirate)).toEqual(['دبي', 'أبوظبي']);

    const areas = await report('jobs_by_area', 'preset=30d');
    expect(areas.rows).toEqual([
      { functional_area: 'Warehousing and 3PL', posted: 2, live: 2 },
      { functional_area: 'Transport and Fleet', posted: 1, live: 1 },
    ]);
    const abuDhabi = idOf('state', 'Abu Dhabi');
    const inAbuDhabi = await report('jobs_by_area', `preset=30d&emirate=${abuDhabi}&lang=ar`);
    expect(inAbuDhabi.rows).toEqual([{ functional_area: 'النقل والأسطول', posted: 1, live: 1 }]);
    const notAnEmirate = await call(t.app, {
      method: 'GET',
      url: `${API.reports.report('site', 'jobs_by_area')}?emirate=${mussafah.state_id}`,
      token: admin,
    });
    expect(notAnEmirate.status).toBe(400);
    expect(JSON.stringify(notAnEmirate.body)).toContain('Emirate not found');
  });

  it('counts new alert subscribers and e-mail sent and failed, week by week', async () => {
    const db = t.database.db;
    const [first, second] = [await buildUser(db, 'candidate'), await buildUser(db, 'candidate')];
    const [footer] = await db
      .insert(emailSubscriptions)
      .values({ email: 'weekly-jobs@example.ae', confirmedAt: noon('2025-09-11') })
      .returning({ id: emailSubscriptions.id });
    let token = 0;
    const alert = (owner: { userId?: string; subscriptionId?: string }, day: string) => ({
      ...owner,
      name: 'Forklift jobs',
      unsubscribeToken: `site-report-${++token}`,
      createdAt: noon(day),
    });
    await db.insert(jobAlerts).values([
      // The first candidate's first alert in the first week, a second in the next: one subscriber.
      alert({ userId: first.id }, '2025-09-02'),
      alert({ userId: first.id }, '2025-09-09'),
      // The second subscribed in August: not new in September.
      alert({ userId: second.id }, '2025-08-20'),
      alert({ userId: second.id }, '2025-09-10'),
      alert({ subscriptionId: footer.id }, '2025-09-11'),
    ]);
    const mail = (status: 'sent' | 'failed', created: string, sent: string | null) => ({
      kind: 'test',
      to: 'someone@example.ae',
      subject: 'Hello',
      text: 'Hello',
      status,
      createdAt: noon(created),
      sentAt: sent ? noon(sent) : null,
    });
    await db
      .insert(outbox)
      .values([
        mail('sent', '2025-09-03', '2025-09-03'),
        mail('sent', '2025-08-31', '2025-09-04'),
        mail('sent', '2025-09-14', '2025-09-15'),
        mail('failed', '2025-09-10', null),
        mail('failed', '2025-08-30', null),
      ]);
    const weeks = await report('alerts_and_mail', custom('2025-09-01', '2025-09-14'));
    expect(weeks.rows).toEqual([
      { week: '2025-09-01', alert_subscribers: 1, mail_sent: 2, mail_failed: 0 },
      { week: '2025-09-08', alert_subscribers: 1, mail_sent: 0, mail_failed: 1 },
    ]);
    expect(weeks.totals).toEqual({
      week: 'Total',
      alert_subscribers: 2,
      mail_sent: 2,
      mail_failed: 1,
    });
  });

  it('answers only master administrators, and CSV headings in Arabic', async () => {
    const db = t.database.db;
    const others = await Promise.all(
      (['employer', 'consultancy', 'consultancy_admin'] as const).map((role) =>
        signedIn(t.app, db, role),
      ),
    );
    for (const { key } of REPORTS.site) {
      for (const other of others) {
        const refused = await call(t.app, {
          method: 'GET',
          url: API.reports.report('site', key),
          token: other.token,
        });
        expect(refused.status, `${other.user.role} reading ${key}`).toBe(403);
        expect(refused.body.message).toBe(REPORT_REFUSALS.site);
      }
      const allowed = await call(t.app, {
        method: 'GET',
        url: API.reports.report('site', key),
        token: admin,
      });
      expect(allowed.status, key).toBe(200);
    }
    const csv = await call(t.app, {
      method: 'GET',
      url: `${API.reports.csv('site', 'revenue')}?${custom('2026-03-01', '2026-03-31', '&lang=ar')}`,
      token: admin,
    });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    expect(String(csv.body).split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFالشهر,الفواتير,الإشعارات الدائنة,قبل الضريبة,ضريبة القيمة المضافة,الإجمالي',
      '2026-03,2,1,3000,150,3150',
      'الإجمالي,2,1,3000,150,3150',
    ]);
  });
});
