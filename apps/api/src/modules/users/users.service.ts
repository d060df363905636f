import { and, asc, count, desc, eq, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TPage } from '@logicareers/shared/api';
import { OTP_TTL_MINUTES } from '@logicareers/shared/constants';
import { ANSWERS } from '@logicareers/shared/messages';
import { type Role, withinCeiling } from '@logicareers/shared/roles';
import {
  USER_MESSAGES as M,
  type TUserDetail,
  type TUserListItem,
  type UserStatus,
} from '@logicareers/shared/schemas/users';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { companies, roleGroups, roles, users } from '../../db/schema';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import { containing } from '../../lib/like';
import {
  assertMayActOn,
  assertMayGrantRole,
  assignableRoles,
  grantable,
} from '../access/access.policy';
import { heldPermissions, type SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';
import {
  issuePasswordResetCode,
  keepLastMasterAdmin,
  mailLanguageOf,
  notErased,
  setAccountStatus,
} from '../identity/identity.policy';
import { enqueueMail } from '../mail/outbox';
import { mails } from '../mail/templates';
import { eraseAccount } from './account-erasure';

/*
 * Every account, for administrators (issue 16). A master administrator reaches every account; any
 * other holder of users.list / users.manage (the consultancy's administrator) only the accounts of
 * their own company. An account out of reach answers 404, as an unknown one.
 */

export const DAY = 86_400_000;

/** The accounts the actor reaches. */
export function reach(actor: SessionUser): SQL {
  if (actor.role === 'master_admin') return sql`true`;
  return actor.companyId === null ? sql`false` : eq(users.companyId, actor.companyId);
}

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

const listColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  role_name: roles.name,
  first_name: users.firstName,
  last_name: users.lastName,
  status: users.status,
  company_id: users.companyId,
  company_name: companies.name,
  last_login_at: users.lastLoginAt,
  deletion_due_at: users.deletionDueAt,
  created_at: users.createdAt,
};

interface ListRow {
  id: string;
  email: string;
  role: string;
  role_name: string | null;
  first_name: string;
  last_name: string;
  status: string;
  company_id: number | null;
  company_name: string | null;
  last_login_at: Date | null;
  deletion_due_at: Date | null;
  created_at: Date;
}

const present = (row: ListRow): TUserListItem => ({
  ...row,
  role: row.role as Role,
  role_name: row.role_name ?? '',
  status: row.status as UserStatus,
  last_login_at: iso(row.last_login_at),
  deletion_due_at: iso(row.deletion_due_at),
  created_at: row.created_at.toISOString(),
});

export interface UserFilters {
  role?: Role;
  company?: number;
  status?: UserStatus;
  last_sign_in?: '7' | '30' | '90' | 'never';
  q?: string;
  page: number;
  pageSize: number;
}

/** The accounts the actor reaches, newest first, filtered, a page at a time. */
export async function listUsers(
  db: Db,
  actor: SessionUser,
  filters: UserFilters,
): Promise<TPage<TUserListItem>> {
  const conditions: (SQL | undefined)[] = [reach(actor), notErased];
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.company) conditions.push(eq(users.companyId, filters.company));
  if (filters.status) conditions.push(eq(users.status, filters.status));
  if (filters.last_sign_in === 'never') conditions.push(isNull(users.lastLoginAt));
  else if (filters.last_sign_in)
    conditions.push(
      gte(users.lastLoginAt, new Date(Date.now() - Number(filters.last_sign_in) * DAY)),
    );
  if (filters.q) {
    const like = containing(filters.q);
    conditions.push(
      or(
        ilike(users.email, like),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      ),
    );
  }
  const where = and(...conditions);
  return readPage(
    filters,
    {
      rows: db
        .select(listColumns)
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .leftJoin(roles, eq(roles.id, users.roleId))
        .where(where)
        .orderBy(desc(users.createdAt), users.email),
      total: db.select({ total: count() }).from(users).where(where),
    },
    (rows) => rows.map(present),
  );
}

/** An account the actor reaches, or 404. */
export async function reachable(db: Db, actor: SessionUser, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      companyId: users.companyId,
      firstName: users.firstName,
      lastName: users.lastName,
      roleId: users.roleId,
      roleGroupId: users.roleGroupId,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.id, userId), reach(actor), notErased));
  if (!row) throw notFound(M.userNotFound);
  return { ...row, role: row.role as Role, status: row.status as UserStatus };
}

/** The role groups of a kind of account, with what each gives a user of the kind. */
const groupsOf = (db: Db, kind: Role) =>
  db
    .select({
      id: roleGroups.id,
      name: roleGroups.name,
      permissions: sql<string[]>`coalesce((select array_agg(distinct rp.permission_key) from
        role_group_roles gr join roles r on r.id = gr.role_id join role_permissions rp on
        rp.role_id = r.id where gr.role_group_id = "role_groups"."id" and r.kind = ${kind}), '{}')`,
    })
    .from(roleGroups)
    .where(eq(roleGroups.role, kind))
    .orderBy(asc(roleGroups.name));

