import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import { ANSWERS } from '@logicareers/shared/messages';
import type { LoginKind } from '@logicareers/shared/roles';
import {
  ZCandidateRegisterRequest,
  ZChangePasswordRequest,
  ZLoginRequest,
  ZRequestOtpRequest,
  ZResetPasswordRequest,
} from '@logicareers/shared/schemas/auth';
import { companies, users } from '../../db/schema';
import { bodyOf, pageOf } from '../../lib/body';
import { parse } from '../../lib/validate';
import { requireUser } from '../access/access.policy';
import {
  changePassword,
  loadProfile,
  login,
  registerCandidate,
  requestPasswordReset,
  resetPassword,
} from './identity.service';
import { revokeSession } from '../access/sessions';

const LOGIN_PATHS: Record<LoginKind, string> = {
  candidate: '/api/user/candi_login',
  employer: '/api/user/employer_login',
  consultancy: '/api/user/consultancy-login',
  admin: '/api/user/admin-login',
};
const LOGIN_SUMMARIES: Record<LoginKind, string> = {
  candidate: 'Sign in as a candidate',
  employer: 'Sign in as an employer',
  consultancy: 'Sign in as a consultancy user',
  admin: 'Sign in as the site administrator',
};
const LOGIN_DESCRIPTION =
  'Answers `{ token, data: profile }`. An unknown e-mail or a wrong password answers 401; an account that signs in through another of these calls, a disabled account or an employer awaiting activation answers 403.';

export async function identityRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const authLimit = { max: ctx.env.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' };

  for (const [kind, url] of Object.entries(LOGIN_PATHS) as [LoginKind, string][]) {
    app.post(
      url,
      {
        config: {
          access: 'public',
          rateLimit: authLimit,
          docs: {
            summary: LOGIN_SUMMARIES[kind],
            description: LOGIN_DESCRIPTION,
            body: ZLoginRequest,
          },
        },
      },
      async (request) => {
        const input = parse(ZLoginRequest, bodyOf(request));
        return login(ctx, kind, input.email, input.password);
      },
    );
  }

  app.get(
    '/api/user/',
    {
      config: {
        access: 'authenticated',
        docs: { summary: 'Get the profile of the signed-in user' },
      },
    },
    async (request) => ({
      data: await loadProfile(ctx.db, requireUser(request).id),
    }),
  );

  app.post(
    '/api/user/logout',
    { config: { access: 'authenticated', docs: { summary: 'Sign out this session' } } },
    async (request) => {
      await revokeSession(ctx.db, requireUser(request).sessionId);
      return { message: ANSWERS.loggedOut, data: null };
    },
  );

  app.post(
    '/api/candidate/register',
    {
      config: {
        access: 'public',
        rateLimit: authLimit,
        docs: {
          summary: 'Register as a candidate',
          description:
            'An e-mail that already has an account gets the same answer; its owner is told by e-mail.',
          body: ZCandidateRegisterRequest,
        },
      },
    },
    async (request, reply) => {
      const input = parse(ZCandidateRegisterRequest, bodyOf(request));
      await registerCandidate(ctx, input);
      return reply.code(201).send({ message: ANSWERS.candidateRegistered, data: null });
    },
  );

  app.post(
    '/api/user/request-otp',
    {
      config: {
        access: 'public',
        rateLimit: authLimit,
        docs: {
          summary: 'Send a password reset code by e-mail',
          description:
            'Answers the same whether or not the e-mail has an account. The code has 6 digits, is valid for 10 minutes and replaces any earlier one.',
          body: ZRequestOtpRequest,
        },
      },
    },
    async (request) => {
      const input = parse(ZRequestOtpRequest, bodyOf(request));
      await requestPasswordReset(ctx, input.email);
      return { message: ANSWERS.otpSent, data: null };
    },
  );

  app.post(
    '/api/user/reset-password',
    {
      config: {
        access: 'public',
        rateLimit: authLimit,
        docs: {
          summary: 'Set a new password with an e-mailed reset code',
          description:
            'A wrong, used or expired code answers 400 on `otp`. Signs out every session of the account.',
          body: ZResetPasswordRequest,
        },
      },
    },
    async (request) => {
      const input = parse(ZResetPasswordRequest, bodyOf(request));
      await resetPassword(ctx, input);
      return { message: ANSWERS.passwordReset, data: null };
    },
  );

  app.put(
    '/api/user/change-password',
    {
      config: {
        access: 'authenticated',
        rateLimit: authLimit,
        docs: {
          summary: 'Change the password of the signed-in user',
          description:
            'A wrong current password answers 400 on `current_password`. Signs out every other session.',
          body: ZChangePasswordRequest,
        },
      },
    },
    async (request) => {
      const input = parse(ZChangePasswordRequest, bodyOf(request));
      await changePassword(ctx, requireUser(request), input);
      return { message: ANSWERS.passwordChanged, data: null };
    },
  );

  app.get(
    '/api/user/list',
    {
      config: {
        access: { permission: 'users.list' },
        docs: {
          summary: 'List the user accounts, newest first',
          description:
            'Paged with the query parameters `page` and `page_size` (at most 100); `role` keeps the users of one role.',
        },
      },
    },
    async (request) => {
      const { page, pageSize } = pageOf(request);
      const role = (request.query as { role?: string }).role;
      const where = role ? and(eq(users.role, role)) : undefined;
      const [items, [{ total }]] = await Promise.all([
        ctx.db
          .select({
            id: users.id,
            email: users.email,
            role: users.role,
            first_name: users.firstName,
            last_name: users.lastName,
            status: users.status,
            company_name: companies.name,
            created_at: users.createdAt,
          })
          .from(users)
          .leftJoin(companies, eq(companies.id, users.companyId))
          .where(where)
          .orderBy(desc(users.createdAt), users.email)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        ctx.db.select({ total: count() }).from(users).where(where),
      ]);
      return { data: { items, total, page, page_size: pageSize } };
    },
  );
}
