import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from './support/app';
import { chooseOption, newPage, PHONE, screenshot, seriousA11yViolations } from './support/browser';
import { apiCall, COLD_CHAIN_JOB, postJob, signInNew } from './support/fixtures';

const e2e = useApp();

const main = (page: Page) => page.locator('main');
const textbox = (page: Page, name: string) =>
  main(page).getByRole('textbox', { name, exact: true });

const choose = (page: Page, label: RegExp, option: string) =>
  chooseOption(main(page).getByLabel(label), option);

describe('posting and finding jobs', () => {
  it('an employer saves a template, posts a job from it, and a visitor finds it with JobPosting data', async () => {
    const word = `Zanzibarite${Date.now() % 100000}`;
    const employer = await newPage(e2e.browser, e2e.app.url);
    const page = employer.page;
    const { token } = await signInNew(page, e2e.app, 'employer');
    const { data: me } = await apiCall<{ data: { company: { name: string } } }>(
      e2e.app,
      '/api/user/',
      { token },
    );
    const company = me.company.name;
    // The employer works in their own area: every link they click keeps them under /employer.
    await page.goto('/employer/dashboard');
    await main(page).getByRole('link', { name: 'Post a job' }).click();
    await page.waitForURL('**/employer/jobs/create');
    await textbox(page, 'Job title').fill(`${word} Reefer Supervisor`);
    await choose(page, /^Designation/, 'Cold Chain Supervisor');
    await choose(page, /^Functional area/, 'Cold Chain');
    await choose(page, /^Industry/, 'Food and Beverage');
    await choose(page, /^Location/, 'Jebel Ali Free Zone (JAFZA)');
    await main(page).getByRole('textbox', { name: 'Salary from (AED / month)' }).fill('9000');
    await main(page).getByRole('textbox', { name: 'Salary to (AED / month)' }).fill('12000');
    // The description is rich text: a paragraph, then a bulleted list made with the toolbar.
    const description = textbox(page, 'Job description');
    await description.click();
    await page.keyboard.type(`Run the reefer yard of our ${word} cold store in JAFZA.`);
    await page.keyboard.press('Enter');
    await main(page).getByRole('button', { name: 'Bullet list' }).first().click();
    await page.keyboard.type('Check data loggers every shift');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Act on temperature excursions at once');
    await main(page).getByRole('button', { name: 'Save as template' }).click();
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: 'Template name' })
      .fill(`${word} template`);
    await page.getByRole('dialog').getByRole('button', { name: 'Save template' }).click();
    await page.getByText('Template saved').waitFor();

    await page.goto('/employer/dashboard');
    await main(page).getByRole('link', { name: 'My jobs' }).click();
    await page.waitForURL('**/employer/jobs');
    await main(page).getByRole('link', { name: 'Templates' }).click();
    await page.waitForURL('**/employer/job-template');
    await main(page)
      .getByRole('link', { name: `Use template ${word} template` })
      .click();
    await page.waitForURL(/\/employer\/jobs\/create\?template=\d+$/);
    await page.getByText(`Starting from the template “${word} template”`).waitFor();
    await expect
      .poll(() => textbox(page, 'Job title').inputValue())
      .toBe(`${word} Reefer Supervisor`);
    await main(page).getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/\/employer\/jobs\/view\/\d+$/);
    const jobId = Number(page.url().split('/').pop());
    await page.getByText('Job published').waitFor();
    await main(page).getByRole('link', { name: 'Applicants' }).click();
    await page.waitForURL(`**/employer/jobs/view/${jobId}/applicants`);
    await main(page).getByRole('link', { name: 'Back to the job' }).click();
    await page.waitForURL(`**/employer/jobs/view/${jobId}`);
    await main(page).getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(`**/employer/jobs/edit/${jobId}`);
    await page.goto('/employer/jobs');
    await main(page)
      .getByRole('link', { name: `${word} Reefer Supervisor` })
      .click();
    await page.waitForURL(`**/employer/jobs/view/${jobId}`);
    // The public page of the job offers its company's employer the edit screen of their area.
    await page.goto(`/unauth/jobs/view/${jobId}`);
    await main(page).getByRole('link', { name: 'Edit this job' }).click();
    await page.waitForURL(`**/employer/jobs/edit/${jobId}`);
    await employer.context.close();

    const visitor = await newPage(e2e.browser, e2e.app.url);
    const v = visitor.page;
    await v.goto('/');
    await v
      .getByRole('searchbox', { name: 'Search jobs' })
      .or(v.getByRole('textbox', { name: 'Search jobs' }))
      .first()
      .fill(word);
    await v.getByRole('button', { name: 'Search' }).click();
    await v.waitForURL(new RegExp(`/unauth/search-job\\?q=${word}`));
    await main(v)
      .getByRole('link', { name: `${word} Reefer Supervisor` })
      .waitFor();
    await main(v)
      .getByRole('checkbox', { name: /^Dubai/ })
      .click();
    await v.waitForURL(/state=\d+/);
    await main(v)
      .getByRole('link', { name: `${word} Reefer Supervisor` })
      .waitFor();
    // Another emirate's filter leaves it out.
    const emirates = (await (
      await fetch(`${e2e.app.url}/api/master/state?parent=none`)
    ).json()) as {
      data: { id: number; name: string }[];
    };
    const abuDhabi = emirates.data.find((e) => e.name === 'Abu Dhabi')!;
    await v.goto(`/unauth/search-job?q=${word}&state=${abuDhabi.id}`);
    await main(v).getByText('No jobs match this search').waitFor();
    await v.goBack();
    await main(v)
      .getByRole('link', { name: `${word} Reefer Supervisor` })
      .click();
    await v.waitForURL(`**/unauth/jobs/view/${jobId}?from=search`);
    await v.getByRole('heading', { level: 1, name: `${word} Reefer Supervisor` }).waitFor();
    await main(v)
      .getByRole('listitem')
      .filter({ hasText: 'Act on temperature excursions at once' })
      .waitFor();
    await screenshot(v, 'job-view-desktop');
    expect(await seriousA11yViolations(v)).toEqual([]);
    await visitor.context.close();

    // What a search engine receives, before any script runs.
    const html = await (await fetch(`${e2e.app.url}/unauth/jobs/view/${jobId}`)).text();
    expect(html).toContain(
      `<title>${word} Reefer Supervisor at ${company} in Jebel Ali Free Zone (JAFZA) | LogiCareers</title>`,
    );
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost:3000/unauth/jobs/view/${jobId}">`,
    );
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: `${word} Reefer Supervisor`,
      hiringOrganization: { '@type': 'Organization', name: company },
      jobLocation: { address: { addressCountry: 'AE', addressRegion: 'Dubai' } },
      baseSalary: {
        currency: 'AED',
        value: { minValue: 9000, maxValue: 12000, unitText: 'MONTH' },
      },
      employmentType: 'FULL_TIME',
    });
    expect(ld.description).toContain(word);
    expect(Date.parse(ld.datePosted)).not.toBeNaN();
    expect(Date.parse(ld.validThrough)).toBeGreaterThan(Date.now());
    const sitemap = await (await fetch(`${e2e.app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/unauth/jobs/view/${jobId}</loc>`);
  });

  it('public pages are readable before any script runs, and the app takes them over cleanly', async () => {
    // As a search engine or a phone on a slow line sees them: the server's HTML alone.
    const bare = await e2e.browser.newContext({ baseURL: e2e.app.url, javaScriptEnabled: false });
    const b = await bare.newPage();
    await b.goto('/unauth/search-job?q=warehouse');
    await b.getByRole('heading', { level: 1, name: 'Jobs for “warehouse”' }).waitFor();
    const first = main(b).getByRole('article').first().getByRole('link').first();
    const title = (await first.textContent())!;
    await first.click();
    await b.getByRole('heading', { level: 1, name: title }).waitFor();
    await b.goto('/');
    // The search form works without the e2e.app, as a plain form.
    await b.getByRole('textbox', { name: 'Search jobs' }).fill('forklift');
    await b.getByRole('button', { name: 'Search' }).click();
    await b.waitForURL(/\/unauth\/search-job\?q=forklift/);
    await b.getByRole('heading', { level: 1, name: 'Jobs for “forklift”' }).waitFor();
    await bare.close();

    // With scripts, the same markup comes alive without a mismatch or a blocked script.
    const { page, context, consoleErrors } = await newPage(e2e.browser, e2e.app.url, PHONE);
    await page.goto('/');
    // The contact shortcut exists only once the app runs in the page.
    await page.getByRole('navigation', { name: 'Contact us' }).waitFor();
    const byEmirate = page.getByRole('button', { name: 'Emirate', exact: true });
    await byEmirate.click();
    await expect.poll(() => byEmirate.getAttribute('aria-pressed')).toBe('true');
    await main(page).getByRole('link', { name: 'Dubai', exact: true }).waitFor();
    // The header gains its shadow once the page scrolls, and loses it back at the top.
    const header = page.locator('header');
    expect(await header.getAttribute('data-shadowed')).toBe('false');
    await page.mouse.wheel(0, 600);
    await page.locator('header[data-shadowed="true"]').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('header[data-shadowed="false"]').waitFor();
    await page.goto('/unauth/search-job?q=warehouse');
    await page.getByRole('navigation', { name: 'Contact us' }).waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the job links of a visitor keep the search in the URL and page through results', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.app.url);
    await page.goto('/unauth/search-job?sort=newest&page=2');
    await main(page).getByRole('article').first().waitFor();
    expect(
      await main(page).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current'),
    ).toBe('page');
    await context.close();
  });
});

