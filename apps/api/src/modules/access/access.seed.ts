import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  BUILTIN_ROLES,
  type Permission,
  PERMISSION_ROLES,
  PERMISSIONS,
  type Role,
  ROLES,
} from '@logicareers/shared/roles';
import type { Db } from '../../db/client';
import { permissions, rolePermissions, roles } from '../../db/schema';

/**
 * Seeds permissions and the built-in role of each kind of account. Idempotent: runs at every start,
 * grants what a new release brings and never undoes what administrators changed, but for a
 * permission bound to some kinds (PERMISSION_ROLES), which every role of another kind loses.
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
  for (const kind of ROLES) {
    const builtin = BUILTIN_ROLES[kind];
    const [existing] = await db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(and(eq(roles.kind, kind), eq(roles.builtin, true)));
    const [current] = existing
      ? [existing]
      : await db
          .insert(roles)
          .values({ name: builtin.name, kind, builtin: true })
          .returning({ id: roles.id, name: roles.name });
    if (current.name !== builtin.name) {
      // A built-in role keeps the name of this release (an earlier one called them otherwise).
      await db.update(roles).set({ name: builtin.name }).where(eq(roles.id, current.id));
    }
    // A new role gets all its defaults; an existing one only the permissions this release adds,
    // so what administrators took away stays away.
    const grant = existing
      ? builtin.permissions.filter((key) => !known.has(key))
      : builtin.permissions;
    if (!grant.length) continue;
    await db
      .insert(rolePermissions)
      .values(grant.map((permissionKey) => ({ roleId: current.id, permissionKey })))
      .onConflictDoNothing();
  }
  for (const [key, kinds] of Object.entries(PERMISSION_ROLES) as [Permission, readonly Role[]][]) {
    await db.delete(rolePermissions).where(
      and(
        eq(rolePermissions.permissionKey, key),
        inArray(
          rolePermissions.roleId,
          db
            .select({ id: roles.id })
            .from(roles)
            .where(notInArray(roles.kind, [...kinds])),
        ),
      ),
    );
  }
}
