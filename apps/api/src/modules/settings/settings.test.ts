import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { DEFAULT_SITE_SETTINGS, SUBSCRIPTION_SUBJECT } from '@logicareers/shared/constants';
import { MSG } from '@logicareers/shared/messages';
import { ALL_MODULES_ON } from '@logicareers/shared/modules';
import { auditLog, outbox } from '../../db/schema';
import { signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { multipart } from '../../test/scenarios';

describe.each(DATABASES)('site settings and subscriptions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  /** Saves the site settings as the holder of `token` (no one when left out). */
  const saveSettings = (token: string | undefined, payload: Record<string, unknown>) =>
    call(t.app, { method: 'PUT', url: '/api/settings', token, payload });
  /** Subscribes an address through the footer form, sent as multipart as the page sends it. */
  const subscribe = async (email: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/settings/subscribe',
      ...(await multipart({ email, subject: SUBSCRIPTION_SUBJECT })),
    });

  it('serves the defaults of SPEC.md publicly, and admins change them', async () => {
    const initial = await call(t.app, { method: 'GET', url: '/api/settings' });
    expect(initial.body.data).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      demo: false,
      modules: ALL_MODULES_ON,
    });
    const { token } = await signedIn(t.app, t.database.db, 'master_admin');
    const saved = await saveSettings(token, {
      theme_color: '#0b7285',
      contact_phone: '+971 4 000 0000',
    });
    expect(saved.status).toBe(200);
    const after = await call(t.app, { method: 'GET', url: '/api/settings' });
    expect(after.body.data).toMatchObject({
      theme_color: '#0b7285',
      contact_phone: '+971 4 000 0000',
      site_name: 'LogiCareers',
    });
    const bad = await saveSettings(token, { theme_color: 'blue', contact_email: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual({
      theme_color: 'Theme colour must be a hex colour such as #4dabf7',
      contact_email: MSG.emailFormat,
    });
  });

  it("takes the seller's bank account, written as banks print it, audited", async () => {
    const { token, user } = await signedIn(t.app, t.database.db, 'master_admin');
    const bank = {
      seller_bank_name: 'Emirates NBD',
      seller_account_name: 'LogiCareers Recruitment Consultancy LLC',
      seller_iban: 'ae07 0260 0010 1538 4756 201',
      seller_swift: 'ebilaead',
    };
    const saved = await saveSettings(token, bank);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = {
      ...bank,
      seller_iban: 'AE070260001015384756201',
      seller_swift: 'EBILAEAD',
    };
    // The administrator's answer carries them, and so does the settings page's read.
    expect(saved.body.data).toMatchObject(stored);
    const read = await call(t.app, { method: 'GET', url: '/api/settings', token });
    expect(read.body.data).toMatchObject(stored);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.actorId, user.id)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry.before).toMatchObject({ seller_iban: '', seller_swift: '' });
    expect(entry.after).toMatchObject(stored);

    const bad = await saveSettings(token, {
      seller_iban: 'GB29 NWBK 6016 1331 9268 19',
      seller_swift: 'EBILAEADX',
      seller_bank_name: 'x'.repeat(201),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual({
      seller_iban: MSG.sellerIbanFormat,
      seller_swift: MSG.sellerSwiftFormat,
      seller_bank_name: MSG.sellerBankTooLong,
    });
    for (const seller_iban of [
      'AE07026000101538475620',
      'AE0702600010153847562011',
      'AE07O260001015384756201',
    ])
      expect((await saveSettings(token, { seller_iban })).status, seller_iban).toBe(400);
    expect((await saveSettings(token, { seller_swift: 'EBILAEADXXX' })).status).toBe(200);
    const after = await call(t.app, { method: 'GET', url: '/api/settings', token });
    expect(after.body.data).toMatchObject({ ...stored, seller_swift: 'EBILAEADXXX' });
    // Emptied, the bank account is gone (no client can then order and pay by transfer).
    expect((await saveSettings(token, { seller_iban: '', seller_swift: '' })).status).toBe(200);
  });

  it('refuses settings changes to everyone else', async () => {
    for (const role of ['candidate', 'employer', 'consultancy'] as const) {
      const { token } = await signedIn(t.app, t.database.db, role);
      expect((await saveSettings(token, { theme_color: '#000000' })).status).toBe(403);
    }
    expect((await saveSettings(undefined, {})).status).toBe(401);
  });

  it('takes footer subscriptions as multipart, confirms them by e-mail, with the SPEC message for bad e-mails', async () => {
    const email = `news-${Date.now()}@example.ae`;
    const ok = await subscribe(email);
    expect(ok.status).toBe(201);
    expect((await subscribe(email)).status).toBe(201);
    // Nothing is sent but one confirmation link until the address is confirmed (see alerts.test.ts).
    const queued = await t.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(queued.map((m) => m.kind)).toEqual(['subscription_confirm']);
    for (const bad of ['', 'nope']) {
      const res = await subscribe(bad);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: { email: MSG.subscriptionEmailInvalid },
        code: 'VALIDATION',
      });
    }
  });

  it('answers malformed bodies with 400 and never 500', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/settings/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON', code: 'VALIDATION' });
  });
});
