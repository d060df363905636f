/**
 * The administrative actions the audit log records, with the label an administrator reads. Every
 * `recordAudit` names one of these keys.
 */
export const AUDIT_ACTIONS = {
  'role.create': 'Role created',
  'role.update': 'Role changed',
  'role.delete': 'Role deleted',
  'role_group.create': 'Role group created',
  'role_group.update': 'Role group changed',
  'role_group.delete': 'Role group deleted',
  'permission.grant': 'Permission granted to a role',
  'permission.revoke': 'Permission taken from a role',
  'company.create': 'Company created',
  'company.update': 'Company changed',
  'company.activate': 'Company activated',
  'company.disable': 'Company disabled',
  'company.enable': 'Company re-enabled',
  'company.comment': 'Comment on a company',
  'user.create': 'User created',
  'user.update': 'User changed',
  'user.disable': 'User disabled',
  'user.enable': 'User re-enabled',
  'user.delete': 'User deleted',
  'user.reset_password': "User's password reset",
  'user.role': "User's role changed",
  'join_request.approve': 'Request to join approved',
  'join_request.reject': 'Request to join rejected',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** What an audit entry was done to. */
export const AUDIT_TARGET_TYPES = [
  'role',
  'role_group',
  'company',
  'user',
  'join_request',
] as const;
