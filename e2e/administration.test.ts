import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { API } from '@logicareers/shared/api';
import { useApp } from './support/app';
import { chooseOption, checkScreen as check, newPage } from './support/browser';
import { signInNew, signInWithForm, uniqueEmail } from './support/fixtures';
import { deliverDueMail, enqueueMail } from '../apps/api/src/modules/mail/outbox';
import { demoMailbox } from '../apps/api/src/modules/demo/demo-mailbox';

const e2e = useApp();

const main = (page: Page) => page.locator('main');
const PASSWORD = 'Kh0rfakkan!Docks';

/** The employer contact form of SPEC.md section 3, in create mode. */
async function fillContact(page: Page, scope: Locator, first: string, email: string) {
  await chooseOption(scope.getByRole('combobox', { name: /^Title/ }), 'Ms');
  await scope.getByRole('textbox', { name: /^First name/ }).fill(first);
  await scope.getByRole('textbox', { name: /^Sign-in e-mail/ }).fill(email);
  await scope.getByRole('textbox', { name: /^Mobile number/ }).fill('+971 50 123 4567');
  await scope.getByLabel(/^Password/).fill(PASSWORD);
  await scope.getByLabel(/^Confirm password/).fill(PASSWORD);
}

/** The status of an API call made with a token. */
async function statusOf(path: string, token: string, method = 'GET', body?: unknown) {
  const response = await fetch(e2e.app.url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status;
}

/** Signs in through the employer form and answers the token the web app keeps. */
async function employerSignsIn(page: Page, email: string) {
  await signInWithForm(page, '/auth/employer/sign-in', email, PASSWORD);
  await page.waitForURL('**/employer/dashboard');
  return page.evaluate(() => localStorage.getItem('token') ?? '');
}

describe('administration', () => {
  it('the admin adds an employer; its administrator adds a colleague with a role that may not post jobs; disabling the company signs them out', async () => {
    const word = `Fujairah${Date.now() % 100000}`;
    const companyName = `${word} Bulk Terminals`;
    const ownerEmail = uniqueEmail('owner');
    const colleagueEmail = uniqueEmail('colleague');

    // The admin adds the employer with its first contact.
    const a = await newPage(e2e.browser, e2e.app.url);
    const admin = a.page;
    await signInNew(admin, e2e.app, 'master_admin');
    await admin.goto('/admin-pannel/create/employer');
    const form = main(admin);
    await form.getByRole('textbox', { name: /^Company name/ }).fill(companyName);
    await form.getByRole('textbox', { name: /^Company e-mail/ }).fill(`info-${ownerEmail}`);
    await form.getByRole('textbox', { name: /^Company mobile/ }).fill('+971 9 222 3344');
    await fillContact(admin, form, 'Noura', ownerEmail);
    await check(admin, 'client-create');
    await form.getByRole('button', { name: 'Create client' }).click();
    await admin.waitForURL(/\/admin-pannel\/view\/employer\/\d+$/);
    await main(admin).getByRole('heading', { level: 1, name: companyName }).waitFor();
    const clientView = admin.url();
    await check(admin, 'client-view');

    // Its administrator signs in and keeps a role without job posting.
    const o = await newPage(e2e.browser, e2e.app.url);
    const owner = o.page;
    await employerSignsIn(owner, ownerEmail);
    await owner.goto('/management/my-profile/roles');
    await main(owner).getByRole('button', { name: 'New role' }).click();
    const roleForm = main(owner);
    await roleForm.getByRole('textbox', { name: /^Name/ }).fill('Hiring assistant');
    for (const permission of [
      'Open the employer area',
      'Open the management area',
      "Review and move the applicants of the company's jobs",
    ])
      await roleForm.getByRole('checkbox', { name: permission }).check();
    await roleForm.getByRole('button', { name: 'Save role' }).click();
    await main(owner).getByText('Hiring assistant').first().waitFor();
    await check(owner, 'company-roles');

    // ... and adds a colleague with that role.
    await owner.goto('/management/my-profile/users');
    await main(owner).getByRole('button', { name: 'Add colleague' }).click();
    const dialog = owner.getByRole('dialog');
    await fillContact(owner, dialog, 'Imran', colleagueEmail);
    await chooseOption(dialog.getByRole('combobox', { name: /^Role/ }), 'Hiring assistant');
    await dialog.getByRole('button', { name: 'Add colleague' }).click();
    await dialog.waitFor({ state: 'detached' });
    await main(owner).getByText(colleagueEmail).waitFor();
    await check(owner, 'company-users');

    // The colleague has no job menu and the API refuses them a job.
    const c = await newPage(e2e.browser, e2e.app.url);
    const colleague = c.page;
    const colleagueToken = await employerSignsIn(colleague, colleagueEmail);
    const header = colleague.locator('header');
    await header.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    expect(await header.getByRole('button', { name: 'Jobs', exact: true }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Post a job' }).count()).toBe(0);
    expect(
      await statusOf(API.jobs.managed, colleagueToken, 'POST', { title: 'Crane operator' }),
    ).toBe(403);
    // The owner still may.
    const ownerToken = await owner.evaluate(() => localStorage.getItem('token') ?? '');
    expect(await statusOf(API.jobs.managed, ownerToken)).toBe(200);

    // The admin disables the company: its users are signed out at once.
    await admin.goto(clientView);
    await main(admin).getByRole('button', { name: 'Disable' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await main(admin).getByText('Disabled').first().waitFor();
    expect(await statusOf(API.me, colleagueToken)).toBe(401);
    expect(await statusOf(API.me, ownerToken)).toBe(401);
    await colleague.goto('/management/my-profile');
    await colleague.waitForURL((url) => !url.pathname.startsWith('/management'));
    await expect.poll(() => colleague.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await Promise.all([a.context.close(), o.context.close(), c.context.close()]);
  });
});

describe("the demo's mailbox", () => {
  it('shows the admin each e-mail as its reader got it, its link working', async () => {
    const to = uniqueEmail('reader');
    const link = `${e2e.app.url}/unauth/search-job?q=reefer`;
    await enqueueMail(e2e.app.database.db, {
      kind: 'job_invitation',
      to,
      subject: 'Reefer jobs for you',
      text: `Have a look: ${link}`,
      secrets: [],
    });
    while ((await deliverDueMail(e2e.app.database.db, demoMailbox)).claimed > 0);
    const { page, context } = await newPage(e2e.browser, e2e.app.url);
    await signInNew(page, e2e.app, 'master_admin');
    await page.goto('/admin-pannel/outbox');
    const mailbox = page.getByRole('region', { name: 'Demo mailbox' });
    await mailbox
      .getByRole('button', { name: /Reefer jobs for you/ })
      .first()
      .click();
    await check(page, 'demo-mailbox');
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      mailbox.getByRole('link', { name: link }).first().click(),
    ]);
    await opened.waitForURL(/q=reefer/);
    await context.close();
  });
});
