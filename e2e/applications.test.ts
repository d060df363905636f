import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TMasterOption } from '@logicareers/shared/schemas/jobs';
import { startApp, type RunningApp } from './support/app';
import {
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import { DEMO, signInAs, uniqueEmail } from './support/fixtures';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const main = (page: Page) => page.locator('main');

async function apiCall<T>(
  path: string,
  options: { token?: string; method?: string; body?: unknown } = {},
) {
  const response = await fetch(app.url + path, {
    method: options.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function masterId(kind: string, name: string) {
  const { data } = await apiCall<{ data: TMasterOption[] }>(`/api/master/${kind}`);
  const item = data.find((option) => option.name === name);
  if (!item) throw new Error(`no ${kind} ${name}`);
  return item.id;
}

/** The demo employer publishes a job with a word no other job has. */
async function publishJob(word: string) {
  const { token } = await apiCall<{ token: string }>('/api/user/employer_login', {
    method: 'POST',
    body: { email: DEMO.employer, password: DEMO.password },
  });
  const { data } = await apiCall<{ data: { id: number } }>('/api/jobs/', {
    method: 'POST',
    token,
    body: {
      publish: true,
      title: `${word} Freight Forwarding Executive`,
      designation_id: await masterId('designation', 'Freight Forwarding Executive'),
      functional_area_id: await masterId('functional_area', 'Freight Forwarding - Sea'),
      industry_id: await masterId('industry', 'Logistics and Freight'),
      state_id: await masterId('state', 'Dubai'),
      employment_type: 'full_time',
      salary_min: 8000,
      salary_max: 11000,
      description: `<p>Handle ${word} sea export files from booking to delivery for GCC customers.</p>`,
      valid_through: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  return data.id;
}

describe('applying and reviewing applicants', () => {
  it('a candidate finds a job and applies, the employer shortlists them, and the candidate sees "shortlisted"', async () => {
    const word = `Quokkaline${Date.now() % 100000}`;
    const jobId = await publishJob(word);
    const email = uniqueEmail('applicant');
    await apiCall('/api/candidate/register', {
      method: 'POST',
      body: { email, password: 'Str0ng&Secret!', confirmPassword: 'Str0ng&Secret!' },
    });

    const candidate = await newPage(browser, app.url);
    const c = candidate.page;
    await signInAs(c, app, 'candidate', email, 'Str0ng&Secret!');
    await c.goto(`/candidate/search-job?q=${word}`);
    await main(c)
      .getByRole('link', { name: `${word} Freight Forwarding Executive` })
      .first()
      .click();
    await c.waitForURL(new RegExp(`/unauth/jobs/view/${jobId}$`));
    await c.getByRole('button', { name: 'Apply now' }).click();
    const dialog = c.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: 'Cover note (optional)' })
      .fill('Six years of sea freight in Jebel Ali.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await c.getByText('Application sent').waitFor();
    await c.getByTestId('apply-panel').getByText('Applied', { exact: true }).waitFor();
    expect(await seriousA11yViolations(c)).toEqual([]);
    await screenshot(c, 'job-applied-desktop');

    // Applying twice is refused by the server even if the page were stale.
    const { token } = await apiCall<{ token: string }>('/api/user/candi_login', {
      method: 'POST',
      body: { email, password: 'Str0ng&Secret!' },
    });
    const twice = await fetch(`${app.url}/api/jobs/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ job_id: jobId }),
    });
    expect(twice.status).toBe(409);

    const employer = await newPage(browser, app.url);
    const e = employer.page;
    await signInAs(e, app, 'employer', DEMO.employer);
    await e.goto(`/management/jobs/view/${jobId}`);
    await main(e).getByRole('link', { name: 'Applicants' }).click();
    await e.waitForURL(new RegExp(`/management/jobs/view/${jobId}/applicants$`));
    const card = main(e).locator(`[data-applicant="${email}"]`);
    await card.waitFor();
    await card.getByRole('button', { name: /Details and comments/ }).click();
    await card.getByText('Six years of sea freight in Jebel Ali.').waitFor();
    expect(await seriousA11yViolations(e)).toEqual([]);
    await screenshot(e, 'applicants-desktop');
    await card.getByRole('combobox', { name: /Status of/ }).click();
    await e.getByRole('option', { name: 'Shortlisted', exact: true }).click();
    await e.getByText('Applicant moved').waitFor();
    await card.locator('[data-status="shortlisted"]').waitFor();
    await card
      .getByRole('textbox', { name: 'Add a comment' })
      .fill('Strong CargoWise user; call on Sunday.');
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await card.getByText('Strong CargoWise user; call on Sunday.').waitFor();
    await e.setViewportSize(PHONE);
    await screenshot(e, 'applicants-phone');
    await employer.context.close();

    await c.goto('/candidate/job/applied');
    const item = main(c).locator(`[data-application="${jobId}"]`);
    await item.locator('[data-status="shortlisted"]').waitFor();
    expect(await item.textContent()).not.toContain('CargoWise user');
    await item.getByRole('button', { name: 'Show history' }).click();
    await item.getByText('Recruiter').first().waitFor();
    expect(await seriousA11yViolations(c)).toEqual([]);
    await screenshot(c, 'applied-desktop');
    await c.goto('/candidate/job/shortlisted');
    await main(c).locator(`[data-application="${jobId}"]`).waitFor();
    await c.setViewportSize(PHONE);
    await screenshot(c, 'applied-phone');
    await c.goto('/candidate');
    await main(c).locator('[data-count="shortlisted"]').getByText('1', { exact: true }).waitFor();

    const mail = await app.lastMailTo(email, 'application_status');
    expect(mail?.subject).toBe(
      `Your application for ${word} Freight Forwarding Executive: Shortlisted`,
    );
    await candidate.context.close();
  });

  it('the demo candidate sees recommended jobs with reasons, saved jobs, and can save and unsave', async () => {
    const { page, context } = await newPage(browser, app.url);
    await signInAs(page, app, 'candidate', DEMO.candidate);
    await page.goto('/candidate/job/saved');
    const cards = main(page).getByRole('article');
    await cards.first().waitFor();
    const before = await cards.count();
    expect(before).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'saved-desktop');
    const title = (await cards.first().getByRole('link').first().textContent())!;
    await cards
      .first()
      .getByRole('button', { name: `Remove ${title} from saved jobs` })
      .click();
    await page.getByText('Job removed from saved jobs').waitFor();
    await expect.poll(() => cards.count()).toBe(before - 1);

    await page.goto('/candidate/job/recommended');
    await main(page).getByRole('heading', { name: 'Recommended jobs' }).waitFor();
    await main(page)
      .getByRole('article')
      .first()
      .or(main(page).getByText('Tell us the job you want'))
      .first()
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'recommended-phone');
    await context.close();
  });

  it('another company cannot open the applicants of a job', async () => {
    const jobId = await publishJob(`Wombatine${Date.now() % 100000}`);
    const { page, context } = await newPage(browser, app.url);
    await signInAs(page, app, 'employer', 'warehouse@demo.logicareers.ae');
    await page.goto(`/management/jobs/view/${jobId}/applicants`);
    await main(page).getByRole('alert').getByText('Job not found').waitFor();
    await context.close();
  });
});
