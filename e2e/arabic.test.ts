import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGE_STORAGE_KEY } from '@logicareers/shared/constants';
import { ar } from '../apps/web/src/locales/ar';
import { en } from '../apps/web/src/locales/en';
import { TEST_PASSWORD } from '../apps/api/src/test/factories';
import { useApp } from './support/app';
import { checkScreen, DESKTOP, newPage, PHONE, resize } from './support/browser';
import { apiCall, COLD_CHAIN_JOB, newUser, postJob } from './support/fixtures';

const e2e = useApp();

/** The root element's language and direction. */
const direction = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    computed: getComputedStyle(document.body).direction,
  }));
const RTL = { lang: 'ar', dir: 'rtl', computed: 'rtl' };

/**
 * Axe and the screenshots at both widths, and nothing sticks out sideways: a page wider than the
 * screen scrolls sideways, which right-to-left layouts easily do when a side is forgotten.
 */
async function checkArabicScreen(page: Page, name: string) {
  await checkScreen(page, name);
  for (const viewport of [PHONE, DESKTOP]) {
    await resize(page, viewport);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${name} at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
  }
}

describe('the site in Arabic', () => {
  it('a visitor switches to Arabic, searches, opens a job and signs in, all right to left', async () => {
    const word = `Qurmawi${Date.now() % 100000}`;
    const title = `مشرف سلسلة التبريد ${word}`;
    const jobId = await postJob(e2e.app, {
      ...COLD_CHAIN_JOB,
      title,
      description: `<p>إدارة ساحة الحاويات المبردة في جبل علي. ${word}</p>`,
    });
    const candidate = await newUser(e2e.app, 'candidate');
    const { page, consoleErrors } = await newPage(e2e.browser, e2e.app.url);
    // Every read of the API asks for Arabic names, in the address (public answers are kept per
    // address).
    const reads: string[] = [];
    page.on('request', (request) => {
      // The app's own reads (pictures are files, the same in every language).
      if (
        request.url().includes('/api/') &&
        request.method() === 'GET' &&
        request.resourceType() === 'fetch'
      )
        reads.push(request.url());
    });

    // The switch in the header is a link to the same page in Arabic.
    await page.goto('/');
    const toArabic = page.locator('header').getByRole('link', { name: en.common.language.ar });
    expect(await toArabic.getAttribute('href')).toBe('/ar#lang=ar');
    await toArabic.focus();
    await page.keyboard.press('Enter');
    // Once the app has started, the switch's mark is gone from the address, and the choice kept.
    await expect.poll(() => page.evaluate(() => location.pathname + location.hash)).toBe('/ar');
    await page.locator('footer').waitFor();
    await expect.poll(() => direction(page)).toEqual(RTL);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY))
      .toBe('ar');
    await checkArabicScreen(page, 'arabic-landing');

    // The remembered choice: an English address opens in Arabic.
    await page.goto('/unauth/employer-list');
    await page.waitForURL(/\/ar\/unauth\/employer-list$/);
    await expect.poll(() => direction(page)).toEqual(RTL);

    // Searching from the landing page stays at Arabic addresses.
    await page.goto('/ar');
    const search = page.locator('main form[role="search"]').first();
    await search.locator('input').first().fill(word);
    await search.locator('input').first().press('Enter');
    await page.waitForURL(new RegExp(`/ar/unauth/search-job\\?q=${word}$`));
    const result = page.locator('main').getByRole('link', { name: title });
    await result.waitFor();
    // Text written by the employer takes its own direction.
    expect(await result.getAttribute('dir')).toBe('auto');
    expect(reads.filter((url) => !url.includes('lang=ar'))).toEqual([]);
    await checkArabicScreen(page, 'arabic-search');

    // The job's page, from the results.
    await result.click();
    await page.waitForURL(new RegExp(`/ar/unauth/jobs/view/${jobId}\\?from=search$`));
    await page.locator('main h1', { hasText: word }).waitFor();
    await expect.poll(() => direction(page)).toEqual(RTL);
    await checkArabicScreen(page, 'arabic-job');
    // As a search engine reads it: Arabic, right to left, with its JobPosting and alternates.
    const served = await page.request.get(`/ar/unauth/jobs/view/${jobId}`);
    const html = await served.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain('"@type":"JobPosting"');
    expect(html).toMatch(new RegExp(`hreflang="en" href="[^"]*/unauth/jobs/view/${jobId}"`));

    // Signing in keeps the visitor's language, and saves it on the account.
    await page.goto('/ar/auth/candidate/sign-in');
    const form = page.locator('main form');
    await form.locator('input[type="email"]').fill(candidate.email);
    await form.locator('input[type="password"]').fill(TEST_PASSWORD);
    await form.getByRole('button', { name: ar.auth.signIn.submit }).click();
    await page.waitForURL(/\/ar\/candidate/);
    await page.locator('main').waitFor();
    await expect.poll(() => direction(page)).toEqual(RTL);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await expect
      .poll(async () => {
        const { data } = await apiCall<{ data: { language: string } }>(e2e.app, '/api/user/', {
          token: token!,
        });
        return data.language;
      })
      .toBe('ar');
    await checkArabicScreen(page, 'arabic-candidate');
    // A search sent before the app has started is the server's page, with no read of its own; the
    // candidate's area always reads.
    expect(reads.filter((url) => !url.includes('lang=ar'))).toEqual([]);
    expect(reads.length).toBeGreaterThan(0);

    // The header's switch leads back to English, and the choice is saved too.
    await page.goto('/ar/unauth/search-job');
    await page.locator('header').getByRole('link', { name: ar.common.language.en }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/ar'));
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    const { data } = await apiCall<{ data: { language: string } }>(e2e.app, '/api/user/', {
      token: token!,
    });
    expect(data.language).toBe('en');
    expect(consoleErrors).toEqual([]);
  });
});
