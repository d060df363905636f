import { z } from 'zod';
import { AUDIT_ACTION_KEYS } from '../audit';
import { PERMISSION_KEYS, permissionAllowed, ROLES, type Permission } from '../roles';
import { orUnknown, text, zId, zRequiredText } from './fields';
import { zPageQuery } from './common';

/* Roles, role groups, permissions and the audit log (issue 16). */

export const ROLE_NAME_MAX = 80;
export const ROLE_DESCRIPTION_MAX = 500;

export const ROLE_MESSAGES = {
  nameRequired: 'Role name is required',
  nameTaken: 'A role with this name already exists',
  descriptionTooLong: `A description must be at most ${ROLE_DESCRIPTION_MAX} characters`,
  kindRequired: 'Choose the kind of account the role is for',
  permissionUnknown: 'Choose permissions from the list',
  permissionNotAllowed: 'This kind of account cannot hold one of the chosen permissions',
  notHeld: 'You can only grant permissions you hold yourself',
  higherUser:
    'This account holds permissions you do not hold: only someone who holds them can change it',
  higherCompany:
    'A user of this company holds permissions you do not hold: only someone who holds them can change it',
  higherRole:
    'This role holds permissions you do not hold: only someone who holds them can change it',
  consultancyByMaster: 'Only a master administrator creates a consultancy',
  notFound: 'Role not found',
  builtinDelete: 'A built-in role cannot be deleted. You can change its permissions instead',
  builtinKind: 'The kind of account of a built-in role cannot be changed',
  keepAdmin:
    'The Master administrator role must keep "Create and change roles, role groups and permissions" and "Open the admin panel", so that administrators are never locked out',
  inUseKind: 'The kind of a role held by users cannot be changed',
  noCompany: 'Only users of a company have company roles',
  created: 'Role created',
  saved: 'Role saved',
  deleted: 'Role deleted',
  groupNameRequired: 'Role group name is required',
  groupNameTaken: 'A role group with this name already exists',
  groupNotFound: 'Role group not found',
  groupRoleKind: "Every role of a group must be one of the site's roles of the group's kind",
  groupCreated: 'Role group created',
  groupSaved: 'Role group saved',
  groupDeleted: 'Role group deleted',
  permissionNotFound: 'Permission not found',
  granted: 'Permission granted',
  revoked: 'Permission taken away',
  dateFormat: 'Dates are written as YYYY-MM-DD',
} as const;
const M = ROLE_MESSAGES;

/** How many users hold a role: deleting it first needs another role for each of them. */
export const roleInUseMessage = (users: number) =>
  `This role is held by ${users} ${users === 1 ? 'user' : 'users'}. Give ${users === 1 ? 'them' : 'each of them'} another role before deleting it`;

export const ZRoleKind = z.enum(ROLES, { error: M.kindRequired });
const ZPermissionKey = z.enum(PERMISSION_KEYS as [Permission, ...Permission[]], {
  error: M.permissionUnknown,
});
const zPermissionList = () =>
  z
    .array(ZPermissionKey, { error: M.permissionUnknown })
    .max(PERMISSION_KEYS.length * 2, { error: M.permissionUnknown })
    .transform((keys) => [...new Set(keys)].sort());

const zName = (message: string) => zRequiredText(message, ROLE_NAME_MAX).pipe(text());
const zDescription = () =>
  text()
    .trim()
    .max(ROLE_DESCRIPTION_MAX, { error: M.descriptionTooLong })
    .optional()
    .transform((value) => value ?? '');

/** A site role: for one kind of account, with permissions that kind may hold. */
export const ZRoleRequest = z
  .object({
    name: zName(M.nameRequired),
    description: zDescription(),
    kind: ZRoleKind,
    permissions: zPermissionList(),
  })
  .superRefine((role, ctx) => {
    if (role.permissions.some((key) => !permissionAllowed(role.kind, key)))
      ctx.addIssue({ code: 'custom', path: ['permissions'], message: M.permissionNotAllowed });
  });
export type TRoleRequest = z.input<typeof ZRoleRequest>;

/** A company's own role: of the kind of its administrator, who grants only what they hold. */
export const ZCompanyRoleRequest = z.object({
  name: zName(M.nameRequired),
  description: zDescription(),
  permissions: zPermissionList(),
});
export type TCompanyRoleRequest = z.input<typeof ZCompanyRoleRequest>;

export const ZRole = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(ROLES),
  builtin: z.boolean(),
  company_id: z.number().nullable(),
  permissions: z.array(z.string()),
  /** How many users hold the role. */
  users: z.number(),
  updated_at: z.string(),
});
export type TRole = z.infer<typeof ZRole>;

export const ZRoleListQuery = z.object({ kind: ZRoleKind.optional() });
export const ZRoleIdParams = z.object({ id: orUnknown(zId(M.notFound)) });

/* ---------- Role groups ---------- */

export const ZRoleGroupRequest = z.object({
  name: zName(M.groupNameRequired),
  description: zDescription(),
  kind: ZRoleKind,
  role_ids: z
    .array(zId(M.groupRoleKind), { error: M.groupRoleKind })
    .max(100, { error: M.groupRoleKind })
    .transform((ids) => [...new Set(ids)]),
});
export type TRoleGroupRequest = z.input<typeof ZRoleGroupRequest>;

export const ZRoleGroup = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(ROLES),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The permissions its roles give together. */
  permissions: z.array(z.string()),
  users: z.number(),
});
export type TRoleGroup = z.infer<typeof ZRoleGroup>;
export const ZRoleGroupIdParams = z.object({ id: orUnknown(zId(M.groupNotFound)) });

/* ---------- Permissions ---------- */

export const ZPermissionHolder = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(ROLES),
  builtin: z.boolean(),
  company_id: z.number().nullable(),
});
export const ZPermissionInfo = z.object({
  key: z.string(),
  description: z.string(),
  /** The kinds of account that may hold it at all. */
  kinds: z.array(z.enum(ROLES)),
  roles: z.array(ZPermissionHolder),
});
export type TPermissionInfo = z.infer<typeof ZPermissionInfo>;
export const ZPermissionKeyParams = z.object({
  key: orUnknown(z.enum(PERMISSION_KEYS as [Permission, ...Permission[]])),
});
/** Grants a permission to a site role (`held: true`) or takes it away (`held: false`). */
export const ZPermissionGrantRequest = z.object({
  role_id: zId(M.notFound),
  held: z.boolean({ error: 'Say whether the role holds the permission' }),
});
export type TPermissionGrantRequest = z.input<typeof ZPermissionGrantRequest>;

/* ---------- The audit log ---------- */

const zDay = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.iso.date({ error: M.dateFormat }).optional());

export const ZAuditLogQuery = zPageQuery(25).extend({
  actor: z.string().trim().max(254).optional(),
  action: z.enum(AUDIT_ACTION_KEYS as [string, ...string[]]).optional(),
  target_type: z.string().trim().max(40).optional(),
  company_id: orUnknown(zId('not an id')).optional(),
  from: zDay(),
  to: zDay(),
});
export type TAuditLogQuery = z.input<typeof ZAuditLogQuery>;

export const ZAuditEntry = z.object({
  id: z.number(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  company_id: z.number().nullable(),
  company_name: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
