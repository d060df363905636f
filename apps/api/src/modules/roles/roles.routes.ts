import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zOk, zPage } from '@logicareers/shared/schemas/common';
import {
  ROLE_MESSAGES as M,
  ZAuditEntry,
  ZAuditLogQuery,
  ZCompanyRoleRequest,
  ZPermissionGrantRequest,
  ZPermissionInfo,
  ZPermissionKeyParams,
  ZRole,
  ZRoleGroup,
  ZRoleGroupIdParams,
  ZRoleGroupRequest,
  ZRoleIdParams,
  ZRoleListQuery,
  ZRoleRequest,
} from '@logicareers/shared/schemas/roles';
import { requireUser } from '../access/access.policy';
import type { SessionUser } from '../access/sessions';
import { invalid } from '../../lib/errors';
import { listAuditLog } from './audit-log.service';
import { getPermission, listPermissions } from './permissions.service';
import {
  createRoleGroup,
  deleteRoleGroup,
  getRoleGroup,
  listRoleGroups,
  updateRoleGroup,
} from './role-groups.service';
import {
  companyScope,
  createRole,
  deleteRole,
  getRole,
  listRoles,
  type RoleScope,
  setPermissionHeld,
  updateRole,
} from './roles.service';
import { recordRoutes } from '../../lib/record-routes';
import { saved } from '../../lib/route-helpers';

const manage = { permission: 'roles.manage' } as const;
const company = { permission: 'company.manage' } as const;
const SITE: RoleScope = { kind: 'site' };
/** A scope that holds no role: a user without a company finds none of any company's. */
const NO_COMPANY: RoleScope = {
  kind: 'company',
  companyId: -1,
  roleKind: 'candidate',
};
const ZRoleAnswer = zOk(ZRole);
const ZGroupAnswer = zOk(ZRoleGroup);
const ROLE_RULES =
  'Permissions a kind of account may not hold answer 400; the master administrator role always keeps `roles.manage` and `area.admin` (409).';
const COMPANY_RULES =
  "Only the signed-in administrator's company's roles: another company's answer 404. The role is of the administrator's kind; adding a permission the administrator does not hold answers 403.";

/** The company scope, or a 400 for a user without a company (a master administrator). */
function requireCompanyScope(user: SessionUser): RoleScope {
  const scope = companyScope(user);
  if (!scope) throw invalid({ name: M.noCompany });
  return scope;
}
export async function rolesRoutes(fastify: FastifyInstance) {
  await siteRoleRoutes(fastify);
  await companyRoleRoutes(fastify);
  await roleGroupRoutes(fastify);
  await permissionRoutes(fastify);
}

/** The site's roles. */
async function siteRoleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    API.access.roles,
    {
      config: { access: manage },
      schema: {
        summary: "List the site's roles",
        description: 'With their permissions and how many users hold each; `kind` filters.',
        querystring: ZRoleListQuery,
        response: { 200: zOk(z.array(ZRole)) },
      },
    },
    async (request) => ({ data: await listRoles(db, SITE, request.query) }),
  );
  recordRoutes(fastify, {
    config: { access: manage },
    paths: { list: API.access.roles, one: API.access.role.pattern },
    params: ZRoleIdParams,
    body: ZRoleRequest,
    answer: ZRoleAnswer,
    docs: {
      create: { summary: 'Create a role', description: ROLE_RULES },
      get: { summary: 'Get a role' },
      update: {
        summary: 'Change a role',
        description: `${ROLE_RULES} A built-in role keeps its kind.`,
      },
      remove: {
        summary: 'Delete a role',
        description: 'A built-in role, or one that users hold, answers 409.',
      },
    },
    messages: { created: M.created, saved: M.saved, deleted: M.deleted },
    create: (request, form) => createRole(db, requireUser(request), SITE, form),
    get: (_request, id) => getRole(db, SITE, id),
    update: (request, id, form) => updateRole(db, requireUser(request), SITE, id, form),
    remove: (request, id) => deleteRole(db, requireUser(request), SITE, id),
  });
}

