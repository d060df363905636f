import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@logicareers/shared/api';
import { PAGES, paths } from '@logicareers/shared/pages';
import { TALENT_MESSAGES } from '@logicareers/shared/schemas/talent';
import { signedIn } from '../../../../api/src/test/factories';
import { call } from '../../../../api/src/test/harness';
import { masterIdOf, renderRoutes, signInOnScreen, testApi, uniqueWord } from '../../test/render';
import { CvSearchPage, SavedSearchViewPage } from './search/cv-search-page';
import { SavedSearchesPage } from './search/saved-searches-page';

const api = testApi({ slow: true });
const idOf = masterIdOf(api, ['country', 'state'] as const);

/** A candidate with a profile that a consultancy finds (the default visibility). */
async function candidate(first: string, headline: string, visa: string) {
  const { token } = await signedIn(api.app, api.database.db, 'candidate');
  const personal = await call(api.app, {
    method: 'PUT',
    url: API.candidate.update,
    token,
    payload: {
      mobile_number: '+971 50 123 4567',
      first_name: first,
      last_name: 'Rahman',
      country: idOf('country', 'United Arab Emirates'),
      state: String(idOf('state', 'Dubai')),
      nationality: idOf('country', 'India'),
      visa_status: visa,
      driving_licences: ['forklift'],
      employment: null,
    },
  });
  expect(personal.status, JSON.stringify(personal.body)).toBe(200);
  const summary = await call(api.app, {
    method: 'PUT',
    url: API.candidate.summary,
    token,
    payload: { headline, summary: 'Runs a bonded warehouse shift.', experience_years: '4' },
  });
  expect(summary.status, JSON.stringify(summary.body)).toBe(200);
}

const recruiter = () => signInOnScreen(api, 'consultancy');

const routes = [
  { path: PAGES.management.cvSearch, element: <CvSearchPage /> },
  { path: PAGES.management.candidateView, element: <p>Candidate page</p> },
];

describe('CV search', () => {
  it('finds candidates by keyword, marks the words, counts and narrows by a facet', async () => {
    const word = uniqueWord();
    await candidate('Aisha', `Forklift operator ${word}`, 'employment_visa');
    await candidate('Bilal', `Reach truck operator ${word}`, 'visit_visa');
    await recruiter();
    await renderRoutes(routes, { path: paths.workspace.cvSearch() });
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Keywords/ }),
      `${word}{Enter}`,
    );

    // The searched word is marked, as text, in each candidate's snippet.
    // A new search is a new list (nothing chosen in it).
    const results = () => screen.getByRole('list', { name: 'Candidates found' });
    await waitFor(() =>
      expect([...results().querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
        word,
        word,
      ]),
    );
    expect(within(results()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 candidates')).toBeDefined();
    expect(within(results()).getByRole('link', { name: /Aisha/ })).toBeDefined();

    const visa = screen.getByRole('group', { name: 'Visa status' });
    await userEvent.click(within(visa).getByRole('checkbox', { name: /Visit visa/ }));
    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(results()).getByRole('link', { name: /Bilal/ })).toBeDefined();
    expect(screen.getByText('1 candidate')).toBeDefined();
  });

  it('says so when nothing matches', async () => {
    await recruiter();
    await renderRoutes(routes, { path: paths.workspace.cvSearch(`q=${uniqueWord()}`) });
    expect(await screen.findByText('No candidates match this search')).toBeDefined();
    expect(screen.getByText('0 candidates')).toBeDefined();
  });

  it('saves the search under a name, and shows a name already used on the field', async () => {
    const word = uniqueWord();
    await candidate('Chandra', `Store keeper ${word}`, 'employment_visa');
    const { token } = await recruiter();
    await renderRoutes(routes, { path: paths.workspace.cvSearch(`q=${word}`) });
    await screen.findByRole('list', { name: 'Candidates found' });

    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    let dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Store keepers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const saved = await call(api.app, { method: 'GET', url: API.talent.savedSearches, token });
    expect((saved.body.data as { items: unknown[] }).items).toMatchObject([
      { name: 'Store keepers', query: { q: word } },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Store keepers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText(TALENT_MESSAGES.searchNameTaken)).toBeDefined();
  });

  it('lists saved searches, runs one into its results, and deletes one after asking', async () => {
    const word = uniqueWord();
    await candidate('Devi', `Inventory controller ${word}`, 'employment_visa');
    const { token } = await recruiter();
    for (const name of ['Inventory controllers', 'Old search']) {
      const res = await call(api.app, {
        method: 'POST',
        url: API.talent.saveSearch,
        token,
        payload: { name, query: { q: word } },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await renderRoutes(
      [
        { path: PAGES.management.cvSearchSaved, element: <SavedSearchesPage /> },
        { path: PAGES.management.cvSearchView, element: <SavedSearchViewPage /> },
        { path: PAGES.management.candidateView, element: <p>Candidate page</p> },
      ],
      { path: paths.workspace.cvSearchSaved },
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Inventory controllers' })).toBeDefined();

    await userEvent.click(within(table).getByRole('button', { name: 'Delete Old search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Old search')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Run Inventory controllers' }));
    expect(
      await screen.findByRole('heading', { name: 'Saved search: Inventory controllers' }),
    ).toBeDefined();
    const results = await screen.findByRole('list', { name: 'Candidates found' });
    expect(within(results).getByRole('link', { name: /Devi/ })).toBeDefined();
  });
});
