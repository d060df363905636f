import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API } from '@logicareers/shared/api';
import { EMPLOYER_MESSAGES, MSG } from '@logicareers/shared/messages';
import type { TMySubscription, TPlan } from '@logicareers/shared/schemas/plans';
import { uaeDateInDays } from '@logicareers/shared/uae-date';
import { signedIn } from '../apps/api/src/test/factories';
import { call } from '../apps/api/src/test/harness';
import { useApp } from './support/app';
import { inArabic, switchToArabic } from './support/arabic';
import {
  DESKTOP,
  newPage,
  PHONE,
  resize,
  screenshot,
  seriousA11yViolations,
  settled,
} from './support/browser';
import { apiCall, signInNew } from './support/fixtures';

/*
 * An employer buys an upgrade without help from an administrator beyond confirming the bank
 * transfer (issue 42): the quote with the credit for unused days, the order and its pro-forma, the
 * administrator's confirmation, then the new plan with its tax invoice and the credit note.
 */

const e2e = useApp();
const main = (page: Page) => page.locator('main');

const SELLER = {
  seller_name: 'LogiCareers Test Seller LLC',
  seller_name_ar: 'شركة لوجي كارييرز للاختبار ذ.م.م',
  seller_address: 'Office 1, Test Tower, Business Bay, Dubai',
  seller_address_ar: 'مكتب 1، برج الاختبار، الخليج التجاري، دبي',
  seller_trn: '100999888777003',
  seller_bank_name: 'Emirates NBD',
  seller_account_name: 'LogiCareers Test Seller LLC',
  seller_iban: 'AE070331234567890123456',
  seller_swift: 'EBILAEAD',
};

/** The screen at 1280 and 375 pixels, axe finding nothing serious at either; left at 1280. */
async function shots(page: Page, name: string) {
  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const) {
    await resize(page, viewport);
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `plans-self-service-${name}-${size}`);
  }
  await resize(page, DESKTOP);
}

