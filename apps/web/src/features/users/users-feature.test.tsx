import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { MSG } from '@logicareers/shared/messages';
import { USER_MESSAGES } from '@logicareers/shared/schemas/users';
import { users } from '../../../../api/src/db/schema';
import { API } from '@logicareers/shared/api';
import { BUILTIN_ROLES, type Role } from '@logicareers/shared/roles';
import { buildCompany, buildUser } from '../../../../api/src/test/factories';
import { call } from '../../../../api/src/test/harness';
import { renderPage, renderRoutes, signInOnScreen, testApi } from '../../test/render';
import { PrivacyGate } from './privacy-gate';
import { CreateCandidatePage } from './create-candidate-page';
import { TeamPage } from './team-page';
import { UsersPage } from './users-page';

// Forms over the real API in a DOM without layout are slow to settle.
configure({ asyncUtilTimeout: 15_000 });

const api = testApi();

const as = (role: Role, overrides = {}) => signInOnScreen(api, role, overrides);

describe('the users page', () => {
  it('speaks the pseudo-locale: headers, role names and the filters come from the catalogue', async () => {
    await as('master_admin');
    await renderPage(<UsersPage />, 'en-XA');
    const headers = await screen.findAllByRole('columnheader');
    for (const header of headers) {
      if (header.textContent) expect(header.textContent).toMatch(/^⟦.*⟧$/);
    }
    expect(screen.queryByText('Master admin')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^⟦.*⟧$/);
  });

  it('finds a user by name and disables them from the row menu', async () => {
    await as('master_admin');
    const target = await buildUser(api.database.db, 'employer', { firstName: 'Zubair' });
    await renderPage(<UsersPage />);
    await userEvent.type(await screen.findByLabelText('Search'), 'Zubair');
    const button = await screen.findByRole('button', { name: 'Actions for Zubair employer' });
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Disable', hidden: true }));
    await waitFor(async () => {
      const [row] = await api.database.db.select().from(users).where(eq(users.id, target.id));
      expect(row.status).toBe('disabled');
    });
    const row = button.closest('tr')!;
    expect(await within(row).findByText('Disabled')).toBeDefined();
  });

  it("shows one company's users when its name is chosen", async () => {
    await as('master_admin');
    const company = await buildCompany(api.database.db, { name: 'Qusais Cold Stores' });
    await buildUser(api.database.db, 'employer', { companyId: company.id, firstName: 'Yusuf' });
    await renderPage(<UsersPage />);
    await userEvent.type(await screen.findByLabelText('Search'), 'Yusuf');
    await userEvent.click(await screen.findByRole('button', { name: 'Qusais Cold Stores' }));
    expect(await screen.findByText('Users of Qusais Cold Stores')).toBeDefined();
    await userEvent.clear(screen.getByLabelText('Search'));
    await waitFor(() => expect(screen.getAllByRole('row').length).toBe(2));
  });
});

describe('adding a candidate', () => {
  it('shows the messages of SPEC.md section 5 for bad input', async () => {
    await as('consultancy');
    await renderPage(<CreateCandidatePage />);
    await userEvent.type(await screen.findByLabelText(/^E-mail/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '12');
    await userEvent.type(screen.getByLabelText(/^Employer/), 'Gulf Freight');
    await userEvent.click(screen.getByRole('button', { name: 'Create candidate' }));
    expect(await screen.findByText(MSG.emailFormat)).toBeDefined();
    expect(screen.getByText(MSG.phoneInvalid)).toBeDefined();
    expect(screen.getByText(MSG.firstNameRequired)).toBeDefined();
    expect(screen.getByText(MSG.lastNameRequired)).toBeDefined();
    expect(screen.getByText(MSG.countryRequired)).toBeDefined();
    expect(screen.getByText(MSG.stateRequired)).toBeDefined();
    expect(screen.getByText('Start month is required')).toBeDefined();
  });

  it('creates the candidate, who is e-mailed a code', async () => {
    const staff = await as('ats');
    await renderPage(<CreateCandidatePage />);
    await userEvent.type(await screen.findByLabelText(/^First name/), 'Aisha');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Khan');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'aisha.walkin@example.ae');
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '+971 50 123 4567');
    const country = screen.getByRole('combobox', { name: /^Country/ });
    await userEvent.click(country);
    await waitFor(() => expect(country.getAttribute('aria-controls')).toBeTruthy());
    const options = document.getElementById(country.getAttribute('aria-controls')!)!;
    await userEvent.click(
      await within(options).findByRole('option', { name: 'India', hidden: true }),
    );
    await userEvent.type(screen.getByLabelText(/^State or city/), 'Kerala');
    await userEvent.click(screen.getByRole('button', { name: 'Create candidate' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      USER_MESSAGES.candidateCreated,
    );
    const [row] = await api.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'aisha.walkin@example.ae'));
    expect(row).toMatchObject({ createdById: staff.user.id, privacyAcceptedAt: null });
  });
});

