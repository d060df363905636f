import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uaeLocalOf, type TInterview } from '@logicareers/shared/schemas/interviews';
import { applications } from '../apps/api/src/db/schema';
import { buildUser, TEST_PASSWORD } from '../apps/api/src/test/factories';
import { en } from '../apps/web/src/locales/en';
import { inArabic } from './support/arabic';
import { useApp } from './support/app';
import {
  checkScreen,
  DESKTOP,
  newPage,
  noToasts,
  PHONE,
  resize,
  screenshot,
} from './support/browser';
import { apiCall, COLD_CHAIN_JOB, newUser, postJob, signInAs } from './support/fixtures';
import { main } from './support/steps';

const e2e = useApp();

/** The .ics of a download, as a calendar reads it: its method and its start, in UAE time. */
async function calendarOf(download: Download) {
  const ics = fs.readFileSync((await download.path())!, 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const start = calendar.getFirstSubcomponent('vevent')!.getFirstProperty('dtstart')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    tzid: start.getParameter('tzid'),
    start: String(start.getFirstValue()),
  };
}

/** Clicks what starts a download and answers the download. */
async function downloadBy(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

describe('interviews for both sides', () => {
  it('a recruiter schedules an interview for an applicant; the candidate sees it, accepts it and adds it to a calendar; the recruiter sees the answer', async () => {
    const word = `Qandil${Date.now() % 100000}`;
    const title = `${word} Cold Chain Supervisor`;
    const employer = await newUser(e2e.app, 'employer');
    const jobId = await postJob(
      e2e.app,
      {
        ...COLD_CHAIN_JOB,
        title,
        description: `<p>Run the ${word} chilled yard in Jebel Ali.</p>`,
      },
      employer,
    );
    const person = await buildUser(e2e.app.database.db, 'candidate', {
      firstName: 'Layla',
      lastName: `Nasser ${word}`,
    });
    const { page: c } = await newPage(e2e.browser, e2e.app.url);
    const token = await signInAs(c, e2e.app, 'candidate', person.email, TEST_PASSWORD);
    await apiCall(e2e.app, '/api/jobs/apply', { method: 'POST', token, body: { job_id: jobId } });
    const [application] = await e2e.app.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, person.id)));

    // The recruiter schedules a video interview three days ahead, 10:30 UAE time.
    const day = uaeLocalOf(new Date(Date.now() + 3 * 86_400_000)).slice(0, 10);
    const { token: employerToken } = await apiCall<{ token: string }>(
      e2e.app,
      '/api/user/employer_login',
      { method: 'POST', body: { email: employer.email, password: TEST_PASSWORD } },
    );
    await apiCall<{ data: TInterview }>(e2e.app, '/api/interview', {
      method: 'POST',
      token: employerToken,
      body: {
        application_id: application.id,
        starts_at: `${day}T10:30`,
        duration_minutes: 45,
        mode: 'video',
        video_link: 'https://meet.example.com/qdl-cold-chain',
        notes: 'Bring your Emirates ID and your forklift licence.',
      },
    });

    // The candidate's dashboard shows it, and leads to My interviews.
    await c.goto('/candidate');
    const upcoming = main(c).getByRole('region', { name: 'Upcoming interviews' });
    await upcoming.getByText(title).waitFor();
    expect(await upcoming.textContent()).toContain('10:30 UAE');
    await checkScreen(c, 'interviews-dashboard');
    await upcoming.getByRole('link', { name: 'All my interviews' }).click();
    await c.waitForURL('**/candidate/interviews');
    const card = main(c).getByRole('listitem').filter({ hasText: title });
    await card.getByText('Awaiting your answer').waitFor();
    await card.getByRole('link', { name: 'Join the video call' }).waitFor();
    await checkScreen(c, 'my-interviews');

    // They accept it.
    await card.getByRole('button', { name: 'Accept' }).click();
    await c.getByText('Thank you: your answer was sent to the recruiter').waitFor();
    await card.getByText('Accepted', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Accept' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await noToasts(c);
    await screenshot(c, 'my-interviews-accepted-desktop');

    // And add it to their calendar: an .ics at 10:30 Dubai time.
    const own = await downloadBy(c, () =>
      card.getByRole('button', { name: /^Add to calendar/ }).click(),
    );
    expect(own.suggestedFilename()).toBe(`interview-${day}.ics`);
    expect(await calendarOf(own)).toEqual({
      method: 'REQUEST',
      tzid: 'Asia/Dubai',
      start: `${day}T10:30:00`,
    });

    // The recruiter's list shows the answer, and downloads the same .ics.
    const { page: r } = await newPage(e2e.browser, e2e.app.url);
    await signInAs(r, e2e.app, 'employer', employer.email, TEST_PASSWORD);
    await r.goto('/management/schedule-interview');
    const staffCard = main(r)
      .getByRole('listitem')
      .filter({ has: r.getByRole('heading', { name: `With Layla Nasser ${word}` }) });
    await staffCard.getByText('Accepted', { exact: true }).waitFor();
    await staffCard
      .getByRole('button', { name: `Actions for the interview with Layla Nasser ${word}` })
      .click();
    const staff = await downloadBy(r, () =>
      r.getByRole('menuitem', { name: 'Download .ics' }).click(),
    );
    expect(staff.suggestedFilename()).toBe(`interview-${day}.ics`);
    expect((await calendarOf(staff)).start).toBe(`${day}T10:30:00`);

    // The page in Arabic, as a person switches (the header's link), right to left, nothing wider
    // than the screen. The heading in Arabic shows the app has taken the new page over.
    await c.locator('header').getByRole('link', { name: en.common.language.ar }).click();
    await c.waitForFunction(() => document.documentElement?.lang === 'ar');
    await main(c)
      .getByRole('heading', { level: 1, name: inArabic('My interviews') })
      .waitFor();
    await main(c)
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByText(inArabic('Accepted'))
      .waitFor();
    expect(await c.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await checkScreen(c, 'my-interviews-ar');
    for (const viewport of [PHONE, DESKTOP]) {
      await resize(c, viewport);
      const width = await c.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `Arabic at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
    }
  });
});
