import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import type { TApplicantsPage } from '@logicareers/shared/schemas/applications';
import type { TCandidateProfile } from '@logicareers/shared/schemas/candidate';
import type { TJobDetail } from '@logicareers/shared/schemas/jobs';
import { candidateProfiles, users } from '../../db/schema';
import { jobFactory, loadMaster } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { signedAs, type Signed } from '../../test/scenarios';
import { ARABIC_NAMES } from '../master-data/taxonomy';

const ar = ARABIC_NAMES;

/*
 * Master data in the reader's language where a workspace shows what a candidate chose: the
 * applicants of a job, the candidate's own profile (read with `lang`, and as a change answers it,
 * in the account's language) and the skills of a job page.
 */
describe.each(DATABASES)('master data in the reader language (%s)', (kind) => {
  let t: TestApp;
  let employer: Signed;
  let candidate: Signed;
  let jobId: number;
  let idOf: (kind: 'country' | 'state' | 'skill', name: string) => number;

  const get = (url: string, token: string, lang?: string) =>
    call(t.app, { method: 'GET', url, token, query: lang ? { lang } : {} });
  const put = (url: string, token: string, payload: object) =>
    call(t.app, { method: 'PUT', url, token, payload });
  const names = (options: { name: string }[]) => options.map((option) => option.name);

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ idOf } = await loadMaster(t.app, ['country', 'state', 'skill'] as const));
    const jobs = await jobFactory(t.app);
    employer = await signedAs(t, 'employer');
    jobId = await jobs.create(employer.token);
    candidate = await signedAs(t, 'candidate');
    const personal = await put(API.candidate.update, candidate.token, {
      mobile_number: '+971 50 123 4567',
      first_name: 'Aisha',
      last_name: 'Rahman',
      country: idOf('country', 'United Arab Emirates'),
      state: String(idOf('state', 'Dubai')),
      nationality: idOf('country', 'India'),
      visa_status: 'employment_visa',
      driving_licences: [],
      employment: null,
    });
    expect(personal.status, JSON.stringify(personal.body)).toBe(200);
    const summary = await put(API.candidate.summary, candidate.token, {
      headline: 'Warehouse supervisor',
      skill_ids: [idOf('skill', 'SAP EWM'), idOf('skill', 'Forklift Operation')],
    });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    const applied = await call(t.app, {
      method: 'POST',
      url: API.applications.apply,
      token: candidate.token,
      payload: { job_id: jobId },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  });
  afterAll(() => t?.close());

  it("names an applicant's location, nationality and skills in the reader's language", async () => {
    // A skill typed before the list had it stays as written; one that names a skill is translated.
    await t.database.db
      .update(candidateProfiles)
      .set({ skillsText: 'sap ewm, Forklift Operation, Pallet wrapping' })
      .where(eq(candidateProfiles.userId, candidate.id));
    const applicant = async (lang?: string) => {
      const res = await get(API.applications.applicants(jobId), employer.token, lang);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as TApplicantsPage).items[0].candidate;
    };
    const arabic = await applicant('ar');
    expect([arabic.location, arabic.nationality, arabic.skills]).toEqual([
      ar.state.Dubai,
      ar.country.India,
      [ar.skill['SAP EWM'], ar.skill['Forklift Operation'], 'Pallet wrapping'],
    ]);
    const english = await applicant();
    expect([english.location, english.nationality, english.skills]).toEqual([
      'Dubai',
      'India',
      ['sap ewm', 'Forklift Operation', 'Pallet wrapping'],
    ]);
  });

  it('reads the candidate profile with its master data in `lang`', async () => {
    const res = await get(API.candidate.profile, candidate.token, 'ar');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const profile = res.body.data as TCandidateProfile;
    expect([profile.state?.name, profile.nationality?.name, profile.country?.name]).toEqual([
      ar.state.Dubai,
      ar.country.India,
      ar.country['United Arab Emirates'],
    ]);
    expect(names(profile.skills)).toEqual([ar.skill['SAP EWM'], ar.skill['Forklift Operation']]);
    const english = (await get(API.candidate.profile, candidate.token)).body
      .data as TCandidateProfile;
    expect(names(english.skills)).toEqual(['SAP EWM', 'Forklift Operation']);
  });

  it("answers a change with the profile in the account's language", async () => {
    const change = () =>
      put(API.candidate.summary, candidate.token, {
        headline: 'Warehouse supervisor',
        skill_ids: [idOf('skill', 'Power BI')],
      });
    const english = await change();
    expect(names((english.body.data as TCandidateProfile).skills)).toEqual(['Power BI']);
    await t.database.db.update(users).set({ language: 'ar' }).where(eq(users.id, candidate.id));
    const arabic = await change();
    expect(arabic.status, JSON.stringify(arabic.body)).toBe(200);
    const profile = arabic.body.data as TCandidateProfile;
    expect([names(profile.skills), profile.state?.name]).toEqual([
      [ar.skill['Power BI']],
      ar.state.Dubai,
    ]);
  });

  it('names the skills of a job page in `lang`', async () => {
    const skills = async (lang?: string) => {
      const res = await get(API.jobs.one(jobId), employer.token, lang);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return names((res.body.data as TJobDetail).skills);
    };
    expect(await skills('ar')).toEqual([ar.skill['SAP EWM']]);
    expect(await skills()).toEqual(['SAP EWM']);
  });
});
