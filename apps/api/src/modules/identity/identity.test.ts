import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { ANSWERS, MSG } from '@logicareers/shared/messages';
import { OTP_MAX_ATTEMPTS } from '@logicareers/shared/constants';
import { passwordResetCodes, sessions, signInThrottle, users } from '../../db/schema';
import { buildUser, signedIn, TEST_PASSWORD } from '../../test/factories';
import { call, DATABASES, LOGIN_PATH, startTestApp, type TestApp } from '../../test/harness';
import { employerRegistration, lastMailTo, multipart, uniqueEmail } from '../../test/scenarios';
import { SIGN_IN_THROTTLE, signInThrottleKey } from './sign-in-throttle';

/** An address of its own, so that no other test's counts are met. */
const randomAddress = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

describe.each(DATABASES)('identity (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const lastMail = (to: string, mailKind: string) => lastMailTo(t.database.db, to, mailKind);
  /** A candidate's sign-in with this e-mail and password. */
  const candidateSignIn = (email: string, password: string) =>
    call(t.app, { method: 'POST', url: LOGIN_PATH.candidate, payload: { email, password } });

  describe('signing in', () => {
    it('each sign-in call lets its own roles in and refuses the others', async () => {
      const cases = [
        ['candidate', 'candidate'],
        ['employer', 'employer'],
        ['consultancy', 'consultancy'],
        ['consultancy', 'ats'],
        ['consultancy', 'consultancy_admin'],
        ['admin', 'master_admin'],
      ] as const;
      for (const [loginKind, role] of cases) {
        const user = await buildUser(t.database.db, role);
        for (const other of Object.keys(LOGIN_PATH) as (keyof typeof LOGIN_PATH)[]) {
          const res = await call(t.app, {
            method: 'POST',
            url: LOGIN_PATH[other],
            payload: { email: user.email, password: TEST_PASSWORD },
          });
          if (other === loginKind) {
            expect(res.status).toBe(200);
            expect(typeof res.body.token).toBe('string');
            expect((res.body.token as string).length).toBeGreaterThanOrEqual(43);
            expect(res.body.data).toMatchObject({ role, email: user.email, first_name: 'Test' });
          } else {
            expect([role, other, res.status, res.body]).toEqual([
              role,
              other,
              403,
              { message: ANSWERS.wrongSignIn, code: 'FORBIDDEN' },
            ]);
          }
        }
      }
    });

    it('answers a wrong password and an unknown e-mail alike', async () => {
      const user = await buildUser(t.database.db, 'candidate');
      const wrong = await candidateSignIn(user.email, 'not-it-at-all');
      const unknown = await candidateSignIn(uniqueEmail('nobody'), 'not-it-at-all');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ message: ANSWERS.invalidCredentials, code: 'UNAUTHENTICATED' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('validates the form with the messages of SPEC.md', async () => {
      expect(
        (await call(t.app, { method: 'POST', url: LOGIN_PATH.candidate, payload: {} })).body,
      ).toEqual({
        message: { email: MSG.emailRequired, password: MSG.passwordRequired },
        code: 'VALIDATION',
      });
      const bad = await call(t.app, {
        method: 'POST',
        url: LOGIN_PATH.employer,
        payload: { email: 'nope', password: 'x' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: { email: MSG.emailFormat }, code: 'VALIDATION' });
    });

    it('reads the profile with the token, and not without it', async () => {
      const { user, token } = await signedIn(t.app, t.database.db, 'employer');
      const me = await call(t.app, { method: 'GET', url: '/api/user/', token });
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({
        id: user.id,
        role: 'employer',
        first_name: 'Test',
        profile_photo: null,
      });
      expect(JSON.stringify(me.body)).not.toMatch(/password|hash/i);
      expect((await call(t.app, { method: 'GET', url: '/api/user/' })).status).toBe(401);
      expect(
        (await call(t.app, { method: 'GET', url: '/api/user/', token: 'garbage' })).status,
      ).toBe(401);
    });

    it('logout revokes the session', async () => {
      const { token } = await signedIn(t.app, t.database.db, 'candidate');
      expect((await call(t.app, { method: 'POST', url: '/api/user/logout', token })).status).toBe(
        200,
      );
      expect((await call(t.app, { method: 'GET', url: '/api/user/', token })).status).toBe(401);
    });

    it('sessions expire when idle too long or past their absolute limit', async () => {
      const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
      await t.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 8 * 86_400_000) })
        .where(eq(sessions.userId, user.id));
      expect((await call(t.app, { method: 'GET', url: '/api/user/', token })).status).toBe(401);
      const second = await signedIn(t.app, t.database.db, 'candidate');
      await t.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, second.user.id));
      expect(
        (await call(t.app, { method: 'GET', url: '/api/user/', token: second.token })).status,
      ).toBe(401);
    });

    it('a disabled user cannot sign in and loses the sessions it had', async () => {
      const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
      await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
      expect((await call(t.app, { method: 'GET', url: '/api/user/', token })).status).toBe(401);
      const again = await candidateSignIn(user.email, TEST_PASSWORD);
      expect(again.status).toBe(403);
      expect(again.body).toEqual({ message: ANSWERS.accountDisabled, code: 'FORBIDDEN' });
    });
  });

  describe('registration', () => {
    const register = (email: string, password: string, confirmPassword = password) =>
      call(t.app, {
        method: 'POST',
        url: '/api/candidate/register',
        payload: { email, password, confirmPassword },
      });

    it('registers a candidate with an argon2id hash, who then signs in', async () => {
      const email = uniqueEmail('new');
      const res = await register(email, 'Str0ngPass!');
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: ANSWERS.candidateRegistered, data: null });
      const [row] = await t.database.db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email));
      expect(row.hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
      expect((await candidateSignIn(email, 'Str0ngPass!')).status).toBe(200);
    });

    it('answers a taken e-mail exactly like a new one, and tells the owner by e-mail', async () => {
      const user = await buildUser(t.database.db, 'candidate');
      const taken = await register(user.email, 'Another1!');
      const fresh = await register(uniqueEmail('fresh'), 'Another1!');
      expect(taken.status).toBe(fresh.status);
      expect(taken.body).toEqual(fresh.body);
      expect(await lastMail(user.email, 'registration_existing')).toBeTruthy();
      // The owner's password is untouched.
      expect((await candidateSignIn(user.email, TEST_PASSWORD)).status).toBe(200);
    });

    it('refuses mismatched and short passwords with clear messages', async () => {
      const res = await register(uniqueEmail('x'), 'Str0ngPass!', 'nope');
      expect(res.body).toEqual({
        message: { confirmPassword: MSG.passwordsMustMatch },
        code: 'VALIDATION',
      });
      const short = await register(uniqueEmail('x'), 'short');
      expect(short.body).toEqual({
        message: { password: MSG.passwordTooShort },
        code: 'VALIDATION',
      });
    });
  });

  describe('common passwords', () => {
    // Among the most common passwords of breaches, and long enough for the length rule.
    const COMMON = ['password1', 'Qwerty123', 'iloveyou', 'PASSWORD123'];
    const tooCommon = (field: string) => ({
      message: { [field]: MSG.passwordTooCommon },
      code: 'VALIDATION',
    });

    it('are refused at registration, for new and taken e-mails alike', async () => {
      const taken = await buildUser(t.database.db, 'candidate');
      for (const password of COMMON) {
        for (const email of [uniqueEmail('new'), taken.email]) {
          const res = await call(t.app, {
            method: 'POST',
            url: API.candidateRegister,
            payload: { email, password, confirmPassword: password },
          });
          expect([password, res.status, res.body]).toEqual([password, 400, tooCommon('password')]);
        }
      }
      const employer = await call(t.app, {
        method: 'POST',
        url: API.employerRegister,
        payload: employerRegistration({
          company_name: 'Common Freight LLC',
          password: 'password1',
          confirmPassword: 'password1',
        }),
      });
      expect(employer.body).toEqual(tooCommon('password'));
    });

    it('are refused as a new password, changed or reset; the reset code stays usable', async () => {
      const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
      const change = await call(t.app, {
        method: 'PUT',
        url: API.changePassword,
        token,
        payload: {
          current_password: TEST_PASSWORD,
          new_password: 'Qwerty123',
          confirm_new_password: 'Qwerty123',
        },
      });
      expect(change.body).toEqual(tooCommon('new_password'));
      await call(t.app, { method: 'POST', url: API.requestOtp, payload: { email: user.email } });
      await t.app.background.settled();
      const code = /\b(\d{6})\b/.exec((await lastMail(user.email, 'password_reset_code')).text)![1];
      const reset = (password: string) =>
        call(t.app, {
          method: 'POST',
          url: API.resetPassword,
          payload: {
            email: user.email,
            otp: code,
            new_password: password,
            confirm_new_password: password,
          },
        });
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
        expect((await reset('iloveyou')).body).toEqual(tooCommon('new_password'));
      expect((await reset('Uncommon-Pass-7')).status).toBe(200);
    });

    it('keep the length rule', async () => {
      const res = await call(t.app, {
        method: 'POST',
        url: API.candidateRegister,
        payload: { email: uniqueEmail('short'), password: 'Zq7!x', confirmPassword: 'Zq7!x' },
      });
      expect(res.body).toEqual({ message: { password: MSG.passwordTooShort }, code: 'VALIDATION' });
    });
  });

  describe('forgot password', () => {
    async function requestCode(email: string) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/user/request-otp',
        payload: { email },
      });
      expect(res.status).toBe(200);
      await t.app.background.settled();
      return res;
    }
    const codeFor = async (email: string) =>
      /\b(\d{6})\b/.exec((await lastMail(email, 'password_reset_code')).text)![1];
    /** Asks for a code for the address and answers the one the e-mail carries. */
    const freshCode = async (email: string) => {
      await requestCode(email);
      return codeFor(email);
    };
    /** How a wrong, used or expired code is refused. */
    const CODE_REFUSED = { message: { otp: ANSWERS.otpInvalid }, code: 'VALIDATION' };
    const reset = (email: string, otp: string, password = 'Brand-New-1') =>
      call(t.app, {
        method: 'POST',
        url: '/api/user/reset-password',
        payload: { email, otp, new_password: password, confirm_new_password: password },
      });

    it('answers alike for known and unknown e-mails', async () => {
      const user = await buildUser(t.database.db, 'candidate');
      const known = await requestCode(user.email);
      const unknown = await requestCode(uniqueEmail('ghost'));
      expect(known.body).toEqual(unknown.body);
      expect(known.body).toEqual({ message: ANSWERS.otpSent, data: null });
    });

    it('answers before it looks the e-mail up, known or not', async () => {
      const user = await buildUser(t.database.db, 'candidate');
      const ghost = uniqueEmail('ghost');
      const codes = () =>
        t.database.db
          .select({ id: passwordResetCodes.id })
          .from(passwordResetCodes)
          .where(eq(passwordResetCodes.userId, user.id));
      // The work after the answer is held back: both answers come while nothing is done yet.
      const release = t.app.background.hold();
      try {
        for (const email of [user.email, ghost]) {
          const res = await call(t.app, {
            method: 'POST',
            url: '/api/user/request-otp',
            payload: { email },
          });
          expect(res.body).toEqual({ message: ANSWERS.otpSent, data: null });
        }
        expect(await codes()).toHaveLength(0);
        expect(await lastMail(user.email, 'password_reset_code')).toBeUndefined();
      } finally {
        release();
      }
      await t.app.background.settled();
      expect(await codes()).toHaveLength(1);
      expect(await lastMail(user.email, 'password_reset_code')).toBeTruthy();
      expect(await lastMail(ghost, 'password_reset_code')).toBeUndefined();
    });

    it('resets with the e-mailed code, once, and signs out every session', async () => {
      const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
      const code = await freshCode(user.email);
      const ok = await reset(user.email, code);
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ message: ANSWERS.passwordReset, data: null });
      expect((await call(t.app, { method: 'GET', url: '/api/user/', token })).status).toBe(401);
      expect((await candidateSignIn(user.email, 'Brand-New-1')).status).toBe(200);
      const again = await reset(user.email, code, 'Another-New-2');
      expect(again.status).toBe(400);
      expect(again.body).toEqual(CODE_REFUSED);
    });

    it(`a code dies after ${OTP_MAX_ATTEMPTS} wrong tries`, async () => {
      const user = await buildUser(t.database.db, 'candidate');
      const code = await freshCode(user.email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
        expect((await reset(user.email, wrong)).status).toBe(400);
      expect((await reset(user.email, code)).body).toEqual(CODE_REFUSED);
    });

    it('an expired code fails', async () => {
      const user = await buildUser(t.database.db, 'candidate');
      const code = await freshCode(user.email);
      await t.database.db
        .update(passwordResetCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetCodes.userId, user.id));
      expect((await reset(user.email, code)).body).toEqual(CODE_REFUSED);
    });

    it('a new code replaces an earlier one that is still valid', async () => {
      const user = await buildUser(t.database.db, 'candidate');
      const first = await freshCode(user.email);
      // Ask again until the codes differ (equal codes happen once in a million).
      let second = first;
      while (second === first) {
        second = await freshCode(user.email);
      }
      const codes = await t.database.db
        .select({ expiresAt: passwordResetCodes.expiresAt })
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.userId, user.id));
      expect(codes.every((code) => code.expiresAt > new Date())).toBe(true);

      expect((await reset(user.email, first)).status).toBe(400);
      expect((await reset(user.email, second)).status).toBe(200);
      // Once the new code is used, the earlier one does not come back to life.
      expect((await reset(user.email, first, 'Another-New-2')).body).toEqual(CODE_REFUSED);
    });

    it('refuses a code for an unknown e-mail like a wrong code', async () => {
      expect((await reset(uniqueEmail('ghost'), '123456')).body).toEqual(CODE_REFUSED);
    });
  });

  describe('change password', () => {
    /** Changes the password as the holder of `token`, sent as multipart as the page sends it. */
    const changeAsMultipart = async (token: string, fields: Record<string, string>) =>
      call(t.app, {
        method: 'PUT',
        url: '/api/user/change-password',
        token,
        ...(await multipart(fields)),
      });

    it('validates with the messages of SPEC.md, sent as multipart', async () => {
      const { token } = await signedIn(t.app, t.database.db, 'employer');
      const empty = await changeAsMultipart(token, {});
      expect(empty.status).toBe(400);
      expect(empty.body.message).toMatchObject({
        current_password: MSG.currentPasswordRequired,
        new_password: MSG.newPasswordRequired,
      });
      const mismatch = await changeAsMultipart(token, {
        current_password: TEST_PASSWORD,
        new_password: 'Changed-Pass-1',
        confirm_new_password: 'other',
      });
      expect(mismatch.body).toEqual({
        message: { confirm_new_password: MSG.passwordsMustMatch },
        code: 'VALIDATION',
      });
      const wrong = await call(t.app, {
        method: 'PUT',
        url: '/api/user/change-password',
        token,
        payload: {
          current_password: 'wrong-one',
          new_password: 'Changed-Pass-1',
          confirm_new_password: 'Changed-Pass-1',
        },
      });
      expect(wrong.body).toEqual({
        message: { current_password: ANSWERS.currentPasswordWrong },
        code: 'VALIDATION',
      });
    });

    it('changes it, keeps this session and revokes the others', async () => {
      const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
      const other = await candidateSignIn(user.email, TEST_PASSWORD);
      const res = await changeAsMultipart(token, {
        current_password: TEST_PASSWORD,
        new_password: 'Changed-Pass-1',
        confirm_new_password: 'Changed-Pass-1',
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(ANSWERS.passwordChanged);
      expect((await call(t.app, { method: 'GET', url: '/api/user/', token })).status).toBe(200);
      expect(
        (await call(t.app, { method: 'GET', url: '/api/user/', token: other.body.token as string }))
          .status,
      ).toBe(401);
      expect((await candidateSignIn(user.email, 'Changed-Pass-1')).status).toBe(200);
    });

    it('accepts the form-encoded style too', async () => {
      const { token } = await signedIn(t.app, t.database.db, 'candidate');
      const res = await call(t.app, {
        method: 'PUT',
        url: '/api/user/change-password',
        token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          current_password: TEST_PASSWORD,
          new_password: 'Changed-Pass-2',
          confirm_new_password: 'Changed-Pass-2',
        }).toString(),
      });
      expect(res.status).toBe(200);
    });
  });

  describe('throttling sign-in per account', () => {
    const signIn = (email: string, password: string, from = randomAddress()) =>
      call(t.app, {
        method: 'POST',
        url: LOGIN_PATH.candidate,
        payload: { email, password },
        remoteAddress: from,
      });
    /** Ends the account's current wait, as if its time had passed. */
    const waitOver = (email: string) =>
      t.database.db
        .update(signInThrottle)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(signInThrottle.key, signInThrottleKey(email)));
    const { freeFailures, firstWaitSeconds, maxWaitSeconds } = SIGN_IN_THROTTLE;

    it(`after ${freeFailures} failures from any addresses, the account waits, even for the right password`, async () => {
      const user = await buildUser(t.database.db, 'candidate');
      for (let i = 0; i < freeFailures; i++)
        expect((await signIn(user.email, `wrong-${i}`)).status).toBe(401);
      const refused = await signIn(user.email, TEST_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: ANSWERS.signInThrottled, code: 'RATE_LIMITED' });
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(firstWaitSeconds - 5);
      expect(wait).toBeLessThanOrEqual(firstWaitSeconds);
      // The wait ends by itself; then the right password lets the owner in and clears the count.
      await waitOver(user.email);
      expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
      for (let i = 0; i < freeFailures - 1; i++)
        expect((await signIn(user.email, `wrong-${i}`)).status).toBe(401);
      expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
    });

    it(`each failure past the free ones doubles the wait, up to ${maxWaitSeconds / 60} minutes`, async () => {
      const user = await buildUser(t.database.db, 'candidate');
      for (let i = 0; i < freeFailures - 1; i++) await signIn(user.email, 'wrong');
      const waits: number[] = [];
      for (let i = 0; i < 6; i++) {
        expect((await signIn(user.email, 'wrong')).status).toBe(401);
        waits.push(Number((await signIn(user.email, 'wrong')).headers['retry-after']));
        await waitOver(user.email);
      }
      expect(waits.map((w) => Math.round(w / 10) * 10)).toEqual([60, 120, 240, 480, 900, 900]);
    });

    it('counts unknown e-mails the same, so the throttle tells no one who has an account', async () => {
      const known = await buildUser(t.database.db, 'candidate');
      const ghost = uniqueEmail('ghost');
      const answers = async (email: string) => {
        const seen = [];
        for (let i = 0; i <= freeFailures; i++) {
          const res = await signIn(email, 'wrong');
          seen.push([res.status, res.body]);
        }
        return seen;
      };
      expect(await answers(ghost)).toEqual(await answers(known.email));
    });

    it('parallel guesses cannot slip past the count', async () => {
      const user = await buildUser(t.database.db, 'candidate');
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => signIn(user.email, `guess-${i}`)),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(freeFailures);
      expect(statuses.filter((s) => s === 429)).toHaveLength(12 - freeFailures);
    });

    it('a password reset by e-mail ends the wait at once', async () => {
      const user = await buildUser(t.database.db, 'candidate');
      for (let i = 0; i < freeFailures; i++) await signIn(user.email, 'wrong');
      expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(429);
      await call(t.app, {
        method: 'POST',
        url: '/api/user/request-otp',
        payload: { email: user.email },
      });
      await t.app.background.settled();
      const code = /\b(\d{6})\b/.exec((await lastMail(user.email, 'password_reset_code')).text)![1];
      const reset = await call(t.app, {
        method: 'POST',
        url: '/api/user/reset-password',
        payload: {
          email: user.email,
          otp: code,
          new_password: 'Brand-New-3',
          confirm_new_password: 'Brand-New-3',
        },
      });
      expect(reset.status).toBe(200);
      expect((await signIn(user.email, 'Brand-New-3')).status).toBe(200);
    });
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits counted in Redis', () => {
  it('adds up the attempts made on two API processes', async () => {
    const env = { RATE_LIMIT_AUTH_PER_MINUTE: '3', REDIS_URL: process.env.TEST_REDIS_URL! };
    const [a, b] = [await startTestApp('pglite', env), await startTestApp('pglite', env)];
    // An address of its own, so that no earlier run's counts are met.
    const from = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
    try {
      const attempt = (t: TestApp) =>
        call(t.app, {
          method: 'POST',
          url: LOGIN_PATH.candidate,
          payload: { email: 'a@b.ae', password: 'whatever' },
          remoteAddress: from,
        });
      expect((await attempt(a)).status).toBe(401);
      expect((await attempt(b)).status).toBe(401);
      expect((await attempt(a)).status).toBe(401);
      expect((await attempt(b)).status).toBe(429);
      expect((await attempt(a)).status).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('rate limits', () => {
  /** A candidate's sign-in with an unknown e-mail: 401 until the budget is spent, then 429. */
  const wrongSignIn = (app: TestApp['app']) =>
    call(app, {
      method: 'POST',
      url: LOGIN_PATH.candidate,
      payload: { email: 'a@b.ae', password: 'whatever' },
    });

  it('counts in the process when Redis cannot be reached', async () => {
    const t = await startTestApp('pglite', {
      RATE_LIMIT_AUTH_PER_MINUTE: '2',
      REDIS_URL: 'redis://127.0.0.1:9',
    });
    try {
      const attempt = () => wrongSignIn(t.app);
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('answers 429 past the sign-in limit', async () => {
    const t = await startTestApp('pglite', { RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const attempt = () => wrongSignIn(t.app);
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      const limited = await attempt();
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: ANSWERS.tooManyRequests, code: 'RATE_LIMITED' });
      const otp = () =>
        call(t.app, { method: 'POST', url: '/api/user/request-otp', payload: { email: 'a@b.ae' } });
      for (let i = 0; i < 3; i++) await otp();
      expect((await otp()).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe.each(DATABASES)('the sign-in budget of an address (%s)', (kind) => {
  it('is one for the four sign-in calls together', async () => {
    const t = await startTestApp(kind, { RATE_LIMIT_AUTH_PER_MINUTE: '4' });
    try {
      const from = randomAddress();
      const attempt = (url: string) =>
        call(t.app, {
          method: 'POST',
          url,
          payload: { email: uniqueEmail('someone'), password: 'whatever' },
          remoteAddress: from,
        });
      for (const url of Object.values(LOGIN_PATH)) expect((await attempt(url)).status).toBe(401);
      for (const url of Object.values(LOGIN_PATH)) {
        const res = await attempt(url);
        expect(res.status).toBe(429);
        expect(res.body).toEqual({ message: ANSWERS.tooManyRequests, code: 'RATE_LIMITED' });
      }
      // Another address has its own budget.
      expect(
        (
          await call(t.app, {
            method: 'POST',
            url: LOGIN_PATH.admin,
            payload: { email: uniqueEmail('someone'), password: 'whatever' },
            remoteAddress: randomAddress(),
          })
        ).status,
      ).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe.each(DATABASES)('addresses behind a proxy (%s)', (kind) => {
  const attempt = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
    call(t.app, {
      method: 'POST',
      url: LOGIN_PATH.candidate,
      payload: { email: uniqueEmail('someone'), password: 'whatever' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('in production, with no proxy named, a forged X-Forwarded-For does not escape the limit', async () => {
    const t = await startTestApp(kind, { NODE_ENV: 'production', RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
        expect((await attempt(t, '192.0.2.10', forged)).status).toBe(401);
      expect((await attempt(t, '192.0.2.10', '198.51.100.4')).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY naming the proxy, the address it forwards is the one counted', async () => {
    const t = await startTestApp(kind, {
      NODE_ENV: 'production',
      RATE_LIMIT_AUTH_PER_MINUTE: '2',
      TRUST_PROXY: '192.0.2.1,10.0.0.0/8',
    });
    try {
      // Two clients behind the proxy have a budget each.
      expect((await attempt(t, '192.0.2.1', '203.0.113.7')).status).toBe(401);
      expect((await attempt(t, '192.0.2.1', '203.0.113.7')).status).toBe(401);
      expect((await attempt(t, '192.0.2.1', '203.0.113.7')).status).toBe(429);
      expect((await attempt(t, '192.0.2.1', '203.0.113.8')).status).toBe(401);
      // A chain of trusted proxies: the first untrusted address from the right is the client.
      expect((await attempt(t, '10.1.2.3', '203.0.113.7, 192.0.2.1')).status).toBe(429);
      // A client that reaches the server directly cannot claim another address.
      expect((await attempt(t, '192.0.2.99', '203.0.113.50')).status).toBe(401);
      expect((await attempt(t, '192.0.2.99', '203.0.113.51')).status).toBe(401);
      expect((await attempt(t, '192.0.2.99', '203.0.113.52')).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});
