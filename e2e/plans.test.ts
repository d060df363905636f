import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from './support/app';
import { chooseOption, checkScreen as check, newPage, screenshot } from './support/browser';
import { apiCall, signInNew } from './support/fixtures';

const e2e = useApp();

const main = (page: Page) => page.locator('main');

const choose = (page: Page, label: RegExp, option: string) =>
  chooseOption(main(page).getByLabel(label).first(), option);

/** The employer fills the job form and publishes it. */
async function publishJob(page: Page, title: string) {
  await page.goto('/employer/jobs/create');
  await main(page).getByRole('textbox', { name: 'Job title', exact: true }).fill(title);
  await choose(page, /^Designation/, 'Warehouse Supervisor');
  await choose(page, /^Functional area/, 'Warehousing and 3PL');
  await choose(page, /^Industry/, 'Logistics and Freight');
  await choose(page, /^Location/, 'Jebel Ali Free Zone (JAFZA)');
  await main(page).getByRole('textbox', { name: 'Salary from (AED / month)' }).fill('7000');
  await main(page).getByRole('textbox', { name: 'Salary to (AED / month)' }).fill('9000');
  await main(page).getByRole('textbox', { name: 'Job description', exact: true }).click();
  await page.keyboard.type('Lead the night shift of our bonded warehouse in Jebel Ali.');
  await main(page).getByRole('button', { name: 'Publish' }).click();
}

describe('plans and their limits', () => {
  it('the admin creates a plan of 2 job posts and assigns it; the employer posts 2 jobs and is told on the third, with the upgrade link', async () => {
    const word = `Ruwais${Date.now() % 100000}`;
    const planName = `${word} Two Jobs`;

    const e = await newPage(e2e.browser, e2e.app.url);
    const employer = e.page;
    const { token } = await signInNew(employer, e2e.app, 'employer');
    const { data: me } = await apiCall<{ data: { company: { id: number; name: string } } }>(
      e2e.app,
      '/api/user/',
      { token },
    );

    // The admin makes the plan.
    const a = await newPage(e2e.browser, e2e.app.url);
    const admin = a.page;
    await signInNew(admin, e2e.app, 'master_admin');
    await admin.goto('/admin-pannel/subscriptions');
    await main(admin).getByRole('heading', { level: 1, name: 'Plans' }).waitFor();
    await check(admin, 'plans-list');
    await main(admin).getByRole('link', { name: 'New plan' }).click();
    await admin.waitForURL('**/admin-pannel/subscription/create');
    const form = main(admin);
    await form.getByRole('textbox', { name: /^Name/ }).fill(planName);
    await form.getByRole('textbox', { name: /^Price/ }).fill('750');
    await form.getByRole('textbox', { name: 'Active job posts' }).fill('2');
    await check(admin, 'plan-create');
    await form.getByRole('button', { name: 'Save plan' }).click();
    await admin.waitForURL('**/admin-pannel/subscriptions');
    await main(admin).getByText(planName).waitFor();

    // ... and assigns it to the employer's company, paid by bank transfer.
    await main(admin)
      .getByRole('link', { name: `Assign: ${planName}` })
      .click();
    await admin.waitForURL(/\/admin-pannel\/subscription\/assign\?plan=\d+$/);
    const client = main(admin)
      .getByLabel(/^Client/)
      .first();
    await chooseOption(client, me.company.name, { search: me.company.name });
    await expect
      .poll(() => main(admin).getByText('Invoice: AED 750.00 + VAT AED 37.50 = AED 787.50').count())
      .toBe(1);
    await main(admin).getByRole('checkbox', { name: 'The payment is received' }).check();
    await main(admin)
      .getByRole('textbox', { name: /^Payment reference/ })
      .fill(`FT-${word}`);
    await check(admin, 'plan-assign');
    await main(admin).getByRole('button', { name: 'Assign plan' }).click();
    await admin.waitForURL('**/admin-pannel/subscription/history');
    await main(admin)
      .getByRole('button', { name: /^Download INV-\d{6}$/ })
      .first()
      .waitFor();
    await check(admin, 'subscription-history');

    // The employer posts two jobs; the third is refused with a link to the subscription page.
    for (const n of [1, 2]) {
      await publishJob(employer, `${word} Supervisor ${n}`);
      await employer.waitForURL(/\/employer\/jobs\/view\/\d+$/).catch(async (error) => {
        await screenshot(employer, 'plans-publish-failed');
        throw error;
      });
    }
    await publishJob(employer, `${word} Supervisor 3`);
    await employer
      .getByText('Your plan allows 2 active job posts and all are in use.', { exact: false })
      .waitFor();
    const upgrade = employer.getByRole('link', { name: 'See your plan and upgrade' });
    expect(await upgrade.getAttribute('href')).toBe('/employer/subscription');
    expect(employer.url()).toMatch(/\/employer\/jobs\/create$/);
    await upgrade.click();
    await employer.waitForURL('**/employer/subscription');
    await main(employer).getByRole('heading', { level: 2, name: planName }).waitFor();
    await main(employer).getByText('2 of 2').waitFor();
    await main(employer).getByText('AED 787.50').waitFor();
    await check(employer, 'employer-subscription');

    // Visitors see the public plans, the new one among them.
    const v = await newPage(e2e.browser, e2e.app.url);
    await v.page.goto('/unauth/services/pricing');
    await main(v.page).getByRole('heading', { level: 2, name: planName }).waitFor();
    await check(v.page, 'pricing');
    await Promise.all([e.context.close(), a.context.close(), v.context.close()]);
  });
});
