import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { MSG } from '@logicareers/shared/messages';
import type { Role } from '@logicareers/shared/roles';
import { PLAN_MESSAGES, type TMySubscription, type TPlan } from '@logicareers/shared/schemas/plans';
import { todayInUae, uaeDateInDays } from '@logicareers/shared/uae-date';
import { auditLog, companyBranches, subscriptions } from '../../db/schema';
import { buildCompany, signedIn } from '../../test/factories';
import { pdfText, planLimits, TEST_SELLER } from '../../test/billing';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { taxDocumentPdf } from './invoice-pdf';

/*
 * Bilingual tax invoices and the seller in the site settings (issue 42, decision 044): the seller's
 * details are settings the master admin keeps, checked and audited; the invoice prints them, and
 * Arabic (the buyer's name, the seller's Arabic name) comes out of the PDF as Arabic text.
 */

const ARABIC_BUYER = 'شركة النقل السريع للشحن';

/** The Arabic text must read in logical order: never reversed, never '?'. */
function expectArabic(text: string, arabic: string) {
  expect(text).toContain(arabic);
  expect(text).not.toContain([...arabic].reverse().join(''));
}

describe.each(DATABASES)('bilingual tax invoices and the seller in settings (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    call(t.app, { method, url, token, ...(payload ? { payload } : {}) });
  const as = (role: Role) => signedIn(t.app, t.database.db, role);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await as('master_admin')).token;
  });
  afterAll(() => t?.close());

  async function paidPlan() {
    const name = `Gold Plan ${kind}`;
    const res = await req('POST', API.plans.list, admin, {
      name,
      name_ar: 'الذهبية',
      price_aed: '1000',
      billing_period: 'month',
      cv_search: true,
      limits: planLimits(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data as TPlan[]).find((p) => p.name === name)!;
  }
  let plan: TPlan;
  const assignPaid = (companyId: number) =>
    req('POST', API.plans.subscriptions, admin, {
      company_id: companyId,
      plan_id: plan.id,
      starts_on: todayInUae(),
      ends_on: uaeDateInDays(29),
      price_aed: '1000',
      buyer_trn: '100200300400500',
      payment: { method: 'bank_transfer', reference: 'FT-4242', paid_on: todayInUae() },
    });

  it('issues no invoice while the seller is not in the settings, and keeps nothing', async () => {
    plan ??= await paidPlan();
    const company = await buildCompany(t.database.db);
    const res = await assignPaid(company.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PLAN_MESSAGES.sellerMissing);
    const kept = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, company.id));
    expect(kept).toEqual([]);
  });

  it('refuses a TRN that is not 15 digits with a clear message, and changes nothing', async () => {
    for (const trn of ['12345', '1003847562000031', '10038475620000A', '100 384 756 200 0']) {
      const bad = await req('PUT', API.settings, admin, { ...TEST_SELLER, seller_trn: trn });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toEqual({ seller_trn: MSG.sellerTrnFormat });
    }
    const now = await req('GET', API.settings);
    expect(now.body.data).toMatchObject({ seller_name: '', seller_trn: '' });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'));
    expect(audited).toEqual([]);
  });

  it('refuses the seller settings to everyone but the site administrators', async () => {
    for (const role of ['candidate', 'employer', 'consultancy'] as const) {
      const { token } = await as(role);
      expect((await req('PUT', API.settings, token, TEST_SELLER)).status).toBe(403);
    }
    expect((await req('PUT', API.settings, undefined, TEST_SELLER)).status).toBe(401);
    expect((await req('GET', API.settings)).body.data).toMatchObject({ seller_trn: '' });
  });

  it('keeps the seller the master admin enters, with an audit entry', async () => {
    const saved = await req('PUT', API.settings, admin, TEST_SELLER);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject(TEST_SELLER);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.targetId, 'settings')));
    expect(entry.before).toMatchObject({ seller_trn: '', seller_name_ar: '' });
    expect(entry.after).toMatchObject({
      seller_trn: TEST_SELLER.seller_trn,
      seller_name_ar: TEST_SELLER.seller_name_ar,
    });
  });

  it('prints an Arabic-named buyer and the seller from the settings, in Arabic and English', async () => {
    plan ??= await paidPlan();
    const company = await buildCompany(t.database.db, { name: ARABIC_BUYER });
    await t.database.db
      .insert(companyBranches)
      .values({ companyId: company.id, address: 'شارع الشيخ زايد، مبنى 45', area: 'دبي' });
    const { user, token } = await signedIn(t.app, t.database.db, 'employer', {
      companyId: company.id,
    });
    expect(user.companyId).toBe(company.id);
    expect((await assignPaid(company.id)).status).toBe(201);
    const mine = (await req('GET', API.plans.mine, token)).body.data as TMySubscription;
    const [invoice] = mine.invoices;
    expect(invoice.description).toBe(
      `LogiCareers subscription: ${plan.name}, ${todayInUae()} to ${uaeDateInDays(29)}`,
    );
    const pdf = await t.app.inject({
      method: 'GET',
      url: invoice.pdf_url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    for (const arabic of [
      ARABIC_BUYER,
      'فاتورة ضريبية',
      'الخليج للوظائف للتجارة',
      'شارع الشيخ زايد',
      'الإجمالي شامل ضريبة القيمة المضافة',
      'الذهبية',
    ])
      expectArabic(text, arabic);
    for (const english of [
      'Tax Invoice',
      TEST_SELLER.seller_name,
      `TRN: ${TEST_SELLER.seller_trn}`,
      'TRN: 100200300400500',
      `Invoice number ${invoice.number}`,
      'Total excluding VAT',
      'VAT 5%',
      'AED 1,050.00',
    ])
      expect(text).toContain(english);
    expect(text).not.toContain('?');
    expect(text).not.toMatch(/plan plan/i);
    // Fonts are subset: the invoice stays small.
    expect(pdf.rawPayload.length).toBeLessThan(60_000);

    // A later change of seller leaves the issued invoice as it was.
    await req('PUT', API.settings, admin, { ...TEST_SELLER, seller_trn: '100111222333003' });
    const again = await t.app.inject({
      method: 'GET',
      url: invoice.pdf_url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await pdfText(new Uint8Array(again.rawPayload))).toContain(
      `TRN: ${TEST_SELLER.seller_trn}`,
    );
  });
});

describe('tax credit notes', () => {
  it('keeps each Arabic letter in the text whatever documents were drawn before', async () => {
    // The letters of one document's words hold glyphs other letters are built from (the dotless
    // base of خ is that of ح, of غ that of ع): drawn first, they must not change the next one's text.
    const seller = {
      name: TEST_SELLER.seller_name,
      nameAr: TEST_SELLER.seller_name_ar,
      address: TEST_SELLER.seller_address,
      addressAr: TEST_SELLER.seller_address_ar,
      trn: TEST_SELLER.seller_trn,
    };
    const invoiceTo = (buyer: string) =>
      taxDocumentPdf({
        kind: 'invoice',
        number: 'INV-000042',
        issuedOn: '2026-12-01',
        supplyDate: '2026-12-01',
        seller,
        buyer: { name: buyer, address: '', trn: '' },
        description: 'LogiCareers subscription: Gold',
        descriptionAr: 'اشتراك LogiCareers: الذهبية',
        netFils: 100_000,
        vatFils: 5_000,
        totalFils: 105_000,
        payment: { method: 'bank_transfer', reference: 'FT-1' },
      });
    for (const buyer of ['مخازن غرب الخليج', 'شركة الغرير للخدمات', 'جبل علي للتخليص'])
      await invoiceTo(buyer);
    expectArabic(await pdfText(new Uint8Array(await invoiceTo(ARABIC_BUYER))), ARABIC_BUYER);
  });

  it('draws a credit note in the same form, naming the invoice it credits', async () => {
    const pdf = await taxDocumentPdf({
      kind: 'credit_note',
      number: 'CN-000001',
      issuedOn: '2026-12-15',
      supplyDate: '2026-12-15',
      seller: {
        name: TEST_SELLER.seller_name,
        nameAr: TEST_SELLER.seller_name_ar,
        address: TEST_SELLER.seller_address,
        addressAr: TEST_SELLER.seller_address_ar,
        trn: TEST_SELLER.seller_trn,
      },
      buyer: { name: ARABIC_BUYER, address: '', trn: '' },
      description: 'LogiCareers subscription: Gold, 2026-12-01 to 2026-12-31',
      descriptionAr: 'اشتراك LogiCareers: الذهبية',
      netFils: 50_000,
      vatFils: 2_500,
      totalFils: 52_500,
      credits: {
        number: 'INV-000012',
        issuedOn: '2026-12-01',
        reason: 'Cancelled at once',
        reasonAr: 'أُلغي فورًا',
      },
    });
    const text = await pdfText(new Uint8Array(pdf));
    for (const arabic of ['إشعار دائن ضريبي', ARABIC_BUYER, 'مقابل الفاتورة الضريبية'])
      expectArabic(text, arabic);
    for (const english of [
      'Tax Credit Note',
      'Credit note number CN-000001',
      'Against tax invoice',
      'INV-000012 (2026-12-01)',
      'AED 525.00',
    ])
      expect(text).toContain(english);
    expect(text).not.toContain('Tax Invoice ');
  });
});
