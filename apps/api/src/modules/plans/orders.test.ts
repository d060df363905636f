import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { BUILTIN_ROLES, type Role } from '@logicareers/shared/roles';
import type { TQuote } from '@logicareers/shared/schemas/plan-orders';
import {
  PLAN_MESSAGES as M,
  type TMySubscription,
  type TPlan,
} from '@logicareers/shared/schemas/plans';
import { todayInUae, uaeDateInDays } from '@logicareers/shared/uae-date';
import { auditLog, outbox, subscriptions } from '../../db/schema';
import { buildRole, signedIn } from '../../test/factories';
import { pdfText, planLimits, TEST_BANK, TEST_IBAN, TEST_SELLER } from '../../test/billing';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { periodEndsOn } from './periods';

/*
 * A client's own plan changes (issue 42, decision 046): the quote, the order awaiting a bank
 * transfer with its pro-forma, the administrator's payment that starts it (an upgrade's credit note
 * on the replaced plan's invoice first), renewal and downgrade dates, withdrawal, and who may.
 */

const idOf = (res: { body: { data?: unknown } }) => (res.body.data as { id: number }).id;

describe.each(DATABASES)('ordering, upgrading and renewing a plan (%s)', (kind) => {
  let t: TestApp;
  let admin: { token: string; user: { email: string } };
  const req = (method: string, url: string, token?: string, payload?: object) =>
    call(t.app, {
      method: method as 'GET',
      url,
      token,
      ...(payload ? { payload } : {}),
    });
  const as = (role: Role, overrides: Parameters<typeof signedIn>[3] = {}) =>
    signedIn(t.app, t.database.db, role, overrides);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await as('master_admin');
  });
  afterAll(() => t?.close());

  let planCount = 0;
  async function newPlan(priceAed: string, jobPosts: number | null, more: object = {}) {
    planCount += 1;
    const name = `Order Plan ${planCount}`;
    const res = await req('POST', API.plans.list, admin.token, {
      name,
      name_ar: `باقة ${planCount}`,
      price_aed: priceAed,
      billing_period: 'month',
      cv_search: true,
      limits: planLimits({ job_posts: jobPosts }),
      ...more,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data as TPlan[]).find((p) => p.name === name)!;
  }
  /** A 30-day plan assigned by the administrator, from `from` days from today, paid or not. */
  const assign = (companyId: number, plan: TPlan, from: number, paid: boolean) =>
    req('POST', API.plans.subscriptions, admin.token, {
      company_id: companyId,
      plan_id: plan.id,
      starts_on: uaeDateInDays(from),
      ends_on: uaeDateInDays(from + 29),
      price_aed: '1000',
      buyer_trn: '',
      payment: paid
        ? { method: 'bank_transfer', reference: 'FT-1', paid_on: uaeDateInDays(from) }
        : null,
    });
  const mine = async (token: string) => {
    const res = await req('GET', API.plans.mine, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as TMySubscription;
  };
  const quote = async (token: string, planId: number) => {
    const res = await req('GET', `${API.plans.quote}?plan_id=${planId}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as TQuote;
  };
  const mailsTo = (email: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.to, email));

  it('refuses orders until the seller and its bank account are in the settings', async () => {
    const plan = await newPlan('1000', 5);
    const client = await as('employer');
    const res = await req('POST', API.plans.orders, client.token, { plan_id: plan.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.sellerBankMissing);
    // The settings keep and answer the bank account, its IBAN and SWIFT as banks print them.
    const saved = await req('PUT', API.settings, admin.token, { ...TEST_SELLER, ...TEST_BANK });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await req('GET', API.settings, admin.token);
    expect(read.body.data).toMatchObject({
      seller_bank_name: 'Emirates NBD',
      seller_iban: TEST_IBAN,
      seller_swift: 'EBILAEAD',
    });
    expect((await mine(client.token)).bank).toEqual({
      bank_name: 'Emirates NBD',
      account_name: 'Gulf Careers Trading LLC',
      iban: TEST_IBAN,
      swift: 'EBILAEAD',
    });
  });

  it('upgrades on day 11 of a paid 30-day plan: 20 unused days credited, counted by hand', async () => {
    const basic = await newPlan('1000', 1);
    const gold = await newPlan('2000', 7);
    const client = await as('employer');
    const companyId = client.user.companyId!;
    // Paid AED 1,000 for 30 days that began 10 days ago: today is day 11, 20 days are unused.
    expect((await assign(companyId, basic, -10, true)).status).toBe(201);
    const before = await mine(client.token);
    const oldInvoice = before.invoices[0];

    const q = await quote(client.token, gold.id);
    const endsOn = periodEndsOn(todayInUae(), 'month');
    expect(q).toMatchObject({
      kind: 'upgrade',
      starts_on: todayInUae(),
      ends_on: endsOn,
      starts_when_paid: true,
      net_fils: 200_000,
      vat_fils: 10_000,
      total_fils: 210_000,
      // 1,000 × 20 / 30 = 666.666…: AED 666.67, and its VAT 33.33.
      credit: { unused_days: 20, net_fils: 66_667, vat_fils: 3_333, total_fils: 70_000 },
      due_fils: 140_000,
    });

    const ordered = await req('POST', API.plans.orders, client.token, { plan_id: gold.id });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    const orderId = idOf(ordered) as number;
    const awaiting = await mine(client.token);
    expect(awaiting.plan.name).toBe(basic.name);
    expect(awaiting.order).toMatchObject({
      id: orderId,
      status: 'awaiting_payment',
      state: 'awaiting_payment',
      kind: 'upgrade',
      self_service: true,
      replaces_id: before.current!.id,
      credit_fils: 66_667,
      due_fils: 140_000,
      proforma_url: API.plans.proformaPdf(orderId),
    });

    // The pro-forma goes to the client, PDF attached; the administrators are told.
    const proforma = (await mailsTo(client.user.email)).find((m) => m.kind === 'plan_proforma')!;
    expect(proforma.subject).toContain(`PF-${orderId}`);
    expect(proforma.text).toContain('AED 1,400.00');
    expect(proforma.text).toContain(TEST_IBAN);
    const [attached] = proforma.extras?.attachments ?? [];
    expect(attached.filename).toBe(`PF-${orderId}.pdf`);
    const text = await pdfText(new Uint8Array(Buffer.from(attached.base64, 'base64')));
    for (const words of [
      'Pro-forma invoice',
      'This is not a tax invoice',
      `PF-${orderId}`,
      'فاتورة مبدئية',
      'Amount due',
      '1,400.00',
      '700.00',
      TEST_IBAN,
      'EBILAEAD',
    ])
      expect(text).toContain(words);
    const told = (await mailsTo(admin.user.email)).find((m) => m.kind === 'plan_order_received')!;
    expect(told.text).toContain(paths.admin.ordersAwaitingPayment);
    expect(told.text).toContain(gold.name);

    // The administrator records the transfer: the credit note comes first, then the invoice.
    const paid = await req('POST', API.plans.payment(orderId), admin.token, {
      method: 'bank_transfer',
      reference: 'FT-2',
      paid_on: todayInUae(),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const after = await mine(client.token);
    expect(after.plan.name).toBe(gold.name);
    expect(after.usage.find((u) => u.key === 'job_posts')!.limit).toBe(7);
    expect(after.order).toBeNull();
    expect(after.current).toMatchObject({
      id: orderId,
      state: 'current',
      starts_on: todayInUae(),
      ends_on: endsOn,
    });
    const replaced = after.history.find((s) => s.id === before.current!.id)!;
    expect(replaced).toMatchObject({ ends_on: uaeDateInDays(-1), state: 'ended' });
    expect(after.credit_notes).toEqual([
      expect.objectContaining({
        number: 'CN-000001',
        invoice_number: oldInvoice.number,
        reason: `Upgrade to ${gold.name}: 20 unused days`,
        net_fils: 66_667,
        vat_fils: 3_333,
        total_fils: 70_000,
      }),
    ]);
    const invoice = after.invoices.find((i) => i.id !== oldInvoice.id)!;
    const next = `INV-${String(Number(oldInvoice.number.slice(4)) + 1).padStart(6, '0')}`;
    expect(invoice).toMatchObject({ number: next, net_fils: 200_000, total_fils: 210_000 });
    const kinds = (await mailsTo(client.user.email)).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['plan_credit_note', 'plan_invoice']));

    const note = await t.app.inject({
      method: 'GET',
      url: after.credit_notes[0].pdf_url,
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(note.statusCode).toBe(200);
    const noteText = await pdfText(new Uint8Array(note.rawPayload));
    for (const words of ['Tax Credit Note', 'CN-000001', oldInvoice.number, '666.67', '33.33'])
      expect(noteText).toContain(words);
    const audited = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(orderId)));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['subscription.order', 'subscription.payment']),
    );
  });

  it('gives the quoted credit back when the upgraded plan ran out before the transfer came', async () => {
    const basic = await newPlan('1000', 1);
    const gold = await newPlan('2000', 7);
    const client = await as('employer');
    expect((await assign(client.user.companyId!, basic, -10, true)).status).toBe(201);
    const before = await mine(client.token);
    const ordered = await req('POST', API.plans.orders, client.token, { plan_id: gold.id });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    const orderId = idOf(ordered) as number;
    // The transfer takes longer than the plan had left: it ended yesterday.
    await t.database.db
      .update(subscriptions)
      .set({ endsOn: uaeDateInDays(-1) })
      .where(eq(subscriptions.id, before.current!.id));
    const paid = await req('POST', API.plans.payment(orderId), admin.token, {
      method: 'bank_transfer',
      reference: 'FT-LATE',
      paid_on: todayInUae(),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const after = await mine(client.token);
    expect(after.current).toMatchObject({ id: orderId, state: 'current' });
    // The client paid the price less the credit; the credit note says so.
    expect(after.credit_notes).toEqual([
      expect.objectContaining({ net_fils: 66_667, vat_fils: 3_333, total_fils: 70_000 }),
    ]);
  });

  it('starts a first plan when paid, and entitlements follow', async () => {
    const plan = await newPlan('500', 3);
    const client = await as('employer');
    expect(await quote(client.token, plan.id)).toMatchObject({
      kind: 'new',
      starts_on: todayInUae(),
      credit: null,
      due_fils: 52_500,
    });
    const ordered = await req('POST', API.plans.orders, client.token, { plan_id: plan.id });
    expect(ordered.status).toBe(201);
    expect((await mine(client.token)).plan.free).toBe(true);
    const again = await req('POST', API.plans.orders, client.token, { plan_id: plan.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.orderPending);
    const paid = await req('POST', API.plans.payment(idOf(ordered)), admin.token, {
      method: 'bank_transfer',
      reference: 'FT-3',
      paid_on: todayInUae(),
    });
    expect(paid.status).toBe(201);
    const own = await mine(client.token);
    expect(own.plan.name).toBe(plan.name);
    expect(own.usage.find((u) => u.key === 'job_posts')!.limit).toBe(3);
    expect(own.current).toMatchObject({ kind: 'new', status: 'active', self_service: true });
  });

  it('starts a renewal and a downgrade the day after the current plan ends', async () => {
    const current = await newPlan('1000', 5);
    const cheaper = await newPlan('400', 2);
    const client = await as('employer');
    expect((await assign(client.user.companyId!, current, -5, false)).status).toBe(201);
    const renewal = await quote(client.token, current.id);
    expect(renewal).toMatchObject({ kind: 'renewal', starts_on: uaeDateInDays(25) });
    expect(renewal.ends_on).toBe(periodEndsOn(uaeDateInDays(25), 'month'));
    expect(renewal.starts_when_paid).toBe(false);
    const downgrade = await quote(client.token, cheaper.id);
    expect(downgrade).toMatchObject({
      kind: 'downgrade',
      starts_on: uaeDateInDays(25),
      credit: null,
    });
    // Ordered and paid, the renewal waits for its day; the current plan runs on.
    const ordered = await req('POST', API.plans.orders, client.token, { plan_id: current.id });
    expect(ordered.status).toBe(201);
    await req('POST', API.plans.payment(idOf(ordered)), admin.token, {
      method: 'card',
      reference: 'CARD-9',
      paid_on: todayInUae(),
    });
    const own = await mine(client.token);
    expect(own.history[0]).toMatchObject({ state: 'upcoming', starts_on: uaeDateInDays(25) });
    expect(own.current!.ends_on).toBe(uaeDateInDays(24));
    // A second renewal follows the first.
    expect(await quote(client.token, current.id)).toMatchObject({
      kind: 'renewal',
      starts_on: addMonthAfter(own.history[0].ends_on),
    });
  });

  it('turns renewal off and on for the current plan, and withdraws an order', async () => {
    const plan = await newPlan('1000', 5);
    const client = await as('employer');
    const none = await req('PUT', API.plans.renewal, client.token, { renew: false });
    expect(none.status).toBe(404);
    expect((await assign(client.user.companyId!, plan, 0, false)).status).toBe(201);
    const off = await req('PUT', API.plans.renewal, client.token, { renew: false });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(M.renewalOff);
    expect((await mine(client.token)).current!.cancel_at_end).toBe(true);
    expect((await req('PUT', API.plans.renewal, client.token, { renew: true })).status).toBe(200);
    expect((await mine(client.token)).current!.cancel_at_end).toBe(false);

    const ordered = await req('POST', API.plans.orders, client.token, { plan_id: plan.id });
    expect(ordered.status).toBe(201);
    const id = idOf(ordered) as number;
    const other = await as('employer');
    expect((await req('DELETE', API.plans.order(id), other.token)).status).toBe(404);
    const gone = await req('DELETE', API.plans.order(id), client.token);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe(M.orderWithdrawn);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledOn: todayInUae() });
    const again = await req('DELETE', API.plans.order(id), client.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.notAwaitingPayment);
    // Withdrawn, it is no longer pending: the client may order again.
    expect((await req('POST', API.plans.orders, client.token, { plan_id: plan.id })).status).toBe(
      201,
    );
  });

  it('lets only the company administrators order, and only plans offered online', async () => {
    const plan = await newPlan('1000', 5);
    const hidden = await newPlan('1000', 5, { public: false });
    const client = await as('employer');
    const offered = await req('GET', `${API.plans.quote}?plan_id=${hidden.id}`, client.token);
    expect(offered.status).toBe(400);
    expect(offered.body.message).toBe(M.planNotOffered);
    const roleId = await buildRole(
      t.database.db,
      'employer',
      BUILTIN_ROLES.employer.permissions.filter((p) => p !== 'company.manage'),
    );
    const recruiter = await as('employer', { companyId: client.user.companyId, roleId });
    const refused = await req('POST', API.plans.orders, recruiter.token, { plan_id: plan.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.orderNeedsManager);
    expect((await mine(recruiter.token)).can_order).toBe(false);
    expect((await mine(client.token)).can_order).toBe(true);
    const candidate = await as('candidate');
    expect(
      (await req('POST', API.plans.orders, candidate.token, { plan_id: plan.id })).status,
    ).toBe(403);
    expect(
      (await req('GET', `${API.plans.quote}?plan_id=${plan.id}`, candidate.token)).status,
    ).toBe(403);
    expect((await req('POST', API.plans.orders, undefined, { plan_id: plan.id })).status).toBe(401);

    // Another company's pro-forma is not found.
    const ordered = await req('POST', API.plans.orders, client.token, { plan_id: plan.id });
    const url = API.plans.proformaPdf(idOf(ordered));
    const other = await as('employer');
    expect((await req('GET', url, other.token)).status).toBe(404);
    expect((await req('GET', url, candidate.token)).status).toBe(404);
    expect((await req('GET', url)).status).toBe(401);
    expect((await req('GET', url, recruiter.token)).status).toBe(200);
    expect((await req('GET', url, admin.token)).status).toBe(200);
    const listed = await req(
      'GET',
      `${API.plans.subscriptions}?status=awaiting_payment&company_id=${client.user.companyId}`,
      admin.token,
    );
    const items = (listed.body.data as { items: { id: number }[] }).items;
    expect(items.map((s) => s.id)).toEqual([idOf(ordered)]);
  });
});

/** The day after `date`'s period of a month ends: the start of the next renewal. */
function addMonthAfter(date: string) {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
