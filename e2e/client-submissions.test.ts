import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  buildCandidate,
  buildCompany,
  buildUser,
  TEST_PASSWORD,
} from '../apps/api/src/test/factories';
import { useApp } from './support/app';
import { switchToArabic } from './support/arabic';
import { chooseOption, checkScreen as check, newPage } from './support/browser';
import { signInAs, signInNew } from './support/fixtures';

const e2e = useApp();

const main = (page: Page) => page.locator('main');

describe("the client's view", () => {
  it('a recruiter sends a candidate; the client answers from its own account; the recruiter sees the answer, previews it and makes a new link', async () => {
    const word = `Qelvorin${Date.now() % 100000}`;
    const db = e2e.app.database.db;
    const candidate = await buildCandidate(db, {
      user: { firstName: 'Farid', lastName: `Osman ${word}` },
      profile: {
        visibility: 'all',
        headline: `${word} cold-store picker, five years in Dubai South`,
        summary: 'Chilled and frozen picking with voice systems; reach trucks.',
        experienceYears: 5,
      },
    });

    // A recruiter of a consultancy, and a client employer it manages with one user.
    const r = await newPage(e2e.browser, e2e.app.url);
    const recruiter = r.page;
    const { user: recruiterUser } = await signInNew(recruiter, e2e.app, 'consultancy');
    const clientCompany = await buildCompany(db, {
      name: `Desert Cold Chain ${word} LLC`,
      managedById: recruiterUser.companyId,
    });
    const clientUser = await buildUser(db, 'employer', {
      companyId: clientCompany.id,
      firstName: 'Layla',
      lastName: 'Haddad',
    });

    // The recruiter sends the candidate with a note, contact details not shared.
    await recruiter.goto(`/management/send-candidate?candidates=${candidate.id}`);
    await main(recruiter).getByText(`Farid Osman ${word}`).first().waitFor();
    await chooseOption(
      main(recruiter).getByRole('combobox', { name: 'Client', exact: true }),
      clientCompany.name,
      { exact: false },
    );
    await main(recruiter)
      .getByRole('textbox', { name: 'Note to the client' })
      .fill('Five years in chilled picking; available from next month.');
    await main(recruiter).getByRole('button', { name: 'Send 1 candidate' }).click();
    await main(recruiter).getByText(`Sent to ${clientCompany.name}`).waitFor();

    // The client's user signs in and finds the candidate under Candidates > Submitted candidates.
    const c = await newPage(e2e.browser, e2e.app.url);
    const client = c.page;
    await signInAs(client, e2e.app, 'employer', clientUser.email, TEST_PASSWORD);
    await client.goto('/employer/dashboard');
    await client.getByRole('button', { name: 'Find candidates' }).click();
    await client.getByRole('menuitem', { name: 'Submitted candidates' }).click();
    await client.waitForURL('**/employer/submitted-candidates');
    // The header's menus open on hover: the pointer still rests on it.
    await client.keyboard.press('Escape');
    await expect.poll(() => client.getByRole('menu').count()).toBe(0);
    const row = main(client).locator('[data-testid="client-submission"]');
    await expect.poll(() => row.count()).toBe(1);
    // As the e-mailed link shows it: initials, never the name (decision 033).
    await row.getByRole('link', { name: 'Open F. O.' }).waitFor();
    await row.getByText('available from next month', { exact: false }).waitFor();
    expect(await main(client).getByText(`Farid Osman ${word}`).count()).toBe(0);
    await check(client, 'client-submissions');

    // Opens it and asks for... interest.
    await row.getByRole('link', { name: 'Open F. O.' }).click();
    await main(client).getByRole('heading', { level: 1, name: 'F. O.' }).waitFor();
    await check(client, 'client-submission');
    await main(client).getByRole('button', { name: 'Interested' }).click();
    await main(client)
      .getByRole('textbox', { name: /Note/ })
      .fill('Please arrange a call on Sunday.');
    await main(client).getByRole('button', { name: 'Send answer' }).click();
    await main(client).getByRole('heading', { name: 'Your answer: Interested' }).waitFor();
    await main(client).getByText('Answered by Layla Haddad', { exact: false }).waitFor();

    // The list says so, and filters by answer.
    await main(client).getByRole('link', { name: 'All submitted candidates' }).click();
    await row.locator('[data-status="interested"]').waitFor();
    await client.goto('/employer/submitted-candidates?answer=awaiting');
    await main(client).getByText('No submitted candidates match these filters.').waitFor();

    // The recruiter sees the answer and who gave it.
    await recruiter.goto('/management/send-candidate');
    const sent = main(recruiter).locator('[data-testid="submission"]').first();
    await sent.getByText('Interested').waitFor();
    await sent.getByText('by Layla Haddad', { exact: false }).waitFor();
    await sent.getByText('Please arrange a call on Sunday.', { exact: false }).waitFor();

    // Previews what the client sees: the same view, read only and labelled.
    await main(recruiter).getByRole('button', { name: 'Preview as client' }).first().click();
    const preview = recruiter.getByRole('dialog');
    await preview.getByText('Preview: what the client sees').waitFor();
    await preview.getByRole('heading', { level: 1, name: 'F. O.' }).waitFor();
    await preview.getByRole('heading', { name: 'Your answer: Interested' }).waitFor();
    expect(await preview.getByRole('button', { name: 'Change your answer' }).count()).toBe(0);
    // The dialog's title names the candidate for the recruiter; the client's view does not.
    const seen = preview.locator('[data-testid="client-cv"]');
    expect(await seen.getByText(`Farid Osman ${word}`).count()).toBe(0);
    await check(recruiter, 'client-preview');
    await recruiter.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    // A new link for the client: the e-mailed one is replaced, and the new one opens the page.
    await main(recruiter).getByRole('button', { name: 'New client link' }).first().click();
    await recruiter
      .getByRole('dialog')
      .getByRole('button', { name: 'Make and copy the link' })
      .click();
    const field = recruiter.getByRole('dialog').locator('[data-testid="client-link"]');
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/\/client-cv\/[A-Za-z0-9_-]{20,}$/);
    await check(recruiter, 'client-new-link');
    await recruiter.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    const l = await newPage(e2e.browser, e2e.app.url);
    await l.page.goto(new URL(url).pathname);
    await main(l.page).getByRole('heading', { name: 'Your answer: Interested' }).waitFor();

    // In Arabic, the client's list and page speak Arabic.
    await client.goto('/employer/submitted-candidates');
    await switchToArabic(client);
    await main(client).getByRole('heading', { level: 1, name: 'المرشحون المُرسلون إليك' }).waitFor();
    await check(client, 'client-submissions-ar');
    await main(client).getByRole('link', { name: 'فتح F. O.' }).click();
    await main(client).getByRole('heading', { name: 'ردك: مهتم' }).waitFor();
    await check(client, 'client-submission-ar');

    // And the recruiter's preview, in Arabic.
    await recruiter.goto('/management/send-candidate');
    await switchToArabic(recruiter);
    await main(recruiter).getByRole('button', { name: 'معاينة كما يراها العميل' }).first().click();
    await recruiter.getByRole('dialog').getByText('معاينة: ما يراه العميل').waitFor();
    await check(recruiter, 'client-preview-ar');
  });
});
