import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfCv } from '../apps/api/src/test/files';
import { useScratchFolder } from './support/scratch';
import { useApp } from './support/app';
import { chooseOption, newPage, PHONE, screenshot, seriousA11yViolations } from './support/browser';
import { TEST_PASSWORD } from '../apps/api/src/test/factories';
import {
  apiCall,
  FREIGHT_FORWARDING_NAMES,
  newUser,
  postJob,
  signInAs,
  signInNew,
  uniqueEmail,
} from './support/fixtures';
import { field, main, sendCandidateSignUp } from './support/steps';

const e2e = useApp();
const folder = useScratchFolder();

/** The employer publishes a job with a word no other job has. */
const publishJob = (word: string, employer: { email: string }) =>
  postJob(
    e2e.app,
    {
      title: `${word} Freight Forwarding Executive`,
      names: FREIGHT_FORWARDING_NAMES,
      salary_min: 8000,
      salary_max: 11000,
      description: `<p>Handle ${word} sea export files from booking to delivery for GCC customers.</p>`,
    },
    employer,
  );

describe('applying and reviewing applicants', () => {
  it('a new candidate signs up, completes the profile with a CV and applies; the employer reads the CV and shortlists them; the candidate sees "shortlisted"', async () => {
    const word = `Quokkaline${Date.now() % 100000}`;
    const employerUser = await newUser(e2e.app, 'employer');
    const jobId = await publishJob(word, employerUser);
    const email = uniqueEmail('applicant');
    const password = 'Str0ng&Secret!';

    // A new candidate signs up and goes through both profile steps, with a CV.
    const candidate = await newPage(e2e.browser, e2e.app.url);
    const c = candidate.page;
    await sendCandidateSignUp(c, email, password);
    await c.waitForURL('**/candidate/personal-create');
    await field(c, 'Mobile number').fill('+971 55 321 7788');
    await field(c, 'First name').fill('Imran');
    await field(c, 'Last name').fill('Siddiqui');
    await chooseOption(main(c).getByLabel(/^Emirate or area/), 'Dubai');
    await c.getByRole('button', { name: 'Save and continue' }).click();
    await c.waitForURL('**/candidate/profile-create');
    const cvPath = path.join(folder.path, 'Imran Siddiqui CV.pdf');
    fs.writeFileSync(
      cvPath,
      await pdfCv(['Imran Siddiqui', 'Sea freight export coordinator, Jebel Ali, CargoWise']),
    );
    await c.locator('input[type="file"][name="cv"]').setInputFiles(cvPath);
    await main(c).getByText('Imran Siddiqui CV.pdf').waitFor();
    await field(c, 'Headline').fill('Sea freight coordinator, six years in Jebel Ali');
    await c.getByRole('button', { name: 'Finish', exact: true }).click();
    await c.waitForURL(/\/candidate$/);

    // They find the job and apply.
    await c.goto(`/candidate/search-job?q=${word}`);
    await main(c)
      .getByRole('link', { name: `${word} Freight Forwarding Executive` })
      .first()
      .click();
    // The result's link says the candidate came by the search; the application will say so too.
    await c.waitForURL(new RegExp(`/unauth/jobs/view/${jobId}\\?from=search$`));
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
    const { token } = await apiCall<{ token: string }>(e2e.app, '/api/user/candi_login', {
      method: 'POST',
      body: { email, password },
    });
    const twice = await fetch(`${e2e.app.url}/api/jobs/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ job_id: jobId }),
    });
    expect(twice.status).toBe(409);

    const employer = await newPage(e2e.browser, e2e.app.url);
    const e = employer.page;
    await signInAs(e, e2e.app, 'employer', employerUser.email, TEST_PASSWORD);
    await e.goto(`/management/jobs/view/${jobId}`);
    await main(e).getByRole('link', { name: 'Applicants' }).click();
    await e.waitForURL(new RegExp(`/management/jobs/view/${jobId}/applicants$`));
    // The board is the default on a wide screen (issue 39): the card says the candidate came by
    // the search. The list keeps the details.
    const boardCard = main(e)
      .locator('[data-card]')
      .filter({ has: e.locator(`[data-applicant="${email}"]`) });
    await boardCard.getByText('From a search', { exact: true }).waitFor();
    await main(e).getByText('List', { exact: true }).click();
    await e.waitForURL(/view=list$/);
    const card = main(e).locator(`[data-applicant="${email}"]`);
    await card.waitFor();
    await card.getByRole('button', { name: /Details and comments/ }).click();
    await card.getByText('Six years of sea freight in Jebel Ali.').waitFor();
    const [download] = await Promise.all([
      e.waitForEvent('download'),
      card.getByRole('button', { name: /Download CV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Imran Siddiqui CV.pdf');
    const saved = await download.path();
    expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await seriousA11yViolations(e)).toEqual([]);
    await screenshot(e, 'applicants-desktop');
    await chooseOption(card.getByRole('combobox', { name: /Status of/ }), 'Shortlisted');
    // Asked whether to e-mail the candidate, as on the board; this time they are told.
    await e
      .getByRole('dialog', { name: /notify the candidate\?/ })
      .getByRole('button', { name: 'Move and notify' })
      .click();
    await e.getByText(/moved to Shortlisted\. /).waitFor();
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

    const mail = await e2e.app.lastMailTo(email, 'application_status');
    expect(mail?.subject).toBe(
      `Your application for ${word} Freight Forwarding Executive: Shortlisted`,
    );
    await candidate.context.close();
  });

  it('a candidate sees recommended jobs with reasons, saved jobs, and can save and unsave', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.app.url);
    const { token } = await signInNew(page, e2e.app, 'candidate');
    // The candidate saved two warehouse jobs and wants to be a warehouse supervisor.
    const { data: found } = await apiCall<{ data: { items: { id: number }[] } }>(
      e2e.app,
      '/api/jobs/search?q=warehouse',
    );
    for (const job of found.items.slice(0, 2))
      await apiCall(e2e.app, '/api/jobs/save-job', {
        method: 'POST',
        token,
        body: { job_id: job.id },
      });
    const { data: designations } = await apiCall<{ data: { id: number; name: string }[] }>(
      e2e.app,
      '/api/master/designation',
    );
    await apiCall(e2e.app, '/api/candidate/desired-job', {
      method: 'PUT',
      token,
      body: {
        designation_ids: [designations.find((d) => d.name === 'Warehouse Supervisor')!.id],
      },
    });
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
      .getByRole('list', { name: 'Why it fits' })
      .getByText('Matches your desired', { exact: false })
      .first()
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'recommended-phone');
    await context.close();
  });

  it('another company cannot open the applicants of a job', async () => {
    const jobId = await publishJob(
      `Wombatine${Date.now() % 100000}`,
      await newUser(e2e.app, 'employer'),
    );
    const { page, context } = await newPage(e2e.browser, e2e.app.url);
    await signInNew(page, e2e.app, 'employer');
    await page.goto(`/management/jobs/view/${jobId}/applicants`);
    await main(page).getByRole('alert').getByText('Job not found').waitFor();
    await context.close();
  });
});
