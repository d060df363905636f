import { and, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '@logicareers/shared/pages';
import { uaeLocalOf } from '@logicareers/shared/schemas/interviews';
import { todayInUae } from '@logicareers/shared/uae-date';
import { interviews } from '../apps/api/src/db/schema';
import { buildUser, TEST_PASSWORD } from '../apps/api/src/test/factories';
import { inArabic, switchToArabic } from './support/arabic';
import { useApp } from './support/app';
import {
  chooseOption,
  newPage,
  PHONE,
  resize,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import { apiCall, COLD_CHAIN_JOB, DEMO, signInAs } from './support/fixtures';
import { main } from './support/steps';

const e2e = useApp();

/** The day `days` after `day` (YYYY-MM-DD). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The Monday of the week holding `day`, where the week calendar starts. */
const weekStartOf = (day: string) =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The demo employer publishes a job through the API, as their jobs screen would. */
async function demoEmployerJob(title: string) {
  const { token } = await apiCall<{ token: string }>(e2e.app, '/api/user/employer_login', {
    method: 'POST',
    body: { email: DEMO.employer, password: DEMO.password },
  });
  const ids: Record<string, number> = {};
  for (const [kind, name] of Object.entries(COLD_CHAIN_JOB.names)) {
    const { data } = await apiCall<{ data: { id: number; name: string }[] }>(
      e2e.app,
      `/api/master/${kind}`,
    );
    ids[`${kind}_id`] = data.find((option) => option.name === name)!.id;
  }
  const { data } = await apiCall<{ data: { id: number } }>(e2e.app, '/api/jobs/', {
    method: 'POST',
    token,
    body: {
      publish: true,
      title,
      description: `<p>Run the ${title} team in Jebel Ali.</p>`,
      ...ids,
      employment_type: 'full_time',
      salary_min: COLD_CHAIN_JOB.salary_min,
      salary_max: COLD_CHAIN_JOB.salary_max,
      valid_through: addDays(todayInUae(), 30),
    },
  });
  return data.id;
}

/** A new candidate who applies for the job through the API. */
async function applicant(jobId: number, firstName: string, lastName: string) {
  const person = await buildUser(e2e.app.database.db, 'candidate', { firstName, lastName });
  const { token } = await apiCall<{ token: string }>(e2e.app, '/api/user/candi_login', {
    method: 'POST',
    body: { email: person.email, password: TEST_PASSWORD },
  });
  await apiCall(e2e.app, '/api/jobs/apply', { method: 'POST', token, body: { job_id: jobId } });
  return person;
}

/** The week calendar's cell of a day (0 the Monday) at an hour, found by its row's hour. */
const cellAt = (page: Page, day: number, hour: string) =>
  main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: hour, exact: true }) })
    .getByRole('cell')
    .nth(day);

/** The free-hour button of a cell of the week calendar. */
const slotIn = (cell: Locator) => cell.locator('button[aria-describedby="week-slots-hint"]');

/** The interviews of a candidate, as the database keeps them: their start, in UAE time. */
const startsOf = async (candidateId: string) =>
  (
    await e2e.app.database.db
      .select({ startsAt: interviews.startsAt })
      .from(interviews)
      .where(and(eq(interviews.candidateId, candidateId), eq(interviews.status, 'scheduled')))
  ).map((row) => uaeLocalOf(row.startsAt));

