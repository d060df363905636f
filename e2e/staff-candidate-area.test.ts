import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paths } from '@logicareers/shared/pages';
import { useApp } from './support/app';
import { switchToArabic } from './support/arabic';
import { checkScreen, newPage, settled } from './support/browser';
import { signInNew } from './support/fixtures';

const e2e = useApp();

const main = (page: Page) => page.locator('main');

/*
 * Staff in the candidate area (decision 040): the candidate's own pages are not theirs; a direct
 * address to one says so plainly and shows the ways to help a candidate, never a permission error.
 */
describe('staff in the candidate area', () => {
  it("a recruiter opening a candidate's own page reads whose it is, and where to go instead", async () => {
    const { page } = await newPage(e2e.browser, e2e.app.url);
    await signInNew(page, e2e.app, 'consultancy');
    await page.goto(paths.candidate.applied);
    await main(page)
      .getByRole('heading', { level: 1, name: 'This page is a candidate’s own' })
      .waitFor();
    expect(
      await main(page)
        .getByText(/permission/i)
        .count(),
    ).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await settled(page);
    await checkScreen(page, 'staff-candidate-own-page');

    // The workspace's CV search is where the candidate view opens.
    await main(page).getByRole('link', { name: 'Find the candidate in CV search' }).click();
    await page.waitForURL(`**${paths.workspace.cvSearch()}`);

    // In Arabic too, at the interviews.
    await switchToArabic(page);
    await page.goto(`/ar${paths.candidate.interviews}`);
    await main(page)
      .getByRole('heading', { level: 1, name: 'هذه الصفحة خاصة بالمرشح نفسه' })
      .waitFor();
    await settled(page);
    await checkScreen(page, 'staff-candidate-own-page-arabic');
  });
});
