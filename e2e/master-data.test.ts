import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API } from '@logicareers/shared/api';
import { useApp } from './support/app';
import { chooseOption, checkScreen as check, newPage } from './support/browser';
import { apiCall, postJob, signInNew } from './support/fixtures';

const e2e = useApp();

const main = (page: Page) => page.locator('main');

const JOB = {
  description: '<p>Receive, store and dispatch bonded cargo on rotating shifts.</p>',
  salary_min: 4000,
  salary_max: 6000,
};
const PLACE = {
  functional_area: 'Warehousing and 3PL',
  industry: 'Logistics and Freight',
  state: 'Dubai',
};

describe('master data', () => {
  it('the administrator renames a designation and merges another into it through the screens', async () => {
    const word = `Qusais${Date.now() % 100000}`;
    const renamed = `Bonded Storekeeper ${word}`;
    const added = `Yard Hand ${word}`;
    const kept = await postJob(e2e.app, {
      ...JOB,
      title: 'Store supervisor',
      names: { ...PLACE, designation: 'Storekeeper' },
    });

    const { page } = await newPage(e2e.browser, e2e.app.url);
    await signInNew(page, e2e.app, 'master_admin');
    await page.goto('/admin-pannel/dashboard');
    await page.locator('header').getByRole('button', { name: 'Site' }).click();
    await page.getByRole('menuitem', { name: 'Master data' }).click();
    await page.waitForURL('**/admin-pannel/master/list');
    // The menu opens on hover too: it closes once the pointer leaves it.
    await page.mouse.move(640, 600);
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await main(page).getByRole('link', { name: 'Designations' }).waitFor();
    await check(page, 'master-list');

    // Rename: the job is found by the new name.
    await main(page).getByRole('link', { name: 'Designations' }).click();
    await page.waitForURL('**/admin-pannel/master/designation');
    await main(page).getByRole('button', { name: 'Rename: Storekeeper' }).waitFor();
    await check(page, 'master-kind');
    await main(page).getByRole('button', { name: 'Rename: Storekeeper' }).click();
    const renameDialog = page.getByRole('dialog');
    await renameDialog.getByRole('textbox', { name: /^Name/ }).fill(renamed);
    await renameDialog.getByRole('button', { name: 'Save' }).click();
    await renameDialog.waitFor({ state: 'detached' });
    await main(page).getByText(renamed).waitFor();
    const search = await apiCall<{ data: { items: { id: number }[] } }>(
      e2e.app,
      `${API.jobs.search}?q=${word}`,
    );
    // The demo's storekeepers' jobs too.
    expect(search.data.items.map((j) => j.id)).toContain(kept);

    // Add an item, and a job that has it.
    await main(page).getByRole('button', { name: 'Add item' }).click();
    const addDialog = page.getByRole('dialog');
    await addDialog.getByRole('textbox', { name: /^Name/ }).fill(added);
    await addDialog.getByRole('button', { name: 'Save' }).click();
    await addDialog.waitFor({ state: 'detached' });
    const moved = await postJob(e2e.app, {
      ...JOB,
      title: 'Yard hand',
      names: { ...PLACE, designation: added },
    });

    // Merge it into the renamed one: the dialog says what moves.
    await main(page).getByRole('searchbox', { name: 'Search by name' }).fill(word);
    const row = main(page).getByRole('row').filter({ hasText: renamed });
    // Name, then jobs: the order column is shown for the whole list only.
    const jobsCell = row.getByRole('cell').nth(1);
    await main(page)
      .getByRole('button', { name: `Merge: ${added}` })
      .waitFor();
    const jobsBefore = Number(await jobsCell.textContent());
    await main(page)
      .getByRole('button', { name: `Merge: ${added}` })
      .click();
    const mergeDialog = page.getByRole('dialog');
    await chooseOption(mergeDialog.getByRole('combobox', { name: /^Merge into/ }), renamed, {
      search: word,
    });
    await mergeDialog
      .getByText('jobs: 1, candidates: 0, alerts: 0, other records: 0', { exact: false })
      .waitFor();
    await check(page, 'master-merge');
    await mergeDialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await mergeDialog.waitFor({ state: 'detached' });
    await main(page)
      .getByRole('button', { name: `Merge: ${added}` })
      .waitFor({ state: 'detached' });
    await expect.poll(async () => Number(await jobsCell.textContent())).toBe(jobsBefore + 1);

    const job = await apiCall<{ data: { designation: string } }>(e2e.app, API.jobs.one(moved));
    expect(job.data.designation).toBe(renamed);
    const options = await apiCall<{ data: { name: string }[] }>(e2e.app, API.master('designation'));
    expect(options.data.map((o) => o.name)).not.toContain(added);
  });
});
