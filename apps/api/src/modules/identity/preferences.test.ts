import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { outbox, users } from '../../db/schema';
import { mailT } from '../../i18n';
import { messageToSend } from '../mail/outbox';
import { signedIn, TEST_PASSWORD } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';

const ARABIC_LETTERS = /\p{Script=Arabic}{3,}/u;

describe.each(DATABASES)("a user's language and digits (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const profile = async (token: string) => {
    const res = await call(t.app, { method: 'GET', url: '/api/user/', token });
    expect(res.status).toBe(200);
    return res.body.data as { language: string; digits: string };
  };
  const save = (token: string | undefined, payload: Record<string, unknown>) =>
    call(t.app, { method: 'PUT', url: '/api/user/preferences', token, payload });

  it('is English with Western digits until the user chooses, then what was saved', async () => {
    const { token } = await signedIn(t.app, t.database.db, 'candidate');
    expect(await profile(token)).toMatchObject({ language: 'en', digits: 'latn' });

    const res = await save(token, { language: 'ar' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ language: 'ar', digits: 'latn' });
    expect(await profile(token)).toMatchObject({ language: 'ar', digits: 'latn' });

    // Either may be saved alone; the other stays.
    expect((await save(token, { digits: 'arab' })).status).toBe(200);
    expect(await profile(token)).toMatchObject({ language: 'ar', digits: 'arab' });
    expect((await save(token, { language: 'en' })).status).toBe(200);
    expect(await profile(token)).toMatchObject({ language: 'en', digits: 'arab' });
  });

  it('refuses a language or digits it does not know, and a visitor', async () => {
    const { token } = await signedIn(t.app, t.database.db, 'employer');
    const wrong = await save(token, { language: 'fr', digits: 'roman' });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('Choose English or Arabic');
    expect(JSON.stringify(wrong.body)).toContain('Choose Western or Eastern Arabic digits');
    expect(await profile(token)).toMatchObject({ language: 'en', digits: 'latn' });
    expect((await save(undefined, { language: 'ar' })).status).toBe(401);
  });

  it("saves one user's language on that user's account only", async () => {
    const first = await signedIn(t.app, t.database.db, 'candidate');
    const second = await signedIn(t.app, t.database.db, 'candidate');
    await save(first.token, { language: 'ar' });
    expect(await profile(first.token)).toMatchObject({ language: 'ar' });
    expect(await profile(second.token)).toMatchObject({ language: 'en' });
  });

  it('starts a new account in the language it signed up in, and welcomes it in that language', async () => {
    const email = `arabic-${Date.now()}@example.ae`;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/candidate/register',
      payload: { email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, language: 'ar' },
    });
    expect(res.status).toBe(201);
    const [row] = await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, email));
    expect(row.language).toBe('ar');
    const [welcome] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, 'welcome_candidate')));
    expect(messageToSend(welcome).subject).toBe(mailT('ar')('welcomeCandidate.subject'));
  });

  it("writes the user's e-mails in the saved language", async () => {
    const lastMail = async (to: string) =>
      (
        await t.database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.to, to), eq(outbox.kind, 'password_reset_code')))
          .orderBy(desc(outbox.createdAt))
          .limit(1)
      ).map(messageToSend)[0];
    const arabic = await signedIn(t.app, t.database.db, 'candidate');
    const english = await signedIn(t.app, t.database.db, 'candidate');
    await save(arabic.token, { language: 'ar' });
    for (const { user } of [arabic, english]) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/user/request-otp',
        payload: { email: user.email },
      });
      expect(res.status).toBe(200);
    }
    await t.app.background.settled();

    const inArabic = await lastMail(arabic.user.email);
    const code = /([0-9]{6})/.exec(inArabic.text)![1];
    expect(inArabic.subject).toBe(mailT('ar')('passwordResetCode.subject', { code }));
    expect(inArabic.text).toMatch(ARABIC_LETTERS);

    const inEnglish = await lastMail(english.user.email);
    const englishCode = /([0-9]{6})/.exec(inEnglish.text)![1];
    expect(inEnglish.subject).toBe(mailT('en')('passwordResetCode.subject', { code: englishCode }));
    expect(inEnglish.text).not.toMatch(ARABIC_LETTERS);
  });
});
