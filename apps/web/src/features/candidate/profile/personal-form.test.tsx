import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { MSG } from '@logicareers/shared/messages';
import type { TCandidateProfile } from '@logicareers/shared/schemas/candidate';
import { users } from '../../../../../api/src/db/schema';
import { loadMaster, signedIn } from '../../../../../api/src/test/factories';
import { call } from '../../../../../api/src/test/harness';
import { renderPage, testApi } from '../../../test/render';
import { setToken } from '../../../lib/storage';
import { PersonalForm } from './personal-form';

const api = testApi();

/** A candidate whose personal details are complete, signed in, and their profile. */
async function candidate() {
  const { user, token } = await signedIn(api.app, api.database.db, 'candidate');
  setToken(token);
  const { lists } = await loadMaster(api.app, ['country', 'state']);
  const uae = lists.country.find((c) => c.slug === 'united-arab-emirates')!;
  const dubai = lists.state.find((s) => s.parent_id === null)!;
  const saved = await call(api.app, {
    method: 'PUT',
    url: '/api/candidate/update',
    token,
    payload: {
      mobile_number: '+971501234567',
      first_name: 'Amal',
      last_name: 'Haddad',
      country: String(uae.id),
      state: String(dubai.id),
    },
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  return { user, profile: saved.body.data as TCandidateProfile };
}

const renderForm = (profile: TCandidateProfile, onSaved = () => {}) =>
  renderPage(
    <PersonalForm profile={profile} withEmployment={false} submitLabel="Save" onSaved={onSaved} />,
  );

describe('the personal details form', () => {
  it('shows the shared schema’s message for an empty name', async () => {
    const { profile } = await candidate();
    await renderForm(profile);
    await userEvent.clear(screen.getByLabelText(/^First name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.firstNameRequired)).toBeDefined();
  });

  it('shows the sign-in e-mail read-only, with a button that opens the change in a dialog', async () => {
    const { user, profile } = await candidate();
    await renderForm(profile);
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe(user.email);
    expect(email.readOnly).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });
    expect(within(dialog).getByText(user.email)).toBeDefined();
    // The dialog's own form does not send the details form.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText(MSG.emailRequired)).toBeDefined();
    expect(screen.queryByText('Personal details saved')).toBeNull();
  });

  it('saves the details', async () => {
    const { user, profile } = await candidate();
    let saved = false;
    await renderForm(profile, () => (saved = true));
    const first = screen.getByLabelText(/^First name/);
    await userEvent.clear(first);
    await userEvent.type(first, 'Noor');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toBe(true));
    const [row] = await api.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.firstName).toBe('Noor');
    expect(row.email).toBe(user.email);
  });
});
