import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { ZDashboard, zOk } from '@logicareers/shared/schemas/common';
import type { Permission } from '@logicareers/shared/roles';
import { can, requireUser } from '../access/access.policy';
import type { SessionUser } from '../access/sessions';
import type { Db } from '../../db/client';
import {
  adminDashboard,
  candidateDashboard,
  consultancyAdminDashboard,
  employerDashboard,
} from './dashboard.service';

/** The figures of one area's home for the signed-in user. */
type Figures = (db: Db, user: SessionUser) => ReturnType<typeof adminDashboard>;

/** Site-wide figures for those who administer users; others see their own scope. */
const adminFigures: Figures = (db, user) => {
  if (can(user, 'users.list')) return adminDashboard(db);
  if (user.companyId !== null) return employerDashboard(db, user);
  return consultancyAdminDashboard(db, user);
};

/** Each area's home: its path, the permission of its route group, what the reference says. */
const HOMES: {
  path: string;
  permission: Permission;
  doc: { summary: string; description?: string };
  figures: Figures;
}[] = [
  {
    path: API.dashboard.candidate,
    permission: 'area.candidate',
    doc: { summary: 'Get the dashboard of the candidate area' },
    figures: candidateDashboard,
  },
  {
    path: API.dashboard.employer,
    permission: 'area.employer',
    doc: {
      summary: 'Get the dashboard of the employer area',
      description:
        "The figures of the signed-in user's company; users without a company see those of every client.",
    },
    figures: employerDashboard,
  },
  {
    path: API.dashboard.admin,
    permission: 'area.admin',
    doc: {
      summary: 'Get the dashboard of the admin panel',
      description:
        'Site-wide figures for those with the permission `users.list`; otherwise the figures of their own company, or of the consultancy when they have none.',
    },
    figures: adminFigures,
  },
  {
    path: API.dashboard.consultancyAdmin,
    permission: 'area.consultancy_admin',
    doc: { summary: 'Get the dashboard of the consultancy admin area' },
    figures: consultancyAdminDashboard,
  },
];

/** One home per route group of SPEC.md section 2, guarded by that group's permission. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const response = { 200: zOk(ZDashboard) };
  for (const { path, permission, doc, figures } of HOMES) {
    app.get(
      path,
      { config: { access: { permission } }, schema: { ...doc, response } },
      async (request) => ({ data: await figures(db, requireUser(request)) }),
    );
  }
}
