import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, recruitingPages } from '@logicareers/shared/pages';
import { jobFactory, signedIn } from '../../../../api/src/test/factories';
import { setToken } from '../../lib/storage';
import { renderPage, renderRoutes, testApi } from '../../test/render';
import { JobNotesPanel } from './job-notes-panel';
import { ManagedJobPage } from './managed-job-page';

configure({ asyncUtilTimeout: 15_000 });

const api = testApi();

const jobView = [{ path: recruitingPages('management').jobView, element: <ManagedJobPage /> }];

describe('notes on a job', () => {
  it('lists none at first, then the note added, with its author', async () => {
    const { token } = await signedIn(api.app, api.database.db, 'consultancy', {
      firstName: 'Omar',
      lastName: 'Saleh',
    });
    const jobId = await (await jobFactory(api.app)).create(token, { title: 'Port Planner' });
    setToken(token);
    await renderRoutes(jobView, { path: paths.management.jobView(jobId) });
    const panel = await screen.findByRole('region', { name: 'Notes' });
    expect(await within(panel).findByText('No notes yet. Write the first one below.')).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Add note' }));
    expect(await within(panel).findByText('Write a note')).toBeTruthy();

    await userEvent.type(
      within(panel).getByLabelText('Add a note'),
      'Hiring manager back on Sunday',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Add note' }));
    const list = await within(panel).findByRole('list', { name: 'Notes on this job' });
    expect(within(list).getByText('Hiring manager back on Sunday')).toBeTruthy();
    expect(within(list).getByText(/^Omar Saleh, /)).toBeTruthy();
    await waitFor(() =>
      expect((within(panel).getByLabelText('Add a note') as HTMLTextAreaElement).value).toBe(''),
    );
  });

  it('shows the refusal when the job is not the company’s, and no form', async () => {
    const owner = await signedIn(api.app, api.database.db, 'employer');
    const jobId = await (await jobFactory(api.app)).create(owner.token, { title: 'Yard Marshal' });
    const stranger = await signedIn(api.app, api.database.db, 'employer');
    setToken(stranger.token);
    await renderPage(<JobNotesPanel jobId={jobId} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Try again');
    expect(screen.queryByLabelText('Add a note')).toBeNull();
  });

  it('is not offered to a site administrator, who belongs to no company', async () => {
    const owner = await signedIn(api.app, api.database.db, 'employer');
    const jobId = await (await jobFactory(api.app)).create(owner.token, { title: 'Fleet Analyst' });
    const admin = await signedIn(api.app, api.database.db, 'master_admin');
    setToken(admin.token);
    await renderRoutes(jobView, { path: paths.management.jobView(jobId) });
    expect(await screen.findByRole('heading', { name: 'Fleet Analyst' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Notes' })).toBeNull();
  });
});
