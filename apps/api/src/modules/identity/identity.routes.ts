import type { FastifyInstance } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import {
  ZDone,
  ZLoginResponse,
  zOk,
  ZPreferencesRequest,
  ZProfile,
} from '@logicareers/shared/schemas/common';
import { EMAIL_CHANGE_CODE_TTL_MINUTES, OTP_MAX_ATTEMPTS } from '@logicareers/shared/constants';
import { ANSWERS } from '@logicareers/shared/messages';
import type { LoginKind } from '@logicareers/shared/roles';
import {
  ZCandidateRegisterRequest,
  ZChangePasswordRequest,
  ZEmailChangeConfirmRequest,
  ZEmailChangeRequest,
  ZLoginRequest,
  ZRequestOtpRequest,
  ZResetPasswordRequest,
} from '@logicareers/shared/schemas/auth';
import { requireUser } from '../access/access.policy';
import { revokeSession } from '../access/sessions';
import {
  changePassword,
  loadProfile,
  login,
  registerCandidate,
  requestPasswordReset,
  resetPassword,
  savePreferences,
} from './identity.service';
import { checkEmailChangeRequest, confirmEmailChange, sendEmailChangeCode } from './email-change';
import { SignInThrottled } from './sign-in-throttle';
import { done, perAddress, publicForm } from '../../lib/route-helpers';

const LOGIN_SUMMARIES: Record<LoginKind, string> = {
  candidate: 'Sign in as a candidate',
  employer: 'Sign in as an employer',
  consultancy: 'Sign in as a consultancy user',
  admin: 'Sign in as the site administrator',
};
const LOGIN_DESCRIPTION =
  'Answers `{ token, data: profile }`. An unknown e-mail or a wrong password answers 401; an account that signs in through another of these calls, a disabled account or an employer awaiting activation answers 403. The four sign-in calls share one budget per address (`RATE_LIMIT_AUTH_PER_MINUTE`), and one per e-mail: after 5 failures in a row the e-mail must wait 1 minute, doubling with each further failure up to 15 minutes (429 with `Retry-After`); a password reset ends the wait.';
/** Says when a throttled account may try again, then lets the refusal go on. */
async function withRetryAfter<T>(
  reply: { header(name: string, value: string): unknown },
  run: () => Promise<T>,
) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SignInThrottled)
      void reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/** The budget of the calls a visitor may make while signed out, per address. */
const authLimitOf = (app: FastifyInstance) => perAddress(app.ctx.env, 'auth');

/** Signing in and out, the signed-in user's profile and language, and a candidate's sign-up. */
export async function identityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const authLimit = authLimitOf(app);
  // One budget per address for the four sign-in calls together, not one for each.
  const signInBudget = app.rateLimit({
    ...authLimit,
    keyGenerator: (request) => `sign-in:${normalizeIP(request.ip)}`,
  });
  await passwordRoutes(fastify);
  await emailChangeRoutes(fastify);

  for (const [kind, url] of Object.entries(API.login) as [LoginKind, string][]) {
    app.post(
      url,
      {
        config: { access: 'public' },
        onRequest: signInBudget,
        schema: {
          summary: LOGIN_SUMMARIES[kind],
          description: LOGIN_DESCRIPTION,
          body: ZLoginRequest,
          response: { 200: ZLoginResponse },
        },
      },
      async (request, reply) =>
        withRetryAfter(reply, () => login(ctx, kind, request.body.email, request.body.password)),
    );
  }

  app.get(
    API.me,
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Get the profile of the signed-in user',
        response: { 200: zOk(ZProfile) },
      },
    },
    async (request) => ({ data: await loadProfile(ctx.db, requireUser(request).id) }),
  );

  app.put(
    API.mePreferences,
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "Save the signed-in user's language and digits",
        description:
          "`language` (`en` or `ar`) is the site's language after sign-in and the language of the user's e-mails; `digits` (`latn` or `arab`) how Arabic numbers are written. Either may be left out. Answers the profile.",
        body: ZPreferencesRequest,
        response: { 200: zOk(ZProfile) },
      },
    },
    async (request) => ({
      data: await savePreferences(ctx.db, requireUser(request).id, request.body),
    }),
  );

  app.post(
    API.logout,
    {
      config: { access: 'authenticated' },
      schema: { summary: 'Sign out this session', response: { 200: ZDone } },
    },
    async (request) =>
      done(ANSWERS.loggedOut, revokeSession(ctx.db, requireUser(request).sessionId)),
  );

  publicForm(app, API.candidateRegister, {
    summary: 'Register as a candidate',
    description:
      'An e-mail that already has an account gets the same answer; its owner is told by e-mail.',
    body: ZCandidateRegisterRequest,
    rateLimit: authLimit,
    message: ANSWERS.candidateRegistered,
    take: (form) => registerCandidate(ctx, form),
  });
}

