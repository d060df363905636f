import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { MSG } from '@logicareers/shared/messages';
import { todayInUae } from '@logicareers/shared/uae-date';
import { companies, companyComments, plans, subscriptions } from '../../../../api/src/db/schema';
import { buildCompany, signedIn } from '../../../../api/src/test/factories';
import { setToken } from '../../lib/storage';
import { chooseOption, renderRoutes, testApi, uniqueWord } from '../../test/render';
import { ClientListPage } from './client-list-page';
import { ClientCreatePage } from './client-create-page';
import { ClientViewPage } from './client-view-page';

configure({ asyncUtilTimeout: 15_000 });

const api = testApi();

const asAdmin = async () =>
  setToken((await signedIn(api.app, api.database.db, 'master_admin')).token);

/** Fills the employer contact form (create mode) with good values. */
async function fillContact(password = 'Str0ngPass!', confirm = password) {
  await chooseOption(screen.getByRole('combobox', { name: /^Title/ }), 'Ms');
  await userEvent.type(screen.getByLabelText(/^First name/), 'Noura');
  await userEvent.type(screen.getByLabelText(/^Sign-in e-mail/), `noura-${Date.now()}@example.ae`);
  await userEvent.type(screen.getByLabelText(/^Mobile number/), '+971 50 123 4567');
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm password/), confirm);
}

const createRoutes = [
  { path: '/admin-pannel/create/:client', element: <ClientCreatePage /> },
  { path: '/admin-pannel/view/:client/:id', element: <ClientViewPage /> },
  { path: '/admin-pannel/list/:client', element: <p>List page</p> },
];

describe('adding a client', () => {
  it('shows the messages of SPEC.md section 5 for an empty or wrong form', async () => {
    await asAdmin();
    await renderRoutes(createRoutes, { path: '/admin-pannel/create/employer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create client' }));
    expect(await screen.findByText(MSG.companyNameRequired)).toBeDefined();
    expect(screen.getAllByText(MSG.emailRequired).length).toBe(2);
    expect(screen.getAllByText(MSG.mobileRequired).length).toBe(2);
    expect(screen.getByText(MSG.titleRequired)).toBeDefined();
    expect(screen.getByText(MSG.firstNameRequired)).toBeDefined();
    expect(screen.getByText(MSG.passwordRequired)).toBeDefined();

    await userEvent.type(screen.getByLabelText(/^Sign-in e-mail/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Company mobile/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByText(MSG.emailFormat)).toBeDefined();
    expect(screen.getByText(MSG.phoneInvalid)).toBeDefined();
  });

  it('asks for matching passwords', async () => {
    await asAdmin();
    await renderRoutes(createRoutes, { path: '/admin-pannel/create/employer' });
    await userEvent.type(await screen.findByLabelText(/^Company name/), 'Palm Movers');
    await userEvent.type(screen.getByLabelText(/^Company e-mail/), 'info@palm.example.ae');
    await userEvent.type(screen.getByLabelText(/^Company mobile/), '+971 4 555 0199');
    await fillContact('Str0ngPass!', 'Other&Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByText(MSG.passwordsMustMatch)).toBeDefined();
  });

  it('creates an active client and opens it', async () => {
    await asAdmin();
    await renderRoutes(createRoutes, { path: '/admin-pannel/create/consultancy' });
    const name = `Sahara Freight ${Date.now()} LLC`;
    await userEvent.type(await screen.findByLabelText(/^Company name/), name);
    await userEvent.type(screen.getByLabelText(/^Company e-mail/), 'info@sahara.example.ae');
    await userEvent.type(screen.getByLabelText(/^Company mobile/), '+971 4 555 0199');
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByRole('heading', { level: 1, name })).toBeDefined();
    const [row] = await api.database.db
      .select({ status: companies.status, kind: companies.kind })
      .from(companies)
      .where(eq(companies.name, name));
    expect(row).toEqual({ status: 'active', kind: 'consultancy' });
  });
});

describe('a client', () => {
  it('takes internal comments, and says a comment is required', async () => {
    const client = await buildCompany(api.database.db, { name: `Dune Cargo ${Date.now()}` });
    await asAdmin();
    await renderRoutes(createRoutes, { path: `/admin-pannel/view/employer/${client.id}` });
    await userEvent.click(await screen.findByRole('tab', { name: 'Internal comments' }));
    expect(
      await screen.findByText('Only administrators see these comments; the client never does.'),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Comment is required')).toBeDefined();
    await userEvent.type(screen.getByLabelText('New comment'), 'Asked for a call back on Sunday.');
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Asked for a call back on Sunday.')).toBeDefined();
    await waitFor(async () => {
      const rows = await api.database.db
        .select()
        .from(companyComments)
        .where(eq(companyComments.companyId, client.id));
      expect(rows).toHaveLength(1);
    });
  });

  it('says so when the client is not one the administrator looks after', async () => {
    const consultancy = await buildCompany(api.database.db, { kind: 'consultancy' });
    const other = await buildCompany(api.database.db);
    setToken(
      (
        await signedIn(api.app, api.database.db, 'consultancy_admin', {
          companyId: consultancy.id,
        })
      ).token,
    );
    await renderRoutes(createRoutes, { path: `/admin-pannel/view/employer/${other.id}` });
    expect(
      await screen.findByText('This client does not exist or is not one you look after.'),
    ).toBeDefined();
  });
});

describe('the client list', () => {
  it("shows each employer client's plan and narrows the list to one plan", async () => {
    const word = uniqueWord();
    const db = api.database.db;
    const [gold] = await db
      .insert(plans)
      .values({ name: `Gold ${word}`, billingPeriod: 'year' })
      .returning();
    const onGold = await buildCompany(db, { name: `${word} Haulage` });
    await buildCompany(db, { name: `${word} Freight` });
    const today = todayInUae();
    await db.insert(subscriptions).values({
      companyId: onGold.id,
      planId: gold.id,
      startsOn: today,
      endsOn: today,
      priceFils: 0,
    });
    await asAdmin();
    await renderRoutes([{ path: '/admin-pannel/list/:client', element: <ClientListPage /> }], {
      path: '/admin-pannel/list/employer',
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Search by name or e-mail' }),
      `${word}{Enter}`,
    );
    expect(await screen.findByRole('cell', { name: `Gold ${word}` })).toBeDefined();
    expect(await screen.findByRole('link', { name: `${word} Freight` })).toBeDefined();
    await chooseOption(screen.getByRole('combobox', { name: 'Plan today' }), `Gold ${word}`);
    await waitFor(() => expect(screen.queryByRole('link', { name: `${word} Freight` })).toBeNull());
    expect(screen.getByRole('link', { name: `${word} Haulage` })).toBeDefined();
  });
});
