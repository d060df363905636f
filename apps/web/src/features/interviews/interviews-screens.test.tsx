import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTERVIEW_MESSAGES as M, type TInterview } from '@logicareers/shared/schemas/interviews';
import { candidateProfiles } from '../../../../api/src/db/schema';
import { API } from '@logicareers/shared/api';
import { todayInUae } from '@logicareers/shared/uae-date';
import { jobFactory, signedIn } from '../../../../api/src/test/factories';
import { call } from '../../../../api/src/test/harness';
import { setToken } from '../../lib/storage';
import {
  chooseOption,
  renderPage,
  renderRoutes,
  signInOnScreen,
  testApi,
  uniqueWord,
} from '../../test/render';
import { PAGES, paths } from '@logicareers/shared/pages';
import { ScheduleInterviewPage } from './schedule-interview-page';
import { addDays, WeekCalendar, weekStartOf } from './week-calendar';

configure({ asyncUtilTimeout: 15_000 });

const api = testApi();

const interview = (overrides: Partial<TInterview>): TInterview => ({
  id: crypto.randomUUID(),
  status: 'scheduled',
  starts_at: '2026-12-02T06:30:00.000Z',
  ends_at: '2026-12-02T07:15:00.000Z',
  duration_minutes: 45,
  mode: 'video',
  location: '',
  map_link: '',
  video_link: 'https://meet.example.com/x',
  phone: '',
  notes: '',
  candidate: { id: crypto.randomUUID(), name: 'Aisha Khan', email: 'a@example.ae' },
  job: null,
  application_id: null,
  submission_id: null,
  interviewers: [],
  candidate_answer: 'pending',
  candidate_note: '',
  answered_at: null,
  outcome: null,
  outcome_note: '',
  sequence: 0,
  scheduled_by: null,
  created_at: '2026-11-20T06:30:00.000Z',
  ...overrides,
});

describe('the week calendar', () => {
  it('places each interview on its UAE day and hour, and moves between weeks', async () => {
    const onWeekChange = vi.fn();
    const onOpen = vi.fn();
    const late = interview({
      starts_at: '2026-12-05T17:00:00.000Z', // Saturday 21:00 in Dubai
      candidate: { id: 'x', name: 'Ravi Menon', email: 'r@example.ae' },
      status: 'cancelled',
    });
    await renderPage(
      <WeekCalendar
        weekStart="2026-11-30"
        interviews={[interview({}), late]}
        onWeekChange={onWeekChange}
        onOpen={onOpen}
      />,
    );
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1)).toHaveLength(7);
    expect(headers[1]).toContain('30 Nov');
    // Wednesday 10:30 in Dubai: the 10:00 row, the third day column.
    const tenRow = within(table).getByRole('rowheader', { name: '10:00' }).closest('tr')!;
    const cells = within(tenRow).getAllByRole('cell');
    expect(cells[2].textContent).toContain('10:30 Aisha Khan');
    // An evening interview adds rows up to its hour.
    const ninePm = within(table).getByRole('rowheader', { name: '21:00' }).closest('tr')!;
    expect(within(ninePm).getAllByRole('cell')[5].textContent).toContain('Ravi Menon');
    await userEvent.click(screen.getByRole('button', { name: /Aisha Khan/ }));
    expect(onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ candidate: expect.objectContaining({ name: 'Aisha Khan' }) }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(onWeekChange).toHaveBeenLastCalledWith('2026-12-07');
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(onWeekChange).toHaveBeenLastCalledWith('2026-11-23');
  });
});

