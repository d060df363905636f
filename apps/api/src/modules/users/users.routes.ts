import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import {
  ZAccountStatusRequest,
  ZDone,
  zOk,
  ZUserIdParams,
} from '@logicareers/shared/schemas/common';
import {
  USER_MESSAGES as M,
  ZConsultancyJoinRequest,
  ZCreateCandidateRequest,
  ZCreatedCandidate,
  ZJoinRequest,
  ZTeam,
  ZTeamQuery,
  ZUserDetail,
  ZUserDetailsRequest,
  ZUserListQuery,
  ZUserPage,
  ZUserRoleRequest,
} from '@logicareers/shared/schemas/users';
import { candidatesOnly, requireUser } from '../access/access.policy';
import {
  answerJoinRequest,
  listJoinRequests,
  requestToJoin,
  teamOf,
} from './consultancy-team.service';
import { acceptPrivacy, createCandidate } from './staff-candidates.service';
import {
  changeRole,
  deleteUser,
  listUsers,
  loadUser,
  requireConsultancyAdmin,
  sendResetCode,
  setUserStatus,
} from './users.service';
import { done, perAddress, publicForm } from '../../lib/route-helpers';
import { ownAccountRoutes } from './own-account.routes';
import { saveUserDetails } from './user-details.service';

const SCOPE =
  'A master administrator reaches every account; the consultancy administrator only the accounts of its own company (any other answers 404, as an unknown id).';
const list = { permission: 'users.list' } as const;
const manage = { permission: 'users.manage' } as const;

/** Every account for administrators, one's own account, staff-created candidates, joining. */
export async function usersRoutes(fastify: FastifyInstance) {
  await accountRoutes(fastify);
  await userDetailsRoutes(fastify);
  await ownAccountRoutes(fastify);
  await candidateRoutes(fastify);
  await consultancyTeamRoutes(fastify);
}

/** The accounts: listed, read, disabled, re-enabled, re-roled, erased; reset codes. */
async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    API.userList,
    {
      config: { access: list },
      schema: {
        summary: 'List the user accounts, newest first',
        description: `Filters: \`role\`, \`company\` (id), \`status\` (active, disabled, pending), \`last_sign_in\` (7, 30, 90 days, or never), \`q\` (name or e-mail); paged with \`page\` and \`page_size\` (at most 100). Erased accounts are not listed. ${SCOPE}`,
        querystring: ZUserListQuery,
        response: { 200: zOk(ZUserPage) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, ...filters } = request.query;
      return {
        data: await listUsers(ctx.db, requireUser(request), { ...filters, page, pageSize }),
      };
    },
  );

  app.get(
    API.users.one.pattern,
    {
      config: { access: list },
      schema: {
        summary: 'One user account, with the roles and role groups it may be given',
        description: SCOPE,
        params: ZUserIdParams,
        response: { 200: zOk(ZUserDetail) },
      },
    },
    async (request) => ({
      data: await loadUser(ctx.db, requireUser(request), request.params.id),
    }),
  );

  app.put(
    API.userStatus.pattern,
    {
      config: { access: manage },
      schema: {
        summary: 'Disable or re-enable a user account',
        description: `Disabling signs the account out everywhere at once: its sessions are revoked, and it cannot sign in until it is enabled again. Nobody disables their own account, nor the last active master administrator (409); a request to join is approved or rejected instead (409). ${SCOPE}`,
        params: ZUserIdParams,
        body: ZAccountStatusRequest,
        response: { 200: ZDone },
      },
    },
    async (request) => ({
      message: await setUserStatus(
        ctx,
        requireUser(request),
        request.params.id,
        request.body.status,
      ),
      data: null,
    }),
  );

  app.post(
    API.users.resetPassword.pattern,
    {
      config: { access: manage },
      schema: {
        summary: 'E-mail the user a password reset code',
        description: `The code of the forgot-password page (6 digits, 10 minutes, single use), replacing any earlier one. ${SCOPE}`,
        params: ZUserIdParams,
        response: { 200: ZDone },
      },
    },
    async (request) =>
      done(M.resetCodeSent, sendResetCode(ctx, requireUser(request), request.params.id)),
  );

  app.put(
    API.users.role.pattern,
    {
      config: { access: manage },
      schema: {
        summary: "Change the user's role and role group",
        description: `The role must be one of the user's kind that the user's company may give (the site's or the company's own); the group one of the user's kind, or null for none. ${SCOPE}`,
        params: ZUserIdParams,
        body: ZUserRoleRequest,
        response: { 200: ZDone },
      },
    },
    async (request) =>
      done(M.roleChanged, changeRole(ctx, requireUser(request), request.params.id, request.body)),
  );

  app.delete(
    API.users.delete.pattern,
    {
      config: { access: manage },
      schema: {
        summary: "Erase a user account's personal data",
        description: `The name, e-mail (replaced by an address that receives no mail), mobile number, photo, password and sessions are erased; a candidate's profile, CV and photo files, saved jobs and alerts are removed. Applications, jobs posted and comments written stay, without the person. Nobody erases their own account or the last active master administrator (409). ${SCOPE}`,
        params: ZUserIdParams,
        response: { 200: ZDone },
      },
    },
    async (request) =>
      done(M.userDeleted, deleteUser(ctx, requireUser(request), request.params.id)),
  );
}