/** A forgotten password reset with an e-mailed code, and the signed-in user's new password. */
async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const authLimit = authLimitOf(app);

  app.post(
    API.requestOtp,
    {
      config: { access: 'public', rateLimit: authLimit },
      schema: {
        summary: 'Send a password reset code by e-mail',
        description:
          'Answers the same, and as fast, whether or not the e-mail has an account: the e-mail is looked up after the answer is sent. The code has 6 digits, is valid for 10 minutes and replaces any earlier one.',
        body: ZRequestOtpRequest,
        response: { 200: ZDone },
      },
    },
    async (request) => {
      const { email } = request.body;
      // Known and unknown e-mails take the same steps here; the difference comes after the answer.
      app.background.afterAnswer(request, () => requestPasswordReset(ctx, email));
      return { message: ANSWERS.otpSent, data: null };
    },
  );

  app.post(
    API.resetPassword,
    {
      config: { access: 'public', rateLimit: authLimit },
      schema: {
        summary: 'Set a new password with an e-mailed reset code',
        description:
          'A wrong, used or expired code answers 400 on `otp`. Signs out every session of the account.',
        body: ZResetPasswordRequest,
        response: { 200: ZDone },
      },
    },
    async (request) => done(ANSWERS.passwordReset, resetPassword(ctx, request.body)),
  );

  app.put(
    API.changePassword,
    {
      config: { access: 'authenticated', rateLimit: authLimit },
      schema: {
        summary: 'Change the password of the signed-in user',
        description:
          'A wrong current password answers 400 on `current_password`. Signs out every other session.',
        body: ZChangePasswordRequest,
        response: { 200: ZDone },
      },
    },
    async (request) =>
      done(ANSWERS.passwordChanged, changePassword(ctx, requireUser(request), request.body)),
  );
}

/** Changing the sign-in e-mail, confirmed with a code sent to the new one. */
async function emailChangeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const authLimit = authLimitOf(app);
  // Changing the e-mail is counted per account as well as per address: one account cannot make
  // the site mail codes to many addresses from many addresses.
  const emailChangeBudget = app.rateLimit({
    ...authLimit,
    keyGenerator: (request) =>
      `email-change:${request.user?.id ?? `ip:${normalizeIP(request.ip)}`}`,
  });

  app.post(
    API.changeEmail,
    {
      config: { access: 'authenticated', rateLimit: authLimit },
      onRequest: emailChangeBudget,
      schema: {
        summary: 'Ask to change the sign-in e-mail',
        description: `Needs the current password (wrong: 400 on \`current_password\`, counted on the account's sign-in throttle, 429 with \`Retry-After\` once it waits). Answers the same, and as fast, whether or not the new e-mail has an account: it is looked up after the answer. A free e-mail gets a 6-digit code, valid for ${EMAIL_CHANGE_CODE_TTL_MINUTES} minutes and ${OTP_MAX_ATTEMPTS} tries, which replaces any earlier request; an e-mail with an account gets a note to its owner instead. Limited per address and per account (\`RATE_LIMIT_AUTH_PER_MINUTE\`).`,
        body: ZEmailChangeRequest,
        response: { 200: ZDone },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { new_email: newEmail } = request.body;
      await withRetryAfter(reply, () => checkEmailChangeRequest(ctx, user, request.body));
      // Free and taken e-mails take the same steps here; the difference comes after the answer.
      app.background.afterAnswer(request, () => sendEmailChangeCode(ctx, user.id, newEmail));
      return { message: ANSWERS.emailChangeCodeSent, data: null };
    },
  );

  app.post(
    API.confirmEmailChange,
    {
      config: { access: 'authenticated', rateLimit: authLimit },
      onRequest: emailChangeBudget,
      schema: {
        summary: 'Confirm the new sign-in e-mail with the code sent to it',
        description: `A wrong, used or expired code, or one past its ${OTP_MAX_ATTEMPTS} tries, answers 400 on \`otp\`. An e-mail that has an account by now answers 409 on \`new_email\` and ends the code. The old e-mail is told of the change; every other session of the account is signed out, this one stays.`,
        body: ZEmailChangeConfirmRequest,
        response: { 200: ZDone },
      },
    },
    async (request) =>
      done(ANSWERS.emailChanged, confirmEmailChange(ctx, requireUser(request), request.body.otp)),
  );
}
