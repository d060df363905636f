import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { ANSWERS } from '@logicareers/shared/messages';
import { AREA_ROLES, ROLES, type Area, type Role } from '@logicareers/shared/roles';
import { rolePermissions } from '../../db/schema';
import { signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { seedAccess } from './access.seed';
import { builtinRoleId } from './access.policy';

const AREA_ENDPOINTS: Record<Exclude<Area, 'management'>, string> = {
  'admin-pannel': '/api/dashboard/admin',
  candidate: '/api/dashboard/candidate',
  employer: '/api/dashboard/employer',
  'consultancy-admin': '/api/dashboard/consultancy-admin',
};

/** Administration calls and the roles that hold their permission by default. */
const ADMIN_CALLS: {
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  roles: Role[];
  payload?: object;
}[] = [
  { method: 'GET', url: '/api/user/list', roles: ['master_admin', 'consultancy_admin'] },
  { method: 'GET', url: '/api/employers/pending', roles: ['master_admin'] },
  {
    method: 'PUT',
    url: '/api/settings',
    roles: ['master_admin'],
    payload: { site_name: 'LogiCareers' },
  },
  // The outbox lists every address the site e-mails: master administrators only.
  { method: 'GET', url: '/api/settings/outbox', roles: ['master_admin'] },
];

describe('every route declares who may call it', () => {
  it('has an access rule on each route of the table', async () => {
    const t = await startTestApp('pglite', { DEMO: 'true' });
    try {
      const missing = t.app.routeAccess.filter((route) => route.access === undefined);
      expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
      expect(t.app.routeAccess.length).toBeGreaterThan(15);
    } finally {
      await t.close();
    }
  });
});

describe.each(DATABASES)('role boundaries (%s)', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const role of ROLES) tokens[role] = (await signedIn(t.app, t.database.db, role)).token;
  });
  afterAll(() => t?.close());

  for (const [area, url] of Object.entries(AREA_ENDPOINTS) as [
    keyof typeof AREA_ENDPOINTS,
    string,
  ][]) {
    for (const role of ROLES) {
      const allowed = (AREA_ROLES[area] as readonly Role[]).includes(role);
      it(`${role} is ${allowed ? 'let into' : 'refused from'} the ${area} area`, async () => {
        const res = await call(t.app, { method: 'GET', url, token: tokens[role] });
        if (allowed) {
          expect(res.status).toBe(200);
          expect(Array.isArray((res.body.data as { figures: unknown[] }).figures)).toBe(true);
        } else {
          expect(res.status).toBe(403);
          expect(res.body).toEqual({ message: ANSWERS.forbidden, code: 'FORBIDDEN' });
        }
      });
    }
    it(`a visitor is asked to sign in for the ${area} area`, async () => {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: ANSWERS.unauthenticated, code: 'UNAUTHENTICATED' });
    });
  }

  for (const adminCall of ADMIN_CALLS) {
    it(`${adminCall.method} ${adminCall.url} is for ${adminCall.roles.join(', ')} only`, async () => {
      for (const role of ROLES) {
        const res = await call(t.app, { ...adminCall, token: tokens[role] });
        expect([role, res.status]).toEqual([role, adminCall.roles.includes(role) ? 200 : 403]);
      }
      expect((await call(t.app, adminCall)).status).toBe(401);
    });
  }

  it('an employer in the admin panel sees only its own company figures', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/dashboard/admin',
      token: tokens.employer,
    });
    const keys = (res.body.data as { figures: { key: string }[] }).figures.map((f) => f.key);
    expect(keys).toContain('applicants.unread');
    expect(keys).not.toContain('users.candidate');
  });

  it('permissions are data: taking one from a role takes the access away', async () => {
    const { db } = t.database;
    const { token } = await signedIn(t.app, db, 'consultancy_admin');
    expect((await call(t.app, { method: 'GET', url: '/api/user/list', token })).status).toBe(200);
    const roleId = await builtinRoleId(db, 'consultancy_admin');
    const held = and(
      eq(rolePermissions.roleId, roleId),
      eq(rolePermissions.permissionKey, 'users.list'),
    );
    await db.delete(rolePermissions).where(held);
    try {
      expect((await call(t.app, { method: 'GET', url: '/api/user/list', token })).status).toBe(403);
    } finally {
      await db.insert(rolePermissions).values({ roleId, permissionKey: 'users.list' });
    }
  });

  it('a role of a kind outside PERMISSION_ROLES never gives a bound permission, and loses it at the next start', async () => {
    const { db } = t.database;
    const { token } = await signedIn(t.app, db, 'consultancy_admin');
    const roleId = await builtinRoleId(db, 'consultancy_admin');
    // As an installation seeded before the outbox was for master administrators only.
    await db.insert(rolePermissions).values({ roleId, permissionKey: 'outbox.read' });
    expect((await call(t.app, { method: 'GET', url: API.outbox, token })).status).toBe(403);
    await seedAccess(db);
    const left = await db
      .select()
      .from(rolePermissions)
      .where(
        and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.permissionKey, 'outbox.read')),
      );
    expect(left).toEqual([]);
    expect(
      (await call(t.app, { method: 'GET', url: API.outbox, token: tokens.master_admin })).status,
    ).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/no-such-call' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: ANSWERS.notFound, code: 'NOT_FOUND' });
    const post = await call(t.app, { method: 'POST', url: '/api/no-such-call', payload: {} });
    expect(post.status).toBe(404);
  });

  it('serves pages with a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports health when the database answers', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'ok', database: kind });
  });
});

describe('demo mode', () => {
  it('lists demo sign-ins only when DEMO is on, and every one of them signs in', async () => {
    const demo = await startTestApp('pglite', { DEMO: 'true' });
    try {
      const res = await call(demo.app, { method: 'GET', url: '/api/demo/credentials' });
      expect(res.status).toBe(200);
      const credentials = res.body.data as {
        role: Role;
        email: string;
        password: string;
        sign_in_path: string;
      }[];
      expect(new Set(credentials.map((c) => c.role))).toEqual(new Set(ROLES));
      const loginPaths: Record<string, string> = {
        '/auth/candidate/sign-in': '/api/user/candi_login',
        '/auth/employer/sign-in': '/api/user/employer_login',
        '/auth/consultancy/sign-in': '/api/user/consultancy-login',
        '/admin-pannel/sign-in': '/api/user/admin-login',
      };
      for (const c of credentials) {
        const login = await call(demo.app, {
          method: 'POST',
          url: loginPaths[c.sign_in_path],
          payload: { email: c.email, password: c.password },
        });
        const pending = c.email.startsWith('pending@');
        expect([c.email, login.status]).toEqual([c.email, pending ? 403 : 200]);
      }
    } finally {
      await demo.close();
    }
    const real = await startTestApp('pglite', { DEMO: 'false' });
    try {
      expect((await call(real.app, { method: 'GET', url: '/api/demo/credentials' })).status).toBe(
        404,
      );
    } finally {
      await real.close();
    }
  });
});
