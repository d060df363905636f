import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { useApp } from './support/app';
import {
  DESKTOP,
  newPage,
  noToasts,
  PHONE,
  resize,
  screenshot,
  seriousA11yViolations,
  settled,
} from './support/browser';
import { apiCall, DEMO, signInAs } from './support/fixtures';

/*
 * The recruiter workspace's screens as the consultancy's demo recruiter sees them, at both widths:
 * kept for people to look at, and checked with axe.
 */
const e2e = useApp();

async function checkScreen(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await noToasts(page);
  await screenshot(page, `talent-${name}-desktop`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  const size = page.viewportSize()!;
  await resize(page, PHONE);
  await screenshot(page, `talent-${name}-phone`);
  // Nothing pushes the page wider than the phone (tables scroll inside their frame).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await resize(page, size);
}

describe('the recruiter workspace', () => {
  it('searches CVs, keeps searches and shows every screen at both widths', async () => {
    const { page } = await newPage(e2e.browser, e2e.app.url);
    const token = await signInAs(page, e2e.app, 'consultancy', DEMO.recruiter);
    const saved = await apiCall<{ data: { id: number } }>(e2e.app, API.talent.saveSearch, {
      method: 'POST',
      token,
      body: { name: 'Forklift operators', query: { q: 'forklift' } },
    });

    await page.goto(paths.workspace.cvSearch());
    await page.getByRole('textbox', { name: 'Keywords' }).fill('forklift');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=forklift/);
    await expect
      .poll(() =>
        page.getByRole('status').or(page.locator('[aria-live="polite"]')).first().innerText(),
      )
      .toMatch(/candidate/);
    await checkScreen(page, 'cv-search');

    await resize(page, PHONE);
    await page.getByRole('button', { name: 'Filters' }).click();
    // The filters' drawer has slid in.
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.waitFor();
    await settled(page);
    await screenshot(page, 'talent-cv-search-filters-phone');
    await page.keyboard.press('Escape');
    await filters.waitFor({ state: 'detached' });
    await resize(page, DESKTOP);

    await page.goto(paths.workspace.cvSearchAdvanced);
    await checkScreen(page, 'advanced-search');

    await page.goto(paths.workspace.cvSearchSaved);
    await checkScreen(page, 'saved-searches');

    await page.goto(paths.workspace.cvSearchView(saved.data.id));
    await page.waitForURL(/q=forklift/);
    await checkScreen(page, 'saved-search-view');

    // A folder of the results: chosen on the search page, added to a new folder there.
    await page.goto(paths.workspace.cvSearch());
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('button', { name: 'Add to CV folder' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'New folder' }).fill('Shortlist for Jebel Ali');
    await screenshot(page, 'talent-add-to-folder-desktop');
    await dialog.getByRole('button', { name: 'Add to folder' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await page.goto(paths.workspace.cvFolders);
    await checkScreen(page, 'cv-folders');
    await page.getByRole('link', { name: 'Shortlist for Jebel Ali' }).click();
    await page.getByRole('list', { name: 'Candidates in Shortlist for Jebel Ali' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await checkScreen(page, 'cv-folder-view');
  });
});
