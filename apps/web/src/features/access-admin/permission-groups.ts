import { PERMISSION_KEYS, type Permission } from '@logicareers/shared/roles';

/** The headings the permissions are shown under, in the order shown. */
export const PERMISSION_GROUPS = [
  'areas',
  'recruiting',
  'talent',
  'candidate',
  'administration',
] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

const GROUP_OF: Partial<Record<Permission, PermissionGroup>> = {
  'jobs.manage': 'recruiting',
  'templates.manage': 'recruiting',
  'jobs.manage_any': 'recruiting',
  'applications.manage': 'recruiting',
  'communications.manage': 'recruiting',
  'reports.read': 'recruiting',
  'candidates.search': 'talent',
  'candidates.submit': 'talent',
  'candidates.create': 'talent',
  'clients.manage': 'talent',
  'candidate.profile': 'candidate',
  'jobs.apply': 'candidate',
  'alerts.manage': 'candidate',
};

const groupOf = (key: Permission): PermissionGroup =>
  key.startsWith('area.') ? 'areas' : (GROUP_OF[key] ?? 'administration');

/** The permissions among `keys` under each heading, headings without any left out. */
export function groupPermissions(keys: readonly Permission[] = PERMISSION_KEYS) {
  return PERMISSION_GROUPS.map((group) => ({
    group,
    keys: keys.filter((key) => groupOf(key) === group),
  })).filter((g) => g.keys.length);
}
