import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@logicareers/shared/api';
import { MSG } from '@logicareers/shared/messages';
import { signedIn } from '../../../../api/src/test/factories';
import { call } from '../../../../api/src/test/harness';
import { MAIL_SAMPLES } from '../../../../api/src/test/mail-samples';
import { MAIL_KIND_NAMES, MAIL_KINDS } from '../../../../api/src/modules/mail/mail-kinds';
import { enqueueMail } from '../../../../api/src/modules/mail/outbox';
import { setToken } from '../../lib/storage';
import { renderPage, testApi } from '../../test/render';
import { OutboxPage } from './outbox-page';
import { SettingsPage } from './settings-page';

// Forms over the real API in a DOM without layout are slow to settle.
configure({ asyncUtilTimeout: 15_000 });

const api = testApi();

const asAdmin = async () =>
  setToken((await signedIn(api.app, api.database.db, 'master_admin')).token);

describe('the site settings', () => {
  it('checks the settings with the shared schema before sending anything', async () => {
    await asAdmin();
    await renderPage(<SettingsPage />);
    const name = await screen.findByLabelText('Site name');
    await waitFor(() => expect((name as HTMLInputElement).value).not.toBe(''));
    await userEvent.clear(name);
    await userEvent.clear(screen.getByLabelText('Contact e-mail'));
    await userEvent.type(screen.getByLabelText('Contact e-mail'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Site name is required')).toBeDefined();
    expect(screen.getByText('Please enter correct email format')).toBeDefined();
  });

  it('refuses a logo or social link that is not a web address, with its message', async () => {
    await asAdmin();
    await renderPage(<SettingsPage />);
    const logo = await screen.findByLabelText('Logo URL');
    await waitFor(() => expect((logo as HTMLInputElement).value).not.toBe(''));
    await userEvent.clear(logo);
    await userEvent.type(logo, 'javascript:alert(1)');
    const linkedin = screen.getByLabelText('LinkedIn page');
    await userEvent.clear(linkedin);
    await userEvent.type(linkedin, ' data:text/html,hello');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(MSG.logoLinkInvalid)).toBeDefined();
    expect(screen.getByText(MSG.webLinkInvalid)).toBeDefined();
    const answer = await call(api.app, { method: 'GET', url: API.settings });
    expect((answer.body.data as { logo_url: string }).logo_url).not.toContain('javascript');
  });

  it('refuses a seller TRN that is not 15 digits, and saves a good one', async () => {
    await asAdmin();
    await renderPage(<SettingsPage />);
    const trn = await screen.findByLabelText('Tax registration number (TRN)');
    await userEvent.type(trn, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(MSG.sellerTrnFormat)).toBeDefined();
    await userEvent.clear(trn);
    await userEvent.type(trn, '100384756200003');
    await userEvent.type(screen.getByLabelText('Legal name'), 'Gulf Careers LLC');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(async () => {
      const answer = await call(api.app, { method: 'GET', url: API.settings });
      expect(answer.body.data).toMatchObject({
        seller_trn: '100384756200003',
        seller_name: 'Gulf Careers LLC',
      });
    });
  });

  it('checks the bank account for transfers, and saves it written as the bank prints it', async () => {
    await asAdmin();
    await renderPage(<SettingsPage />);
    const iban = await screen.findByLabelText('IBAN');
    await userEvent.type(iban, 'AE07 0331');
    await userEvent.type(screen.getByLabelText('SWIFT code'), 'EBIL');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(MSG.sellerIbanFormat)).toBeDefined();
    expect(screen.getByText(MSG.sellerSwiftFormat)).toBeDefined();
    await userEvent.clear(iban);
    await userEvent.type(iban, 'ae07 0331 2345 6789 0123 456');
    await userEvent.clear(screen.getByLabelText('SWIFT code'));
    await userEvent.type(screen.getByLabelText('SWIFT code'), 'ebilaead');
    await userEvent.type(screen.getByLabelText('Bank'), 'Emirates NBD');
    await userEvent.type(screen.getByLabelText('Account name'), 'Gulf Careers LLC');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(async () => {
      const answer = await call(api.app, { method: 'GET', url: API.settings });
      expect(answer.body.data).toMatchObject({
        seller_bank_name: 'Emirates NBD',
        seller_account_name: 'Gulf Careers LLC',
        seller_iban: 'AE070331234567890123456',
        seller_swift: 'EBILAEAD',
      });
    });
  });

  it('saves them, and the site reads them back', async () => {
    await asAdmin();
    await renderPage(<SettingsPage />);
    const name = await screen.findByLabelText('Site name');
    await waitFor(() => expect((name as HTMLInputElement).value).not.toBe(''));
    await userEvent.clear(name);
    await userEvent.type(name, 'LogiCareers Gulf');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(async () => {
      const answer = await call(api.app, { method: 'GET', url: API.settings });
      expect((answer.body.data as { site_name: string }).site_name).toBe('LogiCareers Gulf');
    });
  });
});

describe('the outbox', () => {
  it('shows every e-mail that carries a secret with the secret hidden', async () => {
    const secrets: string[] = [];
    const secretKinds = MAIL_KIND_NAMES.filter((kind) => MAIL_KINDS[kind] === 'secret');
    for (const kind of secretKinds) {
      const sample = MAIL_SAMPLES[kind](`${kind}@example.ae`);
      secrets.push(...sample.secrets);
      await enqueueMail(api.database.db, sample.message);
    }
    await asAdmin();
    await renderPage(<OutboxPage />);
    const badges = await screen.findAllByText('Secret hidden');
    expect(badges).toHaveLength(secretKinds.length);
    for (const badge of badges) await userEvent.click(badge);
    expect(await screen.findAllByText(/only its recipient ever sees it/)).toHaveLength(
      secretKinds.length,
    );
    const page = document.body.textContent ?? '';
    expect(page).toContain('••••••');
    for (const secret of secrets) expect(page).not.toContain(secret);
  });
});