describe('scheduling an interview from the week calendar', () => {
  it('the demo employer picks a free hour with the keyboard, then the job and applicant; the interview shows at that hour, and again in Arabic on a phone with the mouse', async () => {
    const word = `Wadi${Date.now() % 100000}`;
    const title = `${word} Cold Chain Supervisor`;
    const jobId = await demoEmployerJob(title);
    const amal = await applicant(jobId, 'Amal', `Haddad ${word}`);
    const omar = await applicant(jobId, 'Omar', `Saleh ${word}`);
    // Next week: every hour of it is still to come, so every hour is offered.
    const monday = weekStartOf(addDays(todayInUae(), 7));
    const tuesday = addDays(monday, 1);

    const { page: e, context } = await newPage(e2e.browser, e2e.app.url);
    await signInAs(e, e2e.app, 'employer', DEMO.employer);
    await e.goto(paths.workspace.scheduleInterview());
    await main(e).getByText('Week', { exact: true }).click();
    await e.waitForURL(/view=week/);
    await main(e).getByRole('button', { name: 'Next week' }).click();
    await e.waitForURL(new RegExp(`week=${monday}`));
    // The next week is drawn (its Monday heads a column) before its hours are used: on a busy
    // machine the week shown a moment earlier may still be there.
    await main(e)
      .getByRole('columnheader', { name: new RegExp(`^Mon ${Number(monday.slice(8))} `) })
      .waitFor();

    // The free hours are one stop of the Tab key; the arrows move a day or an hour at a time.
    const first = slotIn(cellAt(e, 0, '08:00'));
    expect(await first.getAttribute('tabindex')).toBe('0');
    await first.focus();
    await e.keyboard.press('ArrowDown');
    await e.keyboard.press('ArrowDown');
    await e.keyboard.press('ArrowRight');
    const chosen = slotIn(cellAt(e, 1, '10:00'));
    await expect.poll(() => chosen.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await chosen.getAttribute('aria-label')).toMatch(
      /^Schedule an interview on .* at 10:00$/,
    );
    await e.keyboard.press('Enter');

    // The job, then its applicant.
    const pick = e.getByRole('dialog', { name: 'Schedule an interview' });
    await pick.getByText(/^At .* \(UAE time\)\. Choose the job, then the applicant\.$/).waitFor();
    await chooseOption(pick.getByRole('combobox', { name: /^Job/ }), title, {
      exact: false,
      search: word,
    });
    await chooseOption(pick.getByRole('combobox', { name: /^Applicant/ }), `Amal Haddad ${word}`, {
      exact: false,
    });
    expect(await seriousA11yViolations(e)).toEqual([]);
    await pick.getByRole('button', { name: 'Continue' }).click();

    // The form opens at the hour chosen: the Tuesday of that week, 10:00.
    const form = e.getByRole('dialog', { name: 'Schedule an interview' });
    const date = form.getByRole('textbox', { name: /^Date and time/ });
    await expect.poll(() => date.inputValue()).toBe(tuesday.split('-').reverse().join('/'));
    expect(await form.getByRole('spinbutton', { name: 'Hours', exact: true }).inputValue()).toBe(
      '10',
    );
    expect(await form.getByRole('spinbutton', { name: 'Minutes', exact: true }).inputValue()).toBe(
      '00',
    );
    await form.getByRole('textbox', { name: /^Address/ }).fill('Gate 3, JAFZA South');
    await form.getByRole('button', { name: 'Schedule and send invitations' }).click();
    await e.getByText('Interview scheduled and invitations sent').waitFor();

    // In the calendar at that hour, on that day.
    await cellAt(e, 1, '10:00')
      .getByRole('button', { name: `10:00 Amal Haddad ${word} Scheduled` })
      .waitFor();
    expect(await startsOf(amal.id)).toEqual([`${tuesday}T10:00`]);
    await screenshot(e, 'interview-week-scheduled-desktop');

    // In Arabic on a phone, with the mouse: Wednesday at 14:00 for the other applicant.
    // The language is switched as a person does (the header's link), which the account keeps.
    await e.goto(paths.workspace.scheduleInterview(`view=week&week=${monday}`));
    await switchToArabic(e);
    await main(e)
      .getByRole('heading', { level: 1, name: inArabic('Interviews') })
      .waitFor();
    await resize(e, PHONE);
    const wednesday = cellAt(e, 2, '14:00');
    await slotIn(wednesday).scrollIntoViewIfNeeded();
    await slotIn(wednesday).click();
    const arPick = e.getByRole('dialog', { name: inArabic('Schedule an interview') });
    await chooseOption(
      arPick.getByRole('combobox', { name: inArabic('Job', { whole: false }) }),
      title,
      {
        exact: false,
        search: word,
      },
    );
    await chooseOption(
      arPick.getByRole('combobox', { name: inArabic('Applicant', { whole: false }) }),
      `Omar Saleh ${word}`,
      { exact: false },
    );
    await arPick.getByRole('button', { name: inArabic('Continue') }).click();
    const arForm = e.getByRole('dialog', { name: inArabic('Schedule an interview') });
    await expect
      .poll(() => arForm.getByRole('spinbutton', { name: inArabic('Hours') }).inputValue())
      .toBe('14');
    await arForm
      .getByRole('textbox', { name: inArabic('Address', { whole: false }) })
      .fill('البوابة 3، جافزا الجنوبية');
    await arForm.getByRole('button', { name: inArabic('Schedule and send invitations') }).click();
    await cellAt(e, 2, '14:00')
      .getByRole('button', { name: new RegExp(`Omar Saleh ${word}`) })
      .waitFor();
    expect(await startsOf(omar.id)).toEqual([`${addDays(monday, 2)}T14:00`]);
    expect(await seriousA11yViolations(e)).toEqual([]);
    await screenshot(e, 'interview-week-scheduled-ar-phone');
    await context.close();
  });
});
