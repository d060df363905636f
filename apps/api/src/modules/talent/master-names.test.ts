import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import type { TRecommendedPage } from '@logicareers/shared/schemas/applications';
import type { TCandidateProfile } from '@logicareers/shared/schemas/candidate';
import type { TManagedJobsPage } from '@logicareers/shared/schemas/jobs';
import type {
  TCandidateSearchResult,
  TCandidateView,
  TCvFolderView,
} from '@logicareers/shared/schemas/talent';
import type { Db } from '../../db/client';
import { candidateProfiles, masterItems } from '../../db/schema';
import { buildCandidate, jobFactory, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { uniqueWord } from '../jobs/unique-word';

/*
 * What recruiters and candidates read of master data in their workspace (CV search, the candidate
 * view, recommended and managed jobs) is named in the language asked: Arabic with `lang=ar`, the
 * English name for an item without an Arabic one, and English as before without.
 */

describe.each(DATABASES)('master data named in the reader’s language (%s)', (kind) => {
  let t: TestApp;
  let db: Db;
  let consultancy: string;
  let candidateId: string;
  let word: string;
  const names = new Map<string, { id: number; en: string; ar: string | null }>();
  const item = (k: string, en: string) => {
    const found = names.get(`${k}:${en}`);
    if (!found) throw new Error(`no ${k} ${en}`);
    return found;
  };
  const ar = (k: string, en: string) => item(k, en).ar!;

  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.database.db;
    consultancy = (await signedIn(t.app, db, 'consultancy')).token;
    const rows = await db
      .select({
        id: masterItems.id,
        kind: masterItems.kind,
        en: masterItems.name,
        ar: masterItems.nameAr,
      })
      .from(masterItems);
    for (const row of rows) names.set(`${row.kind}:${row.en}`, row);
    word = uniqueWord();
    candidateId = (
      await buildCandidate(db, {
        profile: {
          visibility: 'all',
          headline: `Fleet supervisor ${word}`,
          stateId: item('state', 'Dubai').id,
          nationalityId: item('country', 'India').id,
          skillIds: [item('skill', 'Fleet Telematics').id],
          desiredDesignationIds: [item('designation', 'Fleet Manager').id],
          desiredStateIds: [item('state', 'Dubai').id],
        },
      })
    ).id;
  });
  afterAll(() => t?.close());

  const get = async <T>(url: string, token: string, query: Record<string, string> = {}) => {
    const res = await call(t.app, { method: 'GET', url, token, query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as T;
  };

  it('has Arabic names for the items these tests read', () => {
    for (const [k, en] of [
      ['state', 'Dubai'],
      ['country', 'India'],
      ['skill', 'Fleet Telematics'],
      ['designation', 'Fleet Manager'],
    ])
      expect(ar(k, en), `${k} ${en}`).toBeTruthy();
  });

  it('names CV search facets and cards in Arabic when asked, in English otherwise', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const found = await get<TCandidateSearchResult>(API.talent.search, consultancy, {
        q: word,
        ...(lang === 'ar' ? { lang } : {}),
      });
      const name = (k: string, en: string) => (lang === 'ar' ? ar(k, en) : en);
      expect(found.items.map((c) => [c.id, c.emirate, c.nationality])).toEqual([
        [candidateId, name('state', 'Dubai'), name('country', 'India')],
      ]);
      expect(found.facets.state).toEqual([
        { id: String(item('state', 'Dubai').id), name: name('state', 'Dubai'), count: 1 },
      ]);
      expect(found.facets.nationality?.map((f) => f.name)).toEqual([name('country', 'India')]);
    }
  });

  it('names the cards of a CV folder in Arabic when asked', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: API.talent.folders,
      token: consultancy,
      payload: { name: `Fleet ${word}` },
    });
    const folderId = (res.body.data as { id: number }).id;
    const added = await call(t.app, {
      method: 'POST',
      url: API.talent.folderCandidates(folderId),
      token: consultancy,
      payload: { candidate_ids: [candidateId] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    for (const lang of ['ar', 'en'] as const) {
      const folder = await get<TCvFolderView>(API.talent.folder(folderId), consultancy, { lang });
      expect(folder.items.map((c) => [c.emirate, c.nationality])).toEqual([
        lang === 'ar' ? [ar('state', 'Dubai'), ar('country', 'India')] : ['Dubai', 'India'],
      ]);
    }
  });

  it('names the candidate view’s master data in Arabic when asked', async () => {
    const view = await get<TCandidateView>(API.talent.candidate(candidateId), consultancy, {
      lang: 'ar',
    });
    expect(view.profile.state?.name).toBe(ar('state', 'Dubai'));
    expect(view.profile.nationality?.name).toBe(ar('country', 'India'));
    expect(view.profile.skills.map((s) => s.name)).toEqual([ar('skill', 'Fleet Telematics')]);
    expect(view.profile.desired_job.designations.map((d) => d.name)).toEqual([
      ar('designation', 'Fleet Manager'),
    ]);
    const english = await get<TCandidateView>(API.talent.candidate(candidateId), consultancy);
    expect(english.profile.state?.name).toBe('Dubai');
    expect(english.profile.skills.map((s) => s.name)).toEqual(['Fleet Telematics']);
    const staff = await get<TCandidateProfile>(
      API.talent.staffCandidate(candidateId),
      consultancy,
      { lang: 'ar' },
    );
    expect(staff.nationality?.name).toBe(ar('country', 'India'));
  });

  it('names recommended and managed jobs’ master data, and why they are recommended, in Arabic when asked', async () => {
    const employer = (await signedIn(t.app, db, 'employer')).token;
    const jobs = await jobFactory(t.app);
    const jobId = await jobs.create(employer, {
      title: `Fleet Manager ${word}`,
      designation_id: item('designation', 'Fleet Manager').id,
      state_id: item('state', 'Dubai').id,
    });
    const candidate = await signedIn(t.app, db, 'candidate');
    const desired = { desiredDesignationIds: [item('designation', 'Fleet Manager').id] };
    await db
      .insert(candidateProfiles)
      .values({ userId: candidate.user.id, ...desired })
      .onConflictDoUpdate({ target: candidateProfiles.userId, set: desired });
    const recommended = await get<TRecommendedPage>(API.applications.recommended, candidate.token, {
      lang: 'ar',
    });
    const mine = recommended.items.find((r) => r.job.id === jobId);
    expect(mine?.reasons).toEqual(['يطابق ما تريده: المسمى الوظيفي']);
    const card = mine?.job;
    expect(card?.location).toBe(ar('state', 'Dubai'));
    expect(card?.designation).toBe(ar('designation', 'Fleet Manager'));
    const inEnglish = await get<TRecommendedPage>(API.applications.recommended, candidate.token);
    const english = inEnglish.items.find((r) => r.job.id === jobId);
    expect(english?.job.location).toBe('Dubai');
    expect(english?.reasons).toEqual(['Matches your desired designation']);

    for (const lang of ['ar', 'en'] as const) {
      const managed = await get<TManagedJobsPage>(API.jobs.managed, employer, { q: word, lang });
      expect(managed.items.map((j) => [j.id, j.location])).toEqual([
        [jobId, lang === 'ar' ? ar('state', 'Dubai') : 'Dubai'],
      ]);
    }
  });
});
