import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { BUILTIN_ROLES, type Permission, type Role } from '@logicareers/shared/roles';
import { ROLE_MESSAGES as RM } from '@logicareers/shared/schemas/roles';
import type { TUserDetail } from '@logicareers/shared/schemas/users';
import type { TCompanyUsers } from '@logicareers/shared/schemas/employer';
import { companies, rolePermissions, roles, users } from '../../db/schema';
import {
  buildClient,
  buildCompany,
  buildRole,
  buildUser,
  loadMaster,
  signedIn,
  TEST_PASSWORD,
} from '../../test/factories';
import { call, DATABASES, LOGIN_PATH, startTestApp, type TestApp } from '../../test/harness';
import { uniqueEmail, walkInCandidateForm } from '../../test/scenarios';
import { builtinRoleId } from './access.policy';

/*
 * The ceiling on every grant (decision 034), walked over the route table: every route that creates
 * an account, gives a role, a role group or a permission, changes a role, or acts on an account
 * (its status, role, password, erasure, request to join) is listed here, and a new one fails the
 * first test until it is. For each, every kind of actor is refused (403 with a code, nothing
 * changed) what would grant above them or act on someone above them; the grants within the
 * ceiling still work.
 */

const ACTORS = [
  'employer_admin',
  'employer_user',
  'consultancy',
  'consultancy_admin',
  /** A consultancy administrator whose role a master administrator narrowed: no CV search. */
  'narrow_admin',
  'ats',
  'master_admin',
] as const;
type Actor = (typeof ACTORS)[number];

/** The permissions whose routes grant or act on accounts: any of their changing routes is listed. */
const GRANTING: Permission[] = [
  'users.manage',
  'roles.manage',
  'company.manage',
  'clients.manage',
  'employers.activate',
  'candidates.create',
];
const GROUP = /^\/api\/(user|employers|roles|company-roles|role-groups|permissions)(\/|$)/;

/** Changing routes of the groups that grant nothing, and why. */
const NOT_GRANTS: Record<string, string> = {
  'POST /api/user/candi_login': 'signs in',
  'POST /api/user/employer_login': 'signs in',
  'POST /api/user/consultancy-login': 'signs in',
  'POST /api/user/admin-login': 'signs in',
  'POST /api/user/logout': 'signs out',
  'PUT /api/user/preferences': "the user's own language",
  'POST /api/user/request-otp': "the user's own reset code",
  'POST /api/user/reset-password': "the user's own password, by the mailed code",
  'PUT /api/user/change-password': "the user's own password",
  'PUT /api/user/account': "the user's own name, mobile and language",
  'POST /api/user/account/photo': "the user's own photo",
  'DELETE /api/user/account/photo': "the user's own photo",
  'POST /api/user/change-email': "the user's own e-mail",
  'POST /api/user/change-email/confirm': "the user's own e-mail",
  'POST /api/user/privacy': "a candidate's own consent",
  'POST /api/user/consultancy-join':
    'a pending account holding nothing until approved (the approval is a grant, below)',
  'POST /api/employers/register':
    'a pending company holding nothing until activated (the activation is a grant, below)',
  'PUT /api/employers/update': "the company's profile",
  'POST /api/employers/logo': "the company's logo",
  'DELETE /api/employers/logo': "the company's logo",
  'POST /api/employers/contacts': "the company's contacts",
  'PUT /api/employers/contacts/:id': "the company's contacts",
  'DELETE /api/employers/contacts/:id': "the company's contacts",
  'POST /api/employers/branches': "the company's branches",
  'PUT /api/employers/branches/:id': "the company's branches",
  'DELETE /api/employers/branches/:id': "the company's branches",
  'PUT /api/employers/social': "the company's social links",
  'POST /api/employers/clients/:id/comment': 'an internal note',
  'POST /api/employers/submissions/:id/answer': 'an answer about a candidate sent to the company',
};

