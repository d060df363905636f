import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS } from '@logicareers/shared/messages';
import type { TJobDetail, TJobTemplate } from '@logicareers/shared/schemas/jobs';
import { dayFromNow, jobFactory, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';

const base = '/api/template/job-templates';
type TemplateList = { items: TJobTemplate[]; total: number; page: number; page_size: number };

describe.each(DATABASES)('job templates (%s)', (kind) => {
  let t: TestApp;
  let employer: string;
  let other: string;
  let candidate: string;
  let admin: string;
  let jobForm: Record<string, unknown>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    const { form, idOf } = await jobFactory(t.app);
    // A template holds a job form without its valid-through date.
    jobForm = form({
      title: 'Forklift Operator',
      designation_id: idOf('designation', 'Forklift Operator'),
      state_id: idOf('state', 'Dubai Investments Park'),
      salary_min: 3500,
      salary_max: 4500,
      salary_hidden: false,
      vacancies: 6,
      confidential: false,
      valid_through: undefined,
    });
    employer = (await signedIn(t.app, db, 'employer')).token;
    other = (await signedIn(t.app, db, 'employer')).token;
    candidate = (await signedIn(t.app, db, 'candidate')).token;
    admin = (await signedIn(t.app, db, 'master_admin')).token;
  });
  afterAll(() => t?.close());

  const create = (token: string, payload: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: base, token, payload });
  const createTemplate = async (token: string, name: string, form = jobForm) => {
    const res = await create(token, { name, form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as TJobTemplate;
  };
  const list = async (token: string, query: Record<string, string> = {}) => {
    const res = await call(t.app, { method: 'GET', url: base, token, query });
    expect(res.status).toBe(200);
    return res.body.data as TemplateList;
  };

  it('saves a job form as a template, without its dates or ownership, and starts a job from it', async () => {
    const res = await create(employer, {
      name: 'Forklift operators, DIP',
      form: {
        ...jobForm,
        valid_through: dayFromNow(20),
        client_company_id: 7,
        company_id: 99,
        publish: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Template saved',
      data: {
        id: expect.any(Number),
        name: 'Forklift operators, DIP',
        form: jobForm,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const template = res.body.data as TJobTemplate;

    const job = await call(t.app, {
      method: 'POST',
      url: '/api/jobs/',
      token: employer,
      payload: { ...template.form, valid_through: dayFromNow(25), publish: true },
    });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    const created = (
      await call(t.app, { method: 'GET', url: `/api/jobs/${(job.body.data as { id: number }).id}` })
    ).body.data as TJobDetail;
    expect(created).toMatchObject({
      title: 'Forklift Operator',
      designation: 'Forklift Operator',
      location: 'Dubai Investments Park',
      vacancies: 6,
      salary_min: 3500,
      status: 'published',
    });
  });

  it("lists the company's own templates only, newest first, with search and paging", async () => {
    const fresh = (await signedIn(t.app, t.database.db, 'employer')).token;
    const first = await createTemplate(fresh, 'Reach truck drivers');
    const second = await createTemplate(fresh, 'Night shift storekeepers');
    const third = await createTemplate(fresh, 'Day shift storekeepers');
    await createTemplate(other, 'Storekeepers of another company');

    const all = await list(fresh);
    expect(all.items.map((i) => i.id)).toEqual([third.id, second.id, first.id]);
    expect(all).toMatchObject({ total: 3, page: 1 });
    expect((await list(fresh, { q: 'storekeepers' })).items.map((i) => i.id)).toEqual([
      third.id,
      second.id,
    ]);
    expect((await list(fresh, { q: '100%' })).total).toBe(0);
    const paged = await list(fresh, { page: '2', page_size: '2' });
    expect(paged).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(paged.items.map((i) => i.id)).toEqual([first.id]);
  });

  it('views, updates and deletes a template', async () => {
    const template = await createTemplate(employer, 'Warehouse pickers');
    const viewed = await call(t.app, {
      method: 'GET',
      url: `${base}/${template.id}`,
      token: employer,
    });
    expect(viewed.status).toBe(200);
    expect(viewed.body.data).toEqual(template);

    const updated = await call(t.app, {
      method: 'PUT',
      url: `${base}/${template.id}`,
      token: employer,
      payload: {
        name: 'Warehouse pickers, Ramadan',
        form: { title: 'Picker Packer', vacancies: 12 },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      message: 'Template saved',
      data: {
        ...template,
        name: 'Warehouse pickers, Ramadan',
        form: { title: 'Picker Packer', vacancies: 12 },
        updated_at: expect.any(String),
      },
    });
    const after = updated.body.data as TJobTemplate;
    expect(Date.parse(after.updated_at)).toBeGreaterThanOrEqual(Date.parse(template.updated_at));
    expect(
      (await call(t.app, { method: 'GET', url: `${base}/${template.id}`, token: employer })).body
        .data,
    ).toEqual(after);

    const removed = await call(t.app, {
      method: 'DELETE',
      url: `${base}/${template.id}`,
      token: employer,
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Template deleted', data: null });
    for (const method of ['GET', 'DELETE'] as const) {
      const gone = await call(t.app, { method, url: `${base}/${template.id}`, token: employer });
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ message: 'Template not found', code: 'NOT_FOUND' });
    }
  });

  it("answers 404 for another company's template and leaves it as it was", async () => {
    const template = await createTemplate(employer, 'Customs clearance officers');
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { name: 'Taken', form: {} }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(t.app, {
        method,
        url: `${base}/${template.id}`,
        token: other,
        payload,
      });
      expect([method, res.status, res.body]).toEqual([
        method,
        404,
        { message: 'Template not found', code: 'NOT_FOUND' },
      ]);
    }
    const admins = await call(t.app, {
      method: 'GET',
      url: `${base}/${template.id}`,
      token: admin,
    });
    expect(admins.status).toBe(404);
    expect(
      (await call(t.app, { method: 'GET', url: `${base}/${template.id}`, token: employer })).body
        .data,
    ).toEqual(template);
  });

  it('needs a name of at most 120 characters and a form', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ form: jobForm }, { name: 'Template name is required' }],
      [{ name: '   ', form: jobForm }, { name: 'Template name is required' }],
      [{ name: 'x'.repeat(121), form: jobForm }, { name: 'Template name is too long' }],
      [{ name: 'No form' }, { form: 'The template needs the job form' }],
      [{ name: 'Bad form', form: 'title=Driver' }, { form: 'The template needs the job form' }],
      [{}, { name: 'Template name is required', form: 'The template needs the job form' }],
    ];
    for (const [payload, message] of cases) {
      const res = await create(employer, payload);
      expect([payload, res.status, res.body]).toEqual([
        payload,
        400,
        { message, code: 'VALIDATION' },
      ]);
    }
    const template = await createTemplate(employer, 'Valid');
    const update = await call(t.app, {
      method: 'PUT',
      url: `${base}/${template.id}`,
      token: employer,
      payload: { name: '', form: {} },
    });
    expect(update.status).toBe(400);
    expect(update.body).toEqual({
      message: { name: 'Template name is required' },
      code: 'VALIDATION',
    });
    for (const id of ['abc', '0', '99999999999']) {
      const res = await call(t.app, { method: 'GET', url: `${base}/${id}`, token: employer });
      expect([id, res.status, res.body]).toEqual([
        id,
        400,
        { message: { id: 'Template id must be a number' }, code: 'VALIDATION' },
      ]);
    }
  });

  it('refuses text with NUL characters, which the database cannot store, naming the fields', async () => {
    const res = await create(employer, {
      name: 'Drivers\u0000 of Al Quoz',
      form: { ...jobForm, title: 'Heavy\u0000 Truck Driver' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: { name: ANSWERS.nulCharacter, 'form.title': ANSWERS.nulCharacter },
      code: 'VALIDATION',
    });
  });

  it('refuses candidates (403) and visitors (401); administrators keep no templates', async () => {
    const template = await createTemplate(employer, 'Dispatchers');
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['GET', `${base}/${template.id}`],
      ['PUT', `${base}/${template.id}`],
      ['DELETE', `${base}/${template.id}`],
    ] as const) {
      const payload = { name: 'Mine now', form: {} };
      const asCandidate = await call(t.app, { method, url, token: candidate, payload });
      expect([method, url, asCandidate.status, asCandidate.body]).toEqual([
        method,
        url,
        403,
        { message: ANSWERS.forbidden, code: 'FORBIDDEN' },
      ]);
      const anonymous = await call(t.app, { method, url, payload });
      expect([method, url, anonymous.status, anonymous.body]).toEqual([
        method,
        url,
        401,
        { message: ANSWERS.unauthenticated, code: 'UNAUTHENTICATED' },
      ]);
    }
    expect(
      (await call(t.app, { method: 'GET', url: `${base}/${template.id}`, token: employer })).body
        .data,
    ).toEqual(template);

    const adminCreate = await create(admin, { name: 'Admin template', form: jobForm });
    expect(adminCreate.status).toBe(400);
    expect(adminCreate.body).toEqual({
      message: { name: 'Only users of a company can keep job templates' },
      code: 'VALIDATION',
    });
    expect(await list(admin)).toMatchObject({ items: [], total: 0 });
  });
});
