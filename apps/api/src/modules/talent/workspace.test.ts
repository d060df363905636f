import { and, desc, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import type { TPage } from '@logicareers/shared/schemas/common';
import type {
  TCandidateView,
  TClientCv,
  TCvFolder,
  TCvFolderView,
  TProfileView,
  TSubmission,
} from '@logicareers/shared/schemas/talent';
import { TALENT_MESSAGES } from '@logicareers/shared/schemas/talent';
import type { CandidateVisibility } from '@logicareers/shared/talent-terms';
import {
  candidateProfileViews,
  candidateProfiles,
  candidateSubmissions,
  outbox,
  users,
} from '../../db/schema';
import { buildClient, buildCompany, jobFactory, signedIn } from '../../test/factories';
import { docxCv, fileForm, pdfCv } from '../../test/files';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { signerFor, type Signed } from '../../test/scenarios';
import { SECRET_MASK } from '../mail/mail-kinds';
import { messageToSend } from '../mail/outbox';
import { hashToken } from '../access/sessions';

/*
 * The recruiter workspace on both databases: every boundary of decision 014 (who opens which
 * candidate, whose notes and folders), folders and their exports, sending to a client and the
 * client's page, invitations, and the candidate's side.
 */

describe.each(DATABASES)('recruiter workspace (%s)', (kind) => {
  let t: TestApp;
  let jobMaker: Awaited<ReturnType<typeof jobFactory>>;
  let consultant: Signed;
  let colleague: Signed;
  let employer: Signed;
  let otherEmployer: Signed;

  const as = signerFor(() => t);

  /** A candidate with a profile that chooses `visibility`, and optionally a CV uploaded. */
  const candidate = async (
    visibility: CandidateVisibility,
    options: { cv?: 'pdf' | 'docx'; first?: string; headline?: string } = {},
  ) => {
    const signed = await as('candidate', { firstName: options.first ?? 'Aisha', lastName: 'Khan' });
    await t.database.db
      .insert(candidateProfiles)
      .values({ userId: signed.id, visibility, headline: options.headline ?? 'Forklift operator' });
    let cv: Buffer | null = null;
    if (options.cv) {
      cv =
        options.cv === 'pdf'
          ? await pdfCv(['Forklift operator, Jebel Ali'])
          : await docxCv(['Reach truck driver, Dubai South']);
      const form = await fileForm(
        'cv',
        cv,
        options.cv === 'pdf' ? 'cv.pdf' : 'cv.docx',
        options.cv === 'pdf'
          ? 'application/pdf'
          : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      const res = await call(t.app, {
        method: 'POST',
        url: API.candidate.cv,
        token: signed.token,
        ...form,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    return { ...signed, cv };
  };

  const get = (token: string, url: string, query?: Record<string, string>) =>
    call(t.app, { method: 'GET', url, token, query });
  const post = (token: string, url: string, payload: object) =>
    call(t.app, { method: 'POST', url, token, payload });
  const put = (token: string, url: string, payload: object) =>
    call(t.app, { method: 'PUT', url, token, payload });
  const remove = (token: string, url: string, payload?: object) =>
    call(t.app, { method: 'DELETE', url, token, payload });

  const view = (token: string, id: string) => get(token, API.talent.candidate(id));
  const newFolder = async (token: string, name: string) => {
    const res = await post(token, API.talent.folders, { name });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as TCvFolder;
  };
  const openFolder = async (token: string, id: number) => {
    const res = await get(token, API.talent.folder(id));
    expect(res.status).toBe(200);
    return res.body.data as TCvFolderView;
  };
  const mailsTo = (to: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt));
  /** The client link's token from the e-mail as it is sent (the outbox shows it masked). */
  const tokenIn = (text: string) => /\/client-cv\/([\w-]+)/.exec(text)![1];

  beforeAll(async () => {
    t = await startTestApp(kind);
    jobMaker = await jobFactory(t.app);
    consultant = await as('consultancy');
    colleague = await as('ats', { companyId: consultant.companyId! });
    employer = await as('employer');
    otherEmployer = await as('employer');
  }, 120_000);
  afterAll(async () => t?.close());

  describe('who opens which candidate', () => {
    it('an employer never opens a consultancy-only or hidden candidate by any route', async () => {
      const folder = await newFolder(employer.token, 'Boundaries');
      const job = await jobMaker.create(employer.token);
      for (const visibility of ['consultancy', 'hidden'] as const) {
        const c = await candidate(visibility, { cv: 'pdf' });
        const attempts = [
          view(employer.token, c.id),
          get(employer.token, API.talent.candidateCv(c.id)),
          get(employer.token, API.talent.comment, { candidate_id: c.id }),
          post(employer.token, API.talent.comment, { candidate_id: c.id, body: 'Call him' }),
          get(employer.token, API.talent.feedback, { candidate_id: c.id }),
          post(employer.token, API.talent.feedback, { candidate_id: c.id, rating: 4 }),
          post(employer.token, API.talent.folderCandidates(folder.id), { candidate_ids: [c.id] }),
          post(employer.token, API.talent.invite, { candidate_ids: [c.id], job_id: job }),
        ];
        for (const res of await Promise.all(attempts)) {
          expect(res.status, `${visibility}: ${JSON.stringify(res.body)}`).toBe(404);
        }
        // The consultancy opens a consultancy-only candidate, nobody a hidden one.
        expect((await view(consultant.token, c.id)).status).toBe(
          visibility === 'consultancy' ? 200 : 404,
        );
      }
      expect((await openFolder(employer.token, folder.id)).total).toBe(0);
      // An unknown id and a malformed one answer the same.
      expect((await view(employer.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await view(employer.token, 'nope')).status).toBe(404);
    });

    it('an employer opens a candidate visible to all: contact, CV, and the opening is recorded once', async () => {
      const c = await candidate('all', { cv: 'pdf' });
      const res = await view(employer.token, c.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const data = res.body.data as TCandidateView;
      expect(data.profile).toMatchObject({ user_id: c.id, email: c.email, first_name: 'Aisha' });
      expect(data.profile.cv).not.toBeNull();
      expect(data.can.submit).toBe(false);
      expect(data.submissions).toEqual([]);
      const cv = await get(employer.token, API.talent.candidateCv(c.id));
      expect(cv.status).toBe(200);
      expect(cv.headers['content-type']).toBe('application/pdf');
      // Opened again within minutes: still one opening.
      expect((await view(employer.token, c.id)).status).toBe(200);
      await view(consultant.token, c.id);
      const rows = await t.database.db
        .select()
        .from(candidateProfileViews)
        .where(eq(candidateProfileViews.candidateId, c.id));
      expect(rows).toHaveLength(2);
      const seen = await get(c.token, API.talent.profileViews);
      expect(seen.status).toBe(200);
      const page = seen.body.data as TPage<TProfileView>;
      expect(page.total).toBe(2);
      expect(page.items.map((v) => v.kind).sort()).toEqual(['consultancy', 'employer']);
      expect(page.items.every((v) => v.views === 1 && v.company.length > 0)).toBe(true);
      // A colleague's opening counts for the same company.
      const sameCompany = await as('employer', { companyId: employer.companyId! });
      await view(sameCompany.token, c.id);
      const grouped = (await get(c.token, API.talent.profileViews)).body
        .data as TPage<TProfileView>;
      expect(grouped.total).toBe(2);
      expect(grouped.items[0]).toMatchObject({ kind: 'employer', views: 2 });
      // Recruiters have no profile views of their own.
      expect((await get(employer.token, API.talent.profileViews)).status).toBe(403);
    });

    it('an employer opens a hidden candidate who applied to its job, and not after the withdrawal', async () => {
      const job = await jobMaker.create(employer.token);
      const c = await candidate('hidden');
      expect((await view(employer.token, c.id)).status).toBe(404);
      const applied = await post(c.token, API.applications.apply, { job_id: job });
      expect(applied.status, JSON.stringify(applied.body)).toBe(201);
      const opened = await view(employer.token, c.id);
      expect(opened.status).toBe(200);
      const data = opened.body.data as TCandidateView;
      expect(data.applications).toHaveLength(1);
      expect(data.applications[0]).toMatchObject({ status: 'applied', job: { id: job } });
      // Another employer has no such application.
      expect((await view(otherEmployer.token, c.id)).status).toBe(404);
      const withdrawn = await post(c.token, API.applications.withdraw, { job_id: job });
      expect(withdrawn.status).toBe(200);
      expect((await view(employer.token, c.id)).status).toBe(404);
      // Visible to all later, they open again, without the withdrawn application.
      await t.database.db
        .update(candidateProfiles)
        .set({ visibility: 'all' })
        .where(eq(candidateProfiles.userId, c.id));
      const again = await view(employer.token, c.id);
      expect((again.body.data as TCandidateView).applications).toEqual([]);
    });

    it('visibility changes apply at once, and only candidates choose it', async () => {
      const c = await candidate('consultancy');
      expect((await view(employer.token, c.id)).status).toBe(404);
      const choose = (token: string, visibility: string) =>
        put(token, API.talent.visibility, { visibility });
      expect((await choose(employer.token, 'all')).status).toBe(403);
      expect((await choose(c.token, 'everyone')).status).toBe(400);
      expect((await choose(c.token, 'all')).status).toBe(200);
      expect((await view(employer.token, c.id)).status).toBe(200);
      expect((await choose(c.token, 'hidden')).status).toBe(200);
      expect((await view(employer.token, c.id)).status).toBe(404);
      expect((await view(consultant.token, c.id)).status).toBe(404);
    });
  });

  describe("the company's notes", () => {
    it('comments and feedback are read only inside the company that wrote them', async () => {
      const c = await candidate('all');
      const wrote = await post(employer.token, API.talent.comment, {
        candidate_id: c.id,
        body: 'Strong on reach trucks',
      });
      expect(wrote.status).toBe(201);
      const feedback = await post(consultant.token, API.talent.feedback, {
        candidate_id: c.id,
        rating: 5,
        fit_roles: 'Forklift lead',
        salary_discussed: 4500,
        availability: 'Two weeks',
      });
      expect(feedback.status, JSON.stringify(feedback.body)).toBe(201);
      expect(
        (await post(consultant.token, API.talent.feedback, { candidate_id: c.id, rating: 9 }))
          .status,
      ).toBe(400);

      const comments = async (token: string) =>
        (await get(token, API.talent.comment, { candidate_id: c.id })).body.data as unknown[];
      const feedbacks = async (token: string) =>
        (await get(token, API.talent.feedback, { candidate_id: c.id })).body.data as unknown[];
      expect(await comments(employer.token)).toHaveLength(1);
      expect(await comments(otherEmployer.token)).toHaveLength(0);
      expect(await comments(consultant.token)).toHaveLength(0);
      expect(await feedbacks(colleague.token)).toHaveLength(1);
      expect(await feedbacks(employer.token)).toHaveLength(0);
      const seenByOther = (await view(otherEmployer.token, c.id)).body.data as TCandidateView;
      expect(seenByOther.comments).toEqual([]);
      expect(seenByOther.feedback).toEqual([]);
      const seenByColleague = (await view(colleague.token, c.id)).body.data as TCandidateView;
      expect(seenByColleague.feedback[0]).toMatchObject({ rating: 5, salary_discussed: 4500 });
      expect(seenByColleague.comments).toEqual([]);
    });
  });

  describe('CV folders', () => {
    it('keeps unique names per company, adds idempotently, and hides a candidate who turned hidden', async () => {
      const folder = await newFolder(employer.token, 'Forklift operators - Jebel Ali');
      const taken = await post(employer.token, API.talent.folders, {
        name: 'FORKLIFT operators - jebel ali',
      });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toEqual({ name: TALENT_MESSAGES.folderNameTaken });
      // Two colleagues naming a folder alike at once: one gets it.
      const racing = await Promise.all(
        ['Reefer drivers', 'REEFER DRIVERS'].map((name) =>
          post(employer.token, API.talent.folders, { name }),
        ),
      );
      expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
      // Another company may use the name.
      await newFolder(otherEmployer.token, 'Forklift operators - Jebel Ali');

      const a = await candidate('all');
      const b = await candidate('all');
      const add = (ids: string[]) =>
        post(employer.token, API.talent.folderCandidates(folder.id), { candidate_ids: ids });
      expect((await add([a.id, b.id])).status).toBe(200);
      const again = await add([a.id]);
      expect(again.status).toBe(200);
      expect((again.body.data as TCvFolder).candidate_count).toBe(2);
      let opened = await openFolder(employer.token, folder.id);
      expect(opened.items.map((i) => i.id).sort()).toEqual([a.id, b.id].sort());
      expect(opened.folder.name).toBe('Forklift operators - Jebel Ali');

      await t.database.db
        .update(candidateProfiles)
        .set({ visibility: 'hidden' })
        .where(eq(candidateProfiles.userId, b.id));
      opened = await openFolder(employer.token, folder.id);
      expect(opened.items.map((i) => i.id)).toEqual([a.id]);
      expect(opened.total).toBe(1);
      const listed = (await get(employer.token, API.talent.folders, { q: 'jebel' })).body
        .data as TPage<TCvFolder>;
      expect(listed.items).toHaveLength(1);
      expect(listed.items[0].candidate_count).toBe(1);
      await t.database.db
        .update(candidateProfiles)
        .set({ visibility: 'all' })
        .where(eq(candidateProfiles.userId, b.id));
      expect((await openFolder(employer.token, folder.id)).total).toBe(2);

      // Move, remove, rename, delete.
      const second = await newFolder(employer.token, 'Shortlist');
      const moved = await post(employer.token, API.talent.folderMove, {
        from_folder_id: folder.id,
        to_folder_id: second.id,
        candidate_ids: [a.id],
      });
      expect(moved.status).toBe(200);
      expect((await openFolder(employer.token, second.id)).items.map((i) => i.id)).toEqual([a.id]);
      expect((await openFolder(employer.token, folder.id)).items.map((i) => i.id)).toEqual([b.id]);
      const removed = await remove(employer.token, API.talent.folderCandidates(second.id), {
        candidate_ids: [a.id],
      });
      expect((removed.body.data as TCvFolder).candidate_count).toBe(0);
      const renamed = await put(employer.token, API.talent.folder(second.id), {
        name: 'Night shift',
      });
      expect((renamed.body.data as TCvFolder).name).toBe('Night shift');
      const clash = await put(employer.token, API.talent.folder(second.id), {
        name: 'forklift OPERATORS - Jebel Ali',
      });
      expect(clash.status).toBe(409);
      const deleted = await remove(employer.token, API.talent.folder(second.id));
      expect(deleted.status).toBe(200);
      expect((await get(employer.token, API.talent.folder(second.id))).status).toBe(404);
    });

    it("another company's folder answers 404 on every route", async () => {
      const folder = await newFolder(employer.token, 'Ours only');
      const c = await candidate('all');
      await post(employer.token, API.talent.folderCandidates(folder.id), { candidate_ids: [c.id] });
      const mine = await newFolder(otherEmployer.token, 'Theirs');
      const other = otherEmployer.token;
      const attempts = [
        get(other, API.talent.folder(folder.id)),
        get(other, API.talent.folderCsv(folder.id)),
        get(consultant.token, API.talent.folderZip(folder.id)),
        put(other, API.talent.folder(folder.id), { name: 'Taken over' }),
        remove(other, API.talent.folder(folder.id)),
        post(other, API.talent.folderCandidates(folder.id), { candidate_ids: [c.id] }),
        remove(other, API.talent.folderCandidates(folder.id), { candidate_ids: [c.id] }),
        post(other, API.talent.folderMove, {
          from_folder_id: folder.id,
          to_folder_id: mine.id,
          candidate_ids: [c.id],
        }),
      ];
      for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
      expect((await openFolder(employer.token, folder.id)).total).toBe(1);
      const theirs = (await get(other, API.talent.folders)).body.data as TPage<TCvFolder>;
      expect(theirs.items.map((f) => f.id)).not.toContain(folder.id);
      // Nor do the folders show in the candidate view of another company.
      const seen = (await view(other, c.id)).body.data as TCandidateView;
      expect(seen.folders).toEqual([]);
      expect(((await view(employer.token, c.id)).body.data as TCandidateView).folders).toEqual([
        { id: folder.id, name: 'Ours only' },
      ]);
    });

    it('exports a folder to CSV with formulas made harmless', async () => {
      const folder = await newFolder(consultant.token, 'Export me');
      const risky = await candidate('consultancy', { first: '=cmd', headline: '+SUM(A1:A9)' });
      const tabbed = await candidate('all', { first: '@Ali', headline: '\tTabbed' });
      await post(consultant.token, API.talent.folderCandidates(folder.id), {
        candidate_ids: [risky.id, tabbed.id],
      });
      const res = await get(consultant.token, API.talent.folderCsv(folder.id));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toContain('Export me.csv');
      const csv = String(res.body);
      expect(csv).toContain("'=cmd Khan");
      expect(csv).toContain("'+SUM(A1:A9)");
      expect(csv).toContain("'@Ali Khan");
      expect(csv).toContain("'\tTabbed");
      const lines = csv.split('\r\n').filter(Boolean);
      expect(lines[0]).toMatch(/^\uFEFFName,Headline/);
      expect(lines).toHaveLength(3);
      for (const line of lines.slice(1)) expect(line).not.toMatch(/(^|,)[=+\-@]/);
    });

    it("writes a folder's CSV in Arabic when asked, or in the account's language", async () => {
      const folder = await newFolder(consultant.token, 'Arabic export');
      const person = await candidate('all', { first: 'Mona' });
      await t.database.db
        .update(candidateProfiles)
        .set({ visaStatus: 'golden_visa', noticePeriod: 'one_month' })
        .where(eq(candidateProfiles.userId, person.id));
      await post(consultant.token, API.talent.folderCandidates(folder.id), {
        candidate_ids: [person.id],
      });
      const rows = async (query?: Record<string, string>) =>
        String((await get(consultant.token, API.talent.folderCsv(folder.id), query)).body)
          .split('\r\n')
          .filter(Boolean);
      const arabic = await rows({ lang: 'ar' });
      expect(arabic[0]).toBe(
        '\uFEFFالاسم,العنوان المهني,المسمى الوظيفي الحالي,جهة العمل الحالية,سنوات الخبرة,الإمارة,الجنسية,حالة التأشيرة,فترة الإشعار,الراتب المتوقع (درهم شهريًا),آخر نشاط,لديه سيرة ذاتية,الملف الشخصي',
      );
      expect(arabic[1]).toContain('التأشيرة الذهبية,شهر واحد');
      expect(arabic[1]).toContain(',لا,');
      const english = await rows();
      expect(english[0]).toMatch(/^\uFEFFName,Headline/);
      expect(english[1]).toContain('Golden visa,1 month');
      await t.database.db.update(users).set({ language: 'ar' }).where(eq(users.id, consultant.id));
      expect((await rows())[0]).toMatch(/^\uFEFFالاسم,/);
      await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, consultant.id));
    });

    it('gives the consultancy the CVs as one ZIP, and refuses an employer', async () => {
      const folder = await newFolder(consultant.token, 'Zipped');
      const withPdf = await candidate('consultancy', { cv: 'pdf', first: 'Ravi' });
      const withDocx = await candidate('all', { cv: 'docx', first: 'Mona' });
      const without = await candidate('all', { first: 'Omar' });
      await post(consultant.token, API.talent.folderCandidates(folder.id), {
        candidate_ids: [withPdf.id, withDocx.id, without.id],
      });
      const res = await t.app.inject({
        method: 'GET',
        url: API.talent.folderZip(folder.id),
        headers: { authorization: `Bearer ${consultant.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      const entries = unzipSync(new Uint8Array(res.rawPayload));
      const names = Object.keys(entries).sort();
      expect(names).toEqual(['Mona Khan - cv.docx', 'Ravi Khan - cv.pdf']);
      const stored = async (id: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: API.talent.candidateCv(id),
            headers: { authorization: `Bearer ${consultant.token}` },
          })
        ).rawPayload;
      expect(Buffer.from(entries['Ravi Khan - cv.pdf'])).toEqual(await stored(withPdf.id));
      expect(Buffer.from(entries['Mona Khan - cv.docx'])).toEqual(await stored(withDocx.id));

      const employerFolder = await newFolder(employer.token, 'No zip here');
      expect((await get(employer.token, API.talent.folderZip(employerFolder.id))).status).toBe(403);
    });
  });

  describe('sending candidates to a client', () => {
    let client: { id: number; name: string };
    let clientUser: { email: string };
    let clientJob: number;

    beforeAll(async () => {
      const built = await buildClient(t.database.db, consultant.companyId);
      client = built;
      clientUser = { email: built.userEmail };
      const clientAdmin = await signedIn(t.app, t.database.db, 'employer', {
        companyId: client.id,
      });
      clientJob = await jobMaker.create(clientAdmin.token, { title: 'Reach Truck Driver' });
    });

    const send = (token: string, payload: object) => post(token, API.talent.submissions, payload);

    it('lists the clients the consultancy manages with their live jobs; an employer may not send', async () => {
      const res = await get(consultant.token, API.talent.submissionClients, {
        q: client.name.slice(0, 12),
      });
      expect(res.status).toBe(200);
      const clients = res.body.data as { id: number; jobs: { id: number }[] }[];
      expect(clients.map((c) => c.id)).toContain(client.id);
      expect(clients.find((c) => c.id === client.id)!.jobs.map((j) => j.id)).toEqual([clientJob]);
      const c = await candidate('all');
      expect(
        (await send(employer.token, { candidate_ids: [c.id], client_id: client.id })).status,
      ).toBe(403);
      expect((await get(employer.token, API.talent.submissions)).status).toBe(403);
      expect((await get(employer.token, API.talent.submissionClients)).status).toBe(403);
    });

    it('sends, mails the client a masked link, and takes the answer back to the consultant', async () => {
      const c = await candidate('consultancy', { cv: 'pdf', first: 'Yusuf' });
      const sent = await send(consultant.token, {
        candidate_ids: [c.id],
        client_id: client.id,
        job_id: clientJob,
        note: 'Five years on reach trucks',
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const [submission] = sent.body.data as TSubmission[];
      // The answer's text carries a count: the web shows it by its key, in the reader's language.
      expect(sent.body).toMatchObject({
        message: 'Candidate sent',
        message_key: 'candidatesSent',
        message_values: { count: 1 },
      });
      expect(submission).toMatchObject({
        status: 'sent',
        candidate: { id: c.id, name: 'Yusuf Khan' },
        client: { id: client.id },
        job: { id: clientJob },
        share_contact: false,
      });

      // The outbox shows the mail masked; only the copy to send holds the token, kept as a hash.
      const [mail] = await mailsTo(clientUser.email);
      expect(mail.kind).toBe('candidates_sent');
      expect(mail.text).toContain(`/client-cv/${SECRET_MASK}`);
      const token = tokenIn(messageToSend(mail).text);
      expect(mail.text).not.toContain(token);
      const [row] = await t.database.db
        .select()
        .from(candidateSubmissions)
        .where(eq(candidateSubmissions.id, submission.id));
      expect(row.tokenHash).toBe(hashToken(token));
      expect(JSON.stringify(row)).not.toContain(token);

      // Sending again while the link is open is refused.
      const twice = await send(consultant.token, {
        candidate_ids: [c.id],
        client_id: client.id,
        job_id: clientJob,
      });
      expect(twice.status).toBe(409);
      expect(String(twice.body.message)).toContain('Yusuf Khan was already sent');
      expect(twice.body).toMatchObject({
        message_key: 'alreadySentForJob',
        message_values: { count: 1, names: 'Yusuf Khan' },
      });

      // The client opens the page without signing in: contact details hidden.
      const page = await call(t.app, { method: 'GET', url: API.talent.clientCv(token) });
      expect(page.status).toBe(200);
      const cv = page.body.data as TClientCv;
      expect(cv).toMatchObject({
        status: 'viewed',
        job: { id: clientJob },
        note: 'Five years on reach trucks',
      });
      expect(cv.candidate.email).toBeNull();
      expect(cv.candidate.mobile_number).toBeNull();
      // Without contact details shared, the client sees initials and no CV file (decision 033).
      expect(cv.candidate.first_name).toBe('Y.');
      expect(cv.cv).toBeNull();
      const file = await call(t.app, { method: 'GET', url: API.talent.clientCvFile(token) });
      expect(file.status).toBe(404);

      const answer = (payload: object) =>
        call(t.app, { method: 'POST', url: API.talent.clientCvAnswer(token), payload });
      expect((await answer({ answer: 'rejected' })).status).toBe(400);
      const asked = await answer({ answer: 'interview_requested', note: 'Tuesday 10am?' });
      expect(asked.status).toBe(200);
      expect((asked.body.data as TClientCv).status).toBe('interview_requested');
      const [told] = await mailsTo(consultant.email);
      expect(told.kind).toBe('submission_answered');
      expect(told.text).toContain('Tuesday 10am?');
      // The answer may change while the link works.
      const changed = await answer({ answer: 'rejected', note: 'Filled internally' });
      expect((changed.body.data as TClientCv).status).toBe('rejected');

      const list = await get(colleague.token, API.talent.submissions, { candidate_id: c.id });
      const items = (list.body.data as TPage<TSubmission>).items;
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ status: 'rejected', client_note: 'Filled internally' });
      expect(items[0].viewed_at).not.toBeNull();
      expect(items[0].answered_at).not.toBeNull();
      const seen = (await view(consultant.token, c.id)).body.data as TCandidateView;
      expect(seen.submissions.map((s) => s.status)).toEqual(['rejected']);
      expect(seen.can.submit).toBe(true);

      // Turned down: may be sent again.
      expect(
        (
          await send(consultant.token, {
            candidate_ids: [c.id],
            client_id: client.id,
            job_id: clientJob,
          })
        ).status,
      ).toBe(201);
    });

    it("the consultancy opens a hidden candidate who applied to a client's job, with the application", async () => {
      const c = await candidate('hidden');
      expect((await view(consultant.token, c.id)).status).toBe(404);
      expect((await post(c.token, API.applications.apply, { job_id: clientJob })).status).toBe(201);
      const seen = await view(consultant.token, c.id);
      expect(seen.status).toBe(200);
      expect((seen.body.data as TCandidateView).applications).toMatchObject([
        { status: 'applied', job: { id: clientJob, company_name: client.name } },
      ]);
    });

    it('shows contact details only when shared; a guessed or expired link answers 404', async () => {
      const c = await candidate('all', { first: 'Sara' });
      const sent = await send(consultant.token, {
        candidate_ids: [c.id],
        client_id: client.id,
        share_contact: true,
      });
      expect(sent.status).toBe(201);
      const [submission] = sent.body.data as TSubmission[];
      const [mail] = await mailsTo(clientUser.email);
      const token = tokenIn(messageToSend(mail).text);
      const page = await call(t.app, { method: 'GET', url: API.talent.clientCv(token) });
      expect((page.body.data as TClientCv).candidate.email).toBe(c.email);

      const dead = { message: 'This link has expired or is not valid', code: 'NOT_FOUND' };
      const guessed = await call(t.app, {
        method: 'GET',
        url: API.talent.clientCv(`${token.slice(0, -4)}AAAA`),
      });
      expect(guessed.status).toBe(404);
      expect(guessed.body).toEqual(dead);
      expect(
        (await call(t.app, { method: 'GET', url: API.talent.clientCv('short') })).body,
      ).toEqual(dead);
      await t.database.db
        .update(candidateSubmissions)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(candidateSubmissions.id, submission.id));
      for (const res of [
        await call(t.app, { method: 'GET', url: API.talent.clientCv(token) }),
        await call(t.app, { method: 'GET', url: API.talent.clientCvFile(token) }),
        await call(t.app, {
          method: 'POST',
          url: API.talent.clientCvAnswer(token),
          payload: { answer: 'interested' },
        }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual(dead);
      }
    });

    it('refuses a client it does not manage, a job not of the client, and a candidate beyond reach', async () => {
      const c = await candidate('all');
      const stranger = await buildCompany(t.database.db);
      const wrongClient = await send(consultant.token, {
        candidate_ids: [c.id],
        client_id: stranger.id,
      });
      expect(wrongClient.status).toBe(400);
      const otherJob = await jobMaker.create(employer.token);
      const wrongJob = await send(consultant.token, {
        candidate_ids: [c.id],
        client_id: client.id,
        job_id: otherJob,
      });
      expect(wrongJob.status).toBe(400);
      const hidden = await candidate('hidden');
      const beyond = await send(consultant.token, {
        candidate_ids: [c.id, hidden.id],
        client_id: client.id,
      });
      expect(beyond.status).toBe(404);
      const rows = await t.database.db
        .select()
        .from(candidateSubmissions)
        .where(and(eq(candidateSubmissions.candidateId, c.id)));
      expect(rows).toHaveLength(0);
      // Another consultancy sees none of these submissions.
      const rival = await as('consultancy');
      const theirs = (await get(rival.token, API.talent.submissions)).body
        .data as TPage<TSubmission>;
      expect(theirs.total).toBe(0);
    });
  });

  describe('inviting to apply', () => {
    it("e-mails candidates the job's link, for the user's live jobs only", async () => {
      const job = await jobMaker.create(employer.token, { title: 'Forklift Operator' });
      const a = await candidate('all', { first: 'Hamid' });
      const res = await post(employer.token, API.talent.invite, {
        candidate_ids: [a.id, a.id],
        job_id: job,
        note: 'Night shift in JAFZA',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual({ invited: 1 });
      const [mail] = await mailsTo(a.email);
      expect(mail.kind).toBe('job_invitation');
      expect(mail.text).toContain(`/jobs/view/${job}?from=invitation`);
      expect(mail.text).toContain('Night shift in JAFZA');
      const theirs = await jobMaker.create(otherEmployer.token);
      expect(
        (await post(employer.token, API.talent.invite, { candidate_ids: [a.id], job_id: theirs }))
          .status,
      ).toBe(400);
    });
  });
});
