import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@logicareers/shared/api';
import { PAGES, paths } from '@logicareers/shared/pages';
import {
  INTERVIEW_MESSAGES as M,
  uaeLocalOf,
  type TInterview,
} from '@logicareers/shared/schemas/interviews';
import { eq } from 'drizzle-orm';
import { candidateProfiles, interviews } from '../../../../api/src/db/schema';
import { jobFactory, signedIn } from '../../../../api/src/test/factories';
import { call } from '../../../../api/src/test/harness';
import { setToken } from '../../lib/storage';
import { renderRoutes, resetPage, testApi } from '../../test/render';
import { CandidateInterviewsPage } from './candidate-interviews-page';

configure({ asyncUtilTimeout: 15_000 });

const api = testApi();

/** A new candidate, signed in on the screen, and an employer who may invite them. */
async function candidateAndEmployer() {
  const employer = await signedIn(api.app, api.database.db, 'employer', {
    firstName: 'Mona',
    lastName: 'Saeed',
  });
  const person = await signedIn(api.app, api.database.db, 'candidate', {
    firstName: 'Layla',
    lastName: 'Nasser',
  });
  await api.database.db
    .insert(candidateProfiles)
    .values({ userId: person.user.id, visibility: 'all' });
  setToken(person.token);
  return { employer, person };
}

/** The employer schedules a video interview with the candidate for the job, `days` ahead. */
async function schedule(employerToken: string, candidateId: string, jobId: number, days: number) {
  const day = uaeLocalOf(new Date(Date.now() + days * 86_400_000)).slice(0, 10);
  const res = await call(api.app, {
    method: 'POST',
    url: API.interviews.list,
    token: employerToken,
    payload: {
      candidate_id: candidateId,
      job_id: jobId,
      starts_at: `${day}T10:30`,
      duration_minutes: 45,
      mode: 'video',
      video_link: 'https://meet.example.com/abc-defg-hij',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as TInterview;
}

const renderMine = () =>
  renderRoutes([{ path: PAGES.candidate.interviews, element: <CandidateInterviewsPage /> }], {
    path: paths.candidate.interviews,
  });

afterEach(() => {
  resetPage();
  api.offline = false;
  vi.restoreAllMocks();
});

describe('My interviews', () => {
  it('says there are none yet and leads to the job search', async () => {
    await candidateAndEmployer();
    await renderMine();
    expect(await screen.findByRole('heading', { name: 'No interviews yet' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Search jobs' }).getAttribute('href')).toBe(
      paths.candidate.searchJobs,
    );
  });

  it('shows an upcoming interview, takes the answers and downloads the .ics', async () => {
    const { employer, person } = await candidateAndEmployer();
    const jobs = await jobFactory(api.app);
    const job = await jobs.create(employer.token);
    const interview = await schedule(employer.token, person.user.id, job, 3);
    // One that took place last week, never answered.
    const earlier = await schedule(employer.token, person.user.id, job, 5);
    await api.database.db
      .update(interviews)
      .set({ startsAt: new Date(Date.now() - 7 * 86_400_000) })
      .where(eq(interviews.id, earlier.id));
    await renderMine();

    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const card = (
      await within(upcoming).findByRole('heading', { name: 'Warehouse Supervisor' })
    ).closest('li')!;
    expect(within(card).getByText(/10:30 UAE/)).toBeDefined();
    expect(within(card).getByText('Awaiting your answer')).toBeDefined();
    expect(within(card).getByRole('link', { name: 'Join the video call' })).toBeDefined();
    // The past one is there to read, with nothing left to answer or add.
    const past = screen.getByRole('region', { name: 'Past' });
    expect(within(past).getAllByRole('listitem')).toHaveLength(1);
    expect(within(past).queryByRole('button')).toBeNull();
    expect(within(past).queryByText('Awaiting your answer')).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(M.answered)).toBeDefined();
    expect(await within(card).findByText('Accepted')).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Accept' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // Another time needs the days that suit, by the shared rule.
    await userEvent.click(within(card).getByRole('button', { name: 'Ask for another time' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Send request' }));
    expect(await within(card).findByText(M.noteRequiredForNewTime)).toBeDefined();
    await userEvent.type(
      within(card).getByLabelText(/Which days and times suit you/),
      'Any morning next week',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Send request' }));
    expect(await within(card).findByText('Asked for another time')).toBeDefined();
    expect(within(card).getByText('Your note: Any morning next week')).toBeDefined();

    // Add to calendar: the .ics is handed to the browser under its name.
    const saved: { name: string; blob: Blob }[] = [];
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((made: Blob) => {
      blob = made;
      return 'blob:interview';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blob! });
    });
    await userEvent.click(within(card).getByRole('button', { name: /^Add to calendar/ }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe(
      `interview-${uaeLocalOf(new Date(interview.starts_at)).slice(0, 10)}.ics`,
    );
    const ics = await saved[0].blob.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('DTSTART;TZID=Asia/Dubai:');
  });

  it('says when the interviews cannot be read, and reads them again', async () => {
    await candidateAndEmployer();
    api.offline = true;
    await renderMine();
    const alert = await screen.findByRole('alert');
    api.offline = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No interviews yet' })).toBeDefined();
  });
});
