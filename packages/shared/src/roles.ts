/** Roles, permissions and the route-group table of SPEC.md sections 2 and 6. */
import { PAGES } from './pages';
export const ROLES = [
  'candidate',
  'employer',
  'consultancy',
  'ats',
  'consultancy_admin',
  'master_admin',
] as const;
export type Role = (typeof ROLES)[number];

/** Where `/` sends a signed-in user. */
export const ROLE_HOME: Record<Role, string> = {
  candidate: PAGES.candidate.dashboard,
  employer: PAGES.employer.dashboard,
  consultancy: PAGES.admin.dashboard,
  ats: PAGES.admin.dashboard,
  master_admin: PAGES.admin.dashboard,
  consultancy_admin: PAGES.consultancyAdmin.dashboard,
};

/** Route groups of the web app and the roles allowed in each (SPEC.md section 2). */
export const AREA_ROLES = {
  'admin-pannel': ['master_admin', 'employer', 'consultancy', 'ats'],
  candidate: ['master_admin', 'candidate', 'consultancy', 'ats'],
  employer: ['master_admin', 'employer', 'consultancy', 'ats'],
  management: ['master_admin', 'employer', 'consultancy', 'ats'],
  'consultancy-admin': ['consultancy_admin', 'master_admin'],
} as const satisfies Record<string, readonly Role[]>;
export type Area = keyof typeof AREA_ROLES;

/** Which sign-in call each role uses. */
export const LOGIN_KIND_ROLES = {
  candidate: ['candidate'],
  employer: ['employer'],
  consultancy: ['consultancy', 'ats', 'consultancy_admin'],
  admin: ['master_admin'],
} as const satisfies Record<string, readonly Role[]>;
export type LoginKind = keyof typeof LOGIN_KIND_ROLES;

/** Permissions are data: these are the keys the server checks, with their seeded descriptions. */
export const PERMISSIONS = {
  'area.admin': 'Open the admin panel',
  'area.candidate': 'Open the candidate area',
  'area.employer': 'Open the employer area',
  'area.management': 'Open the management area',
  'area.consultancy_admin': 'Open the consultancy admin area',
  'users.list': 'List users',
  'users.manage': 'Disable and re-enable user accounts',
  'employers.activate': 'Activate, disable and re-enable employer accounts',
  'settings.manage': 'Change site settings',
  'outbox.read': 'Read the e-mail outbox',
  'jobs.manage': "Create and manage the company's jobs",
  'templates.manage': 'Create and use job templates',
  'jobs.manage_any': 'Manage the jobs of every company',
  'candidate.profile': 'Keep a candidate profile and CV',
  'jobs.apply': 'Apply for and save jobs',
  'alerts.manage': 'Set job alerts',
  'applications.manage': "Review and move the applicants of the company's jobs",
  'communications.manage':
    "Write the company's e-mail templates, e-mail candidates, read their answers and schedule interviews",
  'candidates.search':
    "Search the candidate database, open candidates, keep CV folders and the company's notes",
  'candidates.submit': 'Send candidates to client employers and follow their answers',
  'candidates.create': 'Create candidate accounts for people who call or walk in',
  'company.manage': "Edit the company's profile and manage its users and their roles",
  'clients.manage': 'Create and look after client companies, their users and internal comments',
  'roles.manage': 'Create and change roles, role groups and permissions',
  'audit.read': 'Read the audit log of administrative actions',
  'plans.manage': 'Create plans, assign them to clients, record payments and issue invoices',
  'subscription.read': "See the company's plan, its usage and invoices",
  'master.manage': 'Add, rename, reorder, deactivate and merge master data',
  'content.manage': 'Write logistics news and the service pages',
  'enquiries.manage': 'Read, assign and close enquiries from the contact forms',
  'reports.read': "See the reports of the company's recruiting",
  'reports.site': 'See the reports of the whole site: revenue, subscriptions, sign-ups and mail',
} as const;
export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as Permission[];

const AREA_PERMISSION: Record<Area, Permission> = {
  'admin-pannel': 'area.admin',
  candidate: 'area.candidate',
  employer: 'area.employer',
  management: 'area.management',
  'consultancy-admin': 'area.consultancy_admin',
};
export const areaPermission = (area: Area): Permission => AREA_PERMISSION[area];

function areaPermissionsFor(role: Role): Permission[] {
  return (Object.keys(AREA_ROLES) as Area[])
    .filter((area) => (AREA_ROLES[area] as readonly Role[]).includes(role))
    .map(areaPermission);
}

const RECRUITING: Permission[] = [
  'jobs.manage',
  'templates.manage',
  'applications.manage',
  'candidates.search',
  'communications.manage',
  'reports.read',
];
/** What the consultancy's recruiters do beyond an employer's recruiting. */
const CONSULTING: Permission[] = [...RECRUITING, 'candidates.submit', 'candidates.create'];

/**
 * The built-in role of each kind of account (SPEC.md section 6): what every new user of the kind
 * holds until given another role. Administrators may change their permissions but not delete them.
 */
