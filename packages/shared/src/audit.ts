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
  'company.update': 'Company profile changed',
  'company.status': 'Company activated, disabled or re-enabled',
  'company.logo': 'Company logo changed',
  'company.social': 'Company social links changed',
  'company.comment': 'Internal comment on a company',
  'company.contact.create': 'Company contact added',
  'company.contact.update': 'Company contact changed',
  'company.contact.delete': 'Company contact removed',
  'company.branch.create': 'Company branch added',
  'company.branch.update': 'Company branch changed',
  'company.branch.delete': 'Company branch removed',
  'company.user.create': 'Colleague added to a company',
  'company.user.role': "Colleague's role changed",
  'company.user.status': 'Colleague disabled or enabled',
  'company.user.remove': 'Colleague removed from a company',
  'user.create_candidate': 'Candidate created by staff',
  'user.disable': 'User disabled',
  'user.enable': 'User re-enabled',
  'user.delete': "User's personal data erased",
  'user.reset_password': 'Password reset code sent',
  'user.role_change': "User's role or role group changed",
  'user.join_request': 'Request to join the consultancy',
  'user.join_approve': 'Request to join approved',
  'user.join_reject': 'Request to join rejected',
  'plan.create': 'Plan created',
  'plan.update': 'Plan changed',
  'subscription.assign': 'Plan assigned to a client',
  'subscription.payment': 'Payment recorded and tax invoice issued',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** What an audit entry was done to. */
export const AUDIT_TARGET_TYPES = [
  'role',
  'role_group',
  'company',
  'company_contact',
  'company_branch',
  'company_comment',
  'user',
  'plan',
  'subscription',
] as const;
