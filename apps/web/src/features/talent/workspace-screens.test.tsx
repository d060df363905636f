import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { PAGES, paths } from '@logicareers/shared/pages';
import { TALENT_MESSAGES } from '@logicareers/shared/schemas/talent';
import { candidateSubmissions } from '../../../../api/src/db/schema';
import { buildCandidate, jobFactory } from '../../../../api/src/test/factories';
import { call } from '../../../../api/src/test/harness';
import { setToken } from '../../lib/storage';
import { consultancyWithClient } from '../../test/consultancy-client';
import { renderRoutes, resetPage, testApi } from '../../test/render';
import { CandidateViewPage } from './candidate/candidate-view-page';
import { SendCandidatePage } from './send/send-candidate-page';

const api = testApi({ slow: true });
const { consultancy, client, candidate, clientLink } = consultancyWithClient(api);

const viewRoutes = [{ path: PAGES.management.candidateView, element: <CandidateViewPage /> }];

describe('the candidate view', () => {
  it('shows the profile and keeps the company’s comments, marked as internal', async () => {
    const person = await candidate('Rohan');
    setToken(consultancy.token);
    await renderRoutes(viewRoutes, { path: paths.workspace.candidateView(person.id) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rohan Fernandes' })).toBeDefined();
    expect(screen.getAllByText('Visible only to your company').length).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Write a comment')).toBeDefined();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Add a comment/ }),
      'Called him: available from March.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Called him: available from March.')).toBeDefined();
    const stored = await call(api.app, {
      method: 'GET',
      url: `${API.talent.comment}?candidate_id=${person.id}`,
      token: consultancy.token,
    });
    expect((stored.body.data as { body: string }[]).map((c) => c.body)).toEqual([
      'Called him: available from March.',
    ]);
  });

  it('asks for a rating, then saves the consultant’s feedback', async () => {
    const person = await candidate('Imran');
    setToken(consultancy.token);
    await renderRoutes(viewRoutes, { path: paths.workspace.candidateView(person.id) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add feedback' }));
    const form = screen.getByRole('form', { name: 'Add feedback' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Fit for roles' }),
      'Reach truck',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save feedback' }));
    expect(await within(form).findByText(TALENT_MESSAGES.ratingRequired)).toBeDefined();

    await userEvent.click(within(form).getByRole('radio', { name: '4' }));
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Salary discussed (AED / month)' }),
      '4500',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Availability' }), '2 weeks');
    await userEvent.click(within(form).getByRole('button', { name: 'Save feedback' }));
    expect(await screen.findByText(/Reach truck/)).toBeDefined();
    expect(screen.getByText(/4,500/)).toBeDefined();
    const stored = await call(api.app, {
      method: 'GET',
      url: `${API.talent.feedback}?candidate_id=${person.id}`,
      token: consultancy.token,
    });
    expect((stored.body.data as object[])[0]).toMatchObject({
      rating: 4,
      fit_roles: 'Reach truck',
      salary_discussed: 4500,
      availability: '2 weeks',
    });
  });

  it('says clearly when a candidate is not there or not visible', async () => {
    const hidden = await buildCandidate(api.database.db, { profile: { visibility: 'hidden' } });
    setToken(consultancy.token);
    for (const id of [randomUUID(), hidden.id]) {
      await renderRoutes(viewRoutes, { path: paths.workspace.candidateView(id) });
      expect(await screen.findByText('Candidate not found')).toBeDefined();
      resetPage();
      setToken(consultancy.token);
    }
  });
});

describe('sending candidates to a client', () => {
  const sendRoutes = [{ path: PAGES.management.sendCandidate, element: <SendCandidatePage /> }];

  it('names the candidates, asks for the client, sends with a note and lists the submission', async () => {
    const person = await candidate('Suresh');
    const jobs = await jobFactory(api.app);
    const forClient = await jobs.create(consultancy.token, {
      title: 'Reefer Truck Driver',
      client_company_id: client.id,
    });
    await jobs.create(consultancy.token, { title: 'Consultancy Desk Coordinator' });
    setToken(consultancy.token);
    await renderRoutes(sendRoutes, {
      path: paths.workspace.sendCandidate(new URLSearchParams({ candidates: person.id })),
    });
    expect(await screen.findByText('Suresh Fernandes')).toBeDefined();
    const form = screen.getByRole('form', { name: 'Send candidates to a client' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send 1 candidate' }));
    expect(await within(form).findByText(TALENT_MESSAGES.clientRequired)).toBeDefined();

    const select = within(form).getByRole('combobox', { name: 'Client' });
    await userEvent.click(select);
    await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
    const options = document.getElementById(select.getAttribute('aria-controls')!)!;
    await userEvent.click(
      await within(options).findByRole('option', { name: client.name, hidden: true }),
    );
    // The job list is the chosen client's open jobs, searched on the server.
    const jobSelect = within(form).getByRole('combobox', { name: /Client’s job/ });
    await waitFor(() => expect(jobSelect.hasAttribute('disabled')).toBe(false));
    await userEvent.click(jobSelect);
    await waitFor(() => expect(jobSelect.getAttribute('aria-controls')).toBeTruthy());
    const jobOptions = document.getElementById(jobSelect.getAttribute('aria-controls')!)!;
    await userEvent.click(
      await within(jobOptions).findByRole('option', { name: /^Reefer Truck Driver/, hidden: true }),
    );
    expect(within(jobOptions).queryByText('Consultancy Desk Coordinator')).toBeNull();
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Note to the client/ }),
      'Six years on reach trucks in Jebel Ali.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send 1 candidate' }));
    const done = await screen.findByRole('status');
    expect(within(done).getByText(`Sent to ${client.name}`)).toBeDefined();
    expect(within(done).getByText('Suresh Fernandes')).toBeDefined();

    const list = screen.getByRole('region', { name: 'Candidates sent to clients' });
    await waitFor(() => expect(within(list).getAllByText(client.name).length).toBeGreaterThan(0));
    expect(within(list).getByText('Sent', { selector: '[data-status] *' })).toBeDefined();
    expect((await clientLink()).length).toBeGreaterThan(20);
    const [sentRow] = await api.database.db
      .select({ jobId: candidateSubmissions.jobId })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.candidateId, person.id));
    expect(sentRow.jobId).toBe(forClient);
  });
});
