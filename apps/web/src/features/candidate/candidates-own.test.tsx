import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PAGES, paths } from '@logicareers/shared/pages';
import { renderRoutes, signInOnScreen, testApi } from '../../test/render';
import { CandidateDashboardPage } from './candidate-dashboard-page';
import { candidateRoutes } from './routes';

const api = testApi({ slow: true });

/** The candidate area as the router puts it, under /candidate. */
const area = [{ path: PAGES.candidate.dashboard, children: candidateRoutes }];

describe("the candidate's own pages and staff (decision 040)", () => {
  it("shows a recruiter a plain page, not a permission error, at a candidate's own page", async () => {
    await signInOnScreen(api, 'consultancy');
    await renderRoutes(area, { path: paths.candidate.applied });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is a candidate’s own' }),
    ).toBeDefined();
    expect(screen.queryByText(/permission/i)).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Find the candidate in CV search' }).getAttribute('href'),
    ).toBe(paths.workspace.cvSearch());
    expect(
      screen.getByRole('link', { name: 'Read a candidate’s profile' }).getAttribute('href'),
    ).toBe(paths.candidate.profile);
    // Nothing of the candidate's page was drawn.
    expect(screen.queryByRole('heading', { name: 'My applications' })).toBeNull();
  });

  it('says the same in Arabic, to a master administrator at the saved jobs', async () => {
    await signInOnScreen(api, 'master_admin');
    await renderRoutes(area, { path: paths.candidate.saved, language: 'ar' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'هذه الصفحة خاصة بالمرشح نفسه' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'الاطلاع على ملف مرشح' })).toBeDefined();
  });

  it('lets the candidate through to their own page', async () => {
    await signInOnScreen(api, 'candidate');
    await renderRoutes(area, { path: paths.candidate.applied });
    expect(await screen.findByRole('heading', { level: 1, name: 'My applications' })).toBeDefined();
    expect(screen.queryByText('This page is a candidate’s own')).toBeNull();
  });

  it("offers staff the workspace on the area's dashboard, not the candidate's job search", async () => {
    await signInOnScreen(api, 'consultancy');
    await renderRoutes([{ path: '/', element: <CandidateDashboardPage /> }]);
    const workspace = await screen.findByRole('link', { name: 'Open the recruiter workspace' });
    expect(workspace.getAttribute('href')).toBe(paths.workspace.cvSearch());
    expect(screen.queryByRole('link', { name: 'Find jobs' })).toBeNull();
    expect(await screen.findByRole('combobox', { name: /Find a candidate/ })).toBeDefined();
  });
});
