import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import type { Role } from '@logicareers/shared/roles';
import {
  PLAN_MESSAGES as M,
  type TMySubscription,
  type TPlan,
} from '@logicareers/shared/schemas/plans';
import { todayInUae, uaeDateInDays } from '@logicareers/shared/uae-date';
import { auditLog, companies, creditNotes, subscriptions } from '../../db/schema';
import { buildCompany, signedIn } from '../../test/factories';
import { planLimits, TEST_BANK, TEST_SELLER } from '../../test/billing';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';

/*
 * Overlapping subscriptions refused (also when two assignments race), and an administrator's
 * cancellation: at the end of the period, or at once with a credit note for the unused days
 * (issue 42, decision 046).
 */

describe.each(DATABASES)('overlaps and cancellations (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let plan: TPlan;
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    call(t.app, { method, url, token, ...(payload ? { payload } : {}) });
  const as = (role: Role, overrides: Parameters<typeof signedIn>[3] = {}) =>
    signedIn(t.app, t.database.db, role, overrides);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await as('master_admin')).token;
    expect((await req('PUT', API.settings, admin, { ...TEST_SELLER, ...TEST_BANK })).status).toBe(
      200,
    );
    const name = `Silver ${kind}`;
    const res = await req('POST', API.plans.list, admin, {
      name,
      price_aed: '1000',
      billing_period: 'month',
      cv_search: true,
      limits: planLimits({ job_posts: 4 }),
    });
    plan = (res.body.data as TPlan[]).find((p) => p.name === name)!;
  });
  afterAll(() => t?.close());

  /** Assigns the plan for 30 days from `from` days from today, at AED 1,000, paid or not. */
  const assign = (companyId: number, from: number, paid = false, buyerTrn = '') =>
    req('POST', API.plans.subscriptions, admin, {
      company_id: companyId,
      plan_id: plan.id,
      starts_on: uaeDateInDays(from),
      ends_on: uaeDateInDays(from + 29),
      price_aed: '1000',
      buyer_trn: buyerTrn,
      payment: paid
        ? { method: 'bank_transfer', reference: 'FT-7', paid_on: uaeDateInDays(from) }
        : null,
    });
  const cancel = (id: number, when: 'now' | 'period_end', reason = 'The client closed') =>
    req('POST', API.plans.cancel(id), admin, { when, reason });
  const mine = async (token: string) =>
    (await req('GET', API.plans.mine, token)).body.data as TMySubscription;
  const rowsOf = (companyId: number) =>
    t.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));

  it('refuses days that meet another subscription, naming it, and keeps nothing', async () => {
    const company = await buildCompany(t.database.db, { trn: '100200300400500' });
    const first = await assign(company.id, 0);
    expect(first.status).toBe(201);
    const [row] = await rowsOf(company.id);
    // The client's own TRN when the administrator gives none.
    expect(row.buyerTrn).toBe('100200300400500');
    for (const from of [-29, 10, 29]) {
      const res = await assign(company.id, from);
      expect(res.status).toBe(409);
      expect(res.body.message_key).toBe('subscriptionOverlap');
      expect(res.body.message).toBe(
        `This client already has ${plan.name} from ${todayInUae()} to ${uaeDateInDays(29)}. Choose dates outside it, or cancel it first.`,
      );
    }
    // The day after the last one is free, and a cancelled subscription holds no days.
    expect((await assign(company.id, 30)).status).toBe(201);
    expect((await cancel(row.id, 'now')).status).toBe(200);
    expect((await assign(company.id, 5, false, '100999000111222')).status).toBe(409);
    expect((await rowsOf(company.id)).length).toBe(2);
  });

  it('lets exactly one of assignments of the same days at once win', async () => {
    // Two at once for each of a few companies: under the lock on the company's row the second
    // sees the first; without it both would find the days free.
    const companies = await Promise.all([1, 2, 3, 4].map(() => buildCompany(t.database.db)));
    const answers = await Promise.all(
      companies.flatMap((company) => [assign(company.id, 0), assign(company.id, 3)]),
    );
    for (const [i, company] of companies.entries()) {
      const pair = [answers[2 * i].status, answers[2 * i + 1].status].sort();
      expect(pair).toEqual([201, 409]);
      expect(await rowsOf(company.id)).toHaveLength(1);
    }
  });

  it('cancels at once with a credit note for the days from today', async () => {
    const client = await as('employer');
    const companyId = client.user.companyId!;
    expect((await assign(companyId, -10, true)).status).toBe(201);
    const { current, invoices } = await mine(client.token);
    expect(current!.state).toBe('current');
    const res = await cancel(current!.id, 'now', 'Duplicate account closed');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(M.cancelledNow);
    const after = await mine(client.token);
    expect(after.plan.free).toBe(true);
    expect(after.current).toBeNull();
    const cancelled = after.history.find((s) => s.id === current!.id)!;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      state: 'cancelled',
      cancelled_on: todayInUae(),
    });
    // 20 of 30 days unused: AED 666.67 and VAT 33.33.
    expect(after.credit_notes).toEqual([
      expect.objectContaining({
        invoice_number: invoices[0].number,
        reason: 'Duplicate account closed',
        net_fils: 66_667,
        vat_fils: 3_333,
        total_fils: 70_000,
      }),
    ]);
    expect(cancelled.credit_notes).toHaveLength(1);
    const again = await cancel(current!.id, 'now');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyCancelled);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'subscription.cancel'), eq(auditLog.targetId, String(current!.id))),
      );
    expect(entry.after).toMatchObject({ status: 'cancelled', reason: 'Duplicate account closed' });

    // Another company's users do not find the credit note; the administrator and the client do.
    const url = after.credit_notes[0].pdf_url;
    const other = await as('employer');
    expect((await req('GET', url, other.token)).status).toBe(404);
    expect((await req('GET', url, (await as('candidate')).token)).status).toBe(404);
    expect((await req('GET', url)).status).toBe(401);
    expect((await req('GET', url, client.token)).status).toBe(200);
    expect((await req('GET', url, admin)).status).toBe(200);
  });

  it('credits every day of a paid plan that has not begun', async () => {
    const company = await buildCompany(t.database.db);
    expect((await assign(company.id, 5, true)).status).toBe(201);
    const [row] = await rowsOf(company.id);
    expect((await cancel(row.id, 'now')).status).toBe(200);
    const [note] = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.subscriptionId, row.id));
    expect(note).toMatchObject({ netFils: 100_000, vatFils: 5_000, totalFils: 105_000 });
  });

  it('cancels at the end of the period: it runs to its last day, not renewed', async () => {
    const client = await as('employer');
    expect((await assign(client.user.companyId!, -3)).status).toBe(201);
    const { current } = await mine(client.token);
    const res = await cancel(current!.id, 'period_end');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.cancelled);
    const after = await mine(client.token);
    expect(after.current).toMatchObject({
      id: current!.id,
      status: 'active',
      state: 'current',
      cancel_at_end: true,
    });
    expect(after.plan.name).toBe(plan.name);
    expect(after.credit_notes).toEqual([]);
  });

  it('refuses to cancel what has ended, and withdraws an order awaiting payment', async () => {
    const company = await buildCompany(t.database.db);
    expect((await assign(company.id, -40)).status).toBe(201);
    const [ended] = await rowsOf(company.id);
    const res = await cancel(ended.id, 'now');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.alreadyEnded);
    const [order] = await t.database.db
      .insert(subscriptions)
      .values({
        companyId: company.id,
        planId: plan.id,
        startsOn: todayInUae(),
        endsOn: uaeDateInDays(29),
        priceFils: 100_000,
        status: 'awaiting_payment',
        selfService: true,
      })
      .returning();
    const withdrawn = await cancel(order.id, 'period_end');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.message).toBe(M.orderWithdrawn);
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, order.id));
    expect(row.status).toBe('cancelled');
    const paid = await req('POST', API.plans.payment(order.id), admin, {
      method: 'bank_transfer',
      reference: 'FT-8',
      paid_on: todayInUae(),
    });
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(M.alreadyCancelled);
  });

  it('refuses cancellation to everyone but the master administrators', async () => {
    const company = await buildCompany(t.database.db);
    await assign(company.id, 0);
    const [row] = await rowsOf(company.id);
    const body = { when: 'now', reason: 'x' };
    for (const role of ['employer', 'candidate', 'consultancy'] as const) {
      const { token } = await as(role);
      expect((await req('POST', API.plans.cancel(row.id), token, body)).status).toBe(403);
    }
    expect((await req('POST', API.plans.cancel(row.id), undefined, body)).status).toBe(401);
    const bad = await req('POST', API.plans.cancel(row.id), admin, { when: 'soon', reason: '' });
    expect(bad.status).toBe(400);
    const [kept] = await t.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(kept).toBeTruthy();
    expect((await rowsOf(company.id))[0].status).toBe('active');
  });
});