/** An administrator corrects a user's details (issue 39). */
async function userDetailsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.put(
    API.users.details.pattern,
    {
      config: { access: manage },
      schema: {
        summary: "Change the user's names, mobile number, sign-in e-mail and language",
        description: `Checked as the user's own forms check them (SPEC.md section 5). A new e-mail must be free (409 on \`email\`); the old address is told of the change, and reset codes mailed to it stop working. What changed is written to the audit log, before and after; an unchanged form writes nothing. Never the role (see the role call), never a password. Nobody changes their own details here (409: the account page does, confirming a new e-mail with a code), nor an account holding more than they do (403). ${SCOPE}`,
        params: ZUserIdParams,
        body: ZUserDetailsRequest,
        response: { 200: ZDone },
      },
    },
    async (request) =>
      done(
        M.detailsSaved,
        saveUserDetails(ctx, requireUser(request), request.params.id, request.body),
      ),
  );
}

/** Candidates staff create, and the privacy notice a candidate accepts. */
async function candidateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    API.users.createCandidate,
    {
      config: { access: { permission: 'candidates.create' } },
      schema: {
        summary: 'Create a candidate account for someone who called or walked in',
        description:
          'The candidate form of SPEC.md section 3. The account has no usable password: the candidate is e-mailed a code (valid 7 days) to set one on the forgot-password page, and must accept the privacy notice when first signing in; until then employers neither find nor open the profile. An e-mail that has an account answers 409 on `email`.',
        body: ZCreateCandidateRequest,
        response: { 201: zOk(ZCreatedCandidate) },
      },
    },
    async (request, reply) => {
      const created = await createCandidate(ctx, requireUser(request), request.body);
      return reply.code(201).send({ message: M.candidateCreated, data: created });
    },
  );

  app.post(
    API.users.acceptPrivacy,
    {
      config: { access: 'authenticated' },
      onRequest: candidatesOnly,
      schema: {
        summary: 'Accept the privacy notice (candidates)',
        description: 'Records when, and which version of the notice was accepted.',
        response: { 200: ZDone },
      },
    },
    async (request) => done(M.privacyAccepted, acceptPrivacy(ctx.db, requireUser(request))),
  );
}

/** Requests to join the consultancy, their answers, and its team. */
async function consultancyTeamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  publicForm(app, API.users.joinConsultancy, {
    summary: 'Ask to join the consultancy as a recruiter',
    description:
      "Creates a pending account of the consultancy that runs the site; its administrators are e-mailed. An e-mail that has an account gets the same answer; its owner is told by e-mail. Limited per address like the employers' registration.",
    body: ZConsultancyJoinRequest,
    rateLimit: perAddress(ctx.env, 'auth'),
    message: M.joinRequestReceived,
    take: (form) => requestToJoin(ctx, form),
  });

  app.get(
    API.users.joinRequests,
    {
      config: { access: manage },
      schema: {
        summary: 'The pending requests to join the consultancy',
        description: SCOPE,
        response: { 200: zOk(z.array(ZJoinRequest)) },
      },
    },
    async (request) => ({ data: await listJoinRequests(ctx.db, requireUser(request)) }),
  );

  for (const [url, approve] of [
    [API.users.approveJoin.pattern, true],
    [API.users.rejectJoin.pattern, false],
  ] as const) {
    app.post(
      url,
      {
        config: { access: manage },
        schema: {
          summary: approve ? 'Approve a request to join' : 'Reject a request to join',
          description: `${approve ? 'The account becomes active' : 'The account is removed'} and the person is e-mailed. A request already answered answers 409. ${SCOPE}`,
          params: ZUserIdParams,
          response: { 200: ZDone },
        },
      },
      async (request) => ({
        message: await answerJoinRequest(ctx, requireUser(request), request.params.id, approve),
        data: null,
      }),
    );
  }

  app.get(
    API.users.team,
    {
      config: { access: list },
      onRequest: async (request) => requireConsultancyAdmin(requireUser(request)),
      schema: {
        summary: "The consultancy's recruiters and ATS users with their activity",
        description:
          'Over the last `days` (7, 30, 90 or 365; 30 by default): jobs posted, candidates added, candidates sent to clients, applications moved to hired. With the pending requests to join. For the consultancy administrator (their company) and master administrators (the consultancy that runs the site).',
        querystring: ZTeamQuery,
        response: { 200: zOk(ZTeam) },
      },
    },
    async (request) => ({
      data: await teamOf(ctx.db, requireUser(request), request.query.days),
    }),
  );
}
