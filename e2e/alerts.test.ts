import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runAlertDigests } from '../apps/api/src/modules/alerts/alerts.digest';
import { useApp } from './support/app';
import {
  chooseOption,
  DESKTOP,
  newPage,
  PHONE,
  screenshot,
  seriousA11yViolations,
  settled,
  SHOTS_DIR,
} from './support/browser';
import { apiCall, COLD_CHAIN_JOB, postJob, signInNew, uniqueEmail } from './support/fixtures';

const e2e = useApp();

const DAY = 86_400_000;
const main = (page: Page) => page.locator('main');

/** A new employer publishes a cold-chain job. */
const publishJob = (title: string) =>
  postJob(e2e.app, {
    ...COLD_CHAIN_JOB,
    title,
    description: '<p>Run the reefer yard of our cold store and act on temperature excursions.</p>',
  });

/** The candidate's alert for warehouse jobs in Dubai, set through the API. */
async function warehouseAlert(token: string) {
  const { data: dubai } = await apiCall<{ data: { id: number; name: string }[] }>(
    e2e.app,
    '/api/master/state?q=Dubai',
  );
  await apiCall(e2e.app, '/api/jobs/alert', {
    method: 'POST',
    token,
    body: {
      name: 'Warehouse jobs in Dubai',
      keywords: 'warehouse -driver',
      state: [dubai.find((state) => state.name === 'Dubai')!.id],
      frequency: 'daily',
    },
  });
}

/** The part of a digest e-mail for one alert, and its unsubscribe link as a path of this e2e.app. */
function sectionOf(text: string, alertName: string) {
  const section = text.split('\n\n').find((part) => part.startsWith(`${alertName}: `));
  if (!section) throw new Error(`no part for ${alertName} in:\n${text}`);
  const stop = /Stop these e-mails: (\S+)/.exec(section)![1];
  return { section, stopPath: new URL(stop).pathname + new URL(stop).search };
}

