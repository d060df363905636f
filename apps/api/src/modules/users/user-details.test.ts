import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { MSG } from '@logicareers/shared/messages';
import { USER_MESSAGES as M, type TUserDetail } from '@logicareers/shared/schemas/users';
import { auditLog, passwordResetCodes, users } from '../../db/schema';
import { buildCompany, buildUser, signedIn, TEST_PASSWORD } from '../../test/factories';
import { call, DATABASES, LOGIN_PATH, startTestApp, type TestApp } from '../../test/harness';
import { lastMailTo, uniqueEmail } from '../../test/scenarios';

/*
 * An administrator corrects a user's details (issue 39): names, mobile, sign-in e-mail, language,
 * with an audit entry; never the role, never their own, never an account out of reach or above.
 */
describe.each(DATABASES)("an administrator changes a user's details (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const details = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Layla',
    last_name: 'Haddad',
    mobile_number: '+971 50 123 4567',
    email: uniqueEmail('layla'),
    language: 'ar',
    ...overrides,
  });
  const save = (id: string, token: string, payload: object) =>
    call(t.app, { method: 'PUT', url: API.users.details(id), token, payload });
  const rowOf = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
  const auditOf = (id: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'user.details')));

  it('saves the details, tells the old address, and audits each changed field before and after', async () => {
    const admin = await signedIn(t.app, db(), 'master_admin');
    const target = await buildUser(db(), 'employer', { mobileNumber: '+971501112233' });
    // A reset code mailed to the old address stops working once the e-mail changes.
    const code = await call(t.app, {
      method: 'POST',
      url: API.users.resetPassword(target.id),
      token: admin.token,
    });
    expect(code.status).toBe(200);
    const form = details();
    const res = await save(target.id, admin.token, form);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(M.detailsSaved);

    const row = await rowOf(target.id);
    expect(row).toMatchObject({
      firstName: 'Layla',
      lastName: 'Haddad',
      mobileNumber: '+971501234567',
      email: form.email,
      language: 'ar',
      role: 'employer',
      roleId: target.roleId,
    });
    const told = await lastMailTo(db(), target.email, 'candidate_email_changed');
    expect(told.text).toContain(form.email);
    const open = await db()
      .select()
      .from(passwordResetCodes)
      .where(and(eq(passwordResetCodes.userId, target.id), isNull(passwordResetCodes.usedAt)));
    expect(open).toEqual([]);

    const [entry] = await auditOf(target.id);
    expect(entry.actorId).toBe(admin.user.id);
    expect(entry.before).toEqual({
      first_name: 'Test',
      last_name: 'employer',
      mobile_number: '+971501112233',
      email: target.email,
      language: 'en',
    });
    expect(entry.after).toEqual({
      first_name: 'Layla',
      last_name: 'Haddad',
      mobile_number: '+971501234567',
      email: form.email,
      language: 'ar',
    });
    expect(JSON.stringify(entry)).not.toMatch(/password/i);

    // The user signs in with the new e-mail and the same password; the detail shows the language.
    const login = await call(t.app, {
      method: 'POST',
      url: LOGIN_PATH.employer,
      payload: { email: form.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    const shown = await call(t.app, {
      method: 'GET',
      url: API.users.one(target.id),
      token: admin.token,
    });
    expect((shown.body.data as TUserDetail).language).toBe('ar');

    // The same form again changes nothing and writes no second entry; a name alone names itself.
    expect((await save(target.id, admin.token, form)).status).toBe(200);
    expect(await auditOf(target.id)).toHaveLength(1);
    expect((await save(target.id, admin.token, { ...form, first_name: 'Leila' })).status).toBe(200);
    const entries = await auditOf(target.id);
    expect(entries.map((e) => e.after)).toContainEqual({ first_name: 'Leila' });
    expect(entries.map((e) => e.before)).toContainEqual({ first_name: 'Layla' });
  });

  it('checks the form with the messages of SPEC.md section 5, and refuses a taken e-mail', async () => {
    const admin = await signedIn(t.app, db(), 'master_admin');
    const target = await buildUser(db(), 'candidate');
    const other = await buildUser(db(), 'candidate');
    const bad = await save(target.id, admin.token, {
      first_name: ' ',
      last_name: '',
      mobile_number: '12',
      email: 'not-an-email',
      language: 'fr',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatchObject({
      first_name: MSG.firstNameRequired,
      last_name: MSG.lastNameRequired,
      mobile_number: MSG.phoneInvalid,
      email: MSG.emailFormat,
      language: M.languageChoice,
    });
    const taken = await save(target.id, admin.token, details({ email: other.email.toUpperCase() }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toEqual({ email: M.candidateEmailTaken });
    expect((await rowOf(target.id)).email).toBe(target.email);
    expect(await auditOf(target.id)).toEqual([]);
  });

  it("refuses one's own details, another company's users, accounts above, and other roles", async () => {
    const consultancy = await buildCompany(db(), { kind: 'consultancy' });
    const boss = await signedIn(t.app, db(), 'consultancy_admin', { companyId: consultancy.id });
    const master = await signedIn(t.app, db(), 'master_admin');
    const mine = await buildUser(db(), 'consultancy', { companyId: consultancy.id });
    const elsewhere = await buildUser(db(), 'consultancy');
    const employer = await buildUser(db(), 'employer');
    const candidate = await buildUser(db(), 'candidate');
    const before = async () =>
      Promise.all(
        [boss.user.id, master.user.id, elsewhere.id, employer.id, candidate.id].map(rowOf),
      );
    const was = await before();

    // Their own company's recruiter: yes.
    expect((await save(mine.id, boss.token, details())).status).toBe(200);
    // Not oneself, even a master administrator: the account page confirms a new e-mail.
    for (const self of [boss, master]) {
      const res = await save(self.user.id, self.token, details());
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(M.ownDetailsOnAccountPage);
    }
    // Another company's users, candidates, master administrators: out of reach, as unknown.
    for (const id of [elsewhere.id, employer.id, candidate.id, master.user.id]) {
      expect((await save(id, boss.token, details())).status).toBe(404);
    }
    // Nor the role: a role in the body is not taken.
    const roleTry = await save(mine.id, boss.token, {
      ...details(),
      role: 'master_admin',
      role_id: 1,
    });
    expect(roleTry.status).toBe(200);
    expect(await rowOf(mine.id)).toMatchObject({ role: 'consultancy', roleId: mine.roleId });
    // Recruiters, employers and candidates hold no users.manage.
    for (const role of ['consultancy', 'ats', 'employer', 'candidate'] as const) {
      const { token } = await signedIn(t.app, db(), role, {
        companyId: role === 'candidate' ? undefined : consultancy.id,
      });
      const res = await save(mine.id, token, details());
      expect(res.status).toBe(403);
    }
    expect((await save(mine.id, '', details())).status).toBe(401);
    expect(await before()).toEqual(was);
  });
});
