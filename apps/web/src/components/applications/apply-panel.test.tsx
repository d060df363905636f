import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { applications } from '../../../../api/src/db/schema';
import { jobFactory, signedIn } from '../../../../api/src/test/factories';
import { renderPage, testApi } from '../../test/render';
import { setToken } from '../../lib/storage';
import { ApplyPanel } from './apply-panel';

const api = testApi();
let jobId: number;
beforeAll(async () => {
  // The cover note grows with its text and listens for web fonts, which the test DOM does not load.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  const employer = await signedIn(api.app, api.database.db, 'employer');
  jobId = await (await jobFactory(api.app)).create(employer.token);
});

const openForm = async () => {
  const { token } = await signedIn(api.app, api.database.db, 'candidate');
  setToken(token);
  await renderPage(<ApplyPanel jobId={jobId} jobTitle="Warehouse Supervisor" open />);
  await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
  return screen.findByRole('dialog');
};

describe('applying for a job', () => {
  it('checks the cover note with the shared contract', async () => {
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText('Cover note (optional)'), {
      target: { value: 'x'.repeat(2001) },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(
      await within(dialog).findByText('The cover note must be at most 2000 characters'),
    ).toBeDefined();
  });

  it('sends the application with its note and shows it as applied', async () => {
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByLabelText('Cover note (optional)'), 'Night shifts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/^Applied on /)).toBeDefined();
    const rows = await api.database.db
      .select()
      .from(applications)
      .where(eq(applications.jobId, jobId));
    expect(rows.map((row) => row.coverNote)).toContain('Night shifts');
  });

  it('speaks the pseudo-locale', async () => {
    const { token } = await signedIn(api.app, api.database.db, 'candidate');
    setToken(token);
    await renderPage(<ApplyPanel jobId={jobId} jobTitle="Warehouse Supervisor" open />, 'en-XA');
    await waitFor(() => expect(screen.getAllByRole('button').length).toBeGreaterThan(1));
    for (const button of screen.getAllByRole('button'))
      expect(button.textContent).toMatch(/^⟦.*⟧$/);
  });
});
