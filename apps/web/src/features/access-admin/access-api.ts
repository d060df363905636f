import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API, type TPage } from '@logicareers/shared/api';
import type { Role } from '@logicareers/shared/roles';
import type {
  TAuditEntry,
  TAuditLogQuery,
  TCompanyRoleRequest,
  TPermissionInfo,
  TRole,
  TRoleGroup,
  TRoleGroupRequest,
  TRoleRequest,
} from '@logicareers/shared/schemas/roles';
import { api } from '../../lib/api-client';
import type { ServerErrorTarget } from '../../lib/form';

/** Whose roles a screen keeps: the site's (administrators) or the signed-in user's company's. */
export type RoleScope = 'site' | 'company';

const ROLES_KEY = ['access', 'roles'] as const;
const GROUPS_KEY = ['access', 'role-groups'] as const;
const PERMISSIONS_KEY = ['access', 'permissions'] as const;
const AUDIT_KEY = ['access', 'audit-log'] as const;

const rolesPath = (scope: RoleScope) =>
  scope === 'site' ? API.access.roles : API.access.companyRoles;
const rolePath = (scope: RoleScope, id: number) =>
  scope === 'site' ? API.access.role(id) : API.access.companyRole(id);

export const rolesQuery = (scope: RoleScope, kind?: Role | null) =>
  queryOptions({
    queryKey: [...ROLES_KEY, scope, kind ?? 'all'],
    queryFn: () =>
      api<{ data: TRole[] }>(rolesPath(scope), { query: { kind } }).then((r) => r.data),
  });

export const roleQuery = (scope: RoleScope, id: number | undefined) =>
  queryOptions({
    queryKey: [...ROLES_KEY, scope, 'one', id],
    queryFn: () => api<{ data: TRole }>(rolePath(scope, id!)).then((r) => r.data),
    enabled: id !== undefined,
    retry: false,
  });

/** Saves a role (a new one when no id); every list of roles, groups and permissions is read again. */
export const useSaveRole = <T extends FieldValues>(
  scope: RoleScope,
  form: ServerErrorTarget<T>,
  id?: number,
) =>
  useMutation({
    mutationFn: (values: TRoleRequest | TCompanyRoleRequest) =>
      api<{ message: string; data: TRole }>(id ? rolePath(scope, id) : rolesPath(scope), {
        method: id ? 'PUT' : 'POST',
        body: values,
      }),
    meta: { form, invalidates: [ROLES_KEY, GROUPS_KEY, PERMISSIONS_KEY, AUDIT_KEY] },
  });

export const useDeleteRole = (scope: RoleScope) =>
  useMutation({
    mutationFn: (id: number) => api<{ message: string }>(rolePath(scope, id), { method: 'DELETE' }),
    meta: { invalidates: [ROLES_KEY, GROUPS_KEY, PERMISSIONS_KEY, AUDIT_KEY] },
  });

export const roleGroupsQuery = queryOptions({
  queryKey: GROUPS_KEY,
  queryFn: () => api<{ data: TRoleGroup[] }>(API.access.roleGroups).then((r) => r.data),
});

export const useSaveRoleGroup = <T extends FieldValues>(form: ServerErrorTarget<T>, id?: number) =>
  useMutation({
    mutationFn: (values: TRoleGroupRequest) =>
      api<{ message: string; data: TRoleGroup }>(
        id ? API.access.roleGroup(id) : API.access.roleGroups,
        { method: id ? 'PUT' : 'POST', body: values },
      ),
    meta: { form, invalidates: [GROUPS_KEY, AUDIT_KEY] },
  });

export const useDeleteRoleGroup = () =>
  useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(API.access.roleGroup(id), { method: 'DELETE' }),
    meta: { invalidates: [GROUPS_KEY, AUDIT_KEY] },
  });

export const permissionsQuery = queryOptions({
  queryKey: PERMISSIONS_KEY,
  queryFn: () => api<{ data: TPermissionInfo[] }>(API.access.permissions).then((r) => r.data),
});

export const permissionQuery = (key: string) =>
  queryOptions({
    queryKey: [...PERMISSIONS_KEY, key],
    queryFn: () => api<{ data: TPermissionInfo }>(API.access.permission(key)).then((r) => r.data),
    retry: false,
  });

/** Grants a permission to a site role or takes it away. */
export const useSetPermissionHeld = (key: string) =>
  useMutation({
    mutationFn: (values: { role_id: number; held: boolean }) =>
      api<{ message: string; data: TPermissionInfo }>(API.access.permission(key), {
        method: 'PUT',
        body: values,
      }),
    meta: { invalidates: [PERMISSIONS_KEY, ROLES_KEY, GROUPS_KEY, AUDIT_KEY] },
  });

export const auditLogQuery = (filter: TAuditLogQuery) =>
  queryOptions({
    queryKey: [...AUDIT_KEY, filter],
    queryFn: () =>
      api<{ data: TPage<TAuditEntry> }>(API.access.auditLog, {
        query: filter as Record<string, string>,
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
