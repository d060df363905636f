import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  DEFAULT_ROLE_GROUPS,
  type Permission,
  PERMISSION_ROLES,
  PERMISSIONS,
  type Role,
  ROLES,
} from '@logicareers/shared/roles';
import type { Db } from '../../db/client';
import { permissions, roleGroupPermissions, roleGroups } from '../../db/schema';

/**
 * Seeds permissions and one default role group per role. Idempotent: runs at every start, grants
 * what a new release brings and never undoes what administrators changed, but for a permission
 * bound to some roles (PERMISSION_ROLES), which every group of another role loses.
 */
export async function seedAccess(db: Db) {
  const known = new Set(
    (await db.select({ key: permissions.key }).from(permissions)).map((p) => p.key),
  );
  await db
    .insert(permissions)
    .values(Object.entries(PERMISSIONS).map(([key, description]) => ({ key, description })))
    .onConflictDoUpdate({
      target: permissions.key,
      set: { description: sql`excluded.description` },
    });
  for (const role of ROLES) {
    const group = DEFAULT_ROLE_GROUPS[role];
    const inserted = await db
      .insert(roleGroups)
      .values({ name: group.name, role, isDefault: true })
      .onConflictDoNothing({ target: roleGroups.name })
      .returning({ id: roleGroups.id });
    const [current] = inserted.length
      ? inserted
      : await db
          .select({ id: roleGroups.id })
          .from(roleGroups)
          .where(and(eq(roleGroups.role, role), eq(roleGroups.isDefault, true)));
    if (!current) continue;
    // A new group gets all its defaults; an existing one only the permissions this release adds,
    // so what administrators took away stays away.
    const grant = inserted.length
      ? group.permissions
      : group.permissions.filter((key) => !known.has(key));
    if (!grant.length) continue;
    await db
      .insert(roleGroupPermissions)
      .values(grant.map((permissionKey) => ({ roleGroupId: current.id, permissionKey })))
      .onConflictDoNothing();
  }
  for (const [key, roles] of Object.entries(PERMISSION_ROLES) as [Permission, readonly Role[]][]) {
    await db.delete(roleGroupPermissions).where(
      and(
        eq(roleGroupPermissions.permissionKey, key),
        inArray(
          roleGroupPermissions.roleGroupId,
          db
            .select({ id: roleGroups.id })
            .from(roleGroups)
            .where(notInArray(roleGroups.role, [...roles])),
        ),
      ),
    );
  }
}
