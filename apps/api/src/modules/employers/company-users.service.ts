import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Role, withinCeiling } from '@logicareers/shared/roles';
import {
  EMPLOYER_MESSAGES as EM,
  type ClientKind,
  type TCompanyUser,
  type TCompanyUsers,
  type ZCompanyUserCreateRequest,
} from '@logicareers/shared/schemas/employer';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/errors';
import {
  assertMayActOn,
  assertMayGrant,
  assertMayGrantRole,
  assignableRoles,
  builtinRoleId,
} from '../access/access.policy';
import {
  heldPermissions,
  permissionsOf,
  revokeUserSessions,
  type SessionUser,
} from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { emailTaken, keepingAManager, setAccountStatus } from '../identity/identity.policy';
import { hashNewPassword } from '../identity/passwords';
import { withPlaceLeft } from '../plans/entitlements';
import { companyRow } from './company.service';
import { contactUser } from './employers.policy';

/*
 * A company's users, as its administrator manages them: adding a colleague, giving them another
 * of the company's roles, disabling, re-enabling and removing them. Every change is audited, in
 * the transaction of the change.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The kinds of account a company of a kind holds; the first is what a new user is by default. */
const USER_KINDS: Record<ClientKind, Role[]> = {
  employer: ['employer'],
  consultancy: ['consultancy', 'ats', 'consultancy_admin'],
};

/** The roles a user of the company may be given, with the kind of account each is for. */
export async function companyRoles(db: Db, kind: ClientKind, companyId: number) {
  const lists = await Promise.all(
    USER_KINDS[kind].map(async (userKind) =>
      (await assignableRoles(db, userKind, companyId)).map((r) => ({ ...r, kind: userKind })),
    ),
  );
  return lists.flat();
}

