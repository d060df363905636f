import { asc, desc, eq } from 'drizzle-orm';
import { type Permission, PERMISSION_ROLES, ROLES, type Role } from '@logicareers/shared/roles';
import { ROLE_MESSAGES as M, type TPermissionInfo } from '@logicareers/shared/schemas/roles';
import type { Db } from '../../db/client';
import { permissions, rolePermissions, roles } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** Every permission with its description, the kinds that may hold it and the roles that do. */
export async function listPermissions(db: Db, only?: string): Promise<TPermissionInfo[]> {
  const [keys, holders] = await Promise.all([
    db
      .select({ key: permissions.key, description: permissions.description })
      .from(permissions)
      .where(only ? eq(permissions.key, only) : undefined)
      .orderBy(asc(permissions.key)),
    db
      .select({
        key: rolePermissions.permissionKey,
        id: roles.id,
        name: roles.name,
        kind: roles.kind,
        builtin: roles.builtin,
        company_id: roles.companyId,
      })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .where(only ? eq(rolePermissions.permissionKey, only) : undefined)
      .orderBy(asc(roles.kind), desc(roles.builtin), asc(roles.name)),
  ]);
  return keys.map(({ key, description }) => ({
    key,
    description,
    kinds: [...(PERMISSION_ROLES[key as Permission] ?? ROLES)],
    roles: holders
      .filter((h) => h.key === key)
      .map(({ key: _key, ...role }) => ({ ...role, kind: role.kind as Role })),
  }));
}

export async function getPermission(db: Db, key: string | null) {
  const [permission] = key === null ? [] : await listPermissions(db, key);
  if (!permission) throw notFound(M.permissionNotFound);
  return permission;
}
