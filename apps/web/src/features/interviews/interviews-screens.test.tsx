import { describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTERVIEW_MESSAGES as M, type TInterview } from '@logicareers/shared/schemas/interviews';
import { candidateProfiles } from '../../../../api/src/db/schema';
import { signedIn } from '../../../../api/src/test/factories';
import { setToken } from '../../lib/storage';
import { renderPage, renderRoutes, testApi } from '../../test/render';
import { PAGES, paths } from '@logicareers/shared/pages';
import { ScheduleInterviewPage } from './schedule-interview-page';
import { WeekCalendar } from './week-calendar';

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

    const when = within(dialog).getByLabelText(/Date and time/);
    await userEvent.type(when, '2020-01-01T10:00');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Video call' }));
    await userEvent.type(within(dialog).getByLabelText(/Video meeting link/), 'http://meet');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Schedule and send invitations' }),
    );
    expect(await within(dialog).findByText(M.startsAtPast)).toBeDefined();
    expect(within(dialog).getByText(M.httpsLink)).toBeDefined();

    const future = new Date(Date.now() + 3 * 86_400_000 + 4 * 3_600_000).toISOString().slice(0, 10);
    await userEvent.clear(when);
    await userEvent.type(when, `${future}T10:30`);
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
