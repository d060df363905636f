import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, desc, eq } from 'drizzle-orm';
import { ANSWERS, MSG } from '@logicareers/shared/messages';
import { outbox, users } from '../../../../api/src/db/schema';
import { messageToSend } from '../../../../api/src/modules/mail/outbox';
import { buildUser, signedIn, TEST_PASSWORD } from '../../../../api/src/test/factories';
import { renderPage, testApi } from '../../test/render';
import { setToken } from '../../lib/storage';
import { ChangeEmailModal } from './change-email-modal';

const api = testApi();

let count = 0;
const newAddress = () => `moved-${Date.now()}-${count++}@example.ae`;

/** A signed-in candidate with the modal open; answers the user and the dialog. */
async function openModal(onClose = () => {}, language?: 'en-XA') {
  const { user, token } = await signedIn(api.app, api.database.db, 'candidate');
  setToken(token);
  await renderPage(
    <ChangeEmailModal opened onClose={onClose} currentEmail={user.email} />,
    language,
  );
  return { user, dialog: await screen.findByRole('dialog', { name: /Change e-mail|⟦/ }) };
}

/** Fills step 1 and sends it. */
async function ask(dialog: HTMLElement, to: string, password = TEST_PASSWORD) {
  await userEvent.type(within(dialog).getByLabelText(/^New email/), to);
  await userEvent.type(within(dialog).getByLabelText(/^Current password/), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
}

/** The code the new address received (the API mails it after answering). */
async function codeSentTo(to: string) {
  await api.app.background.settled();
  const [row] = await api.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, 'email_change_code')))
    .orderBy(desc(outbox.createdAt));
  return /\b(\d{6})\b/.exec(messageToSend(row).text)![1];
}

describe('changing the sign-in e-mail', () => {
  it('checks the form with the shared schema, then puts a wrong password on its field', async () => {
    const { dialog } = await openModal();
    expect(within(dialog).getByText(/Step 1 of 2/)).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText(MSG.emailRequired)).toBeDefined();
    expect(within(dialog).getByText(MSG.currentPasswordRequired)).toBeDefined();
    await userEvent.clear(within(dialog).getByLabelText(/^New email/));
    await ask(dialog, newAddress(), 'Wrong&Secret1');
    expect(await within(dialog).findByText(ANSWERS.currentPasswordWrong)).toBeDefined();
    // Still step 1: nothing was sent.
    expect(within(dialog).queryByLabelText(/^Verification code/)).toBeNull();
  });

  it('sends a code to the new address, refuses a wrong one, and changes the e-mail with the right one', async () => {
    let closed = false;
    const { user, dialog } = await openModal(() => (closed = true));
    const to = newAddress();
    await ask(dialog, to);
    const code = await within(dialog).findByLabelText(/^Verification code/);
    // The code step says where the code went, and takes the focus.
    expect(within(dialog).getByRole('status').textContent).toContain(to);
    expect(within(dialog).getByText(/Step 2 of 2/)).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(code));

    const right = await codeSentTo(to);
    await userEvent.type(code, right === '000000' ? '111111' : '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(dialog).findByText(ANSWERS.otpInvalid)).toBeDefined();

    await userEvent.clear(code);
    await userEvent.type(code, right);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(await screen.findByText(ANSWERS.emailChanged)).toBeDefined();
    const [row] = await api.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row.email).toBe(to);
  });

  it('goes back to the address when it was taken before the code was entered', async () => {
    const { dialog } = await openModal();
    const to = newAddress();
    await ask(dialog, to);
    const code = await within(dialog).findByLabelText(/^Verification code/);
    const right = await codeSentTo(to);
    await buildUser(api.database.db, 'candidate', { email: to });
    await userEvent.type(code, right);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(dialog).findByText(ANSWERS.emailChangedElsewhere)).toBeDefined();
    expect(within(dialog).getByLabelText(/^New email/)).toBeDefined();
    expect(within(dialog).queryByLabelText(/^Verification code/)).toBeNull();
  });

  it('can go back from the code to another address', async () => {
    const { dialog } = await openModal();
    await ask(dialog, newAddress());
    await within(dialog).findByLabelText(/^Verification code/);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Use another e-mail or send a new code' }),
    );
    expect(await within(dialog).findByLabelText(/^New email/)).toBeDefined();
    await api.app.background.settled();
  });

  it('speaks the pseudo-locale: every text comes from the catalogue', async () => {
    const { dialog } = await openModal(() => {}, 'en-XA');
    expect(within(dialog).getByRole('heading').textContent).toMatch(/^⟦.*⟧$/);
    for (const button of within(dialog).getAllByRole('button', { name: /./ }))
      expect(button.textContent).toMatch(/^(⟦.*⟧)?$/);
    for (const label of dialog.querySelectorAll('label'))
      expect(label.textContent).toMatch(/^⟦.*⟧/);
  });
});
