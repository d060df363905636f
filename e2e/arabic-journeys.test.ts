import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paths } from '@logicareers/shared/pages';
import { TEST_PASSWORD } from '../apps/api/src/test/factories';
import { pdfCv } from '../apps/api/src/test/files';
import { useScratchFolder } from './support/scratch';
import { useApp } from './support/app';
import { inArabic, mirrored, switchToArabic } from './support/arabic';
import {
  chooseOption,
  newPage,
  PHONE,
  resize,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import {
  DEMO,
  FREIGHT_FORWARDING_NAMES,
  newUser,
  postJob,
  signInAs,
  uniqueEmail,
} from './support/fixtures';

/*
 * The main journeys of LogiCareers in Arabic, right to left: every name a test looks for is the
 * Arabic text of the catalogue (inArabic), so a label left in English fails the journey.
 */

const e2e = useApp();
const folder = useScratchFolder();

const main = (page: Page) => page.locator('main');
const field = (page: Page, english: string) =>
  main(page).getByRole('textbox', { name: inArabic(english) });

/** Opens a select by its label and takes its first option. */
const chooseFirst = (page: Page, label: string) =>
  chooseOption(
    main(page)
      .getByLabel(inArabic(label, { whole: false }))
      .first(),
  );

/** The screen is in Arabic, laid out right to left, and axe finds nothing serious; kept at both widths. */
async function arabicScreen(page: Page, name: string) {
  await page.locator('header a[data-brand]').waitFor();
  expect(await mirrored(page)).toEqual({ lang: 'ar', dir: 'rtl', brandOnTheRight: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, `ar-${name}-desktop`);
  await resize(page, PHONE);
  expect((await mirrored(page)).dir).toBe('rtl');
  // Nothing sticks out sideways on a phone (a forgotten side makes a right-to-left page scroll).
  // The textarea that Mantine measures growing text fields with keeps the width it had at desktop
  // size until it measures again; a phone never has it wider than the screen, so it goes first.
  const width = await page.evaluate(() => {
    document.querySelectorAll('body > textarea[aria-hidden="true"]').forEach((t) => t.remove());
    return document.documentElement.scrollWidth;
  });
  expect(width, name).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, `ar-${name}-phone`);
  await resize(page, { width: 1280, height: 800 });
}

describe('the main journeys in Arabic', () => {
  it('a candidate signs up, completes the profile with a CV, finds a job and applies, in Arabic', async () => {
    const word = `Wombatique${Date.now() % 100000}`;
    const jobId = await postJob(e2e.app, {
      title: `${word} Freight Forwarding Executive`,
      names: FREIGHT_FORWARDING_NAMES,
      salary_min: 7000,
      salary_max: 9000,
      description: `<p>Run the ${word} bonded store in Jebel Ali.</p>`,
    });
    const email = uniqueEmail('arabic');
    const password = 'Str0ng&Secret!';

    const { page: c, context } = await newPage(e2e.browser, e2e.app.url);
    await c.goto(paths.signUp('candidate'));
    await switchToArabic(c);
    await arabicScreen(c, 'sign-up');
    await field(c, 'Email').fill(email);
    await field(c, 'Password').fill(password);
    await field(c, 'Confirm password').fill(password);
    await c.getByRole('button', { name: inArabic('Create account') }).click();
    await c.waitForURL('**/candidate/personal-create');
    await field(c, 'Mobile number').fill('+971 55 321 7788');
    await field(c, 'First name').fill('مريم');
    await field(c, 'Last name').fill('الهاشمي');
    await chooseFirst(c, 'Emirate or area');
    await c.getByRole('button', { name: inArabic('Save and continue') }).click();
    await c.waitForURL('**/candidate/profile-create');
    const cvPath = path.join(folder.path, 'Maryam CV.pdf');
    fs.writeFileSync(cvPath, await pdfCv(['Maryam Al Hashmi', 'Warehouse supervisor, Jebel Ali']));
    await c.locator('input[type="file"][name="cv"]').setInputFiles(cvPath);
    await main(c).getByText('Maryam CV.pdf').waitFor();
    await field(c, 'Headline').fill('مشرفة مستودعات، خبرة ست سنوات في جبل علي');
    await c.getByRole('button', { name: inArabic('Finish') }).click();
    await c.waitForURL(/\/candidate$/);
    await arabicScreen(c, 'candidate-dashboard');

    await c.goto(`${paths.candidate.searchJobs}?q=${word}`);
    await main(c)
      .getByRole('link', { name: `${word} Freight Forwarding Executive` })
      .first()
      .click();
    await c.waitForURL(new RegExp(`/jobs/view/${jobId}\\?from=search$`));
    await c.getByRole('button', { name: inArabic('Apply now') }).click();
    const dialog = c.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: inArabic('Cover note (optional)') })
      .fill('أعمل في المستودعات منذ ست سنوات.');
    await dialog.getByRole('button', { name: inArabic('Send application') }).click();
    await c.getByText(inArabic('Application sent')).first().waitFor();
    await arabicScreen(c, 'job-applied');

    await c.goto(paths.candidate.applied);
    await main(c).locator(`[data-application="${jobId}"]`).waitFor();
    await arabicScreen(c, 'applied');
    await context.close();
  });

  it('an employer posts a job written in Arabic, and a visitor finds it by an Arabic word', async () => {
    const word = `Numbatique${Date.now() % 100000}`;
    const employer = await newUser(e2e.app, 'employer');
    const { page, context } = await newPage(e2e.browser, e2e.app.url);
    await signInAs(page, e2e.app, 'employer', employer.email, TEST_PASSWORD);
    await page.goto(paths.employer.dashboard);
    await switchToArabic(page);
    await page.goto(paths.management.jobCreate);
    await field(page, 'Job title').fill(`مشرف مستودع ${word}`);
    await chooseFirst(page, 'Designation');
    await chooseFirst(page, 'Functional area');
    await chooseFirst(page, 'Industry');
    await chooseFirst(page, 'Location');
    await field(page, 'Salary from (AED / month)').fill('6000');
    await field(page, 'Salary to (AED / month)').fill('8000');
    const description = field(page, 'Job description');
    await description.click();
    await page.keyboard.type('إدارة مستودعات التبريد في المنطقة الحرة بجبل علي.');
    await arabicScreen(page, 'job-create');
    await main(page)
      .getByRole('button', { name: inArabic('Publish') })
      .click();
    await page.waitForURL(/\/jobs\/view\/\d+$/);
    const jobId = Number(page.url().split('/').pop());
    await context.close();

    const visitor = await newPage(e2e.browser, e2e.app.url);
    const v = visitor.page;
    await v.goto(`/ar${paths.searchJobs(new URLSearchParams({ q: `مستودعات ${word}` }))}`);
    await main(v)
      .getByRole('link', { name: `مشرف مستودع ${word}` })
      .first()
      .waitFor();
    await arabicScreen(v, 'search');
    await v.goto(`/ar${paths.jobView(jobId)}`);
    await main(v).getByText('إدارة مستودعات التبريد').waitFor();
    await arabicScreen(v, 'job');
    await visitor.context.close();
  });

  it("the administrators' screens open in Arabic", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.app.url);
    await signInAs(page, e2e.app, 'admin', DEMO.admin);
    await page.goto(paths.admin.dashboard);
    await switchToArabic(page);
    for (const screen of [
      paths.admin.dashboard,
      paths.admin.users,
      paths.admin.settings,
      paths.admin.masterList,
      paths.admin.plans,
      paths.admin.news,
      paths.admin.servicePages,
      paths.admin.outbox,
    ]) {
      await page.goto(screen);
      await main(page).getByRole('heading').first().waitFor();
      expect(await mirrored(page)).toMatchObject({ lang: 'ar', dir: 'rtl' });
      expect(await seriousA11yViolations(page), screen).toEqual([]);
    }
    await page.goto(paths.admin.dashboard);
    await arabicScreen(page, 'admin-dashboard');
    // The administrator's many menus, in Arabic's longer words: in one row where they fit, in the
    // menu button where they do not, and never pushing the account menu off the page.
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth);
    const nav = page.locator('header nav[data-nav-fits]');
    const menuButton = page.getByRole('button', { name: inArabic('Open menu') });
    const account = page.getByRole('button', { name: inArabic('Account menu') });
    for (const width of [1280, 1000, 800]) {
      await resize(page, { width, height: 800 });
      expect(await sideways(), `${width} px`).toBeLessThanOrEqual(width);
      const inRow = (await nav.getAttribute('data-nav-fits')) === 'true';
      expect(await menuButton.isVisible(), `${width} px`).toBe(!inRow);
      const box = (await account.boundingBox())!;
      expect(box.x, `${width} px`).toBeGreaterThanOrEqual(0);
      if (!inRow) {
        await menuButton.click();
        await page
          .getByRole('dialog')
          .getByRole('link', { name: inArabic('Reports') })
          .waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }
    }
    expect(await nav.getAttribute('data-nav-fits'), 'at 800 px').toBe('false');
    await resize(page, { width: 1280, height: 800 });
    await context.close();
  });
});
