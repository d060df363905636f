import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { Permission, Role } from '@logicareers/shared/roles';
import { CANDIDATE_MESSAGES } from '@logicareers/shared/schemas/candidate';
import type { Db } from '../../db/client';
import { companies, roles } from '../../db/schema';
import { forbidden, unauthenticated } from '../../lib/errors';
import { resolveSession, type SessionUser } from './sessions';

// The ceiling on every grant (decision 034), for the other modules through this file.
export * from './grants.policy';

/** Who may call a route. Every route declares one in `config.access`. */
export type Access = 'public' | 'authenticated' | { permission: Permission };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access | undefined;
  /** What the route declares it reads (params, querystring, body), for tests that walk the table. */
  schema: FastifySchema | undefined;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** The signed-in user of a request, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

export const can = (user: SessionUser | null, permission: Permission) =>
  !!user && user.permissions.has(permission);

/** The user, when a candidate: what only candidates do (their profile, applying, saving jobs). */
export function requireCandidate(user: SessionUser): SessionUser {
  if (user.role !== 'candidate') throw forbidden(CANDIDATE_MESSAGES.onlyCandidates);
  return user;
}

/**
 * A route hook for what only candidates do: refuses anyone else before the request's input is
 * validated, so a recruiter learns "only candidates" rather than what the form lacks.
 */
export async function candidatesOnly(request: FastifyRequest) {
  requireCandidate(requireUser(request));
}

/** The built-in role of a kind of account: what a new account of the kind holds. */
export async function builtinRoleId(db: Db, kind: Role): Promise<number> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.kind, kind), eq(roles.builtin, true), isNull(roles.companyId)))
    .limit(1);
  if (!role) throw new Error(`No built-in role for ${kind}`);
  return role.id;
}

/** A role a user may be given: of the user's kind, and the site's or the user's company's own. */
export interface AssignableRole {
  id: number;
  name: string;
  description: string;
  builtin: boolean;
  companyId: number | null;
  /** What the role gives, for the ceiling on grants (grants.policy). */
  permissions: string[];
}

/**
 * The roles a user of a kind (in a company, or none) may be given: the site's roles of the kind and
 * the company's own, built-in first. Any assignment of a role is checked against this list.
 */
export async function assignableRoles(
  db: Db,
  kind: Role,
  companyId: number | null,
): Promise<AssignableRole[]> {
  return db
    .select({
      id: roles.id,
      name: roles.name,
      description: roles.description,
      builtin: roles.builtin,
      companyId: roles.companyId,
      permissions: sql<string[]>`coalesce((select array_agg(rp.permission_key) from role_permissions
        rp where rp.role_id = "roles"."id"), '{}')`,
    })
    .from(roles)
    .where(
      and(
        eq(roles.kind, kind),
        companyId === null
          ? isNull(roles.companyId)
          : or(isNull(roles.companyId), eq(roles.companyId, companyId)),
      ),
    )
    .orderBy(desc(roles.builtin), asc(roles.name));
}

/**
 * Resolves the session of every request and applies the route's access rule.
 * Routes without a rule are refused (and the route-table test names them).
 */
export function registerAccess(app: FastifyInstance): RouteAccess[] {
  const table: RouteAccess[] = [];
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    const token = bearer(request);
    if (token) {
      request.user = await resolveSession(app.ctx.db, token, app.ctx.sessionPolicy);
    }
    if (access === 'public') return;
    if (!access) {
      // A route that matched nothing (404) has no rule and nothing to protect.
      if (request.routeOptions.url === undefined) return;
      throw forbidden();
    }
    if (!request.user) throw unauthenticated();
    if (access === 'authenticated') return;
    if (!request.user.permissions.has(access.permission)) throw forbidden();
  });
  return table;
}

/**
 * The consultancy that runs the site: the first company of kind consultancy (the site runs one).
 * The master admin, of no company, stands for it where a consultancy is meant.
 */
export async function siteConsultancy(db: Db) {
  const [first] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.kind, 'consultancy'))
    .orderBy(asc(companies.id))
    .limit(1);
  return first ?? null;
}
