import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { users } from '../apps/api/src/db/schema';
import { PNG } from '../apps/api/src/test/files';
import { useApp } from './support/app';
import { checkScreen, newPage, settled } from './support/browser';
import { signInNew } from './support/fixtures';

const e2e = useApp();

const main = (page: Page) => page.locator('main');
const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

/** Adds a photo through the page's photo picker, then removes it again. */
async function addAndRemovePhoto(page: Page, name: string) {
  await main(page).locator('input[type=file][name=photo]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await main(page).getByRole('button', { name: 'Change photo' }).waitFor();
  await main(page)
    .getByRole('img', { name: `Photo of ${name}` })
    .waitFor();
  // The header's avatar shows the photo too.
  await expect
    .poll(() => accountMenu(page).locator('img').getAttribute('src'))
    .toMatch(/^\/api\/files\/photo\//);
  await main(page).getByRole('button', { name: 'Remove photo' }).click();
  await main(page).getByRole('button', { name: 'Add photo' }).waitFor();
}

describe('my account', () => {
  it('an employer opens My account from the menu, changes the name and mobile, and the header follows', async () => {
    const { page } = await newPage(e2e.browser, e2e.app.url);
    const { user } = await signInNew(page, e2e.app, 'employer');
    await page.goto('/employer/dashboard');

    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await page.waitForURL('**/account');
    const form = main(page);
    await form.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    const first = form.getByRole('textbox', { name: /^First name/ });
    await expect.poll(() => first.inputValue()).toBe('Test');
    await settled(page);
    await checkScreen(page, 'my-account');

    await first.fill('Hessa');
    await form.getByRole('textbox', { name: /^Last name/ }).fill('Al Ketbi');
    await form.getByRole('textbox', { name: /^Mobile number/ }).fill('+971 50 765 4321');
    await form.getByRole('button', { name: 'Save details' }).click();
    await form.getByRole('status').filter({ hasText: 'Saved' }).waitFor();

    // The header's Account menu now names the employer so.
    await accountMenu(page).click();
    await page.getByRole('menu').getByText('Hessa Al Ketbi').waitFor();
    await page.keyboard.press('Escape');
    const [row] = await e2e.app.database.db
      .select({ first: users.firstName, last: users.lastName, mobile: users.mobileNumber })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ first: 'Hessa', last: 'Al Ketbi', mobile: '+971507654321' });
    await checkScreen(page, 'my-account-saved');
    await addAndRemovePhoto(page, 'Hessa Al Ketbi');
  });

  it('a recruiter chooses Arabic on My account, and the site and the account follow', async () => {
    const { page } = await newPage(e2e.browser, e2e.app.url);
    const { user } = await signInNew(page, e2e.app, 'consultancy');
    await page.goto('/account');
    const form = main(page);
    await expect
      .poll(() => form.getByRole('textbox', { name: /^First name/ }).inputValue())
      .toBe('Test');
    await form.getByRole('textbox', { name: /^Mobile number/ }).fill('+971 4 333 2211');
    await form.getByRole('radio', { name: 'العربية' }).check();
    await form.getByRole('button', { name: 'Save details' }).click();
    await page.waitForURL('**/ar/account');
    await main(page).getByRole('heading', { level: 1, name: 'حسابي' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect
      .poll(() => main(page).getByRole('radio', { name: 'العربية' }).isChecked())
      .toBe(true);
    const [row] = await e2e.app.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row.language).toBe('ar');
    await settled(page);
    await checkScreen(page, 'my-account-arabic');
  });

  it('a candidate is led to the profile, whose photo works as before', async () => {
    const { page } = await newPage(e2e.browser, e2e.app.url);
    await signInNew(page, e2e.app, 'candidate');
    await page.goto('/account');
    await page.waitForURL('**/candidate/profile');
    await accountMenu(page).click();
    const item = page.getByRole('menuitem', { name: 'My profile' });
    expect(await item.getAttribute('href')).toBe('/candidate/profile');
    await page.keyboard.press('Escape');
    await addAndRemovePhoto(page, 'Test candidate');
  });
});