export const BUILTIN_ROLES: Record<Role, { name: string; permissions: Permission[] }> = {
  candidate: {
    name: 'Candidate',
    permissions: [
      ...areaPermissionsFor('candidate'),
      'candidate.profile',
      'jobs.apply',
      'alerts.manage',
    ],
  },
  employer: {
    name: 'Employer',
    permissions: [
      ...areaPermissionsFor('employer'),
      ...RECRUITING,
      'company.manage',
      'subscription.read',
    ],
  },
  consultancy: {
    name: 'Consultancy recruiter',
    permissions: [...areaPermissionsFor('consultancy'), ...CONSULTING],
  },
  ats: { name: 'ATS user', permissions: [...areaPermissionsFor('ats'), ...CONSULTING] },
  // The consultancy's senior person: it does what its recruiters do, so that it may create,
  // approve and look after them and its employer clients (decision 034). Site settings, roles,
  // the audit log and the outbox stay with master administrators.
  consultancy_admin: {
    name: 'Consultancy administrator',
    permissions: [
      ...areaPermissionsFor('consultancy_admin'),
      ...CONSULTING,
      'users.list',
      'users.manage',
      'company.manage',
      'clients.manage',
      'enquiries.manage',
    ],
  },
  master_admin: { name: 'Master administrator', permissions: [...PERMISSION_KEYS] },
};

/**
 * Permissions only some kinds of account may hold, whatever their roles say. The outbox lists every
 * address the site e-mails and what it told them (secrets masked), so only master administrators
 * read it; who may do what, and the record of it, stays with them too.
 */
export const PERMISSION_ROLES: Partial<Record<Permission, readonly Role[]>> = {
  'outbox.read': ['master_admin'],
  'roles.manage': ['master_admin'],
  'audit.read': ['master_admin'],
  'candidates.submit': ['consultancy', 'ats', 'consultancy_admin', 'master_admin'],
  'candidates.create': ['consultancy', 'ats', 'consultancy_admin', 'master_admin'],
  'clients.manage': ['consultancy_admin', 'master_admin'],
  'company.manage': ['employer', 'consultancy_admin', 'master_admin'],
  'plans.manage': ['master_admin'],
  'subscription.read': ['employer', 'master_admin'],
  'master.manage': ['master_admin'],
  'content.manage': ['master_admin'],
  'enquiries.manage': ['consultancy_admin', 'master_admin'],
  'reports.read': ['employer', 'consultancy', 'ats', 'consultancy_admin', 'master_admin'],
  'reports.site': ['master_admin'],
};

/** Whether an account of a kind may hold a permission at all. */
export const permissionAllowed = (role: Role, permission: Permission) =>
  PERMISSION_ROLES[permission]?.includes(role) ?? true;

/**
 * Permissions that reach only the holder's own account, or their own company's plan: holding them
 * gives no reach over anyone else, so the ceiling on grants does not count them. Without this a
 * recruiter could not create the candidate accounts the spec asks for.
 */
const OWN_ACCOUNT_ONLY: readonly Permission[] = [
  'candidate.profile',
  'jobs.apply',
  'alerts.manage',
  'subscription.read',
];
const ownAccountOnly = (kind: Role, key: string) =>
  OWN_ACCOUNT_ONLY.includes(key as Permission) ||
  (kind === 'candidate' && key === 'area.candidate');

const AREA_OF = Object.fromEntries(
  (Object.keys(AREA_ROLES) as Area[]).map((area) => [AREA_PERMISSION[area], area]),
) as Partial<Record<string, Area>>;
const entersArea = (role: Role, area: Area) => (AREA_ROLES[area] as readonly Role[]).includes(role);

/**
 * An area permission opens the screens of an area; every action there is guarded by its own
 * permission. Giving it to a kind whose accounts enter that area, when the grantor's kind never
 * does, gives no reach the grantor lacks: a consultancy administrator creates employers and
 * recruiters without the employer area. Any other area key is counted, so nobody gives their own
 * kind (or a kind outside the area) a screen they could not reach themselves.
 */
const otherKindsArea = (grantor: Role, kind: Role, key: string) => {
  const area = AREA_OF[key];
  return area !== undefined && entersArea(kind, area) && !entersArea(grantor, area);
};

/** Who grants: their kind and what they hold. */
export interface Grantor {
  role: Role;
  permissions: ReadonlySet<string>;
}

/**
 * The ceiling on every grant (decision 034): of what a user of `kind` would hold through
 * `permissions`, what the grantor does not hold. Empty when the grant is within the ceiling. The
 * master administrator is the only kind without one. Whoever acts on an account (re-roles,
 * disables, erases it, resets its password) is held to the same rule against what it holds.
 */
export function beyondCeiling(
  grantor: Grantor,
  kind: Role,
  permissions: Iterable<string>,
): string[] {
  if (grantor.role === 'master_admin') return [];
  return [...new Set(permissions)].filter(
    (key) =>
      permissionAllowed(kind, key as Permission) &&
      !ownAccountOnly(kind, key) &&
      !otherKindsArea(grantor.role, kind, key) &&
      !grantor.permissions.has(key),
  );
}

/** Whether a grant (or acting on an account holding `permissions`) is within the ceiling. */
export const withinCeiling = (grantor: Grantor, kind: Role, permissions: Iterable<string>) =>
  beyondCeiling(grantor, kind, permissions).length === 0;

/**
 * The roles of the consultancy that runs the site (and master administrators): they find every
 * candidate visible to the consultancy, where an employer finds only those visible to all
 * (decision 014).
 */
export const CONSULTANCY_ROLES = [
  'consultancy',
  'ats',
  'consultancy_admin',
  'master_admin',
] as const;
export const isConsultancyRole = (role: Role) =>
  (CONSULTANCY_ROLES as readonly Role[]).includes(role);

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
