import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAGES } from '@logicareers/shared/pages';
import { signedIn } from '../../../../api/src/test/factories';
import { setToken } from '../../lib/storage';
import { renderRoutes, testApi } from '../../test/render';
import { routes } from '../../app/router';
import { Header } from './header';

const api = testApi();

const nav = () => screen.getAllByRole('navigation', { name: 'Main' })[0];

describe('the header’s menus', () => {
  it('groups a recruiter’s links, and shows the public menu on public pages', async () => {
    const { token } = await signedIn(api.app, api.database.db, 'consultancy');
    setToken(token);
    const headerAt = (path: string) => renderRoutes([{ path: '*', element: <Header /> }], { path });
    const first = await headerAt(PAGES.management.jobs);
    await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => within(nav()).getByRole('button', { name: /Communication/ }));
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toBeDefined();
    first.unmount();

    await headerAt('/unauth/search-job');
    await screen.findByRole('button', { name: 'Account menu' });
    expect(within(nav()).getByRole('link', { name: 'Find jobs' })).toBeDefined();
    expect(within(nav()).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('leads every role to its own account: candidates to their profile', async () => {
    for (const role of [
      'employer',
      'consultancy',
      'ats',
      'consultancy_admin',
      'master_admin',
    ] as const) {
      const { token } = await signedIn(api.app, api.database.db, role);
      setToken(token);
      const page = await renderRoutes([{ path: '*', element: <Header /> }], { path: '/' });
      fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
      const item = await screen.findByRole('menuitem', { name: 'My account' });
      expect(item.getAttribute('href'), role).toBe(PAGES.account);
      page.unmount();
    }
    const { token } = await signedIn(api.app, api.database.db, 'candidate');
    setToken(token);
    await renderRoutes([{ path: '*', element: <Header /> }], { path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const item = await screen.findByRole('menuitem', { name: 'My profile' });
    expect(item.getAttribute('href')).toBe(PAGES.candidate.profile);
    expect(screen.queryByRole('menuitem', { name: 'My account' })).toBeNull();
  });

  it('lists a phone’s menu with pages of their own first and each group apart', async () => {
    const { token } = await signedIn(api.app, api.database.db, 'consultancy');
    setToken(token);
    await renderRoutes([{ path: '*', element: <Header /> }], { path: PAGES.management.jobs });
    await screen.findByRole('button', { name: 'Account menu' });
    fireEvent.click(screen.getByLabelText('Open menu'));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const menu = within(drawer).getByRole('navigation', { name: 'Main' });
    const groups = within(menu).getAllByRole('group');
    expect(groups.length).toBeGreaterThan(1);
    // Every page outside a group comes before the first group.
    const first = groups[0]!;
    for (const link of within(menu).getAllByRole('link'))
      if (!groups.some((group) => group.contains(link)))
        expect(first.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    const communication = within(menu).getByRole('group', { name: /Communication/ });
    expect(within(communication).getAllByRole('link').length).toBeGreaterThan(0);
  });
});

describe('short sign-in addresses', () => {
  it('sends /employer/sign-in on to the employer sign-in, and knows no other name', async () => {
    const page = await renderRoutes(routes, { path: '/employer/sign-in' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/employer/i);
    page.unmount();
    await renderRoutes(routes, { path: '/nobody/sign-in' });
    expect(await screen.findByText('We could not find that page')).toBeDefined();
  });
});
