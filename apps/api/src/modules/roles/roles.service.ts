import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  type Permission,
  PERMISSION_KEYS,
  permissionAllowed,
  type Role,
} from '@logicareers/shared/roles';
import {
  ROLE_MESSAGES as M,
  roleInUseMessage,
  type TRole,
} from '@logicareers/shared/schemas/roles';
import type { Db } from '../../db/client';
import { rolePermissions, roles, roleGroupRoles, users } from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/database-errors';
import { assertMayChangeRole, assertMayGrant } from '../access/access.policy';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';

/**
 * Whose roles a call reads and changes: the site's (no company, any kind), or one company's own
 * (of its administrator's kind). Either way nobody grants more than they hold (grants.policy).
 */
export type RoleScope = { kind: 'site' } | { kind: 'company'; companyId: number; roleKind: Role };

/** The permissions an administrator can never take from the master administrator's built-in role. */
export const ADMIN_LIFELINE: Permission[] = ['roles.manage', 'area.admin'];

/** The company scope of a company administrator; a user without a company has no company roles. */
export function companyScope(user: SessionUser): RoleScope | null {
  if (user.companyId === null) return null;
  return {
    kind: 'company',
    companyId: user.companyId,
    roleKind: user.role,
  };
}

const roleColumns = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  kind: roles.kind,
  builtin: roles.builtin,
  companyId: roles.companyId,
  updatedAt: roles.updatedAt,
  permissions: sql<string[]>`coalesce((select array_agg(rp.permission_key order by
    rp.permission_key) from role_permissions rp where rp.role_id = "roles"."id"), '{}')`,
  users: sql<number>`(select count(*)::int from users u where u.role_id = "roles"."id")`,
};
type RoleRow = {
  id: number;
  name: string;
  description: string;
  kind: string;
  builtin: boolean;
  companyId: number | null;
  updatedAt: Date | string;
  permissions: string[];
  users: number;
};

const present = (row: RoleRow): TRole => ({
  id: row.id,
  name: row.name,
  description: row.description,
  kind: row.kind as Role,
  builtin: row.builtin,
  company_id: row.companyId,
  permissions: row.permissions,
  users: Number(row.users),
  updated_at: new Date(row.updatedAt).toISOString(),
});

/** What the audit log keeps of a role. */
const snapshot = (role: TRole) => ({
  name: role.name,
  description: role.description,
  kind: role.kind,
  permissions: role.permissions,
});

const inScope = (scope: RoleScope) =>
  scope.kind === 'site'
    ? isNull(roles.companyId)
    : and(eq(roles.companyId, scope.companyId), eq(roles.kind, scope.roleKind));

export async function listRoles(db: Db, scope: RoleScope, filter: { kind?: Role } = {}) {
  const rows = await db
    .select(roleColumns)
    .from(roles)
    .where(and(inScope(scope), filter.kind ? eq(roles.kind, filter.kind) : undefined))
    .orderBy(asc(roles.kind), desc(roles.builtin), asc(roles.name));
  return rows.map(present);
}

/** A role of the scope, or 404: another company's role is as unknown as a missing one. */
export async function getRole(db: Db, scope: RoleScope, id: number | null): Promise<TRole> {
  if (id === null) throw notFound(M.notFound);
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.id, id), inScope(scope)));
  if (!row) throw notFound(M.notFound);
  return present(row);
}

interface RoleInput {
  name: string;
  description: string;
  kind?: Role;
  permissions: Permission[];
}

/** The permissions a role may be given: refuses what the kind or the caller may not. */
function checkPermissions(actor: SessionUser, kind: Role, permissions: readonly string[]) {
  if (permissions.some((key) => !permissionAllowed(kind, key as Permission)))
    throw invalid({ permissions: M.permissionNotAllowed });
  // A role's permissions are granted to everyone who holds it: within the ceiling.
  assertMayGrant(actor, kind, permissions, 'permissions');
}

function keepsAdminLifeline(role: { builtin: boolean; kind: string }, permissions: string[]) {
  if (role.builtin && role.kind === 'master_admin')
    for (const key of ADMIN_LIFELINE) if (!permissions.includes(key)) return false;
  return true;
}

const nameTaken = () => new AppError('CONFLICT', { name: M.nameTaken });

async function writePermissions(db: Db, roleId: number, permissions: readonly string[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissions.length)
    await db
      .insert(rolePermissions)
      .values(permissions.map((permissionKey) => ({ roleId, permissionKey })));
}

async function nameIsFree(db: Db, companyId: number | null, name: string, except?: number) {
  const [clash] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        sql`coalesce(${roles.companyId}, 0) = ${companyId ?? 0}`,
        sql`lower(${roles.name}) = lower(${name})`,
        except ? ne(roles.id, except) : undefined,
      ),
    )
    .limit(1);
  return !clash;
}

