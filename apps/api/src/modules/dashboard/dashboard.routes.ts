import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { ZDashboard, zOk } from '@logicareers/shared/schemas/common';
import { can, requireUser } from '../access/access.policy';
import {
  adminDashboard,
  candidateDashboard,
  consultancyAdminDashboard,
  employerDashboard,
} from './dashboard.service';

/** One home per route group of SPEC.md section 2, guarded by that group's permission. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const response = { 200: zOk(ZDashboard) };
  app.get(
    API.dashboard.candidate,
    {
      config: { access: { permission: 'area.candidate' } },
      schema: { summary: 'Get the dashboard of the candidate area', response },
    },
    async (request) => ({
      data: await candidateDashboard(db, requireUser(request)),
    }),
  );
  app.get(
    API.dashboard.employer,
    {
      config: { access: { permission: 'area.employer' } },
      schema: {
        summary: 'Get the dashboard of the employer area',
        description:
          "The figures of the signed-in user's company; users without a company see those of every client.",
        response,
      },
    },
    async (request) => ({
      data: await employerDashboard(db, requireUser(request)),
    }),
  );
  app.get(
    API.dashboard.admin,
    {
      config: { access: { permission: 'area.admin' } },
      schema: {
        summary: 'Get the dashboard of the admin panel',
        description:
          'Site-wide figures for those with the permission `users.list`; otherwise the figures of their own company, or of the consultancy when they have none.',
        response,
      },
    },
    async (request) => {
      const user = requireUser(request);
      // Site-wide figures are for those who administer users; others see their own scope.
      if (can(user, 'users.list')) return { data: await adminDashboard(db) };
      if (user.companyId !== null) return { data: await employerDashboard(db, user) };
      return { data: await consultancyAdminDashboard(db) };
    },
  );
  app.get(
    API.dashboard.consultancyAdmin,
    {
      config: { access: { permission: 'area.consultancy_admin' } },
      schema: { summary: 'Get the dashboard of the consultancy admin area', response },
    },
    async () => ({ data: await consultancyAdminDashboard(db) }),
  );
}