describe('the team page', () => {
  it("lists the consultancy's people and approves a request to join", async () => {
    const consultancy = await buildCompany(api.database.db, { kind: 'consultancy' });
    await buildUser(api.database.db, 'consultancy', {
      companyId: consultancy.id,
      firstName: 'Omar',
    });
    const pending = await buildUser(api.database.db, 'consultancy', {
      companyId: consultancy.id,
      firstName: 'Pending',
      lastName: 'Person',
      status: 'pending',
    });
    // The built-in administrator holds what its recruiters do (decision 034).
    await as('consultancy_admin', { companyId: consultancy.id });
    await renderPage(<TeamPage />);
    expect(await screen.findByText('Omar consultancy')).toBeDefined();
    const request = (await screen.findByText('Pending Person')).closest('div[class*="Paper"]');
    await userEvent.click(
      within(request as HTMLElement).getByRole('button', { name: 'Approve: Pending Person' }),
    );
    await waitFor(async () => {
      const [row] = await api.database.db.select().from(users).where(eq(users.id, pending.id));
      expect(row.status).toBe('active');
    });
  });
});

describe('the privacy notice', () => {
  it('stands before the candidate area until the candidate accepts it', async () => {
    const { user } = await as('candidate', { privacyAcceptedAt: null });
    await renderRoutes([
      { element: <PrivacyGate />, children: [{ path: '/', element: <p>Candidate area</p> }] },
    ]);
    const accept = await screen.findByRole('button', { name: 'I accept the privacy notice' });
    expect(screen.queryByText('Candidate area')).toBeNull();
    await userEvent.click(accept);
    expect(await screen.findByText('Candidate area')).toBeDefined();
    const [row] = await api.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.privacyAcceptedAt).toBeInstanceOf(Date);
  });

  it('lets a candidate who accepted it straight through', async () => {
    await as('candidate');
    await renderRoutes([
      { element: <PrivacyGate />, children: [{ path: '/', element: <p>Candidate area</p> }] },
    ]);
    expect(await screen.findByText('Candidate area')).toBeDefined();
  });
});

describe('a user in Arabic', () => {
  it('names the built-in role in Arabic, and a role administrators made as they named it', async () => {
    const admin = await as('master_admin');
    await call(api.app, {
      method: 'POST',
      url: API.access.roles,
      token: admin.token,
      body: { name: 'Night shift screener', kind: 'ats', permissions: [] },
    });
    await buildUser(api.database.db, 'ats', { firstName: 'Wadha' });
    await renderPage(<UsersPage />, 'ar');
    await userEvent.type(await screen.findByLabelText('بحث'), 'Wadha');
    await userEvent.click(await screen.findByRole('button', { name: 'Wadha ats' }));
    const dialog = await screen.findByRole('dialog');
    const role = await within(dialog).findByRole('combobox', { name: /^الدور/ });
    expect((role as HTMLInputElement).value).toBe('مستخدم ATS');
    await userEvent.click(role);
    const options = (await screen.findAllByRole('option', { hidden: true })).map(
      (option) => option.textContent,
    );
    expect(options).toEqual(expect.arrayContaining(['مستخدم ATS', 'Night shift screener']));
    expect(options).not.toContain(BUILTIN_ROLES.ats.name);
  });
});
