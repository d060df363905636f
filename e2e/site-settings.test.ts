import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from './support/app';
import { checkScreen, newPage, screenshot } from './support/browser';
import { signInNew } from './support/fixtures';

const e2e = useApp();
const main = (page: Page) => page.locator('main');

const brandColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-5').trim(),
  );

describe('site settings and features', () => {
  it('the admin changes the theme colour and visitors see it on the landing page at once', async () => {
    const a = await newPage(e2e.browser, e2e.app.url);
    const admin = a.page;
    await signInNew(admin, e2e.app, 'master_admin');
    await admin.goto('/admin-pannel/settings');
    const colour = main(admin).getByRole('textbox', { name: 'Theme colour' });
    await colour.fill('#2f9e44');
    await main(admin)
      .getByRole('textbox', { name: 'Page description' })
      .fill('Forklift, freight and fleet jobs in every emirate.');
    await checkScreen(admin, 'site-settings');
    await main(admin).getByRole('button', { name: 'Save settings' }).click();
    await admin.getByText('Settings saved').waitFor();

    const v = await newPage(e2e.browser, e2e.app.url);
    const visitor = v.page;
    // The page as the server sends it, before any script runs.
    const html = await (await fetch(`${e2e.app.url}/`)).text();
    expect(html).toContain('<meta name="theme-color" content="#2f9e44">');
    expect(html).toContain('Forklift, freight and fleet jobs in every emirate.');
    expect(html).toContain('--mantine-color-brand-5: #2f9e44');
    await visitor.goto('/');
    await main(visitor).getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => brandColour(visitor)).toBe('#2f9e44');
    await screenshot(visitor, 'landing-green');
    await a.context.close();
    await v.context.close();
  });

  it('the admin switches employer self-registration off: visitors are offered sign-in instead', async () => {
    const a = await newPage(e2e.browser, e2e.app.url);
    const admin = a.page;
    await signInNew(admin, e2e.app, 'master_admin');
    await admin.goto('/admin-pannel/modules');
    const signup = main(admin).getByRole('switch', { name: /Employer self-registration/ });
    await expect.poll(() => signup.isChecked()).toBe(true);
    await checkScreen(admin, 'site-features');
    await signup.click({ force: true });
    await expect.poll(() => signup.isChecked()).toBe(false);

    const v = await newPage(e2e.browser, e2e.app.url);
    const visitor = v.page;
    await visitor.goto('/');
    const forEmployers = visitor.getByRole('link', { name: 'For employers' });
    await expect.poll(() => forEmployers.getAttribute('href')).toBe('/auth/employer/sign-in');
    await visitor.goto('/auth/employer/sign-up');
    await main(visitor).getByRole('heading', { name: 'Not available' }).waitFor();
    const refused = await fetch(`${e2e.app.url}/api/employers/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(404);

    await signup.click({ force: true });
    await expect.poll(() => signup.isChecked()).toBe(true);
    await visitor.reload();
    await main(visitor).getByRole('heading', { name: 'Register your company' }).waitFor();
    await a.context.close();
    await v.context.close();
  });
});
