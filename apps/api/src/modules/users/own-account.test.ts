import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { MSG } from '@logicareers/shared/messages';
import { ROLES, type Role } from '@logicareers/shared/roles';
import type { TAccount } from '@logicareers/shared/schemas/account';
import { CANDIDATE_MESSAGES } from '@logicareers/shared/schemas/candidate';
import { auditLog, files, users } from '../../db/schema';
import { signedIn } from '../../test/factories';
import { fileForm, jpegWithExif, PNG } from '../../test/files';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';

const NEW = {
  first_name: 'Noura',
  last_name: 'Al Mansoori',
  mobile_number: '+971 50 123 4567',
  language: 'ar',
} as const;

describe.each(DATABASES)('your own account, whatever the role (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const read = (token?: string) => call(t.app, { method: 'GET', url: API.account.details, token });
  const save = (token: string | undefined, payload: Record<string, unknown>) =>
    call(t.app, { method: 'PUT', url: API.account.details, token, payload });
  const uploadPhoto = async (token: string | undefined, bytes: Buffer, name: string) =>
    call(t.app, {
      method: 'POST',
      url: API.account.photo,
      token,
      ...(await fileForm('photo', bytes, name, name.endsWith('.png') ? 'image/png' : 'image/jpeg')),
    });
  const removePhoto = (token?: string) =>
    call(t.app, { method: 'DELETE', url: API.account.photo, token });

  it.each(ROLES)('lets a %s read and change their own names, mobile and language', async (role) => {
    const { user, token } = await signedIn(t.app, t.database.db, role as Role);
    const other = await signedIn(t.app, t.database.db, role as Role);
    const before = await read(token);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      id: user.id,
      role,
      email: user.email,
      first_name: 'Test',
      last_name: role,
      mobile_number: null,
      profile_photo: null,
      language: 'en',
    } satisfies TAccount);

    const res = await save(token, NEW);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      first_name: 'Noura',
      last_name: 'Al Mansoori',
      mobile_number: '+971501234567',
      language: 'ar',
    });
    // The header's profile follows; the other user of the role is untouched.
    const me = await call(t.app, { method: 'GET', url: API.me, token });
    expect(me.body.data).toMatchObject({ first_name: 'Noura', language: 'ar' });
    expect((await read(other.token)).body.data).toMatchObject({
      id: other.user.id,
      first_name: 'Test',
      mobile_number: null,
      language: 'en',
    });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.account'), eq(auditLog.targetId, user.id)));
    expect(entry).toMatchObject({
      actorId: user.id,
      targetType: 'user',
      before: { first_name: 'Test', last_name: role, mobile_number: null, language: 'en' },
      after: {
        first_name: 'Noura',
        last_name: 'Al Mansoori',
        mobile_number: '+971501234567',
        language: 'ar',
      },
    });
  });

  it('keeps the language when it is left out, and writes no audit entry for no change', async () => {
    const { user, token } = await signedIn(t.app, t.database.db, 'employer', { language: 'ar' });
    const { language: _language, ...withoutLanguage } = NEW;
    expect((await save(token, withoutLanguage)).body.data).toMatchObject({ language: 'ar' });
    expect((await save(token, withoutLanguage)).status).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.account'), eq(auditLog.targetId, user.id)));
    expect(entries).toHaveLength(1);
  });

  it('answers a visitor 401', async () => {
    expect((await read()).status).toBe(401);
    expect((await save(undefined, NEW)).status).toBe(401);
    expect((await uploadPhoto(undefined, PNG, 'me.png')).status).toBe(401);
    expect((await removePhoto()).status).toBe(401);
  });

  it('says what is wrong with each field, and changes nothing', async () => {
    const { token } = await signedIn(t.app, t.database.db, 'consultancy');
    const empty = await save(token, { first_name: ' ', last_name: '', mobile_number: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toEqual({
      first_name: MSG.firstNameRequired,
      last_name: MSG.lastNameRequired,
      mobile_number: MSG.mobileRequired,
    });
    const wrong = await save(token, { ...NEW, mobile_number: '12345', language: 'fr' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toEqual({
      mobile_number: MSG.phoneInvalid,
      language: 'Choose English or Arabic',
    });
    expect((await read(token)).body.data).toMatchObject({ first_name: 'Test', language: 'en' });
  });

  it('lets any role add, replace and remove a photo, served at its public address', async () => {
    const { user, token } = await signedIn(t.app, t.database.db, 'master_admin');
    const first = await uploadPhoto(token, jpegWithExif(), 'me.jpg');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const url = (first.body.data as { profile_photo: string }).profile_photo;
    expect(url).toMatch(/^\/api\/files\/photo\/[0-9a-f-]{36}$/);
    expect((await read(token)).body.data).toMatchObject({ profile_photo: url });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    // A new photo replaces the old one, whose address stops working.
    const second = await uploadPhoto(token, PNG, 'me.png');
    const newUrl = (second.body.data as { profile_photo: string }).profile_photo;
    expect(newUrl).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      await t.database.db.select({ id: files.id }).from(files).where(eq(files.ownerId, user.id)),
    ).toHaveLength(1);

    const removed = await removePhoto(token);
    expect([removed.status, removed.body.data]).toEqual([200, { profile_photo: null }]);
    expect((await t.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ photo: users.profilePhoto })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row.photo).toBeNull();
    const again = await removePhoto(token);
    expect([again.status, again.body.message]).toEqual([404, CANDIDATE_MESSAGES.noPhoto]);
  });

  it("changes a candidate's profile photo, and refuses what is not an image", async () => {
    const { token } = await signedIn(t.app, t.database.db, 'candidate');
    const res = await uploadPhoto(token, PNG, 'me.png');
    expect(res.status).toBe(201);
    const profile = await call(t.app, { method: 'GET', url: API.candidate.profile, token });
    expect(profile.body.data).toMatchObject({
      profile_photo: (res.body.data as { profile_photo: string }).profile_photo,
    });
    const text = await uploadPhoto(token, Buffer.from('not an image'), 'me.jpg');
    expect([text.status, text.body.message]).toEqual([415, CANDIDATE_MESSAGES.photoType]);
  });
});
