import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { beyondCeiling, type Grantor, type Role } from '@logicareers/shared/roles';
import { ROLE_MESSAGES as M } from '@logicareers/shared/schemas/roles';
import type { Db } from '../../db/client';
import { roleGroupRoles, rolePermissions, roles, users } from '../../db/schema';
import { AppError, forbidden } from '../../lib/errors';
import { heldPermissions } from './sessions';

/*
 * The ceiling on every grant (decision 034), the one place that applies it on the server. Every
 * call that gives an account a role, a role group or permissions (creating an account included),
 * changes a role's permissions, or acts on an account (re-roles, disables, erases it, answers its
 * request to join, e-mails its reset code) asks here. The rule itself is `beyondCeiling` in the
 * shared package, so the web app offers only what this allows.
 */

/**
 * The permissions a role and a role group give a user of `kind`: a group gives what its roles of
 * that kind hold, as the session reads it.
 */
export async function grantedPermissions(
  db: Db,
  kind: Role,
  roleId: number,
  groupId: number | null = null,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: rolePermissions.permissionKey })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .where(
      or(
        eq(rolePermissions.roleId, roleId),
        groupId === null
          ? undefined
          : and(
              eq(roles.kind, kind),
              inArray(
                rolePermissions.roleId,
                db
                  .select({ id: roleGroupRoles.roleId })
                  .from(roleGroupRoles)
                  .where(eq(roleGroupRoles.roleGroupId, groupId)),
              ),
            ),
      ),
    );
  return rows.map((r) => r.key);
}

/** Refuses (403) giving a user of `kind` permissions the grantor does not hold. */
export function assertMayGrant(
  grantor: Grantor,
  kind: Role,
  permissions: Iterable<string>,
  field?: string,
) {
  if (beyondCeiling(grantor, kind, permissions).length)
    throw new AppError('FORBIDDEN', field ? { [field]: M.notHeld } : M.notHeld);
}

/** Refuses (403) giving a user of `kind` a role (and a group) above the grantor. */
export async function assertMayGrantRole(
  db: Db,
  grantor: Grantor,
  kind: Role,
  roleId: number,
  groupId: number | null,
  field?: string,
) {
  assertMayGrant(grantor, kind, await grantedPermissions(db, kind, roleId, groupId), field);
}

/** Refuses (403) acting on an account that holds permissions the actor does not. */
export async function assertMayActOn(db: Db, actor: Grantor, userId: string) {
  if (actor.role === 'master_admin') return;
  const [target] = await db
    .select({ role: users.role, keys: heldPermissions })
    .from(users)
    .where(eq(users.id, userId));
  if (target && beyondCeiling(actor, target.role as Role, target.keys).length)
    throw forbidden(M.higherUser);
}

/**
 * Refuses (403) acting on a whole company (activating, disabling, re-enabling it) when one of its
 * users holds permissions the actor does not: each of them is acted on.
 */
export async function assertMayActOnCompany(db: Db, actor: Grantor, companyId: number) {
  if (actor.role === 'master_admin') return;
  const members = await db
    .select({ role: users.role, keys: heldPermissions })
    .from(users)
    // A disabled account stays disabled whatever its company becomes.
    .where(and(eq(users.companyId, companyId), ne(users.status, 'disabled')));
  if (members.some((m) => beyondCeiling(actor, m.role as Role, m.keys).length))
    throw forbidden(M.higherCompany);
}

/** Refuses (403) changing or deleting a role that holds permissions the actor does not. */
export function assertMayChangeRole(actor: Grantor, role: { kind: Role; permissions: string[] }) {
  if (beyondCeiling(actor, role.kind, role.permissions).length) throw forbidden(M.higherRole);
}

/**
 * A consultancy runs the site: a new one, and its administrator, come from a master administrator
 * only, whatever the creator's permissions.
 */
export function assertMayCreateCompany(actor: Grantor, kind: 'employer' | 'consultancy') {
  if (kind === 'consultancy' && actor.role !== 'master_admin')
    throw forbidden(M.consultancyByMaster);
}

/** Of a list of roles or groups offered for a user of `kind`, those within the grantor's ceiling. */
export const grantable = <T extends { permissions: string[] }>(
  grantor: Grantor,
  kind: Role,
  items: T[],
): T[] => items.filter((item) => !beyondCeiling(grantor, kind, item.permissions).length);
