import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { API } from '@logicareers/shared/api';
import { PSEUDO_LOCALE } from '@logicareers/shared/pseudo-locale';
import { signedIn } from '../../../api/src/test/factories';
import { setToken } from '../lib/storage';
import { renderPage, testApi } from '../test/render';
import { DashboardView } from './dashboard-view';

configure({ asyncUtilTimeout: 15_000 });

const api = testApi();

describe('a dashboard', () => {
  it('names the admin’s figures and the sign-ups in the catalogue’s words', async () => {
    await signedIn(api.app, api.database.db, 'candidate', { firstName: 'Meera' });
    setToken((await signedIn(api.app, api.database.db, 'master_admin')).token);
    await renderPage(<DashboardView path={API.dashboard.admin} />);
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeDefined();
    expect(screen.getByText('Employers awaiting activation')).toBeDefined();
    expect(screen.getByText('Consultancy recruiters')).toBeDefined();
    expect((await screen.findByText('Meera')).parentElement?.textContent).toBe(
      'Meera · Candidate joined',
    );
  });

  it('is in the user’s language, the data aside', async () => {
    const { token } = await signedIn(api.app, api.database.db, 'candidate', {
      firstName: 'Omar',
    });
    setToken(token);
    await renderPage(<DashboardView path={API.dashboard.candidate} />, PSEUDO_LOCALE);
    const heading = await screen.findByRole('heading', { level: 1, name: /Omar/ });
    expect(heading.textContent).toMatch(/^⟦.*Omar.*⟧$/);
    const figures = [...document.querySelectorAll('[data-figure] p:first-child')];
    expect(figures.length).toBeGreaterThan(3);
    for (const label of figures) expect(label.textContent).toMatch(/^⟦.*⟧$/);
  });
});
