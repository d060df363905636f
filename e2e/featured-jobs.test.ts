import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API } from '@logicareers/shared/api';
import { uaeDateInDays } from '@logicareers/shared/uae-date';
import { jobFactory, signedIn } from '../apps/api/src/test/factories';
import { call } from '../apps/api/src/test/harness';
import { useApp } from './support/app';
import { switchToArabic } from './support/arabic';
import { DESKTOP, newPage, PHONE, resize, screenshot, settled } from './support/browser';
import { signInNew } from './support/fixtures';

const e2e = useApp();
const main = (page: Page) => page.locator('main');

/** Each screen at 1280 and 375 pixels, in English then in Arabic. */
async function shots(page: Page, name: string, ready: () => Promise<void>) {
  for (const lang of ['en', 'ar'] as const) {
    if (lang === 'ar') {
      // The language switch is in the header at desktop width.
      await resize(page, DESKTOP);
      await switchToArabic(page);
      await ready();
    }
    for (const [size, viewport] of [
      ['1280', DESKTOP],
      ['375', PHONE],
    ] as const) {
      await resize(page, viewport);
      await settled(page);
      await screenshot(page, `featured-${name}-${lang}-${size}`);
    }
  }
}

describe('featured jobs', () => {
  it('an employer features a job with its switch; a visitor finds it first, marked', async () => {
    const word = `Khorfakkan${Date.now() % 100000}`;
    const { app, database } = e2e.app;
    const admin = (await signedIn(app, database.db, 'master_admin')).token;
    const req = (method: 'POST' | 'PUT', url: string, payload: object, token = admin) =>
      call(app, { method, url, token, payload });
    await req('PUT', API.settings, {
      seller_name: 'LogiCareers Test Seller LLC',
      seller_name_ar: 'شركة لوجي كارييرز للاختبار ذ.م.م',
      seller_address: 'Office 1, Test Tower, Business Bay, Dubai',
      seller_address_ar: 'مكتب 1، برج الاختبار، الخليج التجاري، دبي',
      seller_trn: '100999888777003',
    });
    const plan = await req('POST', API.plans.list, {
      name: `${word} Featured`,
      price_aed: '1000',
      billing_period: 'month',
      cv_search: true,
      limits: {
        job_posts: null,
        featured_jobs: 3,
        cv_views: null,
        cv_downloads: null,
        users: null,
        bulk_emails: null,
      },
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    const planId = (plan.body.data as { id: number; name: string }[]).find(
      (p) => p.name === `${word} Featured`,
    )!.id;

    const e = await newPage(e2e.browser, e2e.app.url);
    const employer = e.page;
    const { user, token } = await signInNew(employer, e2e.app, 'employer');
    const subscribed = await req('POST', API.plans.subscriptions, {
      company_id: user.companyId,
      plan_id: planId,
      starts_on: uaeDateInDays(-1),
      ends_on: uaeDateInDays(30),
      price_aed: '0',
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
    const jobs = await jobFactory(app);
    const oldest = await jobs.create(token, { title: `${word} Forklift Operator` });
    await jobs.create(token, { title: `${word} Reach Truck Driver` });
    await jobs.create(token, { title: `${word} Warehouse Picker` });
    const other = await jobs.create(token, { title: `${word} Inventory Controller` });
    expect((await req('POST', API.jobs.featured(other), {}, token)).status).toBe(200);

    // The employer features the oldest with its switch: 2 of 3 slots used.
    await employer.goto('/employer/jobs');
    const toggle = main(employer).getByRole('switch', {
      name: `Feature ${word} Forklift Operator`,
    });
    await toggle.waitFor();
    await main(employer).getByText('1 of 3 featured slots used', { exact: false }).waitFor();
    await toggle.click({ force: true });
    await main(employer).getByText('2 of 3 featured slots used', { exact: false }).waitFor();
    await shots(employer, 'toggle', () =>
      main(employer).getByText('استُخدمت 2 من 3', { exact: false }).waitFor(),
    );

    // A visitor's search: the two featured jobs first, marked.
    const v = await newPage(e2e.browser, e2e.app.url);
    const visitor = v.page;
    await visitor.goto(`/unauth/search-job?q=${word}`);
    const cards = main(visitor).locator('article');
    await cards.first().waitFor();
    expect(await cards.nth(0).textContent()).toContain('Featured');
    expect(await cards.nth(1).textContent()).toContain('Featured');
    expect(await cards.nth(2).textContent()).not.toContain('Featured');
    expect(await cards.nth(1).textContent()).toContain(`${word} Forklift Operator`);
    expect(oldest).toBeGreaterThan(0);
    await shots(visitor, 'search', () => main(visitor).getByText('مميزة').first().waitFor());
  });
});