/** A company's own roles, for its administrator. */
async function companyRoleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  /** The signed-in user's company's roles; a user without a company finds none. */
  const scopeOf = (request: FastifyRequest) => companyScope(requireUser(request)) ?? NO_COMPANY;

  app.get(
    API.access.companyRoles,
    {
      config: { access: company },
      schema: {
        summary: "List the signed-in administrator's company's own roles",
        description: 'A user without a company has none.',
        response: { 200: zOk(z.array(ZRole)) },
      },
    },
    async (request) => {
      const scope = companyScope(requireUser(request));
      return { data: scope ? await listRoles(db, scope) : [] };
    },
  );
  recordRoutes(fastify, {
    config: { access: company },
    paths: { list: API.access.companyRoles, one: API.access.companyRole.pattern },
    params: ZRoleIdParams,
    body: ZCompanyRoleRequest,
    answer: ZRoleAnswer,
    docs: {
      create: { summary: "Create a role of the company's own", description: COMPANY_RULES },
      get: { summary: "Get one of the company's roles", description: COMPANY_RULES },
      update: { summary: "Change one of the company's roles", description: COMPANY_RULES },
      remove: {
        summary: "Delete one of the company's roles",
        description: `${COMPANY_RULES} A role users hold answers 409.`,
      },
    },
    messages: { created: M.created, saved: M.saved, deleted: M.deleted },
    create: (request, form) => {
      const user = requireUser(request);
      return createRole(db, user, requireCompanyScope(user), form);
    },
    get: (request, id) => getRole(db, scopeOf(request), id),
    update: (request, id, form) => updateRole(db, requireUser(request), scopeOf(request), id, form),
    remove: (request, id) => deleteRole(db, requireUser(request), scopeOf(request), id),
  });
}

/** The role groups. */
async function roleGroupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    API.access.roleGroups,
    {
      config: { access: manage },
      schema: {
        summary: 'List the role groups',
        response: { 200: zOk(z.array(ZRoleGroup)) },
      },
    },
    async () => ({ data: await listRoleGroups(db) }),
  );
  recordRoutes(fastify, {
    config: { access: manage },
    paths: { list: API.access.roleGroups, one: API.access.roleGroup.pattern },
    params: ZRoleGroupIdParams,
    body: ZRoleGroupRequest,
    answer: ZGroupAnswer,
    docs: {
      create: {
        summary: 'Create a role group',
        description: "Its roles are the site's roles of the group's kind (else 400 on `role_ids`).",
      },
      get: { summary: 'Get a role group' },
      update: { summary: 'Change a role group' },
      remove: {
        summary: 'Delete a role group',
        description: 'Its users keep their role and lose what the group gave them.',
      },
    },
    messages: { created: M.groupCreated, saved: M.groupSaved, deleted: M.groupDeleted },
    create: (request, form) => createRoleGroup(db, requireUser(request), form),
    get: (_request, id) => getRoleGroup(db, id),
    update: (request, id, form) => updateRoleGroup(db, requireUser(request), id, form),
    remove: (request, id) => deleteRoleGroup(db, requireUser(request), id),
  });
}

/** Every permission with the roles that hold it, and the audit log. */
async function permissionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    API.access.permissions,
    {
      config: { access: manage },
      schema: {
        summary: 'List every permission with the roles that hold it',
        response: { 200: zOk(z.array(ZPermissionInfo)) },
      },
    },
    async () => ({ data: await listPermissions(db) }),
  );
  app.get(
    API.access.permission.pattern,
    {
      config: { access: manage },
      schema: {
        summary: 'Get one permission with the roles that hold it',
        params: ZPermissionKeyParams,
        response: { 200: zOk(ZPermissionInfo) },
      },
    },
    async (request) => ({ data: await getPermission(db, request.params.key) }),
  );
  app.put(
    API.access.permission.pattern,
    {
      config: { access: manage },
      schema: {
        summary: "Grant a permission to one of the site's roles, or take it away",
        description:
          'A kind that may not hold it, or taking `roles.manage` or `area.admin` from the master administrator role, answers 409.',
        params: ZPermissionKeyParams,
        body: ZPermissionGrantRequest,
        response: { 200: zOk(ZPermissionInfo) },
      },
    },
    async (request) => {
      const { role_id: roleId, held } = request.body;
      const { key } = request.params;
      await setPermissionHeld(db, requireUser(request), key, roleId, held);
      return saved(held ? M.granted : M.revoked, getPermission(db, key));
    },
  );

  /* ---------- The audit log ---------- */
  app.get(
    API.access.auditLog,
    {
      config: { access: { permission: 'audit.read' } },
      schema: {
        summary: 'Read the audit log, newest first',
        description:
          '`actor` matches part of an e-mail; `action`, `target_type`, `company_id` match exactly; `from` and `to` are UAE days, both included. Paged with `page` and `page_size`.',
        querystring: ZAuditLogQuery,
        response: { 200: zOk(zPage(ZAuditEntry)) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, ...filter } = request.query;
      return { data: await listAuditLog(db, filter, page, pageSize) };
    },
  );
}
