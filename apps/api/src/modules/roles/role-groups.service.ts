import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Role } from '@logicareers/shared/roles';
import { ROLE_MESSAGES as M, type TRoleGroup } from '@logicareers/shared/schemas/roles';
import type { Db } from '../../db/client';
import { roleGroupRoles, roleGroups, rolePermissions } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/database-errors';
import { assertMayChangeRole, assertMayGrant } from '../access/access.policy';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { siteRolesOfKind } from './roles.service';

const groupColumns = {
  id: roleGroups.id,
  name: roleGroups.name,
  description: roleGroups.description,
  kind: roleGroups.role,
  roles: sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', r.id,
    'name', r.name) order by r.name) from role_group_roles gr join roles r on r.id = gr.role_id
    where gr.role_group_id = "role_groups"."id"), '[]'::json)`,
  permissions: sql<string[]>`coalesce((select array_agg(distinct rp.permission_key order by
    rp.permission_key) from role_group_roles gr join role_permissions rp on rp.role_id = gr.role_id
    where gr.role_group_id = "role_groups"."id"), '{}')`,
  users: sql<number>`(select count(*)::int from users u where u.role_group_id = "role_groups"."id")`,
};

const present = (row: {
  id: number;
  name: string;
  description: string;
  kind: string;
  roles: { id: number; name: string }[];
  permissions: string[];
  users: number;
}): TRoleGroup => ({
  ...row,
  kind: row.kind as Role,
  roles: typeof row.roles === 'string' ? JSON.parse(row.roles) : row.roles,
  users: Number(row.users),
});

const snapshot = (group: TRoleGroup) => ({
  name: group.name,
  description: group.description,
  kind: group.kind,
  roles: group.roles.map((r) => r.name),
});

export async function listRoleGroups(db: Db) {
  const rows = await db
    .select(groupColumns)
    .from(roleGroups)
    .orderBy(asc(roleGroups.role), asc(roleGroups.name));
  return rows.map(present);
}

export async function getRoleGroup(db: Db, id: number | null): Promise<TRoleGroup> {
  if (id === null) throw notFound(M.groupNotFound);
  const [row] = await db.select(groupColumns).from(roleGroups).where(eq(roleGroups.id, id));
  if (!row) throw notFound(M.groupNotFound);
  return present(row);
}

interface GroupInput {
  name: string;
  description: string;
  kind: Role;
  role_ids: number[];
}

const nameTaken = () => new AppError('CONFLICT', { name: M.groupNameTaken });

async function nameIsFree(db: Db, name: string, except?: number) {
  const [clash] = await db
    .select({ id: roleGroups.id })
    .from(roleGroups)
    .where(
      and(
        sql`lower(${roleGroups.name}) = lower(${name})`,
        except ? ne(roleGroups.id, except) : undefined,
      ),
    )
    .limit(1);
  return !clash;
}

async function guarded<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

async function writeRoles(db: Db, groupId: number, roleIds: number[]) {
  await db.delete(roleGroupRoles).where(eq(roleGroupRoles.roleGroupId, groupId));
  if (roleIds.length)
    await db
      .insert(roleGroupRoles)
      .values(roleIds.map((roleId) => ({ roleGroupId: groupId, roleId })));
}

/** A group's roles are granted to everyone who holds the group: within the ceiling. */
async function checkGroupGrant(db: Db, actor: SessionUser, kind: Role, roleIds: number[]) {
  const given = roleIds.length
    ? await db
        .selectDistinct({ key: rolePermissions.permissionKey })
        .from(rolePermissions)
        .where(inArray(rolePermissions.roleId, roleIds))
    : [];
  assertMayGrant(
    actor,
    kind,
    given.map((g) => g.key),
    'role_ids',
  );
}

/** The group's own columns, as the form gives them. */
const groupRow = (input: GroupInput) => ({
  name: input.name,
  description: input.description,
  role: input.kind,
});

/**
 * The form's roles once checked: the site's roles of its kind, nothing above what the actor may
 * grant, and a name no other group has. Changing a group (`before`) also needs the actor to reach it.
 */
async function checkedRoleIds(db: Db, actor: SessionUser, input: GroupInput, before?: TRoleGroup) {
  const roleIds = await siteRolesOfKind(db, input.kind, input.role_ids, 'role_ids');
  if (before) assertMayChangeRole(actor, before);
  await checkGroupGrant(db, actor, input.kind, roleIds);
  if (!(await nameIsFree(db, input.name, before?.id))) throw nameTaken();
  return roleIds;
}

/**
 * Once a group's row is written: its roles, then the group as it now stands, recorded in the audit
 * log as made or, with `before`, as changed.
 */
async function savedGroup(
  tx: Db,
  actor: SessionUser,
  id: number,
  roleIds: number[],
  before?: TRoleGroup,
) {
  await writeRoles(tx, id, roleIds);
  const group = await getRoleGroup(tx, id);
  await recordAudit(tx, actor, {
    action: before ? 'role_group.update' : 'role_group.create',
    targetType: 'role_group',
    targetId: id,
    ...(before ? { before: snapshot(before) } : {}),
    after: snapshot(group),
  });
  return group;
}

export async function createRoleGroup(db: Db, actor: SessionUser, input: GroupInput) {
  const roleIds = await checkedRoleIds(db, actor, input);
  return guarded(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(roleGroups)
        .values(groupRow(input))
        .returning({ id: roleGroups.id });
      return savedGroup(tx, actor, created.id, roleIds);
    }),
  );
}

export async function updateRoleGroup(
  db: Db,
  actor: SessionUser,
  id: number | null,
  input: GroupInput,
) {
  const before = await getRoleGroup(db, id);
  if (input.kind !== before.kind && before.users > 0)
    throw new AppError('VALIDATION', { kind: M.inUseKind.replace('role', 'role group') });
  const roleIds = await checkedRoleIds(db, actor, input, before);
  return guarded(() =>
    db.transaction(async (tx) => {
      await tx.update(roleGroups).set(groupRow(input)).where(eq(roleGroups.id, before.id));
      return savedGroup(tx, actor, before.id, roleIds, before);
    }),
  );
}

/** Deletes a group; the users who held it keep their role and lose only what the group gave. */
export async function deleteRoleGroup(db: Db, actor: SessionUser, id: number | null) {
  const group = await getRoleGroup(db, id);
  assertMayChangeRole(actor, group);
  await db.transaction(async (tx) => {
    await tx.delete(roleGroups).where(eq(roleGroups.id, group.id));
    await recordAudit(tx, actor, {
      action: 'role_group.delete',
      targetType: 'role_group',
      targetId: group.id,
      before: { ...snapshot(group), users: group.users },
    });
  });
}
