import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ZSiteSettings } from '@logicareers/shared/schemas/settings';
import { companies, invoices, subscriptions } from '../../db/schema';
import { buildCompany } from '../../test/factories';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { readSiteSettings } from '../settings/settings.service';
import { seedDemoPlans } from './plans.demo';

/** An IBAN's check digits are right when the number it makes is 1 modulo 97. */
const ibanChecks = (iban: string) =>
  BigInt(
    [...`${iban.slice(4)}${iban.slice(0, 4)}`].map((c) => parseInt(c, 36).toString()).join(''),
  ) %
    97n ===
  1n;

describe.each(DATABASES)("the demo's plans (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('seeds the seller with a bank account, TRNs, and an upgrade awaiting its transfer', async () => {
    const { db } = t.database;
    const made = await Promise.all(Array.from({ length: 9 }, () => buildCompany(db)));
    const clients = made.slice(0, 3);
    const monthly = made.slice(3);
    await seedDemoPlans(db, clients, monthly);

    const settings = await readSiteSettings(db);
    expect(settings).toMatchObject({
      seller_bank_name: 'Emirates NBD',
      seller_iban: 'AE190260001015384756201',
      seller_swift: 'EBILAEAD',
    });
    expect(ZSiteSettings.safeParse(settings).success).toBe(true);
    expect(ibanChecks(settings.seller_iban)).toBe(true);

    const ids = made.map((c) => c.id);
    const trns = await db
      .select({ trn: companies.trn })
      .from(companies)
      .where(inArray(companies.id, ids));
    for (const { trn } of trns) expect(trn).toMatch(/^100[0-9]{9}003$/);
    expect(new Set(trns.map((r) => r.trn)).size).toBe(ids.length);

    const orders = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.status, 'awaiting_payment'));
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({ kind: 'upgrade', selfService: true });
    expect(clients.map((c) => c.id)).not.toContain(order.companyId);
    expect(order.priceFils).toBeGreaterThan(0);
    expect(order.creditFils).toBeGreaterThan(0);
    expect(await db.select().from(invoices).where(eq(invoices.subscriptionId, order.id))).toEqual(
      [],
    );
    const [replaced] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, order.replacesId!));
    expect(replaced).toMatchObject({ companyId: order.companyId, status: 'active' });
    expect(order.creditFils).toBeLessThan(replaced.priceFils);
    // Every other subscription is active and paid, its invoice carrying the client's TRN.
    const paid = await db
      .select({ trn: invoices.buyerTrn, company: companies.trn })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(inArray(invoices.companyId, ids));
    expect(paid.length).toBeGreaterThan(made.length);
    for (const row of paid) expect(row.trn).toBe(row.company);
  });
});
