import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { ANSWERS, MSG } from '@logicareers/shared/messages';
import { EMAIL_CHANGE_CODE_TTL_MINUTES, OTP_MAX_ATTEMPTS } from '@logicareers/shared/constants';
import { emailChangeCodes, outbox, passwordResetCodes, users } from '../../db/schema';
import { buildUser, signedIn, TEST_PASSWORD } from '../../test/factories';
import { call, DATABASES, LOGIN_PATH, startTestApp, type TestApp } from '../../test/harness';
import { SECRET_MASK } from '../mail/mail-kinds';
import { messageToSend } from '../mail/outbox';
import { SIGN_IN_THROTTLE } from './sign-in-throttle';

const address = (prefix = 'new') => `${prefix}-${randomBytes(5).toString('hex')}@example.ae`;
const CODE_SENT = { message: ANSWERS.emailChangeCodeSent, data: null };
const WRONG_CODE = { message: { otp: ANSWERS.otpInvalid }, code: 'VALIDATION' };

describe.each(DATABASES)('changing the sign-in e-mail (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const mailsTo = async (to: string, mailKind?: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), mailKind ? eq(outbox.kind, mailKind) : undefined))
      .orderBy(desc(outbox.createdAt));
  /** The code as the new address receives it (what is sent, not what the outbox shows). */
  const codeSentTo = async (to: string) => {
    const [row] = await mailsTo(to, 'email_change_code');
    return /\b(\d{6})\b/.exec(messageToSend(row).text)![1];
  };
  const request = (token: string, body: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: API.changeEmail, token, payload: body });
  /** Asks for the change and waits for the work done after the answer. */
  const requestChange = async (token: string, newEmail: string) => {
    const res = await request(token, { new_email: newEmail, current_password: TEST_PASSWORD });
    expect([res.status, res.body]).toEqual([200, CODE_SENT]);
    await t.app.background.settled();
  };
  const confirm = (token: string, otp: string) =>
    call(t.app, { method: 'POST', url: API.confirmEmailChange, token, payload: { otp } });
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const emailOf = async (userId: string) =>
    (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]
      .email;
  const signIn = (email: string, password = TEST_PASSWORD) =>
    call(t.app, { method: 'POST', url: LOGIN_PATH.candidate, payload: { email, password } });

  describe('asking', () => {
    it('needs to be signed in', async () => {
      const res = await call(t.app, {
        method: 'POST',
        url: API.changeEmail,
        payload: { new_email: address(), current_password: TEST_PASSWORD },
      });
      expect([res.status, res.body]).toEqual([
        401,
        { message: ANSWERS.unauthenticated, code: 'UNAUTHENTICATED' },
      ]);
    });

    it('validates the form with clear messages', async () => {
      const { token } = await signedIn(t.app, t.database.db, 'candidate');
      const empty = await request(token, {});
      expect([empty.status, empty.body]).toEqual([
        400,
        {
          message: { new_email: MSG.emailRequired, current_password: MSG.currentPasswordRequired },
          code: 'VALIDATION',
        },
      ]);
      const bad = await request(token, { new_email: 'not-an-email', current_password: 'x' });
      expect(bad.body.message).toEqual({ new_email: MSG.emailFormat });
    });

    it('refuses a wrong password with 400 on current_password, and sends nothing', async () => {
      const { token } = await signedIn(t.app, t.database.db, 'candidate');
      const to = address();
      const res = await request(token, { new_email: to, current_password: 'Wrong&Secret1' });
      expect([res.status, res.body]).toEqual([
        400,
        { message: { current_password: ANSWERS.currentPasswordWrong }, code: 'VALIDATION' },
      ]);
      await t.app.background.settled();
      expect(await mailsTo(to)).toEqual([]);
    });

    it('refuses the e-mail the account already signs in with', async () => {
      const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
      const res = await request(token, {
        new_email: user.email.toUpperCase(),
        current_password: TEST_PASSWORD,
      });
      expect([res.status, res.body]).toEqual([
        400,
        { message: { new_email: ANSWERS.emailUnchanged }, code: 'VALIDATION' },
      ]);
    });

    it('answers a free and a taken e-mail alike, before it looks either up', async () => {
      const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
      const owner = await buildUser(t.database.db, 'employer');
      const free = address();
      const answers = [];
      // The work after the answer is held back: both answers come while nothing is done yet.
      const release = t.app.background.hold();
      try {
        for (const to of [free, owner.email]) {
          const res = await request(token, { new_email: to, current_password: TEST_PASSWORD });
          answers.push({ status: res.status, body: res.body });
        }
        expect(await mailsTo(free)).toEqual([]);
        expect(await mailsTo(owner.email)).toEqual([]);
      } finally {
        release();
      }
      expect(answers[0]).toEqual({ status: 200, body: CODE_SENT });
      expect(answers[1]).toEqual(answers[0]);
      await t.app.background.settled();
      // The free address got a code; the owner of the taken one a note, and no code.
      expect((await mailsTo(free)).map((m) => m.kind)).toEqual(['email_change_code']);
      const [note] = await mailsTo(owner.email);
      expect(note.kind).toBe('email_change_existing');
      expect(note.text).not.toMatch(/\b\d{6}\b/);
      expect(note.text).not.toContain(user.email);
      expect(await emailOf(user.id)).toBe(user.email);
    });

    it('mails the code to the new address, masked wherever the outbox is read', async () => {
      const { token } = await signedIn(t.app, t.database.db, 'candidate');
      const to = address();
      await requestChange(token, to);
      const code = await codeSentTo(to);
      const [row] = await mailsTo(to, 'email_change_code');
      expect(messageToSend(row).subject).toContain(code);
      expect(messageToSend(row).text).toContain(code);
      expect(`${row.subject} ${row.text} ${row.html ?? ''}`).not.toContain(code);
      expect(row.text).toContain(SECRET_MASK);
      expect(row.text).toContain(`${EMAIL_CHANGE_CODE_TTL_MINUTES} minutes`);
      const { token: admin } = await signedIn(t.app, t.database.db, 'master_admin');
      const shown = await call(t.app, {
        method: 'GET',
        url: API.outbox,
        token: admin,
        query: { to },
      });
      expect(JSON.stringify(shown.body)).not.toContain(code);
      expect(JSON.stringify(shown.body)).toContain(SECRET_MASK);
    });

    it('counts wrong passwords on the account’s sign-in throttle', async () => {
      const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
      for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures; i++) {
        const res = await request(token, { new_email: address(), current_password: `wrong-${i}` });
        expect(res.status).toBe(400);
      }
      const refused = await request(token, {
        new_email: address(),
        current_password: TEST_PASSWORD,
      });
      expect([refused.status, refused.body]).toEqual([
        429,
        { message: ANSWERS.signInThrottled, code: 'RATE_LIMITED' },
      ]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // One count for the account: signing in waits as well.
      expect((await signIn(user.email)).status).toBe(429);
    });
  });

  describe('confirming', () => {
    it('changes the e-mail, tells the old address, keeps this session and ends the others', async () => {
      const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
      const other = (await signIn(user.email)).body.token as string;
      // A reset code mailed to the old address must not outlive the change.
      await call(t.app, { method: 'POST', url: API.requestOtp, payload: { email: user.email } });
      await t.app.background.settled();
      const to = address();
      await requestChange(token, to);
      const res = await confirm(token, await codeSentTo(to));
      expect([res.status, res.body]).toEqual([200, { message: ANSWERS.emailChanged, data: null }]);

      const me = await call(t.app, { method: 'GET', url: API.me, token });
      expect(me.status).toBe(200);
      expect((me.body.data as { email: string }).email).toBe(to);
      expect((await call(t.app, { method: 'GET', url: API.me, token: other })).status).toBe(401);
      const [told] = await mailsTo(user.email, 'candidate_email_changed');
      expect(told.text).toContain(to);
      expect((await signIn(to)).status).toBe(200);
      expect((await signIn(user.email)).status).toBe(401);
      const liveResets = await t.database.db
        .select({ id: passwordResetCodes.id })
        .from(passwordResetCodes)
        .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
      expect(liveResets).toEqual([]);
    });

    it('takes a code once', async () => {
      const { token } = await signedIn(t.app, t.database.db, 'candidate');
      const to = address();
      await requestChange(token, to);
      const code = await codeSentTo(to);
      expect((await confirm(token, code)).status).toBe(200);
      expect((await confirm(token, code)).body).toEqual(WRONG_CODE);
    });

    it('refuses a wrong code, and a malformed one with the form’s message', async () => {
      const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
      const to = address();
      await requestChange(token, to);
      const wrong = await confirm(token, wrongFor(await codeSentTo(to)));
      expect([wrong.status, wrong.body]).toEqual([400, WRONG_CODE]);
      expect((await confirm(token, '12ab')).body).toEqual({
        message: { otp: MSG.otpFormat },
        code: 'VALIDATION',
      });
      expect(await emailOf(user.id)).toBe(user.email);
    });

    it(`a code dies after ${OTP_MAX_ATTEMPTS} wrong tries`, async () => {
      const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
      const to = address();
      await requestChange(token, to);
      const code = await codeSentTo(to);
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
        expect((await confirm(token, wrongFor(code))).body).toEqual(WRONG_CODE);
      expect((await confirm(token, code)).body).toEqual(WRONG_CODE);
      expect(await emailOf(user.id)).toBe(user.email);
    });

    it(`a code expires after ${EMAIL_CHANGE_CODE_TTL_MINUTES} minutes`, async () => {
      const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
      const to = address();
      const before = Date.now();
      await requestChange(token, to);
      const code = await codeSentTo(to);
      const [row] = await t.database.db
        .select({ expiresAt: emailChangeCodes.expiresAt })
        .from(emailChangeCodes)
        .where(eq(emailChangeCodes.userId, user.id));
      const minutes = (row.expiresAt.getTime() - before) / 60_000;
      expect(minutes).toBeGreaterThanOrEqual(EMAIL_CHANGE_CODE_TTL_MINUTES);
      expect(minutes).toBeLessThan(EMAIL_CHANGE_CODE_TTL_MINUTES + 1);
      await t.database.db
        .update(emailChangeCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailChangeCodes.userId, user.id));
      expect((await confirm(token, code)).body).toEqual(WRONG_CODE);
      expect(await emailOf(user.id)).toBe(user.email);
    });

    it('a request for a taken address ends the pending one too', async () => {
      const { token } = await signedIn(t.app, t.database.db, 'candidate');
      const owner = await buildUser(t.database.db, 'candidate');
      const to = address();
      await requestChange(token, to);
      const code = await codeSentTo(to);
      await requestChange(token, owner.email);
      expect((await confirm(token, code)).body).toEqual(WRONG_CODE);
    });

    it('a new request replaces the earlier one, code and address', async () => {
      const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
      const first = address('first');
      const second = address('second');
      await requestChange(token, first);
      const firstCode = await codeSentTo(first);
      await requestChange(token, second);
      const secondCode = await codeSentTo(second);
      if (firstCode !== secondCode)
        expect((await confirm(token, firstCode)).body).toEqual(WRONG_CODE);
      expect((await confirm(token, secondCode)).status).toBe(200);
      expect(await emailOf(user.id)).toBe(second);
    });

    it('is the code of its own account only', async () => {
      const asker = await signedIn(t.app, t.database.db, 'candidate');
      const other = await signedIn(t.app, t.database.db, 'candidate');
      const to = address();
      await requestChange(asker.token, to);
      expect((await confirm(other.token, await codeSentTo(to))).body).toEqual(WRONG_CODE);
      expect(await emailOf(other.user.id)).toBe(other.user.email);
    });

    it('fails with a neutral message when the address got an account meanwhile, and ends the code', async () => {
      const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
      const to = address();
      await requestChange(token, to);
      const code = await codeSentTo(to);
      await buildUser(t.database.db, 'candidate', { email: to });
      const res = await confirm(token, code);
      expect([res.status, res.body]).toEqual([
        409,
        { message: { new_email: ANSWERS.emailChangedElsewhere }, code: 'CONFLICT' },
      ]);
      expect((await confirm(token, code)).body).toEqual(WRONG_CODE);
      expect(await emailOf(user.id)).toBe(user.email);
      expect(await mailsTo(user.email, 'candidate_email_changed')).toEqual([]);
    });

    it('works the same for every role (an employer here)', async () => {
      const { user, token } = await signedIn(t.app, t.database.db, 'employer');
      const to = address();
      await requestChange(token, to);
      expect((await confirm(token, await codeSentTo(to))).status).toBe(200);
      expect(await emailOf(user.id)).toBe(to);
      const signInAs = await call(t.app, {
        method: 'POST',
        url: LOGIN_PATH.employer,
        payload: { email: to, password: TEST_PASSWORD },
      });
      expect(signInAs.status).toBe(200);
    });
  });
});

describe('the e-mail change limits', () => {
  it('answers 429 past the limit of an account, from any address', async () => {
    const t = await startTestApp('pglite', { RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const { token } = await signedIn(t.app, t.database.db, 'candidate');
      const ask = (i: number) =>
        call(t.app, {
          method: 'POST',
          url: API.changeEmail,
          token,
          payload: { new_email: address(), current_password: TEST_PASSWORD },
          remoteAddress: `10.0.0.${i + 1}`,
        });
      for (let i = 0; i < 3; i++) expect((await ask(i)).status).toBe(200);
      const limited = await ask(3);
      expect([limited.status, limited.body]).toEqual([
        429,
        { message: ANSWERS.tooManyRequests, code: 'RATE_LIMITED' },
      ]);
      await t.app.background.settled();
    } finally {
      await t.close();
    }
  });
});
