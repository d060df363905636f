import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { ZAccountStatusRequest, zOk } from '@logicareers/shared/schemas/common';
import {
  EMPLOYER_MESSAGES as EM,
  ZCompanyUserCreateRequest,
  ZCompanyUserParams,
  ZCompanyUserRoleRequest,
  ZCompanyUsers,
} from '@logicareers/shared/schemas/employer';
import {
  changeUserRole,
  companyUsersWithRoles,
  createCompanyUser,
  removeCompanyUser,
  setUserStatus,
} from './company-users.service';
import { manage, own } from './company.routes';
import { created, saved } from '../../lib/route-helpers';

/**
 * A company's users (SPEC.md calls employers/user-list, create-user, user-detail): its
 * administrator (company.manage) adds colleagues, gives them roles, disables, re-enables and
 * removes them.
 */
export async function companyUsersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    API.employers.userList,
    {
      config: manage,
      schema: {
        summary: "Your company's users, and the roles they may be given",
        response: { 200: zOk(ZCompanyUsers) },
      },
    },
    async (request) => {
      const { user, companyId } = own(request);
      return { data: await companyUsersWithRoles(db, user, companyId) };
    },
  );

  app.post(
    API.employers.createUser,
    {
      config: manage,
      schema: {
        summary: 'Add a colleague to your company',
        description:
          'The employer contact form in create mode, with one of the roles the company may give (by default the built-in role). The colleague can sign in at once.',
        body: ZCompanyUserCreateRequest,
        response: { 201: zOk(ZCompanyUsers) },
      },
    },
    async (request, reply) => {
      const { user, companyId } = own(request);
      await createCompanyUser(db, user, companyId, request.body);
      return created(reply, EM.userCreated, companyUsersWithRoles(db, user, companyId));
    },
  );

  app.put(
    API.employers.userDetail.pattern,
    {
      config: manage,
      schema: {
        summary: "Change a colleague's role",
        description:
          'One of the roles the company may give; the last user who can manage the company keeps that right (409).',
        params: ZCompanyUserParams,
        body: ZCompanyUserRoleRequest,
        response: { 200: zOk(ZCompanyUsers) },
      },
    },
    async (request) => {
      const { user, companyId } = own(request);
      await changeUserRole(db, user, companyId, request.params.id, request.body.role_id);
      return {
        message: EM.userRoleChanged,
        data: await companyUsersWithRoles(db, user, companyId),
      };
    },
  );

  app.put(
    API.employers.userStatus.pattern,
    {
      config: manage,
      schema: {
        summary: 'Disable or re-enable a colleague',
        description:
          'Disabling signs them out everywhere at once. Never yourself, nor the last user who can manage the company (409).',
        params: ZCompanyUserParams,
        body: ZAccountStatusRequest,
        response: { 200: zOk(ZCompanyUsers) },
      },
    },
    async (request) => {
      const { user, companyId } = own(request);
      await setUserStatus(db, user, companyId, request.params.id, request.body.status);
      return {
        message: request.body.status === 'disabled' ? EM.userDisabled : EM.userEnabled,
        data: await companyUsersWithRoles(db, user, companyId),
      };
    },
  );

  app.delete(
    API.employers.userDetail.pattern,
    {
      config: manage,
      schema: {
        summary: 'Remove a colleague from your company',
        description:
          'The account is disabled, signed out and detached from the company; what they did stays. Never yourself, nor the last user who can manage the company (409).',
        params: ZCompanyUserParams,
        response: { 200: zOk(ZCompanyUsers) },
      },
    },
    async (request) => {
      const { user, companyId } = own(request);
      await removeCompanyUser(db, user, companyId, request.params.id);
      return saved(EM.userRemoved, companyUsersWithRoles(db, user, companyId));
    },
  );
}
