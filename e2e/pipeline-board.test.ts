import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { applications, outbox, users } from '../apps/api/src/db/schema';
import { buildUser, TEST_PASSWORD } from '../apps/api/src/test/factories';
import { useApp } from './support/app';
import { newPage, PHONE, resize, screenshot, seriousA11yViolations } from './support/browser';
import { apiCall, FREIGHT_FORWARDING_NAMES, newUser, postJob, signInAs } from './support/fixtures';
import { main } from './support/steps';

const e2e = useApp();

/** A candidate of the given name who applies for the job through the API; answers their e-mail. */
async function applicant(jobId: number, firstName: string, lastName: string) {
  const user = await buildUser(e2e.app.database.db, 'candidate', { firstName, lastName });
  const { token } = await apiCall<{ token: string }>(e2e.app, '/api/user/candi_login', {
    method: 'POST',
    body: { email: user.email, password: TEST_PASSWORD },
  });
  await apiCall(e2e.app, '/api/jobs/apply', { method: 'POST', token, body: { job_id: jobId } });
  return user.email;
}

const column = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
const cardOf = (page: Page, email: string) =>
  main(page)
    .locator('[data-card]')
    .filter({ has: page.locator(`[data-applicant="${email}"]`) });
const statusOf = async (email: string) => {
  const [row] = await e2e.app.database.db
    .select({ status: applications.status })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.candidateId))
    .where(eq(users.email, email));
  return row?.status;
};

describe('the pipeline board of a job', () => {
  it('drags a card with the mouse, moves one with the keyboard, asks about the e-mail with its preview, and undoes a move', async () => {
    const word = `Pipeline${Date.now() % 100000}`;
    const employerUser = await newUser(e2e.app, 'employer');
    const jobId = await postJob(
      e2e.app,
      {
        title: `${word} Freight Forwarding Executive`,
        names: FREIGHT_FORWARDING_NAMES,
        salary_min: 8000,
        salary_max: 11000,
        description: `<p>Handle ${word} sea export files for GCC customers.</p>`,
      },
      employerUser,
    );
    const layla = await applicant(jobId, 'Layla', 'Karim');
    const yusuf = await applicant(jobId, 'Yusuf', 'Rahimi');

    const { page: e, context } = await newPage(e2e.browser, e2e.app.url);
    await signInAs(e, e2e.app, 'employer', employerUser.email, TEST_PASSWORD);
    await e.goto(`/management/jobs/view/${jobId}/applicants`);
    // The board is the default on a wide screen.
    await column(e, 'Applied').waitFor();
    await cardOf(e, layla).waitFor();

    // Dragged with the mouse from Applied to Shortlisted.
    const from = (await cardOf(e, layla).boundingBox())!;
    const to = (await column(e, 'Shortlisted').boundingBox())!;
    await e.mouse.move(from.x + from.width / 2, from.y + 20);
    await e.mouse.down();
    await e.mouse.move(from.x + from.width / 2 + 20, from.y + 30, { steps: 5 });
    await e.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
    await e.mouse.up();
    const prompt = e.getByRole('dialog', { name: 'Move to Shortlisted: notify the candidate?' });
    const preview = prompt.getByRole('document', { name: 'The e-mail that would be sent' });
    await preview.getByText(`To: ${layla}`).waitFor();
    expect(await preview.textContent()).toContain(
      `Subject: Your application for ${word} Freight Forwarding Executive: Shortlisted`,
    );
    expect(await seriousA11yViolations(e)).toEqual([]);
    await screenshot(e, 'pipeline-notify-desktop');
    await prompt.getByRole('button', { name: 'Move and notify' }).click();
    const notice = e.locator('[data-undo-notice]').filter({ hasText: 'Layla Karim moved' });
    await notice.waitFor();
    await column(e, 'Shortlisted').locator(`[data-applicant="${layla}"]`).waitFor();
    const held = await e2e.app.database.db
      .select({ status: outbox.status, due: outbox.nextAttemptAt })
      .from(outbox)
      .where(and(eq(outbox.to, layla), eq(outbox.kind, 'application_status')));
    expect(held).toHaveLength(1);
    expect(held[0].status).toBe('pending');
    expect(held[0].due.getTime()).toBeGreaterThan(Date.now());

    // Undone within the window: back in Applied, the e-mail never sent.
    await notice.getByRole('button', { name: 'Undo' }).click();
    await e.getByText('Move undone. The e-mail was not sent.').waitFor();
    await column(e, 'Applied').locator(`[data-applicant="${layla}"]`).waitFor();
    const [cancelled] = await e2e.app.database.db
      .select({ status: outbox.status })
      .from(outbox)
      .where(and(eq(outbox.to, layla), eq(outbox.kind, 'application_status')));
    expect(cancelled.status).toBe('cancelled');

    // Moved with the keyboard: space picks up, the arrow goes to the next column, space drops.
    const handle = cardOf(e, yusuf).getByRole('button', { name: 'Move Yusuf Rahimi', exact: true });
    await handle.focus();
    await e.keyboard.press('Space');
    await e.getByText('Picked up Yusuf Rahimi from Applied.').waitFor({ state: 'attached' });
    await e.keyboard.press('ArrowRight');
    await e.getByText('Yusuf Rahimi is over Shortlisted.').waitFor({ state: 'attached' });
    await e.keyboard.press('Space');
    const second = e.getByRole('dialog', { name: 'Move to Shortlisted: notify the candidate?' });
    await second.getByRole('document').getByText(`To: ${yusuf}`).waitFor();
    await second.getByRole('button', { name: 'Move without e-mail' }).click();
    await e
      .locator('[data-undo-notice]')
      .filter({ hasText: 'Yusuf Rahimi moved to Shortlisted. No e-mail was sent.' })
      .waitFor();
    await column(e, 'Shortlisted').locator(`[data-applicant="${yusuf}"]`).waitFor();
    expect(await statusOf(yusuf)).toBe('shortlisted');
    expect(await seriousA11yViolations(e)).toEqual([]);
    await screenshot(e, 'pipeline-board-desktop');

    // On a phone the list is the default; the board is one tap away and scrolls sideways.
    await resize(e, PHONE);
    await e.goto(`/management/jobs/view/${jobId}/applicants`);
    await main(e).getByRole('radio', { name: 'List' }).waitFor({ state: 'attached' });
    expect(await main(e).getByRole('radio', { name: 'List' }).isChecked()).toBe(true);
    await main(e).getByText('Board', { exact: true }).click();
    await e.waitForURL(/view=board/);
    await column(e, 'Applied').waitFor();
    expect(await seriousA11yViolations(e)).toEqual([]);
    await screenshot(e, 'pipeline-board-phone');
    await context.close();
  });
});
