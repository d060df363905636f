import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import ICAL from 'ical.js';
import { desc, eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { outbox } from '../apps/api/src/db/schema';
import { messageToSend } from '../apps/api/src/modules/mail/outbox';
import { buildCandidate } from '../apps/api/src/test/factories';
import { useApp } from './support/app';
import { chooseOption, checkScreen as check, newPage } from './support/browser';
import { apiCall, signInNew } from './support/fixtures';

const e2e = useApp();

const main = (page: Page) => page.locator('main');

/** The calendar invitation of the newest mail of `kind` to `to`, parsed. */
async function invitationTo(to: string, kind: string) {
  const rows = await e2e.app.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to.toLowerCase()))
    .orderBy(desc(outbox.createdAt));
  const row = rows.find((r) => r.kind === kind);
  const calendar = messageToSend(row!).extras?.calendar;
  expect(calendar).toBeDefined();
  const parsed = new ICAL.Component(ICAL.parse(calendar!.content));
  return {
    method: parsed.getFirstPropertyValue('method'),
    event: parsed.getFirstSubcomponent('vevent')!,
  };
}

describe('recruiter communications', () => {
  it('a recruiter writes a template with tags, e-mails a folder, reads an answer and schedules an interview, then reschedules it', async () => {
    const word = `Qelvar${Date.now() % 100000}`;
    const { db } = e2e.app.database;
    const people = await Promise.all(
      ['Ravi', 'Fatima', 'Joseph'].map((first) =>
        buildCandidate(db, {
          user: { firstName: first, lastName: word },
          profile: { headline: 'Warehouse supervisor, cold chain', visibility: 'consultancy' },
        }),
      ),
    );

    const r = await newPage(e2e.browser, e2e.app.url);
    const recruiter = r.page;
    const { token } = await signInNew(recruiter, e2e.app, 'consultancy');
    const folder = await apiCall<{ data: { id: number } }>(e2e.app, API.talent.folders, {
      method: 'POST',
      token,
      body: { name: `Cold chain supervisors ${word}` },
    });
    await apiCall(e2e.app, API.talent.folderCandidates(folder.data.id), {
      method: 'POST',
      token,
      body: { candidate_ids: people.map((p) => p.id) },
    });

    // Writes a template with merge tags; an unknown tag is refused by name.
    await recruiter.goto('/management/email-template');
    await main(recruiter).getByRole('heading', { level: 1, name: 'E-mail templates' }).waitFor();
    // The company starts with the starter templates.
    await main(recruiter).getByText('Shortlisted', { exact: false }).first().waitFor();
    await check(recruiter, 'email-templates');
    await main(recruiter).getByRole('link', { name: 'New template' }).click();
    await recruiter.waitForURL('**/management/email-template/create');
    await main(recruiter)
      .getByRole('textbox', { name: 'Template name' })
      .fill(`Availability ${word}`);
    await main(recruiter)
      .getByRole('textbox', { name: 'Subject' })
      .fill('{{candidate.first_name}}, a cold chain role at {{company.name}}');
    const body = main(recruiter).locator('.ProseMirror');
    await body.click();
    await body.pressSequentially(
      'Dear {{candidate.first_name}}, are you open to a supervisor role? Answer here: {{response.link}} {{candidate.age}}',
    );
    await main(recruiter).getByRole('button', { name: 'Save template' }).click();
    await main(recruiter).getByText('Unknown merge tag {{candidate.age}}').first().waitFor();
    await body.click();
    await recruiter.keyboard.press('End');
    for (let i = 0; i < ' {{candidate.age}}'.length; i++)
      await recruiter.keyboard.press('Backspace');
    await check(recruiter, 'email-template-editor');
    await main(recruiter).getByRole('button', { name: 'Save template' }).click();
    await recruiter.waitForURL('**/management/email-template/view/*');
    await main(recruiter).getByText('Preview', { exact: true }).first().waitFor();
    await check(recruiter, 'email-template-view');

    // E-mails everyone in the folder with it.
    await recruiter.goto(`/management/cv-folder/view/${folder.data.id}`);
    await main(recruiter).getByRole('link', { name: 'E-mail everyone' }).click();
    await recruiter.waitForURL('**/management/email-template/compose?*');
    await chooseOption(
      main(recruiter).getByRole('combobox', { name: 'Template', exact: true }),
      `Availability ${word}`,
      { exact: false },
    );
    await main(recruiter).getByText('This e-mail goes to 3 candidates.').waitFor();
    await check(recruiter, 'email-compose');
    await main(recruiter).getByRole('button', { name: 'Send to 3 candidates' }).click();
    await recruiter.waitForURL('**/management/email-template/send/*');
    await main(recruiter)
      .getByRole('progressbar', { name: 'Sending progress' })
      .waitFor({ state: 'attached' });
    await main(recruiter).getByText('of 3 handled', { exact: false }).waitFor();
    await check(recruiter, 'email-send-progress');

    // Fatima answers "Interested" through her link, without signing in.
    const fatima = people[1];
    const mail = await e2e.app.lastMailTo(fatima.email, 'recruiter_email_linked');
    expect(mail?.subject).toMatch(/^Fatima, a cold chain role at /);
    const link = /https?:\/\/\S+\/unauth\/email-response\/[A-Za-z0-9_-]+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    const c = await newPage(e2e.browser, e2e.app.url);
    const candidate = c.page;
    await candidate.goto(new URL(link!).pathname);
    await main(candidate)
      .getByRole('heading', { level: 1, name: 'Hello Fatima, how would you like to answer?' })
      .waitFor();
    expect(await candidate.getByRole('banner').count()).toBe(0);
    await check(candidate, 'email-response');
    await main(candidate).getByRole('radio', { name: 'Interested', exact: true }).check();
    await main(candidate)
      .getByRole('textbox', { name: /good time to call/i })
      .fill('Weekdays after 6 pm');
    await main(candidate).getByRole('button', { name: 'Send answer' }).click();
    await main(candidate).getByRole('heading', { name: 'Your answer: Interested' }).waitFor();
    await check(candidate, 'email-response-answered');

    // The recruiter sees the answer and opens Fatima.
    await recruiter.goto('/management/email-responses');
    const answers = main(recruiter).getByRole('list', { name: 'E-mail responses' });
    const card = answers.getByRole('listitem').filter({ hasText: `Fatima ${word}` });
    await card.getByText('Interested', { exact: true }).waitFor();
    await card.getByText('Good time to call: Weekdays after 6 pm').waitFor();
    await check(recruiter, 'email-responses');
    await card.getByRole('link', { name: `Open Fatima ${word}` }).click();
    await recruiter.waitForURL(`**/management/candidate/view/${fatima.id}`);
    // Her e-mails are kept with her.
    await main(recruiter)
      .getByText(`Fatima, a cold chain role at`, { exact: false })
      .first()
      .waitFor();

    // Schedules an interview, in person, in UAE time.
    await main(recruiter).getByRole('link', { name: 'Schedule interview' }).click();
    await recruiter.waitForURL('**/management/schedule-interview?*');
    const dialog = recruiter.getByRole('dialog', { name: 'Schedule an interview' });
    const day = new Date(Date.now() + 3 * 86_400_000 + 4 * 3_600_000).toISOString().slice(0, 10);
    // The date is typed day first, the time on a 24-hour clock.
    await dialog
      .getByRole('textbox', { name: 'Date and time (UAE time)' })
      .fill(day.split('-').reverse().join('/'));
    await dialog.getByRole('spinbutton', { name: 'Hours', exact: true }).fill('10');
    await dialog.getByRole('spinbutton', { name: 'Minutes', exact: true }).fill('30');
    await dialog.getByRole('radio', { name: 'In person' }).check({ force: true });
    await dialog.getByRole('textbox', { name: 'Address' }).fill('Warehouse 14, JAFZA South, Dubai');
    await dialog
      .getByRole('textbox', { name: 'Notes for the candidate' })
      .fill('Bring your Emirates ID.');
    await check(recruiter, 'interview-schedule-form');
    await dialog.getByRole('button', { name: 'Schedule and send invitations' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await main(recruiter).getByText(`With Fatima ${word}`).first().waitFor();
    await check(recruiter, 'interviews-list');

    // Her mail holds the invitation: METHOD:REQUEST, SEQUENCE 0, at 10:30 in Dubai.
    const first = await invitationTo(fatima.email, 'interview_invitation');
    expect(first.method).toBe('REQUEST');
    expect(first.event.getFirstPropertyValue('sequence')).toBe(0);
    const start = first.event.getFirstProperty('dtstart')!;
    expect(start.getParameter('tzid')).toBe('Asia/Dubai');
    expect(String(start.getFirstValue())).toBe(`${day}T10:30:00`);
    const uid = first.event.getFirstPropertyValue('uid');

    // Reschedules it to 14:00: the same UID with SEQUENCE 1.
    await main(recruiter)
      .getByRole('button', { name: `Actions for the interview with Fatima ${word}` })
      .click();
    await recruiter.getByRole('menuitem', { name: 'Reschedule or edit' }).click();
    const edit = recruiter.getByRole('dialog', { name: 'Reschedule or edit the interview' });
    await edit.getByRole('spinbutton', { name: 'Hours', exact: true }).fill('14');
    await edit.getByRole('spinbutton', { name: 'Minutes', exact: true }).fill('00');
    await edit.getByRole('button', { name: 'Save and send updated invitations' }).click();
    await edit.waitFor({ state: 'hidden' });
    const second = await invitationTo(fatima.email, 'interview_invitation');
    expect(second.event.getFirstPropertyValue('uid')).toBe(uid);
    expect(second.event.getFirstPropertyValue('sequence')).toBe(1);
    expect(String(second.event.getFirstPropertyValue('dtstart'))).toBe(`${day}T14:00:00`);

    // The week calendar shows it.
    await main(recruiter)
      .locator('label', { hasText: /^Week$/ })
      .click();
    // The calendar opens on this week (Monday to Sunday); from Friday on, the interview three days
    // ahead falls in the next one.
    const today = new Date(Date.now() + 4 * 3_600_000);
    if ((today.getUTCDay() + 6) % 7 > 3) {
      await main(recruiter).getByRole('button', { name: 'Next week' }).click();
    }
    await main(recruiter).getByText(`Fatima ${word}`).first().waitFor();
    await check(recruiter, 'interviews-week');

    // Fatima's answer page for the interview.
    const invitation = await e2e.app.lastMailTo(fatima.email, 'interview_invitation');
    const answerLink = /https?:\/\/\S+\/unauth\/interview-response\/[A-Za-z0-9_-]+/.exec(
      invitation!.text,
    )?.[0];
    expect(answerLink).toBeDefined();
    await candidate.goto(new URL(answerLink!).pathname);
    await main(candidate).getByRole('heading', { level: 1 }).waitFor();
    await check(candidate, 'interview-response');
    await r.context.close();
    await c.context.close();
  });
});
