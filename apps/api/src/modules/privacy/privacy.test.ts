import { randomBytes } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { PRIVACY_NOTICE_VERSION } from '@logicareers/shared/constants';
import type { TProfile } from '@logicareers/shared/schemas/common';
import { uaeLocalOf } from '@logicareers/shared/schemas/interviews';
import {
  EXPORT_LINK_DAYS,
  EXPORT_LINK_DOWNLOADS,
  PRIVACY_MESSAGES as M,
  type TPrivacyStatus,
} from '@logicareers/shared/schemas/privacy';
import pino from 'pino';
import { rowsOf } from '../../db/rows';
import {
  applicationComments,
  applications,
  candidateCertifications,
  candidateComments,
  candidateEducations,
  candidateEmployments,
  candidateProfiles,
  candidateSubmissions,
  dataExports,
  enquiries,
  jobAlerts,
  outbox,
  users,
} from '../../db/schema';
import { buildClient, jobFactory, signedIn, TEST_PASSWORD } from '../../test/factories';
import { pdfCv, uploadCv } from '../../test/files';
import { call, DATABASES, LOGIN_PATH, startTestApp, type TestApp } from '../../test/harness';
import {
  deliverDueMail,
  FORGOTTEN_ADDRESS,
  messageToSend,
  type MailTransport,
} from '../mail/outbox';
import { startWorker } from '../../worker/worker';
import { readContentPage } from '../content/content.service';
import { writeSiteSettings } from '../settings/settings.service';
import { ERASED_DOMAIN } from '../users/account-erasure';
import { expireDataExports, prepareDataExports, type PersonalData } from './data-export';
import { eraseDueDeletions } from './privacy.service';
import { applyRetention } from './retention';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const unique = () => randomBytes(4).toString('hex');

interface Person {
  id: string;
  token: string;
  email: string;
  first: string;
  last: string;
  phone: string;
  companyId: number | null;
}

