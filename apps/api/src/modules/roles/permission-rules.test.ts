import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { ANSWERS } from '@logicareers/shared/messages';
import {
  BUILTIN_ROLES,
  type Permission,
  PERMISSION_KEYS,
  permissionAllowed,
  ROLES,
  type Role,
} from '@logicareers/shared/roles';
import type { TRole } from '@logicareers/shared/schemas/roles';
import { users } from '../../db/schema';
import { buildUser, signedIn, TEST_PASSWORD } from '../../test/factories';
import { call, DATABASES, LOGIN_PATH, startTestApp, type TestApp } from '../../test/harness';
import type { RouteAccess } from '../access/access.policy';

/*
 * Walks the route table: every route guarded by a permission is called as each built-in role and as
 * a custom role, and is refused exactly when the caller lacks the permission. A new route is
 * covered without editing this file.
 */

/** Who calls: a label, the permissions they hold, their token. */
interface Caller {
  label: string;
  holds: ReadonlySet<string>;
  token: string;
}

/** The route's URL with each parameter filled with a value its schema accepts, when one does. */
function urlOf(route: RouteAccess) {
  const params = route.schema?.params as z.ZodType | undefined;
  const plausible = (name: string) =>
    ['1', '00000000-0000-4000-8000-000000000000', 'state', 'employer'].find((value) => {
      const parsed = params?.safeParse({ [name]: value });
      return parsed?.success && (parsed.data as Record<string, unknown>)[name] != null;
    }) ?? '1';
  return route.url.replace(/:(\w+)/g, (_, name: string) => plausible(name));
}

/** The custom role of the walk: every other permission a consultancy recruiter may hold. */
const CUSTOM_KIND: Role = 'consultancy';
const CUSTOM_PERMISSIONS = PERMISSION_KEYS.filter((key) =>
  permissionAllowed(CUSTOM_KIND, key),
).filter((_, i) => i % 2 === 0);

const refusedByRule = { message: ANSWERS.forbidden, code: 'FORBIDDEN' };

describe.each(DATABASES)('permission rules of the route table (%s)', (kind) => {
  let t: TestApp;
  const callers: Caller[] = [];
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const role of ROLES) {
      const { token } = await signedIn(t.app, t.database.db, role);
      if (role === 'master_admin') adminToken = token;
      const holds = BUILTIN_ROLES[role].permissions.filter((key) => permissionAllowed(role, key));
      callers.push({ label: `the built-in ${role} role`, holds: new Set(holds), token });
    }
    const created = await call(t.app, {
      method: 'POST',
      url: API.access.roles,
      token: adminToken,
      payload: { name: 'Walk custom role', kind: CUSTOM_KIND, permissions: CUSTOM_PERMISSIONS },
    });
    expect(created.status).toBe(201);
    const { token } = await signedIn(t.app, t.database.db, CUSTOM_KIND, {
      roleId: (created.body.data as TRole).id,
    });
    callers.push({ label: 'a custom consultancy role', holds: new Set(CUSTOM_PERMISSIONS), token });
  });
  afterAll(() => t?.close());

  it('refuses each caller exactly when they lack the permission of the route', async () => {
    const guarded = t.app.routeAccess.filter(
      (route): route is RouteAccess & { access: { permission: Permission } } =>
        typeof route.access === 'object' && route.method !== 'HEAD',
    );
    expect(guarded.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const route of guarded) {
      const url = urlOf(route);
      for (const caller of callers) {
        const res = await call(t.app, {
          method: route.method as 'GET',
          url,
          token: caller.token,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const holds = caller.holds.has(route.access.permission);
        const refused = res.status === 403 && res.body.code === 'FORBIDDEN';
        // A holder may still meet a refusal the route explains in its own words (e.g. "only
        // candidates" for a master administrator on a candidate's own page), never the rule's.
        const ok = holds
          ? res.status !== 401 && !(refused && res.body.message === refusedByRule.message)
          : res.status === 403 && res.body.message === refusedByRule.message;
        if (!ok)
          wrong.push(
            `${route.method} ${route.url} (${route.access.permission}) as ${caller.label}: ${res.status}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it("takes a permission away from a role's users on their very next request", async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: API.access.roles,
      token: adminToken,
      payload: { name: 'Lists users', kind: 'ats', permissions: ['users.list'] },
    });
    const role = created.body.data as TRole;
    const { token } = await signedIn(t.app, t.database.db, 'ats', { roleId: role.id });
    const list = () => call(t.app, { method: 'GET', url: API.userList, token });
    expect((await list()).status).toBe(200);
    const revoke = await call(t.app, {
      method: 'PUT',
      url: API.access.permission('users.list'),
      token: adminToken,
      payload: { role_id: role.id, held: false },
    });
    expect(revoke.status).toBe(200);
    expect((await list()).body).toEqual(refusedByRule);
    // And given back, it works again at once.
    await call(t.app, {
      method: 'PUT',
      url: API.access.permission('users.list'),
      token: adminToken,
      payload: { role_id: role.id, held: true },
    });
    expect((await list()).status).toBe(200);
  });

  it('enforces a custom role given to a user at once, without signing in again', async () => {
    const { db } = t.database;
    const user = await buildUser(db, 'ats');
    const login = await call(t.app, {
      method: 'POST',
      url: LOGIN_PATH.consultancy,
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const token = login.body.token as string;
    const list = () => call(t.app, { method: 'GET', url: API.userList, token });
    expect((await list()).status).toBe(403);
    const created = await call(t.app, {
      method: 'POST',
      url: API.access.roles,
      token: adminToken,
      payload: { name: 'ATS with users', kind: 'ats', permissions: ['users.list', 'area.admin'] },
    });
    const role = created.body.data as TRole;
    await db.update(users).set({ roleId: role.id }).where(eq(users.id, user.id));
    expect((await list()).status).toBe(200);
    // The custom role holds nothing else: the built-in role's jobs are gone with it.
    expect((await call(t.app, { method: 'GET', url: API.jobs.managed, token })).status).toBe(403);
  });
});
