import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API } from '@logicareers/shared/api';
import {
  buildCandidate,
  buildCompany,
  buildUser,
  TEST_PASSWORD,
} from '../apps/api/src/test/factories';
import { pdfCv } from '../apps/api/src/test/files';
import { useApp } from './support/app';
import { chooseOption, checkScreen as check, newPage } from './support/browser';
import { apiCall, signInAs, signInNew } from './support/fixtures';

const e2e = useApp();

const main = (page: Page) => page.locator('main');

/** A candidate the consultancy may find, with a word no other candidate has and a PDF CV. */
async function candidateWithCv(word: string) {
  const app = e2e.app;
  const user = await buildCandidate(app.database.db, {
    user: { firstName: 'Aarav', lastName: `Menon ${word}` },
    profile: {
      headline: `${word} reach truck operator, six years in Jebel Ali`,
      summary: 'Reach trucks and counterbalance forklifts in a bonded warehouse; WMS scanning.',
      experienceYears: 6,
      languages: ['en', 'ml', 'hi'],
    },
  });
  const { token } = await apiCall<{ token: string }>(app, '/api/user/candi_login', {
    method: 'POST',
    body: { email: user.email, password: TEST_PASSWORD },
  });
  const form = new FormData();
  const pdf = await pdfCv([`Aarav Menon ${word}`, 'Reach truck operator, Jebel Ali, WMS']);
  form.append('cv', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'Aarav CV.pdf');
  const upload = await fetch(app.url + API.candidate.cv, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`CV upload: ${upload.status} ${await upload.text()}`);
  return { user, name: `Aarav Menon ${word}` };
}

describe('the recruiter workspace', () => {
  it('a recruiter finds a candidate, files them, sends them to a client; the client asks for an interview from the e-mailed link and the recruiter sees it', async () => {
    const word = `Zorvanix${Date.now() % 100000}`;
    const candidate = await candidateWithCv(word);

    // The recruiter of a consultancy, and a client employer the consultancy manages.
    const r = await newPage(e2e.browser, e2e.app.url);
    const recruiter = r.page;
    const { user: recruiterUser } = await signInNew(recruiter, e2e.app, 'consultancy');
    const clientCompany = await buildCompany(e2e.app.database.db, {
      name: `Gulf Freight Movers ${word} LLC`,
      managedById: recruiterUser.companyId,
    });
    const clientUser = await buildUser(e2e.app.database.db, 'employer', {
      companyId: clientCompany.id,
    });

    // Searches CVs and opens the candidate.
    await recruiter.goto('/management/cv-search');
    await main(recruiter).getByRole('textbox', { name: 'Keywords' }).fill(word);
    await main(recruiter).getByRole('button', { name: 'Search', exact: true }).click();
    await main(recruiter).getByRole('link', { name: candidate.name }).click();
    await recruiter.waitForURL(`**/management/candidate/view/${candidate.user.id}`);
    await main(recruiter).getByRole('heading', { level: 1, name: candidate.name }).waitFor();
    // The CV is shown in the page.
    await main(recruiter).locator('iframe[title^="CV"]').waitFor();
    await check(recruiter, 'candidate-view');

    // Adds them to a new CV folder.
    const folder = `Reach truck operators ${word}`;
    await main(recruiter).getByRole('button', { name: 'Add to CV folder' }).click();
    const dialog = recruiter.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'New folder' }).fill(folder);
    await dialog.getByRole('button', { name: 'Add to folder' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await main(recruiter).getByRole('link', { name: folder }).waitFor();

    // Sends them to the client with a note.
    await main(recruiter).getByRole('link', { name: 'Send to client' }).click();
    await recruiter.waitForURL('**/management/send-candidate?candidates=*');
    await main(recruiter).getByText(candidate.name).first().waitFor();
    await check(recruiter, 'send-candidate');
    await chooseOption(
      main(recruiter).getByRole('combobox', { name: 'Client', exact: true }),
      clientCompany.name,
      { exact: false },
    );
    await main(recruiter)
      .getByRole('textbox', { name: 'Note to the client' })
      .fill('Six years on reach trucks in Jebel Ali; can start in two weeks.');
    await main(recruiter).getByRole('button', { name: 'Send 1 candidate' }).click();
    await main(recruiter).getByText(`Sent to ${clientCompany.name}`).waitFor();
    await check(recruiter, 'send-candidate-sent');

    // The client opens the e-mailed link, without signing in, and asks for an interview.
    const mail = await e2e.app.lastMailTo(clientUser.email, 'candidates_sent');
    const link = /https?:\/\/\S+\/client-cv\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const c = await newPage(e2e.browser, e2e.app.url);
    const client = c.page;
    await client.goto(new URL(link!).pathname);
    // Contact details were not shared: the client sees the candidate by initials (decision 033).
    await main(client).getByRole('heading', { level: 1, name: 'A. M.' }).waitFor();
    expect(await client.getByRole('banner').count()).toBe(0);
    expect(await client.locator('meta[name="robots"][content*="noindex"]').count()).toBe(1);
    await main(client).getByText('can start in two weeks').waitFor();
    expect(await main(client).getByText(candidate.name).count()).toBe(0);
    expect(await main(client).getByText(candidate.user.email).count()).toBe(0);
    await check(client, 'client-cv');
    await main(client).getByRole('button', { name: 'Request an interview' }).click();
    await main(client).getByRole('textbox', { name: /Note/ }).fill('Tuesday at 10:00 suits us.');
    await main(client).getByRole('button', { name: 'Send answer' }).click();
    await main(client).getByRole('heading', { name: 'Your answer: Interview requested' }).waitFor();
    await check(client, 'client-cv-answered');

    // The recruiter sees the answer in the candidate view.
    await recruiter.goto(`/management/candidate/view/${candidate.user.id}`);
    const sent = main(recruiter).locator('[data-testid="submission"]');
    await sent.getByText('Interview requested').waitFor();
    await sent.getByText('Tuesday at 10:00 suits us.', { exact: false }).waitFor();
    await check(recruiter, 'candidate-view-answered');

    // An unknown link says so.
    await client.goto(`/client-cv/${'x'.repeat(43)}`);
    await main(client).getByText('This link has expired or is not valid').waitFor();
    await check(client, 'client-cv-unknown');

    // The candidate chooses who finds them and sees that the consultancy opened the profile.
    const p = await newPage(e2e.browser, e2e.app.url);
    await signInAs(p.page, e2e.app, 'candidate', candidate.user.email, TEST_PASSWORD);
    await p.page.goto('/candidate/profile');
    const views = main(p.page).locator('#profile-views');
    await views.getByText('Recruitment consultancy').waitFor();
    await main(p.page)
      .getByRole('radio', { name: /All employers/ })
      .check();
    const saved = p.page.waitForResponse((res) => res.url().endsWith(API.talent.visibility));
    await main(p.page).locator('#visibility').getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await check(p.page, 'candidate-visibility');

    const robots = await fetch(`${e2e.app.url}/robots.txt`).then((res) => res.text());
    expect(robots).toContain('Disallow: /client-cv/');
  });
});
