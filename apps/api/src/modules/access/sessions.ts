import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { permissionAllowed, type Permission, type Role } from '@logicareers/shared/roles';
import { companies, sessions, users } from '../../db/schema';

export interface SessionUser {
  id: string;
  sessionId: string;
  role: Role;
  email: string;
  companyId: number | null;
  permissions: ReadonlySet<string>;
}

/**
 * The permissions a user holds, read from the data at every request: those of the user's role and
 * of the roles of the user's role group (of the user's kind), sorted. The user's columns are named
 * with their table: in a query of the users table alone drizzle leaves them bare, and a bare
 * role_id would be the subquery's own.
 */
export const heldPermissions = sql<string[]>`coalesce((select array_agg(distinct rp.permission_key
  order by rp.permission_key) from role_permissions rp where rp.role_id = "users"."role_id"
  or rp.role_id in (select gr.role_id from role_group_roles gr join roles r on r.id = gr.role_id
    where gr.role_group_id = "users"."role_group_id" and r.kind = "users"."role")), '{}')`;

/** What a user of a kind holds of the permissions their roles give: a kind's bounds always win. */
export const permissionsOf = (role: Role, keys: string[]) =>
  keys.filter((key) => permissionAllowed(role, key as Permission));

export interface SessionPolicy {
  idleHours: number;
  absoluteDays: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new opaque token (256 bits); only its hash is stored. */
export async function createSession(
  db: Db,
  userId: string,
  policy: SessionPolicy,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + policy.absoluteDays * 86_400_000),
  });
  return token;
}

/**
 * The signed-in user behind a token, or null when the token is unknown, revoked, idle too long or
 * expired, or its user or the user's company is disabled.
 */
export async function resolveSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
): Promise<SessionUser | null> {
  const idleSince = new Date(Date.now() - policy.idleHours * 3_600_000);
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      role: users.role,
      email: users.email,
      companyId: users.companyId,
      permissions: heldPermissions,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > ${idleSince.toISOString()}`,
        eq(users.status, 'active'),
        // The users of a disabled company resolve to no one either.
        or(isNull(companies.id), ne(companies.status, 'disabled')),
      ),
    )
    .limit(1);
  if (!row) return null;
  // Touch at most once a minute, so reads stay cheap.
  if (Date.now() - new Date(row.lastSeenAt).getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.sessionId));
  }
  return {
    id: row.id,
    sessionId: row.sessionId,
    role: row.role as Role,
    email: row.email,
    companyId: row.companyId,
    permissions: new Set(permissionsOf(row.role as Role, row.permissions)),
  };
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Revokes every live session of a user, but for one (the device that asked) when given. */
export async function revokeUserSessions(db: Db, userId: string, exceptSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

/** Ends every live session of the users of a company (when it is disabled). */
export async function revokeCompanySessions(db: Db, companyId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        isNull(sessions.revokedAt),
        inArray(
          sessions.userId,
          db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)),
        ),
      ),
    );
}
