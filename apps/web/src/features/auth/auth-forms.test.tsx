import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { ANSWERS, MSG } from '@logicareers/shared/messages';
import { PAGES } from '@logicareers/shared/pages';
import { users } from '../../../../api/src/db/schema';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../../api/src/test/factories';
import { USER_MESSAGES } from '@logicareers/shared/schemas/users';
import { getToken } from '../../lib/storage';
import { renderRoutes, testApi } from '../../test/render';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

const api = testApi();

const routes = [
  { path: PAGES.signIn, element: <SignInPage /> },
  { path: PAGES.signUp, element: <SignUpPage /> },
  { path: '*', element: <p>Next page</p> },
];

async function signIn(email: string, password: string) {
  await renderRoutes(routes, { path: '/auth/employer/sign-in' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in', () => {
  it('shows the server’s refusal of a wrong password and stores no token', async () => {
    const user = await buildUser(api.database.db, 'employer');
    await signIn(user.email, 'Wrong&Secret1');
    expect((await screen.findByRole('alert')).textContent).toContain(ANSWERS.invalidCredentials);
    expect(getToken()).toBeNull();
  });

  it('stores the session token and goes on', async () => {
    const user = await buildUser(api.database.db, 'employer');
    await signIn(user.email, TEST_PASSWORD);
    expect(await screen.findByText('Next page')).toBeDefined();
    expect(getToken()).toMatch(/\S{20,}/);
  });
});

describe('candidate sign-up', () => {
  const fill = async (email: string, password: string, confirm: string) => {
    await renderRoutes(routes, { path: '/auth/candidate/sign-up' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), email);
    await userEvent.type(screen.getByLabelText(/^Password/), password);
    await userEvent.type(screen.getByLabelText(/^Confirm password/), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  };

  it('checks the fields with the shared schema (SPEC.md section 5)', async () => {
    await fill('not-an-email', 'short', 'other');
    expect(await screen.findByText(MSG.emailFormat)).toBeDefined();
    expect(screen.getByText(MSG.passwordTooShort)).toBeDefined();
  });

  it('asks for matching passwords', async () => {
    await fill('new.candidate@example.ae', 'N3w&Secret!!', 'N3w&Secret!?');
    expect(await screen.findByText(MSG.passwordsMustMatch)).toBeDefined();
  });

  it('creates the account, signs it in and goes to the first sign-up step', async () => {
    await fill('New.Candidate@Example.ae', 'N3w&Secret!!', 'N3w&Secret!!');
    expect(await screen.findByText('Next page')).toBeDefined();
    expect(await screen.findByText('Welcome to LogiCareers!')).toBeDefined();
    const [created] = await api.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.candidate@example.ae'));
    expect(created.role).toBe('candidate');
    expect(getToken()).toMatch(/\S{20,}/);
  });

  it('tells a user whose e-mail has an account to sign in or reset the password', async () => {
    const user = await buildUser(api.database.db, 'candidate');
    await fill(user.email, 'N3w&Secret!!', 'N3w&Secret!!');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This e-mail already has an account.',
    );
    await waitFor(() => expect(getToken()).toBeNull());
  });
});

describe('asking to join the consultancy', () => {
  const open = () => renderRoutes(routes, { path: '/auth/consultancy/sign-up' });

  it('checks the fields with the messages of SPEC.md section 5', async () => {
    await open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '12');
    await userEvent.type(screen.getByLabelText(/^Password/), 'N3w&Secret!!');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(MSG.emailFormat)).toBeDefined();
    expect(screen.getByText(MSG.firstNameRequired)).toBeDefined();
    expect(screen.getByText(MSG.lastNameRequired)).toBeDefined();
    expect(screen.getByText(MSG.phoneInvalid)).toBeDefined();
    expect(screen.getByText(MSG.passwordsMustMatch)).toBeDefined();
  });

  it('sends the request, which waits for the administrator', async () => {
    await buildCompany(api.database.db, { kind: 'consultancy' });
    await open();
    await userEvent.type(screen.getByLabelText(/^First name/), 'Ravi');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Menon');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ravi.join@example.ae');
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '+971 50 765 4321');
    await userEvent.type(screen.getByLabelText(/^Password/), 'N3w&Secret!!');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'N3w&Secret!!');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Freight recruiter');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('status')).textContent).toBe(USER_MESSAGES.joinRequestReceived);
    const [created] = await api.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ravi.join@example.ae'));
    expect(created).toMatchObject({ status: 'pending', role: 'consultancy' });
  });
});
