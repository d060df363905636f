import { expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { desc, eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { candidateSubmissions, outbox } from '../../../../api/src/db/schema';
import { messageToSend } from '../../../../api/src/modules/mail/outbox';
import { buildCandidate, buildClient, signedIn } from '../../../../api/src/test/factories';
import { call } from '../../../../api/src/test/harness';
import { setToken } from '../../lib/storage';
import { renderRoutes, testApi } from '../../test/render';
import { SentCandidates } from './send/sent-candidates';
import { SubmissionsList } from './send/submissions-list';
import { SUBMISSIONS_PAGE_SIZE } from './workspace-api';

// Forms over the real API in a DOM without layout are slow to settle.
configure({ asyncUtilTimeout: 15_000 });

const api = testApi();

it('the consultancy withdraws a sent link from its list, and the link stops working', async () => {
  const db = api.database.db;
  const consultancy = await signedIn(api.app, db, 'consultancy');
  const client = await buildClient(db, consultancy.user.companyId);
  const person = await buildCandidate(db, { user: { firstName: 'Anil', lastName: 'Fernandes' } });
  const sent = await call(api.app, {
    method: 'POST',
    url: API.talent.submissions,
    token: consultancy.token,
    payload: { candidate_ids: [person.id], client_id: client.id, share_contact: true },
  });
  expect(sent.status).toBe(201);
  await api.app.background.settled();
  const [mail] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.to, client.userEmail.toLowerCase()))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const token = /\/client-cv\/([A-Za-z0-9_-]+)/.exec(messageToSend(mail).text)![1];
  expect((await call(api.app, { method: 'GET', url: API.talent.clientCv(token) })).status).toBe(
    200,
  );

  setToken(consultancy.token);
  await renderRoutes([{ path: '/', element: <SubmissionsList /> }]);
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw link' }));
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw the link?' });
  expect(within(dialog).getByText(/Anil Fernandes/)).toBeDefined();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw link' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Withdraw link' })).toBeNull());
  const page = await call(api.app, { method: 'GET', url: API.talent.clientCv(token) });
  expect(page.status).toBe(404);
});

it('shows the sent candidates on a board of their states, read only, and a state as a list', async () => {
  const db = api.database.db;
  const consultancy = await signedIn(api.app, db, 'consultancy');
  const client = await buildClient(db, consultancy.user.companyId);
  const [sana, ravi] = await Promise.all(
    [
      ['Sana', 'Qureshi'],
      ['Ravi', 'Pillai'],
    ].map(([firstName, lastName]) => buildCandidate(db, { user: { firstName, lastName } })),
  );
  const sent = await call(api.app, {
    method: 'POST',
    url: API.talent.submissions,
    token: consultancy.token,
    payload: { candidate_ids: [sana.id, ravi.id], client_id: client.id, share_contact: true },
  });
  expect(sent.status).toBe(201);
  // The client showed interest in one of them.
  await db
    .update(candidateSubmissions)
    .set({ status: 'interested', answeredAt: new Date() })
    .where(eq(candidateSubmissions.candidateId, ravi.id));

  setToken(consultancy.token);
  await renderRoutes([{ path: '/', element: <SentCandidates /> }]);
  await userEvent.click(await screen.findByRole('radio', { name: 'Board' }));
  const board = await screen.findByRole('region', { name: /Candidates sent to clients/ });
  const column = (name: string) => within(board).getByRole('region', { name });
  await waitFor(() => expect(within(column('Interested')).getByText('Ravi Pillai')).toBeDefined());
  expect(within(column('Sent')).getByText('Sana Qureshi')).toBeDefined();
  expect(within(board).getAllByText(client.name).length).toBe(2);
  // The client moves them by answering: no card offers a move.
  expect(within(board).queryByRole('button', { name: /^Move/ })).toBeNull();
  // The list view still carries the actions.
  await userEvent.click(screen.getByRole('radio', { name: 'List' }));
  expect(await screen.findAllByRole('button', { name: 'Withdraw link' })).toHaveLength(2);
});

it('pages each column of the board on its own, keeping its count and the keyboard in place', async () => {
  const db = api.database.db;
  const consultancy = await signedIn(api.app, db, 'consultancy');
  const client = await buildClient(db, consultancy.user.companyId);
  // One more than a page in "Sent", after one of them has been answered.
  const people = await Promise.all(
    Array.from({ length: SUBMISSIONS_PAGE_SIZE + 3 }, (_, i) =>
      buildCandidate(db, { user: { firstName: 'Sent', lastName: `Person ${i + 1}` } }),
    ),
  );
  const sent = await call(api.app, {
    method: 'POST',
    url: API.talent.submissions,
    token: consultancy.token,
    payload: { candidate_ids: people.map((p) => p.id), client_id: client.id },
  });
  expect(sent.status).toBe(201);
  await db
    .update(candidateSubmissions)
    .set({ status: 'interested', answeredAt: new Date() })
    .where(eq(candidateSubmissions.candidateId, people[0].id));

  setToken(consultancy.token);
  await renderRoutes([{ path: '/', element: <SentCandidates /> }]);
  await userEvent.click(await screen.findByRole('radio', { name: 'Board' }));
  const board = await screen.findByRole('region', { name: /Candidates sent to clients/ });
  const column = (name: string) => within(board).getByRole('region', { name });
  const cards = (name: string) => within(column(name)).getAllByRole('listitem');
  const more = await within(column('Sent')).findByRole('button', {
    name: `Show more (${SUBMISSIONS_PAGE_SIZE} of ${SUBMISSIONS_PAGE_SIZE + 2})`,
  });
  expect(cards('Sent')).toHaveLength(SUBMISSIONS_PAGE_SIZE);
  expect(within(column('Sent')).getByLabelText(`${SUBMISSIONS_PAGE_SIZE + 2} cards`)).toBeDefined();
  // The other columns are whole already: nothing more to show.
  expect(cards('Interested')).toHaveLength(1);
  expect(within(column('Interested')).queryByRole('button', { name: /Show more/ })).toBeNull();

  // From the keyboard: the next page comes into the column, and the focus to its first card.
  more.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(cards('Sent')).toHaveLength(SUBMISSIONS_PAGE_SIZE + 2));
  expect(within(column('Sent')).queryByRole('button', { name: /Show more/ })).toBeNull();
  expect(within(column('Sent')).getByLabelText(`${SUBMISSIONS_PAGE_SIZE + 2} cards`)).toBeDefined();
  const first = within(cards('Sent')[SUBMISSIONS_PAGE_SIZE]).getByRole('link');
  await waitFor(() => expect(document.activeElement).toBe(first));
  // Every candidate once, the answered one in its own column only.
  const names = within(board)
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(new Set(names).size).toBe(SUBMISSIONS_PAGE_SIZE + 3);
  expect(within(column('Sent')).queryByText('Sent Person 1')).toBeNull();

  // A column's link opens the list at its state.
  await userEvent.click(
    within(column('Interested')).getByRole('button', { name: 'Open in the list' }),
  );
  expect(await screen.findAllByRole('button', { name: 'Withdraw link' })).toHaveLength(1);
});
