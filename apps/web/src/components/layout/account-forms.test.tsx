import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { MSG } from '@logicareers/shared/messages';
import { emailSubscriptions } from '../../../../api/src/db/schema';
import { signedIn, TEST_PASSWORD } from '../../../../api/src/test/factories';
import { renderPage, testApi } from '../../test/render';
import { setToken } from '../../lib/storage';
import { ChangePasswordModal } from './change-password-modal';
import { SubscriptionForm } from './subscription-form';

const api = testApi();

describe('the footer subscription', () => {
  it('checks the address with the shared schema before sending anything', async () => {
    await renderPage(<SubscriptionForm />);
    await userEvent.type(screen.getByLabelText('Email for job notifications'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(MSG.subscriptionEmailInvalid)).toBeDefined();
  });

  it('subscribes through the API and thanks the user', async () => {
    await renderPage(<SubscriptionForm />);
    await userEvent.type(screen.getByLabelText('Email for job notifications'), 'Reader@Example.ae');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing!')).toBeDefined();
    const rows = await api.database.db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.email, 'reader@example.ae'));
    expect(rows).toHaveLength(1);
  });

  it('speaks the pseudo-locale: every text comes from the catalogue', async () => {
    await renderPage(<SubscriptionForm />, 'en-XA');
    expect(screen.getByRole('button', { name: /^⟦.*⟧$/ })).toBeDefined();
    expect(screen.getByRole('heading').textContent).toMatch(/^⟦.*⟧$/);
  });
});

describe('changing the password', () => {
  it('puts the server’s answer on the field and keeps the modal open', async () => {
    const { token } = await signedIn(api.app, api.database.db, 'candidate');
    setToken(token);
    await renderPage(<ChangePasswordModal opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'Wrong&Secret1');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'N3w&Secret!!');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'N3w&Secret!!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeDefined();
  });

  it('puts the refusal of a common password on the new password', async () => {
    const { token } = await signedIn(api.app, api.database.db, 'candidate');
    setToken(token);
    await renderPage(<ChangePasswordModal opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Current password'), TEST_PASSWORD);
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Password123');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'Password123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText(MSG.passwordTooCommon)).toBeDefined();
  });

  it('changes it, shows the answer as a toast and closes', async () => {
    const { token } = await signedIn(api.app, api.database.db, 'candidate');
    setToken(token);
    let closed = false;
    await renderPage(<ChangePasswordModal opened onClose={() => (closed = true)} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Current password'), TEST_PASSWORD);
    await userEvent.type(within(dialog).getByLabelText('New password'), 'N3w&Secret!!');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'N3w&Secret!!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(await screen.findByText('Password changed successfully')).toBeDefined();
  });
});
