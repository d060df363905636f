import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { CANDIDATE_MESSAGES, type TMyApplication } from '@logicareers/shared/schemas/candidate';
import type { TManagedJobsPage } from '@logicareers/shared/schemas/jobs';
import type {
  TApplicantsPage,
  TRecommendedPage,
  TSavedJob,
} from '@logicareers/shared/schemas/applications';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { applications, candidateProfiles, jobs, outbox, users } from '../../db/schema';
import { buildCompany, dayFromNow, jobFactory, type JobMasterKind } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { signedAs, type Signed } from '../../test/scenarios';
import { fileForm, pdfCv } from '../../test/files';

const data = <T>(res: { body: { data?: unknown } }) => res.body.data as T;

describe.each(DATABASES)('applications (%s)', (kind) => {
  let t: TestApp;
  let idOf: (kind: JobMasterKind, name: string) => number;
  let jobMaker: Awaited<ReturnType<typeof jobFactory>>;
  let employer: Signed;
  let colleague: Signed;
  let other: Signed;
  let consultancy: Signed;
  let admin: Signed;

  const as = (
    role: 'candidate' | 'employer' | 'consultancy' | 'master_admin',
    companyId?: number,
  ) => signedAs(t, role, companyId ? { companyId } : undefined);

  /** Publishes a warehouse supervisor job in Dubai, for three to six years, with two skills. */
  const post = (token: string, overrides: Record<string, unknown> = {}) =>
    jobMaker.create(token, {
      state_id: idOf('state', 'Dubai'),
      experience_min: 3,
      experience_max: 6,
      salary_min: 8000,
      salary_max: 11000,
      skill_ids: [idOf('skill', 'SAP EWM'), idOf('skill', 'Inventory Control')],
      ...overrides,
    });

  const applyFor = (token: string, jobId: unknown, cover_note?: unknown) =>
    call(t.app, {
      method: 'POST',
      url: '/api/jobs/apply',
      token,
      payload: { job_id: jobId, cover_note },
    });
  /** The candidate withdraws their application to the job. */
  const withdraw = (token: string, jobId: number) =>
    call(t.app, {
      method: 'POST',
      url: '/api/jobs/apply-delete',
      token,
      payload: { job_id: jobId },
    });
  /** The candidate saves the job. */
  const saveJob = (token: string, jobId: number) =>
    call(t.app, { method: 'POST', url: '/api/jobs/save-job', token, payload: { job_id: jobId } });
  /** An internal comment on an application. */
  const commentOn = (token: string, applicationId: string, body: unknown) =>
    call(t.app, {
      method: 'POST',
      url: '/api/jobs/application-comment',
      token,
      payload: { application_id: applicationId, body },
    });
  /** The jobs recommended to the candidate. */
  const recommended = (token: string, query?: Record<string, string>) =>
    call(t.app, { method: 'GET', url: '/api/jobs/recommended', token, query });
  const applicants = async (token: string, jobId: number, status = 'all') => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/jobs/${jobId}/applicants`,
      token,
      query: { status },
    });
    return res;
  };
  const move = (token: string, ids: string[], status: string) =>
    call(t.app, {
      method: 'PUT',
      url: '/api/jobs/application-status',
      token,
      payload: { application_ids: ids, status },
    });
  const myApplications = async (token: string, status = 'all') => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/jobs/applied',
      token,
      query: { status },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { items: TMyApplication[]; total: number };
  };

  /**
   * Sends a request while another transaction has made `change` and not committed it yet, then
   * commits: the request must wait for the change and answer as if it had come second.
   */
  const whileUncommitted = async (
    change: (tx: Db) => Promise<unknown>,
    request: () => ReturnType<typeof call>,
  ) => {
    let reply: ReturnType<typeof call> | undefined;
    await t.database.db.transaction(async (tx) => {
      await change(tx);
      reply = request();
      // On PostgreSQL, until the request waits for the change's lock; PGlite runs one
      // transaction at a time, so the request waits for this one anyway.
      for (let tries = 0; t.kind === 'postgres' && tries < 100; tries++) {
        const [{ n }] = rowsOf<{ n: number }>(
          await tx.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          ),
        );
        if (n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    return reply!;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    jobMaker = await jobFactory(t.app);
    ({ idOf } = jobMaker);
    employer = await as('employer');
    colleague = await as('employer', employer.companyId!);
    other = await as('employer');
    consultancy = await as('consultancy');
    admin = await as('master_admin');
  });
  afterAll(() => t?.close());

  describe('applying', () => {
    it('applies once with a cover note, refuses a second application and lets the candidate withdraw and apply again', async () => {
      const jobId = await post(employer.token);
      const candidate = await as('candidate');
      const first = await applyFor(candidate.token, jobId, 'Five years in bonded warehouses.');
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body).toMatchObject({
        message: 'Application sent',
        data: { status: 'applied' },
      });

      const twice = await applyFor(candidate.token, jobId);
      expect(twice.status).toBe(409);
      expect(twice.body).toEqual({ message: CANDIDATE_MESSAGES.alreadyApplied, code: 'CONFLICT' });

      const state = await call(t.app, {
        method: 'GET',
        url: `/api/jobs/${jobId}/candidate-state`,
        token: candidate.token,
      });
      expect(state.body.data).toMatchObject({ application: { status: 'applied' }, saved: false });

      const withdrawn = await withdraw(candidate.token, jobId);
      expect(withdrawn.status).toBe(200);
      expect((await myApplications(candidate.token)).items[0]).toMatchObject({
        status: 'withdrawn',
        cover_note: 'Five years in bonded warehouses.',
      });

      const again = await applyFor(candidate.token, jobId);
      expect(again.status).toBe(201);
      const [mine] = (await myApplications(candidate.token)).items;
      expect(mine.status).toBe('applied');
      expect(mine.history.map((event) => event.to_status)).toEqual([
        'applied',
        'withdrawn',
        'applied',
      ]);
      expect(mine.job).toMatchObject({
        id: jobId,
        title: 'Warehouse Supervisor',
        status: 'published',
      });
    });

    it('refuses closed, expired, draft and unknown jobs, and bad input, with clear messages', async () => {
      const candidate = await as('candidate');
      const closed = await post(employer.token);
      await call(t.app, {
        method: 'POST',
        url: `/api/jobs/${closed}/close`,
        token: employer.token,
      });
      const expired = await post(employer.token);
      await t.database.db
        .update(jobs)
        .set({ validThrough: dayFromNow(-1) })
        .where(eq(jobs.id, expired));
      const draft = await post(employer.token, { publish: false });

      for (const jobId of [closed, expired]) {
        const res = await applyFor(candidate.token, jobId);
        expect(res.status, `job ${jobId}`).toBe(409);
        expect(res.body).toEqual({ message: CANDIDATE_MESSAGES.jobNotOpen, code: 'CONFLICT' });
      }
      expect((await applyFor(candidate.token, draft)).status).toBe(409);
      expect((await applyFor(candidate.token, 2_000_000_000)).status).toBe(404);
      const bad = await applyFor(candidate.token, 'abc');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        message: { job_id: 'Job id must be a number' },
        code: 'VALIDATION',
      });
      const long = await applyFor(candidate.token, closed, 'x'.repeat(2001));
      expect(long.body).toEqual({
        message: { cover_note: CANDIDATE_MESSAGES.coverNoteTooLong },
        code: 'VALIDATION',
      });
      const nothing = await withdraw(candidate.token, closed);
      expect(nothing.status).toBe(404);
    });

    it('sees a job closed while the application is being written, and does not apply', async () => {
      const jobId = await post(employer.token);
      const candidate = await as('candidate');
      const res = await whileUncommitted(
        (tx) =>
          tx.update(jobs).set({ status: 'closed', closedAt: new Date() }).where(eq(jobs.id, jobId)),
        () => applyFor(candidate.token, jobId),
      );
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: CANDIDATE_MESSAGES.jobNotOpen });
      expect((await myApplications(candidate.token)).total).toBe(0);
    });

    it('lets only candidates apply, save and see recommendations', async () => {
      const jobId = await post(employer.token);
      expect((await applyFor('', jobId)).status).toBe(401);
      for (const who of [employer, consultancy]) {
        const res = await applyFor(who.token, jobId);
        expect(res.status).toBe(403);
      }
      const res = await applyFor(admin.token, jobId);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: CANDIDATE_MESSAGES.onlyCandidates, code: 'FORBIDDEN' });
      for (const url of [
        '/api/jobs/applied',
        '/api/jobs/saved',
        '/api/jobs/recommended',
        '/api/jobs/apply-status-count',
      ]) {
        expect((await call(t.app, { method: 'GET', url, token: employer.token })).status, url).toBe(
          403,
        );
        expect((await call(t.app, { method: 'GET', url })).status, url).toBe(401);
      }
    });

    it('counts applications by status name', async () => {
      const candidate = await as('candidate');
      const [a, b, c] = [
        await post(employer.token),
        await post(employer.token),
        await post(other.token),
      ];
      for (const jobId of [a, b, c])
        expect((await applyFor(candidate.token, jobId)).status).toBe(201);
      const list = await applicants(employer.token, a);
      const mine = data<TApplicantsPage>(list).items.find(
        (x) => x.candidate.user_id === candidate.id,
      )!;
      expect((await move(employer.token, [mine.id], 'shortlisted')).status).toBe(200);
      const counts = await call(t.app, {
        method: 'GET',
        url: '/api/jobs/apply-status-count',
        token: candidate.token,
      });
      expect(counts.body.data).toEqual({
        applied: 2,
        shortlisted: 1,
        interview: 0,
        offered: 0,
        hired: 0,
        rejected: 0,
        withdrawn: 0,
        total: 3,
      });
      expect(
        (await myApplications(candidate.token, 'shortlisted')).items.map((x) => x.job.id),
      ).toEqual([a]);
      // The employer's list of jobs counts each job's applicants and those still to review.
      const managed = await call(t.app, {
        method: 'GET',
        url: API.jobs.managed,
        token: employer.token,
        query: { page_size: '100' },
      });
      const byId = new Map(
        data<TManagedJobsPage>(managed).items.map((job) => [job.id, job.applicants]),
      );
      expect(byId.get(a)).toMatchObject({ to_review: expect.any(Number) });
      expect(byId.get(c)).toBeUndefined();
      const before = byId.get(b)!;
      expect((await withdraw(candidate.token, b)).status).toBe(200);
      const after = data<TManagedJobsPage>(
        await call(t.app, {
          method: 'GET',
          url: API.jobs.managed,
          token: employer.token,
          query: { page_size: '100' },
        }),
      ).items.find((job) => job.id === b)!.applicants;
      expect(after).toEqual({ total: before.total - 1, to_review: before.to_review - 1 });
      const bad = await call(t.app, {
        method: 'GET',
        url: '/api/jobs/applied',
        token: candidate.token,
        query: { status: 'maybe' },
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.message as object)).toEqual(['status']);
    });
  });

  describe("the employer's side", () => {
    it('shows applicants with their profile summary, moves them one at a time or several at once, keeps history and tells each candidate', async () => {
      const jobId = await post(employer.token);
      const first = await as('candidate');
      const second = await as('candidate');
      await t.database.db.insert(candidateProfiles).values({
        userId: first.id,
        headline: 'Warehouse team leader',
        experienceYears: 6,
        skillsText: 'SAP EWM, Inventory Control',
      });
      await applyFor(first.token, jobId, 'Ready to start in two weeks.');
      await applyFor(second.token, jobId);

      const res = await applicants(employer.token, jobId);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const items = data<TApplicantsPage>(res).items;
      expect(items).toHaveLength(2);
      const one = items.find((x) => x.candidate.user_id === first.id)!;
      expect(one.candidate).toMatchObject({
        email: first.email,
        headline: 'Warehouse team leader',
        experience_years: 6,
        skills: ['SAP EWM', 'Inventory Control'],
        has_cv: false,
      });
      expect(one.cover_note).toBe('Ready to start in two weeks.');
      expect(data<TApplicantsPage>(res).counts).toMatchObject({ applied: 2, total: 2 });

      const moved = await move(colleague.token, [one.id], 'shortlisted');
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ message: 'Applicant moved', data: { updated: 1 } });
      const [mine] = (await myApplications(first.token)).items;
      expect(mine.status).toBe('shortlisted');
      expect(mine.history.at(-1)).toMatchObject({
        from_status: 'applied',
        to_status: 'shortlisted',
        by: 'Recruiter',
      });

      const mail = await t.database.db
        .select({ subject: outbox.subject, text: outbox.text })
        .from(outbox)
        .where(and(eq(outbox.to, first.email), eq(outbox.kind, 'application_status')));
      expect(mail).toHaveLength(1);
      expect(mail[0].subject).toBe('Your application for Warehouse Supervisor: Shortlisted');

      const bulk = await move(
        employer.token,
        items.map((x) => x.id),
        'interview',
      );
      expect(bulk.body).toMatchObject({ message: '2 applicants moved', data: { updated: 2 } });
      const same = await move(
        employer.token,
        items.map((x) => x.id),
        'interview',
      );
      expect(same.body).toMatchObject({
        message: 'Nothing to change',
        data: { updated: 0, unchanged: 2 },
      });

      const after = data<TApplicantsPage>(
        await applicants(employer.token, jobId, 'interview'),
      ).items;
      expect(after).toHaveLength(2);
      const history = after.find((x) => x.id === one.id)!.history;
      expect(history.map((event) => event.to_status)).toEqual([
        'applied',
        'shortlisted',
        'interview',
      ]);
      expect(history[1].by).toBe('Test employer');
    });

    it('refuses to move or comment on a withdrawn application and refuses unknown statuses', async () => {
      const jobId = await post(employer.token);
      const candidate = await as('candidate');
      await applyFor(candidate.token, jobId);
      const [applicant] = data<TApplicantsPage>(await applicants(employer.token, jobId)).items;
      await withdraw(candidate.token, jobId);
      const res = await move(employer.token, [applicant.id], 'shortlisted');
      expect(res.status).toBe(409);
      // With its key and count, so that the web app says it in the reader's language.
      expect(res.body).toEqual({
        message: 'This candidate has withdrawn the application',
        code: 'CONFLICT',
        message_key: 'applicationsWithdrawn',
        message_values: { count: 1 },
      });
      const withdrawing = await move(employer.token, [applicant.id], 'withdrawn');
      expect(withdrawing.status).toBe(400);
      expect(withdrawing.body).toEqual({
        message: { status: CANDIDATE_MESSAGES.statusRequired },
        code: 'VALIDATION',
      });
      const none = await move(employer.token, [], 'shortlisted');
      expect(none.body).toEqual({
        message: { application_ids: CANDIDATE_MESSAGES.applicationsRequired },
        code: 'VALIDATION',
      });
      const notUuid = await move(employer.token, ['42'], 'shortlisted');
      expect(notUuid.status).toBe(400);
    });

    it('sees a withdrawal made while the status change is being written, and keeps it', async () => {
      const jobId = await post(employer.token);
      const candidate = await as('candidate');
      const id = data<{ id: string }>(await applyFor(candidate.token, jobId)).id;
      const res = await whileUncommitted(
        (tx) =>
          tx
            .update(applications)
            .set({ status: 'withdrawn', statusChangedAt: new Date() })
            .where(eq(applications.id, id)),
        () => move(employer.token, [id], 'shortlisted'),
      );
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: 'This candidate has withdrawn the application' });
      expect((await myApplications(candidate.token)).items.map((a) => a.status)).toEqual([
        'withdrawn',
      ]);
    });

    it('keeps comments within the company that wrote them', async () => {
      const consultancyClient = await buildCompany(t.database.db, {
        managedById: consultancy.companyId,
      });
      const clientUser = await as('employer', consultancyClient.id);
      const jobId = await post(clientUser.token);
      const candidate = await as('candidate');
      await applyFor(candidate.token, jobId);
      const [applicant] = data<TApplicantsPage>(await applicants(clientUser.token, jobId)).items;

      const comment = (token: string, body: unknown) => commentOn(token, applicant.id, body);
      expect((await comment(clientUser.token, 'Strong SAP EWM background')).status).toBe(201);
      expect((await comment(consultancy.token, 'Call on Sunday about notice period')).status).toBe(
        201,
      );
      const empty = await comment(clientUser.token, '   ');
      expect(empty.body).toEqual({
        message: { body: CANDIDATE_MESSAGES.commentRequired },
        code: 'VALIDATION',
      });

      const seenByClient = data<TApplicantsPage>(await applicants(clientUser.token, jobId))
        .items[0];
      expect(seenByClient.comments.map((c) => c.body)).toEqual(['Strong SAP EWM background']);
      const seenByConsultancy = data<TApplicantsPage>(await applicants(consultancy.token, jobId))
        .items[0];
      expect(seenByConsultancy.comments.map((c) => c.body)).toEqual([
        'Call on Sunday about notice period',
      ]);
      // The candidate's own list carries no comments at all.
      const [mine] = (await myApplications(candidate.token)).items;
      expect(JSON.stringify(mine)).not.toContain('SAP EWM background');
    });

    it('refuses another company: it cannot list, move, comment on or download the CV of an applicant', async () => {
      const jobId = await post(employer.token);
      const candidate = await as('candidate');
      await applyFor(candidate.token, jobId);
      const [applicant] = data<TApplicantsPage>(await applicants(employer.token, jobId)).items;

      const list = await applicants(other.token, jobId);
      expect(list.status).toBe(404);
      const moved = await move(other.token, [applicant.id], 'rejected');
      expect(moved.status).toBe(404);
      const comment = await commentOn(other.token, applicant.id, 'Not ours');
      expect(comment.status).toBe(404);
      const cv = await call(t.app, {
        method: 'GET',
        url: `/api/jobs/applications/${applicant.id}/cv`,
        token: other.token,
      });
      expect(cv.status).toBe(404);
      // A mixed batch with one foreign application moves nothing.
      const ownJob = await post(other.token);
      await applyFor(candidate.token, ownJob);
      const [own] = data<TApplicantsPage>(await applicants(other.token, ownJob)).items;
      expect((await move(other.token, [own.id, applicant.id], 'rejected')).status).toBe(404);
      expect(
        (await myApplications(candidate.token)).items.every((x) => x.status === 'applied'),
      ).toBe(true);

      for (const token of [candidate.token, consultancy.token]) {
        expect((await applicants(token, jobId)).status).not.toBe(200);
      }
      // The master administrator sees every company's applicants.
      expect((await applicants(admin.token, jobId)).status).toBe(200);
      // Someone without a CV answers 404 to the owning company too.
      const ownCv = await call(t.app, {
        method: 'GET',
        url: `/api/jobs/applications/${applicant.id}/cv`,
        token: employer.token,
      });
      expect(ownCv.status).toBe(404);

      // Once the candidate uploads a CV, the owning company downloads it; the other still cannot.
      const upload = await call(t.app, {
        method: 'POST',
        url: '/api/candidate/cv',
        token: candidate.token,
        ...(await fileForm(
          'cv',
          await pdfCv(['Aisha Rahman', 'Inventory controller, SAP EWM, cycle counts']),
          'Aisha Rahman CV.pdf',
          'application/pdf',
        )),
      });
      expect(upload.status, JSON.stringify(upload.body)).toBe(201);
      const cvUrl = `/api/jobs/applications/${applicant.id}/cv`;
      const downloaded = await t.app.inject({
        method: 'GET',
        url: cvUrl,
        headers: { authorization: `Bearer ${employer.token}` },
      });
      expect(downloaded.statusCode).toBe(200);
      expect(downloaded.headers['content-type']).toBe('application/pdf');
      expect(String(downloaded.headers['content-disposition'])).toMatch(/^attachment;/);
      expect(downloaded.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      for (const token of [other.token, consultancy.token, undefined]) {
        const refused = await call(t.app, { method: 'GET', url: cvUrl, token });
        expect(refused.status, String(token)).not.toBe(200);
      }
    });
  });

  describe('after a withdrawal', () => {
    it('the company keeps the name, history and its comments, and loses the contact details, profile and every CV until the candidate applies again', async () => {
      const jobId = await post(employer.token);
      const candidate = await as('candidate');
      await t.database.db
        .update(users)
        .set({ firstName: 'Aisha', lastName: 'Rahman', mobileNumber: '+971501234567' })
        .where(eq(users.id, candidate.id));
      await t.database.db.insert(candidateProfiles).values({
        userId: candidate.id,
        headline: 'Inventory controller',
        experienceYears: 4,
        expectedSalary: 9000,
        skillsText: 'SAP EWM',
      });
      const uploadCv = async (line: string) => {
        const res = await call(t.app, {
          method: 'POST',
          url: '/api/candidate/cv',
          token: candidate.token,
          ...(await fileForm(
            'cv',
            await pdfCv(['Aisha Rahman', line]),
            'cv.pdf',
            'application/pdf',
          )),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      };
      await uploadCv('Cycle counts in Jebel Ali');
      await applyFor(candidate.token, jobId, 'Available at once.');
      const [applicant] = data<TApplicantsPage>(await applicants(employer.token, jobId)).items;
      const cvUrl = `/api/jobs/applications/${applicant.id}/cv`;
      const cv = () => call(t.app, { method: 'GET', url: cvUrl, token: employer.token });
      expect((await cv()).status).toBe(200);
      await commentOn(employer.token, applicant.id, 'Call back on Sunday');

      const withdrawal = await withdraw(candidate.token, jobId);
      expect(withdrawal.status).toBe(200);
      // A CV uploaded after the withdrawal is not reachable through the application either.
      await uploadCv('A newer CV, never sent to this employer');

      for (const viewer of [employer, colleague, admin]) {
        const res = await applicants(viewer.token, jobId);
        const [seen] = data<TApplicantsPage>(res).items;
        expect(seen).toMatchObject({ id: applicant.id, status: 'withdrawn', cover_note: '' });
        expect(seen.candidate).toEqual({
          user_id: candidate.id,
          name: 'Aisha Rahman',
          email: null,
          mobile_number: null,
          headline: '',
          experience_years: null,
          location: null,
          nationality: null,
          visa_status: null,
          notice_period: null,
          expected_salary: null,
          skills: [],
          has_cv: false,
        });
        const body = JSON.stringify(res.body);
        for (const detail of [candidate.email, '+971501234567', 'Inventory controller', '9000'])
          expect(body).not.toContain(detail);
        expect(seen.history.map((event) => event.to_status)).toEqual(['applied', 'withdrawn']);
        if (viewer !== admin)
          expect(seen.comments.map((c) => c.body)).toEqual(['Call back on Sunday']);
        const refused = await call(t.app, { method: 'GET', url: cvUrl, token: viewer.token });
        expect(refused.status).toBe(404);
        expect(refused.body).toEqual({
          message: CANDIDATE_MESSAGES.cvWithdrawn,
          code: 'NOT_FOUND',
        });
      }

      // Applying again shares them again, with the CV the candidate has now.
      expect((await applyFor(candidate.token, jobId)).status).toBe(201);
      const [back] = data<TApplicantsPage>(await applicants(employer.token, jobId)).items;
      expect(back.candidate).toMatchObject({ email: candidate.email, has_cv: true });
      expect((await cv()).status).toBe(200);
    });
  });

  describe('saved and recommended jobs', () => {
    it('saves and unsaves jobs, keeping closed ones marked in the list', async () => {
      const candidate = await as('candidate');
      const [a, b] = [
        await post(employer.token),
        await post(employer.token, { title: 'Inventory Controller' }),
      ];
      for (const jobId of [a, b, a]) {
        const res = await saveJob(candidate.token, jobId);
        expect(res.status).toBe(200);
      }
      await call(t.app, { method: 'POST', url: `/api/jobs/${a}/close`, token: employer.token });
      const saved = await call(t.app, {
        method: 'GET',
        url: '/api/jobs/saved',
        token: candidate.token,
      });
      expect(data<{ total: number }>(saved).total).toBe(2);
      const byId = Object.fromEntries(
        data<{ items: TSavedJob[] }>(saved).items.map((x) => [x.job.id, x.job.status]),
      );
      expect(byId).toEqual({ [a]: 'closed', [b]: 'published' });
      const removed = await call(t.app, {
        method: 'DELETE',
        url: `/api/jobs/save-job/${b}`,
        token: candidate.token,
      });
      expect(removed.status).toBe(200);
      const state = await call(t.app, {
        method: 'GET',
        url: `/api/jobs/${b}/candidate-state`,
        token: candidate.token,
      });
      expect(data<{ saved: boolean }>(state).saved).toBe(false);
      const closedSave = await saveJob(candidate.token, a);
      expect(closedSave.status).toBe(404);
    });

    it('ranks jobs by fit with the desired job, says why, and leaves applied jobs out of not-applied', async () => {
      const company = await as('employer');
      const word = `Rank${Date.now().toString(36)}`;
      const best = await post(company.token, {
        title: `Fleet Manager ${word}`,
        designation_id: idOf('designation', 'Fleet Manager'),
        functional_area_id: idOf('functional_area', 'Transport and Fleet'),
        state_id: idOf('state', 'Abu Dhabi'),
        skill_ids: [idOf('skill', 'Fleet Telematics')],
      });
      const areaOnly = await post(company.token, {
        title: `Transport Planner ${word}`,
        designation_id: idOf('designation', 'Logistics Coordinator'),
        functional_area_id: idOf('functional_area', 'Transport and Fleet'),
        state_id: idOf('state', 'Sharjah'),
        skill_ids: [],
      });
      const unrelated = await post(company.token, {
        title: `Buyer ${word}`,
        designation_id: idOf('designation', 'Procurement Officer'),
        functional_area_id: idOf('functional_area', 'Procurement and Purchasing'),
        skill_ids: [],
      });
      const candidate = await as('candidate');

      const empty = await recommended(candidate.token);
      expect(empty.body.data).toMatchObject({ items: [], total: 0, profile_ready: false });

      await t.database.db.insert(candidateProfiles).values({
        userId: candidate.id,
        desiredDesignationIds: [idOf('designation', 'Fleet Manager')],
        desiredFunctionalAreaIds: [idOf('functional_area', 'Transport and Fleet')],
        desiredStateIds: [idOf('state', 'Abu Dhabi')],
        skillIds: [idOf('skill', 'Fleet Telematics')],
        experienceYears: 4,
      });
      const res = await recommended(candidate.token, { page_size: '100' });
      const items = data<TRecommendedPage>(res).items;
      const ids = items.map((x) => x.job.id);
      expect(ids.indexOf(best)).toBe(0);
      expect(ids).toContain(areaOnly);
      expect(ids).not.toContain(unrelated);
      expect(items[0].reasons[0]).toBe(
        'Matches your desired designation, functional area and location',
      );
      expect(items[0].reasons).toContain('Asks for one of your skills');
      expect(items.find((x) => x.job.id === areaOnly)!.reasons[0]).toBe(
        'Matches your desired functional area',
      );

      await applyFor(candidate.token, best);
      const all = data<TRecommendedPage>(
        await recommended(candidate.token, { page_size: '100' }),
      ).items;
      expect(all.find((x) => x.job.id === best)!.applied).toBe(true);
      const notApplied = data<TRecommendedPage>(
        await call(t.app, {
          method: 'GET',
          url: '/api/jobs/not-applied',
          token: candidate.token,
          query: { page_size: '100' },
        }),
      ).items;
      expect(notApplied.map((x) => x.job.id)).not.toContain(best);
      expect(notApplied.map((x) => x.job.id)).toContain(areaOnly);
    });
  });
});
