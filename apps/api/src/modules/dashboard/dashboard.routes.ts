import type { FastifyInstance } from 'fastify';
import { can, requireUser } from '../access/access';
import {
  adminDashboard,
  candidateDashboard,
  consultancyAdminDashboard,
  employerDashboard,
} from './dashboard.service';

/** One home per route group of SPEC.md section 2, guarded by that group's permission. */
export async function dashboardRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.get(
    '/api/dashboard/candidate',
    { config: { access: { permission: 'area.candidate' } } },
    async (request) => ({
      data: await candidateDashboard(db, requireUser(request)),
    }),
  );
  app.get(
    '/api/dashboard/employer',
    { config: { access: { permission: 'area.employer' } } },
    async (request) => ({
      data: await employerDashboard(db, requireUser(request)),
    }),
  );
  app.get(
    '/api/dashboard/admin',
    { config: { access: { permission: 'area.admin' } } },
    async (request) => {
      const user = requireUser(request);
      // Site-wide figures are for those who administer users; others see their own scope.
      if (can(user, 'users.list')) return { data: await adminDashboard(db) };
      if (user.companyId !== null) return { data: await employerDashboard(db, user) };
      return { data: await consultancyAdminDashboard(db) };
    },
  );
  app.get(
    '/api/dashboard/consultancy-admin',
    { config: { access: { permission: 'area.consultancy_admin' } } },
    async () => ({ data: await consultancyAdminDashboard(db) }),
  );
}
