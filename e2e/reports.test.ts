import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API } from '@logicareers/shared/api';
import { LANGUAGE_STORAGE_KEY } from '@logicareers/shared/constants';
import { paths } from '@logicareers/shared/pages';
import { REPORT_TEXTS } from '@logicareers/shared/report-texts';
import { useApp } from './support/app';
import { mirrored } from './support/arabic';
import { checkScreen, newPage, PHONE, resize } from './support/browser';
import { DEMO, signInAs } from './support/fixtures';

/*
 * Each role's reports in a real browser, on the demo's months of history: a chart and its table,
 * a report picked, a range refused with a reason, the CSV, in English and Arabic at 1280 and 375
 * px, with no serious or critical axe violation.
 */

const e2e = useApp();

const READERS = [
  { who: 'employer', kind: 'employer', email: DEMO.employer, path: paths.employer.reports },
  { who: 'recruiter', kind: 'consultancy', email: DEMO.recruiter, path: paths.workspace.reports },
  {
    who: 'consultancy-admin',
    kind: 'consultancy',
    email: DEMO.consultancyAdmin,
    path: paths.consultancyAdmin.reports,
  },
  { who: 'admin', kind: 'admin', email: DEMO.admin, path: paths.admin.reports },
  { who: 'candidate', kind: 'candidate', email: DEMO.candidate, path: paths.candidate.activity },
] as const;

/** The page in `language`, on the account and in the browser, signed in as the reader. */
async function openAs(reader: (typeof READERS)[number], language: 'en' | 'ar') {
  const { page, context } = await newPage(e2e.browser, e2e.app.url);
  const token = await signInAs(page, e2e.app, reader.kind, reader.email);
  await fetch(`${e2e.app.url}${API.mePreferences}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ language }),
  });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    LANGUAGE_STORAGE_KEY,
    language,
  ] as const);
  await page.goto(`${e2e.app.url}${reader.path}?preset=year`);
  return { page, context };
}

/** Waits for the report's table (or its word that nothing happened) and its chart. */
async function reportShown(page: Page) {
  const table = page.getByTestId('report-table');
  await table.or(page.getByTestId('report-empty')).first().waitFor({ timeout: 60_000 });
  return table;
}

describe('reports in the browser', () => {
  for (const reader of READERS) {
    it(`${reader.who}: chart and table, another report, in English and Arabic at both widths`, async () => {
      const texts = REPORT_TEXTS.en;
      const { page, context } = await openAs(reader, 'en');
      const table = await reportShown(page);
      // The demo's history fills the first report of every role.
      await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByTestId('report-chart').locator('svg').count())
        .toBeGreaterThan(0);
      await checkScreen(page, `reports-${reader.who}`);

      // Another report, picked from its tab: the address keeps it.
      const second = page.getByRole('tablist', { name: 'Report' }).getByRole('tab').nth(1);
      const name = (await second.textContent())!.trim();
      await second.click();
      await expect.poll(() => new URL(page.url()).searchParams.get('report')).not.toBeNull();
      await page.getByRole('heading', { name, exact: true }).waitFor();
      await reportShown(page);
      expect(Object.values(texts.reports).some((r) => r.title === name)).toBe(true);
      await context.close();

      const arabic = await openAs(reader, 'ar');
      await reportShown(arabic.page);
      await arabic.page.getByRole('heading', { name: REPORT_TEXTS.ar.title }).waitFor();
      expect(await mirrored(arabic.page)).toMatchObject({ lang: 'ar', dir: 'rtl' });
      await resize(arabic.page, PHONE);
      const width = await arabic.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await checkScreen(arabic.page, `reports-${reader.who}-ar`);
      await arabic.context.close();
    });
  }

  it('refuses a custom range that ends before it starts, and downloads the CSV', async () => {
    const { page, context } = await openAs(READERS[0], 'en');
    await reportShown(page);
    await page.goto(
      `${e2e.app.url}${paths.employer.reports}?report=funnel&preset=custom&from=2026-11-20&to=2026-11-01`,
    );
    await page.getByText('The first day must be on or before the last day').waitFor();

    await page.goto(`${e2e.app.url}${paths.employer.reports}?report=sources&preset=year`);
    await reportShown(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFSource,Views,Applications,Conversion');
    expect(csv).toContain('Job search,');
    await context.close();
  });

  it("counts a visitor's visit to a job page for its employer, by how they came", async () => {
    const employer = await newPage(e2e.browser, e2e.app.url);
    const token = await signInAs(employer.page, e2e.app, 'employer', DEMO.employer);
    await employer.context.close();
    const managed = await fetch(`${e2e.app.url}${API.jobs.managed}?status=published`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const jobs = (await managed.json()) as { data: { items: { id: number; status: string }[] } };
    const jobId = jobs.data.items.find((job) => job.status === 'published')!.id;
    const alertViews = async () => {
      const query = new URLSearchParams({ preset: '7d', job: String(jobId), lang: 'en' });
      const answer = await fetch(
        `${e2e.app.url}${API.reports.report('employer', 'sources')}?${query}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      const { data } = (await answer.json()) as {
        data: { rows: { source: string; views: number }[] };
      };
      return data.rows.find((row) => row.source === 'Job alert')?.views ?? 0;
    };
    const before = await alertViews();

    // The page counts the visit in the background once its code has taken the page over.
    const visitor = await newPage(e2e.browser, e2e.app.url);
    const counted = visitor.page.waitForResponse(
      (answer) => answer.url().endsWith(API.jobView(jobId)),
      { timeout: 90_000 },
    );
    await visitor.page.goto(`${e2e.app.url}${paths.jobView(jobId, 'alert')}`);
    expect((await counted).status()).toBe(200);
    await visitor.page.waitForLoadState('networkidle');
    await visitor.context.close();

    expect(await alertViews()).toBe(before + 1);
  });
});