interface Req {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

interface Fixture {
  token: Record<Actor, string>;
  id: Record<Actor, string>;
  /** A site role of each kind above its built-in one, made by a master administrator. */
  employerPlus: number;
  adminPlus: number;
  employerBuiltin: number;
  adminBuiltin: number;
  employerCompany: number;
  consultancyCompany: number;
  /** A company role of the employer with a permission of the above (no company role is offered). */
  employerRecruiterRole: number;
  employerHigherRole: number;
  adminHigherRole: number;
  /** Colleagues above each company administrator, and peers beside them. */
  employerHigh: string;
  employerPeer: string;
  adminHigh: string;
  adminPeer: string;
  pendingRecruiter: string;
  /** A request to join of an account holding more than any consultancy administrator. */
  pendingHigh: string;
  managedClient: number;
  /** A client one of whose users holds more than any consultancy administrator. */
  highClient: number;
}

const contact = (overrides: Record<string, unknown> = {}) => ({
  pronoun: 'Mr',
  first_name: 'Omar',
  last_name: 'Saeed',
  username: uniqueEmail('colleague'),
  mobile_number: '+971 50 222 3344',
  password: 'Str0ngPass!',
  confirmPassword: 'Str0ngPass!',
  ...overrides,
});
const client = (overrides: Record<string, unknown> = {}) => ({
  kind: 'employer',
  company_name: `Falcon Haulage ${Math.floor(Math.random() * 1e9)} LLC`,
  primary_mobile: '+971 4 880 1234',
  primary_email: uniqueEmail('falcon'),
  ...contact(),
  ...overrides,
});
const roleBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Role ${Math.floor(Math.random() * 1e9)}`,
  description: '',
  permissions: ['jobs.manage'],
  ...overrides,
});
const employerSide = (as: Actor) => as === 'employer_admin' || as === 'employer_user';

describe.each(DATABASES)('the ceiling on every grant (%s)', (kind) => {
  let t: TestApp;
  let f: Fixture;
  let candidateForm: () => object;
  /** A site role a master administrator makes through the roles call. */
  let siteRole: (k: Role, permissions: readonly string[]) => Promise<number>;
  const db = () => t.database.db;
  const send = (as: Actor, req: Req) => call(t.app, { ...req, token: f.token[as] });

  /** The same grant within the ceiling, made by the built-in consultancy and master admins. */
  const bothAdmins = (req: () => Promise<Req>) =>
    (['consultancy_admin', 'master_admin'] as const).map((as) => ({ as, req, status: 200 }));

  /** The one grant within the ceiling a case has: made by `as`, answered with `status`. */
  const grantedBy = (as: Actor, status: number, req: () => Promise<Req>) => [{ as, req, status }];

  /** Approving or rejecting a request to join: both give the account its role. */
  const joinDecision = (url: (id: string) => string) => ({
    above: (as: Actor): Req[] => [
      { method: 'POST', url: url(f.pendingHigh) },
      // A recruiter holds CV search, which the narrowed administrator does not.
      ...(as === 'narrow_admin' ? [{ method: 'POST' as const, url: url(f.pendingRecruiter) }] : []),
    ],
    within: bothAdmins(async () => ({
      method: 'POST',
      url: url(
        (
          await buildUser(db(), 'consultancy', {
            companyId: f.consultancyCompany,
            status: 'pending',
          })
        ).id,
      ),
    })),
  });

  /** A new plain user of the employer company, for the employer's administrator to act on. */
  const newEmployerUser = async () =>
    (await buildUser(db(), 'employer', { companyId: f.employerCompany })).id;

  /** A new user of this kind of the consultancy that runs the site. */
  const newConsultancyUser = async (role: 'consultancy' | 'consultancy_admin') =>
    (await buildUser(db(), role, { companyId: f.consultancyCompany })).id;

  /** Disabling the account with this id. */
  const disable = (id: string): Req => ({
    method: 'PUT',
    url: API.userStatus(id),
    payload: { status: 'disabled' },
  });

  /** Giving the account with this id a role, and no role group. */
  const giveRole = (id: string, roleId: number): Req => ({
    method: 'PUT',
    url: API.users.role(id),
    payload: { role_id: roleId, role_group_id: null },
  });

  /** Changing the details (a new e-mail included) of the account with this id. */
  const editDetails = (id: string): Req => ({
    method: 'PUT',
    url: API.users.details(id),
    payload: {
      first_name: 'Noura',
      last_name: 'Kazemi',
      mobile_number: '+971 50 333 4455',
      email: uniqueEmail('details'),
      language: 'ar',
    },
  });

  /** Adding a colleague to the caller's company, with the role the overrides give (else the default). */
  const createUser = (overrides?: Record<string, unknown>): Req => ({
    method: 'POST',
    url: API.employers.createUser,
    payload: contact(overrides),
  });

  /** A user above the caller in the caller's own company. */
  const highAbove = (as: Actor) => (employerSide(as) ? f.employerHigh : f.adminHigh);

  /** An employer role group holding these roles, as a master administrator sends it. */
  const groupBody = (roleIds: number[]) => roleBody({ kind: 'employer', role_ids: roleIds });

  /** A role group a master administrator has just made, holding these roles; answers its id. */
  const newRoleGroup = async (roleIds: number[]) => {
    const created = await call(t.app, {
      method: 'POST',
      url: API.access.roleGroups,
      token: f.token.master_admin,
      payload: groupBody(roleIds),
    });
    return (created.body.data as { id: number }).id;
  };

  /**
   * For each route: the requests that would grant above `as` or act on someone above them (each
   * actor's own company's users, so that a refusal is the ceiling and not a 404), and the grants
   * within the ceiling that still work.
   */
  const CASES: Record<
    string,
    {
      above(as: Exclude<Actor, 'master_admin'>): Req[];
      /** Runs around the refusals: a change the case needs, undone after. */
      around?(run: () => Promise<void>): Promise<void>;
      within: { as: Actor; req: () => Promise<Req>; status: number }[];
    }
  > = {
    'PUT /api/user/:id/status': {
      above: () => [disable(f.adminHigh)],
      within: [
        {
          as: 'master_admin',
          req: async () => disable((await buildUser(db(), 'consultancy_admin')).id),
          status: 200,
        },
        {
          as: 'consultancy_admin',
          req: async () => disable(await newConsultancyUser('consultancy_admin')),
          status: 200,
        },
        // The built-in administrator holds what its recruiters do.
        {
          as: 'consultancy_admin',
          req: async () => disable(await newConsultancyUser('consultancy')),
          status: 200,
        },
      ],
    },
    'POST /api/user/:id/send-reset-code': {
      above: () => [{ method: 'POST', url: API.users.resetPassword(f.adminHigh) }],
      within: [
        {
          as: 'master_admin',
          req: async () => ({ method: 'POST', url: API.users.resetPassword(f.adminHigh) }),
          status: 200,
        },
        {
          as: 'consultancy_admin',
          req: async () => ({
            method: 'POST',
            url: API.users.resetPassword(await newConsultancyUser('consultancy')),
          }),
          status: 200,
        },
      ],
    },
    'PUT /api/user/:id/role': {
      above: (as) => [
        // Acting on someone above: even giving them less.
        giveRole(f.adminHigh, f.adminBuiltin),
        // Giving a peer, or oneself, a role above.
        giveRole(f.adminPeer, f.adminPlus),
        giveRole(f.id[as], f.adminPlus),
      ],
      within: grantedBy('master_admin', 200, async () =>
        giveRole((await buildUser(db(), 'consultancy_admin')).id, f.adminPlus),
      ),
    },
    // Details, not rights: still an action on an account, so never on one above.
    'PUT /api/user/:id/details': {
      above: () => [editDetails(f.adminHigh)],
      within: [
        {
          as: 'master_admin',
          req: async () => editDetails(f.adminHigh),
          status: 200,
        },
        {
          as: 'consultancy_admin',
          req: async () => editDetails(await newConsultancyUser('consultancy')),
          status: 200,
        },
      ],
    },
    'DELETE /api/user/delete/:id': {
      above: () => [{ method: 'DELETE', url: API.users.delete(f.adminHigh) }],
      within: grantedBy('master_admin', 200, async () => ({
        method: 'DELETE',
        url: API.users.delete((await buildUser(db(), 'consultancy_admin')).id),
      })),
    },
    'POST /api/user/create-candidate': {
      // A candidate's own-account permissions are given by whoever creates one; anything more is
      // held to the ceiling. The built-in candidate role is widened for the refusals only.
      above: () => [{ method: 'POST', url: API.users.createCandidate, payload: candidateForm() }],
      around: async (run) => {
        const roleId = await builtinRoleId(db(), 'candidate');
        await db().insert(rolePermissions).values({ roleId, permissionKey: 'settings.manage' });
        try {
          await run();
        } finally {
          await db()
            .delete(rolePermissions)
            .where(
              and(
                eq(rolePermissions.roleId, roleId),
                eq(rolePermissions.permissionKey, 'settings.manage'),
              ),
            );
        }
      },
      within: (['consultancy', 'ats', 'consultancy_admin', 'master_admin'] as const).map((as) => ({
        as,
        req: async () => ({
          method: 'POST',
          url: API.users.createCandidate,
          payload: candidateForm(),
        }),
        status: 201,
      })),
    },
    'POST /api/user/join-requests/:id/approve': joinDecision(API.users.approveJoin),
    'POST /api/user/join-requests/:id/reject': joinDecision(API.users.rejectJoin),
    'POST /api/employers/create-user': {
      above: (as) => [
        createUser({ role_id: employerSide(as) ? f.employerPlus : f.adminPlus }),
        // A consultancy's default new user is a recruiter: CV search, which the narrowed
        // administrator lacks.
        ...(as === 'narrow_admin' ? [createUser()] : []),
      ],
      within: [
        { as: 'employer_admin', req: async () => createUser(), status: 201 },
        {
          as: 'employer_admin',
          req: async () => createUser({ role_id: f.employerRecruiterRole }),
          status: 201,
        },
        {
          as: 'consultancy_admin',
          req: async () => createUser({ role_id: f.adminBuiltin }),
          status: 201,
        },
        // The built-in administrator creates its recruiters.
        { as: 'consultancy_admin', req: async () => createUser(), status: 201 },
      ],
    },
    'PUT /api/employers/user-detail/:id': {
      above: (as) => {
        const [high, peer, builtin, plus] = employerSide(as)
          ? [f.employerHigh, f.employerPeer, f.employerBuiltin, f.employerPlus]
          : [f.adminHigh, f.adminPeer, f.adminBuiltin, f.adminPlus];
        return [
          { method: 'PUT', url: API.employers.userDetail(high), payload: { role_id: builtin } },
          { method: 'PUT', url: API.employers.userDetail(peer), payload: { role_id: plus } },
          { method: 'PUT', url: API.employers.userDetail(f.id[as]), payload: { role_id: plus } },
        ];
      },
      within: grantedBy('employer_admin', 200, async () => ({
        method: 'PUT',
        url: API.employers.userDetail(await newEmployerUser()),
        payload: { role_id: f.employerRecruiterRole },
      })),
    },
    'PUT /api/employers/user-detail/:id/status': {
      above: (as) => [
        {
          method: 'PUT',
          url: API.employers.userStatus(highAbove(as)),
          payload: { status: 'disabled' },
        },
      ],
      within: grantedBy('employer_admin', 200, async () => ({
        method: 'PUT',
        url: API.employers.userStatus(await newEmployerUser()),
        payload: { status: 'disabled' },
      })),
    },
    'DELETE /api/employers/user-detail/:id': {
      above: (as) => [
        {
          method: 'DELETE',
          url: API.employers.userDetail(highAbove(as)),
        },
      ],
      within: grantedBy('employer_admin', 200, async () => ({
        method: 'DELETE',
        url: API.employers.userDetail(await newEmployerUser()),
      })),
    },
    'POST /api/employers/clients': {
      above: (as) => [
        // An employer's first contact holds CV search: within the built-in administrator only.
        ...(as === 'consultancy_admin'
          ? []
          : [{ method: 'POST' as const, url: API.employers.clients, payload: client() }]),
        { method: 'POST', url: API.employers.clients, payload: client({ kind: 'consultancy' }) },
      ],
      within: [
        ...(['employer', 'consultancy'] as const).map((k) => ({
          as: 'master_admin' as const,
          req: async () => ({
            method: 'POST' as const,
            url: API.employers.clients,
            payload: client({ kind: k }),
          }),
          status: 201,
        })),
        {
          as: 'consultancy_admin',
          req: async () => ({ method: 'POST', url: API.employers.clients, payload: client() }),
          status: 201,
        },
      ],
    },
    'PUT /api/employers/clients/:id/status': {
      above: (as) => [
        {
          method: 'PUT',
          url: API.employers.clientStatus(f.highClient),
          payload: { status: 'disabled' },
        },
        ...(as === 'narrow_admin'
          ? [
              {
                method: 'PUT' as const,
                url: API.employers.clientStatus(f.managedClient),
                payload: { status: 'disabled' },
              },
            ]
          : []),
      ],
      within: bothAdmins(async () => ({
        method: 'PUT',
        url: API.employers.clientStatus((await buildClient(db(), f.consultancyCompany)).id),
        payload: { status: 'disabled' },
      })),
    },
    'POST /api/employers/clients/:id/create-user': {
      above: (as) => [
        {
          method: 'POST',
          url: API.employers.clientCreateUser(f.managedClient),
          payload: contact({ role_id: f.employerPlus }),
        },
        {
          method: 'POST',
          url: API.employers.clientCreateUser(f.consultancyCompany),
          payload: contact({ role_id: f.adminPlus }),
        },
        // By default an employer, or in its own consultancy a recruiter: CV search, above the
        // narrowed administrator.
        ...(as === 'narrow_admin'
          ? [f.managedClient, f.consultancyCompany].map((id) => ({
              method: 'POST' as const,
              url: API.employers.clientCreateUser(id),
              payload: contact(),
            }))
          : []),
      ],
      within: [
        {
          as: 'master_admin',
          req: async () => ({
            method: 'POST',
            url: API.employers.clientCreateUser(f.managedClient),
            payload: contact(),
          }),
          status: 201,
        },
        {
          as: 'consultancy_admin',
          req: async () => ({
            method: 'POST',
            url: API.employers.clientCreateUser(f.consultancyCompany),
            payload: contact({ role_id: f.adminBuiltin }),
          }),
          status: 201,
        },
        ...[() => f.managedClient, () => f.consultancyCompany].map((id) => ({
          as: 'consultancy_admin' as const,
          req: async () => ({
            method: 'POST' as const,
            url: API.employers.clientCreateUser(id()),
            payload: contact(),
          }),
          status: 201,
        })),
      ],
    },
    'POST /api/employers/:id/activate': {
      above: () => [{ method: 'POST', url: API.activateEmployer(f.managedClient) }],
      within: grantedBy('master_admin', 200, async () => {
        const pending = await buildCompany(db(), { status: 'pending' });
        await buildUser(db(), 'employer', { companyId: pending.id });
        return { method: 'POST', url: API.activateEmployer(pending.id) };
      }),
    },
    'PUT /api/employers/:id/status': {
      above: () => [
        {
          method: 'PUT',
          url: API.employerStatus(f.managedClient),
          payload: { status: 'disabled' },
        },
      ],
      within: grantedBy('master_admin', 200, async () => ({
        method: 'PUT',
        url: API.employerStatus((await buildClient(db(), null)).id),
        payload: { status: 'disabled' },
      })),
    },
    'POST /api/roles': {
      above: () => [
        {
          method: 'POST',
          url: API.access.roles,
          payload: roleBody({ kind: 'employer', permissions: ['users.list'] }),
        },
      ],
      within: grantedBy('master_admin', 201, async () => ({
        method: 'POST',
        url: API.access.roles,
        payload: roleBody({ kind: 'employer', permissions: ['users.list', 'jobs.manage_any'] }),
      })),
    },
    'PUT /api/roles/:id': {
      above: (as) => [
        {
          method: 'PUT',
          url: API.access.role(employerSide(as) ? f.employerBuiltin : f.adminBuiltin),
          payload: roleBody({
            kind: employerSide(as) ? 'employer' : 'consultancy_admin',
            permissions: ['settings.manage'],
          }),
        },
      ],
      within: grantedBy('master_admin', 200, async () => ({
        method: 'PUT',
        url: API.access.role(await buildRole(db(), 'employer', ['jobs.manage'])),
        payload: roleBody({ kind: 'employer', permissions: ['users.list'] }),
      })),
    },
    'DELETE /api/roles/:id': {
      above: () => [{ method: 'DELETE', url: API.access.role(f.employerPlus) }],
      within: grantedBy('master_admin', 200, async () => ({
        method: 'DELETE',
        url: API.access.role(await buildRole(db(), 'employer', ['users.list'])),
      })),
    },
    'POST /api/role-groups': {
      above: () => [
        {
          method: 'POST',
          url: API.access.roleGroups,
          payload: groupBody([f.employerPlus]),
        },
      ],
      within: grantedBy('master_admin', 201, async () => ({
        method: 'POST',
        url: API.access.roleGroups,
        payload: groupBody([f.employerPlus]),
      })),
    },
    'PUT /api/role-groups/:id': {
      above: () => [
        {
          method: 'PUT',
          url: API.access.roleGroup(1),
          payload: groupBody([f.employerPlus]),
        },
      ],
      within: grantedBy('master_admin', 200, async () => ({
        method: 'PUT',
        url: API.access.roleGroup(await newRoleGroup([])),
        payload: groupBody([f.employerPlus]),
      })),
    },
    'DELETE /api/role-groups/:id': {
      above: () => [{ method: 'DELETE', url: API.access.roleGroup(1) }],
      within: grantedBy('master_admin', 200, async () => ({
        method: 'DELETE',
        url: API.access.roleGroup(await newRoleGroup([f.employerPlus])),
      })),
    },
    'PUT /api/permissions/:key': {
      above: (as) => [
        {
          method: 'PUT',
          url: API.access.permission('settings.manage'),
          payload: { role_id: employerSide(as) ? f.employerBuiltin : f.adminBuiltin, held: true },
        },
      ],
      within: grantedBy('master_admin', 200, async () => ({
        method: 'PUT',
        url: API.access.permission('users.list'),
        payload: { role_id: await buildRole(db(), 'employer', []), held: true },
      })),
    },
    'POST /api/company-roles': {
      above: (as) => [
        {
          method: 'POST',
          url: API.access.companyRoles,
          payload: roleBody({ permissions: [employerSide(as) ? 'users.list' : 'settings.manage'] }),
        },
      ],
      within: [
        {
          as: 'employer_admin',
          req: async () => ({ method: 'POST', url: API.access.companyRoles, payload: roleBody() }),
          status: 201,
        },
        {
          as: 'consultancy_admin',
          req: async () => ({
            method: 'POST',
            url: API.access.companyRoles,
            payload: roleBody({ permissions: ['users.list'] }),
          }),
          status: 201,
        },
      ],
    },
    'PUT /api/company-roles/:id': {
      above: (as) =>
        employerSide(as)
          ? [
              // A role above: not even narrowed.
              {
                method: 'PUT',
                url: API.access.companyRole(f.employerHigherRole),
                payload: roleBody(),
              },
              // A role within, given more.
              {
                method: 'PUT',
                url: API.access.companyRole(f.employerRecruiterRole),
                payload: roleBody({ permissions: ['jobs.manage', 'users.list'] }),
              },
            ]
          : [
              {
                method: 'PUT',
                url: API.access.companyRole(f.adminHigherRole),
                payload: roleBody({ permissions: ['users.list'] }),
              },
            ],
      within: grantedBy('employer_admin', 200, async () => ({
        method: 'PUT',
        url: API.access.companyRole(
          await buildRole(db(), 'employer', ['jobs.manage'], f.employerCompany),
        ),
        payload: roleBody({ permissions: ['jobs.manage', 'candidates.search'] }),
      })),
    },
    'DELETE /api/company-roles/:id': {
      above: (as) => [
        {
          method: 'DELETE',
          url: API.access.companyRole(employerSide(as) ? f.employerHigherRole : f.adminHigherRole),
        },
      ],
      within: grantedBy('employer_admin', 200, async () => ({
        method: 'DELETE',
        url: API.access.companyRole(
          await buildRole(db(), 'employer', ['jobs.manage'], f.employerCompany),
        ),
      })),
    },
  };

  /** What a refused request must leave as it was: accounts, roles, their permissions, companies. */
  async function state() {
    const [u, r, rp, c] = await Promise.all([
      db()
        .select({
          id: users.id,
          role: users.role,
          roleId: users.roleId,
          group: users.roleGroupId,
          status: users.status,
          companyId: users.companyId,
          email: users.email,
        })
        .from(users)
        .orderBy(asc(users.id)),
      db().select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.id)),
      db()
        .select()
        .from(rolePermissions)
        .orderBy(asc(rolePermissions.roleId), asc(rolePermissions.permissionKey)),
      db()
        .select({ id: companies.id, status: companies.status })
        .from(companies)
        .orderBy(asc(companies.id)),
    ]);
    return JSON.stringify([u, r, rp, c]);
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    const { idOf } = await loadMaster(t.app, ['country', 'state']);
    candidateForm = () => walkInCandidateForm(idOf);
    const master = await signedIn(t.app, db(), 'master_admin');
    // The master administrator makes a site role above each built-in one: a legitimate grant.
    siteRole = async (k: Role, permissions: readonly string[]) => {
      const res = await call(t.app, {
        method: 'POST',
        url: API.access.roles,
        token: master.token,
        payload: roleBody({ kind: k, permissions }),
      });
      expect(res.status).toBe(201);
      return (res.body.data as { id: number }).id;
    };
    const sitePlus = (k: 'employer' | 'consultancy_admin', extra: Permission) =>
      siteRole(k, [...BUILTIN_ROLES[k].permissions, extra]);
    const employerPlus = await sitePlus('employer', 'jobs.manage_any');
    const adminPlus = await sitePlus('consultancy_admin', 'settings.manage');
    const narrowed = await siteRole(
      'consultancy_admin',
      BUILTIN_ROLES.consultancy_admin.permissions.filter((p) => p !== 'candidates.search'),
    );

    const employer = await buildCompany(db());
    const consultancy = await buildCompany(db(), { kind: 'consultancy' });
    const employerRecruiterRole = await buildRole(
      db(),
      'employer',
      ['area.employer', 'area.management', 'jobs.manage'],
      employer.id,
    );
    const employerHigherRole = await buildRole(
      db(),
      'employer',
      [...BUILTIN_ROLES.employer.permissions, 'users.list'],
      employer.id,
    );
    const adminHigherRole = await buildRole(
      db(),
      'consultancy_admin',
      [...BUILTIN_ROLES.consultancy_admin.permissions, 'settings.manage'],
      consultancy.id,
    );
    const actors = {
      employer_admin: await signedIn(t.app, db(), 'employer', { companyId: employer.id }),
      employer_user: await signedIn(t.app, db(), 'employer', {
        companyId: employer.id,
        roleId: employerRecruiterRole,
      }),
      consultancy: await signedIn(t.app, db(), 'consultancy', { companyId: consultancy.id }),
      consultancy_admin: await signedIn(t.app, db(), 'consultancy_admin', {
        companyId: consultancy.id,
      }),
      narrow_admin: await narrowedAdmin(master.token, consultancy.id, narrowed),
      ats: await signedIn(t.app, db(), 'ats', { companyId: consultancy.id }),
      master_admin: master,
    };
    f = {
      token: Object.fromEntries(ACTORS.map((a) => [a, actors[a].token])) as Record<Actor, string>,
      id: Object.fromEntries(ACTORS.map((a) => [a, actors[a].user.id])) as Record<Actor, string>,
      employerPlus,
      adminPlus,
      employerBuiltin: await builtinRoleId(db(), 'employer'),
      adminBuiltin: await builtinRoleId(db(), 'consultancy_admin'),
      employerCompany: employer.id,
      consultancyCompany: consultancy.id,
      employerRecruiterRole,
      employerHigherRole,
      adminHigherRole,
      employerHigh: (
        await buildUser(db(), 'employer', { companyId: employer.id, roleId: employerPlus })
      ).id,
      employerPeer: (await buildUser(db(), 'employer', { companyId: employer.id })).id,
      adminHigh: (
        await buildUser(db(), 'consultancy_admin', { companyId: consultancy.id, roleId: adminPlus })
      ).id,
      adminPeer: (await buildUser(db(), 'consultancy_admin', { companyId: consultancy.id })).id,
      pendingRecruiter: (
        await buildUser(db(), 'consultancy', { companyId: consultancy.id, status: 'pending' })
      ).id,
      pendingHigh: (
        await buildUser(db(), 'consultancy', {
          companyId: consultancy.id,
          status: 'pending',
          roleId: await buildRole(db(), 'consultancy', [
            ...BUILTIN_ROLES.consultancy.permissions,
            'settings.manage',
          ]),
        })
      ).id,
      managedClient: (await buildClient(db(), consultancy.id)).id,
      highClient: (await buildClient(db(), consultancy.id)).id,
    };
    await buildUser(db(), 'employer', { companyId: f.highClient, roleId: employerPlus });
  });
  afterAll(() => t?.close());

  /**
   * A consultancy administrator whose role a master administrator narrowed to `roleId` through
   * the user role call, signed in.
   */
  async function narrowedAdmin(masterToken: string, companyId: number, roleId: number) {
    const admin = await signedIn(t.app, db(), 'consultancy_admin', { companyId });
    const res = await call(t.app, { ...giveRole(admin.user.id, roleId), token: masterToken });
    expect(res.status).toBe(200);
    return admin;
  }

  /** Signing in on the form at `path`. */
  const signInAt = (path: string, email: string, password: string) =>
    call(t.app, { method: 'POST', url: path, payload: { email, password } });

  /** An account's status as stored. */
  const statusOf = async (id: string) => {
    const [row] = await db().select({ status: users.status }).from(users).where(eq(users.id, id));
    return row.status;
  };

  /**
   * The administrator's own role changes are each refused for a permission it does not hold, and
   * the site's settings stay closed to it.
   */
  async function expectNoSettingsRights(token: string, ownRoleChanges: Req[]) {
    for (const req of ownRoleChanges) {
      const res = await call(t.app, { ...req, token });
      expect(res.body).toEqual({ message: { role_id: RM.notHeld }, code: 'FORBIDDEN' });
    }
    const settings = await call(t.app, {
      method: 'PUT',
      url: API.settings,
      token,
      payload: { site_name: 'Mine now' },
    });
    expect(settings.status).toBe(403);
  }

  it('lists every route that grants or acts on an account, and no other', () => {
    const routes = t.app.routeAccess
      .filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
      .filter(
        (r) =>
          GROUP.test(r.url) ||
          (typeof r.access === 'object' && GRANTING.includes(r.access.permission)),
      )
      .map((r) => `${r.method} ${r.url}`);
    const uncovered = routes.filter((r) => !(r in CASES) && !(r in NOT_GRANTS));
    expect(uncovered).toEqual([]);
    // And nothing listed that the app no longer has.
    expect(Object.keys(CASES).filter((r) => !routes.includes(r))).toEqual([]);
    expect(Object.keys(NOT_GRANTS).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('refuses every actor what would grant above them or act on someone above them', async () => {
    for (const [route, c] of Object.entries(CASES)) {
      const refusals = async () => {
        for (const as of ACTORS) {
          if (as === 'master_admin') continue;
          for (const req of c.above(as)) {
            const before = await state();
            const res = await send(as, req);
            const what = `${as}: ${route} as ${req.method} ${req.url}`;
            expect(res.status, `${what} ${JSON.stringify(res.body)}`).toBe(403);
            expect(res.body.code, what).toBe('FORBIDDEN');
            expect(await state(), what).toBe(before);
          }
        }
      };
      if (c.around) await c.around(refusals);
      else await refusals();
    }
  });

  it('still lets each grant within the ceiling through', async () => {
    for (const [route, c] of Object.entries(CASES)) {
      for (const { as, req, status } of c.within) {
        const r = await req();
        const res = await send(as, r);
        expect(res.status, `${as}: ${route} ${JSON.stringify(res.body)}`).toBe(status);
      }
    }
  });

  it('keeps an employer administrator from a site role above theirs, for themselves or a colleague', async () => {
    const admin = await signedIn(t.app, db(), 'employer', { companyId: f.employerCompany });
    const colleague = await buildUser(db(), 'employer', { companyId: f.employerCompany });
    // Not offered...
    const listed = await call(t.app, {
      method: 'GET',
      url: API.employers.userList,
      token: admin.token,
    });
    const offered = (listed.body.data as TCompanyUsers).roles.map((r) => r.id);
    expect(offered).toContain(f.employerBuiltin);
    expect(offered).toContain(f.employerRecruiterRole);
    expect(offered).not.toContain(f.employerPlus);
    expect(offered).not.toContain(f.employerHigherRole);
    // ...and refused through their own user detail and a colleague's.
    for (const id of [admin.user.id, colleague.id]) {
      const res = await call(t.app, {
        method: 'PUT',
        url: API.employers.userDetail(id),
        token: admin.token,
        payload: { role_id: f.employerPlus },
      });
      expect(res.body).toEqual({ message: { role_id: RM.notHeld }, code: 'FORBIDDEN' });
    }
    const [row] = await db()
      .select({ roleId: users.roleId })
      .from(users)
      .where(eq(users.id, admin.user.id));
    expect(row.roleId).toBe(f.employerBuiltin);
    // A master administrator may give it.
    const master = await send('master_admin', giveRole(colleague.id, f.employerPlus));
    expect(master.status).toBe(200);
  });

  it('keeps a consultancy administrator from giving itself settings rights', async () => {
    const admin = await signedIn(t.app, db(), 'consultancy_admin', {
      companyId: f.consultancyCompany,
    });
    const detail = await call(t.app, {
      method: 'GET',
      url: API.users.one(admin.user.id),
      token: admin.token,
    });
    const data = detail.body.data as TUserDetail;
    expect(data.assignable_roles.map((r) => r.id)).toContain(f.adminBuiltin);
    expect(data.assignable_roles.map((r) => r.id)).not.toContain(f.adminPlus);
    expect(data.manageable).toBe(true);
    const high = await call(t.app, {
      method: 'GET',
      url: API.users.one(f.adminHigh),
      token: admin.token,
    });
    expect((high.body.data as TUserDetail).manageable).toBe(false);
    await expectNoSettingsRights(admin.token, [
      giveRole(admin.user.id, f.adminPlus),
      {
        method: 'PUT',
        url: API.employers.userDetail(admin.user.id),
        payload: { role_id: f.adminPlus },
      },
    ]);
  });

  it('keeps a consultancy administrator without CV search from making a recruiter who has it', async () => {
    // A master administrator narrows the administrator's role: no CV search.
    const admin = await narrowedAdmin(
      f.token.master_admin,
      f.consultancyCompany,
      await siteRole(
        'consultancy_admin',
        BUILTIN_ROLES.consultancy_admin.permissions.filter((p) => p !== 'candidates.search'),
      ),
    );
    const recruiterRole = await builtinRoleId(db(), 'consultancy');
    const made: string[] = [];
    for (const req of [
      { url: API.employers.createUser, payload: contact() },
      { url: API.employers.createUser, payload: contact({ role_id: recruiterRole }) },
      {
        url: API.employers.clientCreateUser(f.consultancyCompany),
        payload: contact({ role_id: recruiterRole }),
      },
    ]) {
      const res = await call(t.app, { method: 'POST', ...req, token: admin.token });
      expect(res.body).toEqual({ message: { role_id: RM.notHeld }, code: 'FORBIDDEN' });
      made.push(req.payload.username);
    }
    // No account was made to sign in as.
    for (const email of made) {
      const signIn = await signInAt(LOGIN_PATH.consultancy, email, 'Str0ngPass!');
      expect(signIn.status).toBe(401);
    }
    // Nor a second consultancy with an administrator of its own.
    const second = await call(t.app, {
      method: 'POST',
      url: API.employers.clients,
      token: admin.token,
      payload: client({ kind: 'consultancy' }),
    });
    expect(second.body).toEqual({ message: RM.consultancyByMaster, code: 'FORBIDDEN' });
    // Nor give itself settings rights.
    await expectNoSettingsRights(admin.token, [
      giveRole(admin.user.id, f.adminPlus),
      giveRole(admin.user.id, f.adminBuiltin),
    ]);
    // Its own search stays closed.
    const search = await call(t.app, { method: 'GET', url: API.talent.search, token: admin.token });
    expect(search.status).toBe(403);
    // The recruiters themselves still sign in as before.
    const { email } = await buildUser(db(), 'consultancy', { companyId: f.consultancyCompany });
    const recruiter = await signInAt(LOGIN_PATH.consultancy, email, TEST_PASSWORD);
    expect(recruiter.status).toBe(200);
  });

  it('lets the built-in consultancy administrator look after its recruiters and clients', async () => {
    const admin = await signedIn(t.app, db(), 'consultancy_admin', {
      companyId: f.consultancyCompany,
    });
    const as = (req: Req) => call(t.app, { ...req, token: admin.token });
    // Creates a recruiter, who signs in and searches.
    const recruiter = contact();
    const made = await as({ method: 'POST', url: API.employers.createUser, payload: recruiter });
    expect(made.status).toBe(201);
    const signIn = await signInAt(LOGIN_PATH.consultancy, recruiter.username, recruiter.password);
    expect(signIn.status).toBe(200);
    const [row] = await db()
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, recruiter.username));
    expect(row.role).toBe('consultancy');
    // Creates an employer client with its first contact, who signs in.
    const body = client();
    const created = await as({ method: 'POST', url: API.employers.clients, payload: body });
    expect(created.status).toBe(201);
    const contactSignIn = await signInAt(LOGIN_PATH.employer, body.username, body.password);
    expect(contactSignIn.status).toBe(200);
    // Approves a request to join.
    const pending = await buildUser(db(), 'consultancy', {
      companyId: f.consultancyCompany,
      status: 'pending',
    });
    const approved = await as({ method: 'POST', url: API.users.approveJoin(pending.id) });
    expect(approved.status).toBe(200);
    expect(await statusOf(pending.id)).toBe('active');
    // Disables the recruiter it made.
    const disabled = await as(disable(row.id));
    expect(disabled.status).toBe(200);
    expect(await statusOf(row.id)).toBe('disabled');
  });
});
