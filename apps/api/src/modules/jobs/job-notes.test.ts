import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import {
  JOB_NOTE_MESSAGES,
  type TJobChoicesPage,
  type TJobNote,
  type TJobNotesPage,
} from '@logicareers/shared/schemas/jobs';
import { buildCompany, dayFromNow, jobFactory, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';

describe.each(DATABASES)('job notes and job pickers (%s)', (kind) => {
  let t: TestApp;
  let factory: Awaited<ReturnType<typeof jobFactory>>;
  // A consultancy with a client; the client's own user; an unrelated employer; a second
  // consultancy; a candidate; a master administrator.
  let consultancy: { token: string; companyId: number; name: string };
  let colleague: string;
  let client: { token: string; companyId: number; name: string };
  let employer: { token: string; companyId: number };
  let otherConsultancy: string;
  let candidate: string;
  let admin: string;
  // Jobs: the consultancy's own, one it posted for the client, one the client posted itself, the
  // unrelated employer's (published and draft).
  let ownJob: number;
  let forClient: number;
  let clientsOwn: number;
  let employerJob: number;
  let employerDraft: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    factory = await jobFactory(t.app);
    const consultancyCompany = await buildCompany(db, { kind: 'consultancy' });
    const staff = await signedIn(t.app, db, 'consultancy', {
      companyId: consultancyCompany.id,
      firstName: 'Rania',
      lastName: 'Haddad',
    });
    consultancy = {
      token: staff.token,
      companyId: consultancyCompany.id,
      name: consultancyCompany.name,
    };
    colleague = (await signedIn(t.app, db, 'ats', { companyId: consultancyCompany.id })).token;
    const clientCompany = await buildCompany(db, {
      name: 'Gulf Reefer Client LLC',
      managedById: consultancyCompany.id,
    });
    client = {
      token: (await signedIn(t.app, db, 'employer', { companyId: clientCompany.id })).token,
      companyId: clientCompany.id,
      name: clientCompany.name,
    };
    const employerUser = await signedIn(t.app, db, 'employer');
    employer = { token: employerUser.token, companyId: employerUser.user.companyId! };
    otherConsultancy = (await signedIn(t.app, db, 'consultancy')).token;
    candidate = (await signedIn(t.app, db, 'candidate')).token;
    admin = (await signedIn(t.app, db, 'master_admin')).token;

    ownJob = await factory.create(consultancy.token, { title: 'Freight Forwarding Coordinator' });
    forClient = await factory.create(consultancy.token, {
      title: 'Reefer Fleet Supervisor',
      client_company_id: client.companyId,
    });
    clientsOwn = await factory.create(client.token, { title: 'Cold Store Keeper' });
    employerJob = await factory.create(employer.token, { title: 'Customs Clearance Officer' });
    employerDraft = await factory.create(employer.token, { title: 'Draft Dispatcher' }, false);
  });
  afterAll(() => t?.close());

  const notes = (token: string | undefined, jobId: number | string, query = '') =>
    call(t.app, { method: 'GET', url: `${API.jobs.comment}?job_id=${jobId}${query}`, token });
  const addNote = (token: string | undefined, payload: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: API.jobs.comment, token, payload });

  describe('notes', () => {
    it('lets the job’s company add notes and read them newest first, with author and time', async () => {
      const first = await addNote(consultancy.token, {
        job_id: ownJob,
        body: '  Client wants Arabic speakers  ',
      });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const note = first.body.data as TJobNote;
      expect(note).toMatchObject({ body: 'Client wants Arabic speakers', author: 'Rania Haddad' });
      expect(Number.isNaN(Date.parse(note.at))).toBe(false);
      await addNote(colleague, { job_id: ownJob, body: 'Second round next week' });
      const res = await notes(consultancy.token, ownJob);
      expect(res.status).toBe(200);
      const page = res.body.data as TJobNotesPage;
      expect(page.total).toBe(2);
      expect(page.items.map((n) => n.body)).toEqual([
        'Second round next week',
        'Client wants Arabic speakers',
      ]);
      const paged = await notes(consultancy.token, ownJob, '&page=2&page_size=1');
      expect((paged.body.data as TJobNotesPage).items.map((n) => n.body)).toEqual([
        'Client wants Arabic speakers',
      ]);
    });

    it('lets the consultancy and the client each keep their own notes on a client’s job', async () => {
      expect(
        (await addNote(consultancy.token, { job_id: forClient, body: 'Consultancy only' })).status,
      ).toBe(201);
      expect((await addNote(client.token, { job_id: forClient, body: 'Client only' })).status).toBe(
        201,
      );
      // The consultancy also writes on a job its client posted itself.
      expect(
        (await addNote(consultancy.token, { job_id: clientsOwn, body: 'Seen by us' })).status,
      ).toBe(201);
      const ours = (await notes(consultancy.token, forClient)).body.data as TJobNotesPage;
      const theirs = (await notes(client.token, forClient)).body.data as TJobNotesPage;
      expect(ours.items.map((n) => n.body)).toEqual(['Consultancy only']);
      expect(theirs.items.map((n) => n.body)).toEqual(['Client only']);
      const onClientsOwn = (await notes(client.token, clientsOwn)).body.data as TJobNotesPage;
      expect(onClientsOwn.items).toEqual([]);
    });

    it('refuses another company: 403 on a published job, 404 on a draft, never the notes', async () => {
      await addNote(employer.token, { job_id: employerJob, body: 'Employer secret' });
      await addNote(employer.token, { job_id: employerDraft, body: 'Draft secret' });
      for (const token of [consultancy.token, client.token, otherConsultancy]) {
        expect((await notes(token, employerJob)).status).toBe(403);
        expect((await addNote(token, { job_id: employerJob, body: 'x' })).status).toBe(403);
        expect((await notes(token, employerDraft)).status).toBe(404);
        expect((await addNote(token, { job_id: employerDraft, body: 'x' })).status).toBe(404);
      }
      // A consultancy that does not manage the client reaches none of its jobs' notes.
      expect((await notes(otherConsultancy, forClient)).status).toBe(403);
      expect((await notes(employer.token, ownJob)).status).toBe(403);
      const still = (await notes(employer.token, employerJob)).body.data as TJobNotesPage;
      expect(still.items.map((n) => n.body)).toEqual(['Employer secret']);
    });

    it('refuses candidates, visitors and accounts of no company', async () => {
      expect((await notes(candidate, employerJob)).status).toBe(403);
      expect((await addNote(candidate, { job_id: employerJob, body: 'x' })).status).toBe(403);
      expect((await notes(undefined, employerJob)).status).toBe(401);
      expect((await addNote(undefined, { job_id: employerJob, body: 'x' })).status).toBe(401);
      const read = await notes(admin, employerJob);
      expect(read.status).toBe(403);
      expect(read.body.message).toBe(JOB_NOTE_MESSAGES.noCompany);
      expect((await addNote(admin, { job_id: employerJob, body: 'x' })).status).toBe(403);
    });

    it('answers bad input clearly and an unknown job as not found', async () => {
      const empty = await addNote(consultancy.token, { job_id: ownJob, body: '   ' });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toEqual({ body: JOB_NOTE_MESSAGES.bodyRequired });
      const long = await addNote(consultancy.token, { job_id: ownJob, body: 'x'.repeat(2001) });
      expect(long.body.message).toEqual({ body: JOB_NOTE_MESSAGES.bodyTooLong });
      const badId = await notes(consultancy.token, 'abc');
      expect(badId.status).toBe(400);
      expect(badId.body.message).toEqual({ job_id: JOB_NOTE_MESSAGES.jobId });
      expect((await notes(consultancy.token, 987654)).status).toBe(404);
    });

    it('never shows notes in the public answers about a job', async () => {
      const res = await call(t.app, { method: 'GET', url: API.jobs.one(ownJob) });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain('Arabic speakers');
      const managed = await call(t.app, {
        method: 'GET',
        url: API.jobs.one(ownJob),
        token: consultancy.token,
      });
      expect(JSON.stringify(managed.body)).not.toContain('Arabic speakers');
    });
  });

  describe('jobs for pickers', () => {
    const choices = async (token: string | undefined, query: string) => {
      const res = await call(t.app, {
        method: 'GET',
        url: `${API.jobs.byForeignKey}?${query}`,
        token,
      });
      return res;
    };
    const ids = (res: { body: { data?: unknown } }) =>
      (res.body.data as TJobChoicesPage).items.map((job) => job.id).sort((a, b) => a - b);

    it('lists the consultancy’s own and its clients’ open jobs, with names and dates', async () => {
      const res = await choices(consultancy.token, '');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(ids(res)).toEqual([ownJob, forClient, clientsOwn].sort((a, b) => a - b));
      const item = (res.body.data as TJobChoicesPage).items.find((job) => job.id === forClient)!;
      expect(item).toEqual({
        id: forClient,
        title: 'Reefer Fleet Supervisor',
        company_name: consultancy.name,
        client_name: client.name,
        status: 'published',
        valid_through: dayFromNow(30),
      });
    });

    it('narrows to a company, a client or a designation, by title, open or all', async () => {
      expect(ids(await choices(consultancy.token, `company_id=${consultancy.companyId}`))).toEqual(
        [ownJob, forClient].sort((a, b) => a - b),
      );
      expect(ids(await choices(consultancy.token, `client_id=${client.companyId}`))).toEqual(
        [forClient, clientsOwn].sort((a, b) => a - b),
      );
      expect(
        ids(await choices(consultancy.token, `client_id=${client.companyId}&q=reefer`)),
      ).toEqual([forClient]);
      const designation = factory.idOf('designation', 'Warehouse Supervisor');
      expect(ids(await choices(consultancy.token, `designation_id=${designation}`))).toHaveLength(
        3,
      );
      const other = factory.idOf('designation', 'Logistics Manager');
      expect(ids(await choices(consultancy.token, `designation_id=${other}`))).toEqual([]);
      expect(ids(await choices(employer.token, ''))).toEqual([employerJob]);
      const all = await choices(employer.token, 'status=all');
      expect(ids(all)).toEqual([employerJob, employerDraft].sort((a, b) => a - b));
      // Open jobs come first.
      expect((all.body.data as TJobChoicesPage).items[0].id).toBe(employerJob);
    });

    it('never lists the jobs of a company the user may not see', async () => {
      expect(
        ids(await choices(consultancy.token, `company_id=${employer.companyId}&status=all`)),
      ).toEqual([]);
      expect(ids(await choices(client.token, `company_id=${consultancy.companyId}`))).toEqual([
        forClient,
      ]);
      expect(ids(await choices(client.token, ''))).toEqual(
        [forClient, clientsOwn].sort((a, b) => a - b),
      );
      expect(ids(await choices(otherConsultancy, `client_id=${client.companyId}`))).toEqual([]);
      expect(ids(await choices(employer.token, `client_id=${client.companyId}`))).toEqual([]);
      const everything = await choices(admin, `client_id=${client.companyId}`);
      expect(ids(everything)).toEqual([forClient, clientsOwn].sort((a, b) => a - b));
    });

    it('refuses candidates and visitors, and answers bad filters clearly', async () => {
      expect((await choices(candidate, '')).status).toBe(403);
      expect((await choices(undefined, '')).status).toBe(401);
      const bad = await choices(consultancy.token, 'client_id=x&status=closed');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toEqual({
        client_id: 'client_id must be an id',
        status: 'status must be open or all',
      });
    });
  });
});
