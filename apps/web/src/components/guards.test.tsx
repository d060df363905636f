import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '../../../api/src/test/factories';
import { getToken, setToken } from '../lib/storage';
import { renderRoutes, testApi } from '../test/render';
import { RequireArea } from './guards';

const api = testApi();

const routes = [
  { path: '/', element: <p>Home</p> },
  {
    element: <RequireArea area="candidate" />,
    children: [{ path: '/candidate', element: <p>Candidate area</p> }],
  },
];

describe('the signed-in areas', () => {
  it('let the right role in', async () => {
    setToken((await signedIn(api.app, api.database.db, 'candidate')).token);
    await renderRoutes(routes, { path: '/candidate' });
    expect(await screen.findByText('Candidate area')).toBeDefined();
  });

  it('keep the user signed in when the profile cannot be fetched, and try again', async () => {
    const { token } = await signedIn(api.app, api.database.db, 'candidate');
    setToken(token);
    api.offline = true;
    await renderRoutes(routes, { path: '/candidate' });
    expect(
      await screen.findByText('We could not load your account', {}, { timeout: 10_000 }),
    ).toBeDefined();
    expect(getToken()).toBe(token);
    api.offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Candidate area')).toBeDefined();
  });

  it('sign the user out when the server answers 401', async () => {
    setToken('not-a-session');
    await renderRoutes(routes, { path: '/candidate' });
    expect(await screen.findByText('Home')).toBeDefined();
    expect(getToken()).toBeNull();
  });
});
