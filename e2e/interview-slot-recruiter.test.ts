import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '@logicareers/shared/pages';
import { uaeLocalOf } from '@logicareers/shared/schemas/interviews';
import { todayInUae } from '@logicareers/shared/uae-date';
import { interviews } from '../apps/api/src/db/schema';
import {
  buildCandidate,
  buildCompany,
  buildUser,
  TEST_PASSWORD,
} from '../apps/api/src/test/factories';
import { inArabic, switchToArabic } from './support/arabic';
import { useApp } from './support/app';
import {
  chooseOption,
  DESKTOP,
  newPage,
  PHONE,
  resize,
  screenshot,
  seriousA11yViolations,
  settled,
} from './support/browser';
import { apiCall, COLD_CHAIN_JOB, DEMO, signInAs } from './support/fixtures';
import { main } from './support/steps';

/*
 * A consultancy's recruiter schedules from a free hour of the interviews calendar, and the
 * candidate finds it in "My interviews"; the sent candidates' board pages each column on its own.
 * Both in English and Arabic, at 1280 and 375 px.
 */

const e2e = useApp();

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekStartOf = (day: string) =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The week calendar's cell of a day (0 the Monday) at an hour, found by its row's hour. */
const cellAt = (page: Page, day: number, hour: string) =>
  main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: hour, exact: true }) })
    .getByRole('cell')
    .nth(day);
const slotAt = (page: Page, day: number, hour: string) =>
  cellAt(page, day, hour).locator('button[aria-describedby="week-slots-hint"]');

const login = (path: string, email: string, password = TEST_PASSWORD) =>
  apiCall<{ token: string }>(e2e.app, path, { method: 'POST', body: { email, password } }).then(
    (r) => r.token,
  );

/** A job the recruiter posts for a client of theirs through the API, as their jobs screen would. */
async function clientJob(token: string, clientId: number, title: string) {
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
      description: `<p>Lead the ${title} shift in Jebel Ali.</p>`,
      ...ids,
      client_company_id: clientId,
      employment_type: 'full_time',
      salary_min: COLD_CHAIN_JOB.salary_min,
      salary_max: COLD_CHAIN_JOB.salary_max,
      valid_through: addDays(todayInUae(), 30),
    },
  });
  return data.id;
}

describe('a recruiter schedules from the interviews calendar', () => {
  it('picks a free hour, then the job and the candidate; it shows in that hour and in the candidate’s My interviews', async () => {
    const word = `Sahm${Date.now() % 100000}`;
    const title = `${word} Cold Store Lead`;
    const db = e2e.app.database.db;
    const recruiter = await buildUser(db, 'consultancy', { firstName: 'Rohit', lastName: 'Nair' });
    const client = await buildCompany(db, {
      name: `Gulf Chill ${word} LLC`,
      managedById: recruiter.companyId,
    });
    const recruiterToken = await login('/api/user/consultancy-login', recruiter.email);
    const jobId = await clientJob(recruiterToken, client.id, title);
    const person = await buildUser(db, 'candidate', {
      firstName: 'Mariam',
      lastName: `Yousef ${word}`,
    });
    const candidateToken = await login('/api/user/candi_login', person.email);
    await apiCall(e2e.app, '/api/jobs/apply', {
      method: 'POST',
      token: candidateToken,
      body: { job_id: jobId },
    });
    const monday = weekStartOf(addDays(todayInUae(), 7));
    const thursday = addDays(monday, 3);

    // The recruiter opens the calendar's week view, as the menu leads there, and the next week.
    const { page: r, context } = await newPage(e2e.browser, e2e.app.url);
    await signInAs(r, e2e.app, 'consultancy', recruiter.email, TEST_PASSWORD);
    await r.goto(paths.workspace.scheduleInterview());
    await main(r).getByText('Week', { exact: true }).click();
    await main(r).getByRole('button', { name: 'Next week' }).click();
    await r.waitForURL(new RegExp(`week=${monday}`));
    // The next week is drawn (its Thursday heads a column) before a free hour of it is chosen.
    await main(r)
      .getByRole('columnheader', { name: new RegExp(`^Thu ${Number(thursday.slice(8))} `) })
      .waitFor();
    await slotAt(r, 3, '11:00').click();

    // The job, then its applicant; the hour chosen is said at the top.
    const pick = r.getByRole('dialog', { name: 'Schedule an interview' });
    await pick
      .getByText(/^At .* 11:00.* \(UAE time\)\. Choose the job, then the applicant\.$/)
      .waitFor();
    await chooseOption(pick.getByRole('combobox', { name: /^Job/ }), title, {
      exact: false,
      search: word,
    });
    await chooseOption(
      pick.getByRole('combobox', { name: /^Applicant/ }),
      `Mariam Yousef ${word}`,
      {
        exact: false,
      },
    );
    await settled(r);
    await screenshot(r, 'interview-slot-recruiter-pick-desktop');
    expect(await seriousA11yViolations(r)).toEqual([]);
    await pick.getByRole('button', { name: 'Continue' }).click();

    const form = r.getByRole('dialog', { name: 'Schedule an interview' });
    // The form says whom and for which job it schedules: the choice is no longer on screen.
    await form.getByText(`With Mariam Yousef ${word}, for ${title}`).waitFor();
    await expect
      .poll(() => form.getByRole('textbox', { name: /^Date and time/ }).inputValue())
      .toBe(thursday.split('-').reverse().join('/'));
    expect(await form.getByRole('spinbutton', { name: 'Hours', exact: true }).inputValue()).toBe(
      '11',
    );
    await form.getByRole('textbox', { name: /^Address/ }).fill('Cold store 4, JAFZA North');
    await screenshot(r, 'interview-slot-recruiter-form-desktop');
    await form.getByRole('button', { name: 'Schedule and send invitations' }).click();
    await r.getByText('Interview scheduled and invitations sent').waitFor();

    // In the calendar, in the hour picked.
    await cellAt(r, 3, '11:00')
      .getByRole('button', { name: `11:00 Mariam Yousef ${word} Scheduled` })
      .waitFor();
    const saved = await db
      .select({ startsAt: interviews.startsAt })
      .from(interviews)
      .where(and(eq(interviews.candidateId, person.id), eq(interviews.status, 'scheduled')));
    expect(saved.map((row) => uaeLocalOf(row.startsAt))).toEqual([`${thursday}T11:00`]);
    await screenshot(r, 'interview-slot-recruiter-scheduled-desktop');

    // The candidate finds it in My interviews, at that hour, waiting for their answer.
    const { page: c } = await newPage(e2e.browser, e2e.app.url);
    await signInAs(c, e2e.app, 'candidate', person.email, TEST_PASSWORD);
    await c.goto(paths.candidate.interviews);
    const card = main(c).getByRole('listitem').filter({ hasText: title });
    await card.getByText('Awaiting your answer').waitFor();
    expect(await card.textContent()).toContain('11:00');
    await card.getByText('Cold store 4, JAFZA North').waitFor();
    await screenshot(c, 'interview-slot-recruiter-candidate-desktop');

    // In Arabic on a phone: the free hours and the dialog, in Arabic and right to left.
    await r.goto(paths.workspace.scheduleInterview(`view=week&week=${monday}`));
    await switchToArabic(r);
    await main(r)
      .getByRole('heading', { level: 1, name: inArabic('Interviews') })
      .waitFor();
    await resize(r, PHONE);
    await settled(r);
    await screenshot(r, 'interview-slot-recruiter-week-ar-phone');
    await slotAt(r, 4, '09:00').scrollIntoViewIfNeeded();
    await slotAt(r, 4, '09:00').click();
    const arPick = r.getByRole('dialog', { name: inArabic('Schedule an interview') });
    await chooseOption(
      arPick.getByRole('combobox', { name: inArabic('Job', { whole: false }) }),
      title,
      { exact: false, search: word },
    );
    await settled(r);
    await screenshot(r, 'interview-slot-recruiter-pick-ar-phone');
    expect(await seriousA11yViolations(r)).toEqual([]);
    await resize(r, DESKTOP);
    await screenshot(r, 'interview-slot-recruiter-pick-ar-desktop');
    await r.keyboard.press('Escape');
    await arPick.waitFor({ state: 'detached' });
    await resize(r, PHONE);
    await r.goto(paths.workspace.scheduleInterview(`view=week&week=${monday}`));
    await main(r)
      .getByRole('button', { name: /مريم|Mariam/ })
      .first()
      .waitFor();
    await screenshot(r, 'interview-slot-recruiter-scheduled-ar-phone');
    await context.close();
  });
});

