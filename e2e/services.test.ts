import { describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import { FORM_MIN_SECONDS } from '../apps/api/src/modules/content/enquiry-token';
import { useApp } from './support/app';
import {
  chooseOption,
  DESKTOP,
  newPage,
  PHONE,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import { DEMO, signInAs, uniqueEmail } from './support/fixtures';

describe('service pages and enquiries', () => {
  const e2e = useApp();

  it('a visitor sends an enquiry from contact us; an administrator finds it and closes it', async () => {
    const { app, browser } = e2e;
    const email = uniqueEmail('hessa');
    const subject = `Drivers for Dubai South ${Date.now()}`;

    const visitor = await newPage(browser, app.url, PHONE);
    const { page } = visitor;
    // When the form's newest token was answered: the server made it before that.
    let tokenAnsweredAt = Infinity;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === API.enquiry.token && response.ok())
        tokenAnsweredAt = Date.now();
    });
    await page.goto('/unauth/services/contact-us');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Contact us' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.title()).toBe('Contact us | LogiCareers');
    const form = page.getByRole('form', { name: 'Send us an enquiry' });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('textbox', { name: 'Your name' }).fill('Hessa Al Mansoori');
    await form.getByRole('textbox', { name: 'Company' }).fill('Desert Falcon Logistics LLC');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    const phone = form.getByRole('textbox', { name: 'Phone number' });
    await phone.fill('12');
    await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await form.getByRole('textbox', { name: 'Message' }).fill('We need 25 heavy-vehicle drivers.');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    // The phone's error is shown on the field and the field is focused.
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => form.getByText('Please enter a valid phone number').isVisible())
      .toBe(true);
    await expect.poll(() => phone.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'services-contact-us-phone-errors');
    await phone.fill('+971 50 123 4567');
    // The form token refuses a form sent within seconds of being shown: the form waits until its
    // token is old enough (the time already spent filling it in counts).
    await expect.poll(() => tokenAnsweredAt).toBeLessThan(Infinity);
    await page.waitForTimeout(Math.max(0, tokenAnsweredAt + FORM_MIN_SECONDS * 1000 - Date.now()));
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const done = page.getByRole('heading', { name: 'Enquiry sent' });
    await expect.poll(() => done.isVisible()).toBe(true);
    await expect.poll(() => done.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'services-contact-us-sent-phone');
    expect(visitor.consoleErrors).toEqual([]);
    const mail = await app.lastMailTo(email, 'enquiry_received');
    // A fixed acknowledgement: nothing the visitor typed goes to the address they gave.
    expect(mail?.subject).toMatch(/^We have received your enquiry to /);
    expect(`${mail?.subject} ${mail?.text}`).not.toMatch(/Hessa|heavy-vehicle/);
    expect(mail?.text).not.toContain(subject);
    await visitor.context.close();

    const staff = await newPage(browser, app.url, DESKTOP);
    await signInAs(staff.page, app, 'admin', DEMO.admin);
    await staff.page.goto('/admin-pannel/enquiries');
    const row = staff.page.getByRole('listitem').filter({ hasText: subject });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain('New');
    expect(await seriousA11yViolations(staff.page)).toEqual([]);
    await screenshot(staff.page, 'services-enquiries-inbox');
    await row.getByRole('button', { name: `Open the enquiry ${subject}` }).click();
    const drawer = staff.page.getByRole('dialog', { name: 'Enquiry' });
    await expect
      .poll(() => drawer.getByText('We need 25 heavy-vehicle drivers.').isVisible())
      .toBe(true);
    await chooseOption(drawer.getByRole('combobox', { name: 'Status' }), 'Closed', {
      exact: false,
    });
    await drawer.getByRole('textbox', { name: 'Internal note' }).fill('Quote sent by e-mail');
    expect(await seriousA11yViolations(staff.page)).toEqual([]);
    await screenshot(staff.page, 'services-enquiry-open');
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => row.textContent()).toContain('Closed');
    expect(staff.consoleErrors).toEqual([]);
    await staff.context.close();
  });

  it('shows every kind of page well on a phone and on a desktop, and an unknown one as not found', async () => {
    const { app, browser } = e2e;
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, consoleErrors } = await newPage(browser, app.url, viewport);
      const width = viewport.width;
      for (const path of [
        '/unauth/services/cv-writing',
        '/unauth/services/privacy-policy',
        '/unauth/employer-services/rpo',
      ]) {
        await page.goto(path);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
        // The editor's headings are the page's second level, under its title.
        expect(await page.locator('article h2').count()).toBeGreaterThan(1);
        expect(await page.locator('article h3, article h4').count()).toBe(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, `services-${path.split('/').pop()}-${width}`);
      }
      // An unknown page answers 404 and says so, with a search and a way home (decision 039).
      const missing = await page.goto('/unauth/services/no-such-page');
      expect(missing?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'We could not find that page' }).waitFor();
      expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
      await context.close();
    }
  });

  it('an administrator changes a service page and visitors read the new words', async () => {
    const { app, browser } = e2e;
    const { page, context, consoleErrors } = await newPage(browser, app.url, DESKTOP);
    await signInAs(page, app, 'admin', DEMO.admin);
    await page.goto('/admin-pannel/service-pages');
    await page.getByRole('link', { name: 'Edit Webinars on logistics careers and hiring' }).click();
    const title = page.getByRole('textbox', { name: 'Page title' });
    await expect.poll(() => title.inputValue()).toBe('Webinars on logistics careers and hiring');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'services-page-editor');
    await title.fill('Free webinars for logistics professionals');
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect.poll(() => page.getByText('Page saved').isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();

    const res = await fetch(`${app.url}/unauth/services/webinar`);
    const html = await res.text();
    expect(html).toContain(
      '<title>Free webinars for logistics professionals | LogiCareers</title>',
    );
  });
});
