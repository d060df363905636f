import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@logicareers/shared/api';
import { PAGES, paths } from '@logicareers/shared/pages';
import { TALENT_MESSAGES } from '@logicareers/shared/schemas/talent';
import { call } from '../../../../api/src/test/harness';
import { consultancyWithClient } from '../../test/consultancy-client';
import { renderRoutes, testApi } from '../../test/render';
import { ClientCvPage } from './client-cv-page';

const api = testApi({ slow: true });
const { consultancy, client, candidate, clientLink } = consultancyWithClient(api);

describe('the client’s page', () => {
  const clientRoutes = [{ path: PAGES.clientCv, element: <ClientCvPage /> }];

  it('asks why a candidate is not suitable, and keeps the answer given', async () => {
    const person = await candidate('Vikram');
    const sent = await call(api.app, {
      method: 'POST',
      url: API.talent.submissions,
      token: consultancy.token,
      payload: { candidate_ids: [person.id], client_id: client.id, note: 'Strong on WMS.' },
    });
    expect(sent.status).toBe(201);
    const token = await clientLink();

    await renderRoutes(clientRoutes, { path: paths.clientCv(token) });
    // Contact details were not shared: initials, no contact, no CV (decision 033).
    expect(await screen.findByRole('heading', { level: 1, name: 'V. F.' })).toBeDefined();
    expect(screen.getByText('Strong on WMS.')).toBeDefined();
    expect(screen.queryByText('Contact details')).toBeNull();
    expect(screen.queryByText(/Vikram/)).toBeNull();
    expect(screen.getByText(/ask them when you wish to meet the candidate/)).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Not suitable' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(TALENT_MESSAGES.noteRequiredToReject)).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Request an interview' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), 'Tuesday 10:00 suits us.');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(
      await screen.findByRole('heading', { name: 'Your answer: Interview requested' }),
    ).toBeDefined();
    expect(screen.getByText('Your note: Tuesday 10:00 suits us.')).toBeDefined();

    const listed = await call(api.app, {
      method: 'GET',
      url: `${API.talent.submissions}?candidate_id=${person.id}`,
      token: consultancy.token,
    });
    expect((listed.body.data as { items: object[] }).items[0]).toMatchObject({
      status: 'interview_requested',
      client_note: 'Tuesday 10:00 suits us.',
    });
  });

  it('says so when the link is unknown or expired', async () => {
    await renderRoutes(clientRoutes, { path: paths.clientCv('x'.repeat(43)) });
    expect(await screen.findByText('This link has expired or is not valid')).toBeDefined();
  });
});
