import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { ALERT_MESSAGES } from '@logicareers/shared/schemas/alerts';
import { jobAlerts } from '../../../../../api/src/db/schema';
import { signedIn } from '../../../../../api/src/test/factories';
import { renderPage, testApi } from '../../../test/render';
import { setToken } from '../../../lib/storage';
import { AlertFormModal, emptyAlert } from './alert-form';

const api = testApi();

async function openForm(onClose = () => {}) {
  const { user, token } = await signedIn(api.app, api.database.db, 'candidate');
  setToken(token);
  await renderPage(
    <AlertFormModal opened editing={null} initial={emptyAlert()} onClose={onClose} />,
  );
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('the job alert form', () => {
  it('shows the shared schema’s messages before sending', async () => {
    const { dialog } = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(await within(dialog).findByText(ALERT_MESSAGES.nameRequired)).toBeDefined();
  });

  it('puts the server’s answer on its field', async () => {
    const { dialog } = await openForm();
    await userEvent.type(within(dialog).getByLabelText(/^Alert name/), 'Common words');
    await userEvent.type(within(dialog).getByLabelText('Keywords'), 'the and');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(await within(dialog).findByText(ALERT_MESSAGES.keywordsTooCommon)).toBeDefined();
  });

  it('creates the alert and closes', async () => {
    let closed = false;
    const { user, dialog } = await openForm(() => (closed = true));
    await userEvent.type(within(dialog).getByLabelText(/^Alert name/), 'Forklift jobs');
    await userEvent.type(within(dialog).getByLabelText('Keywords'), 'forklift');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(closed).toBe(true));
    const rows = await api.database.db
      .select()
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, user.id));
    expect(rows.map((row) => row.name)).toEqual(['Forklift jobs']);
  });

  it('speaks the pseudo-locale', async () => {
    const { token } = await signedIn(api.app, api.database.db, 'candidate');
    setToken(token);
    await renderPage(
      <AlertFormModal opened editing={null} initial={emptyAlert()} onClose={() => {}} />,
      'en-XA',
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toMatch(/^⟦.*⟧$/);
    for (const button of within(dialog).getAllByRole('button', { name: /./ }))
      expect(button.textContent).toMatch(/^(⟦.*⟧)?$/);
  });
});