/** The seller with a bank account, and two public plans: Silver and the bigger Gold. */
async function setUp(word: string) {
  const { app, database } = e2e.app;
  const admin = (await signedIn(app, database.db, 'master_admin')).token;
  const req = (method: 'POST' | 'PUT', url: string, payload: object) =>
    call(app, { method, url, token: admin, payload });
  expect((await req('PUT', API.settings, SELLER)).status).toBe(200);
  const plan = async (name: string, price: string, posts: number) => {
    const res = await req('POST', API.plans.list, {
      name,
      price_aed: price,
      billing_period: 'month',
      cv_search: true,
      limits: { job_posts: posts, featured_jobs: posts / 5, cv_views: 200, cv_downloads: 100 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data as TPlan[]).find((p) => p.name === name)!.id;
  };
  const silver = await plan(`${word} Silver`, '1000', 10);
  await plan(`${word} Gold`, '3000', 40);
  /** A company on Silver since ten days ago, paid and invoiced. */
  const onSilver = (companyId: number) =>
    req('POST', API.plans.subscriptions, {
      company_id: companyId,
      plan_id: silver,
      starts_on: uaeDateInDays(-10),
      ends_on: uaeDateInDays(19),
      price_aed: '1000',
      payment: { method: 'bank_transfer', reference: `FT-${word}`, paid_on: uaeDateInDays(-10) },
    });
  return { onSilver };
}

describe('a plan bought on the site', () => {
  it('the employer orders Gold, the admin confirms the transfer, the employer has Gold with its invoice and credit note', async () => {
    const word = `Fujairah${Date.now() % 100000}`;
    const { onSilver } = await setUp(word);
    const e = await newPage(e2e.browser, e2e.app.url);
    const employer = e.page;
    const { user, token } = await signInNew(employer, e2e.app, 'employer');
    expect((await onSilver(user.companyId!)).status).toBe(201);
    const { data: me } = await apiCall<{ data: { company: { name: string } } }>(
      e2e.app,
      '/api/user/',
      { token },
    );

    // The employer sees Silver and chooses Gold: the quote credits the unused days of Silver.
    await employer.goto('/employer/subscription');
    await main(employer)
      .getByRole('heading', { level: 2, name: `${word} Silver` })
      .waitFor();
    await main(employer)
      .getByRole('button', { name: `Choose ${word} Gold` })
      .waitFor();
    await shots(employer, 'employer-silver');
    await main(employer)
      .getByRole('button', { name: `Choose ${word} Gold` })
      .click();
    const dialog = employer.getByRole('dialog', { name: `${word} Gold: your order` });
    await dialog.getByText('Amount due').waitFor();
    await dialog.getByText(/^Credit for \d+ unused days of .+ Silver \(credit note\)$/).waitFor();
    await dialog.getByText('Upgrade', { exact: true }).waitFor();
    await shots(employer, 'quote');
    await dialog.getByRole('button', { name: 'Place order' }).click();

    // The order awaits payment: the bank details, the reference and the pro-forma.
    const card = main(employer).getByRole('region', { name: 'Awaiting payment' });
    await card.getByText('AE07 0331 2345 6789 0123 456').waitFor();
    const mine = (await apiCall<{ data: TMySubscription }>(e2e.app, API.plans.mine, { token }))
      .data;
    const order = mine.order!;
    expect(order).toMatchObject({ kind: 'upgrade', state: 'awaiting_payment' });
    expect(order.due_fils).toBeLessThan(315_000);
    await card.getByText(`PF-${order.id}`).waitFor();
    const [proforma] = await Promise.all([
      employer.waitForEvent('download'),
      card.getByRole('button', { name: 'Download pro-forma' }).click(),
    ]);
    expect(
      fs
        .readFileSync((await proforma.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await shots(employer, 'awaiting-payment');

    // The master admin finds the order among those awaiting payment and confirms the transfer.
    const a = await newPage(e2e.browser, e2e.app.url);
    const admin = a.page;
    await signInNew(admin, e2e.app, 'master_admin');
    await admin.goto('/admin-pannel/subscriptions');
    await main(admin)
      .getByRole('link', { name: /orders? awaiting payment/i })
      .waitFor();
    await shots(admin, 'admin-plans');
    await main(admin)
      .getByRole('link', { name: /orders? awaiting payment/i })
      .click();
    await admin.waitForURL(/status=awaiting_payment/);
    const row = main(admin).locator('tr', { hasText: `PF-${order.id}` });
    await row.getByText('Ordered online').waitFor();
    await shots(admin, 'admin-awaiting');
    await row.getByRole('button', { name: `Confirm payment: ${me.company.name}` }).click();
    const confirm = admin.getByRole('dialog', { name: /^Confirm the bank transfer of/ });
    await confirm.getByRole('textbox', { name: /^Payment reference/ }).fill(`FT-${word}-GOLD`);
    await shots(admin, 'admin-confirm');
    await confirm.getByRole('button', { name: 'Confirm payment' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => row.count()).toBe(0);

    // The employer has Gold now, with its tax invoice and the credit note for Silver's days.
    await employer.reload();
    await main(employer)
      .getByRole('heading', { level: 2, name: `${word} Gold` })
      .waitFor();
    await expect
      .poll(() =>
        main(employer)
          .getByRole('button', { name: /^Download INV-\d+$/ })
          .count(),
      )
      .toBe(2);
    await main(employer)
      .getByRole('button', { name: /^Download CN-\d+$/ })
      .waitFor();
    expect(await main(employer).getByRole('region', { name: 'Awaiting payment' }).count()).toBe(0);
    await shots(employer, 'employer-gold');
    await Promise.all([e.context.close(), a.context.close()]);
  });

  it('reads the order dialog in Arabic on a phone', async () => {
    const word = `Dibba${Date.now() % 100000}`;
    const { onSilver } = await setUp(word);
    const e = await newPage(e2e.browser, e2e.app.url);
    const employer = e.page;
    const { user } = await signInNew(employer, e2e.app, 'employer');
    expect((await onSilver(user.companyId!)).status).toBe(201);
    await employer.goto('/employer/subscription');
    await main(employer)
      .getByRole('heading', { level: 2, name: `${word} Silver` })
      .waitFor();
    await switchToArabic(employer);
    await resize(employer, PHONE);
    const choose = main(employer).getByRole('button', { name: `اختيار ${word} Gold` });
    await choose.click();
    const dialog = employer.getByRole('dialog', { name: `${word} Gold: طلبك` });
    await dialog.getByText(inArabic('Amount due')).waitFor();
    await dialog.getByRole('button', { name: inArabic('Place order') }).waitFor();
    await settled(employer);
    expect(await seriousA11yViolations(employer)).toEqual([]);
    await screenshot(employer, 'plans-self-service-quote-ar-375');
    await resize(employer, DESKTOP);
    await settled(employer);
    await screenshot(employer, 'plans-self-service-quote-ar-1280');

    // The master admin cancels that Silver at the end of its period: it is not renewed.
    const a = await newPage(e2e.browser, e2e.app.url);
    const admin = a.page;
    await signInNew(admin, e2e.app, 'master_admin');
    await admin.goto(`/admin-pannel/subscription/history?company=${user.companyId}`);
    await main(admin)
      .getByRole('button', { name: /^Cancel the subscription of/ })
      .click();
    const cancel = admin.getByRole('dialog', { name: new RegExp(`^Cancel ${word} Silver of`) });
    await cancel
      .getByRole('textbox', { name: /^Reason/ })
      .fill('The client moves to a yearly plan');
    await shots(admin, 'admin-cancel');
    await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
    await cancel.waitFor({ state: 'detached' });
    await main(admin)
      .getByText(/^Ends on .+, not renewed$/)
      .waitFor();
    await switchToArabic(admin);
    await main(admin)
      .getByRole('heading', { level: 1, name: inArabic('Subscriptions and invoices') })
      .waitFor();
    await main(admin)
      .getByText(/^ينتهي في .+ دون تجديد$/)
      .waitFor();
    await shots(admin, 'admin-history-ar');
    await Promise.all([e.context.close(), a.context.close()]);
  });

  it('the admin enters the bank account in the settings; the employer gives its TRN', async () => {
    const a = await newPage(e2e.browser, e2e.app.url);
    const admin = a.page;
    await signInNew(admin, e2e.app, 'master_admin');
    await admin.goto('/admin-pannel/settings');
    const iban = main(admin).getByRole('textbox', { name: 'IBAN' });
    await iban.fill('AE07 0331');
    await main(admin).getByRole('button', { name: 'Save settings' }).click();
    await main(admin).getByText(MSG.sellerIbanFormat).waitFor();
    await iban.fill('AE07 0331 2345 6789 0123 456');
    await main(admin).getByRole('textbox', { name: 'SWIFT code' }).fill('EBILAEAD');
    await main(admin).getByRole('textbox', { name: 'Bank', exact: true }).fill('Emirates NBD');
    await main(admin)
      .getByRole('textbox', { name: 'Account name' })
      .fill(SELLER.seller_account_name);
    await main(admin).getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(async () => (await apiCall<{ data: object }>(e2e.app, API.settings)).data)
      .toMatchObject({ seller_iban: SELLER.seller_iban, seller_swift: 'EBILAEAD' });
    await main(admin).getByRole('textbox', { name: 'IBAN' }).scrollIntoViewIfNeeded();
    await shots(admin, 'settings-bank');

    const e = await newPage(e2e.browser, e2e.app.url);
    const employer = e.page;
    const { token } = await signInNew(employer, e2e.app, 'employer');
    await employer.goto('/management/my-profile');
    const trn = main(employer).getByRole('textbox', { name: 'Tax registration number (TRN)' });
    await trn.fill('12345');
    await main(employer).getByRole('button', { name: 'Save profile' }).click();
    await main(employer).getByText(EMPLOYER_MESSAGES.trnFormat).waitFor();
    await trn.fill('100200300400500');
    await main(employer).getByRole('button', { name: 'Save profile' }).click();
    await expect
      .poll(
        async () =>
          (await apiCall<{ data: { trn: string } }>(e2e.app, API.employers.profile, { token })).data
            .trn,
      )
      .toBe('100200300400500');
    await shots(employer, 'company-trn');
    await Promise.all([a.context.close(), e.context.close()]);
  });
});
