import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { ANSWERS, MSG } from '@logicareers/shared/messages';
import { companies, outbox, sessions } from '../../db/schema';
import { buildCompany, signedIn, TEST_PASSWORD } from '../../test/factories';
import { call, DATABASES, LOGIN_PATH, type TestApp } from '../../test/harness';
import { employerRegistration, startTestAppWithAdmin } from '../../test/scenarios';

describe.each(DATABASES)('employers (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await startTestAppWithAdmin(kind)));
  afterAll(() => t?.close());

  const register = (body: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: '/api/employers/register', payload: body });

  it('registers an employer who waits for activation, then signs in once activated', async () => {
    const body = employerRegistration();
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Employer registered successfully. Awaiting admin activation',
      data: null,
    });
    const refused = await call(t.app, {
      method: 'POST',
      url: LOGIN_PATH.employer,
      payload: { email: body.username, password: body.password },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: ANSWERS.awaitingActivation, code: 'FORBIDDEN' });

    const pending = await call(t.app, {
      method: 'GET',
      url: '/api/employers/pending',
      token: admin,
    });
    const listed = (
      pending.body.data as {
        id: number;
        company_name: string;
        primary_mobile: string;
        contact_email: string;
      }[]
    ).find((e) => e.company_name === body.company_name)!;
    expect(listed).toMatchObject({ primary_mobile: '+97148801234', contact_email: body.username });

    const activated = await call(t.app, {
      method: 'POST',
      url: `/api/employers/${listed.id}/activate`,
      token: admin,
    });
    expect(activated.status).toBe(200);
    expect(activated.body.message).toBe(ANSWERS.employerActivated);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, body.username), eq(outbox.kind, 'employer_activated')));
    expect(mails).toHaveLength(1);
    const signIn = await call(t.app, {
      method: 'POST',
      url: LOGIN_PATH.employer,
      payload: { email: body.username, password: body.password },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data).toMatchObject({
      role: 'employer',
      company: { name: body.company_name, kind: 'employer' },
    });

    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/employers/${listed.id}/activate`,
          token: admin,
        })
      ).status,
    ).toBe(409);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/employers/999999/activate', token: admin }))
        .status,
    ).toBe(404);
    const notNumber = await call(t.app, {
      method: 'POST',
      url: '/api/employers/abc/activate',
      token: admin,
    });
    expect(notNumber.status).toBe(400);
    expect(notNumber.body).toEqual({
      message: { id: 'Employer id must be a number' },
      code: 'VALIDATION',
    });
  });

  it('gives each message of the company and contact forms', async () => {
    const empty = await register({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatchObject({
      company_name: MSG.companyNameRequired,
      primary_mobile: MSG.mobileRequired,
      primary_email: MSG.emailRequired,
      pronoun: MSG.titleRequired,
      first_name: MSG.firstNameRequired,
      username: MSG.emailRequired,
      mobile_number: MSG.mobileRequired,
      password: MSG.passwordRequired,
    });
    const bad = await register(
      employerRegistration({
        primary_mobile: '12345',
        mobile_number: 'abc',
        primary_email: 'x@',
        username: 'y',
        confirmPassword: 'other',
      }),
    );
    expect(bad.body.message).toEqual({
      primary_mobile: MSG.phoneInvalid,
      mobile_number: MSG.phoneInvalid,
      primary_email: MSG.emailFormat,
      username: MSG.emailFormat,
      confirmPassword: MSG.passwordsMustMatch,
    });
  });

  it('answers a taken sign-in e-mail like a new registration', async () => {
    const body = employerRegistration();
    const first = await register(body);
    const second = await register(employerRegistration({ username: body.username }));
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    const pending = await call(t.app, {
      method: 'GET',
      url: '/api/employers/pending',
      token: admin,
    });
    expect(
      (pending.body.data as { contact_email: string }[]).filter(
        (e) => e.contact_email === body.username,
      ),
    ).toHaveLength(1);
  });

  it('only administrators see and activate pending employers', async () => {
    for (const role of ['candidate', 'employer', 'consultancy', 'ats'] as const) {
      const { token } = await signedIn(t.app, t.database.db, role);
      expect(
        (await call(t.app, { method: 'GET', url: '/api/employers/pending', token })).status,
      ).toBe(403);
      expect(
        (await call(t.app, { method: 'POST', url: '/api/employers/1/activate', token })).status,
      ).toBe(403);
    }
    expect((await call(t.app, { method: 'GET', url: '/api/employers/pending' })).status).toBe(401);
  });

  it('disabling an employer signs its users out at once, until it is enabled again', async () => {
    const company = await buildCompany(t.database.db);
    const first = await signedIn(t.app, t.database.db, 'employer', { companyId: company.id });
    const second = await signedIn(t.app, t.database.db, 'employer', { companyId: company.id });
    const bystander = await signedIn(t.app, t.database.db, 'employer');
    const me = (token: string) => call(t.app, { method: 'GET', url: API.me, token });
    const setStatus = (status: string, token = admin, id = company.id) =>
      call(t.app, { method: 'PUT', url: API.employerStatus(id), token, payload: { status } });

    const disabled = await setStatus('disabled');
    expect(disabled.status).toBe(200);
    expect(disabled.body).toEqual({ message: ANSWERS.employerDisabled, data: null });
    for (const { token } of [first, second]) expect((await me(token)).status).toBe(401);
    expect((await me(bystander.token)).status).toBe(200);
    const live = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, first.user.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(0);
    const again = await call(t.app, {
      method: 'POST',
      url: LOGIN_PATH.employer,
      payload: { email: first.user.email, password: TEST_PASSWORD },
    });
    expect(again.body).toEqual({ message: ANSWERS.accountDisabled, code: 'FORBIDDEN' });

    expect((await setStatus('active')).body).toEqual({
      message: ANSWERS.employerEnabled,
      data: null,
    });
    // Enabling brings no old session back; signing in works again.
    expect((await me(first.token)).status).toBe(401);
    const back = await call(t.app, {
      method: 'POST',
      url: LOGIN_PATH.employer,
      payload: { email: first.user.email, password: TEST_PASSWORD },
    });
    expect(back.status).toBe(200);
  });

  it('a disabled company ends its users’ sessions even when changed outside the API', async () => {
    const company = await buildCompany(t.database.db);
    const { token } = await signedIn(t.app, t.database.db, 'employer', { companyId: company.id });
    await t.database.db
      .update(companies)
      .set({ status: 'disabled' })
      .where(eq(companies.id, company.id));
    expect((await call(t.app, { method: 'GET', url: API.me, token })).status).toBe(401);
  });

  it('only administrators disable employers; unknown and pending ones are refused', async () => {
    const company = await buildCompany(t.database.db);
    const pending = await buildCompany(t.database.db, { status: 'pending', activatedAt: null });
    const setStatus = (id: number, status: string, token = admin) =>
      call(t.app, { method: 'PUT', url: API.employerStatus(id), token, payload: { status } });
    for (const role of ['employer', 'candidate', 'consultancy_admin'] as const) {
      const { token } = await signedIn(t.app, t.database.db, role);
      expect((await setStatus(company.id, 'disabled', token)).status).toBe(403);
    }
    expect((await setStatus(999_999, 'disabled')).status).toBe(404);
    expect((await setStatus(pending.id, 'disabled')).status).toBe(409);
    expect((await setStatus(company.id, 'gone')).status).toBe(400);
  });
});
