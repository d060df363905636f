import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '@logicareers/shared/messages';
import { CANDIDATE_MESSAGES } from '@logicareers/shared/schemas/candidate';
import { pdfCv } from '../apps/api/src/test/files';
import { useScratchFolder } from './support/scratch';
import { useApp } from './support/app';
import {
  chooseOption,
  newPage,
  noToasts,
  PHONE,
  resize,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import { apiCall, signInNew, uniqueEmail } from './support/fixtures';
import { errorTexts, field, main, sendCandidateSignUp } from './support/steps';
import { TEST_PASSWORD } from '../apps/api/src/test/factories';

const e2e = useApp();
const folder = useScratchFolder();

const choose = (page: Page, label: RegExp, option: string) =>
  chooseOption(main(page).getByLabel(label), option);

/** Axe finds nothing serious, and the screen is kept for people to look at, at both widths. */
async function checkScreen(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  // The screenshots show the screen itself: its toasts have gone by themselves.
  await noToasts(page);
  await screenshot(page, `${name}-desktop`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  const size = page.viewportSize()!;
  await resize(page, PHONE);
  await screenshot(page, `${name}-phone`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await resize(page, size);
}

describe('candidate profile', () => {
  it('a new candidate goes through the sign-up steps with a CV and finds it on the profile', async () => {
    const { page, context, consoleErrors } = await newPage(e2e.browser, e2e.app.url);
    const email = uniqueEmail('onboarding');
    await sendCandidateSignUp(page, email, 'Sup3r$ecret');

    // Step 1: personal details, without header and footer.
    await page.waitForURL('**/candidate/personal-create');
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    expect(await page.locator('header').count()).toBe(0);
    await expect.poll(() => field(page, 'Email').inputValue()).toBe(email);
    await expect
      .poll(() =>
        main(page)
          .getByLabel(/^Country/)
          .inputValue(),
      )
      .toBe('United Arab Emirates');
    await field(page, 'Mobile number').fill('12345');
    await field(page, 'Employer name').fill('Gulf Freight Solutions LLC');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect
      .poll(() => errorTexts(page))
      .toEqual([
        MSG.phoneInvalid,
        MSG.firstNameRequired,
        MSG.lastNameRequired,
        MSG.stateRequired,
        CANDIDATE_MESSAGES.startMonthRequired,
        CANDIDATE_MESSAGES.startYearRequired,
        CANDIDATE_MESSAGES.endMonthRequired,
        CANDIDATE_MESSAGES.endYearRequired,
      ]);
    await checkScreen(page, 'candidate-personal-create');

    await field(page, 'Mobile number').fill('+971 50 765 4321');
    await field(page, 'First name').fill('Rashid');
    await field(page, 'Last name').fill('Khan');
    await choose(page, /^Emirate or area/, 'Jebel Ali Free Zone (JAFZA)');
    await choose(page, /^Nationality/, 'Pakistan');
    await choose(page, /^Visa status/, 'Employment visa (residence)');
    await main(page)
      .locator('label', { hasText: /^Forklift$/ })
      .click();
    await expect
      .poll(() => main(page).getByRole('checkbox', { name: 'Forklift' }).isChecked())
      .toBe(true);
    await field(page, 'Job title').fill('Forklift Operator');
    await main(page).getByRole('checkbox', { name: 'Currently working here' }).check();
    // A current job asks for no end date.
    await expect
      .poll(() =>
        main(page)
          .getByLabel(/^End month/)
          .count(),
      )
      .toBe(0);
    await choose(page, /^Start month/, 'March');
    await choose(page, /^Start year/, '2021');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 2: profile and CV.
    await page.waitForURL('**/candidate/profile-create');
    await page.getByRole('heading', { name: 'Build your profile' }).waitFor();
    const cvPath = path.join(folder.path, 'Rashid Khan CV.pdf');
    fs.writeFileSync(
      cvPath,
      await pdfCv(['Rashid Khan', 'Forklift operator, reach truck, JAFZA bonded warehouse']),
    );
    await page.locator('input[type="file"][name="cv"]').setInputFiles(cvPath);
    await main(page).getByText('Rashid Khan CV.pdf').waitFor();
    await field(page, 'Headline').fill('Forklift operator with 6 years in JAFZA');
    await main(page)
      .getByRole('textbox', { name: 'Summary', exact: true })
      .fill('Certified forklift and reach truck operator.');
    await choose(page, /^Job titles you want/, 'Reach Truck Operator');
    await page.keyboard.press('Escape');
    await checkScreen(page, 'candidate-profile-create');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();

    // The dashboard, with the profile card.
    await page.waitForURL(/\/candidate$/);
    const card = page.getByTestId('profile-completeness');
    await card.waitFor();
    await expect.poll(() => card.innerText()).toMatch(/Your profile/);

    await page.goto('/candidate/profile');
    await page.getByRole('heading', { name: 'My profile', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('cv-file').innerText()).toMatch(/Rashid Khan CV\.pdf/);
    // Personal 20 + summary 10 + employment 15 + desired job 10 + CV 15.
    await expect
      .poll(() => page.getByRole('img', { name: 'Profile 70% complete' }).count())
      .toBeGreaterThan(0);
    const missing = main(page).getByRole('link', { name: 'Education' });
    expect(await missing.count()).toBeGreaterThan(0);
    expect(await main(page).getByText('Forklift Operator').count()).toBeGreaterThan(0);
    await checkScreen(page, 'candidate-profile');
    expect(consoleErrors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);

    // Signing in again goes straight to the dashboard now that the steps are done.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth/candidate/sign-in');
    await field(page, 'Email').fill(email);
    await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill('Sup3r$ecret');
    await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/candidate$/);
    await context.close();
  });

  it('edits the profile: a certification with its expiry, and work experience', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.app.url);
    const { token } = await signInNew(page, e2e.app, 'candidate');
    // The profile holds a certification that has expired and a job held before.
    await apiCall(e2e.app, '/api/candidate/certification', {
      method: 'POST',
      token,
      body: {
        name: 'IATA Dangerous Goods Regulations (DGR)',
        issuer: 'IATA Training',
        issued_on: '2022-04-10',
        expires_on: '2024-04-10',
      },
    });
    await apiCall(e2e.app, '/api/candidate/employments', {
      method: 'POST',
      token,
      body: {
        employer_name: 'Al Noor Trading LLC',
        designation: 'Storekeeper',
        start_month: 8,
        start_year: 2016,
        end_month: 5,
        end_year: 2018,
      },
    });
    await page.goto('/candidate/profile');
    await page.getByRole('heading', { name: 'My profile', level: 1 }).waitFor();
    // The expired certification is flagged.
    const certifications = page.locator('#certifications');
    await expect.poll(() => certifications.getByText('Expired', { exact: true }).count()).toBe(1);

    await certifications.getByRole('button', { name: 'Add certification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add certification' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect
      .poll(() => dialog.locator('.mantine-InputWrapper-error').allInnerTexts())
      .toEqual([CANDIDATE_MESSAGES.certificationNameRequired]);
    await dialog
      .getByRole('combobox', { name: 'Certification', exact: true })
      .fill('CIPS Level 4 Diploma');
    // Dates are typed day first, whatever the browser's language.
    await dialog.getByRole('textbox', { name: 'Issued on' }).fill('01/02/2024');
    await dialog.getByRole('textbox', { name: /^Expires on/ }).fill('01/02/2023');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect
      .poll(() => dialog.locator('.mantine-InputWrapper-error').allInnerTexts())
      .toEqual([CANDIDATE_MESSAGES.expiryBeforeIssue]);
    await dialog.getByRole('button', { name: 'Clear expires on' }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await certifications.getByText('CIPS Level 4 Diploma').waitFor();

    const experience = page.locator('#experience');
    await experience.getByRole('button', { name: 'Remove Storekeeper', exact: true }).click();
    await page.getByRole('dialog', { name: 'Remove this work experience?' }).waitFor();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => experience.getByText('Al Noor Trading LLC').count()).toBe(0);
    await context.close();
  });

  it('changes the sign-in e-mail with the keyboard: the password, then the code sent to the new address', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.app.url);
    const { user } = await signInNew(page, e2e.app, 'candidate');
    const to = uniqueEmail('moved');
    await page.goto('/candidate/profile');
    await page.getByRole('button', { name: 'Edit personal details' }).click();
    // The details form shows the e-mail but does not change it.
    const email = field(page, 'Email');
    await expect.poll(() => email.inputValue()).toBe(user.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await main(page).getByRole('button', { name: 'Change e-mail' }).click();

    const dialog = page.getByRole('dialog', { name: 'Change e-mail' });
    await dialog.waitFor();
    // The new address has the focus; Enter sends the step.
    await page.keyboard.type(to);
    await page.keyboard.press('Tab');
    await page.keyboard.type(TEST_PASSWORD);
    await page.keyboard.press('Enter');
    const code = dialog.getByRole('textbox', { name: 'Verification code' });
    await code.waitFor();
    await expect
      .poll(() => code.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await expect.poll(() => dialog.getByRole('status').innerText()).toContain(to);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'candidate-change-email');

    const mail = await e2e.app.lastMailTo(to, 'email_change_code');
    await page.keyboard.type(/\b(\d{6})\b/.exec(mail!.text)![1]);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByText('Your sign-in e-mail has been changed').waitFor();
    await expect.poll(() => field(page, 'Email').inputValue()).toBe(to);
    expect((await e2e.app.lastMailTo(user.email, 'candidate_email_changed'))?.text).toContain(to);
    await context.close();
  });
});
