import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { MSG } from '@logicareers/shared/messages';
import { PAGES } from '@logicareers/shared/pages';
import { users } from '../../../../api/src/db/schema';
import { renderRoutes, signInOnScreen, testApi } from '../../test/render';
import { MyAccountPage } from './my-account-page';

const api = testApi({ slow: true });

const routes = [
  { path: PAGES.account, element: <MyAccountPage /> },
  { path: PAGES.candidate.profile, element: <h1>The candidate profile</h1> },
];
const open = () => renderRoutes(routes, { path: PAGES.account });
const field = (name: RegExp) => screen.getByLabelText(name);

describe('My account', () => {
  it('lets an employer change the names and mobile, checked as the candidate form is', async () => {
    const { user } = await signInOnScreen(api, 'employer');
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeDefined();
    await waitFor(() => expect((field(/^First name/) as HTMLInputElement).value).toBe('Test'));
    expect((screen.getByLabelText(/^Sign-in e-mail/) as HTMLInputElement).value).toBe(user.email);
    expect(screen.getByRole('button', { name: 'Change e-mail' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeDefined();

    await userEvent.clear(field(/^First name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(MSG.firstNameRequired)).toBeDefined();
    expect(screen.getByText(MSG.mobileRequired)).toBeDefined();

    await userEvent.type(field(/^First name/), 'Noura');
    await userEvent.clear(field(/^Last name/));
    await userEvent.type(field(/^Last name/), 'Al Mansoori');
    await userEvent.type(field(/^Mobile number/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(MSG.phoneInvalid)).toBeDefined();

    await userEvent.clear(field(/^Mobile number/));
    await userEvent.type(field(/^Mobile number/), '+971 50 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved');
    const [row] = await api.database.db
      .select({ first: users.firstName, last: users.lastName, mobile: users.mobileNumber })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ first: 'Noura', last: 'Al Mansoori', mobile: '+971501234567' });
  });

  it('offers English and Arabic, the account’s language chosen', async () => {
    await signInOnScreen(api, 'master_admin', { language: 'en' });
    await open();
    const languages = await screen.findByRole('radiogroup', { name: /Language/ });
    expect(within(languages).getByRole('radio', { name: 'English' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(languages).getByRole('radio', { name: 'العربية' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('says when the account cannot be read, with a way to try again', async () => {
    await signInOnScreen(api, 'consultancy_admin');
    api.offline = true;
    try {
      await open();
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeDefined();
    } finally {
      api.offline = false;
    }
  });

  it('sends a candidate to the profile, where the same details are kept', async () => {
    await signInOnScreen(api, 'candidate');
    await open();
    expect(await screen.findByRole('heading', { name: 'The candidate profile' })).toBeDefined();
  });
});
