import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { API, type TPage } from '@logicareers/shared/api';
import { PAGES, paths } from '@logicareers/shared/pages';
import type { TMasterOption } from '@logicareers/shared/schemas/jobs';
import {
  MASTER_MESSAGES as M,
  type TMasterAdminItem,
} from '@logicareers/shared/schemas/master-data';
import { call } from '../../../../api/src/test/harness';
import { setToken } from '../../lib/storage';
import { renderRoutes, signedInAs, testApi } from '../../test/render';
import { MasterKindPage } from './master-kind-page';
import { MasterListPage } from './master-list-page';

const api = testApi({ slow: true });
const admin = signedInAs(api, 'master_admin');

const routes: RouteObject[] = [
  { path: PAGES.admin.masterList, element: <MasterListPage /> },
  { path: PAGES.admin.masterKind, element: <MasterKindPage /> },
];

const items = async (kind: string, q: string) =>
  (
    await call(api.app, {
      method: 'GET',
      url: API.masterAdmin.items(kind),
      query: { q },
      token: admin.token,
    })
  ).body.data as TPage<TMasterAdminItem>;

describe('master data screens', () => {
  it('lists every kind with its counts, linked to its items', async () => {
    setToken(admin.token);
    await renderRoutes(routes, { path: paths.admin.masterList });
    const link = await screen.findByRole('link', { name: 'Skills' });
    expect(link.getAttribute('href')).toBe(paths.admin.masterKind('skill'));
    expect(screen.getByRole('link', { name: 'Emirates, areas and free zones' })).toBeDefined();
  });

  it('adds an item, and says what is wrong with a missing or taken name', async () => {
    setToken(admin.token);
    await renderRoutes(routes, { path: paths.admin.masterKind('skill') });
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.nameRequired)).toBeDefined();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'sap ewm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.nameTaken)).toBeDefined();
    const name = `Yard Telemetry ${Date.now()}`;
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await items('skill', name)).items.map((i) => i.name)).toEqual([name]);
  });

  it("edits an item's Arabic name, shown in the list and in Arabic answers", async () => {
    setToken(admin.token);
    await renderRoutes(routes, { path: paths.admin.masterKind('industry') });
    expect(await screen.findByLabelText('Arabic name: الإنشاءات')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Rename: Construction' }));
    const dialog = await screen.findByRole('dialog');
    const arabic = within(dialog).getByRole('textbox', { name: /^Arabic name/ });
    expect((arabic as HTMLInputElement).value).toBe('الإنشاءات');
    expect(arabic.closest('[dir="rtl"]')).not.toBeNull();
    await userEvent.clear(arabic);
    await userEvent.type(arabic, 'البناء والتشييد');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByLabelText('Arabic name: البناء والتشييد')).toBeDefined();
    const inArabic = (
      await call(api.app, { method: 'GET', url: API.master('industry'), query: { lang: 'ar' } })
    ).body.data as TMasterOption[];
    expect(inArabic.map((o) => o.name)).toContain('البناء والتشييد');
    expect((await items('industry', 'Construction')).items[0]).toMatchObject({
      name: 'Construction',
      name_ar: 'البناء والتشييد',
    });
  });

  it('deactivates after asking, and reactivates; the forms stop and start offering it', async () => {
    setToken(admin.token);
    await renderRoutes(routes, { path: paths.admin.masterKind('industry') });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate: Automotive' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await screen.findByRole('button', { name: 'Reactivate: Automotive' });
    const offered = async () =>
      (
        (await call(api.app, { method: 'GET', url: API.master('industry') })).body
          .data as TMasterOption[]
      ).map((o) => o.name);
    expect(await offered()).not.toContain('Automotive');
    await userEvent.click(screen.getByRole('button', { name: 'Reactivate: Automotive' }));
    await screen.findByRole('button', { name: 'Deactivate: Automotive' });
    expect(await offered()).toContain('Automotive');
  });

  it('moves an item down with its button, and the first one cannot go up', async () => {
    setToken(admin.token);
    await renderRoutes(routes, { path: paths.admin.masterKind('functional_area') });
    const [first, second] = (await items('functional_area', '')).items;
    const up = await screen.findByRole('button', { name: `Move ${first.name} up` });
    expect(up.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: `Move ${first.name} down` }));
    await waitFor(async () =>
      expect((await items('functional_area', '')).items.slice(0, 2).map((i) => i.id)).toEqual([
        second.id,
        first.id,
      ]),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: `Move ${second.name} up` }).hasAttribute('disabled'),
      ).toBe(true),
    );
  });

  it('says so for a list that does not exist', async () => {
    setToken(admin.token);
    await renderRoutes(routes, { path: paths.admin.masterKind('gadgets') });
    expect(await screen.findByText('There is no such list of master data.')).toBeDefined();
  });
});
