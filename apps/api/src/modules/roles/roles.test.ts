import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { BUILTIN_ROLES } from '@logicareers/shared/roles';
import {
  ROLE_MESSAGES as M,
  roleInUseMessage,
  type TAuditEntry,
  type TPermissionInfo,
  type TRole,
  type TRoleGroup,
} from '@logicareers/shared/schemas/roles';
import type { TPage } from '@logicareers/shared/api';
import { users } from '../../db/schema';
import { buildUser, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { builtinRoleId } from '../access/access.policy';

const unique = () => Math.random().toString(36).slice(2, 8);

describe.each(DATABASES)('roles, role groups, permissions and the audit log (%s)', (kind) => {
  let t: TestApp;
  let admin: { token: string; email: string };
  const as = (token: string) => ({
    get: (url: string, query?: Record<string, string>) =>
      call(t.app, { method: 'GET', url, query, token }),
    post: (url: string, payload: object) => call(t.app, { method: 'POST', url, payload, token }),
    put: (url: string, payload: object) => call(t.app, { method: 'PUT', url, payload, token }),
    del: (url: string) => call(t.app, { method: 'DELETE', url, token }),
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    const signed = await signedIn(t.app, t.database.db, 'master_admin');
    admin = { token: signed.token, email: signed.user.email };
  });
  afterAll(() => t?.close());

  const auditOf = async (query: Record<string, string>) =>
    ((await as(admin.token).get(API.access.auditLog, query)).body.data as TPage<TAuditEntry>).items;

  describe("the site's roles", () => {
    it('lists every built-in role with its permissions and how many users hold it', async () => {
      await buildUser(t.database.db, 'ats');
      const res = await as(admin.token).get(API.access.roles);
      expect(res.status).toBe(200);
      const roles = res.body.data as TRole[];
      const ats = roles.find((r) => r.kind === 'ats' && r.builtin)!;
      expect(ats.name).toBe(BUILTIN_ROLES.ats.name);
      expect(ats.permissions).toEqual([...BUILTIN_ROLES.ats.permissions].sort());
      expect(ats.users).toBeGreaterThanOrEqual(1);
      expect(roles.every((r) => r.company_id === null)).toBe(true);
      const onlyAts = (await as(admin.token).get(API.access.roles, { kind: 'ats' })).body
        .data as TRole[];
      expect(new Set(onlyAts.map((r) => r.kind))).toEqual(new Set(['ats']));
    });

    it('creates, changes and deletes a custom role, each step in the audit log', async () => {
      const api = as(admin.token);
      const name = `Junior recruiter ${unique()}`;
      const created = await api.post(API.access.roles, {
        name,
        description: 'Posts jobs, no CV search',
        kind: 'consultancy',
        permissions: ['jobs.manage', 'area.management', 'jobs.manage'],
      });
      expect(created.status).toBe(201);
      const role = created.body.data as TRole;
      expect(role).toMatchObject({
        name,
        kind: 'consultancy',
        builtin: false,
        users: 0,
        permissions: ['area.management', 'jobs.manage'],
      });
      const changed = await api.put(API.access.role(role.id), {
        name: `${name} (UAE)`,
        kind: 'consultancy',
        permissions: ['area.management', 'jobs.manage', 'templates.manage'],
      });
      expect(changed.status).toBe(200);
      expect((changed.body.data as TRole).permissions).toContain('templates.manage');
      expect((await api.del(API.access.role(role.id))).status).toBe(200);
      expect((await api.get(API.access.role(role.id))).status).toBe(404);

      const log = await auditOf({ target_type: 'role', actor: admin.email });
      const mine = log.filter((e) => e.target_id === String(role.id));
      expect(mine.map((e) => e.action)).toEqual(['role.delete', 'role.update', 'role.create']);
      const update = mine[1];
      expect(update.actor_email).toBe(admin.email);
      expect(update.before).toMatchObject({
        name,
        permissions: ['area.management', 'jobs.manage'],
      });
      expect(update.after).toMatchObject({ name: `${name} (UAE)` });
      expect(mine[0].after).toBeNull();
    });

    it('refuses what the kind of account may not hold, and a name already taken', async () => {
      const api = as(admin.token);
      const res = await api.post(API.access.roles, {
        name: `Outbox reader ${unique()}`,
        kind: 'employer',
        permissions: ['outbox.read'],
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual({ permissions: M.permissionNotAllowed });
      const empty = await api.post(API.access.roles, { name: ' ', permissions: [] });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toMatchObject({ name: M.nameRequired, kind: M.kindRequired });
      const taken = await api.post(API.access.roles, {
        name: BUILTIN_ROLES.employer.name.toUpperCase(),
        kind: 'employer',
        permissions: [],
      });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toEqual({ name: M.nameTaken });
    });

    it('never deletes a built-in role, nor a role users hold (saying how many)', async () => {
      const api = as(admin.token);
      const builtin = await builtinRoleId(t.database.db, 'employer');
      const refused = await api.del(API.access.role(builtin));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(M.builtinDelete);

      const role = (
        await api.post(API.access.roles, {
          name: `Held ${unique()}`,
          kind: 'candidate',
          permissions: ['area.candidate'],
        })
      ).body.data as TRole;
      await buildUser(t.database.db, 'candidate', { roleId: role.id });
      await buildUser(t.database.db, 'candidate', { roleId: role.id });
      const held = await api.del(API.access.role(role.id));
      expect(held.status).toBe(409);
      expect(held.body.message).toBe(roleInUseMessage(2));
      expect(held.body.message).toContain('2 users');
    });

    it("keeps the master administrator role's hold on roles and the admin panel", async () => {
      const api = as(admin.token);
      const id = await builtinRoleId(t.database.db, 'master_admin');
      const role = (await api.get(API.access.role(id))).body.data as TRole;
      const res = await api.put(API.access.role(id), {
        name: role.name,
        kind: 'master_admin',
        permissions: role.permissions.filter((p) => p !== 'roles.manage'),
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toEqual({ permissions: M.keepAdmin });
      const revoke = await api.put(API.access.permission('area.admin'), {
        role_id: id,
        held: false,
      });
      expect(revoke.status).toBe(409);
      expect(revoke.body.message).toBe(M.keepAdmin);
      // Other permissions of the built-in role may change.
      const fewer = await api.put(API.access.role(id), {
        name: role.name,
        kind: 'master_admin',
        permissions: role.permissions.filter((p) => p !== 'jobs.apply'),
      });
      expect(fewer.status).toBe(200);
      const kindChange = await api.put(API.access.role(id), {
        name: role.name,
        kind: 'employer',
        permissions: ['area.admin'],
      });
      expect(kindChange.status).toBe(400);
      expect(kindChange.body.message).toEqual({ kind: M.builtinKind });
    });

    it('answers 404 for a role that does not exist and for a company role', async () => {
      const api = as(admin.token);
      expect((await api.get(API.access.role(999999))).status).toBe(404);
      const { token } = await signedIn(t.app, t.database.db, 'employer');
      const own = (
        await as(token).post(API.access.companyRoles, {
          name: `Company only ${unique()}`,
          permissions: ['jobs.manage'],
        })
      ).body.data as TRole;
      expect((await api.get(API.access.role(own.id))).status).toBe(404);
      expect((await api.del(API.access.role(own.id))).status).toBe(404);
    });
  });

  describe("a company's own roles", () => {
    it("lets a company's administrator keep roles of their own kind, never escalating", async () => {
      const { token, user } = await signedIn(t.app, t.database.db, 'employer');
      const api = as(token);
      const created = await api.post(API.access.companyRoles, {
        name: 'Job poster',
        description: 'Posts jobs only',
        permissions: ['area.employer', 'jobs.manage'],
      });
      expect(created.status).toBe(201);
      const role = created.body.data as TRole;
      expect(role).toMatchObject({ kind: 'employer', company_id: user.companyId, builtin: false });
      const list = (await api.get(API.access.companyRoles)).body.data as TRole[];
      expect(list.map((r) => r.id)).toEqual([role.id]);

      // Permissions the administrator does not hold cannot be handed out.
      const escalate = await api.put(API.access.companyRole(role.id), {
        name: 'Job poster',
        permissions: ['area.employer', 'jobs.manage', 'users.list'],
      });
      expect(escalate.status).toBe(403);
      expect(escalate.body.message).toEqual({ permissions: M.notHeld });
      const adminOnly = await api.post(API.access.companyRoles, {
        name: 'Auditor',
        permissions: ['audit.read'],
      });
      expect(adminOnly.status).toBe(400);

      // Another company's administrator neither reads nor changes nor deletes it.
      const other = as((await signedIn(t.app, t.database.db, 'employer')).token);
      expect(((await other.get(API.access.companyRoles)).body.data as TRole[]).length).toBe(0);
      expect((await other.get(API.access.companyRole(role.id))).status).toBe(404);
      expect(
        (await other.put(API.access.companyRole(role.id), { name: 'Mine', permissions: [] }))
          .status,
      ).toBe(404);
      expect((await other.del(API.access.companyRole(role.id))).status).toBe(404);
      // Nor does a company administrator reach the site's roles.
      expect((await api.get(API.access.roles)).status).toBe(403);
      const siteRole = await builtinRoleId(t.database.db, 'employer');
      expect((await api.get(API.access.companyRole(siteRole))).status).toBe(404);
      expect((await api.put(API.access.role(siteRole), { name: 'x' })).status).toBe(403);

      // A role one of the company's users holds stays.
      await buildUser(t.database.db, 'employer', { companyId: user.companyId, roleId: role.id });
      const inUse = await api.del(API.access.companyRole(role.id));
      expect(inUse.status).toBe(409);
      expect(inUse.body.message).toBe(roleInUseMessage(1));
      await t.database.db.delete(users).where(eq(users.roleId, role.id));
      expect((await api.del(API.access.companyRole(role.id))).status).toBe(200);

      const log = await auditOf({ company_id: String(user.companyId) });
      expect(log.map((e) => e.action)).toEqual(['role.delete', 'role.create']);
      expect(log[0].company_name).not.toBeNull();
    });

    it('refuses users who do not administer a company', async () => {
      const { token } = await signedIn(t.app, t.database.db, 'consultancy');
      expect((await as(token).get(API.access.companyRoles)).status).toBe(403);
      const noCompany = await as(admin.token).post(API.access.companyRoles, {
        name: 'Nothing',
        permissions: [],
      });
      expect(noCompany.status).toBe(400);
      expect(noCompany.body.message).toEqual({ name: M.noCompany });
    });
  });

  describe('role groups', () => {
    it('bundles site roles of one kind, changes and deletes them, with the audit log', async () => {
      const api = as(admin.token);
      const recruiter = await builtinRoleId(t.database.db, 'consultancy');
      const extra = (
        await api.post(API.access.roles, {
          name: `Sender ${unique()}`,
          kind: 'consultancy',
          permissions: ['candidates.submit'],
        })
      ).body.data as TRole;
      const name = `Recruitment team ${unique()}`;
      const created = await api.post(API.access.roleGroups, {
        name,
        kind: 'consultancy',
        role_ids: [recruiter, extra.id],
      });
      expect(created.status).toBe(201);
      const group = created.body.data as TRoleGroup;
      expect(group.roles.map((r) => r.id).sort()).toEqual([recruiter, extra.id].sort());
      expect(group.permissions).toContain('candidates.submit');

      const wrongKind = await api.post(API.access.roleGroups, {
        name: `Mixed ${unique()}`,
        kind: 'employer',
        role_ids: [recruiter],
      });
      expect(wrongKind.status).toBe(400);
      expect(wrongKind.body.message).toEqual({ role_ids: M.groupRoleKind });
      const taken = await api.post(API.access.roleGroups, { name, kind: 'ats', role_ids: [] });
      expect(taken.status).toBe(409);

      const changed = await api.put(API.access.roleGroup(group.id), {
        name,
        description: 'Recruiters who send CVs',
        kind: 'consultancy',
        role_ids: [extra.id],
      });
      expect(changed.status).toBe(200);
      expect((changed.body.data as TRoleGroup).roles.map((r) => r.id)).toEqual([extra.id]);
      const listed = (await api.get(API.access.roleGroups)).body.data as TRoleGroup[];
      expect(listed.find((g) => g.id === group.id)?.description).toBe('Recruiters who send CVs');
      expect((await api.del(API.access.roleGroup(group.id))).status).toBe(200);
      expect((await api.get(API.access.roleGroup(group.id))).status).toBe(404);
      const log = await auditOf({ target_type: 'role_group' });
      expect(log.filter((e) => e.target_id === String(group.id)).map((e) => e.action)).toEqual([
        'role_group.delete',
        'role_group.update',
        'role_group.create',
      ]);
    });
  });

  describe('permissions', () => {
    it('lists every permission with the roles holding it, and grants and revokes', async () => {
      const api = as(admin.token);
      const list = (await api.get(API.access.permissions)).body.data as TPermissionInfo[];
      expect(list.map((p) => p.key)).toContain('roles.manage');
      const outbox = list.find((p) => p.key === 'outbox.read')!;
      expect(outbox.kinds).toEqual(['master_admin']);
      expect(outbox.roles.map((r) => r.kind)).toEqual(['master_admin']);

      const ats = await builtinRoleId(t.database.db, 'ats');
      const granted = await api.put(API.access.permission('users.list'), {
        role_id: ats,
        held: true,
      });
      expect(granted.status).toBe(200);
      expect((granted.body.data as TPermissionInfo).roles.map((r) => r.id)).toContain(ats);
      const revoked = await api.put(API.access.permission('users.list'), {
        role_id: ats,
        held: false,
      });
      expect((revoked.body.data as TPermissionInfo).roles.map((r) => r.id)).not.toContain(ats);
      const log = await auditOf({ target_type: 'role' });
      expect(log.slice(0, 2).map((e) => e.action)).toEqual([
        'permission.revoke',
        'permission.grant',
      ]);
      expect(log[0].before).toMatchObject({ permission: 'users.list' });

      const bound = await api.put(API.access.permission('outbox.read'), {
        role_id: ats,
        held: true,
      });
      expect(bound.status).toBe(409);
      expect(bound.body.message).toBe(M.permissionNotAllowed);
      expect((await api.get(API.access.permission('no.such'))).status).toBe(404);
      expect(
        (await api.put(API.access.permission('jobs.apply'), { role_id: 999999, held: true }))
          .status,
      ).toBe(404);
    });
  });

  describe('the audit log', () => {
    it('filters by action and dates, pages newest first, and only master admins read it', async () => {
      const api = as(admin.token);
      for (let i = 0; i < 3; i++)
        await api.post(API.access.roles, {
          name: `Paged ${unique()}`,
          kind: 'ats',
          permissions: [],
        });
      const first = await api.get(API.access.auditLog, {
        action: 'role.create',
        page_size: '2',
      });
      const page = first.body.data as TPage<TAuditEntry>;
      expect(page.items).toHaveLength(2);
      expect(page.total).toBeGreaterThanOrEqual(3);
      expect(page.items.every((e) => e.action === 'role.create')).toBe(true);
      expect(page.items[0].created_at >= page.items[1].created_at).toBe(true);
      const later = (
        await api.get(API.access.auditLog, { action: 'role.create', from: '2999-01-01' })
      ).body.data as TPage<TAuditEntry>;
      expect(later.total).toBe(0);
      const bad = await api.get(API.access.auditLog, { from: '26/11/2026' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toEqual({ from: M.dateFormat });
      for (const role of ['employer', 'consultancy_admin'] as const) {
        const { token } = await signedIn(t.app, t.database.db, role);
        expect((await as(token).get(API.access.auditLog)).status).toBe(403);
      }
    });
  });
});
