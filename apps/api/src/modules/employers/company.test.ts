import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@logicareers/shared/messages';
import {
  EMPLOYER_MESSAGES as EM,
  type TCompanyProfile,
  type TCompanyPublicProfile,
  type TCompanyUsers,
} from '@logicareers/shared/schemas/employer';
import { auditLog, rolePermissions, roles, users } from '../../db/schema';
import { buildCompany, loadMaster, signedIn } from '../../test/factories';
import { fileForm, pdfCv, PNG } from '../../test/files';
import { call, DATABASES, LOGIN_PATH, startTestApp, type TestApp } from '../../test/harness';

const unique = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ae`;
const colleague = (overrides: Record<string, unknown> = {}) => ({
  pronoun: 'Mr',
  first_name: 'Omar',
  last_name: 'Saeed',
  username: unique('omar'),
  mobile_number: '+971 50 222 3344',
  password: 'Str0ngPass!',
  confirmPassword: 'Str0ngPass!',
  ...overrides,
});
const profileBody = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Gulf Reefer Logistics LLC',
  primary_email: 'hello@gulfreefer.ae',
  primary_mobile: '+971 4 555 0101',
  about: 'Temperature-controlled <b>storage</b> & distribution across the UAE.',
  industry_id: null,
  size: '51-200',
  trade_licence: 'DED-778812',
  website: 'https://gulfreefer.ae',
  ...overrides,
});

describe.each(DATABASES)("a company's own profile and users (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const req = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ) => call(t.app, { method, url, token, ...(payload ? { payload: payload as object } : {}) });

  /** A company with a manager (built-in employer role) and a recruiter whose role lacks company.manage. */
  async function company() {
    const c = await buildCompany(t.database.db);
    const manager = await signedIn(t.app, t.database.db, 'employer', { companyId: c.id });
    const [recruiterRole] = await t.database.db
      .insert(roles)
      .values({ name: `Recruiter ${c.id}`, kind: 'employer', companyId: c.id })
      .returning({ id: roles.id });
    await t.database.db.insert(rolePermissions).values(
      ['area.employer', 'area.management', 'jobs.manage'].map((permissionKey) => ({
        roleId: recruiterRole.id,
        permissionKey,
      })),
    );
    const recruiter = await signedIn(t.app, t.database.db, 'employer', {
      companyId: c.id,
      roleId: recruiterRole.id,
    });
    return { id: c.id, manager, recruiter, recruiterRoleId: recruiterRole.id };
  }

  it('lets any user read the profile and a manager change it, each change audited', async () => {
    const c = await company();
    const read = await req('GET', '/api/employers/profile', c.recruiter.token);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: c.id, contacts: [], branches: [] });

    expect(
      (await req('PUT', '/api/employers/update', c.recruiter.token, profileBody())).status,
    ).toBe(403);
    const { lists } = await loadMaster(t.app, ['industry']);
    const saved = await req(
      'PUT',
      '/api/employers/update',
      c.manager.token,
      profileBody({ industry_id: lists.industry[0].id }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(EM.profileSaved);
    expect(saved.body.data).toMatchObject({
      company_name: 'Gulf Reefer Logistics LLC',
      primary_mobile: '+97145550101',
      size: '51-200',
      industry: lists.industry[0].name,
      website: 'https://gulfreefer.ae',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, c.id), eq(auditLog.action, 'company.update')));
    expect(entry.actorId).toBe(c.manager.user.id);
    expect(entry.after).toMatchObject({ name: 'Gulf Reefer Logistics LLC' });
    expect((entry.before as { name: string }).name).not.toBe('Gulf Reefer Logistics LLC');

    const bad = await req(
      'PUT',
      '/api/employers/update',
      c.manager.token,
      profileBody({
        company_name: '',
        primary_email: 'x',
        primary_mobile: '',
        website: 'javascript:alert(1)',
        size: 'huge',
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatchObject({
      company_name: MSG.companyNameRequired,
      primary_email: MSG.emailFormat,
      primary_mobile: MSG.mobileRequired,
      website: EM.websiteInvalid,
    });
    expect(bad.body.message).toHaveProperty('size');
  });

  it("keeps the company's TRN for its invoices, its own company's only", async () => {
    const c = await company();
    const other = await company();
    const trnOf = async (token: string) =>
      ((await req('GET', '/api/employers/profile', token)).body.data as TCompanyProfile).trn;
    expect(await trnOf(c.manager.token)).toBe('');

    const saved = await req(
      'PUT',
      '/api/employers/update',
      c.manager.token,
      profileBody({ trn: ' 100234567800003 ' }),
    );
    expect(saved.status).toBe(200);
    expect((saved.body.data as TCompanyProfile).trn).toBe('100234567800003');
    expect(await trnOf(c.recruiter.token)).toBe('100234567800003');
    // The administrators who look after the client see it on the client's page.
    const admin = await signedIn(t.app, t.database.db, 'master_admin');
    const view = await req('GET', `/api/employers/clients/${c.id}`, admin.token);
    expect((view.body.data as { profile: TCompanyProfile }).profile.trn).toBe('100234567800003');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, c.id), eq(auditLog.action, 'company.update')));
    expect(entry.after).toMatchObject({ trn: '100234567800003' });

    for (const trn of ['12345', '1002345678000031', '10023456780000A', 'TRN100234567800']) {
      const bad = await req('PUT', '/api/employers/update', c.manager.token, profileBody({ trn }));
      expect(bad.status, trn).toBe(400);
      expect(bad.body.message).toMatchObject({ trn: EM.trnFormat });
    }
    // A recruiter without company.manage cannot change it.
    const refused = await req(
      'PUT',
      '/api/employers/update',
      c.recruiter.token,
      profileBody({ trn: '100999999900003' }),
    );
    expect(refused.status).toBe(403);
    // Another company's manager changes only their own company's.
    await req('PUT', '/api/employers/update', other.manager.token, {
      ...profileBody({ trn: '100777777700003' }),
      id: c.id,
      company_id: c.id,
    });
    expect(await trnOf(other.manager.token)).toBe('100777777700003');
    expect(await trnOf(c.manager.token)).toBe('100234567800003');

    // A profile sent without a TRN keeps the one saved; an empty one removes it.
    await req('PUT', '/api/employers/update', c.manager.token, profileBody({ about: 'New' }));
    expect(await trnOf(c.manager.token)).toBe('100234567800003');
    await req('PUT', '/api/employers/update', c.manager.token, profileBody({ trn: '' }));
    expect(await trnOf(c.manager.token)).toBe('');
  });

  it('keeps contacts, branches and social links, within the company only', async () => {
    const c = await company();
    const other = await company();
    const { idOf } = await loadMaster(t.app, ['state']);
    const added = await req('POST', '/api/employers/contacts', c.manager.token, {
      name: 'Aisha Rahman',
      designation: 'HR Manager',
      email: 'aisha@example.ae',
      phone: '+971 50 333 4455',
    });
    expect(added.status).toBe(201);
    const contact = (added.body.data as TCompanyProfile).contacts[0];
    expect(contact).toMatchObject({ name: 'Aisha Rahman', phone: '+971503334455' });
    const edited = await req('PUT', `/api/employers/contacts/${contact.id}`, c.manager.token, {
      name: 'Aisha R.',
    });
    expect((edited.body.data as TCompanyProfile).contacts[0]).toMatchObject({
      name: 'Aisha R.',
      email: '',
    });
    expect(
      (await req('POST', '/api/employers/contacts', c.manager.token, { name: '', email: 'x' })).body
        .message,
    ).toEqual({ name: EM.contactNameRequired, email: MSG.emailFormat });

    const branch = await req('POST', '/api/employers/branches', c.manager.token, {
      state_id: idOf('state', 'Dubai'),
      area: 'Al Quoz',
      address: 'Warehouse 12, Street 8',
      phone: '+971 4 222 3333',
    });
    expect(branch.status).toBe(201);
    const branchId = (branch.body.data as TCompanyProfile).branches[0].id;
    expect((branch.body.data as TCompanyProfile).branches[0]).toMatchObject({ state: 'Dubai' });
    expect(
      (await req('POST', '/api/employers/branches', c.manager.token, { address: '' })).body.message,
    ).toMatchObject({ state_id: EM.emirateRequired, address: EM.addressRequired });

    // Another company's manager reaches neither the contact nor the branch.
    for (const [method, url] of [
      ['PUT', `/api/employers/contacts/${contact.id}`],
      ['DELETE', `/api/employers/contacts/${contact.id}`],
      ['PUT', `/api/employers/branches/${branchId}`],
      ['DELETE', `/api/employers/branches/${branchId}`],
    ] as const) {
      const res = await req(method, url, other.manager.token, {
        name: 'Taken',
        state_id: idOf('state', 'Dubai'),
        address: 'x',
      });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    // A colleague without company.manage changes nothing.
    expect(
      (await req('DELETE', `/api/employers/contacts/${contact.id}`, c.recruiter.token)).status,
    ).toBe(403);

    const social = await req('PUT', '/api/employers/social', c.manager.token, {
      linkedin: 'https://www.linkedin.com/company/gulf-reefer',
      x: '',
    });
    expect((social.body.data as TCompanyProfile).social_links).toEqual({
      linkedin: 'https://www.linkedin.com/company/gulf-reefer',
    });
    const badSocial = await req('PUT', '/api/employers/social', c.manager.token, {
      facebook: 'javascript:alert(1)',
    });
    expect(badSocial.body.message).toEqual({ facebook: EM.socialInvalid });

    expect(
      (await req('DELETE', `/api/employers/contacts/${contact.id}`, c.manager.token)).status,
    ).toBe(200);
    expect(
      (await req('DELETE', `/api/employers/branches/${branchId}`, c.manager.token)).status,
    ).toBe(200);
    const actions = (
      await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.companyId, c.id))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'company.contact.create',
        'company.contact.update',
        'company.contact.delete',
        'company.branch.create',
        'company.branch.delete',
        'company.social',
      ]),
    );
  });

  it('takes a logo image and shows it with the profile on the public page', async () => {
    const c = await company();
    const upload = async (bytes: Buffer, name: string, type: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/employers/logo',
        token: c.manager.token,
        ...(await fileForm('logo', bytes, name, type)),
      });
    const pdf = await upload(await pdfCv(['Not an image']), 'logo.png', 'image/png');
    expect(pdf.status).toBe(415);
    expect(pdf.body.message).toBe(EM.logoType);
    const ok = await upload(PNG, 'logo.png', 'image/png');
    expect(ok.status).toBe(201);
    const url = (ok.body.data as TCompanyProfile).logo_url!;
    expect(url).toMatch(/^\/api\/files\/photo\//);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    await req('PUT', '/api/employers/social', c.manager.token, {
      instagram: 'https://instagram.com/gulfreefer',
    });
    await req('PUT', '/api/employers/update', c.manager.token, profileBody());
    const shown = await req('GET', `/api/employers/${c.id}/public-profile`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({
      id: c.id,
      name: 'Gulf Reefer Logistics LLC',
      about: profileBody().about,
      industry: null,
      size: '51-200',
      website: 'https://gulfreefer.ae',
      logo_url: url,
      social_links: { instagram: 'https://instagram.com/gulfreefer' },
      branches: [],
    });
    // Nothing internal reaches visitors.
    expect(JSON.stringify(shown.body)).not.toContain('DED-778812');
    // Visitors see the logo beside the company in the list of employers.
    const listed = await req('GET', `/api/employers/?q=${encodeURIComponent('Gulf Reefer')}`);
    expect(listed.status).toBe(200);
    expect(
      (listed.body.data as { items: { id: number; logo_url: string | null }[] }).items.find(
        (item) => item.id === c.id,
      )?.logo_url,
    ).toBe(url);
    const removed = await req('DELETE', '/api/employers/logo', c.manager.token);
    expect((removed.body.data as TCompanyProfile).logo_url).toBeNull();
    const pending = await buildCompany(t.database.db, { status: 'pending' });
    expect((await req('GET', `/api/employers/${pending.id}/public-profile`)).status).toBe(404);

    // In Arabic, the emirates of its branches have their Arabic names.
    const { idOf } = await loadMaster(t.app, ['state']);
    await req('POST', '/api/employers/branches', c.manager.token, {
      state_id: idOf('state', 'Dubai'),
      area: 'Al Quoz',
      address: 'Warehouse 12, Street 8',
      phone: '+971 4 222 3333',
    });
    const branchesIn = async (lang: string) =>
      (
        (await req('GET', `/api/employers/${c.id}/public-profile?lang=${lang}`)).body
          .data as TCompanyPublicProfile
      ).branches;
    expect(await branchesIn('ar')).toEqual([{ state: 'دبي', area: 'Al Quoz' }]);
    expect(await branchesIn('en')).toEqual([{ state: 'Dubai', area: 'Al Quoz' }]);
  });

  it("adds colleagues with the company's roles only, and changes, disables and removes them", async () => {
    const c = await company();
    const other = await company();
    const listed = await req('GET', '/api/employers/user-list', c.manager.token);
    expect(listed.status).toBe(200);
    const data = listed.body.data as TCompanyUsers;
    expect(data.users.map((u) => u.id).sort()).toEqual(
      [c.manager.user.id, c.recruiter.user.id].sort(),
    );
    expect(data.roles.map((r) => r.id)).toContain(c.recruiterRoleId);
    expect(data.roles.map((r) => r.id)).not.toContain(other.recruiterRoleId);
    expect((await req('GET', '/api/employers/user-list', c.recruiter.token)).status).toBe(403);

    // Roles of another company or another kind are refused.
    const [consultancyRole] = await t.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.kind, 'consultancy'), eq(roles.builtin, true)));
    for (const roleId of [other.recruiterRoleId, consultancyRole.id]) {
      const refused = await req(
        'POST',
        '/api/employers/create-user',
        c.manager.token,
        colleague({ role_id: roleId }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toEqual({ role_id: EM.roleNotAssignable });
    }
    const badForm = await req(
      'POST',
      '/api/employers/create-user',
      c.manager.token,
      colleague({ username: 'nope', confirmPassword: 'x', first_name: '' }),
    );
    expect(badForm.body.message).toMatchObject({
      username: MSG.emailFormat,
      confirmPassword: MSG.passwordsMustMatch,
      first_name: MSG.firstNameRequired,
    });

    const body = colleague({ role_id: c.recruiterRoleId });
    const created = await req('POST', '/api/employers/create-user', c.manager.token, body);
    expect(created.status).toBe(201);
    const newUser = (created.body.data as TCompanyUsers).users.find(
      (u) => u.email === body.username,
    )!;
    expect(newUser).toMatchObject({ role_id: c.recruiterRoleId, manages_company: false });
    const session = await req('POST', LOGIN_PATH.employer, undefined, {
      email: body.username,
      password: body.password,
    });
    expect(session.status).toBe(200);

    // Another company's manager cannot touch this company's users.
    expect(
      (
        await req('PUT', `/api/employers/user-detail/${newUser.id}`, other.manager.token, {
          role_id: other.recruiterRoleId,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await req('PUT', `/api/employers/user-detail/${newUser.id}/status`, other.manager.token, {
          status: 'disabled',
        })
      ).status,
    ).toBe(404);
    expect(
      (await req('DELETE', `/api/employers/user-detail/${newUser.id}`, other.manager.token)).status,
    ).toBe(404);

    const disabled = await req(
      'PUT',
      `/api/employers/user-detail/${newUser.id}/status`,
      c.manager.token,
      { status: 'disabled' },
    );
    expect(disabled.body.message).toBe(EM.userDisabled);
    expect((await req('GET', '/api/employers/profile', session.body.token)).status).toBe(401);
    await req('PUT', `/api/employers/user-detail/${newUser.id}/status`, c.manager.token, {
      status: 'active',
    });

    const [builtin] = (listed.body.data as TCompanyUsers).roles.filter((r) => r.builtin);
    const promoted = await req('PUT', `/api/employers/user-detail/${newUser.id}`, c.manager.token, {
      role_id: builtin.id,
    });
    expect(promoted.status).toBe(200);
    expect(
      (promoted.body.data as TCompanyUsers).users.find((u) => u.id === newUser.id),
    ).toMatchObject({ manages_company: true });

    const removed = await req(
      'DELETE',
      `/api/employers/user-detail/${newUser.id}`,
      c.manager.token,
    );
    expect(removed.body.message).toBe(EM.userRemoved);
    const [row] = await t.database.db
      .select({ status: users.status, companyId: users.companyId })
      .from(users)
      .where(eq(users.id, newUser.id));
    expect(row).toEqual({ status: 'disabled', companyId: null });
  });

  it('never leaves a company without a user who can manage it', async () => {
    const c = await company();
    // A second manager who could otherwise take the first's right away.
    const second = await signedIn(t.app, t.database.db, 'employer', { companyId: c.id });
    await req('PUT', `/api/employers/user-detail/${c.manager.user.id}/status`, second.token, {
      status: 'disabled',
    });
    // The second, now the only active manager, can neither demote nor remove itself.
    const demoteSelf = await req(
      'PUT',
      `/api/employers/user-detail/${second.user.id}`,
      second.token,
      { role_id: c.recruiterRoleId },
    );
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.body.message).toBe(EM.lastManager);
    expect(
      (await req('DELETE', `/api/employers/user-detail/${second.user.id}`, second.token)).status,
    ).toBe(409);

    // Re-enable the first manager, then neither can remove or disable the other's last right.
    await req('PUT', `/api/employers/user-detail/${c.manager.user.id}/status`, second.token, {
      status: 'active',
    });
    const signedAgain = await req('POST', LOGIN_PATH.employer, undefined, {
      email: c.manager.user.email,
      password: 'Str0ng&Secret!',
    });
    const first = signedAgain.body.token as string;
    expect(
      (await req('DELETE', `/api/employers/user-detail/${second.user.id}`, first)).status,
    ).toBe(200);
    const lastOne = await req('PUT', `/api/employers/user-detail/${c.manager.user.id}`, first, {
      role_id: c.recruiterRoleId,
    });
    expect(lastOne.status).toBe(409);
    expect(lastOne.body.message).toBe(EM.lastManager);
  });

  it('refuses the company calls to users of no company and to roles without company.manage', async () => {
    const candidate = await signedIn(t.app, t.database.db, 'candidate');
    const profile = await req('GET', '/api/employers/profile', candidate.token);
    expect(profile.status).toBe(404);
    expect(profile.body.message).toBe(EM.companyNotFound);
    for (const role of ['candidate', 'consultancy', 'ats'] as const) {
      const { token } = await signedIn(t.app, t.database.db, role);
      expect((await req('PUT', '/api/employers/update', token, profileBody())).status).toBe(403);
      expect((await req('GET', '/api/employers/user-list', token)).status).toBe(403);
      expect((await req('POST', '/api/employers/create-user', token, colleague())).status).toBe(
        403,
      );
    }
    expect((await req('GET', '/api/employers/profile')).status).toBe(401);
  });
});
