import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { API } from '@logicareers/shared/api';
import { PAGES, paths } from '@logicareers/shared/pages';
import { AUDIT_ACTIONS } from '@logicareers/shared/audit';
import { BUILTIN_ROLES, PERMISSIONS } from '@logicareers/shared/roles';
import { ROLE_MESSAGES, type TRole, type TRoleGroup } from '@logicareers/shared/schemas/roles';
import { signedIn } from '../../../../api/src/test/factories';
import { call } from '../../../../api/src/test/harness';
import { builtinRoleId } from '../../../../api/src/modules/access/access.policy';
import { setToken } from '../../lib/storage';
import { chooseOption, renderRoutes, resetPage, signedInAs, testApi } from '../../test/render';
import { AuditLogPage } from './audit-log-page';
import { CompanyRolesPage } from './company-roles-page';
import { PermissionPage } from './permission-page';
import { PermissionsPage } from './permissions-page';
import { RoleActionPage } from './role-action-page';
import { RoleGroupsPage } from './role-groups-page';
import { RolesPage } from './roles-page';

const api = testApi({ slow: true });
const admin = signedInAs(api, 'master_admin');

const routes: RouteObject[] = [
  { path: PAGES.admin.roles, element: <RolesPage /> },
  { path: PAGES.admin.roleAction, element: <RoleActionPage /> },
  { path: PAGES.admin.roleGroups, element: <RoleGroupsPage /> },
  { path: PAGES.admin.permissions, element: <PermissionsPage /> },
  { path: PAGES.admin.permissionView, element: <PermissionPage /> },
  { path: PAGES.admin.auditLog, element: <AuditLogPage /> },
  { path: PAGES.management.companyRoles, element: <CompanyRolesPage /> },
];

const asAdmin = () => setToken(admin.token);
const get = async <T,>(url: string, token = admin.token) =>
  (await call(api.app, { method: 'GET', url, token })).body.data as T;

describe('the role form', () => {
  it('says what is missing before sending anything', async () => {
    asAdmin();
    await renderRoutes(routes, { path: paths.admin.roleCreate });
    await userEvent.click(await screen.findByRole('button', { name: 'Save role' }));
    expect(await screen.findByText(ROLE_MESSAGES.nameRequired)).toBeDefined();
    expect(screen.getByText(ROLE_MESSAGES.kindRequired)).toBeDefined();
  });

  it('creates a role with the permissions its kind may hold, grouped with their descriptions', async () => {
    asAdmin();
    await renderRoutes(routes, { path: paths.admin.roleCreate });
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Junior recruiter');
    await userEvent.type(screen.getByLabelText('Description'), 'Posts jobs');
    await chooseOption(screen.getByRole('combobox', { name: /Kind of account/ }), 'Employer');
    // What an employer may never hold is not offered.
    expect(screen.queryByLabelText(PERMISSIONS['outbox.read'])).toBeNull();
    expect(screen.getByRole('group', { name: 'Recruiting' })).toBeDefined();
    await userEvent.click(screen.getByLabelText(PERMISSIONS['jobs.manage']));
    await userEvent.click(screen.getByLabelText(PERMISSIONS['area.employer']));
    await userEvent.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByRole('heading', { name: 'Roles' })).toBeDefined();
    expect(await screen.findByText('Junior recruiter')).toBeDefined();
    const roles = await get<TRole[]>(API.access.roles);
    expect(roles.find((r) => r.name === 'Junior recruiter')).toMatchObject({
      kind: 'employer',
      description: 'Posts jobs',
      permissions: ['area.employer', 'jobs.manage'],
    });
  });

  it("keeps the master administrator role's hold on the admin panel out of reach", async () => {
    asAdmin();
    const id = await builtinRoleId(api.database.db, 'master_admin');
    await renderRoutes(routes, { path: paths.admin.roleEdit(id) });
    const lifeline = await screen.findByLabelText(PERMISSIONS['roles.manage']);
    expect((lifeline as HTMLInputElement).disabled).toBe(true);
    expect((lifeline as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/administrators are never locked out/)).toBeDefined();
    expect(
      (screen.getByRole('combobox', { name: /Kind of account/ }) as HTMLInputElement).disabled,
    ).toBe(true);
  });
});

describe("a company's own roles", () => {
  it('offers only the permissions the company administrator holds, and saves the role', async () => {
    const { token } = await signedIn(api.app, api.database.db, 'employer');
    setToken(token);
    await renderRoutes(routes, { path: paths.admin.companyRoles });
    expect(await screen.findByText(/no roles of its own yet/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'New role' }));
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Job poster');
    expect(screen.queryByRole('textbox', { name: /Kind of account/ })).toBeNull();
    expect(screen.queryByLabelText(PERMISSIONS['users.list'])).toBeNull();
    expect(screen.queryByLabelText(PERMISSIONS['roles.manage'])).toBeNull();
    await userEvent.click(screen.getByLabelText(PERMISSIONS['jobs.manage']));
    await userEvent.click(screen.getByRole('button', { name: 'Save role' }));
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Job poster')).toBeDefined();
    const mine = await get<TRole[]>(API.access.companyRoles, token);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'employer', permissions: ['jobs.manage'] });
  });
});