/** Unique-name races end as the same 409 as the check before them. */
async function guardNames<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function createRole(
  db: Db,
  actor: SessionUser,
  scope: RoleScope,
  input: RoleInput,
): Promise<TRole> {
  const kind = scope.kind === 'company' ? scope.roleKind : input.kind;
  if (!kind) throw invalid({ kind: M.kindRequired });
  checkPermissions(actor, kind, input.permissions);
  const companyId = scope.kind === 'company' ? scope.companyId : null;
  if (!(await nameIsFree(db, companyId, input.name))) throw nameTaken();
  return guardNames(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(roles)
        .values({ name: input.name, description: input.description, kind, companyId })
        .returning({ id: roles.id });
      await writePermissions(tx, created.id, input.permissions);
      const role = await getRole(tx, scope, created.id);
      await recordAudit(tx, actor, {
        action: 'role.create',
        targetType: 'role',
        targetId: role.id,
        companyId,
        after: snapshot(role),
      });
      return role;
    }),
  );
}

export async function updateRole(
  db: Db,
  actor: SessionUser,
  scope: RoleScope,
  id: number | null,
  input: RoleInput,
): Promise<TRole> {
  const before = await getRole(db, scope, id);
  // Changing a role acts on everyone who holds it.
  assertMayChangeRole(actor, before);
  const kind = scope.kind === 'company' ? before.kind : (input.kind ?? before.kind);
  if (kind !== before.kind) {
    if (before.builtin) throw invalid({ kind: M.builtinKind });
    if (before.users > 0) throw invalid({ kind: M.inUseKind });
  }
  checkPermissions(actor, kind, input.permissions);
  if (!keepsAdminLifeline(before, input.permissions))
    throw new AppError('CONFLICT', { permissions: M.keepAdmin });
  if (!(await nameIsFree(db, before.company_id, input.name, before.id))) throw nameTaken();
  return guardNames(() =>
    db.transaction(async (tx) => {
      await tx
        .update(roles)
        .set({ name: input.name, description: input.description, kind, updatedAt: new Date() })
        .where(eq(roles.id, before.id));
      await writePermissions(tx, before.id, input.permissions);
      if (kind !== before.kind)
        // A group bundles roles of its own kind only.
        await tx.delete(roleGroupRoles).where(eq(roleGroupRoles.roleId, before.id));
      const after = await getRole(tx, scope, before.id);
      await recordAudit(tx, actor, {
        action: 'role.update',
        targetType: 'role',
        targetId: before.id,
        companyId: before.company_id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    }),
  );
}

export async function deleteRole(db: Db, actor: SessionUser, scope: RoleScope, id: number | null) {
  const role = await getRole(db, scope, id);
  assertMayChangeRole(actor, role);
  if (role.builtin) throw new AppError('CONFLICT', M.builtinDelete);
  await db.transaction(async (tx) => {
    // Counted again inside the transaction: the foreign key refuses a role someone was just given.
    const [{ held }] = await tx
      .select({ held: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.roleId, role.id));
    if (Number(held) > 0) throw new AppError('CONFLICT', roleInUseMessage(Number(held)));
    await tx.delete(roles).where(eq(roles.id, role.id));
    await recordAudit(tx, actor, {
      action: 'role.delete',
      targetType: 'role',
      targetId: role.id,
      companyId: role.company_id,
      before: snapshot(role),
    });
  });
}

/** The site's roles of a kind among `ids`, or a 400 naming `field`. */
export async function siteRolesOfKind(db: Db, kind: Role, ids: number[], field: string) {
  if (!ids.length) return [];
  const found = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, ids), isNull(roles.companyId), eq(roles.kind, kind)));
  if (found.length !== ids.length) throw invalid({ [field]: M.groupRoleKind });
  return ids;
}

/** Grants a permission to one of the site's roles, or takes it away. */
export async function setPermissionHeld(
  db: Db,
  actor: SessionUser,
  key: string | null,
  roleId: number,
  held: boolean,
) {
  if (key === null || !(PERMISSION_KEYS as string[]).includes(key))
    throw notFound(M.permissionNotFound);
  const role = await getRole(db, { kind: 'site' }, roleId);
  const has = role.permissions.includes(key);
  if (held === has) return role;
  const permissions = held
    ? [...role.permissions, key].sort()
    : role.permissions.filter((k) => k !== key);
  if (held && !permissionAllowed(role.kind, key as Permission))
    throw new AppError('CONFLICT', M.permissionNotAllowed);
  assertMayChangeRole(actor, role);
  assertMayGrant(actor, role.kind, permissions, 'permissions');
  if (!keepsAdminLifeline(role, permissions)) throw new AppError('CONFLICT', M.keepAdmin);
  return db.transaction(async (tx) => {
    if (held) await tx.insert(rolePermissions).values({ roleId: role.id, permissionKey: key });
    else
      await tx
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, role.id), eq(rolePermissions.permissionKey, key)));
    await tx.update(roles).set({ updatedAt: new Date() }).where(eq(roles.id, role.id));
    await recordAudit(tx, actor, {
      action: held ? 'permission.grant' : 'permission.revoke',
      targetType: 'role',
      targetId: role.id,
      before: { role: role.name, permission: key, permissions: role.permissions },
      after: { role: role.name, permission: key, permissions },
    });
    return getRole(tx, { kind: 'site' }, role.id);
  });
}