export async function loadUser(db: Db, actor: SessionUser, userId: string): Promise<TUserDetail> {
  await reachable(db, actor, userId);
  const creator = sql<string | null>`(select nullif(trim(c.first_name || ' ' || c.last_name), '')
    from users c where c.id = ${users.createdById})`;
  const [row] = await db
    .select({
      ...listColumns,
      mobile_number: users.mobileNumber,
      language: users.language,
      role_id: users.roleId,
      role_group_id: users.roleGroupId,
      role_group_name: roleGroups.name,
      created_by: creator,
      privacy_accepted_at: users.privacyAcceptedAt,
      held: heldPermissions,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(roleGroups, eq(roleGroups.id, users.roleGroupId))
    .where(eq(users.id, userId));
  const kind = row.role as Role;
  // Only what the actor may give is offered (the ceiling on grants).
  const [assignable, groups] = await Promise.all([
    assignableRoles(db, kind, row.company_id).then((list) => grantable(actor, kind, list)),
    groupsOf(db, kind).then((list) => grantable(actor, kind, list)),
  ]);
  return {
    ...present(row),
    mobile_number: row.mobile_number,
    language: row.language,
    role_id: row.role_id,
    role_group_id: row.role_group_id,
    role_group_name: row.role_group_name,
    created_by: row.created_by,
    privacy_accepted_at: iso(row.privacy_accepted_at),
    assignable_roles: assignable.map((r) => ({ id: r.id, name: r.name })),
    assignable_groups: groups.map((g) => ({ id: g.id, name: g.name })),
    is_self: row.id === actor.id,
    manageable: withinCeiling(actor, kind, row.held),
  };
}

/**
 * Disables or re-enables an account the actor reaches, by the rule every screen shares
 * (setAccountStatus). Nobody disables themselves; a request to join is answered, not enabled.
 */
export async function setUserStatus(
  ctx: AppContext,
  actor: SessionUser,
  userId: string,
  status: 'active' | 'disabled',
) {
  await setAccountStatus(ctx.db, actor, userId, status, { reach: reach(actor) }, recordAudit);
  return status === 'disabled' ? ANSWERS.userDisabled : ANSWERS.userEnabled;
}

/** E-mails the user the one-time code of the forgot-password page. */
export async function sendResetCode(ctx: AppContext, actor: SessionUser, userId: string) {
  const target = await reachable(ctx.db, actor, userId);
  await assertMayActOn(ctx.db, actor, userId);
  if (target.status !== 'active') throw new AppError('CONFLICT', ANSWERS.accountDisabled);
  await ctx.db.transaction(async (tx) => {
    const code = await issuePasswordResetCode(tx, userId, OTP_TTL_MINUTES);
    await enqueueMail(
      tx,
      mails.passwordResetCode(target.email, code, await mailLanguageOf(tx, userId)),
    );
    await recordAudit(tx, actor, {
      action: 'user.reset_password',
      targetType: 'user',
      targetId: userId,
      companyId: target.companyId,
    });
  });
}

/**
 * Gives the user a role (of the user's kind, assignable in their company) and a group, or none:
 * never to an account above the actor, nor more than the actor holds (oneself included).
 */
export async function changeRole(
  ctx: AppContext,
  actor: SessionUser,
  userId: string,
  input: { role_id: number; role_group_id: number | null },
) {
  const target = await reachable(ctx.db, actor, userId);
  await assertMayActOn(ctx.db, actor, userId);
  const allowed = await assignableRoles(ctx.db, target.role, target.companyId);
  if (!allowed.some((r) => r.id === input.role_id)) invalidRole('role_id', M.roleNotAssignable);
  if (input.role_group_id !== null) {
    const groups = await groupsOf(ctx.db, target.role);
    if (!groups.some((g) => g.id === input.role_group_id))
      invalidRole('role_group_id', M.groupNotAssignable);
  }
  await assertMayGrantRole(
    ctx.db,
    actor,
    target.role,
    input.role_id,
    input.role_group_id,
    'role_id',
  );
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ roleId: input.role_id, roleGroupId: input.role_group_id })
      .where(eq(users.id, userId));
    await recordAudit(tx, actor, {
      action: 'user.role_change',
      targetType: 'user',
      targetId: userId,
      companyId: target.companyId,
      before: { role_id: target.roleId, role_group_id: target.roleGroupId },
      after: { role_id: input.role_id, role_group_id: input.role_group_id },
    });
  });
}

function invalidRole(field: string, message: string): never {
  throw invalid({ [field]: message });
}

/**
 * Erases an account (user/delete/): the person's name, e-mail (replaced by an address of the
 * reserved `.invalid` domain), mobile number, photo, password, sessions and codes; a candidate's
 * profile, CV and photo files, saved jobs and alerts. What others need stays, without the person:
 * their applications, the jobs they posted, the comments they wrote. Nobody erases themselves or
 * the last active master administrator.
 */
export async function deleteUser(ctx: AppContext, actor: SessionUser, userId: string) {
  const target = await reachable(ctx.db, actor, userId);
  if (userId === actor.id) throw new AppError('CONFLICT', M.cannotDeleteSelf);
  await assertMayActOn(ctx.db, actor, userId);
  await keepLastMasterAdmin(ctx.db, target);
  await eraseAccount(ctx, userId, actor, 'administrator');
}

/** Forbids what only the consultancy's administrator (or a master administrator) does. */
export function requireConsultancyAdmin(actor: SessionUser) {
  if (actor.role !== 'master_admin' && actor.role !== 'consultancy_admin') throw forbidden();
}
