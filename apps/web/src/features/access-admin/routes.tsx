import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { RequirePermission } from '../../components/guards';
import { page } from '../../lib/route-pages';

/** The company's roles, in the recruiter's company profile. */
export const companyRoleRoutes: RouteObject[] = [
  {
    path: PAGES.management.companyRoles,
    ...page(() => import('./company-roles-page'), 'CompanyRolesPage', 'companyRoles'),
  },
];

/** Roles, role groups and permissions in the admin panel, and the audit log. */
export const accessAdminRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission="roles.manage" />,
    children: [
      {
        path: PAGES.admin.roles,
        ...page(() => import('./roles-page'), 'RolesPage', 'roles'),
      },
      {
        path: PAGES.admin.roleAction,
        ...page(() => import('./role-action-page'), 'RoleActionPage', 'role'),
      },
      {
        path: PAGES.admin.roleGroups,
        ...page(() => import('./role-groups-page'), 'RoleGroupsPage', 'roleGroups'),
      },
      {
        path: PAGES.admin.permissions,
        ...page(() => import('./permissions-page'), 'PermissionsPage', 'permissions'),
      },
      {
        path: PAGES.admin.permissionView,
        ...page(() => import('./permission-page'), 'PermissionPage', 'permission'),
      },
    ],
  },
  {
    element: <RequirePermission permission="audit.read" />,
    children: [
      {
        path: PAGES.admin.auditLog,
        ...page(() => import('./audit-log-page'), 'AuditLogPage', 'auditLog'),
      },
    ],
  },
];
