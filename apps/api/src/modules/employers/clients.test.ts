import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@logicareers/shared/messages';
import { ROLE_MESSAGES as RM } from '@logicareers/shared/schemas/roles';
import {
  EMPLOYER_MESSAGES as EM,
  type TClientListItem,
  type TClientView,
  type TCompanyComment,
} from '@logicareers/shared/schemas/employer';
import {
  auditLog,
  companies,
  companyBranches,
  companyComments,
  jobs,
  plans,
  subscriptions,
  users,
} from '../../db/schema';
import { todayInUae } from '@logicareers/shared/uae-date';
import { freePlan, planOf } from '../plans/entitlements';
import { buildCompany, buildUser, loadMaster, signedIn } from '../../test/factories';
import { call, DATABASES, LOGIN_PATH, type TestApp } from '../../test/harness';
import { startTestAppWithAdmin, uniqueEmail } from '../../test/scenarios';

const newClient = (overrides: Record<string, unknown> = {}) => ({
  kind: 'employer',
  company_name: `Falcon Haulage ${Math.floor(Math.random() * 1e9)} LLC`,
  primary_mobile: '+971 4 880 1234',
  primary_email: uniqueEmail('falcon'),
  pronoun: 'Ms',
  first_name: 'Mariam',
  last_name: 'Haddad',
  username: uniqueEmail('mariam'),
  mobile_number: '+971 50 111 2233',
  password: 'Str0ngPass!',
  confirmPassword: 'Str0ngPass!',
  ...overrides,
});