describe('job screens are accessible', () => {
  const screens: { name: string; path: string; employer?: boolean; ready: string }[] = [
    { name: 'search', path: '/unauth/search-job?q=warehouse', ready: 'article' },
    { name: 'categories', path: '/unauth/job-category/functional_area', ready: 'h1' },
    { name: 'employers', path: '/unauth/employer-list', ready: '.mantine-Card-root' },
    { name: 'manage-jobs', path: '/management/jobs', employer: true, ready: '[data-list-rows]' },
    { name: 'post-job', path: '/management/jobs/create', employer: true, ready: 'form' },
    { name: 'templates', path: '/management/job-template', employer: true, ready: 'h1' },
  ];
  for (const screen of screens) {
    it(`${screen.name}: no serious or critical axe violations, at 1280 and 375 px`, async () => {
      for (const [suffix, viewport] of [
        ['desktop', undefined],
        ['phone', PHONE],
      ] as const) {
        const { page, context } = await newPage(e2e.browser, e2e.app.url, viewport);
        if (screen.employer) {
          const { user } = await signInNew(page, e2e.app, 'employer');
          // An employer with a job of their own, so that their jobs list shows it.
          await postJob(
            e2e.app,
            {
              ...COLD_CHAIN_JOB,
              title: 'Reefer Yard Supervisor',
              description: '<p>Run the reefer yard of our cold store in JAFZA.</p>',
            },
            user,
          );
        }
        await page.goto(screen.path);
        await page.locator(screen.ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `${screen.name}-${suffix}`);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await context.close();
      }
    });
  }
});
