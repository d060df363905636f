import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ANSWERS } from '@logicareers/shared/messages';
import {
  JOB_MESSAGES,
  type JobStatus,
  type TJobCard,
  type TJobDetail,
  type TJobSearchResult,
} from '@logicareers/shared/schemas/jobs';
import { companies, jobs } from '../../db/schema';
import {
  buildCompany,
  dayFromNow,
  jobFactory,
  signedIn,
  type JobMasterKind,
} from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { uniqueWord } from './unique-word';

type ManagedList = {
  items: (TJobCard & { status: JobStatus })[];
  total: number;
  page: number;
  page_size: number;
  counts: Record<JobStatus, number>;
};

describe.each(DATABASES)('jobs management (%s)', (kind) => {
  let t: TestApp;
  let idOf: (kind: JobMasterKind, name: string) => number;
  let jobForm: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  let createJob: (
    token: string,
    overrides?: Record<string, unknown>,
    publish?: boolean,
  ) => Promise<number>;
  let employer: { token: string; companyId: number };
  let other: { token: string; companyId: number };
  let candidate: string;
  let admin: string;
  let consultancy: { token: string; companyId: number };
  let client: { token: string; companyId: number; name: string };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    ({ idOf, form: jobForm, create: createJob } = await jobFactory(t.app));
    const asCompanyUser = async (role: 'employer' | 'consultancy', companyId?: number) => {
      const { user, token } = await signedIn(
        t.app,
        db,
        role,
        companyId ? { companyId } : undefined,
      );
      return { token, companyId: user.companyId! };
    };
    employer = await asCompanyUser('employer');
    other = await asCompanyUser('employer');
    consultancy = await asCompanyUser('consultancy');
    const clientCompany = await buildCompany(db, {
      name: `Client Cargo ${uniqueWord()} LLC`,
      managedById: consultancy.companyId,
    });
    client = {
      ...(await asCompanyUser('employer', clientCompany.id)),
      name: clientCompany.name,
    };
    candidate = (await signedIn(t.app, db, 'candidate')).token;
    admin = (await signedIn(t.app, db, 'master_admin')).token;
  });
  afterAll(() => t?.close());

  const view = (id: number, token?: string) =>
    call(t.app, { method: 'GET', url: `/api/jobs/${id}`, token });
  const detail = async (id: number, token?: string) => {
    const res = await view(id, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as TJobDetail;
  };
  /** Creates a job as the token's user (none: a visitor). */
  const postJob = (token: string | undefined, payload: object) =>
    call(t.app, { method: 'POST', url: '/api/jobs/', token, payload });
  const putJob = (id: number, token: string, payload: object) =>
    call(t.app, { method: 'PUT', url: `/api/jobs/${id}`, token, payload });
  const removeJob = (id: number, token: string) =>
    call(t.app, { method: 'DELETE', url: `/api/jobs/${id}`, token });
  /** A refused form: 400, naming each refused field with its message. */
  const expectInvalid = (res: { status: number; body: unknown }, message: object) => {
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION' });
  };
  const act = (id: number, action: string, token: string) =>
    call(t.app, { method: 'POST', url: `/api/jobs/${id}/${action}`, token });
  const search = async (q: string) => {
    const res = await call(t.app, { method: 'GET', url: '/api/jobs/search', query: { q } });
    expect(res.status).toBe(200);
    return res.body.data as TJobSearchResult;
  };
  const listManaged = (token: string, query: Record<string, string>) =>
    call(t.app, { method: 'GET', url: '/api/jobs/', token, query });
  const managed = async (token: string, query: Record<string, string> = {}) => {
    const res = await listManaged(token, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as ManagedList;
  };

  describe('create', () => {
    it('saves a draft or publishes at once, answering 201 with the new id', async () => {
      const draftRes = await postJob(employer.token, {
        ...jobForm({ title: 'Night Shift Warehouse Supervisor' }),
        publish: false,
      });
      expect(draftRes.status).toBe(201);
      expect(draftRes.body).toEqual({ message: 'Draft saved', data: { id: expect.any(Number) } });
      const draft = await detail((draftRes.body.data as { id: number }).id, employer.token);
      expect(draft).toMatchObject({
        title: 'Night Shift Warehouse Supervisor',
        status: 'draft',
        published_at: null,
        designation: 'Warehouse Supervisor',
        functional_area: 'Warehousing and 3PL',
        industry: 'Logistics and Freight',
        location: 'Jebel Ali Free Zone (JAFZA)',
        employment_type: 'full_time',
        experience_min: 2,
        experience_max: 5,
        salary_min: 6000,
        salary_max: 9000,
        vacancies: 2,
        skills: [{ id: idOf('skill', 'SAP EWM'), name: 'SAP EWM' }],
        benefits: '<p>Housing allowance</p>',
        can_manage: true,
        company: { id: employer.companyId, name: expect.any(String) },
      });

      const publishedRes = await postJob(employer.token, { ...jobForm(), publish: true });
      expect(publishedRes.status).toBe(201);
      expect(publishedRes.body.message).toBe('Job published');
      const published = await detail((publishedRes.body.data as { id: number }).id);
      expect(published.status).toBe('published');
      expect(Date.parse(published.published_at!)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('reads false as false in a form-encoded body', async () => {
      const word = uniqueWord();
      const form = jobForm({ title: `Storekeeper ${word}`, skill_ids: undefined });
      const fields = Object.fromEntries(
        Object.entries({ ...form, publish: 'false', salary_hidden: 'false', confidential: 'false' })
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      );
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/jobs/',
        token: employer.token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.message).toBe('Draft saved');
      const job = await detail((res.body.data as { id: number }).id, employer.token);
      expect(job).toMatchObject({ status: 'draft', salary_hidden: false, confidential: false });
    });

    it('names every missing field of an empty form', async () => {
      const res = await postJob(employer.token, {});
      expect(res.status).toBe(400);
      expect(res.body.message).toMatchObject({
        title: JOB_MESSAGES.titleRequired,
        designation_id: JOB_MESSAGES.designationRequired,
        functional_area_id: JOB_MESSAGES.functionalAreaRequired,
        industry_id: JOB_MESSAGES.industryRequired,
        state_id: JOB_MESSAGES.locationRequired,
        employment_type: JOB_MESSAGES.employmentTypeRequired,
        description: JOB_MESSAGES.descriptionRequired,
        valid_through: JOB_MESSAGES.validThroughRequired,
      });
    });

    const rules: [string, Record<string, unknown>, string, string][] = [
      ['a blank title', { title: '   ' }, 'title', JOB_MESSAGES.titleRequired],
      [
        'no designation',
        { designation_id: undefined },
        'designation_id',
        JOB_MESSAGES.designationRequired,
      ],
      [
        'a designation that is not an id',
        { designation_id: 'abc' },
        'designation_id',
        JOB_MESSAGES.designationRequired,
      ],
      [
        'an unknown designation',
        { designation_id: 2_000_000_000 },
        'designation_id',
        JOB_MESSAGES.designationRequired,
      ],
      [
        'a designation id out of the range of ids',
        { designation_id: 99_999_999_999 },
        'designation_id',
        JOB_MESSAGES.designationRequired,
      ],
      [
        'no functional area',
        { functional_area_id: '' },
        'functional_area_id',
        JOB_MESSAGES.functionalAreaRequired,
      ],
      ['industry 0', { industry_id: 0 }, 'industry_id', JOB_MESSAGES.industryRequired],
      ['no location', { state_id: undefined }, 'state_id', JOB_MESSAGES.locationRequired],
      [
        'an unknown employment type',
        { employment_type: 'bogus' },
        'employment_type',
        JOB_MESSAGES.employmentTypeRequired,
      ],
      [
        'experience 6 to 3 years',
        { experience_min: 6, experience_max: 3 },
        'experience_max',
        JOB_MESSAGES.experienceRange,
      ],
      [
        'salary 9000 to 5000',
        { salary_min: 9000, salary_max: 5000 },
        'salary_max',
        JOB_MESSAGES.salaryRange,
      ],
      [
        'no salary and not hidden',
        { salary_min: null, salary_max: null },
        'salary_min',
        JOB_MESSAGES.salaryRequired,
      ],
      [
        'an empty description',
        { description: '' },
        'description',
        JOB_MESSAGES.descriptionRequired,
      ],
      [
        'a description of a few words',
        { description: 'Lift boxes.' },
        'description',
        JOB_MESSAGES.descriptionTooShort,
      ],
      [
        'a description that is only long inside a script',
        { description: `<p>Lift</p><script>${'x'.repeat(60)}</script>` },
        'description',
        JOB_MESSAGES.descriptionTooShort,
      ],
      [
        'no valid-through date',
        { valid_through: undefined },
        'valid_through',
        JOB_MESSAGES.validThroughRequired,
      ],
      [
        'a valid-through that is not a date',
        { valid_through: 'next week' },
        'valid_through',
        JOB_MESSAGES.validThroughRequired,
      ],
      [
        'valid through yesterday',
        { valid_through: dayFromNow(-1) },
        'valid_through',
        JOB_MESSAGES.validThroughPast,
      ],
      [
        'valid through today',
        { valid_through: dayFromNow(0) },
        'valid_through',
        JOB_MESSAGES.validThroughPast,
      ],
      [
        'valid through in 400 days',
        { valid_through: dayFromNow(400) },
        'valid_through',
        JOB_MESSAGES.validThroughTooFar,
      ],
      ['no vacancies', { vacancies: 0 }, 'vacancies', JOB_MESSAGES.vacanciesRange],
      ['501 vacancies', { vacancies: 501 }, 'vacancies', JOB_MESSAGES.vacanciesRange],
    ];
    it.each(rules)(
      'refuses %s with its message on its field',
      async (_name, overrides, field, message) => {
        const res = await postJob(employer.token, jobForm(overrides));
        expectInvalid(res, { [field]: message });
      },
    );

    it('accepts a job without salary when the salary is hidden', async () => {
      const id = await createJob(employer.token, {
        salary_min: null,
        salary_max: null,
        salary_hidden: true,
      });
      expect(await detail(id)).toMatchObject({
        salary_hidden: true,
        salary_min: null,
        salary_max: null,
      });
    });

    it('refuses master-data ids of the wrong kind on their field', async () => {
      const skillId = idOf('skill', 'Power BI');
      const industryId = idOf('industry', 'E-commerce');
      const res = await postJob(
        employer.token,
        jobForm({
          designation_id: skillId,
          functional_area_id: industryId,
          industry_id: idOf('designation', 'Buyer'),
          state_id: industryId,
          skill_ids: [idOf('designation', 'Storekeeper')],
        }),
      );
      expectInvalid(res, {
        designation_id: JOB_MESSAGES.designationRequired,
        functional_area_id: JOB_MESSAGES.functionalAreaRequired,
        industry_id: JOB_MESSAGES.industryRequired,
        state_id: JOB_MESSAGES.locationRequired,
        skill_ids: 'Choose skills from the list',
      });
    });

    it('keeps safe markup and drops scripts, handlers and javascript links', async () => {
      const id = await createJob(employer.token, {
        description:
          '<p>Lead the <strong>night shift</strong> at our depot in Jebel Ali.</p>' +
          '<script>alert(1)</script><img src="x" onerror="alert(2)">' +
          '<p onclick="alert(3)"><a href="javascript:alert(4)">Read more</a></p>',
      });
      const job = await detail(id);
      expect(job.description).toContain(
        '<p>Lead the <strong>night shift</strong> at our depot in Jebel Ali.</p>',
      );
      expect(job.description).not.toMatch(/<script|onerror|onclick|javascript:|alert|<img/i);
      expect(job.description).toContain('Read more');

      const plain = await createJob(employer.token, {
        description:
          'Run the receiving dock and check every inbound container.\n\nReport to the site manager daily & weekly.',
      });
      expect((await detail(plain)).description).toBe(
        '<p>Run the receiving dock and check every inbound container.</p><p>Report to the site manager daily &amp; weekly.</p>',
      );
    });

    it('refuses NUL characters, which the database cannot store, naming each field', async () => {
      const res = await postJob(employer.token, {
        ...jobForm({
          title: 'Forklift\u0000 Operator',
          description:
            '<p>Drive reach trucks\u0000 in the chilled aisles of our Dubai South site.</p>',
          benefits: 'Housing\u0000 allowance',
        }),
        publish: true,
      });
      expectInvalid(res, {
        title: ANSWERS.nulCharacter,
        description: ANSWERS.nulCharacter,
        benefits: ANSWERS.nulCharacter,
      });
    });

    it('refuses candidates (403) and visitors (401)', async () => {
      const asCandidate = await postJob(candidate, { ...jobForm(), publish: true });
      expect(asCandidate.status).toBe(403);
      expect(asCandidate.body).toEqual({ message: ANSWERS.forbidden, code: 'FORBIDDEN' });
      const anonymous = await postJob(undefined, { ...jobForm(), publish: true });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: ANSWERS.unauthenticated, code: 'UNAUTHENTICATED' });
      const id = await createJob(employer.token);
      for (const [method, url] of [
        ['GET', '/api/jobs/'],
        ['PUT', `/api/jobs/${id}`],
        ['POST', `/api/jobs/${id}/close`],
        ['POST', `/api/jobs/${id}/duplicate`],
        ['DELETE', `/api/jobs/${id}`],
      ] as const) {
        expect(
          (await call(t.app, { method, url, token: candidate, payload: jobForm() })).status,
        ).toBe(403);
        expect((await call(t.app, { method, url, payload: jobForm() })).status).toBe(401);
      }
      expect((await detail(id)).status).toBe('published');
    });
  });

  describe('visibility', () => {
    it('shows a draft only to its company and to administrators', async () => {
      const id = await createJob(employer.token, {}, false);
      for (const token of [undefined, candidate, other.token, consultancy.token]) {
        const res = await view(id, token);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Job not found', code: 'NOT_FOUND' });
      }
      expect(await detail(id, employer.token)).toMatchObject({ status: 'draft', can_manage: true });
      expect(await detail(id, admin)).toMatchObject({ status: 'draft', can_manage: true });
    });

    it('shows a published job to everyone, and lets only its company change it', async () => {
      const published = await createJob(employer.token);
      expect(await detail(published)).toMatchObject({ status: 'published', can_manage: false });
      expect((await detail(published, other.token)).can_manage).toBe(false);
      expect((await detail(published, candidate)).can_manage).toBe(false);
      expect((await detail(published, employer.token)).can_manage).toBe(true);

      const edit = await putJob(published, other.token, jobForm({ title: 'Hijacked' }));
      expect(edit.status).toBe(403);
      expect(edit.body).toEqual({ message: ANSWERS.forbidden, code: 'FORBIDDEN' });
      for (const action of ['close', 'duplicate']) {
        expect((await act(published, action, other.token)).status).toBe(403);
      }
      expect((await removeJob(published, other.token)).status).toBe(403);
      expect(await detail(published)).toMatchObject({
        status: 'published',
        title: 'Warehouse Supervisor',
      });

      const draft = await createJob(employer.token, {}, false);
      const editDraft = await putJob(draft, other.token, jobForm({ title: 'Hijacked' }));
      expect(editDraft.status).toBe(404);
      for (const action of ['publish', 'close', 'duplicate']) {
        expect((await act(draft, action, other.token)).status).toBe(404);
      }
      expect((await removeJob(draft, other.token)).status).toBe(404);
      expect(await detail(draft, employer.token)).toMatchObject({
        status: 'draft',
        title: 'Warehouse Supervisor',
      });
      expect((await view(999_999)).status).toBe(404);
      for (const badId of ['abc', '1.5', '99999999999']) {
        const res = await call(t.app, { method: 'GET', url: `/api/jobs/${badId}` });
        expect([badId, res.status, res.body]).toEqual([
          badId,
          400,
          { message: { id: 'Job id must be a number' }, code: 'VALIDATION' },
        ]);
      }
    });

    it('hides the company of a confidential job from everyone but its company', async () => {
      const word = uniqueWord();
      const id = await createJob(employer.token, {
        title: `Confidential Fleet Manager ${word}`,
        confidential: true,
      });
      const found = await search(word);
      expect(found.items.map((j) => j.id)).toEqual([id]);
      expect(found.items[0].company).toBeNull();
      expect((await detail(id)).company).toBeNull();
      expect((await detail(id, other.token)).company).toBeNull();
      expect(await detail(id, employer.token)).toMatchObject({
        confidential: true,
        company: { id: employer.companyId },
      });
    });

    it('hides a hidden salary from everyone but its company', async () => {
      const word = uniqueWord();
      const id = await createJob(employer.token, {
        title: `Customs Broker ${word}`,
        salary_min: 14000,
        salary_max: 18000,
        salary_hidden: true,
      });
      expect(await detail(id)).toMatchObject({
        salary_hidden: true,
        salary_min: null,
        salary_max: null,
      });
      expect((await search(word)).items[0]).toMatchObject({
        id,
        salary_min: null,
        salary_max: null,
      });
      expect(await detail(id, employer.token)).toMatchObject({
        salary_min: 14000,
        salary_max: 18000,
      });
    });
  });

  describe('consultancies and administrators', () => {
    it('lets a consultancy post for a client it manages, and the client manage the job', async () => {
      const word = uniqueWord();
      const res = await postJob(consultancy.token, {
        ...jobForm({ title: `Demand Planner ${word}` }),
        client_company_id: client.companyId,
        publish: true,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const id = (res.body.data as { id: number }).id;

      expect(await detail(id)).toMatchObject({
        company: { id: client.companyId, name: client.name },
        client_company_id: null,
        can_manage: false,
      });
      expect(await detail(id, client.token)).toMatchObject({
        client_company_id: client.companyId,
        can_manage: true,
      });
      expect((await detail(id, consultancy.token)).can_manage).toBe(true);
      expect((await managed(client.token, { q: word })).items.map((j) => j.id)).toEqual([id]);
      expect((await managed(consultancy.token, { q: word })).items.map((j) => j.id)).toEqual([id]);
      expect((await managed(employer.token, { q: word })).items).toEqual([]);

      const edit = await putJob(
        id,
        client.token,
        jobForm({ title: `Senior Demand Planner ${word}` }),
      );
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      expect((await act(id, 'close', client.token)).status).toBe(200);
      expect(await detail(id, consultancy.token)).toMatchObject({
        title: `Senior Demand Planner ${word}`,
        status: 'closed',
      });
      expect((await act(id, 'reopen', consultancy.token)).status).toBe(200);
    });

    it('refuses a consultancy posting for a client it does not manage', async () => {
      const stranger = await buildCompany(t.database.db, { name: `Unmanaged ${uniqueWord()}` });
      for (const clientId of [stranger.id, other.companyId, consultancy.companyId, 999_999]) {
        const res = await postJob(consultancy.token, {
          ...jobForm(),
          client_company_id: clientId,
          publish: true,
        });
        expectInvalid(res, { client_company_id: JOB_MESSAGES.clientRequired });
      }
      const employerForOther = await postJob(employer.token, {
        ...jobForm(),
        client_company_id: other.companyId,
        publish: true,
      });
      expectInvalid(employerForOther, { client_company_id: JOB_MESSAGES.clientRequired });
    });

    it('lets a master administrator manage any job and post for any employer', async () => {
      const word = uniqueWord();
      const id = await createJob(employer.token, { title: `Fleet Manager ${word}` });
      expect((await detail(id, admin)).can_manage).toBe(true);
      expect((await managed(admin, { q: word })).items.map((j) => j.id)).toEqual([id]);
      const edit = await putJob(id, admin, jobForm({ title: `Transport Manager ${word}` }));
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      expect((await act(id, 'close', admin)).body).toEqual({ message: 'Job closed', data: { id } });
      expect(await detail(id, employer.token)).toMatchObject({
        title: `Transport Manager ${word}`,
        status: 'closed',
        company: { id: employer.companyId },
      });

      const withoutClient = await postJob(admin, { ...jobForm(), publish: true });
      expectInvalid(withoutClient, { client_company_id: JOB_MESSAGES.clientRequired });
      const forEmployer = await createJob(admin, { client_company_id: other.companyId });
      expect((await detail(forEmployer)).company).toMatchObject({ id: other.companyId });
      expect((await detail(forEmployer, other.token)).can_manage).toBe(true);
    });
  });

  describe('lifecycle', () => {
    it('publishes, closes and reopens a job, which leaves and rejoins the public listing', async () => {
      const word = uniqueWord();
      const id = await createJob(employer.token, { title: `Dispatcher ${word}` }, false);
      expect((await search(word)).total).toBe(0);

      expect((await act(id, 'publish', employer.token)).body).toEqual({
        message: 'Job published',
        data: { id },
      });
      const publishedAt = (await detail(id)).published_at;
      expect(publishedAt).not.toBeNull();
      expect((await search(word)).items.map((j) => j.id)).toEqual([id]);
      const again = await act(id, 'publish', employer.token);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'This job is already published', code: 'CONFLICT' });

      expect((await act(id, 'close', employer.token)).body).toEqual({
        message: 'Job closed',
        data: { id },
      });
      // A closed job keeps its page, saying it is closed; it is no longer found by search.
      expect((await detail(id)).status).toBe('closed');
      expect((await detail(id, other.token)).status).toBe('closed');
      expect((await search(word)).total).toBe(0);
      expect((await detail(id, employer.token)).status).toBe('closed');
      expect((await act(id, 'close', employer.token)).status).toBe(409);

      expect((await act(id, 'reopen', employer.token)).body).toEqual({
        message: 'Job reopened',
        data: { id },
      });
      expect(await detail(id)).toMatchObject({ status: 'published', published_at: publishedAt });
      expect((await search(word)).items.map((j) => j.id)).toEqual([id]);
    });

    it('duplicates a job as a draft copy', async () => {
      const word = uniqueWord();
      const id = await createJob(employer.token, { title: `Buyer ${word}` });
      const res = await act(id, 'duplicate', employer.token);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        message: 'Job duplicated as a draft',
        data: { id: expect.any(Number) },
      });
      const copyId = (res.body.data as { id: number }).id;
      expect(copyId).not.toBe(id);
      const [original, copy] = [await detail(id), await detail(copyId, employer.token)];
      expect(copy).toMatchObject({
        title: `Buyer ${word} (copy)`,
        status: 'draft',
        published_at: null,
        description: original.description,
        designation_id: original.designation_id,
        salary_min: original.salary_min,
        skills: original.skills,
        company: original.company,
      });
      expect((await view(copyId)).status).toBe(404);
      expect((await search(word)).items.map((j) => j.id)).toEqual([id]);
    });

    it('deletes drafts and refuses to delete a published job', async () => {
      const draft = await createJob(employer.token, {}, false);
      const res = await removeJob(draft, employer.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Draft deleted', data: null });
      expect((await view(draft, employer.token)).status).toBe(404);
      expect((await removeJob(draft, employer.token)).status).toBe(404);

      const published = await createJob(employer.token);
      const refused = await removeJob(published, employer.token);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message: 'Only drafts can be deleted; close a published job instead',
        code: 'CONFLICT',
      });
      expect((await detail(published)).status).toBe('published');
    });

    it('expires a job past its date, which needs a future date to be published again', async () => {
      const word = uniqueWord();
      const expiredId = await createJob(employer.token, { title: `Storekeeper ${word}` });
      const closedId = await createJob(employer.token, { title: `Picker Packer ${word}` });
      expect((await act(closedId, 'close', employer.token)).status).toBe(200);
      await t.database.db
        .update(jobs)
        .set({ validThrough: dayFromNow(-2) })
        .where(eq(jobs.id, expiredId));
      await t.database.db
        .update(jobs)
        .set({ validThrough: dayFromNow(-2) })
        .where(eq(jobs.id, closedId));

      expect((await detail(expiredId, employer.token)).status).toBe('expired');
      expect((await detail(expiredId)).status).toBe('expired');
      expect((await detail(expiredId, other.token)).status).toBe('expired');
      expect((await search(word)).total).toBe(0);

      const needsDate = {
        message: {
          valid_through: 'Set a valid-through date in the future before publishing this job',
        },
        code: 'VALIDATION',
      };
      const publish = await act(expiredId, 'publish', employer.token);
      expect(publish.status).toBe(400);
      expect(publish.body).toEqual(needsDate);
      const reopen = await act(closedId, 'reopen', employer.token);
      expect(reopen.status).toBe(400);
      expect(reopen.body).toEqual(needsDate);

      for (const id of [expiredId, closedId]) {
        const current = await detail(id, employer.token);
        const edit = await putJob(
          id,
          employer.token,
          jobForm({ title: current.title, valid_through: dayFromNow(20) }),
        );
        expect(edit.status, JSON.stringify(edit.body)).toBe(200);
        expect(edit.body).toEqual({ message: 'Job saved', data: { id } });
      }
      expect((await act(closedId, 'reopen', employer.token)).status).toBe(200);
      expect((await search(word)).items.map((j) => j.id).sort()).toEqual(
        [expiredId, closedId].sort(),
      );
      expect((await detail(expiredId)).valid_through).toBe(dayFromNow(20));
    });

    it('saves edits with the same rules as create', async () => {
      const id = await createJob(employer.token);
      const bad = await putJob(id, employer.token, jobForm({ salary_min: 9000, salary_max: 100 }));
      expectInvalid(bad, { salary_max: JOB_MESSAGES.salaryRange });
      const good = await putJob(
        id,
        employer.token,
        jobForm({
          title: 'Reach Truck Operator',
          designation_id: idOf('designation', 'Reach Truck Operator'),
          state_id: idOf('state', 'Mussafah'),
          employment_type: 'contract',
        }),
      );
      expect(good.status).toBe(200);
      expect(await detail(id)).toMatchObject({
        title: 'Reach Truck Operator',
        designation: 'Reach Truck Operator',
        location: 'Mussafah',
        employment_type: 'contract',
        status: 'published',
      });
      expect((await putJob(999999, employer.token, jobForm())).status).toBe(404);
    });
  });

  describe('the list of managed jobs', () => {
    it('lists only the own company jobs, with counts by status, paging, search and a status filter', async () => {
      const fresh = await signedIn(t.app, t.database.db, 'employer');
      const token = fresh.token;
      const word = uniqueWord();
      const drafts = [
        await createJob(token, { title: `Draft Forklift Operator ${word}` }, false),
        await createJob(token, { title: `Draft Heavy Truck Driver` }, false),
      ];
      const [live, toClose, toExpire] = [
        await createJob(token, { title: `Live Forklift Operator ${word}` }),
        await createJob(token, { title: 'Closed Delivery Driver' }),
        await createJob(token, { title: 'Expired Dispatcher' }),
      ];
      expect((await act(toClose, 'close', token)).status).toBe(200);
      await t.database.db
        .update(jobs)
        .set({ validThrough: dayFromNow(-1) })
        .where(eq(jobs.id, toExpire));
      // Another company's job never shows up here.
      await createJob(other.token, { title: `Forklift Operator ${word}` });

      const all = await managed(token);
      expect(all.total).toBe(5);
      expect(all.counts).toEqual({ draft: 2, published: 1, closed: 1, expired: 1 });
      expect(all.items.map((j) => j.id).sort()).toEqual(
        [...drafts, live, toClose, toExpire].sort(),
      );
      expect(Object.fromEntries(all.items.map((j) => [j.id, j.status]))).toEqual({
        [drafts[0]]: 'draft',
        [drafts[1]]: 'draft',
        [live]: 'published',
        [toClose]: 'closed',
        [toExpire]: 'expired',
      });

      const page1 = await managed(token, { page_size: '2' });
      const page3 = await managed(token, { page_size: '2', page: '3' });
      expect(page1).toMatchObject({ total: 5, page: 1, page_size: 2 });
      expect(page1.items).toHaveLength(2);
      expect(page3.items).toHaveLength(1);
      expect(page1.items.map((j) => j.id)).not.toContain(page3.items[0].id);

      const byWord = await managed(token, { q: word });
      expect(byWord.items.map((j) => j.id).sort()).toEqual([drafts[0], live].sort());
      expect(byWord.total).toBe(2);
      expect((await managed(token, { q: 'forklift' })).total).toBe(2);
      expect((await managed(token, { q: '100%_' })).total).toBe(0);

      for (const [status, ids] of [
        ['draft', drafts],
        ['published', [live]],
        ['closed', [toClose]],
        ['expired', [toExpire]],
      ] as const) {
        const list = await managed(token, { status });
        expect(list.items.map((j) => j.id).sort()).toEqual([...ids].sort());
        expect(list.counts).toEqual(all.counts);
      }
      const bogus = await listManaged(token, { status: 'archived' });
      expectInvalid(bogus, { status: 'status must be one of draft, published, closed, expired' });

      const company = await t.database.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, fresh.user.companyId!));
      expect(company).toHaveLength(1);
    });
  });
});
