import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { API, type TPage } from '@logicareers/shared/api';
import { ANSWERS, MSG } from '@logicareers/shared/messages';
import {
  USER_MESSAGES as M,
  type TTeam,
  type TUserDetail,
  type TUserListItem,
} from '@logicareers/shared/schemas/users';
import {
  applications,
  auditLog,
  companies as companiesTable,
  candidateProfiles,
  jobAlerts,
  sessions,
  users,
} from '../../db/schema';
import {
  buildCandidate,
  buildCompany,
  buildUser,
  jobFactory,
  loadMaster,
  signedIn,
  TEST_PASSWORD,
} from '../../test/factories';
import { call, DATABASES, LOGIN_PATH, startTestApp, type TestApp } from '../../test/harness';
import { lastMailTo, uniqueEmail, walkInCandidateForm } from '../../test/scenarios';
import { ERASED_DOMAIN } from './account-erasure';
import { deleteUser, setUserStatus } from './users.service';

describe.each(DATABASES)('users administration (%s)', (kind) => {
  let t: TestApp;
  let idOf: (kind: 'country' | 'state', name: string) => number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ idOf } = await loadMaster(t.app, ['country', 'state'] as const));
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const lastMail = (to: string, mailKind: string) => lastMailTo(db(), to, mailKind);
  const list = async (token: string, query = '') => {
    const res = await call(t.app, { method: 'GET', url: `${API.userList}?${query}`, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as TPage<TUserListItem>;
  };
  const setStatus = (id: string, status: string, token: string) =>
    call(t.app, { method: 'PUT', url: API.userStatus(id), token, payload: { status } });
  const auditOf = (targetId: string) =>
    db().select().from(auditLog).where(eq(auditLog.targetId, targetId));

  describe('the users list', () => {
    it('filters by role, company, status, last sign-in and name or e-mail, a page at a time', async () => {
      const admin = await signedIn(t.app, db(), 'master_admin');
      const company = await buildCompany(db(), { kind: 'employer' });
      const tag = `zq${Date.now()}`;
      const fresh = await buildUser(db(), 'employer', {
        companyId: company.id,
        firstName: tag,
        lastLoginAt: new Date(),
      });
      const old = await buildUser(db(), 'employer', {
        companyId: company.id,
        lastLoginAt: new Date(Date.now() - 40 * 86_400_000),
        status: 'disabled',
      });
      const never = await buildUser(db(), 'employer', { companyId: company.id });
      const ids = (page: TPage<TUserListItem>) => page.items.map((u) => u.id).sort();

      expect(ids(await list(admin.token, `company=${company.id}`))).toEqual(
        [fresh.id, old.id, never.id].sort(),
      );
      expect(ids(await list(admin.token, `company=${company.id}&status=disabled`))).toEqual([
        old.id,
      ]);
      expect(ids(await list(admin.token, `company=${company.id}&last_sign_in=7`))).toEqual([
        fresh.id,
      ]);
      expect(ids(await list(admin.token, `company=${company.id}&last_sign_in=90`))).toEqual(
        [fresh.id, old.id].sort(),
      );
      expect(ids(await list(admin.token, `company=${company.id}&last_sign_in=never`))).toEqual([
        never.id,
      ]);
      expect(ids(await list(admin.token, `q=${tag}`))).toEqual([fresh.id]);
      expect(ids(await list(admin.token, `q=${never.email.toUpperCase()}`))).toEqual([never.id]);
      const page = await list(admin.token, `company=${company.id}&page=2&page_size=2`);
      expect(page).toMatchObject({ total: 3, page: 2, page_size: 2 });
      expect(page.items).toHaveLength(1);
      expect(
        (await list(admin.token, 'role=candidate')).items.every((u) => u.role === 'candidate'),
      ).toBe(true);
      expect(JSON.stringify(page)).not.toMatch(/password/i);
      const bad = await call(t.app, {
        method: 'GET',
        url: `${API.userList}?status=gone`,
        token: admin.token,
      });
      expect(bad.status).toBe(400);
    });

    it("shows the consultancy administrator its own company's users only", async () => {
      const consultancy = await buildCompany(db(), { kind: 'consultancy' });
      const boss = await signedIn(t.app, db(), 'consultancy_admin', { companyId: consultancy.id });
      const mine = await buildUser(db(), 'consultancy', { companyId: consultancy.id });
      const theirs = await buildUser(db(), 'consultancy');
      const page = await list(boss.token, 'page_size=100');
      expect(page.items.map((u) => u.id)).toContain(mine.id);
      expect(page.items.every((u) => u.company_id === consultancy.id)).toBe(true);
      const detail = (id: string) =>
        call(t.app, { method: 'GET', url: API.users.one(id), token: boss.token });
      expect((await detail(mine.id)).status).toBe(200);
      expect((await detail(theirs.id)).status).toBe(404);
      expect((await setStatus(theirs.id, 'disabled', boss.token)).status).toBe(404);
      // The built-in administrator holds what its recruiters do (decision 034), and its peers.
      expect((await setStatus(mine.id, 'disabled', boss.token)).status).toBe(200);
      const peer = await buildUser(db(), 'consultancy_admin', { companyId: consultancy.id });
      expect((await setStatus(peer.id, 'disabled', boss.token)).status).toBe(200);
    });

    it('is refused to candidates, employers and recruiters, and to visitors', async () => {
      const target = await buildUser(db(), 'candidate');
      for (const role of ['candidate', 'employer', 'consultancy', 'ats'] as const) {
        const { token } = await signedIn(t.app, db(), role);
        expect((await call(t.app, { method: 'GET', url: API.userList, token })).status).toBe(403);
        expect((await setStatus(target.id, 'disabled', token)).status).toBe(403);
        const erase = await call(t.app, {
          method: 'DELETE',
          url: API.users.delete(target.id),
          token,
        });
        expect(erase.status).toBe(403);
      }
      expect((await call(t.app, { method: 'GET', url: API.userList })).status).toBe(401);
    });
  });

  describe('disabling and enabling', () => {
    it('signs the account out everywhere at once, and enabling brings no session back', async () => {
      const admin = await signedIn(t.app, db(), 'master_admin');
      const { user, token } = await signedIn(t.app, db(), 'employer');
      const disabled = await setStatus(user.id, 'disabled', admin.token);
      expect(disabled.body).toEqual({ message: ANSWERS.userDisabled, data: null });
      expect((await call(t.app, { method: 'GET', url: API.me, token })).status).toBe(401);
      const live = await db()
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
      expect(live).toHaveLength(0);
      const refused = await call(t.app, {
        method: 'POST',
        url: LOGIN_PATH.employer,
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(refused.body).toEqual({ message: ANSWERS.accountDisabled, code: 'FORBIDDEN' });
      expect((await setStatus(user.id, 'active', admin.token)).body).toEqual({
        message: ANSWERS.userEnabled,
        data: null,
      });
      expect((await call(t.app, { method: 'GET', url: API.me, token })).status).toBe(401);
      const audit = await auditOf(user.id);
      expect(audit.map((a) => a.action).sort()).toEqual(['user.disable', 'user.enable']);
      expect(audit.find((a) => a.action === 'user.disable')).toMatchObject({
        actorId: admin.user.id,
        before: { status: 'active' },
        after: { status: 'disabled' },
      });
    });

    it('keeps an administrator from disabling or erasing themselves and the last master administrator', async () => {
      const admin = await signedIn(t.app, db(), 'master_admin');
      expect((await setStatus(admin.user.id, 'disabled', admin.token)).body).toEqual({
        message: ANSWERS.cannotDisableSelf,
        code: 'CONFLICT',
      });
      const self = await call(t.app, {
        method: 'DELETE',
        url: API.users.delete(admin.user.id),
        token: admin.token,
      });
      expect(self.body).toEqual({ message: M.cannotDeleteSelf, code: 'CONFLICT' });
      // The rule behind it: whoever asks, the last active master administrator stays. Only an
      // administrator outside the data (a system task) can meet it, so the service is asked.
      await db().update(users).set({ status: 'disabled' }).where(eq(users.role, 'master_admin'));
      await db().update(users).set({ status: 'active' }).where(eq(users.id, admin.user.id));
      const system = {
        id: randomUUID(),
        sessionId: randomUUID(),
        role: 'master_admin' as const,
        email: 'system@example.ae',
        companyId: null,
        permissions: new Set<string>(),
      };
      const ctx = t.app.ctx;
      await expect(setUserStatus(ctx, system, admin.user.id, 'disabled')).rejects.toMatchObject({
        body: M.lastMasterAdmin,
      });
      await expect(deleteUser(ctx, system, admin.user.id)).rejects.toMatchObject({
        body: M.lastMasterAdmin,
      });
      await db().update(users).set({ status: 'active' }).where(eq(users.role, 'master_admin'));
    });
  });

  describe('resetting a password, changing a role, erasing an account', () => {
    it("e-mails the forgot-password page's code, which sets a new password", async () => {
      const admin = await signedIn(t.app, db(), 'master_admin');
      const user = await buildUser(db(), 'employer');
      const res = await call(t.app, {
        method: 'POST',
        url: API.users.resetPassword(user.id),
        token: admin.token,
      });
      expect(res.body).toEqual({ message: M.resetCodeSent, data: null });
      const code = /\b(\d{6})\b/.exec((await lastMail(user.email, 'password_reset_code')).text)![1];
      const reset = await call(t.app, {
        method: 'POST',
        url: API.resetPassword,
        payload: {
          email: user.email,
          otp: code,
          new_password: 'Brand-New-3x',
          confirm_new_password: 'Brand-New-3x',
        },
      });
      expect(reset.status).toBe(200);
      const [entry] = await auditOf(user.id);
      expect(entry.action).toBe('user.reset_password');
      expect(JSON.stringify(entry)).not.toContain(code);
    });

    it('gives only roles of the user kind and groups of that kind', async () => {
      const admin = await signedIn(t.app, db(), 'master_admin');
      const user = await buildUser(db(), 'employer');
      const detail = await call(t.app, {
        method: 'GET',
        url: API.users.one(user.id),
        token: admin.token,
      });
      const data = detail.body.data as TUserDetail;
      expect(data.assignable_roles.length).toBeGreaterThan(0);
      const candidateRole = await db()
        .select({ id: users.roleId })
        .from(users)
        .where(eq(users.role, 'candidate'))
        .limit(1);
      const put = (payload: object) =>
        call(t.app, { method: 'PUT', url: API.users.role(user.id), token: admin.token, payload });
      const wrong = await put({ role_id: candidateRole[0].id, role_group_id: null });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toEqual({ role_id: M.roleNotAssignable });
      const good = await put({ role_id: data.assignable_roles[0].id, role_group_id: null });
      expect(good.body).toEqual({ message: M.roleChanged, data: null });
      const unknownGroup = await put({
        role_id: data.assignable_roles[0].id,
        role_group_id: 999999,
      });
      expect(unknownGroup.body.message).toEqual({ role_group_id: M.groupNotAssignable });
      expect((await auditOf(user.id)).map((a) => a.action)).toEqual(['user.role_change']);
    });

    it("erases the person's data and keeps what others need without them", async () => {
      const admin = await signedIn(t.app, db(), 'master_admin');
      const recruiter = await signedIn(t.app, db(), 'employer');
      const jobs = await jobFactory(t.app);
      const jobId = await jobs.create(recruiter.token);
      const candidate = await signedIn(t.app, db(), 'candidate');
      await db().insert(candidateProfiles).values({ userId: candidate.user.id });
      await db().insert(applications).values({ jobId, candidateId: candidate.user.id });
      await db()
        .insert(jobAlerts)
        .values({ userId: candidate.user.id, name: 'Forklift', unsubscribeToken: randomUUID() });
      const erase = await call(t.app, {
        method: 'DELETE',
        url: API.users.delete(candidate.user.id),
        token: admin.token,
      });
      expect(erase.body).toEqual({ message: M.userDeleted, data: null });
      const [row] = await db().select().from(users).where(eq(users.id, candidate.user.id));
      expect(row).toMatchObject({
        firstName: '',
        lastName: '',
        mobileNumber: null,
        profilePhoto: null,
        status: 'disabled',
      });
      expect(row.email.endsWith(`@${ERASED_DOMAIN}`)).toBe(true);
      expect(row.email).not.toContain(candidate.user.email);
      expect(
        await db().select().from(candidateProfiles).where(eq(candidateProfiles.userId, row.id)),
      ).toHaveLength(0);
      expect(await db().select().from(jobAlerts).where(eq(jobAlerts.userId, row.id))).toHaveLength(
        0,
      );
      expect(
        await db().select().from(applications).where(eq(applications.candidateId, row.id)),
      ).toHaveLength(1);
      expect(
        (await call(t.app, { method: 'GET', url: API.me, token: candidate.token })).status,
      ).toBe(401);
      const signIn = await call(t.app, {
        method: 'POST',
        url: LOGIN_PATH.candidate,
        payload: { email: candidate.user.email, password: TEST_PASSWORD },
      });
      expect(signIn.status).toBe(401);
      // The recruiter who posted a job is erased; the job stays.
      const eraseRecruiter = await call(t.app, {
        method: 'DELETE',
        url: API.users.delete(recruiter.user.id),
        token: admin.token,
      });
      expect(eraseRecruiter.status).toBe(200);
      const jobRes = await call(t.app, { method: 'GET', url: API.jobs.one(jobId) });
      expect(jobRes.status).toBe(200);
      // An erased account is not listed and is not found again.
      expect((await list(admin.token, `q=${ERASED_DOMAIN}`)).items).toHaveLength(0);
      const again = await call(t.app, {
        method: 'DELETE',
        url: API.users.delete(candidate.user.id),
        token: admin.token,
      });
      expect(again.status).toBe(404);
      const [entry] = await auditOf(candidate.user.id);
      expect(entry).toMatchObject({ action: 'user.delete', actorId: admin.user.id });
      expect(JSON.stringify(entry)).not.toContain(candidate.user.email);
    });
  });

  describe('candidates created by staff', () => {
    const form = (overrides: Record<string, unknown> = {}) => walkInCandidateForm(idOf, overrides);
    const create = (token: string, payload: object) =>
      call(t.app, { method: 'POST', url: API.users.createCandidate, token, payload });

    it('checks the candidate form with the messages of SPEC.md section 5', async () => {
      const { token } = await signedIn(t.app, db(), 'consultancy');
      const res = await create(token, {
        email: 'nope',
        mobile_number: '12',
        first_name: '',
        last_name: '',
        country: '',
        state: '',
        employment: { employer_name: 'Gulf Freight', working_status: false },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatchObject({
        email: MSG.emailFormat,
        mobile_number: MSG.phoneInvalid,
        first_name: MSG.firstNameRequired,
        last_name: MSG.lastNameRequired,
        country: MSG.countryRequired,
        state: MSG.stateRequired,
      });
      const taken = await create(
        token,
        form({ email: (await buildUser(db(), 'candidate')).email }),
      );
      expect(taken.status).toBe(409);
      expect(taken.body.message).toEqual({ email: M.candidateEmailTaken });
    });

    it('is for the consultancy, its administrator and master administrators, not employers or candidates', async () => {
      for (const role of ['employer', 'candidate'] as const) {
        const { token } = await signedIn(t.app, db(), role);
        expect((await create(token, form())).status).toBe(403);
      }
      for (const role of ['ats', 'consultancy_admin', 'master_admin'] as const) {
        const { token } = await signedIn(t.app, db(), role);
        const res = await create(token, form());
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }
      expect(
        (await call(t.app, { method: 'POST', url: API.users.createCandidate, payload: form() }))
          .status,
      ).toBe(401);
    });

    it('has no password until the mailed code sets one, and is hidden from employers until the privacy notice is accepted', async () => {
      const staff = await signedIn(t.app, db(), 'consultancy');
      const employer = await signedIn(t.app, db(), 'employer');
      const payload = form();
      const res = await create(staff.token, payload);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const id = (res.body.data as { id: string }).id;
      const [row] = await db().select().from(users).where(eq(users.id, id));
      expect(row).toMatchObject({
        createdById: staff.user.id,
        privacyAcceptedAt: null,
        role: 'candidate',
      });
      // Visible to all by the profile's choice: only the missing consent hides it.
      await db()
        .update(candidateProfiles)
        .set({ visibility: 'all' })
        .where(eq(candidateProfiles.userId, id));
      const open = (token: string) =>
        call(t.app, { method: 'GET', url: API.talent.candidate(id), token });
      // The consultancy finds a candidate by name; an employer, who may not search by names
      // (decision 033), looks through everyone it may find.
      const finds = async (token: string, q = token === staff.token ? 'Aisha Rahman' : '') => {
        const search = await call(t.app, {
          method: 'GET',
          url: API.talent.search,
          query: { ...(q ? { q } : {}), facets: 'false', page_size: '100' },
          token,
        });
        expect(search.status, JSON.stringify(search.body)).toBe(200);
        return (search.body.data as { items: { id: string }[] }).items.some((c) => c.id === id);
      };
      expect(await finds(staff.token)).toBe(false);
      expect(await finds(employer.token)).toBe(false);
      expect((await open(employer.token)).status).toBe(404);
      expect((await open(staff.token)).status).toBe(200);
      // No password signs in.
      for (const password of ['', TEST_PASSWORD, '!none']) {
        const attempt = await call(t.app, {
          method: 'POST',
          url: LOGIN_PATH.candidate,
          payload: { email: payload.email, password },
        });
        expect(attempt.status).not.toBe(200);
      }
      const mail = await lastMail(payload.email, 'account_created');
      const code = /\b(\d{6})\b/.exec(mail.text)![1];
      const reset = await call(t.app, {
        method: 'POST',
        url: API.resetPassword,
        payload: {
          email: payload.email,
          otp: code,
          new_password: 'Walk-In-2026x',
          confirm_new_password: 'Walk-In-2026x',
        },
      });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      const signIn = await call(t.app, {
        method: 'POST',
        url: LOGIN_PATH.candidate,
        payload: { email: payload.email, password: 'Walk-In-2026x' },
      });
      expect(signIn.status).toBe(200);
      expect((signIn.body.data as { privacy_required: boolean }).privacy_required).toBe(true);
      const token = signIn.body.token as string;
      const accept = await call(t.app, { method: 'POST', url: API.users.acceptPrivacy, token });
      expect(accept.body).toEqual({ message: M.privacyAccepted, data: null });
      const me = await call(t.app, { method: 'GET', url: API.me, token });
      expect((me.body.data as { privacy_required: boolean }).privacy_required).toBe(false);
      expect(await finds(staff.token)).toBe(true);
      expect(await finds(employer.token)).toBe(true);
      expect((await open(employer.token)).status).toBe(200);
      expect(
        (await call(t.app, { method: 'POST', url: API.users.acceptPrivacy, token: staff.token }))
          .status,
      ).toBe(403);
    });

    it('records the privacy notice with a normal sign-up', async () => {
      const email = uniqueEmail('signup');
      const res = await call(t.app, {
        method: 'POST',
        url: API.candidateRegister,
        payload: { email, password: 'Sign-Up-2026x', confirmPassword: 'Sign-Up-2026x' },
      });
      expect(res.status).toBe(201);
      const [row] = await db().select().from(users).where(eq(users.email, email));
      expect(row.privacyAcceptedAt).toBeInstanceOf(Date);
      expect(row.privacyVersion).toBeTruthy();
    });
  });

  describe('requests to join the consultancy', () => {
    const join = (payload: Record<string, unknown>) =>
      call(t.app, { method: 'POST', url: API.users.joinConsultancy, payload });
    const request = (overrides: Record<string, unknown> = {}) => ({
      first_name: 'Ravi',
      last_name: 'Menon',
      email: uniqueEmail('join'),
      mobile_number: '+971 50 765 4321',
      password: 'Join-Us-2026x',
      confirmPassword: 'Join-Us-2026x',
      message: 'Ten years of freight recruitment.',
      ...overrides,
    });

    it('creates a pending account that cannot sign in until the administrator approves it', async () => {
      // The consultancy that runs the site: the first of its kind.
      await buildCompany(db(), { kind: 'consultancy' });
      const [consultancy] = await db()
        .select()
        .from(companiesTable)
        .where(eq(companiesTable.kind, 'consultancy'))
        .orderBy(companiesTable.id)
        .limit(1);
      const boss = await signedIn(t.app, db(), 'consultancy_admin', { companyId: consultancy.id });
      const payload = request();
      const res = await join(payload);
      expect(res.body).toEqual({ message: M.joinRequestReceived, data: null });
      expect(await lastMail(boss.user.email, 'join_request_received')).toBeTruthy();
      const signIn = () =>
        call(t.app, {
          method: 'POST',
          url: LOGIN_PATH.consultancy,
          payload: { email: payload.email, password: payload.password },
        });
      expect((await signIn()).body).toEqual({ message: M.awaitingApproval, code: 'FORBIDDEN' });
      const pending = await call(t.app, {
        method: 'GET',
        url: API.users.joinRequests,
        token: boss.token,
      });
      const mine = (pending.body.data as { id: string; email: string; message: string }[]).find(
        (r) => r.email === payload.email,
      )!;
      expect(mine.message).toBe(payload.message);
      // Not a recruiter's to answer, nor another consultancy's administrator.
      const recruiter = await signedIn(t.app, db(), 'consultancy', { companyId: consultancy.id });
      const outsider = await signedIn(t.app, db(), 'consultancy_admin');
      expect(
        (
          await call(t.app, {
            method: 'POST',
            url: API.users.approveJoin(mine.id),
            token: recruiter.token,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await call(t.app, {
            method: 'POST',
            url: API.users.approveJoin(mine.id),
            token: outsider.token,
          })
        ).status,
      ).toBe(404);
      const enable = await setStatus(mine.id, 'active', boss.token);
      expect(enable.body).toEqual({ message: M.pendingUseRequests, code: 'CONFLICT' });
      const approve = await call(t.app, {
        method: 'POST',
        url: API.users.approveJoin(mine.id),
        token: boss.token,
      });
      expect(approve.body).toEqual({ message: M.joinApproved, data: null });
      expect(await lastMail(payload.email, 'join_request_approved')).toBeTruthy();
      expect((await signIn()).status).toBe(200);
      const twice = await call(t.app, {
        method: 'POST',
        url: API.users.rejectJoin(mine.id),
        token: boss.token,
      });
      expect(twice.status).toBe(409);
    });

    it('removes a rejected request and tells the person', async () => {
      const admin = await signedIn(t.app, db(), 'master_admin');
      const payload = request();
      await join(payload);
      const [row] = await db().select().from(users).where(eq(users.email, payload.email));
      expect(row).toMatchObject({ status: 'pending', role: 'consultancy' });
      const reject = await call(t.app, {
        method: 'POST',
        url: API.users.rejectJoin(row.id),
        token: admin.token,
      });
      expect(reject.body).toEqual({ message: M.joinRejected, data: null });
      expect(await db().select().from(users).where(eq(users.id, row.id))).toHaveLength(0);
      expect(await lastMail(payload.email, 'join_request_rejected')).toBeTruthy();
    });

    it('answers a taken e-mail alike, and checks the form', async () => {
      const existing = await buildUser(db(), 'employer');
      const res = await join(request({ email: existing.email }));
      expect(res.status).toBe(201);
      expect(await lastMail(existing.email, 'registration_existing')).toBeTruthy();
      const bad = await join(request({ email: 'x', first_name: '', confirmPassword: 'other' }));
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatchObject({
        email: MSG.emailFormat,
        first_name: MSG.firstNameRequired,
        confirmPassword: MSG.passwordsMustMatch,
      });
    });
  });

  describe("the consultancy administrator's team", () => {
    it("counts each recruiter's jobs, candidates added, submissions and placements over the period", async () => {
      const consultancy = await buildCompany(db(), { kind: 'consultancy' });
      const boss = await signedIn(t.app, db(), 'consultancy_admin', { companyId: consultancy.id });
      const recruiter = await signedIn(t.app, db(), 'consultancy', { companyId: consultancy.id });
      const ats = await buildUser(db(), 'ats', { companyId: consultancy.id });
      await buildUser(db(), 'consultancy');
      const jobs = await jobFactory(t.app);
      await jobs.create(recruiter.token);
      await buildCandidate(db(), { user: { createdById: recruiter.user.id } });
      const team = async (token: string, days = '30') => {
        const res = await call(t.app, {
          method: 'GET',
          url: `${API.users.team}?days=${days}`,
          token,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.data as TTeam;
      };
      const got = await team(boss.token);
      expect(got.members.map((m) => m.id).sort()).toEqual([recruiter.user.id, ats.id].sort());
      expect(got.members.find((m) => m.id === recruiter.user.id)).toMatchObject({
        jobs_posted: 1,
        candidates_added: 1,
        submissions: 0,
        placements: 0,
      });
      const bad = await call(t.app, {
        method: 'GET',
        url: `${API.users.team}?days=12`,
        token: boss.token,
      });
      expect(bad.status).toBe(400);
      expect(
        (await call(t.app, { method: 'GET', url: API.users.team, token: recruiter.token })).status,
      ).toBe(403);
    });
  });
});
