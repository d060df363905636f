import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { MSG } from '@logicareers/shared/messages';
import { EMPLOYER_MESSAGES as EM } from '@logicareers/shared/schemas/employer';
import { companies, users } from '../../../../api/src/db/schema';
import { buildCompany, buildUser, signedIn } from '../../../../api/src/test/factories';
import { setToken } from '../../lib/storage';
import { chooseOption, renderPage, testApi } from '../../test/render';
import { CompanyUsersPage } from './company-users-page';
import { MyProfilePage } from './my-profile-page';

configure({ asyncUtilTimeout: 15_000 });

const api = testApi();

/** A manager of a new company, signed in. */
async function asManager() {
  const company = await buildCompany(api.database.db, { name: `Coastal Cargo ${Date.now()}` });
  const signed = await signedIn(api.app, api.database.db, 'employer', { companyId: company.id });
  setToken(signed.token);
  return { company, ...signed };
}

describe('the company profile', () => {
  it('checks the form with the shared messages and saves it', async () => {
    const { company } = await asManager();
    await renderPage(<MyProfilePage />);
    const name = await screen.findByLabelText(/^Company name/);
    await waitFor(() => expect((name as HTMLInputElement).value).toBe(company.name));
    await userEvent.clear(name);
    await userEvent.clear(screen.getByLabelText(/^Primary e-mail/));
    await userEvent.type(screen.getByLabelText(/^Primary e-mail/), 'nope');
    await userEvent.clear(screen.getByLabelText(/^Primary mobile/));
    await userEvent.type(screen.getByLabelText(/^Website/), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(MSG.companyNameRequired)).toBeDefined();
    expect(screen.getByText(MSG.emailFormat)).toBeDefined();
    expect(screen.getByText(MSG.mobileRequired)).toBeDefined();
    expect(screen.getByText(EM.websiteInvalid)).toBeDefined();

    await userEvent.type(name, 'Coastal Cargo Services');
    await userEvent.type(screen.getByLabelText(/^Primary e-mail/), '@coastal.ae');
    await userEvent.type(screen.getByLabelText(/^Primary mobile/), '+971 4 321 0000');
    await userEvent.clear(screen.getByLabelText(/^Website/));
    await userEvent.type(screen.getByLabelText(/^Website/), 'https://coastal.ae');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(async () => {
      const [row] = await api.database.db
        .select({ name: companies.name, website: companies.website })
        .from(companies)
        .where(eq(companies.id, company.id));
      expect(row).toEqual({ name: 'Coastal Cargo Services', website: 'https://coastal.ae' });
    });
  });

  it('adds a contact, with the messages for a missing name or a wrong e-mail', async () => {
    await asManager();
    await renderPage(<MyProfilePage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Contacts' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(await within(dialog).findByText(EM.contactNameRequired)).toBeDefined();
    expect(within(dialog).getByText(MSG.emailFormat)).toBeDefined();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Fatima Ali');
    await userEvent.clear(within(dialog).getByLabelText(/^E-mail/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(await screen.findByRole('cell', { name: 'Fatima Ali' })).toBeDefined();
  });

  it('is read-only for a colleague who cannot manage the company', async () => {
    const company = await buildCompany(api.database.db);
    // A consultancy recruiter's company profile: readable, not editable.
    const signed = await signedIn(api.app, api.database.db, 'consultancy', {
      companyId: company.id,
    });
    setToken(signed.token);
    await renderPage(<MyProfilePage />);
    expect(
      await screen.findByText('Only your company’s administrators can change the profile.'),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull();
  });
});

describe('the company users', () => {
  it("names the company's built-in role in Arabic", async () => {
    const { company } = await asManager();
    const colleague = await buildUser(api.database.db, 'employer', { companyId: company.id });
    await renderPage(<CompanyUsersPage />, 'ar');
    const row = (await screen.findByRole('cell', { name: colleague.email })).closest('tr')!;
    const role = within(row).getByRole('combobox') as HTMLInputElement;
    expect(role.value).toBe('صاحب عمل');
  });

  it('adds a colleague with the employer contact form and a role', async () => {
    const { company } = await asManager();
    await renderPage(<CompanyUsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add colleague' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add colleague' }));
    expect(await within(dialog).findByText(MSG.titleRequired)).toBeDefined();
    expect(within(dialog).getByText(MSG.firstNameRequired)).toBeDefined();
    expect(within(dialog).getByText(MSG.emailRequired)).toBeDefined();
    expect(within(dialog).getByText(MSG.mobileRequired)).toBeDefined();
    expect(within(dialog).getByText(MSG.passwordRequired)).toBeDefined();

    const email = `khalid-${Date.now()}@example.ae`;
    await chooseOption(within(dialog).getByRole('combobox', { name: /^Title/ }), 'Mr');
    await userEvent.type(within(dialog).getByLabelText(/^First name/), 'Khalid');
    await userEvent.type(within(dialog).getByLabelText(/^Sign-in e-mail/), email);
    await userEvent.type(within(dialog).getByLabelText(/^Mobile number/), '+971 50 765 4321');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Str0ngPass!');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'Str0ngPass?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add colleague' }));
    expect(await within(dialog).findByText(MSG.passwordsMustMatch)).toBeDefined();
    await userEvent.clear(within(dialog).getByLabelText(/^Confirm password/));
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'Str0ngPass!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add colleague' }));
    expect(await screen.findByRole('cell', { name: email })).toBeDefined();
    const [row] = await api.database.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.email, email));
    expect(row.companyId).toBe(company.id);
  });

  it('disables and enables a colleague, and removes one, asking first each time', async () => {
    const { company } = await asManager();
    const colleague = await buildUser(api.database.db, 'employer', {
      companyId: company.id,
      firstName: 'Hamdan',
      lastName: 'Saeed',
    });
    await renderPage(<CompanyUsersPage />);
    const row = async () =>
      (await screen.findByRole('cell', { name: colleague.email })).closest('tr')!;
    const statusOf = async () =>
      (
        await api.database.db
          .select({ status: users.status, companyId: users.companyId })
          .from(users)
          .where(eq(users.id, colleague.id))
      )[0];
    const confirm = async (title: string, button: string) => {
      const dialog = await screen.findByRole('dialog', { name: title });
      await userEvent.click(within(dialog).getByRole('button', { name: button }));
    };

    await userEvent.click(within(await row()).getByRole('button', { name: 'Disable' }));
    await confirm('Disable Hamdan Saeed?', 'Disable');
    await waitFor(async () => expect((await statusOf()).status).toBe('disabled'));
    await userEvent.click(await within(await row()).findByRole('button', { name: 'Enable' }));
    await waitFor(async () => expect((await statusOf()).status).toBe('active'));

    await userEvent.click(within(await row()).getByRole('button', { name: 'Remove' }));
    await confirm('Remove Hamdan Saeed from the company?', 'Remove');
    await waitFor(async () =>
      expect(await statusOf()).toEqual({ status: 'disabled', companyId: null }),
    );
  });
});