describe('the schedule form', () => {
  it('checks the fields with the shared rules, then schedules and lists the interview', async () => {
    const { token } = await signedIn(api.app, api.database.db, 'consultancy');
    const person = await signedIn(api.app, api.database.db, 'candidate', {
      firstName: 'Aisha',
      lastName: 'Khan',
    });
    await api.database.db.insert(candidateProfiles).values({ userId: person.user.id });
    setToken(token);
    await renderRoutes(
      [{ path: PAGES.management.scheduleInterview, element: <ScheduleInterviewPage /> }],
      {
        path: paths.workspace.scheduleInterview(new URLSearchParams({ candidate: person.user.id })),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Schedule an interview' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Schedule and send invitations' }),
    );
    expect(await within(dialog).findByText(M.startsAtRequired)).toBeDefined();

    // The date is typed day first, the time on a 24-hour clock.
    const when = within(dialog).getByRole('textbox', { name: /Date and time/ });
    await userEvent.type(when, '01/01/2020');
    await userEvent.type(within(dialog).getByLabelText('Hours'), '10');
    await userEvent.type(within(dialog).getByLabelText('Minutes'), '00');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Video call' }));
    await userEvent.type(within(dialog).getByLabelText(/Video meeting link/), 'http://meet');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Schedule and send invitations' }),
    );
    expect(await within(dialog).findByText(M.startsAtPast)).toBeDefined();
    expect(within(dialog).getByText(M.httpsLink)).toBeDefined();

    const future = new Date(Date.now() + 3 * 86_400_000 + 4 * 3_600_000).toISOString().slice(0, 10);
    await userEvent.clear(when);
    await userEvent.type(when, future.split('-').reverse().join('/'));
    await userEvent.clear(within(dialog).getByLabelText('Minutes'));
    await userEvent.type(within(dialog).getByLabelText('Minutes'), '30');
    const link = within(dialog).getByLabelText(/Video meeting link/);
    await userEvent.clear(link);
    await userEvent.type(link, 'https://meet.example.com/abc');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Schedule and send invitations' }),
    );
    expect(await screen.findByText('Interview scheduled and invitations sent')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'With Aisha Khan' })).toBeDefined();
  });
});

describe('scheduling from the week calendar', () => {
  it('takes a free hour chosen with the keyboard, then the job and its applicant', async () => {
    const { token } = await signInOnScreen(api, 'employer');
    const title = `Slot Supervisor ${uniqueWord()}`;
    const jobId = await (await jobFactory(api.app)).create(token, { title });
    const candidate = await signedIn(api.app, api.database.db, 'candidate', {
      firstName: 'Amal',
      lastName: 'Haddad',
    });
    const applied = await call(api.app, {
      method: 'POST',
      url: API.applications.apply,
      token: candidate.token,
      payload: { job_id: jobId },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const monday = weekStartOf(addDays(todayInUae(), 7));
    await renderRoutes(
      [{ path: PAGES.management.scheduleInterview, element: <ScheduleInterviewPage /> }],
      {
        path: paths.workspace.scheduleInterview(
          new URLSearchParams({ view: 'week', week: monday }),
        ),
      },
    );
    // The free hours are one stop of the Tab key; the arrow keys move between them.
    const [first] = await screen.findAllByRole('button', {
      name: /^Schedule an interview on .* at 08:00$/,
    });
    expect(first.getAttribute('tabindex')).toBe('0');
    first.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    const chosen = document.activeElement as HTMLElement;
    expect(chosen.getAttribute('aria-label')).toMatch(/ at 10:00$/);
    expect(chosen.getAttribute('tabindex')).toBe('0');
    await userEvent.keyboard('{Enter}');

    const pick = await screen.findByRole('dialog', { name: 'Schedule an interview' });
    await userEvent.click(within(pick).getByRole('button', { name: 'Continue' }));
    expect(await within(pick).findByText('Choose the job first')).toBeDefined();
    await userEvent.type(within(pick).getByLabelText(/^Job/), title.split(' ')[2]);
    await chooseOption(within(pick).getByLabelText(/^Job/), new RegExp(title));
    await chooseOption(within(pick).getByLabelText(/^Applicant/), /Amal Haddad/);
    await userEvent.click(within(pick).getByRole('button', { name: 'Continue' }));

    // The form opens at the hour chosen: Tuesday of that week, 10:00.
    const form = await screen.findByRole('dialog', { name: 'Schedule an interview' });
    const tuesday = addDays(monday, 1).split('-').reverse().join('/');
    await waitFor(() =>
      expect(
        (within(form).getByRole('textbox', { name: /Date and time/ }) as HTMLInputElement).value,
      ).toBe(tuesday),
    );
    expect((within(form).getByLabelText('Hours') as HTMLInputElement).value).toBe('10');
    expect((within(form).getByLabelText('Minutes') as HTMLInputElement).value).toBe('00');
    await userEvent.click(within(form).getByRole('radio', { name: 'Video call' }));
    await userEvent.type(
      within(form).getByLabelText(/Video meeting link/),
      'https://meet.example.com/slot',
    );
    await userEvent.click(
      within(form).getByRole('button', { name: 'Schedule and send invitations' }),
    );
    expect(await screen.findByText('Interview scheduled and invitations sent')).toBeDefined();
    expect(await screen.findByRole('button', { name: /10:00 Amal Haddad/ })).toBeDefined();
  });
});
