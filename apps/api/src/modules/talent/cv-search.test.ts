import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import {
  CANDIDATE_COUNT_EXACT_UP_TO,
  CANDIDATE_FACET_KEYS,
  SAVED_SEARCHES_MAX,
  TALENT_MESSAGES,
  type TCandidateSearchResult,
  type TSavedSearch,
  type TSavedSearchesPage,
  ZCandidateSearchQuery,
} from '@logicareers/shared/schemas/talent';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  candidateCertifications,
  candidateEducations,
  candidateEmployments,
  candidateProfiles,
  candidateSearch,
  masterItems,
  savedCandidateSearches,
  users,
} from '../../db/schema';
import { buildCandidate, type CandidateSpec, signedIn } from '../../test/factories';
import type { SessionUser } from '../access/sessions';
import { builtinRoleId } from '../access/access.policy';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { newestMatches, planSearch } from './cv-search';
import { splitHighlights } from './cv-search-snippets';
import { uniqueWord } from '../jobs/unique-word';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const isoDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
type Query = Record<string, string | string[]>;
/** A candidate with a profile (visible to all unless said), and their history. */
const makeCandidate = async (db: Db, spec: CandidateSpec = {}) =>
  (await buildCandidate(db, { ...spec, profile: { visibility: 'all', ...spec.profile } })).id;

