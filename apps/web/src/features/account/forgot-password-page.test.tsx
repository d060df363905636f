import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { ANSWERS, MSG } from '@logicareers/shared/messages';
import { passwordResetCodes } from '../../../../api/src/db/schema';
import { buildUser } from '../../../../api/src/test/factories';
import { renderPage, testApi } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

const api = testApi();

describe('asking for a password reset code', () => {
  it('checks the address with the shared schema', async () => {
    await renderPage(<ForgotPasswordPage />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MSG.emailFormat)).toBeDefined();
  });

  it('sends a code, shows the answer and asks for the code', async () => {
    const user = await buildUser(api.database.db, 'candidate');
    await renderPage(<ForgotPasswordPage />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), user.email);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(ANSWERS.otpSent)).toBeDefined();
    expect((await screen.findByRole('status')).textContent).toContain(user.email);
    expect(screen.getByLabelText(/^Verification code/)).toBeDefined();
    await api.app.background.settled();
    const codes = await api.database.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(codes).toHaveLength(1);
  });
});
