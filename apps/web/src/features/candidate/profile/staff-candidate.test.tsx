import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGES, paths } from '@logicareers/shared/pages';
import { buildCandidate, signedIn } from '../../../../../api/src/test/factories';
import { setToken } from '../../../lib/storage';
import { renderRoutes, testApi } from '../../../test/render';
import { ProfilePage } from './profile-page';
import { staffProfilePath } from './staff-candidate-page';

configure({ asyncUtilTimeout: 15_000 });

const api = testApi();

const routes = [{ path: PAGES.candidate.profile, element: <ProfilePage /> }];

describe('the consultancy in the candidate area', () => {
  it('finds a candidate by name and reads the profile without any way to change it', async () => {
    const person = await buildCandidate(api.database.db, {
      user: { firstName: 'Farah', lastName: 'Nadeem' },
      profile: { headline: 'Cold chain dispatcher', summary: 'Eight years in reefer logistics.' },
      employments: [{ employerName: 'Gulf Reefer LLC', designation: 'Dispatcher' }],
    });
    const { token } = await signedIn(api.app, api.database.db, 'consultancy');
    setToken(token);
    await renderRoutes(routes, { path: paths.candidate.profile });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Candidate profiles' }),
    ).toBeDefined();
    expect(screen.getByText('Choose a candidate to read their profile.')).toBeDefined();

    const picker = screen.getByRole('combobox', { name: /Find a candidate/ });
    await userEvent.type(picker, 'farah');
    await waitFor(() => expect(picker.getAttribute('aria-controls')).toBeTruthy());
    const options = document.getElementById(picker.getAttribute('aria-controls')!)!;
    await userEvent.click(
      await within(options).findByRole('option', { name: /^Farah Nadeem/, hidden: true }),
    );

    const section = await screen.findByRole('region', { name: 'Farah Nadeem' });
    expect(within(section).getByText('Read only')).toBeDefined();
    expect(await within(section).findByText('Eight years in reefer logistics.')).toBeDefined();
    expect(within(section).getByText(/Gulf Reefer LLC/)).toBeDefined();
    expect(
      within(section)
        .getByRole('link', { name: 'Open in the recruiter’s candidate view' })
        .getAttribute('href'),
    ).toBe(paths.workspace.candidateView(person.id));
    // Nothing to edit, add, remove or upload.
    expect(
      within(section).queryByRole('button', { name: /Edit|Add|Remove|Change|Choose/ }),
    ).toBeNull();
    expect(within(section).queryByRole('radio')).toBeNull();
  });

  it('says a candidate beyond reach is not found', async () => {
    const hidden = await buildCandidate(api.database.db, {
      user: { firstName: 'Hidden', lastName: 'Person' },
      profile: { visibility: 'hidden' },
    });
    const { token } = await signedIn(api.app, api.database.db, 'ats');
    setToken(token);
    await renderRoutes(routes, { path: staffProfilePath(hidden.id) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Candidate not found');
    expect(screen.queryByText('Hidden Person')).toBeNull();
  });

  it('still gives a candidate their own profile to edit', async () => {
    const { token } = await signedIn(api.app, api.database.db, 'candidate', {
      firstName: 'Own',
      lastName: 'Profile',
    });
    setToken(token);
    await renderRoutes(routes, { path: paths.candidate.profile });
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeDefined();
    expect(screen.getAllByRole('button', { name: /Edit/ }).length).toBeGreaterThan(0);
    expect(screen.queryByText('Read only')).toBeNull();
  });
});