describe.each(DATABASES)('CV search (%s)', (kind) => {
  let t: TestApp;
  let db: Db;
  let consultancy: string;
  let ats: string;
  let admin: string;
  let employer: string;
  let candidateToken: string;
  let master: (kind: string, name: string) => number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.database.db;
    consultancy = (await signedIn(t.app, db, 'consultancy')).token;
    ats = (await signedIn(t.app, db, 'ats')).token;
    admin = (await signedIn(t.app, db, 'master_admin')).token;
    employer = (await signedIn(t.app, db, 'employer')).token;
    candidateToken = (await signedIn(t.app, db, 'candidate')).token;
    const items = await db
      .select({ id: masterItems.id, kind: masterItems.kind, name: masterItems.name })
      .from(masterItems);
    master = (k, name) => {
      const item = items.find((i) => i.kind === k && i.name === name);
      if (!item) throw new Error(`no ${k} ${name}`);
      return item.id;
    };
  });
  afterAll(() => t?.close());

  /** The candidate search as the token's user (none: signed out), whatever it answers. */
  const searchAs = (query: Query, token: string | undefined) =>
    call(t.app, { method: 'GET', url: API.talent.search, query, token });
  const search = async (query: Query, token = consultancy) => {
    const res = await searchAs(query, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as TCandidateSearchResult;
  };
  const found = async (query: Query, token = consultancy) =>
    (await search({ facets: 'false', ...query }, token)).items.map((c) => c.id).sort();
  const sorted = (ids: string[]) => [...ids].sort();

  describe('who finds whom (decision 014)', () => {
    let word: string;
    let all: string;
    let consultancyOnly: string;
    let hidden: string;
    let disabled: string;
    beforeAll(async () => {
      word = uniqueWord();
      const headline = { headline: `Forklift operator ${word}` };
      all = await makeCandidate(db, { profile: { ...headline, visibility: 'all' } });
      consultancyOnly = await makeCandidate(db, {
        profile: { ...headline, visibility: 'consultancy' },
      });
      hidden = await makeCandidate(db, { profile: { ...headline, visibility: 'hidden' } });
      disabled = await makeCandidate(db, {
        user: { status: 'disabled' },
        profile: { ...headline, visibility: 'all' },
      });
    });

    it('an employer finds only candidates visible to all', async () => {
      expect(await found({ q: word }, employer)).toEqual([all]);
      expect((await search({ q: word }, employer)).total).toBe(1);
    });

    it('the consultancy and master administrators find all and consultancy-only', async () => {
      for (const token of [consultancy, ats, admin])
        expect(await found({ q: word }, token)).toEqual(sorted([all, consultancyOnly]));
    });

    it('nobody finds a hidden or disabled candidate, with keywords or without', async () => {
      for (const token of [consultancy, admin, employer]) {
        const ids = (await search({ active_within: '1', facets: 'false' }, token)).items.map(
          (c) => c.id,
        );
        expect(ids).not.toContain(hidden);
        expect(ids).not.toContain(disabled);
        expect(await found({ q: word }, token)).not.toContain(hidden);
      }
    });

    it('a candidate may not search (403), nor may anyone signed out (401)', async () => {
      const asCandidate = await searchAs({ q: word }, candidateToken);
      expect(asCandidate.status).toBe(403);
      const anonymous = await searchAs({ q: word }, undefined);
      expect(anonymous.status).toBe(401);
    });

    it('employers see initials, the consultancy the name', async () => {
      const [card] = (await search({ q: word }, employer)).items;
      expect(card.name_hidden).toBe(true);
      const [full] = (await search({ q: word, sort: 'last_active' }, consultancy)).items;
      expect(full.name_hidden).toBe(false);
    });
  });

  describe('filters', () => {
    // Each case: a candidate that matches, one that does not, and the query that tells them apart.
    const cases: [string, () => [CandidateSpec, CandidateSpec, Query]][] = [
      [
        'designation',
        () => [
          { profile: { desiredDesignationIds: [master('designation', 'Warehouse Supervisor')] } },
          { profile: { desiredDesignationIds: [master('designation', 'Logistics Coordinator')] } },
          { designation: String(master('designation', 'Warehouse Supervisor')) },
        ],
      ],
      [
        'functional_area',
        () => [
          {
            profile: {
              desiredFunctionalAreaIds: [master('functional_area', 'Warehousing and 3PL')],
            },
          },
          { profile: { desiredFunctionalAreaIds: [] } },
          { functional_area: String(master('functional_area', 'Warehousing and 3PL')) },
        ],
      ],
      [
        'experience range',
        () => [
          { profile: { experienceYears: 6 } },
          { profile: { experienceYears: 12 } },
          { experience_min: '5', experience_max: '8' },
        ],
      ],
      [
        'emirate (an area counts as its emirate)',
        () => [
          { profile: { stateId: master('state', 'Jebel Ali Free Zone (JAFZA)') } },
          { profile: { stateId: master('state', 'Abu Dhabi') } },
          { state: String(master('state', 'Dubai')) },
        ],
      ],
      [
        'willing to relocate',
        () => [
          { profile: { willingToRelocate: true } },
          { profile: { willingToRelocate: false } },
          { relocate: 'true' },
        ],
      ],
      [
        'nationality',
        () => [
          { profile: { nationalityId: master('country', 'India') } },
          { profile: { nationalityId: master('country', 'Egypt') } },
          { nationality: String(master('country', 'India')) },
        ],
      ],
      [
        'visa status',
        () => [
          { profile: { visaStatus: 'golden_visa' } },
          { profile: { visaStatus: 'visit_visa' } },
          { visa_status: 'golden_visa,employment_visa' },
        ],
      ],
      [
        'notice period',
        () => [
          { profile: { noticePeriod: 'immediate' } },
          { profile: { noticePeriod: 'three_months' } },
          { notice_period: 'immediate' },
        ],
      ],
      [
        'expected salary range',
        () => [
          { profile: { expectedSalary: 9000 } },
          { profile: { expectedSalary: 20000 } },
          { salary_min: '8000', salary_max: '10000' },
        ],
      ],
      [
        'every licence named',
        () => [
          { profile: { drivingLicences: ['heavy_truck', 'forklift', 'light_vehicle'] } },
          { profile: { drivingLicences: ['forklift'] } },
          { licence: ['heavy_truck', 'forklift'] },
        ],
      ],
      [
        'certification by name',
        () => [
          { certifications: [{ name: 'IATA Dangerous Goods Regulations' }] },
          { certifications: [{ name: 'Lean Six Sigma Green Belt' }] },
          { certification: 'dangerous goods' },
        ],
      ],
      [
        'valid certification (not expired)',
        () => [
          { certifications: [{ name: 'Forklift operator licence', expiresOn: isoDay(30) }] },
          { certifications: [{ name: 'Forklift operator licence', expiresOn: isoDay(-1) }] },
          { certification: 'forklift', valid_certification: 'true' },
        ],
      ],
      [
        'education level or higher',
        () => [
          { educations: [{ qualificationId: master('qualification', 'MBA') }] },
          { educations: [{ qualificationId: master('qualification', 'Diploma') }] },
          { education: 'bachelor' },
        ],
      ],
      [
        'every language named',
        () => [
          { profile: { languages: ['en', 'ar', 'hi'] } },
          { profile: { languages: ['en'] } },
          { language: 'en,ar' },
        ],
      ],
      [
        'last active within',
        () => [
          { user: { lastLoginAt: new Date() } },
          {
            user: { createdAt: daysAgo(100) },
            profile: { createdAt: daysAgo(100), updatedAt: daysAgo(100) },
          },
          { active_within: '30' },
        ],
      ],
    ];
    it.each(cases)('%s', async (_, make) => {
      const word = uniqueWord();
      const [match, miss, query] = make();
      const withWord = (spec: CandidateSpec): CandidateSpec => ({
        ...spec,
        profile: { ...spec.profile, headline: `Logistics ${word}` },
      });
      const yes = await makeCandidate(db, withWord(match));
      const no = await makeCandidate(db, withWord(miss));
      expect(await found({ q: word })).toEqual(sorted([yes, no]));
      expect(await found({ q: word, ...query })).toEqual([yes]);
    });

    it('valid_certification alone: any certification not expired', async () => {
      const word = uniqueWord();
      const headline = { headline: `Storekeeper ${word}` };
      const valid = await makeCandidate(db, {
        profile: headline,
        certifications: [{ name: 'A', expiresOn: isoDay(-5) }, { name: 'B' }],
      });
      await makeCandidate(db, {
        profile: headline,
        certifications: [{ name: 'C', expiresOn: isoDay(-5) }],
      });
      await makeCandidate(db, { profile: headline });
      expect(await found({ q: word, valid_certification: 'true' })).toEqual([valid]);
    });

    it('refuses a filter value it does not know (400)', async () => {
      const res = await searchAs({ visa_status: 'tourist' }, consultancy);
      expect(res.status).toBe(400);
    });
  });

  it('counts every facet over the matches, with master-data names', async () => {
    const word = uniqueWord();
    const dubai = master('state', 'Dubai');
    const common = {
      headline: `Driver ${word}`,
      stateId: dubai,
      nationalityId: master('country', 'India'),
      visaStatus: 'employment_visa',
      noticePeriod: 'one_month',
      drivingLicences: ['heavy_truck'],
      desiredDesignationIds: [master('designation', 'Warehouse Supervisor')],
      desiredFunctionalAreaIds: [master('functional_area', 'Warehousing and 3PL')],
    };
    await makeCandidate(db, {
      profile: { ...common, experienceYears: 1 },
      educations: [{ qualificationId: master('qualification', 'High School') }],
    });
    await makeCandidate(db, {
      profile: { ...common, experienceYears: 4 },
      educations: [{ qualificationId: master('qualification', "Bachelor's in Engineering") }],
    });
    await makeCandidate(db, {
      profile: { ...common, experienceYears: 15, stateId: master('state', 'Sharjah') },
      educations: [
        { qualificationId: master('qualification', 'Diploma') },
        { qualificationId: master('qualification', "Master's in Logistics") },
      ],
    });
    const { facets, total, total_is_estimate } = await search({ q: word });
    expect(total).toBe(3);
    expect(total_is_estimate).toBe(false);
    expect(Object.keys(facets).sort()).toEqual([...CANDIDATE_FACET_KEYS].sort());
    expect(facets.state).toEqual([
      { id: String(dubai), name: 'Dubai', count: 2 },
      { id: String(master('state', 'Sharjah')), name: 'Sharjah', count: 1 },
    ]);
    expect(facets.experience).toEqual([
      { id: '0-2', name: '0-2 years', count: 1 },
      { id: '3-5', name: '3-5 years', count: 1 },
      { id: '11+', name: '11+ years', count: 1 },
    ]);
    expect(facets.education?.map((f) => [f.id, f.count]).sort()).toEqual([
      ['bachelor', 1],
      ['master', 1],
      ['secondary', 1],
    ]);
    expect(facets.nationality).toEqual([
      { id: String(master('country', 'India')), name: 'India', count: 3 },
    ]);
    expect(facets.visa_status?.[0]).toMatchObject({ id: 'employment_visa', count: 3 });
    expect(facets.notice_period?.[0]).toMatchObject({ id: 'one_month', count: 3 });
    expect(facets.licence?.[0]).toMatchObject({ id: 'heavy_truck', count: 3 });
    expect(facets.designation?.[0]).toMatchObject({ name: 'Warehouse Supervisor', count: 3 });
    expect(facets.functional_area?.[0]).toMatchObject({ name: 'Warehousing and 3PL', count: 3 });
    expect((await search({ q: word, facets: 'false' })).facets).toEqual({});
  });

  describe('keyword syntax', () => {
    let word: string;
    let ids: Record<'freight' | 'customs' | 'both' | 'cold', string>;
    beforeAll(async () => {
      word = uniqueWord();
      const make = (summary: string) =>
        makeCandidate(db, { profile: { headline: `Coordinator ${word}`, summary } });
      ids = {
        freight: await make('Booked sea freight forwarding with carriers.'),
        customs: await make('Handled customs clearance in Jebel Ali.'),
        both: await make('Freight and customs: forwarding freight, clearance of customs.'),
        cold: await make('Cold chain forwarding of freight by air.'),
      };
    });

    it('a phrase, OR, and -exclude', async () => {
      expect(await found({ q: `${word} "freight forwarding"` })).toEqual([ids.freight]);
      expect(await found({ q: `${word} clearance or cold` })).toEqual(
        sorted([ids.customs, ids.both, ids.cold]),
      );
      expect(await found({ q: `${word} freight -customs` })).toEqual(
        sorted([ids.freight, ids.cold]),
      );
    });

    it('all, any and exclude words join the keywords', async () => {
      expect(await found({ q: word, all_words: 'freight customs' })).toEqual([ids.both]);
      expect(await found({ q: word, any_words: 'clearance chain' })).toEqual(
        sorted([ids.customs, ids.both, ids.cold]),
      );
      expect(await found({ q: word, exclude_words: 'customs cold' })).toEqual([ids.freight]);
      expect(await found({ all_words: `${word} air`, exclude_words: 'customs' })).toEqual([
        ids.cold,
      ]);
    });

    it('stop words alone are no keywords', async () => {
      const result = await search({ q: 'the and of', facets: 'false' });
      expect(result.total).toBeGreaterThan(0);
    });

    it('finds words of the name, employments, education, certifications and the CV', async () => {
      const w = () => uniqueWord();
      const [inName, inJob, inSchool, inCert, inCv] = [w(), w(), w(), w(), w()];
      const a = await makeCandidate(db, { user: { lastName: inName } });
      const b = await makeCandidate(db, {
        employments: [{ designation: 'Planner', description: `Ran ${inJob} planning` }],
      });
      const c = await makeCandidate(db, { educations: [{ institution: `${inSchool} College` }] });
      const d = await makeCandidate(db, { certifications: [{ name: `${inCert} Diploma` }] });
      const e = await makeCandidate(db, { profile: { cvText: `Experience: ${inCv} at DP World` } });
      expect(await found({ q: inName })).toEqual([a]);
      expect(await found({ q: inJob })).toEqual([b]);
      expect(await found({ q: inSchool })).toEqual([c]);
      expect(await found({ q: inCert })).toEqual([d]);
      expect(await found({ q: inCv })).toEqual([e]);
    });

    it('finds Arabic words however they are spelt, beside English ones', async () => {
      const w = uniqueWord();
      const marked = await makeCandidate(db, {
        profile: {
          headline: `مُشْرِف مستودعات ${w}`,
          summary: 'خبرة في إدارة المستودعات لدى شركة أمين للنقل.',
        },
      });
      const plain = await makeCandidate(db, {
        profile: { headline: `مشرف مستودع ${w}`, summary: 'ادارة مستودع لدى شركه امين.' },
      });
      const english = await makeCandidate(db, {
        profile: { headline: `Warehouse Supervisor ${w}`, summary: 'Ran warehouses in Dubai.' },
      });
      const both = sorted([marked, plain]);
      for (const q of ['مشرف', 'مُشْرِف', 'مشــرف', 'اداره', 'إدارة', 'المستودعات', 'شركة', 'أمين'])
        expect(await found({ q: `${w} ${q}` }), q).toEqual(both);
      expect(await found({ q: `${w} warehouse` })).toEqual([english]);
      expect(await found({ q: w, all_words: 'مستودع إدارة' })).toEqual(both);
      expect(await found({ q: w, exclude_words: 'مستودعات' })).toEqual([english]);
    });
  });

  it('sorts by relevance (the headline before the CV) or by last active', async () => {
    const word = uniqueWord();
    const inCv = await makeCandidate(db, {
      user: { lastLoginAt: new Date() },
      profile: { cvText: `Worked with ${word} systems` },
    });
    const inHeadline = await makeCandidate(db, {
      user: { lastLoginAt: daysAgo(3), createdAt: daysAgo(3) },
      profile: {
        headline: `${word} specialist`,
        createdAt: daysAgo(3),
        updatedAt: daysAgo(3),
      },
    });
    const byRelevance = (await search({ q: word, facets: 'false' })).items.map((c) => c.id);
    expect(byRelevance).toEqual([inHeadline, inCv]);
    const byActive = (await search({ q: word, sort: 'last_active', facets: 'false' })).items.map(
      (c) => c.id,
    );
    expect(byActive).toEqual([inCv, inHeadline]);
  });

  it('ranks the most recently active matches, and counts facets over them', async () => {
    // 130 matches, one a day: every tenth holds the word in the headline, the others in the CV.
    const word = uniqueWord();
    const ids: string[] = [];
    for (let i = 0; i < 130; i++) {
      const day = daysAgo(i + 1);
      ids.push(
        await makeCandidate(db, {
          user: { lastLoginAt: day, createdAt: daysAgo(400) },
          profile: {
            headline: i % 10 === 0 ? `Planner ${word}` : 'Planner',
            cvText: i % 10 === 0 ? 'Planning' : `Planning with ${word}`,
            experienceYears: 4,
            createdAt: daysAgo(400),
            updatedAt: daysAgo(400),
          },
        }),
      );
    }
    const first = await search({ q: word });
    // The headline matches among the 100 most recently active first, then the CV matches; both
    // most recently active first.
    const window = Array.from({ length: 100 }, (_, i) => i);
    const headlines = window.filter((i) => i % 10 === 0);
    const cvs = window.filter((i) => i % 10 !== 0);
    const at = (items: { id: string }[]) => items.map((c) => ids.indexOf(c.id));
    expect(at(first.items)).toEqual([...headlines, ...cvs.slice(0, 10)]);
    // Past the window's five pages, most recently active first.
    const fifth = await search({ q: word, page: '5', facets: 'false' });
    expect(at(fifth.items)).toEqual(cvs.slice(70, 90));
    const sixth = await search({ q: word, page: '6', facets: 'false' });
    expect(at(sixth.items)).toEqual(Array.from({ length: 20 }, (_, i) => 100 + i));
    expect(first.total).toBe(130);
    expect(first.facets.experience).toEqual([{ id: '3-5', name: '3-5 years', count: 130 }]);
    // Along the recency index (passing over by keyword signature) or as the planner chooses: the
    // same most recently active matches.
    const recruiter: SessionUser = {
      ...{ id: ids[0], sessionId: 'test', role: 'consultancy', email: 'r@example.ae' },
      ...{ companyId: null, permissions: new Set(['candidates.search']) },
    };
    const plan = await planSearch(db, recruiter, ZCandidateSearchQuery.parse({ q: word }));
    const newest = async (walk: boolean) =>
      rowsOf<{ id: string }>(
        await db.execute(sql`select id from ${newestMatches(plan, 120, sql`1 as one`, walk)} n`),
      ).map((row) => ids.indexOf(row.id));
    const expected = Array.from({ length: 120 }, (_, i) => i);
    expect(await newest(true)).toEqual(expected);
    expect(await newest(false)).toEqual(expected);
    // Words joined by OR: a signature with either word's bits is allowed.
    const either = await planSearch(
      db,
      recruiter,
      ZCandidateSearchQuery.parse({ q: `${uniqueWord()} OR ${word}` }),
    );
    expect(either.keywords?.alternatives).toHaveLength(2);
    const walked = rowsOf<{ id: string }>(
      await db.execute(sql`select id from ${newestMatches(either, 120, sql`1 as one`, true)} n`),
    );
    expect(walked.map((row) => ids.indexOf(row.id))).toEqual(expected);
  });

  it('pages through the matches, twenty at a time', async () => {
    const word = uniqueWord();
    for (let i = 0; i < 25; i++)
      await makeCandidate(db, {
        user: { lastLoginAt: daysAgo(i) },
        profile: { headline: `Picker ${word}` },
      });
    const first = await search({ q: word, sort: 'last_active', facets: 'false' });
    const second = await search({ q: word, sort: 'last_active', page: '2', facets: 'false' });
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(5);
    expect(first.total).toBe(25);
    expect(second.total).toBe(25);
    const ids = [...first.items, ...second.items].map((c) => c.id);
    expect(new Set(ids).size).toBe(25);
    const relevance = await search({ q: word, page: '2', facets: 'false' });
    expect(relevance.items).toHaveLength(5);
    expect(relevance.total).toBe(25);
    // Past the last page: nothing, and the same exact total, by relevance or by last activity.
    for (const sort of ['relevance', 'last_active']) {
      const past = await search({ q: word, sort, page: '4', facets: 'false' });
      expect(past.items).toEqual([]);
      expect([past.total, past.total_is_estimate]).toEqual([25, false]);
    }
  });

  it('highlights where the words matched, as text parts', async () => {
    const word = uniqueWord();
    await makeCandidate(db, {
      profile: {
        summary: `Eight years in <b>bonded</b> warehousing; led the ${word} rollout across two sites.`,
      },
    });
    const [card] = (await search({ q: word })).items;
    const match = card.snippet.filter((p) => p.match);
    expect(match.map((p) => p.text.toLowerCase())).toEqual([word]);
    // Tags in the text are dropped, never passed on as markup.
    expect(card.snippet.map((p) => p.text).join('')).not.toContain('<');
    expect(card.snippet.some((p) => p.text.includes('\u0001') || p.text.includes('\u0002'))).toBe(
      false,
    );
    // A word only in the CV is shown where the CV has it.
    const inCv = uniqueWord();
    await makeCandidate(db, {
      profile: {
        summary: 'Warehouse supervisor',
        cvText: `Projects: ${inCv} migration at Jebel Ali`,
      },
    });
    const [fromCv] = (await search({ q: inCv })).items;
    expect(fromCv.snippet.filter((p) => p.match).map((p) => p.text.toLowerCase())).toEqual([inCv]);
    expect((await search({ active_within: '1', facets: 'false' })).items[0].snippet).toEqual([]);
    expect(splitHighlights('a \u0001b\u0002 c')).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: true },
      { text: ' c', match: false },
    ]);
  });

  it('counts exactly up to the bound, then estimates', async () => {
    const word = uniqueWord();
    const n = CANDIDATE_COUNT_EXACT_UP_TO + 20;
    const roleId = await builtinRoleId(db, 'candidate');
    await db.execute(sql`with u as (
        insert into users (email, password_hash, role, role_id, first_name, last_name,
          privacy_accepted_at)
        select ${word} || i || '@example.ae', 'x', 'candidate', ${roleId}, 'Bulk', 'Candidate',
          now()
        from generate_series(1, ${n}) i returning id)
      insert into candidate_profiles (user_id, visibility, headline)
      select id, 'consultancy', ${`Loader ${word}`} from u`);
    await db.execute(sql`analyze candidate_search`);
    const result = await search({ q: word, page: '2' });
    expect(result.total_is_estimate).toBe(true);
    expect(result.total).toBeGreaterThan(CANDIDATE_COUNT_EXACT_UP_TO);
    const facets = result.facets.experience ?? [];
    expect(facets).toEqual([]);
    const exact = await search({ q: word, exclude_words: 'nothingzz', salary_min: '0' });
    expect(exact.total).toBe(0);
  });

  describe('the table follows the candidate', () => {
    const row = async (id: string) => {
      const [r] = await db.select().from(candidateSearch).where(eq(candidateSearch.userId, id));
      return r;
    };

    it('profile, employment, education, certification and user changes', async () => {
      const id = await makeCandidate(db, {
        profile: { headline: 'Driver' },
        employments: [
          { designation: 'Driver', employerName: 'Old Co', startYear: 2015, endYear: 2018 },
        ],
      });
      expect(await row(id)).toMatchObject({
        headline: 'Driver',
        currentDesignation: 'Driver',
        currentEmployer: 'Old Co',
        educationRank: null,
        certificationNames: [],
      });
      await db
        .update(candidateProfiles)
        .set({ headline: 'Fleet Supervisor', visibility: 'hidden', expectedSalary: 9000 })
        .where(eq(candidateProfiles.userId, id));
      expect(await row(id)).toMatchObject({
        headline: 'Fleet Supervisor',
        visibility: 'hidden',
        expectedSalary: 9000,
      });
      await db.insert(candidateEmployments).values({
        userId: id,
        designation: 'Fleet Supervisor',
        employerName: 'New Co',
        workingStatus: true,
        startYear: 2019,
      });
      expect(await row(id)).toMatchObject({ currentEmployer: 'New Co' });
      const [edu] = await db
        .insert(candidateEducations)
        .values({
          userId: id,
          institution: 'X',
          qualificationId: master('qualification', "Bachelor's in Engineering"),
        })
        .returning();
      expect((await row(id)).educationRank).toBe(3);
      await db.delete(candidateEducations).where(eq(candidateEducations.id, edu.id));
      expect((await row(id)).educationRank).toBeNull();
      await db.insert(candidateCertifications).values({
        userId: id,
        name: 'CILT',
        expiresOn: '2030-01-01',
      });
      expect(await row(id)).toMatchObject({
        certificationNames: ['CILT'],
        certificationExpiries: ['2030-01-01'],
      });
      const login = new Date(Date.now() + 60_000);
      await db
        .update(users)
        .set({ firstName: 'Renamed', lastLoginAt: login })
        .where(eq(users.id, id));
      expect(await row(id)).toMatchObject({ name: 'Renamed candidate' });
      expect((await row(id)).lastActiveAt.getTime()).toBe(login.getTime());
      await db.update(users).set({ status: 'disabled' }).where(eq(users.id, id));
      expect((await row(id)).userStatus).toBe('disabled');
      await db.delete(candidateProfiles).where(eq(candidateProfiles.userId, id));
      expect(await row(id)).toBeUndefined();
    });

    it('a change through the API is found at once', async () => {
      const word = uniqueWord();
      const { user, token } = await signedIn(t.app, db, 'candidate');
      await db.insert(candidateProfiles).values({ userId: user.id, visibility: 'consultancy' });
      const res = await call(t.app, {
        method: 'PUT',
        url: API.candidate.summary,
        token,
        payload: { headline: `Planner ${word}`, summary: '', experience_years: 3, skill_ids: [] },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await found({ q: word })).toEqual([user.id]);
      expect(await found({ q: word }, employer)).toEqual([]);
    });
  });

  describe('saved searches', () => {
    let owner: { token: string; id: string };
    beforeAll(async () => {
      const s = await signedIn(t.app, db, 'consultancy');
      owner = { token: s.token, id: s.user.id };
    });
    const save = (payload: Record<string, unknown>, token = owner.token) =>
      call(t.app, { method: 'POST', url: API.talent.saveSearch, token, payload });
    const run = (id: number | string, token = owner.token) =>
      call(t.app, { method: 'POST', url: API.talent.runSavedSearch(id), token });
    const remove = (id: number | string, token = owner.token) =>
      call(t.app, { method: 'DELETE', url: API.talent.savedSearch(id), token });
    const list = async (token = owner.token) => {
      const res = await call(t.app, { method: 'GET', url: API.talent.savedSearches, token });
      expect(res.status).toBe(200);
      return res.body.data as TSavedSearchesPage;
    };

    it('saves, lists with new counts, runs and deletes; names are unique per user', async () => {
      const word = uniqueWord();
      await makeCandidate(db, { profile: { headline: `Buyer ${word}` } });
      const res = await save({ name: 'Buyers', query: { q: word, sort: 'last_active' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // Its own answer, not the generic one.
      expect(res.body.message).toBe('Search saved');
      const created = res.body.data as TSavedSearch;
      expect(created).toMatchObject({ name: 'Buyers', query: { q: word, sort: 'last_active' } });
      expect(created.new_count).toBe(0);

      const again = await save({ name: 'buyers', query: {} });
      expect(again.status).toBe(409);
      expect(again.body.message).toEqual({ name: TALENT_MESSAGES.searchNameTaken });
      const bad = await save({ name: 'Bad', query: { visa_status: 'tourist' } });
      expect(bad.status).toBe(400);

      // A candidate who signs up after the last run counts as new; one of an employer's reach too.
      await makeCandidate(db, {
        user: { createdAt: new Date(Date.now() + 1000) },
        profile: { headline: `Buyer ${word}`, visibility: 'consultancy' },
      });
      await makeCandidate(db, {
        user: { createdAt: new Date(Date.now() + 1000) },
        profile: { headline: `Buyer ${word}`, visibility: 'hidden' },
      });
      const [listed] = (await list()).items;
      expect(listed).toMatchObject({ id: created.id, new_count: 1 });

      const ran = await run(created.id);
      expect(ran.status).toBe(200);
      expect(new Date((ran.body.data as TSavedSearch).last_run_at).getTime()).toBeGreaterThan(
        new Date(created.last_run_at).getTime(),
      );

      // Another user's id is as unknown as no id.
      const other = (await signedIn(t.app, db, 'consultancy')).token;
      for (const act of [run, remove]) {
        expect((await act(created.id, other)).status).toBe(404);
      }
      expect((await list(other)).items).toEqual([]);
      const unknown = await remove('abc');
      expect(unknown.status).toBe(404);

      const gone = await remove(created.id);
      expect(gone.status).toBe(200);
      expect((await list()).items).toEqual([]);
    });

    it(`keeps at most ${SAVED_SEARCHES_MAX} per user`, async () => {
      const s = await signedIn(t.app, db, 'employer');
      await db.insert(savedCandidateSearches).values(
        Array.from({ length: SAVED_SEARCHES_MAX }, (_, i) => ({
          userId: s.user.id,
          name: `Search ${i}`,
          query: {},
        })),
      );
      const res = await save({ name: 'One more', query: {} }, s.token);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(TALENT_MESSAGES.tooManySearches);
      const asCandidate = await save({ name: 'Mine', query: {} }, candidateToken);
      expect(asCandidate.status).toBe(403);
      await db
        .delete(savedCandidateSearches)
        .where(
          and(
            eq(savedCandidateSearches.userId, s.user.id),
            inArray(savedCandidateSearches.name, ['Search 0']),
          ),
        );
    });
  });
});
