import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { CV_MAX_BYTES, PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import { ANSWERS, MSG } from '@logicareers/shared/messages';
import {
  CANDIDATE_MESSAGES as M,
  type TCandidateItemCreated,
  type TCandidateProfile,
} from '@logicareers/shared/schemas/candidate';
import { candidateProfiles, files, outbox, users } from '../../db/schema';
import { buildUser, signedIn, loadMaster } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/demo-accounts';
import { MAX_ITEMS } from './candidates.service';
import {
  docxCv,
  fileForm,
  JPEG,
  jpegWithExif,
  pdfCv,
  PNG,
  pngWithText,
  scannedPdf,
  SECRET,
  WEBP,
} from '../../test/files';
import { uniqueWord } from '../jobs/unique-word';

const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const monthsAgo = (months: number) => {
  const now = new Date();
  const total = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  return { month: (total % 12) + 1, year: Math.floor(total / 12) };
};

const MASTER_KINDS = ['country', 'state', 'skill', 'designation', 'qualification'] as const;
type MasterKind = (typeof MASTER_KINDS)[number];

describe.each(DATABASES)('candidate profile (%s)', (kind) => {
  let t: TestApp;
  let idOf: (kind: MasterKind, name: string) => number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ idOf } = await loadMaster(t.app, MASTER_KINDS));
  });
  afterAll(() => t?.close());

  const newCandidate = () => signedIn(t.app, t.database.db, 'candidate');
  const getProfile = async (token: string) => {
    const res = await call(t.app, { method: 'GET', url: '/api/candidate/profile', token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as TCandidateProfile;
  };
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    call(t.app, { method, url, token, payload });

  /** The candidate form of SPEC.md section 3, filled in for a warehouse supervisor in Dubai. */
  const personal = (overrides: Record<string, unknown> = {}) => ({
    mobile_number: '+971 50 123 4567',
    first_name: 'Aisha',
    last_name: 'Rahman',
    country: idOf('country', 'United Arab Emirates'),
    state: String(idOf('state', 'Dubai')),
    nationality: idOf('country', 'India'),
    visa_status: 'employment_visa',
    driving_licences: ['light_vehicle', 'forklift'],
    employment: null,
    ...overrides,
  });

  describe('who has a profile', () => {
    it('refuses visitors, employers and non-candidate administrators', async () => {
      const anonymous = await call(t.app, { method: 'GET', url: '/api/candidate/profile' });
      expect([anonymous.status, anonymous.body]).toEqual([
        401,
        { message: ANSWERS.unauthenticated, code: 'UNAUTHENTICATED' },
      ]);
      const employer = await signedIn(t.app, t.database.db, 'employer');
      const asEmployer = await call(t.app, {
        method: 'GET',
        url: '/api/candidate/profile',
        token: employer.token,
      });
      expect([asEmployer.status, asEmployer.body]).toEqual([
        403,
        { message: ANSWERS.forbidden, code: 'FORBIDDEN' },
      ]);
      // The master administrator holds every permission but has no candidate profile.
      const admin = await signedIn(t.app, t.database.db, 'master_admin');
      for (const [method, url] of [
        ['GET', '/api/candidate/profile'],
        ['PUT', '/api/candidate/summary'],
        ['GET', '/api/candidate/cv'],
      ] as const) {
        const res = await call(t.app, { method, url, token: admin.token, payload: {} });
        expect([url, res.status, res.body]).toEqual([
          url,
          403,
          { message: M.onlyCandidates, code: 'FORBIDDEN' },
        ]);
      }
    });

    it('starts a new candidate with an empty profile and an empty meter', async () => {
      const { user, token } = await newCandidate();
      const profile = await getProfile(token);
      expect(profile).toMatchObject({
        user_id: user.id,
        email: user.email,
        first_name: 'Test',
        country: null,
        state: null,
        skills: [],
        employments: [],
        educations: [],
        certifications: [],
        cv: null,
        profile_photo: null,
        onboarded: false,
      });
      expect(profile.completeness.percent).toBe(0);
      expect(profile.completeness.parts.map((p) => p.key)).toEqual([
        'personal',
        'summary',
        'skills',
        'employment',
        'education',
        'desired_job',
        'certification',
        'cv',
        'photo',
      ]);
      expect(profile.completeness.parts.reduce((sum, p) => sum + p.weight, 0)).toBe(100);
    });
  });

  describe('personal details (the candidate form)', () => {
    it('answers each missing field with the message of SPEC.md section 5', async () => {
      const { token } = await newCandidate();
      const res = await send('PUT', '/api/candidate/update', token, {});
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual({
        mobile_number: MSG.mobileRequired,
        first_name: MSG.firstNameRequired,
        last_name: MSG.lastNameRequired,
        country: MSG.countryRequired,
        state: MSG.stateRequired,
      });
      const blanks = await send(
        'PUT',
        '/api/candidate/update',
        token,
        personal({ first_name: '  ', last_name: '', country: '', state: '' }),
      );
      expect(blanks.body.message).toEqual({
        first_name: MSG.firstNameRequired,
        last_name: MSG.lastNameRequired,
        country: MSG.countryRequired,
        state: MSG.stateRequired,
      });
      const bad = await send(
        'PUT',
        '/api/candidate/update',
        token,
        personal({ mobile_number: '12345' }),
      );
      expect(bad.body.message).toEqual({ mobile_number: MSG.phoneInvalid });
    });

    it('saves the form, with an emirate for the UAE and a typed state elsewhere', async () => {
      const { user, token } = await newCandidate();
      const form = personal({ first_name: ' Aisha ' });
      const res = await send('PUT', '/api/candidate/update', token, form);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe('Personal details saved');
      const saved = res.body.data as TCandidateProfile;
      expect(saved).toMatchObject({
        email: user.email,
        mobile_number: '+971501234567',
        first_name: 'Aisha',
        last_name: 'Rahman',
        country: { name: 'United Arab Emirates' },
        state: { name: 'Dubai' },
        state_name: '',
        nationality: { name: 'India' },
        visa_status: 'employment_visa',
        driving_licences: ['light_vehicle', 'forklift'],
      });
      expect(saved.completeness.parts.find((p) => p.key === 'personal')?.done).toBe(true);
      expect(saved.completeness.percent).toBe(20);
      // The account follows: the header reads the same user.
      const me = await call(t.app, { method: 'GET', url: '/api/user/', token });
      expect(me.body.data).toMatchObject({ first_name: 'Aisha', email: user.email });

      const abroad = await send(
        'PUT',
        '/api/candidate/update',
        token,
        personal({ country: idOf('country', 'India'), state: 'Kerala' }),
      );
      expect(abroad.status).toBe(200);
      expect(abroad.body.data).toMatchObject({
        country: { name: 'India' },
        state: null,
        state_name: 'Kerala',
      });
    });

    it('ignores an e-mail sent with the form: free or taken, the sign-in e-mail stays', async () => {
      const { user, token } = await newCandidate();
      const other = await buildUser(t.database.db, 'employer');
      const free = `aisha-${uniqueWord()}@example.ae`;
      const answers = [];
      for (const email of [free, other.email]) {
        const res = await send('PUT', '/api/candidate/update', token, personal({ email }));
        expect(res.status).toBe(200);
        expect((res.body.data as TCandidateProfile).email).toBe(user.email);
        answers.push({ ...res.body, data: { ...(res.body.data as object), updated_at: null } });
      }
      // Nothing in the answer tells a free e-mail from one that has an account.
      expect(answers[0]).toEqual(answers[1]);
      const [row] = await t.database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, user.id));
      expect(row.email).toBe(user.email);
      const told = await t.database.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.to, user.email), eq(outbox.kind, 'candidate_email_changed')));
      expect(told).toEqual([]);
    });

    it('checks the country, the emirate and the nationality against the lists', async () => {
      const { token } = await newCandidate();
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ country: idOf('skill', 'SAP EWM') }, { country: M.countryFromList }],
        [{ country: 999_999 }, { country: M.countryFromList }],
        [{ state: 'Dubai' }, { state: M.stateFromList }],
        [{ state: String(idOf('country', 'India')) }, { state: M.stateFromList }],
        [{ nationality: idOf('state', 'Dubai') }, { nationality: M.nationalityFromList }],
        [{ visa_status: 'tourist' }, { visa_status: 'Choose a visa status from the list' }],
        [
          { driving_licences: ['spaceship'] },
          { 'driving_licences.0': 'Choose licences from the list' },
        ],
      ];
      for (const [overrides, message] of cases) {
        const res = await send('PUT', '/api/candidate/update', token, personal(overrides));
        expect([overrides, res.status, res.body.message]).toEqual([overrides, 400, message]);
      }
      // An area inside an emirate is a place too.
      const area = await send(
        'PUT',
        '/api/candidate/update',
        token,
        personal({ state: idOf('state', 'Jebel Ali Free Zone (JAFZA)') }),
      );
      expect(area.status).toBe(200);
      expect((area.body.data as TCandidateProfile).state?.name).toBe('Jebel Ali Free Zone (JAFZA)');
    });

    it('applies the employment rules of SPEC.md section 5', async () => {
      const { token } = await newCandidate();
      const job = (employment: Record<string, unknown>) =>
        send('PUT', '/api/candidate/update', token, personal({ employment }));
      const started = monthsAgo(30);
      const ended = monthsAgo(6);
      const future = monthsAgo(-3);
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [
          { employer_name: 'Gulf Freight LLC', working_status: false },
          {
            'employment.start_month': M.startMonthRequired,
            'employment.start_year': M.startYearRequired,
            'employment.end_month': M.endMonthRequired,
            'employment.end_year': M.endYearRequired,
          },
        ],
        [
          { employer_name: 'Gulf Freight LLC', working_status: true },
          {
            'employment.start_month': M.startMonthRequired,
            'employment.start_year': M.startYearRequired,
          },
        ],
        [
          {
            employer_name: 'Gulf Freight LLC',
            working_status: 'false',
            start_month: started.month,
            start_year: started.year,
          },
          { 'employment.end_month': M.endMonthRequired, 'employment.end_year': M.endYearRequired },
        ],
        [
          {
            employer_name: 'Gulf Freight LLC',
            start_month: ended.month,
            start_year: ended.year,
            end_month: started.month,
            end_year: started.year,
          },
          { 'employment.end_year': M.endBeforeStart },
        ],
        [
          {
            employer_name: 'Gulf Freight LLC',
            working_status: true,
            start_month: future.month,
            start_year: future.year,
          },
          { 'employment.start_year': M.dateInFuture },
        ],
        [
          { employer_name: 'Gulf Freight LLC', start_month: 13, start_year: 1900 },
          {
            'employment.start_month': M.startMonthRequired,
            'employment.start_year': M.startYearRequired,
          },
        ],
      ];
      for (const [employment, message] of cases) {
        const res = await job(employment);
        expect([employment, res.status, res.body.message]).toEqual([employment, 400, message]);
      }
      // Without an employer name nothing about the job is required, and nothing is saved.
      const none = await job({ employer_name: '', working_status: false });
      expect(none.status).toBe(200);
      expect((none.body.data as TCandidateProfile).employments).toEqual([]);

      const current = await job({
        employer_name: 'Gulf Freight LLC',
        designation: 'Warehouse Supervisor',
        working_status: true,
        start_month: started.month,
        start_year: started.year,
        // A current job keeps no end date, whatever the form still held.
        end_month: 1,
        end_year: 2020,
      });
      expect(current.status, JSON.stringify(current.body)).toBe(200);
      const [first] = (current.body.data as TCandidateProfile).employments;
      expect(first).toMatchObject({
        employer_name: 'Gulf Freight LLC',
        designation: 'Warehouse Supervisor',
        working_status: true,
        start_month: started.month,
        start_year: started.year,
        end_month: null,
        end_year: null,
      });
      // Saving the form again updates that job rather than adding another.
      const left = await job({
        employer_name: 'Gulf Freight Solutions LLC',
        working_status: false,
        start_month: started.month,
        start_year: started.year,
        end_month: ended.month,
        end_year: ended.year,
      });
      const employments = (left.body.data as TCandidateProfile).employments;
      expect(employments).toHaveLength(1);
      expect(employments[0]).toMatchObject({
        id: first.id,
        employer_name: 'Gulf Freight Solutions LLC',
        designation: 'Warehouse Supervisor',
        working_status: false,
        end_month: ended.month,
        end_year: ended.year,
      });
    });
  });

  describe('summary, skills and desired job', () => {
    it('saves the summary with skills from the list, found by candidate search', async () => {
      const { user, token } = await newCandidate();
      const word = uniqueWord();
      const res = await send('PUT', '/api/candidate/summary', token, {
        headline: `Warehouse supervisor ${word}`,
        summary: 'Eight years running bonded warehouses in JAFZA.',
        experience_years: '8',
        skill_ids: [idOf('skill', 'SAP EWM'), idOf('skill', 'Cycle Counting')],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const profile = res.body.data as TCandidateProfile;
      expect(profile).toMatchObject({
        headline: `Warehouse supervisor ${word}`,
        experience_years: 8,
        skills: [{ name: 'SAP EWM' }, { name: 'Cycle Counting' }],
      });
      expect(profile.completeness.parts.filter((p) => p.done).map((p) => p.key)).toEqual([
        'summary',
        'skills',
      ]);
      const found = await t.database.db
        .select({ id: candidateProfiles.userId })
        .from(candidateProfiles)
        .where(
          sql`search_vector @@ websearch_to_tsquery('english', ${`${word} "cycle counting"`})`,
        );
      expect(found).toEqual([{ id: user.id }]);

      const bad = await send('PUT', '/api/candidate/summary', token, {
        experience_years: 60,
        skill_ids: ['SAP'],
        headline: 'x'.repeat(151),
      });
      expect(bad.body.message).toEqual({
        headline: 'The headline must be at most 150 characters',
        experience_years: M.experience,
        'skill_ids.0': M.skillsFromList,
      });
      const wrongKind = await send('PUT', '/api/candidate/summary', token, {
        skill_ids: [idOf('designation', 'Storekeeper')],
      });
      expect(wrongKind.body.message).toEqual({ skill_ids: M.skillsFromList });
    });

    it('saves the desired job and copies the designations for search', async () => {
      const { user, token } = await newCandidate();
      const empty = await send('PUT', '/api/candidate/desired-job', token, {});
      expect(empty.body.message).toEqual({ designation_ids: M.designationsRequired });
      const wrong = await send('PUT', '/api/candidate/desired-job', token, {
        designation_ids: [idOf('skill', 'SAP EWM')],
        state_ids: [idOf('country', 'India')],
        expected_salary: -5,
        notice_period: 'never',
      });
      expect(wrong.body.message).toEqual({
        expected_salary: M.salary,
        notice_period: 'Choose a notice period from the list',
      });
      const wrongKinds = await send('PUT', '/api/candidate/desired-job', token, {
        designation_ids: [idOf('skill', 'SAP EWM')],
        state_ids: [idOf('country', 'India')],
      });
      expect(wrongKinds.body.message).toEqual({
        designation_ids: M.designationsRequired,
        state_ids: M.locationsFromList,
      });
      const res = await send('PUT', '/api/candidate/desired-job', token, {
        designation_ids: [
          idOf('designation', 'Warehouse Manager'),
          idOf('designation', 'Storekeeper'),
        ],
        state_ids: [idOf('state', 'Dubai')],
        employment_types: ['full_time'],
        expected_salary: '12000',
        notice_period: 'one_month',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body.data as TCandidateProfile).desired_job).toMatchObject({
        designations: [{ name: 'Warehouse Manager' }, { name: 'Storekeeper' }],
        states: [{ name: 'Dubai' }],
        employment_types: ['full_time'],
        expected_salary: 12000,
        notice_period: 'one_month',
      });
      const [row] = await t.database.db
        .select({ titles: candidateProfiles.desiredTitlesText })
        .from(candidateProfiles)
        .where(eq(candidateProfiles.userId, user.id));
      expect(row.titles).toBe('Warehouse Manager, Storekeeper');
    });

    it('marks the sign-up steps done once', async () => {
      const { token } = await newCandidate();
      expect((await getProfile(token)).onboarded).toBe(false);
      const res = await send('POST', '/api/candidate/onboarded', token);
      expect(res.status).toBe(200);
      expect((res.body.data as TCandidateProfile).onboarded).toBe(true);
      expect((await send('POST', '/api/candidate/onboarded', token)).status).toBe(200);
    });
  });

  describe('employments, educations and certifications', () => {
    it('adds, changes and removes work experience, newest first', async () => {
      const { token } = await newCandidate();
      const bad = await send('POST', '/api/candidate/employments', token, {
        employer_name: '',
        designation: '',
      });
      expect(bad.body.message).toEqual({
        employer_name: M.employerNameRequired,
        designation: M.jobTitleRequired,
      });
      // A past job: without its end it is refused.
      const storekeeper = {
        employer_name: 'Emirates 3PL',
        designation: 'Storekeeper',
        start_month: 1,
        start_year: 2015,
      };
      const noEnd = await send('POST', '/api/candidate/employments', token, storekeeper);
      expect(noEnd.body.message).toEqual({
        end_month: M.endMonthRequired,
        end_year: M.endYearRequired,
      });
      const older = await send('POST', '/api/candidate/employments', token, {
        ...storekeeper,
        end_month: 6,
        end_year: 2019,
        description: 'Ran cycle counts for 12,000 SKUs.',
      });
      expect(older.status, JSON.stringify(older.body)).toBe(201);
      expect(older.body.message).toBe('Work experience added');
      const olderId = (older.body.data as TCandidateItemCreated).id;
      const current = await send('POST', '/api/candidate/employments', token, {
        employer_name: 'Gulf Freight LLC',
        designation: 'Warehouse Supervisor',
        working_status: true,
        start_month: 7,
        start_year: 2019,
      });
      const { profile } = current.body.data as TCandidateItemCreated;
      expect(profile.employments.map((e) => e.employer_name)).toEqual([
        'Gulf Freight LLC',
        'Emirates 3PL',
      ]);
      expect(profile.completeness.parts.find((p) => p.key === 'employment')?.done).toBe(true);

      const changed = await send('PUT', `/api/candidate/employments/${olderId}`, token, {
        employer_name: 'Emirates 3PL Warehousing',
        designation: 'Senior Storekeeper',
        start_month: 1,
        start_year: 2015,
        end_month: 6,
        end_year: 2019,
      });
      expect(changed.status).toBe(200);
      expect((changed.body.data as TCandidateProfile).employments[1]).toMatchObject({
        id: olderId,
        employer_name: 'Emirates 3PL Warehousing',
        designation: 'Senior Storekeeper',
        description: '',
      });
      const removed = await send('DELETE', `/api/candidate/employments/${olderId}`, token);
      expect(removed.status).toBe(200);
      expect((removed.body.data as TCandidateProfile).employments).toHaveLength(1);
      const again = await send('DELETE', `/api/candidate/employments/${olderId}`, token);
      expect([again.status, again.body]).toEqual([
        404,
        { message: ANSWERS.notFound, code: 'NOT_FOUND' },
      ]);
    });

    it("answers 404 for another candidate's items and for malformed ids", async () => {
      const owner = await newCandidate();
      const intruder = await newCandidate();
      const created = await send('POST', '/api/candidate/educations', owner.token, {
        qualification_id: idOf('qualification', 'Diploma'),
        institution: 'Dubai Polytechnic',
      });
      const id = (created.body.data as TCandidateItemCreated).id;
      const put = await send('PUT', `/api/candidate/educations/${id}`, intruder.token, {
        qualification_id: idOf('qualification', 'MBA'),
        institution: 'Stolen',
      });
      expect([put.status, put.body]).toEqual([
        404,
        { message: ANSWERS.notFound, code: 'NOT_FOUND' },
      ]);
      const del = await send('DELETE', `/api/candidate/educations/${id}`, intruder.token);
      expect(del.status).toBe(404);
      const malformed = await send('DELETE', '/api/candidate/educations/1 or 1=1', owner.token);
      expect(malformed.status).toBe(404);
      expect((await getProfile(owner.token)).educations).toMatchObject([
        { id, institution: 'Dubai Polytechnic', qualification: { name: 'Diploma' } },
      ]);
    });

    it('adds and changes education with a qualification from the list', async () => {
      const { token } = await newCandidate();
      const empty = await send('POST', '/api/candidate/educations', token, {});
      expect(empty.body.message).toEqual({
        qualification_id: M.qualificationRequired,
        institution: M.institutionRequired,
      });
      const wrong = await send('POST', '/api/candidate/educations', token, {
        qualification_id: idOf('skill', 'SAP EWM'),
        institution: 'Heriot-Watt University Dubai',
        start_year: 2012,
        end_year: 2010,
      });
      expect(wrong.body.message).toEqual({ end_year: M.endBeforeStart });
      const wrongKind = await send('POST', '/api/candidate/educations', token, {
        qualification_id: idOf('skill', 'SAP EWM'),
        institution: 'Heriot-Watt University Dubai',
      });
      expect(wrongKind.body.message).toEqual({ qualification_id: M.qualificationRequired });
      const res = await send('POST', '/api/candidate/educations', token, {
        qualification_id: idOf('qualification', "Bachelor's in Supply Chain Management"),
        institution: 'Heriot-Watt University Dubai',
        field_of_study: 'Logistics',
        start_year: '2010',
        end_year: '2014',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { id, profile } = res.body.data as TCandidateItemCreated;
      expect(profile.educations).toEqual([
        {
          id,
          qualification: expect.objectContaining({
            name: "Bachelor's in Supply Chain Management",
          }),
          institution: 'Heriot-Watt University Dubai',
          field_of_study: 'Logistics',
          start_year: 2010,
          end_year: 2014,
        },
      ]);
      const changed = await send('PUT', `/api/candidate/educations/${id}`, token, {
        qualification_id: idOf('qualification', 'MBA'),
        institution: 'Heriot-Watt University Dubai',
        start_year: 2016,
        end_year: 2018,
      });
      expect((changed.body.data as TCandidateProfile).educations[0]).toMatchObject({
        qualification: { name: 'MBA' },
        field_of_study: '',
        start_year: 2016,
      });
    });

    it('keeps certifications with their expiry and flags expired ones', async () => {
      const { token } = await newCandidate();
      const future = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
      const bad = await send('POST', '/api/candidate/certification', token, {
        name: '',
        issued_on: '2020-13-01',
      });
      expect(bad.body.message).toEqual({
        name: M.certificationNameRequired,
        issued_on: 'Enter a date as YYYY-MM-DD',
      });
      const backwards = await send('POST', '/api/candidate/certification', token, {
        name: 'IATA Dangerous Goods Regulations (DGR)',
        issued_on: '2022-05-01',
        expires_on: '2021-05-01',
      });
      expect(backwards.body.message).toEqual({ expires_on: M.expiryBeforeIssue });
      const notYet = await send('POST', '/api/candidate/certification', token, {
        name: 'PMP',
        issued_on: future,
      });
      expect(notYet.body.message).toEqual({ issued_on: M.dateInFuture });

      await send('POST', '/api/candidate/certification', token, {
        name: 'IATA Dangerous Goods Regulations (DGR)',
        issuer: 'IATA',
        issued_on: '2021-03-01',
        expires_on: '2023-03-01',
      });
      const valid = await send('POST', '/api/candidate/certification', token, {
        name: 'APICS CSCP',
        issuer: 'ASCM',
        issued_on: '2023-06-15',
        expires_on: future,
        credential_id: 'CSCP-1234',
      });
      const { id, profile } = valid.body.data as TCandidateItemCreated;
      expect(profile.certifications).toEqual([
        {
          id,
          name: 'APICS CSCP',
          issuer: 'ASCM',
          issued_on: '2023-06-15',
          expires_on: future,
          credential_id: 'CSCP-1234',
          expired: false,
        },
        expect.objectContaining({ name: 'IATA Dangerous Goods Regulations (DGR)', expired: true }),
      ]);
      const renewed = await send('PUT', `/api/candidate/certification/${id}`, token, {
        name: 'APICS CSCP',
        issued_on: '2023-06-15',
        expires_on: '',
      });
      expect((renewed.body.data as TCandidateProfile).certifications[0]).toMatchObject({
        expires_on: null,
        issuer: '',
        expired: false,
      });
      const removed = await send('DELETE', `/api/candidate/certification/${id}`, token);
      expect((removed.body.data as TCandidateProfile).certifications).toHaveLength(1);
    });

    it(`keeps at most ${MAX_ITEMS} entries in a list`, async () => {
      const { token } = await newCandidate();
      for (let i = 0; i < MAX_ITEMS; i++) {
        const res = await send('POST', '/api/candidate/certification', token, {
          name: `Cert ${i}`,
        });
        expect(res.status).toBe(201);
      }
      const over = await send('POST', '/api/candidate/certification', token, { name: 'One more' });
      expect([over.status, over.body]).toEqual([
        400,
        { message: { body: M.tooManyItems }, code: 'VALIDATION' },
      ]);
    });
  });

  /** Sends a file as the signed-in candidate's CV or photo. */
  const uploadTo =
    (field: 'cv' | 'photo') =>
    async (token: string | undefined, bytes: Buffer, filename: string, type: string) =>
      call(t.app, {
        method: 'POST',
        url: `/api/candidate/${field}`,
        token,
        ...(await fileForm(field, bytes, filename, type)),
      });

  describe('CV', () => {
    const upload = uploadTo('cv');
    const download = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/candidate/cv',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const cvRow = async (userId: string) =>
      (
        await t.database.db
          .select({ text: candidateProfiles.cvText, fileId: candidateProfiles.cvFileId })
          .from(candidateProfiles)
          .where(eq(candidateProfiles.userId, userId))
      )[0];
    const storedKey = async (fileId: string) =>
      (
        await t.database.db
          .select({ key: files.storageKey })
          .from(files)
          .where(eq(files.id, fileId))
      )[0]?.key;

    it('reads a PDF CV for search, lets its owner download it and replaces it with a DOCX', async () => {
      const { user, token } = await newCandidate();
      const pdfWord = uniqueWord();
      const pdf = await pdfCv([
        'Aisha Rahman - Warehouse Supervisor',
        `Skills: SAP EWM, cycle counting, ${pdfWord}`,
      ]);
      const res = await upload(token, pdf, 'Aisha Rahman CV.pdf', PDF_TYPE);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.message).toBe('CV uploaded');
      const profile = res.body.data as TCandidateProfile;
      expect(profile.cv).toEqual({
        id: expect.any(String),
        filename: 'Aisha Rahman CV.pdf',
        size: pdf.length,
        mime: PDF_TYPE,
        uploaded_at: expect.any(String),
      });
      expect(profile.completeness.parts.find((p) => p.key === 'cv')?.done).toBe(true);
      const first = await cvRow(user.id);
      expect(first.text).toContain('Warehouse Supervisor');
      expect(first.text).toContain(pdfWord);
      const found = await t.database.db
        .select({ id: candidateProfiles.userId })
        .from(candidateProfiles)
        .where(sql`search_vector @@ websearch_to_tsquery('english', ${pdfWord})`);
      expect(found).toEqual([{ id: user.id }]);

      const got = await download(token);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe(PDF_TYPE);
      expect(got.headers['content-disposition']).toBe(
        `attachment; filename="Aisha Rahman CV.pdf"; filename*=UTF-8''Aisha%20Rahman%20CV.pdf`,
      );
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['cache-control']).toBe('private, no-store');
      expect(Buffer.compare(got.rawPayload, pdf)).toBe(0);

      const oldKey = (await storedKey(first.fileId!))!;
      expect(await t.app.ctx.files.get(oldKey)).not.toBeNull();
      const docxWord = uniqueWord();
      const docx = await docxCv(['Aisha Rahman', `Forklift trainer and ${docxWord} specialist`]);
      // The name says text; the content says Word, and the content decides.
      const replaced = await upload(token, docx, 'résumé.txt', 'text/plain');
      expect(replaced.status, JSON.stringify(replaced.body)).toBe(201);
      expect((replaced.body.data as TCandidateProfile).cv).toMatchObject({
        filename: 'résumé.docx',
        mime: DOCX_TYPE,
        size: docx.length,
      });
      const second = await cvRow(user.id);
      expect(second.text).toContain(docxWord);
      expect(second.text).not.toContain(pdfWord);
      // The replaced CV is gone, row and bytes.
      expect(await storedKey(first.fileId!)).toBeUndefined();
      expect(await t.app.ctx.files.get(oldKey)).toBeNull();
      const again = await download(token);
      expect(again.headers['content-type']).toBe(DOCX_TYPE);
      expect(again.headers['content-disposition']).toBe(
        `attachment; filename="r_sum_.docx"; filename*=UTF-8''r%C3%A9sum%C3%A9.docx`,
      );
    });

    it('refuses files that are not really a PDF or Word document, whatever their name', async () => {
      const { user, token } = await newCandidate();
      const docx = await docxCv(['x']);
      const notWord = Buffer.from(docx);
      // A ZIP that is not a Word document: rename its word/ folder.
      for (
        let at = notWord.indexOf('word/document.xml');
        at >= 0;
        at = notWord.indexOf('word/document.xml', at + 1)
      )
        notWord.write('wurd', at, 'latin1');
      for (const [bytes, name, type] of [
        [PNG, 'cv.pdf', PDF_TYPE],
        [Buffer.from('Aisha Rahman, warehouse supervisor\n'), 'cv.pdf', PDF_TYPE],
        [Buffer.from('<html><script>alert(1)</script></html>'), 'cv.docx', DOCX_TYPE],
        [Buffer.from('%PDX-1.7 not quite'), 'cv.pdf', PDF_TYPE],
      ] as const) {
        const res = await upload(token, bytes, name, type);
        expect([name, res.status, res.body]).toEqual([
          name,
          415,
          { message: M.cvType, code: 'UNSUPPORTED_MEDIA_TYPE' },
        ]);
      }
      const fakeZip = await upload(token, notWord, 'cv.docx', DOCX_TYPE);
      expect([fakeZip.status, fakeZip.body]).toEqual([
        415,
        { message: M.cvType, code: 'UNSUPPORTED_MEDIA_TYPE' },
      ]);
      const none = await call(t.app, {
        method: 'POST',
        url: '/api/candidate/cv',
        token,
        payload: { cv: 'JVBERi0xLjQK' },
      });
      expect([none.status, none.body]).toEqual([
        400,
        { message: { cv: M.cvRequired }, code: 'VALIDATION' },
      ]);
      const empty = await upload(token, Buffer.alloc(0), 'cv.pdf', PDF_TYPE);
      expect([empty.status, empty.body]).toEqual([
        400,
        { message: { cv: M.cvRequired }, code: 'VALIDATION' },
      ]);
      expect((await cvRow(user.id))?.fileId ?? null).toBeNull();
      expect(
        await t.database.db.select({ id: files.id }).from(files).where(eq(files.ownerId, user.id)),
      ).toEqual([]);
    });

    it('refuses a CV over 5 MB and accepts one of exactly 5 MB', async () => {
      const { token } = await newCandidate();
      const pdf = await pdfCv(['Padded CV']);
      const padded = (size: number) => Buffer.concat([pdf, Buffer.alloc(size - pdf.length, '\n')]);
      const over = await upload(token, padded(CV_MAX_BYTES + 1), 'big.pdf', PDF_TYPE);
      expect([over.status, over.body]).toEqual([
        413,
        { message: M.cvTooLarge, code: 'PAYLOAD_TOO_LARGE' },
      ]);
      const far = await upload(token, padded(CV_MAX_BYTES * 2), 'bigger.pdf', PDF_TYPE);
      expect([far.status, far.body]).toEqual([
        413,
        { message: M.cvTooLarge, code: 'PAYLOAD_TOO_LARGE' },
      ]);
      const exact = await upload(token, padded(CV_MAX_BYTES), 'exact.pdf', PDF_TYPE);
      expect(exact.status, JSON.stringify(exact.body)).toBe(201);
      expect((exact.body.data as TCandidateProfile).cv?.size).toBe(CV_MAX_BYTES);
    });

    it('keeps a scanned CV without text', async () => {
      const { user, token } = await newCandidate();
      const res = await upload(token, await scannedPdf(), 'scan.pdf', PDF_TYPE);
      expect(res.status).toBe(201);
      expect(res.body.message).toMatch(/could not be read/);
      expect((res.body.data as TCandidateProfile).cv?.filename).toBe('scan.pdf');
      expect((await cvRow(user.id)).text).toBe('');
    });

    it('never hands a CV to anyone but its owner', async () => {
      const owner = await newCandidate();
      const pdf = await pdfCv(['Private CV of the owner']);
      const uploaded = await upload(owner.token, pdf, 'owner.pdf', PDF_TYPE);
      const fileId = (uploaded.body.data as TCandidateProfile).cv!.id;

      const other = await newCandidate();
      const otherGet = await download(other.token);
      expect([otherGet.statusCode, otherGet.json()]).toEqual([
        404,
        { message: M.noCv, code: 'NOT_FOUND' },
      ]);
      const anonymous = await download();
      expect([anonymous.statusCode, anonymous.json()]).toEqual([
        401,
        { message: ANSWERS.unauthenticated, code: 'UNAUTHENTICATED' },
      ]);
      const employer = await signedIn(t.app, t.database.db, 'employer');
      const asEmployer = await download(employer.token);
      expect([asEmployer.statusCode, asEmployer.json()]).toEqual([
        403,
        { message: ANSWERS.forbidden, code: 'FORBIDDEN' },
      ]);
      // No address serves a CV by its id: not the photo address, not a guessed one.
      for (const url of [
        `/api/files/photo/${fileId}`,
        `/api/files/cv/${fileId}`,
        `/api/files/${fileId}`,
        `/api/candidate/cv/${fileId}`,
      ]) {
        for (const token of [undefined, other.token, employer.token]) {
          const res = await t.app.inject({
            method: 'GET',
            url,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
          expect([url, res.statusCode]).toEqual([url, 404]);
          expect(res.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
        }
      }
      // Uploading or deleting is for candidates only.
      const employerUpload = await upload(employer.token, pdf, 'x.pdf', PDF_TYPE);
      expect(employerUpload.status).toBe(403);
      const anonymousUpload = await upload(undefined, pdf, 'x.pdf', PDF_TYPE);
      expect(anonymousUpload.status).toBe(401);
      const otherDelete = await send('DELETE', '/api/candidate/cv', other.token);
      expect([otherDelete.status, otherDelete.body]).toEqual([
        404,
        { message: M.noCv, code: 'NOT_FOUND' },
      ]);
      expect((await download(owner.token)).statusCode).toBe(200);
    });

    it('deletes the CV, row, bytes and text', async () => {
      const { user, token } = await newCandidate();
      const uploaded = await upload(token, await pdfCv(['To be deleted']), 'cv.pdf', PDF_TYPE);
      const fileId = (uploaded.body.data as TCandidateProfile).cv!.id;
      const key = (await storedKey(fileId))!;
      const res = await send('DELETE', '/api/candidate/cv', token);
      expect(res.status).toBe(200);
      expect((res.body.data as TCandidateProfile).cv).toBeNull();
      expect(await cvRow(user.id)).toEqual({ text: '', fileId: null });
      expect(await storedKey(fileId)).toBeUndefined();
      expect(await t.app.ctx.files.get(key)).toBeNull();
      expect((await download(token)).statusCode).toBe(404);
      const again = await send('DELETE', '/api/candidate/cv', token);
      expect([again.status, again.body]).toEqual([404, { message: M.noCv, code: 'NOT_FOUND' }]);
    });
  });

  describe('photo', () => {
    const upload = uploadTo('photo');
    const fetchPhoto = (url: string) => t.app.inject({ method: 'GET', url });

    it('serves the photo publicly without camera metadata and shows it in the header', async () => {
      const { user, token } = await newCandidate();
      const res = await upload(token, jpegWithExif(), 'me.jpeg', 'image/jpeg');
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const url = (res.body.data as TCandidateProfile).profile_photo!;
      expect(url).toMatch(/^\/api\/files\/photo\/[0-9a-f-]{36}$/);
      const me = await call(t.app, { method: 'GET', url: '/api/user/', token });
      expect((me.body.data as { profile_photo: string }).profile_photo).toBe(url);

      const photo = await fetchPhoto(url);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect(photo.headers['x-content-type-options']).toBe('nosniff');
      expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(photo.rawPayload.includes(Buffer.from(SECRET))).toBe(false);
      // The orientation survives, so the photo is shown the right way up.
      expect(photo.rawPayload.includes(Buffer.from('Exif\u0000\u0000II', 'latin1'))).toBe(true);

      // A new photo replaces the old one, whose address stops working.
      const png = await upload(token, pngWithText(), 'me.png', 'image/png');
      const newUrl = (png.body.data as TCandidateProfile).profile_photo!;
      expect(newUrl).not.toBe(url);
      expect((await fetchPhoto(url)).statusCode).toBe(404);
      const pngPhoto = await fetchPhoto(newUrl);
      expect(pngPhoto.headers['content-type']).toBe('image/png');
      expect(pngPhoto.rawPayload.includes(Buffer.from(SECRET))).toBe(false);
      expect(pngPhoto.rawPayload.length).toBe(PNG.length);

      const webp = await upload(token, WEBP, 'me.webp', 'image/webp');
      expect(webp.status).toBe(201);
      const profile = webp.body.data as TCandidateProfile;
      expect(profile.completeness.parts.find((p) => p.key === 'photo')?.done).toBe(true);
      expect(
        await t.database.db
          .select({ kind: files.kind })
          .from(files)
          .where(eq(files.ownerId, user.id))
          .orderBy(desc(files.createdAt)),
      ).toEqual([{ kind: 'photo' }]);

      const removed = await send('DELETE', '/api/candidate/photo', token);
      expect(removed.status).toBe(200);
      expect((removed.body.data as TCandidateProfile).profile_photo).toBeNull();
      expect((await fetchPhoto(profile.profile_photo!)).statusCode).toBe(404);
      const [row] = await t.database.db
        .select({ photo: users.profilePhoto })
        .from(users)
        .where(eq(users.id, user.id));
      expect(row.photo).toBeNull();
      const again = await send('DELETE', '/api/candidate/photo', token);
      expect([again.status, again.body]).toEqual([404, { message: M.noPhoto, code: 'NOT_FOUND' }]);
    });

    it('refuses what is not a JPEG, PNG or WebP image, and photos over 2 MB', async () => {
      const { token } = await newCandidate();
      const pdf = await upload(token, await pdfCv(['not a photo']), 'me.jpg', 'image/jpeg');
      expect([pdf.status, pdf.body]).toEqual([
        415,
        { message: M.photoType, code: 'UNSUPPORTED_MEDIA_TYPE' },
      ]);
      const svg = await upload(
        token,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'me.png',
        'image/png',
      );
      expect([svg.status, svg.body]).toEqual([
        415,
        { message: M.photoType, code: 'UNSUPPORTED_MEDIA_TYPE' },
      ]);
      // The right first bytes but a broken structure.
      const broken = await upload(token, JPEG.subarray(0, 40), 'me.jpg', 'image/jpeg');
      expect([broken.status, broken.body]).toEqual([
        415,
        { message: M.photoType, code: 'UNSUPPORTED_MEDIA_TYPE' },
      ]);
      const big = Buffer.concat([JPEG, Buffer.alloc(PHOTO_MAX_BYTES)]);
      const tooBig = await upload(token, big, 'me.jpg', 'image/jpeg');
      expect([tooBig.status, tooBig.body]).toEqual([
        413,
        { message: M.photoTooLarge, code: 'PAYLOAD_TOO_LARGE' },
      ]);
      const none = await call(t.app, { method: 'POST', url: '/api/candidate/photo', token });
      expect([none.status, none.body]).toEqual([
        400,
        { message: { photo: M.photoRequired }, code: 'VALIDATION' },
      ]);
      expect((await fetchPhoto('/api/files/photo/not-a-uuid')).statusCode).toBe(404);
      expect(
        (await fetchPhoto('/api/files/photo/00000000-0000-4000-8000-000000000000')).statusCode,
      ).toBe(404);
    });
  });

  it('fills every part of the meter for a complete profile', async () => {
    const { token } = await newCandidate();
    await send('PUT', '/api/candidate/update', token, personal());
    await send('PUT', '/api/candidate/summary', token, {
      headline: 'Logistics coordinator',
      summary: 'Air and sea freight coordination.',
      skill_ids: [idOf('skill', 'CargoWise')],
    });
    await send('POST', '/api/candidate/employments', token, {
      employer_name: 'Gulf Freight LLC',
      designation: 'Logistics Coordinator',
      working_status: true,
      start_month: 1,
      start_year: 2020,
    });
    await send('POST', '/api/candidate/educations', token, {
      qualification_id: idOf('qualification', 'Diploma'),
      institution: 'Dubai Polytechnic',
    });
    await send('POST', '/api/candidate/certification', token, { name: 'FIATA Diploma' });
    await send('PUT', '/api/candidate/desired-job', token, {
      designation_ids: [idOf('designation', 'Logistics Manager')],
    });
    await call(t.app, {
      method: 'POST',
      url: '/api/candidate/cv',
      token,
      ...(await fileForm('cv', await pdfCv(['CV']), 'cv.pdf', PDF_TYPE)),
    });
    const before = await getProfile(token);
    expect(before.completeness.percent).toBe(95);
    expect(before.completeness.parts.filter((p) => !p.done).map((p) => p.key)).toEqual(['photo']);
    await call(t.app, {
      method: 'POST',
      url: '/api/candidate/photo',
      token,
      ...(await fileForm('photo', PNG, 'me.png', 'image/png')),
    });
    expect((await getProfile(token)).completeness.percent).toBe(100);
  });
});

describe('the demo candidate', () => {
  it('has a complete profile with a PDF CV apart from the photo, and goes straight to the dashboard', async () => {
    const t = await startTestApp('pglite', { DEMO: 'true' });
    try {
      const login = await call(t.app, {
        method: 'POST',
        url: '/api/user/candi_login',
        payload: {
          email: DEMO_ACCOUNTS.find((account) => account.role === 'candidate')!.email,
          password: DEMO_PASSWORD,
        },
      });
      const token = login.body.token as string;
      const res = await call(t.app, { method: 'GET', url: '/api/candidate/profile', token });
      const profile = res.body.data as TCandidateProfile;
      expect(profile).toMatchObject({
        first_name: 'Aisha',
        onboarded: true,
        country: { name: 'United Arab Emirates' },
        state: { name: 'Dubai' },
        desired_job: {
          designations: [{ name: 'Warehouse Manager' }, { name: 'Operations Manager - 3PL' }],
        },
      });
      expect(profile.employments.map((e) => e.working_status)).toEqual([true, false, false]);
      expect(profile.certifications.filter((c) => c.expired).map((c) => c.name)).toEqual([
        'IATA Dangerous Goods Regulations (DGR)',
      ]);
      expect(profile.completeness.percent).toBe(95);
      expect(profile.completeness.parts.filter((p) => !p.done).map((p) => p.key)).toEqual([
        'photo',
      ]);
      expect(profile.cv?.filename).toBe('Aisha Rahman CV.pdf');
      const cv = await t.app.inject({
        method: 'GET',
        url: '/api/candidate/cv',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(cv.statusCode).toBe(200);
      expect(cv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // Its text was read for CV search.
      const [row] = await t.database.db
        .select({ text: candidateProfiles.cvText })
        .from(candidateProfiles)
        .where(eq(candidateProfiles.userId, profile.user_id));
      expect(row.text).toContain('Warehouse Supervisor');
      // The dashboard shows the same meter.
      const dashboard = await call(t.app, {
        method: 'GET',
        url: '/api/dashboard/candidate',
        token,
      });
      const figures = (dashboard.body.data as { figures: { key: string; value: number }[] })
        .figures;
      expect(figures.find((f) => f.key === 'profile.completeness')?.value).toBe(95);
    } finally {
      await t.close();
    }
  });
});