describe('job alerts', () => {
  it('a candidate creates an alert, a matching job is e-mailed, and the unsubscribe link stops it', async () => {
    const word = `Quokkafrost${Date.now() % 100000}`;
    const name = `${word} reefer jobs`;
    const { page, context, consoleErrors } = await newPage(e2e.browser, e2e.app.url, DESKTOP);
    const { user, token } = await signInNew(page, e2e.app, 'candidate');
    await warehouseAlert(token);
    await page.goto('/candidate/job-alert');
    await page.getByRole('heading', { level: 1, name: 'Job alerts' }).waitFor();
    // The candidate's alerts are listed.
    await main(page).getByRole('heading', { level: 2, name: 'Warehouse jobs in Dubai' }).waitFor();

    await main(page).getByRole('button', { name: 'New alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'New job alert' });
    await dialog.waitFor();
    // Saving an empty form shows what is missing, next to the fields.
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await dialog.getByText('Alert name is required').waitFor();
    await dialog.getByText('Add keywords or choose at least one filter').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByRole('textbox', { name: 'Alert name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Keywords' }).fill(`${word} -driver`);
    await chooseOption(dialog.getByLabel('Locations', { exact: true }), 'Dubai (anywhere)', {
      exact: false,
    });
    await dialog.getByRole('textbox', { name: 'Alert name' }).click();
    await dialog.getByRole('radio', { name: 'Every day' }).check();
    await screenshot(page, 'job-alerts-form-desktop');
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await page.getByText('Job alert created').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const card = main(page).getByRole('article', { name });
    await card.waitFor();
    await card.getByText('Dubai', { exact: true }).waitFor();
    await card.getByText(`Keywords: ${word} -driver`).waitFor();

    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'job-alerts-desktop');

    // An employer publishes a matching job; the worker's alert pass runs the next morning.
    const jobId = await publishJob(`${word} Reefer Yard Supervisor`);
    await runAlertDigests(e2e.app.database.db, {
      now: new Date(Date.now() + DAY),
      frequencies: ['daily'],
    });
    const mail = await e2e.app.lastMailTo(user.email, 'job_alert_digest');
    expect(mail).toBeDefined();
    const { section, stopPath } = sectionOf(mail!.text, name);
    expect(section).toContain(`${name}: 1 new job`);
    expect(section).toContain(`${word} Reefer Yard Supervisor`);
    expect(section).toContain(`${e2e.app.url}/unauth/jobs/view/${jobId}`);

    // The unsubscribe link works without signing in.
    const visitor = await newPage(e2e.browser, e2e.app.url, PHONE);
    await visitor.page.goto(stopPath);
    await visitor.page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }).waitFor();
    await visitor.page.getByText(`“${name}”`).waitFor();
    expect(await seriousA11yViolations(visitor.page)).toEqual([]);
    await screenshot(visitor.page, 'job-alerts-unsubscribed-phone');
    await visitor.context.close();

    // The candidate sees the alert paused, turns it back on, and deletes it after confirming.
    await page.reload();
    await card.waitFor();
    await card.getByText('Paused', { exact: true }).waitFor();
    const toggle = card.getByRole('switch', { name: `E-mails on for ${name}` });
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await toggle.click({ force: true });
    await page.getByText('Job alert resumed').waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(true);

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this job alert?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await confirm.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await confirm.getByRole('button', { name: 'Delete alert' }).click();
    await page.getByText('Job alert deleted').waitFor();
    await card.waitFor({ state: 'detached' });

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('looks finished on a phone, with the form full screen', async () => {
    const { page, context, consoleErrors } = await newPage(e2e.browser, e2e.app.url, PHONE);
    const { token } = await signInNew(page, e2e.app, 'candidate');
    await warehouseAlert(token);
    await page.goto('/candidate/job-alert');
    await main(page).getByRole('heading', { level: 2, name: 'Warehouse jobs in Dubai' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'job-alerts-phone');
    await main(page).getByRole('button', { name: 'Edit Warehouse jobs in Dubai' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit “Warehouse jobs in Dubai”' });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Keywords' }).inputValue())
      .toBe('warehouse -driver');
    // The dialog's opening transition has ended.
    await settled(page);
    // The dialog fills the screen and scrolls: its top and its end, as a phone shows them.
    await page.screenshot({ path: path.join(SHOTS_DIR, 'job-alerts-form-phone.png') });
    await dialog.getByRole('button', { name: 'Save changes' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS_DIR, 'job-alerts-form-phone-end.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a search becomes an alert in two clicks', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.app.url, DESKTOP);
    await signInNew(page, e2e.app, 'candidate');
    await page.goto('/candidate/search-job?q=forklift&employment_type=full_time');
    await main(page).getByRole('link', { name: 'Create an alert from this search' }).click();
    await page.waitForURL('**/candidate/job-alert**');
    const dialog = page.getByRole('dialog', { name: 'New job alert' });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Keywords' }).inputValue())
      .toBe('forklift');
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Alert name' }).inputValue())
      .toBe('forklift jobs');
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await page.getByText('Job alert created').waitFor();
    await main(page)
      .getByRole('article', { name: 'forklift jobs' })
      .getByText('Full time')
      .waitFor();
    await page.waitForURL((url) => url.search === '');
    await context.close();
  });

  it('the footer subscription is confirmed by the link in its e-mail', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.app.url, PHONE);
    const email = uniqueEmail('weekly');
    await page.goto('/');
    // The form loads as the footer comes into view.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('textbox', { name: 'Email for job notifications' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thank you for subscribing!').waitFor();
    const mail = await e2e.app.lastMailTo(email, 'subscription_confirm');
    const link = new URL(
      /(http\S+\/unauth\/subscription\/confirm\?token=\S+)/.exec(mail!.text)![1],
    );
    await page.goto(link.pathname + link.search);
    await page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' }).waitFor();
    await page.getByText(email).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'subscription-confirmed-phone');
    await page.goto('/unauth/subscription/confirm?token=not-a-real-token-at-all');
    await page
      .getByRole('heading', { level: 1, name: 'This confirmation link does not work' })
      .waitFor();
    await context.close();
  });
});