describe.each(DATABASES)('client companies for administrators (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await startTestAppWithAdmin(kind)));
  afterAll(() => t?.close());

  const get = (url: string, token?: string) => call(t.app, { method: 'GET', url, token });
  const post = (url: string, payload: unknown, token?: string) =>
    call(t.app, { method: 'POST', url, payload: payload as object, token });
  const put = (url: string, payload: unknown, token?: string) =>
    call(t.app, { method: 'PUT', url, payload: payload as object, token });
  const signIn = (
    email: string,
    password = 'Str0ngPass!',
    as: 'employer' | 'consultancy' = 'employer',
  ) => post(LOGIN_PATH[as], { email, password });
  const list = async (query: string, token = admin) => {
    const res = await get(`/api/employers/clients?${query}`, token);
    expect(res.status).toBe(200);
    return res.body.data as { items: TClientListItem[]; total: number; page: number };
  };

  it('creates an active client whose contact signs in at once as its administrator', async () => {
    const body = newClient();
    const res = await post('/api/employers/clients', body, admin);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(EM.clientCreated);
    const id = (res.body.data as { id: number }).id;
    const signedInContact = await signIn(body.username);
    expect(signedInContact.status).toBe(200);
    expect((signedInContact.body.data as { permissions: string[] }).permissions).toContain(
      'company.manage',
    );
    expect((signedInContact.body.data as { company: unknown }).company).toMatchObject({
      id,
      kind: 'employer',
    });

    const view = await get(`/api/employers/clients/${id}`, admin);
    expect(view.status).toBe(200);
    const data = view.body.data as TClientView;
    expect(data.profile).toMatchObject({ company_name: body.company_name, status: 'active' });
    expect(data.users).toHaveLength(1);
    expect(data.users[0]).toMatchObject({ email: body.username, manages_company: true });
    expect(data.users[0].last_login_at).not.toBeNull();
    expect(data.jobs).toEqual({ count: 0, latest: [] });
    expect(data.applications_count).toBe(0);
    expect(data.history.map((h) => h.action)).toContain('company.create');
  });

  it('creates a consultancy client whose contact is its consultancy administrator', async () => {
    const body = newClient({ kind: 'consultancy' });
    const res = await post('/api/employers/clients', body, admin);
    expect(res.status).toBe(201);
    const contact = await signIn(body.username, 'Str0ngPass!', 'consultancy');
    expect(contact.status).toBe(200);
    expect((contact.body.data as { role: string }).role).toBe('consultancy_admin');
    const consultancies = await list(`kind=consultancy&q=${encodeURIComponent(body.company_name)}`);
    expect(consultancies.items.map((c) => c.id)).toEqual([(res.body.data as { id: number }).id]);
  });

  it('answers the messages of SPEC.md section 5 for a bad company or contact form', async () => {
    const res = await post(
      '/api/employers/clients',
      newClient({
        company_name: '',
        primary_email: 'nope',
        primary_mobile: '12',
        pronoun: '',
        first_name: '',
        username: 'not-an-email',
        password: '',
        confirmPassword: 'other',
      }),
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatchObject({
      company_name: MSG.companyNameRequired,
      primary_email: MSG.emailFormat,
      primary_mobile: MSG.phoneInvalid,
      pronoun: MSG.titleRequired,
      first_name: MSG.firstNameRequired,
      username: MSG.emailFormat,
      password: MSG.passwordRequired,
    });
    const mismatch = await post(
      '/api/employers/clients',
      newClient({ confirmPassword: 'Different1!' }),
      admin,
    );
    expect(mismatch.body.message).toEqual({ confirmPassword: MSG.passwordsMustMatch });
    const taken = newClient();
    await post('/api/employers/clients', taken, admin);
    const again = await post(
      '/api/employers/clients',
      newClient({ username: taken.username }),
      admin,
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toEqual({ username: EM.emailTaken });
  });

  it('lists clients by name or e-mail, status, emirate and industry, a page at a time', async () => {
    const { idOf, lists } = await loadMaster(t.app, ['state', 'industry']);
    const sector = lists.industry[0];
    const tag = `Zephyr${Math.floor(Math.random() * 1e9)}`;
    const a = await buildCompany(t.database.db, {
      name: `${tag} Alpha`,
      industryId: sector.id,
    });
    const b = await buildCompany(t.database.db, { name: `${tag} Beta`, status: 'pending' });
    const c = await buildCompany(t.database.db, { name: `${tag} Gamma`, status: 'disabled' });
    await t.database.db
      .insert(companyBranches)
      .values({ companyId: b.id, stateId: idOf('state', 'Dubai'), address: 'Al Quoz' });
    const user = await buildUser(t.database.db, 'employer', { companyId: c.id });

    expect((await list(`q=${tag}`)).total).toBe(3);
    expect((await list(`q=${encodeURIComponent(user.email)}`)).items.map((i) => i.id)).toEqual([
      c.id,
    ]);
    expect((await list(`q=${tag}&status=pending`)).items.map((i) => i.id)).toEqual([b.id]);
    expect((await list(`q=${tag}&status=disabled`)).items.map((i) => i.id)).toEqual([c.id]);
    expect(
      (await list(`q=${tag}&state_id=${idOf('state', 'Dubai')}`)).items.map((i) => i.id),
    ).toEqual([b.id]);
    expect((await list(`q=${tag}&industry_id=${sector.id}`)).items).toMatchObject([
      { id: a.id, industry: sector.name },
    ]);
    const page2 = await list(`q=${tag}&page=2&page_size=2`);
    expect(page2).toMatchObject({ total: 3, page: 2 });
    expect(page2.items).toHaveLength(1);
    expect((await list(`q=${tag}&kind=consultancy`)).total).toBe(0);
  });

  it("shows each employer client's plan today and filters by it, as planOf reads it", async () => {
    const db = t.database.db;
    const tag = `Plover${Math.floor(Math.random() * 1e9)}`;
    const [paid, other] = await db
      .insert(plans)
      .values([
        { name: `${tag} Growth`, billingPeriod: 'month' },
        { name: `${tag} Enterprise`, billingPeriod: 'year' },
      ])
      .returning();
    const free = await freePlan(db);
    const today = todayInUae();
    const shift = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const subscribe = (companyId: number, planId: number, from: string, to: string) =>
      db.insert(subscriptions).values({
        companyId,
        planId,
        startsOn: from,
        endsOn: to,
        priceFils: 0,
      });
    const none = await buildCompany(db, { name: `${tag} None` });
    const current = await buildCompany(db, { name: `${tag} Current` });
    const ended = await buildCompany(db, { name: `${tag} Ended` });
    const twice = await buildCompany(db, { name: `${tag} Twice` });
    await subscribe(current.id, paid.id, shift(-10), shift(20));
    await subscribe(ended.id, paid.id, shift(-40), shift(-1));
    // Two cover today: the one assigned last counts.
    await subscribe(twice.id, paid.id, shift(-5), shift(30));
    await subscribe(twice.id, other.id, shift(-2), shift(10));

    const items = (await list(`q=${tag}`)).items;
    for (const company of [none, current, ended, twice]) {
      const expected = (await planOf(db, company.id)).plan.name;
      expect(items.find((i) => i.id === company.id)?.plan).toBe(expected);
    }
    expect(items.find((i) => i.id === twice.id)?.plan).toBe(other.name);
    const ids = async (planId: number) =>
      (await list(`q=${tag}&plan_id=${planId}`)).items.map((i) => i.id).sort((a, b) => a - b);
    expect(await ids(paid.id)).toEqual([current.id]);
    expect(await ids(other.id)).toEqual([twice.id]);
    expect(await ids(free.id)).toEqual([none.id, ended.id].sort((a, b) => a - b));
  });

  it('activates, disables (signing its users out) and re-enables a client', async () => {
    const pending = await buildCompany(t.database.db, { status: 'pending' });
    const pendingUser = await buildUser(t.database.db, 'employer', { companyId: pending.id });
    const disableFirst = await put(
      `/api/employers/clients/${pending.id}/status`,
      { status: 'disabled' },
      admin,
    );
    expect(disableFirst.status).toBe(409);
    const activated = await put(
      `/api/employers/clients/${pending.id}/status`,
      { status: 'active' },
      admin,
    );
    expect(activated.body.message).toBe(EM.clientActivated);
    const session = await signIn(pendingUser.email, 'Str0ng&Secret!');
    expect(session.status).toBe(200);
    const token = session.body.token as string;
    expect((await get('/api/employers/profile', token)).status).toBe(200);

    const disabled = await put(
      `/api/employers/clients/${pending.id}/status`,
      { status: 'disabled' },
      admin,
    );
    expect(disabled.body.message).toBe(EM.clientDisabled);
    expect((await get('/api/employers/profile', token)).status).toBe(401);
    expect((await signIn(pendingUser.email, 'Str0ng&Secret!')).status).toBe(403);

    const enabled = await put(
      `/api/employers/clients/${pending.id}/status`,
      { status: 'active' },
      admin,
    );
    expect(enabled.body.message).toBe(EM.clientEnabled);
    expect((await signIn(pendingUser.email, 'Str0ng&Secret!')).status).toBe(200);
    const history = await t.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.companyId, pending.id));
    expect(history.filter((h) => h.action === 'company.status')).toHaveLength(3);
  });

  it('keeps internal comments that the client itself never sees', async () => {
    const client = await buildCompany(t.database.db);
    const clientUser = await signedIn(t.app, t.database.db, 'employer', { companyId: client.id });
    const empty = await post(`/api/employers/clients/${client.id}/comment`, { body: ' ' }, admin);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toEqual({ body: EM.commentRequired });
    const added = await post(
      `/api/employers/clients/${client.id}/comment`,
      { body: 'Prefers calls after 2 pm; renewal due in March.' },
      admin,
    );
    expect(added.status).toBe(201);
    const comments = (await get(`/api/employers/clients/${client.id}/comment`, admin)).body
      .data as TCompanyComment[];
    expect(comments).toMatchObject([{ body: 'Prefers calls after 2 pm; renewal due in March.' }]);

    // The client: refused the comments call, and its own profile carries none.
    const own = await get(`/api/employers/clients/${client.id}/comment`, clientUser.token);
    expect(own.status).toBe(403);
    expect(
      (await post(`/api/employers/clients/${client.id}/comment`, { body: 'x' }, clientUser.token))
        .status,
    ).toBe(403);
    const profile = await get('/api/employers/profile', clientUser.token);
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body)).not.toContain('renewal due');
    expect((await get(`/api/employers/${client.id}/public-profile`)).body.data).not.toHaveProperty(
      'comments',
    );
  });

  it("counts a client's own jobs and those the consultancy posts for it", async () => {
    const consultancy = await buildCompany(t.database.db, { kind: 'consultancy' });
    const client = await buildCompany(t.database.db, { managedById: consultancy.id });
    const job = (companyId: number, title: string, clientCompanyId: number | null = null) => ({
      companyId,
      clientCompanyId,
      title,
      employmentType: 'full_time',
      description: 'Move goods.',
      validThrough: '2099-12-31',
    });
    await t.database.db
      .insert(jobs)
      .values([
        job(client.id, 'Warehouse Supervisor'),
        job(consultancy.id, 'Fleet Manager', client.id),
        job(consultancy.id, 'Someone else', null),
      ]);
    const view = (await get(`/api/employers/clients/${client.id}`, admin)).body.data as TClientView;
    expect(view.jobs.count).toBe(2);
    expect(view.jobs.latest.map((j) => j.title).sort()).toEqual([
      'Fleet Manager',
      'Warehouse Supervisor',
    ]);
    const listed = await list(`q=${encodeURIComponent(client.name)}`);
    expect(listed.items[0].jobs_count).toBe(2);
  });

  it('adds a user to a client with the contact form', async () => {
    const client = await buildCompany(t.database.db);
    const body = newClient();
    const res = await post(`/api/employers/clients/${client.id}/create-user`, body, admin);
    expect(res.status).toBe(201);
    expect((await signIn(body.username)).status).toBe(200);
    const bad = await post(
      `/api/employers/clients/${client.id}/create-user`,
      newClient({ password: '', confirmPassword: '' }),
      admin,
    );
    expect(bad.body.message).toMatchObject({ password: MSG.passwordRequired });
  });

  it('shows a consultancy administrator only its managed clients and its own company', async () => {
    const consultancy = await buildCompany(t.database.db, { kind: 'consultancy' });
    const cadmin = await signedIn(t.app, t.database.db, 'consultancy_admin', {
      companyId: consultancy.id,
    });
    const tag = `Mirage${Math.floor(Math.random() * 1e9)}`;
    const managed = await buildCompany(t.database.db, {
      name: `${tag} Managed`,
      managedById: consultancy.id,
    });
    const other = await buildCompany(t.database.db, { name: `${tag} Other` });
    expect((await list(`q=${tag}`, cadmin.token)).items.map((i) => i.id)).toEqual([managed.id]);
    expect((await list(`q=${tag}`)).total).toBe(2);
    const ownConsultancy = await list(`kind=consultancy`, cadmin.token);
    expect(ownConsultancy.items.map((i) => i.id)).toEqual([consultancy.id]);

    expect((await get(`/api/employers/clients/${managed.id}`, cadmin.token)).status).toBe(200);
    for (const url of [
      `/api/employers/clients/${other.id}`,
      `/api/employers/clients/${other.id}/comment`,
    ]) {
      const res = await get(url, cadmin.token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(EM.companyNotFound);
    }
    expect(
      (await post(`/api/employers/clients/${other.id}/comment`, { body: 'hi' }, cadmin.token))
        .status,
    ).toBe(404);
    expect(
      (await put(`/api/employers/clients/${other.id}/status`, { status: 'disabled' }, cadmin.token))
        .status,
    ).toBe(404);
    expect(
      (await post(`/api/employers/clients/${other.id}/create-user`, newClient(), cadmin.token))
        .status,
    ).toBe(404);
    // Its own consultancy: seen, never disabled by itself.
    expect(
      (
        await put(
          `/api/employers/clients/${consultancy.id}/status`,
          { status: 'disabled' },
          cadmin.token,
        )
      ).status,
    ).toBe(409);

    // A consultancy never comes from a consultancy administrator (decision 034).
    const consultancyRefused = await post(
      '/api/employers/clients',
      newClient({ kind: 'consultancy' }),
      cadmin.token,
    );
    expect(consultancyRefused.body).toEqual({ message: RM.consultancyByMaster, code: 'FORBIDDEN' });

    // A client made by a consultancy administrator is managed by its consultancy.
    const body = newClient();
    const created = await post('/api/employers/clients', body, cadmin.token);
    expect(created.status).toBe(201);
    const [row] = await t.database.db
      .select({ managedById: companies.managedById })
      .from(companies)
      .where(eq(companies.id, (created.body.data as { id: number }).id));
    expect(row.managedById).toBe(consultancy.id);
    await post(
      `/api/employers/clients/${managed.id}/comment`,
      { body: 'Managed note' },
      cadmin.token,
    );
    const [comment] = await t.database.db
      .select({ authorId: companyComments.authorId })
      .from(companyComments)
      .where(and(eq(companyComments.companyId, managed.id)));
    expect(comment.authorId).toBe(cadmin.user.id);
  });

  it('refuses the client calls to every role without clients.manage', async () => {
    const client = await buildCompany(t.database.db);
    for (const role of ['employer', 'consultancy', 'ats', 'candidate'] as const) {
      const { token } = await signedIn(t.app, t.database.db, role);
      expect((await get('/api/employers/clients', token)).status).toBe(403);
      expect((await get(`/api/employers/clients/${client.id}`, token)).status).toBe(403);
      expect((await post('/api/employers/clients', newClient(), token)).status).toBe(403);
      expect(
        (await put(`/api/employers/clients/${client.id}/status`, { status: 'disabled' }, token))
          .status,
      ).toBe(403);
      expect(
        (await post(`/api/employers/clients/${client.id}/create-user`, newClient(), token)).status,
      ).toBe(403);
    }
    expect((await get('/api/employers/clients')).status).toBe(401);
    const users0 = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.companyId, client.id));
    expect(users0).toHaveLength(0);
  });
});