describe('the sent candidates board', () => {
  it('pages a column in place, with its count, in English and Arabic at both widths', async () => {
    const db = e2e.app.database.db;
    const token = await login('/api/user/consultancy-login', DEMO.recruiter, DEMO.password);
    const { data: clients } = await apiCall<{ data: { id: number; name: string }[] }>(
      e2e.app,
      '/api/submissions/clients',
      { token },
    );
    // More than a page of sent candidates, sent to one client today.
    const people = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        buildCandidate(db, {
          user: { firstName: 'Karim', lastName: `Board ${i + 1}` },
          profile: { visibility: 'all', headline: 'Warehouse supervisor' },
        }),
      ),
    );
    await apiCall(e2e.app, '/api/submissions', {
      method: 'POST',
      token,
      body: { candidate_ids: people.map((p) => p.id), client_id: clients[0].id },
    });

    const { page: r, context } = await newPage(e2e.browser, e2e.app.url);
    await signInAs(r, e2e.app, 'consultancy', DEMO.recruiter);
    await r.goto(paths.workspace.sendCandidate());
    await main(r).getByText('Board', { exact: true }).click();
    const board = main(r).getByRole('region', { name: /^Candidates sent to clients/ });
    const sent = board.getByRole('region', { name: 'Sent', exact: true });
    const more = sent.getByRole('button', { name: /^Show more \(20 of \d+\)$/ });
    await more.waitFor();
    const total = Number(/of (\d+)/.exec((await more.textContent())!)![1]);
    expect(total).toBeGreaterThanOrEqual(24);
    await settled(r);
    await screenshot(r, 'sent-board-desktop');
    expect(await seriousA11yViolations(r)).toEqual([]);

    // From the keyboard: the next page comes into the column.
    await more.focus();
    await r.keyboard.press('Enter');
    await expect.poll(() => sent.getByRole('listitem').count()).toBe(Math.min(total, 40));
    expect(await sent.getByLabel(`${total} cards`).count()).toBe(1);
    expect(
      await sent
        .getByRole('listitem')
        .nth(20)
        .getByRole('link')
        .evaluate((n) => n === document.activeElement),
    ).toBe(true);
    await screenshot(r, 'sent-board-more-desktop');
    await resize(r, PHONE);
    await screenshot(r, 'sent-board-phone');

    // The header's language switch is in its menu on a phone: switched on a wide screen.
    await resize(r, DESKTOP);
    await switchToArabic(r);
    await main(r).getByText(inArabic('Board')).first().click();
    const arBoard = main(r).locator('[data-pipeline-board]');
    await arBoard.getByRole('button', { name: /\(20 / }).first().waitFor();
    await settled(r);
    await screenshot(r, 'sent-board-ar-desktop');
    expect(await seriousA11yViolations(r)).toEqual([]);
    await resize(r, PHONE);
    await screenshot(r, 'sent-board-ar-phone');
    await context.close();
  });
});