describe.each(DATABASES)("the candidate's rights over their data (%s)", (kind) => {
  let t: TestApp;
  let consultant: Person;
  let employer: Person;
  let subject: Person;
  let other: Person;
  let job: number;

  const db = () => t.database.db;
  const ctx = () => ({ db: db(), files: t.app.ctx.files });
  const get = (token: string | undefined, url: string) =>
    call(t.app, { method: 'GET', url, token });
  const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(t.app, { method, url, token, ...(payload ? { payload } : {}) });

  const person = async (
    role: 'candidate' | 'employer' | 'consultancy',
    first: string,
    last: string,
    phone: string,
    companyId?: number,
  ): Promise<Person> => {
    const email = `${first.toLowerCase()}-${unique()}@example.ae`;
    const { user, token } = await signedIn(t.app, db(), role, {
      email,
      firstName: first,
      lastName: last,
      mobileNumber: phone,
      ...(companyId ? { companyId } : {}),
    });
    return { id: user.id, token, email, first, last, phone, companyId: user.companyId };
  };

  /** A candidate with everything the product keeps about one: profile, CV, history, activity. */
  const candidateWithHistory = async (first: string, last: string, phone: string) => {
    const c = await person('candidate', first, last, phone);
    await db()
      .insert(candidateProfiles)
      .values({
        userId: c.id,
        headline: `${first} ${last}, forklift lead`,
        summary: `Call ${first} on ${phone}`,
      });
    const cv = await pdfCv([`${first} ${last}`, c.email, phone, 'Forklift lead, Jebel Ali']);
    const uploaded = await uploadCv(t.app, c.token, cv, `${first}-cv.pdf`);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    await db()
      .insert(candidateEmployments)
      .values({ userId: c.id, employerName: 'Gulf Freight', designation: 'Forklift lead' });
    await db()
      .insert(candidateEducations)
      .values({ userId: c.id, institution: 'Dubai Polytechnic' });
    await db().insert(candidateCertifications).values({ userId: c.id, name: 'Forklift licence' });
    await db()
      .insert(jobAlerts)
      .values({
        userId: c.id,
        name: 'Forklift jobs',
        unsubscribeToken: randomBytes(24).toString('hex'),
      });
    const applied = await send(c.token, 'POST', API.applications.apply, { job_id: job });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const [application] = await db()
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.candidateId, c.id));
    await db()
      .insert(applicationComments)
      .values({
        applicationId: application.id,
        companyId: employer.companyId,
        authorId: employer.id,
        body: `Called ${first} ${last} on ${phone}; ${first} is keen`,
      });
    // The consultancy opens the profile, notes it and sends it to a client.
    expect((await get(consultant.token, API.talent.candidate(c.id))).status).toBe(200);
    await db()
      .insert(candidateComments)
      .values({
        candidateId: c.id,
        companyId: consultant.companyId!,
        authorId: consultant.id,
        body: `${first} ${last} prefers nights`,
      });
    const client = await buildClient(db(), consultant.companyId);
    const sent = await send(consultant.token, 'POST', API.talent.submissions, {
      candidate_ids: [c.id],
      client_id: client.id,
      note: `${first} is available at once`,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const interview = await send(consultant.token, 'POST', API.interviews.list, {
      candidate_id: c.id,
      starts_at: uaeLocalOf(new Date(Date.now() + 3 * DAY)),
      duration_minutes: 30,
      mode: 'phone',
      phone,
    });
    expect(interview.status, JSON.stringify(interview.body)).toBe(201);
    await db()
      .insert(enquiries)
      .values({
        page: 'contact-us',
        name: `${first} ${last}`,
        email: c.email,
        phone,
        subject: 'My CV',
        message: `Hello, this is ${first}`,
      });
    return c;
  };

  const privacyOf = async (c: Person) => {
    const res = await get(c.token, API.privacy.status);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as TPrivacyStatus;
  };

  /** The download token of the latest data_export_ready e-mail to `to`. */
  const exportLink = async (to: string) => {
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.kind, 'data_export_ready')))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const text = messageToSend(mail).text;
    const token = /\/api\/privacy\/export\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(token).toBeTruthy();
    return token!;
  };

  const download = (token: string) =>
    t.app.inject({ method: 'GET', url: API.privacy.exportDownload(token) });
  /** The signed-in user's own latest copy, from their account. */
  const ownCopy = (c: Person) =>
    t.app.inject({
      method: 'GET',
      url: API.privacy.exportFile,
      headers: { authorization: `Bearer ${c.token}` },
    });
  const dataJsonOf = (zip: Buffer) => strFromU8(unzipSync(new Uint8Array(zip))['data.json']);

  beforeAll(async () => {
    t = await startTestApp(kind);
    const jobs = await jobFactory(t.app);
    consultant = await person('consultancy', 'Mona', 'Saeed', '+971501110001');
    employer = await person('employer', 'Rashid', 'Hamdan', '+971501110002');
    job = await jobs.create(employer.token);
    subject = await candidateWithHistory('Zenobia', 'Quillfeather', '+971509876543');
    other = await candidateWithHistory('Bartholomew', 'Oyelaran', '+971504445566');
  }, 180_000);
  afterAll(async () => t?.close());

  it('keeps the consent and the choice of who may find the candidate, and changes both', async () => {
    const before = await privacyOf(subject);
    expect(before).toMatchObject({
      privacy_version: PRIVACY_NOTICE_VERSION,
      current_version: PRIVACY_NOTICE_VERSION,
      visibility: 'consultancy',
      export: null,
      deletion_due_at: null,
    });
    expect(before.privacy_accepted_at).not.toBeNull();
    const refused = await send(subject.token, 'PUT', API.privacy.consent, {
      visibility: 'hidden',
    });
    expect(refused.status).toBe(400);
    const saved = await send(subject.token, 'PUT', API.privacy.consent, {
      accept_privacy: true,
      visibility: 'hidden',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe(M.consentSaved);
    expect((await privacyOf(subject)).visibility).toBe('hidden');
    // Hidden, the consultancy no longer finds nor opens them.
    expect((await get(consultant.token, API.talent.candidate(subject.id))).status).toBe(404);
    await send(subject.token, 'PUT', API.privacy.consent, {
      accept_privacy: true,
      visibility: 'consultancy',
    });
    // Others' roles have no privacy screen of a candidate.
    expect((await get(employer.token, API.privacy.status)).status).toBe(403);
    expect((await get(undefined, API.privacy.status)).status).toBe(401);
  });

  it('states what is kept, for how long and the rights, in English and in Arabic', async () => {
    const en = await readContentPage(db(), 'privacy-policy');
    const ar = await readContentPage(db(), 'privacy-policy', 'ar');
    for (const page of [en, ar]) {
      for (const fact of ['24', '36', '30', String(EXPORT_LINK_DAYS), '45'])
        expect(page.body).toContain(fact);
    }
    expect(en.body).toContain('Download my data');
    expect(en.body).toContain('24 hours later');
    expect(ar.title).toBe('سياسة الخصوصية');
    expect(ar.body).toContain('تنزيل بياناتي');
    expect(ar.body).toContain('حذف حسابي');
  });

  it('records who may find a candidate chosen at sign-up', async () => {
    const email = `signup-${unique()}@example.ae`;
    const res = await call(t.app, {
      method: 'POST',
      url: API.candidateRegister,
      payload: {
        email,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        visibility: 'all',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const [row] = await db()
      .select({ visibility: candidateProfiles.visibility, version: users.privacyVersion })
      .from(users)
      .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
      .where(eq(users.email, email));
    expect(row).toEqual({ visibility: 'all', version: PRIVACY_NOTICE_VERSION });
  });

  let exportToken: string;
  it('exports every row about the candidate, their files, and nothing about anyone else', async () => {
    const asked = await send(subject.token, 'POST', API.privacy.export);
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect((asked.body.data as TPrivacyStatus).export?.status).toBe('requested');
    expect((await send(subject.token, 'POST', API.privacy.export)).status).toBe(409);
    expect(await prepareDataExports(ctx(), t.env.APP_URL)).toBe(1);
    expect((await privacyOf(subject)).export?.status).toBe('ready');
    exportToken = await exportLink(subject.email);

    const res = await download(exportToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const json = strFromU8(entries['data.json']);
    const data = JSON.parse(json) as PersonalData;
    const cvEntry = Object.keys(entries).find((name) => name.startsWith('files/cv-'));
    expect(cvEntry).toBeTruthy();
    expect(entries[cvEntry!].byteLength).toBeGreaterThan(100);

    // Every table that points at the person holds as many rows about them as the export shows.
    const sections: Record<string, keyof PersonalData> = {
      'users.id': 'account',
      'candidate_profiles.user_id': 'profile',
      'candidate_employments.user_id': 'employments',
      'candidate_educations.user_id': 'educations',
      'candidate_certifications.user_id': 'certifications',
      'files.owner_id': 'files',
      'applications.candidate_id': 'applications',
      'saved_jobs.user_id': 'saved_jobs',
      'job_alerts.user_id': 'job_alerts',
      'candidate_emails.candidate_id': 'emails_from_companies',
      'email_responses.candidate_id': 'emails_from_companies',
      'email_unsubscribes.candidate_id': 'marketing_opt_outs',
      'candidate_profile_views.candidate_id': 'profile_views',
      'interviews.candidate_id': 'interviews',
      'candidate_submissions.candidate_id': 'sent_to_clients',
      'candidate_comments.candidate_id': 'notes_by_companies',
      'consultant_feedback.candidate_id': 'consultant_feedback',
      'cv_folder_candidates.candidate_id': 'cv_folders',
      'data_exports.user_id': 'data_exports',
    };
    /** Columns naming a user that are not records about the person (what they did as staff). */
    const asActor = new Set([
      'application_events.actor_id',
      'candidate_search.user_id',
      'sessions.user_id',
      // Whom other people's e-mails are about: theirs, not the person's (found by an erasure).
      'outbox_subjects.user_id',
    ]);
    const references = rowsOf<{ table_name: string; column_name: string }>(
      await db().execute(sql`
        select kcu.table_name, kcu.column_name
        from information_schema.referential_constraints rc
        join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
          and kcu.constraint_schema = rc.constraint_schema
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = rc.unique_constraint_name
          and ccu.constraint_schema = rc.unique_constraint_schema
        where ccu.table_name = 'users' and ccu.column_name = 'id'
          and kcu.table_schema = 'public'`),
    );
    for (const ref of [...references, { table_name: 'users', column_name: 'id' }]) {
      const column = `${ref.table_name}.${ref.column_name}`;
      const [{ n }] = rowsOf<{ n: number }>(
        await db().execute(
          sql`select count(*)::int as n from ${sql.identifier(ref.table_name)}
            where ${sql.identifier(ref.column_name)} = ${subject.id}`,
        ),
      );
      if (!n || asActor.has(column)) continue;
      expect(sections[column], `${column} holds ${n} rows about the person`).toBeDefined();
      expect(data[sections[column]].length, column).toBeGreaterThanOrEqual(
        column === 'email_responses.candidate_id' ? 0 : n,
      );
    }
    expect(data.account[0]).toMatchObject({ email: subject.email, first_name: 'Zenobia' });
    expect(data.account[0]).not.toHaveProperty('password_hash');
    expect(data.applications).toHaveLength(1);
    expect((data.applications[0] as { history: unknown[] }).history.length).toBeGreaterThan(0);
    expect(data.profile_views.length).toBeGreaterThan(0);
    expect(data.emails_sent_to_you.length).toBeGreaterThan(0);
    expect(data.enquiries).toHaveLength(1);

    // Nobody else: not the other candidate, not the recruiters who handled them.
    for (const someone of [other, consultant, employer]) {
      for (const needle of [someone.email, someone.first, someone.last, someone.phone, someone.id])
        expect(json.includes(needle), `${needle} leaked into the export`).toBe(false);
    }
    for (const [name, bytes] of Object.entries(entries))
      expect(Buffer.from(bytes).includes(other.email), name).toBe(false);
  });

  it('serves the copy only through its link, which expires with its file', async () => {
    // Nobody else's session or token opens it, and a guessed token is unknown.
    expect((await download(randomBytes(32).toString('base64url'))).statusCode).toBe(404);
    expect((await download('short')).statusCode).toBe(404);
    const otherAsked = await send(other.token, 'POST', API.privacy.export);
    expect(otherAsked.status).toBe(202);
    await prepareDataExports(ctx(), t.env.APP_URL);
    const otherToken = await exportLink(other.email);
    const theirs = await download(otherToken);
    const json = strFromU8(unzipSync(new Uint8Array(theirs.rawPayload))['data.json']);
    expect(json.includes(subject.email)).toBe(false);
    expect((await privacyOf(other)).export?.status).toBe('ready');

    const [row] = await db()
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(eq(dataExports.userId, subject.id));
    expect(await t.app.ctx.files.get(row.key!)).not.toBeNull();
    // Signed in, each candidate downloads their own copy from their account, and only that;
    // an employer has none to download.
    const own = await ownCopy(subject);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/zip');
    expect(dataJsonOf(own.rawPayload).includes(subject.email)).toBe(true);
    const others = await ownCopy(other);
    expect(dataJsonOf(others.rawPayload).includes(subject.email)).toBe(false);
    expect((await ownCopy(employer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: API.privacy.exportFile })).statusCode).toBe(
      401,
    );
    // Seven days on, the link no longer works and the file is gone.
    expect(await expireDataExports(ctx(), new Date(Date.now() + 6 * DAY))).toBe(0);
    expect((await download(exportToken)).statusCode).toBe(200);
    expect(await expireDataExports(ctx(), new Date(Date.now() + 7 * DAY + HOUR))).toBe(2);
    const gone = await download(exportToken);
    expect(gone.statusCode).toBe(404);
    expect(JSON.parse(gone.body)).toMatchObject({ message: M.exportLinkInvalid });
    expect(await t.app.ctx.files.get(row.key!)).toBeNull();
    expect((await ownCopy(subject)).statusCode).toBe(404);
    expect((await privacyOf(subject)).export?.status).toBe('expired');
  });

  it('a download link begins a few downloads, then answers 410; a replaced link is unknown', async () => {
    const ask = async () => {
      expect((await send(other.token, 'POST', API.privacy.export)).status).toBe(202);
      await prepareDataExports(ctx(), t.env.APP_URL);
      return exportLink(other.email);
    };
    const first = await ask();
    for (let n = 0; n < EXPORT_LINK_DOWNLOADS; n++)
      expect((await download(first)).statusCode, `download ${n + 1}`).toBe(200);
    const used = await download(first);
    expect(used.statusCode).toBe(410);
    expect(JSON.parse(used.body)).toEqual({ code: 'GONE', message: M.exportLinkUsed });
    // A new copy has a new link, which works; the used one stays refused, now as unknown.
    const second = await ask();
    expect(second).not.toBe(first);
    expect((await download(second)).statusCode).toBe(200);
    expect((await download(first)).statusCode).toBe(404);
  });

  it('schedules the deletion a day ahead with the password, shows it at sign-in and cancels it', async () => {
    // Found by CV search until the request, hidden from it at once, found again once cancelled.
    const found = async () => {
      const res = await get(consultant.token, `${API.talent.search}?q=Quillfeather`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as { items: { id: string }[] }).items.some((c) => c.id === subject.id);
    };
    expect(await found()).toBe(true);
    const wrong = await send(subject.token, 'POST', API.privacy.deletion, { password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: { password: M.passwordWrong } });
    const asked = await send(subject.token, 'POST', API.privacy.deletion, {
      password: TEST_PASSWORD,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const due = new Date((asked.body.data as { deletion_due_at: string }).deletion_due_at);
    expect(Math.abs(due.getTime() - Date.now() - DAY)).toBeLessThan(60_000);
    const signIn = await call(t.app, {
      method: 'POST',
      url: LOGIN_PATH.candidate,
      payload: { email: subject.email, password: TEST_PASSWORD },
    });
    expect((signIn.body.data as TProfile).deletion_due_at).toBe(due.toISOString());
    expect(await found()).toBe(false);
    // Administrators see the deletion scheduled, and when.
    const admin = await signedIn(t.app, db(), 'master_admin');
    const detail = await get(admin.token, API.users.one(subject.id));
    expect(detail.status).toBe(200);
    expect((detail.body.data as { deletion_due_at: string | null }).deletion_due_at).toBe(
      due.toISOString(),
    );
    expect(await eraseDueDeletions(ctx(), new Date(Date.now() + 23 * HOUR))).toBe(0);
    const cancelled = await send(subject.token, 'DELETE', API.privacy.deletion);
    expect(cancelled.status).toBe(200);
    expect(await found()).toBe(true);
    const after = await get(admin.token, API.users.one(subject.id));
    expect((after.body.data as { deletion_due_at: string | null }).deletion_due_at).toBeNull();
    expect((await send(subject.token, 'DELETE', API.privacy.deletion)).status).toBe(409);
    expect(await eraseDueDeletions(ctx(), new Date(Date.now() + 25 * HOUR))).toBe(0);
    expect((await privacyOf(subject)).deletion_due_at).toBeNull();
  });

  it('erases the person from every table and the file store, keeping applications without them', async () => {
    // A fresh copy of their data waits in the store, to be erased too.
    await send(subject.token, 'POST', API.privacy.export);
    await prepareDataExports(ctx(), t.env.APP_URL);
    expect(
      (await send(subject.token, 'POST', API.privacy.deletion, { password: TEST_PASSWORD })).status,
    ).toBe(200);
    expect(await eraseDueDeletions(ctx(), new Date(Date.now() + 24 * HOUR + 60_000))).toBe(1);

    // The confirmation goes to the address, which is then forgotten as well.
    const delivered: string[] = [];
    const transport: MailTransport = {
      send: async (m) => void delivered.push(`${m.to} ${m.subject}`),
    };
    while ((await deliverDueMail(db(), transport, 50)).claimed);
    expect(delivered).toContain(`${subject.email} Your LogiCareers account has been deleted`);
    // Forgotten as it was sent, with no later sweep: the outbox listing finds nothing by it.
    const [notice] = await db()
      .select({ to: outbox.to, status: outbox.status })
      .from(outbox)
      .where(eq(outbox.kind, 'account_erased'))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(notice).toEqual({ to: FORGOTTEN_ADDRESS, status: 'sent' });
    const admin = await signedIn(t.app, db(), 'master_admin');
    const listed = await call(t.app, {
      method: 'GET',
      url: `${API.outbox}?to=${encodeURIComponent(subject.email)}`,
      token: admin.token,
    });
    expect(listed.status).toBe(200);
    expect((listed.body.data as { total: number }).total).toBe(0);

    const needles = [
      subject.email,
      subject.first,
      subject.last,
      subject.phone,
      subject.phone.slice(4),
    ];
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await db().execute(sql`
        select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_name = c.table_name
          and t.table_schema = c.table_schema and t.table_type = 'BASE TABLE'
        where c.table_schema = 'public'
          and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'tsvector')`),
    );
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      for (const needle of needles) {
        const [{ n }] = rowsOf<{ n: number }>(
          await db().execute(
            sql`select count(*)::int as n from ${sql.identifier(table)}
              where strpos(lower(${sql.identifier(column)}::text), lower(${needle})) > 0`,
          ),
        );
        if (n) found.push(`${table}.${column} holds "${needle}" ${n} time(s)`);
      }
    }
    expect(found).toEqual([]);

    // No stored file carries them: their CV and the copy of their data are gone.
    for await (const file of t.app.ctx.files.list()) {
      const bytes = await t.app.ctx.files.get(file.key);
      for (const needle of needles)
        expect(bytes?.includes(Buffer.from(needle)), `${file.key} holds ${needle}`).toBeFalsy();
    }

    // The application stays for the employer, without the person; the other candidate is intact.
    const kept = await db()
      .select({ id: applications.id, cover: applications.coverNote })
      .from(applications)
      .where(eq(applications.candidateId, subject.id));
    expect(kept).toHaveLength(1);
    const [account] = await db()
      .select({ email: users.email, status: users.status })
      .from(users)
      .where(eq(users.id, subject.id));
    expect(account).toEqual({ email: `erased-${subject.id}@${ERASED_DOMAIN}`, status: 'disabled' });
    const [intact] = await db()
      .select({ first: users.firstName })
      .from(users)
      .where(eq(users.email, other.email));
    expect(intact.first).toBe('Bartholomew');
    const stillThere = await get(consultant.token, API.talent.candidate(other.id));
    expect(stillThere.status).toBe(200);
    // Signing in is over, and the CV search forgets them.
    const signIn = await call(t.app, {
      method: 'POST',
      url: LOGIN_PATH.candidate,
      payload: { email: subject.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(401);
    expect((await get(consultant.token, API.talent.candidate(subject.id))).status).toBe(404);
  });

  describe('retention of inactive candidates', () => {
    const inactive = async (first: string, since: Date) => {
      const c = await person('candidate', first, 'Retained', '+971507770000');
      await db()
        .update(users)
        .set({ createdAt: since, lastLoginAt: since })
        .where(eq(users.id, c.id));
      return c;
    };
    const stateOf = async (c: Person) => {
      const [row] = await db()
        .select({ email: users.email, warnedAt: users.inactivityWarnedAt })
        .from(users)
        .where(eq(users.id, c.id));
      return row;
    };
    const warnings = async (c: Person) =>
      (
        await db()
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(eq(outbox.to, c.email), eq(outbox.kind, 'inactivity_warning')))
      ).length;
    const months = (from: Date, n: number, days = 0) => {
      const at = new Date(from);
      at.setUTCMonth(at.getUTCMonth() + n);
      return new Date(at.getTime() + days * DAY);
    };

    it('stops serving a CV sent to a client when its link expires and removes the e-mails that carried it', async () => {
      const client = await buildClient(db(), consultant.companyId);
      const sent = await send(consultant.token, 'POST', API.talent.submissions, {
        candidate_ids: [other.id],
        client_id: client.id,
        // Only a link that shares the contact details serves the CV file.
        share_contact: true,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const mails = () =>
        db()
          .select()
          .from(outbox)
          .where(and(eq(outbox.kind, 'candidates_sent'), eq(outbox.to, client.userEmail)));
      const [mail] = await mails();
      expect(mail).toBeDefined();
      const token = /\/client-cv\/([A-Za-z0-9_-]+)/.exec(messageToSend(mail).text)?.[1];
      expect(token).toBeTruthy();
      expect((await get(undefined, API.talent.clientCv(token!))).status).toBe(200);
      expect((await get(undefined, API.talent.clientCvFile(token!))).status).toBe(200);
      await db()
        .update(candidateSubmissions)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(candidateSubmissions.clientId, client.id));
      expect((await get(undefined, API.talent.clientCv(token!))).status).not.toBe(200);
      expect((await get(undefined, API.talent.clientCvFile(token!))).status).not.toBe(200);
      await db().update(outbox).set({ status: 'sent' }).where(eq(outbox.id, mail.id));
      await applyRetention(ctx(), t.env.APP_URL, new Date(Date.now() + 29 * DAY));
      expect(await mails()).toHaveLength(1);
      const result = await applyRetention(ctx(), t.env.APP_URL, new Date(Date.now() + 31 * DAY));
      expect(result.sharedCvMailsRemoved).toBeGreaterThan(0);
      expect(await mails()).toHaveLength(0);
    });

    it('warns at 24 months, erases at 36, and a sign-in starts the count again', async () => {
      // Both signed up 30 months ago and never came back; the clock runs from then.
      const start = months(new Date(), -30);
      const quiet = await inactive('Quietus', start);
      const returning = await inactive('Redux', start);
      const run = (at: Date) => applyRetention(ctx(), t.env.APP_URL, at);

      await run(months(start, 23, 27));
      expect((await stateOf(quiet)).warnedAt).toBeNull();
      await run(months(start, 24, 1));
      expect((await stateOf(quiet)).warnedAt).not.toBeNull();
      expect(await warnings(quiet)).toBe(1);
      expect(await warnings(returning)).toBe(1);
      await run(months(start, 24, 2));
      expect(await warnings(quiet)).toBe(1);

      // Now, 30 months on, one signs in: the warning is withdrawn and the count starts again.
      const signIn = await call(t.app, {
        method: 'POST',
        url: LOGIN_PATH.candidate,
        payload: { email: returning.email, password: TEST_PASSWORD },
      });
      expect(signIn.status).toBe(200);
      expect((await stateOf(returning)).warnedAt).toBeNull();

      await run(months(start, 35, 27));
      expect((await stateOf(quiet)).email).toBe(quiet.email);
      await run(months(start, 36, 1));
      expect((await stateOf(quiet)).email).toBe(`erased-${quiet.id}@${ERASED_DOMAIN}`);
      const [confirm] = await db()
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.to, quiet.email), eq(outbox.kind, 'account_erased')));
      expect(confirm).toBeDefined();
      // The one who signed in is kept, not even warned (their 24 months run from the sign-in).
      expect(await stateOf(returning)).toEqual({ email: returning.email, warnedAt: null });
      expect(await warnings(returning)).toBe(1);
    });

    it('is applied by the worker once a day of its clock, with deletions due every minute', async () => {
      let now = new Date();
      const worker = startWorker({
        db: db(),
        transport: null,
        log: pino({ level: 'silent' }),
        files: t.app.ctx.files,
        privacy: { appUrl: t.env.APP_URL },
        clock: () => now,
        intervalMs: 3_600_000,
      });
      try {
        const first = await inactive('Primus', months(now, -25));
        await worker.tick();
        expect(await warnings(first)).toBe(1);
        // Within the day the retention does not run again; a day later it does.
        const second = await inactive('Secundus', months(now, -25));
        now = new Date(now.getTime() + HOUR);
        await worker.tick();
        expect(await warnings(second)).toBe(0);
        now = new Date(now.getTime() + DAY);
        await worker.tick();
        expect(await warnings(second)).toBe(1);
        // A deletion asked for now is done by the first pass after its cooling-off day.
        const leaving = await person('candidate', 'Exitus', 'Leaving', '+971507770001');
        const asked = await send(leaving.token, 'POST', API.privacy.deletion, {
          password: TEST_PASSWORD,
        });
        expect(asked.status).toBe(200);
        const due = new Date((asked.body.data as { deletion_due_at: string }).deletion_due_at);
        now = new Date(due.getTime() - HOUR);
        await worker.tick();
        expect((await stateOf(leaving)).email).toBe(leaving.email);
        now = new Date(due.getTime() + 60_000);
        await worker.tick();
        expect((await stateOf(leaving)).email).toBe(`erased-${leaving.id}@${ERASED_DOMAIN}`);
      } finally {
        await worker.stop();
      }
    });

    it('takes its periods from the site settings and never erases without a warning first', async () => {
      await writeSiteSettings(db(), null, {
        retention_warn_months: '6',
        retention_erase_months: '12',
      });
      try {
        const start = new Date();
        const c = await inactive('Brevis', new Date(start.getTime() - 13 * 31 * DAY));
        // Past both periods but never warned: warned now, erased no sooner than 30 days on.
        const first = await applyRetention(ctx(), t.env.APP_URL, start);
        expect(first).toMatchObject({ erased: 0, warned: 1 });
        expect(await warnings(c)).toBe(1);
        await applyRetention(ctx(), t.env.APP_URL, new Date(start.getTime() + 29 * DAY));
        expect((await stateOf(c)).email).toBe(c.email);
        await applyRetention(ctx(), t.env.APP_URL, new Date(start.getTime() + 31 * DAY));
        expect((await stateOf(c)).email).toBe(`erased-${c.id}@${ERASED_DOMAIN}`);
      } finally {
        await writeSiteSettings(db(), null, {
          retention_warn_months: '24',
          retention_erase_months: '36',
        });
      }
    });
  });
});