describe('role groups', () => {
  it('creates a group of roles of one kind in a dialog', async () => {
    asAdmin();
    await renderRoutes(routes, { path: paths.admin.roleGroups });
    await userEvent.click(await screen.findByRole('button', { name: 'New role group' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Hiring team');
    await chooseOption(
      within(dialog).getByRole('combobox', { name: /Kind of account/ }),
      'ATS user',
    );
    await userEvent.click(await within(dialog).findByLabelText('ATS user'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save group' }));
    expect(await screen.findByText('Hiring team')).toBeDefined();
    const groups = await get<TRoleGroup[]>(API.access.roleGroups);
    expect(groups.find((g) => g.name === 'Hiring team')?.roles.map((r) => r.name)).toEqual([
      'ATS user',
    ]);
  });
});

describe('a permission', () => {
  it('is granted to a role with a switch, and the audit log shows before and after', async () => {
    asAdmin();
    const ats = await builtinRoleId(api.database.db, 'ats');
    await renderRoutes(routes, { path: paths.admin.permission('users.list') });
    const toggle = await screen.findByRole('switch', { name: /ATS user/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await userEvent.click(toggle);
    await waitFor(async () => {
      const role = await get<TRole>(API.access.role(ats));
      expect(role.permissions).toContain('users.list');
    });
    resetPage();
    asAdmin();
    await renderRoutes(routes, { path: paths.admin.auditLog });
    await chooseOption(
      screen.getByRole('combobox', { name: 'Action' }),
      'Permission granted to a role',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    const entry = (await screen.findAllByText('Permission granted to a role'))
      .map((el) => el.closest('li'))
      .find(Boolean)!;
    await userEvent.click(within(entry).getByRole('button', { name: 'Show changes' }));
    // The role's permissions read as what was added; the role's name, unchanged, as it is.
    expect(await within(entry).findByText('Added')).toBeDefined();
    expect(within(entry).getAllByText('users.list').length).toBeGreaterThan(0);
    expect(within(entry).getByText('permissions')).toBeDefined();
  });
});

/** The English texts the catalogue replaces in Arabic: none of them may show. */
const ENGLISH = [
  ...Object.values(AUDIT_ACTIONS),
  ...Object.values(PERMISSIONS),
  ...Object.values(BUILTIN_ROLES).map((role) => role.name),
];
const englishShown = () => ENGLISH.filter((text) => document.body.textContent?.includes(text));

describe('in Arabic', () => {
  it('lists the permissions and the built-in roles holding them in Arabic', async () => {
    asAdmin();
    await renderRoutes(routes, { path: paths.admin.permissions, language: 'ar' });
    expect(await screen.findByText('قراءة سجل التدقيق للإجراءات الإدارية')).toBeDefined();
    expect(screen.getAllByText('المسؤول الرئيسي').length).toBeGreaterThan(0);
    expect(screen.getAllByText('صاحب عمل').length).toBeGreaterThan(0);
    expect(englishShown()).toEqual([]);
  });

  it("shows one permission's description and the site's roles in Arabic", async () => {
    asAdmin();
    await renderRoutes(routes, { path: paths.admin.permission('users.list'), language: 'ar' });
    expect(await screen.findByRole('switch', { name: /مسؤول الاستشارات/ })).toBeDefined();
    expect(screen.getByText('عرض قائمة المستخدمين')).toBeDefined();
    expect(englishShown()).toEqual([]);
  });

  it('names the built-in roles in Arabic, and the roles administrators made as they named them', async () => {
    asAdmin();
    await call(api.app, {
      method: 'POST',
      url: API.access.roles,
      token: admin.token,
      body: { name: 'Night shift dispatcher', kind: 'employer', permissions: [] },
    });
    await renderRoutes(routes, { path: paths.admin.roles, language: 'ar' });
    expect(await screen.findByText('المسؤول الرئيسي')).toBeDefined();
    expect(screen.getAllByText('مسؤول التوظيف في الاستشارات').length).toBeGreaterThan(0);
    expect(screen.getByText('Night shift dispatcher')).toBeDefined();
    expect(englishShown()).toEqual([]);
  });

  it('offers permissions by their Arabic descriptions when a role is edited', async () => {
    asAdmin();
    const id = await builtinRoleId(api.database.db, 'employer');
    await renderRoutes(routes, { path: paths.admin.roleEdit(id), language: 'ar' });
    expect(await screen.findByLabelText('إنشاء وظائف الشركة وإدارتها')).toBeDefined();
    expect(screen.getByRole('heading', { name: /تعديل.*صاحب عمل/ })).toBeDefined();
  });

  it('reads the audit log in Arabic: its actions, filters and entries', async () => {
    asAdmin();
    const ats = await builtinRoleId(api.database.db, 'ats');
    await call(api.app, {
      method: 'PUT',
      url: API.access.permission('outbox.read'),
      token: admin.token,
      body: { role_id: ats, held: false },
    });
    await call(api.app, {
      method: 'PUT',
      url: API.access.permission('users.list'),
      token: admin.token,
      body: { role_id: ats, held: true },
    });
    await renderRoutes(routes, { path: paths.admin.auditLog, language: 'ar' });
    expect((await screen.findAllByText('منح صلاحية لدور')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'سجل التدقيق' })).toBeDefined();
    await userEvent.click(screen.getByRole('combobox', { name: 'الإجراء' }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map(
      (option) => option.textContent,
    );
    expect(options).toContain('سحب صلاحية من دور');
    expect(options).toContain('تسجيل دفعة وإصدار فاتورة ضريبية');
    expect(englishShown()).toEqual([]);
  });
});