export async function companyUsers(db: Db, companyId: number): Promise<TCompanyUser[]> {
  const rows = await db
    .select({
      id: users.id,
      pronoun: users.pronoun,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobileNumber,
      role: users.role,
      roleId: users.roleId,
      roleName: roles.name,
      status: users.status,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
      keys: heldPermissions,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
  return rows.map((r) => ({
    id: r.id,
    pronoun: r.pronoun,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    mobile_number: r.mobile,
    role_id: r.roleId,
    role_name: r.roleName,
    status: r.status,
    last_login_at: iso(r.lastLoginAt),
    created_at: r.createdAt.toISOString(),
    manages_company: permissionsOf(r.role as Role, r.keys).includes('company.manage'),
  }));
}

/** The company's users, and the roles the actor may give them (within the actor's ceiling). */
export async function companyUsersWithRoles(
  db: Db,
  actor: SessionUser,
  companyId: number,
): Promise<TCompanyUsers> {
  const row = await companyRow(db, companyId);
  const assignable = (await companyRoles(db, row.kind, companyId)).filter((r) =>
    withinCeiling(actor, r.kind, r.permissions),
  );
  return {
    users: await companyUsers(db, companyId),
    roles: assignable.map((r) => ({ id: r.id, name: r.name, builtin: r.builtin })),
  };
}

type NewUser = z.output<typeof ZCompanyUserCreateRequest>;

/**
 * Adds a user to a company: the contact form in create mode, with a role the company's users may
 * hold (by default the built-in role of its kind). Active at once; audited.
 */
export async function createCompanyUser(
  db: Db,
  actor: SessionUser,
  companyId: number,
  input: NewUser,
) {
  const company = await companyRow(db, companyId);
  const assignable = await companyRoles(db, company.kind, companyId);
  let role: { id: number; kind: Role };
  if (input.role_id === undefined) {
    const kind = USER_KINDS[company.kind][0];
    role = { id: await builtinRoleId(db, kind), kind };
  } else {
    const found = assignable.find((r) => r.id === input.role_id);
    if (!found) throw invalid({ role_id: EM.roleNotAssignable });
    role = found;
  }
  await assertMayGrantRole(db, actor, role.kind, role.id, null, 'role_id');
  const passwordHash = await hashNewPassword(input.password, 'password');
  return withPlaceLeft(db, ownPlan(actor, companyId), 'users', async (tx) => {
    if (await emailTaken(tx, input.username)) throw invalid({ username: EM.emailTaken });
    const [user] = await tx
      .insert(users)
      .values({
        ...contactUser(input),
        passwordHash,
        role: role.kind,
        roleId: role.id,
        companyId,
        createdById: actor.id,
      })
      .returning({ id: users.id });
    await recordAudit(tx, actor, {
      action: 'company.user.create',
      targetType: 'user',
      targetId: user.id,
      companyId,
      after: { email: input.username, roleId: role.id, kind: role.kind },
    });
    return user.id;
  });
}

async function companyUser(db: Db, companyId: number, userId: string) {
  const [user] = await db
    .select({ id: users.id, roleId: users.roleId, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  if (!user) throw notFound(EM.userNotFound);
  return user;
}

/** Gives a colleague another of the company's roles; the company keeps a manager. */
export async function changeUserRole(
  db: Db,
  actor: SessionUser,
  companyId: number,
  userId: string,
  roleId: number,
) {
  const company = await companyRow(db, companyId);
  await db.transaction(async (tx) => {
    const user = await companyUser(tx, companyId, userId);
    await assertMayActOn(tx, actor, userId);
    const assignable = await companyRoles(tx, company.kind, companyId);
    const role = assignable.find((r) => r.id === roleId);
    if (!role) throw invalid({ role_id: EM.roleNotAssignable });
    // Oneself included: nobody raises themselves through their own user detail.
    assertMayGrant(actor, role.kind, role.permissions, 'role_id');
    await keepingAManager(tx, companyId, async () => {
      await tx.update(users).set({ roleId, role: role.kind }).where(eq(users.id, userId));
    });
    await recordAudit(tx, actor, {
      action: 'company.user.role',
      targetType: 'user',
      targetId: userId,
      companyId,
      before: { roleId: user.roleId, kind: user.role },
      after: { roleId, kind: role.kind },
    });
  });
  // The new permissions are read at the next request: nothing to sign out.
}

/**
 * Disables (signing them out everywhere) or re-enables a colleague, by the rule every screen
 * shares (setAccountStatus); never oneself.
 */
export async function setUserStatus(
  db: Db,
  actor: SessionUser,
  companyId: number,
  userId: string,
  status: 'active' | 'disabled',
) {
  // Re-enabling a colleague takes a user place of the plan again.
  const limited = status === 'active' ? ownPlan(actor, companyId) : null;
  await withPlaceLeft(db, limited, 'users', (tx) =>
    setAccountStatus(tx, actor, userId, status, { companyId }, recordAudit),
  );
}

/**
 * The company whose plan limits what the actor does to it: its own users are limited; an
 * administrator acting for a client is not.
 */
const ownPlan = (actor: SessionUser, companyId: number) =>
  actor.companyId === companyId ? companyId : null;

/**
 * Removes a colleague from the company: the account is disabled, signed out and detached from the
 * company; what they did (jobs, notes, comments) stays with the company.
 */
export async function removeCompanyUser(
  db: Db,
  actor: SessionUser,
  companyId: number,
  userId: string,
) {
  if (userId === actor.id) throw new AppError('CONFLICT', EM.notSelf);
  await db.transaction(async (tx) => {
    const user = await companyUser(tx, companyId, userId);
    await assertMayActOn(tx, actor, userId);
    await keepingAManager(tx, companyId, async () => {
      await tx
        .update(users)
        .set({ status: 'disabled', companyId: null })
        .where(eq(users.id, userId));
    });
    await revokeUserSessions(tx, userId);
    await recordAudit(tx, actor, {
      action: 'company.user.remove',
      targetType: 'user',
      targetId: userId,
      companyId,
      before: { status: user.status, companyId },
      after: { status: 'disabled', companyId: null },
    });
  });
}
