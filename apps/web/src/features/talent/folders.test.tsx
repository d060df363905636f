import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@logicareers/shared/api';
import { PAGES, paths } from '@logicareers/shared/pages';
import { TALENT_MESSAGES } from '@logicareers/shared/schemas/talent';
import { signedIn } from '../../../../api/src/test/factories';
import { call } from '../../../../api/src/test/harness';
import { setToken } from '../../lib/storage';
import {
  masterIdOf,
  renderRoutes,
  resetPage,
  signInOnScreen,
  testApi,
  uniqueWord,
} from '../../test/render';
import { FolderViewPage } from './folders/folder-view-page';
import { FoldersPage } from './folders/folders-page';
import { CvSearchPage } from './search/cv-search-page';

const api = testApi({ slow: true });
const idOf = masterIdOf(api, ['country', 'state'] as const);

/** A candidate with a profile that the consultancy finds (the default visibility). */
async function candidate(first: string, headline: string) {
  const { token, user } = await signedIn(api.app, api.database.db, 'candidate');
  for (const [url, payload] of [
    [
      API.candidate.update,
      {
        mobile_number: '+971 50 123 4567',
        first_name: first,
        last_name: 'Khan',
        country: idOf('country', 'United Arab Emirates'),
        state: String(idOf('state', 'Dubai')),
        nationality: idOf('country', 'India'),
        visa_status: 'employment_visa',
        driving_licences: [],
        employment: null,
      },
    ],
    [API.candidate.summary, { headline, summary: 'Keeps stock straight.', experience_years: '3' }],
  ] as const) {
    const res = await call(api.app, { method: 'PUT', url, token, payload });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return user;
}

const recruiter = () => signInOnScreen(api, 'consultancy');

const routes = [
  { path: PAGES.management.cvSearch, element: <CvSearchPage /> },
  { path: PAGES.management.cvFolders, element: <FoldersPage /> },
  { path: PAGES.management.cvFolderView, element: <FolderViewPage /> },
  { path: PAGES.management.candidateView, element: <p>Candidate page</p> },
];

describe('CV folders', () => {
  it('tells an administrator of no company why there are no folders, with nothing to retry', async () => {
    await signInOnScreen(api, 'master_admin');
    await renderRoutes(routes, { path: paths.workspace.cvFolders });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account belongs to no company, so it keeps no notes or folders',
    );
    expect(screen.queryByText(/Try again in a moment/)).toBeNull();
  });

  it('creates a folder, and shows a name the company already has on the field', async () => {
    await recruiter();
    await renderRoutes(routes, { path: paths.workspace.cvFolders });
    expect(await screen.findByText(/No folders yet/)).toBeDefined();

    for (const attempt of [1, 2]) {
      await userEvent.click(screen.getByRole('button', { name: 'New folder' }));
      const dialog = await screen.findByRole('dialog', { name: 'New CV folder' });
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: /Folder name/ }),
        'Forklift operators - Jebel Ali',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
      if (attempt === 1) await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      else expect(await within(dialog).findByText(TALENT_MESSAGES.folderNameTaken)).toBeDefined();
    }
    const table = screen.getByRole('table');
    expect(
      within(table).getByRole('link', { name: 'Forklift operators - Jebel Ali' }),
    ).toBeDefined();
    expect(within(table).getByRole('cell', { name: '0' })).toBeDefined();
  });

  it('adds chosen search results to a new folder, lists them there and takes one out', async () => {
    const word = uniqueWord();
    await candidate('Farah', `Store keeper ${word}`);
    await candidate('Gopal', `Store keeper ${word}`);
    const { token } = await recruiter();
    await renderRoutes(routes, { path: paths.workspace.cvSearch(`q=${word}`) });

    const results = await screen.findByRole('list', { name: 'Candidates found' });
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(await screen.findByText('2 candidates selected')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Add to CV folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 2 candidates to a CV folder' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'New folder' }),
      'Store keepers',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to folder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const folders = await call(api.app, { method: 'GET', url: API.talent.folders, token });
    const [folder] = (folders.body.data as { items: { id: number; candidate_count: number }[] })
      .items;
    expect(folder).toMatchObject({ name: 'Store keepers', candidate_count: 2 });

    resetPage();
    setToken(token);
    await renderRoutes(routes, { path: paths.workspace.cvFolderView(folder.id) });
    const list = await screen.findByRole('list', { name: 'Candidates in Store keepers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/2 candidates · updated/)).toBeDefined();

    await userEvent.click(within(list).getByRole('checkbox', { name: /Select Farah/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove from folder' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Remove 1 candidate from this folder?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove from folder' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Candidates in Store keepers' })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(1),
    );
    expect(screen.queryByRole('link', { name: /Farah/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Gopal/ })).toBeDefined();
  });
});
