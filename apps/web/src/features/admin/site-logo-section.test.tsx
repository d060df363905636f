import { describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_SETTINGS } from '@logicareers/shared/constants';
import { EMPLOYER_MESSAGES as EM } from '@logicareers/shared/messages';
import { signedIn } from '../../../../api/src/test/factories';
import { call } from '../../../../api/src/test/harness';
import { fileForm, plainPng, PNG } from '../../../../api/src/test/files';
import { setToken } from '../../lib/storage';
import { renderPage, testApi } from '../../test/render';
import { SettingsPage } from './settings-page';

configure({ asyncUtilTimeout: 15_000 });

const api = testApi();

const logoUrl = async () =>
  ((await call(api.app, { method: 'GET', url: '/api/settings' })).body.data as { logo_url: string })
    .logo_url;
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file][name=logo]')!;

// The upload itself goes by XMLHttpRequest (for its progress), which the test DOM does not route
// to the test API: the file is sent as the page sends it, straight to the API, and the page shows it.
describe('the site logo on the settings page', () => {
  it('offers the upload, previews the uploaded logo, and goes back to the built-in one', async () => {
    const { token } = await signedIn(api.app, api.database.db, 'master_admin');
    setToken(token);
    await renderPage(<SettingsPage />);
    expect(await screen.findByText('The built-in logo is shown.')).toBeDefined();
    expect(fileInput().accept).toBe('image/jpeg,image/png,image/webp');
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Use the built-in logo' })).toBeNull();

    const tiny = await call(api.app, {
      method: 'POST',
      url: '/api/settings/logo',
      token,
      ...(await fileForm('logo', plainPng(8, 8), 'tiny.png', 'image/png')),
    });
    expect(tiny.body.message).toEqual({ logo: EM.logoTooSmall });
    const sent = await call(api.app, {
      method: 'POST',
      url: '/api/settings/logo',
      token,
      ...(await fileForm('logo', PNG, 'logo.png', 'image/png')),
    });
    expect(sent.status).toBe(201);
    const url = await logoUrl();
    cleanup();
    await renderPage(<SettingsPage />);
    expect(await screen.findByText('Your uploaded logo is shown in the header.')).toBeDefined();
    const preview = screen.getByTestId('site-logo-section').querySelector('img');
    expect(preview?.getAttribute('src')).toBe(url);
    expect(screen.getByRole('button', { name: 'Replace logo' })).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Use the built-in logo' }));
    expect(await screen.findByText('The built-in logo is shown.')).toBeDefined();
    await waitFor(async () => expect(await logoUrl()).toBe(DEFAULT_SITE_SETTINGS.logo_url));
  });
});
