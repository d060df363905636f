import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { ANSWERS } from '@logicareers/shared/messages';
import {
  FACET_KEYS,
  SEARCH_PAGE_SIZE,
  type TFacetValue,
  type TJobCard,
  type TJobSearchResult,
  type TMasterOption,
} from '@logicareers/shared/schemas/jobs';
import { rowsOf } from '../../db/rows';
import { jobs } from '../../db/schema';
import {
  buildCompany,
  dayFromNow,
  jobFactory,
  signedIn,
  type JobMasterKind,
} from '../../test/factories';
import { call, DATABASES, startTestApp, type DatabaseKind, type TestApp } from '../../test/harness';
import { startReplicaTestApp } from '../../test/replica-app';
import { loadTaxonomy } from '../master-data/taxonomy.query';
import { ARABIC_NAMES } from '../master-data/taxonomy';
import { generateJob, seededRandom } from './job-generator';
import {
  compileKeywords,
  jobKeywords,
  signatureAlternatives,
  signatureHolds,
} from '../../lib/keyword-signature';
import { FIRST_LOOK, RANK_WINDOW } from './jobs.search';
import { uniqueWord } from './unique-word';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
type Query = Record<string, string | string[]>;

/**
 * Each database, and with PostgreSQL also a primary with its streaming replica, where the public
 * search reads (DATABASE_READ_URL): there each request waits for the replica to have replayed the
 * test's writes, so the same cases hold.
 */
type Target = DatabaseKind | 'postgres replica';
const TARGETS: Target[] = process.env.TEST_DATABASE_URL
  ? [...DATABASES, 'postgres replica']
  : DATABASES;
const open = (target: Target, overrides: Record<string, string> = {}) =>
  target === 'postgres replica'
    ? startReplicaTestApp({ waitForReplay: true, overrides })
    : startTestApp(target, overrides);

describe.each(TARGETS)('finding jobs (%s)', (kind) => {
  let t: TestApp;
  let master: Record<JobMasterKind, TMasterOption[]>;
  let idOf: (kind: JobMasterKind, name: string) => number;
  let jobMaker: Awaited<ReturnType<typeof jobFactory>>;
  let employer: { token: string; companyId: number };
  let rival: { token: string; companyId: number };

  beforeAll(async () => {
    t = await open(kind);
    const db = t.database.db;
    jobMaker = await jobFactory(t.app);
    ({ lists: master, idOf } = jobMaker);
    const a = await signedIn(t.app, db, 'employer');
    const b = await signedIn(t.app, db, 'employer');
    employer = { token: a.token, companyId: a.user.companyId! };
    rival = { token: b.token, companyId: b.user.companyId! };
    // A crowd of realistic live jobs around each test's own distinctive ones.
    const crowd = await buildCompany(db, { name: 'Crowd Logistics LLC' });
    const taxonomy = await loadTaxonomy(db);
    const random = seededRandom(2026);
    await db
      .insert(jobs)
      .values(
        Array.from({ length: 60 }, () => generateJob(random, taxonomy, { companyId: crowd.id })),
      );
  });
  afterAll(() => t?.close());

  /** This file's jobs are logistics coordinators in Dubai, in sea freight, with no skills. */
  const jobForm = (overrides: Record<string, unknown> = {}) =>
    jobMaker.form({
      title: 'Logistics Coordinator',
      designation_id: idOf('designation', 'Logistics Coordinator'),
      functional_area_id: idOf('functional_area', 'Freight Forwarding - Sea'),
      state_id: idOf('state', 'Dubai'),
      salary_min: 7000,
      vacancies: undefined,
      skill_ids: undefined,
      description: '<p>Coordinate sea shipments with carriers and agents across the GCC.</p>',
      requirements: undefined,
      benefits: undefined,
      ...overrides,
    });
  const post = (overrides: Record<string, unknown> = {}, token = employer.token) =>
    jobMaker.create(token, jobForm(overrides));
  const search = async (query: Query) => {
    const res = await call(t.app, { method: 'GET', url: '/api/jobs/search', query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as TJobSearchResult;
  };
  const idsFor = async (query: Query) => sorted((await search(query)).items.map((j) => j.id));
  const facet = (values: TFacetValue[] | undefined) =>
    Object.fromEntries((values ?? []).map((v) => [v.name, v.count]));

  describe('keywords', () => {
    it('are compiled once per text, and keywords of stop words alone compile to nothing', async () => {
      // A database of its own (the compiled keywords are kept per database), counting statements.
      let statements = 0;
      const db = t.database.db;
      const counting = new Proxy(db, {
        get: (target, property) =>
          property === 'execute'
            ? (...args: Parameters<typeof db.execute>) => {
                statements++;
                return target.execute(...args);
              }
            : Reflect.get(target, property, target),
      });
      const compile = (q: string) =>
        compileKeywords(counting, jobKeywords(q), signatureAlternatives(q), jobKeywords);
      const first = await compile('forklift -driver');
      expect(first?.tsquery).toMatch(/forklift/);
      expect(first?.signatures).toHaveLength(1);
      expect(await compile('forklift -driver')).toEqual(first);
      expect(statements).toBe(1);
      expect(await compile('procurement OR purchasing')).toMatchObject({
        signatures: [expect.any(String), expect.any(String)],
      });
      expect(await compile('the and of')).toBeNull();
      expect(await compile('the and of')).toBeNull();
      expect(statements).toBe(3);
    });

    it('finds jobs by a word of the title, of a skill and of the description', async () => {
      const [inTitle, inBody, shared] = [uniqueWord(), uniqueWord(), uniqueWord()];
      const titled = await post({ title: `Yard Marshal ${inTitle}` });
      const described = await post({
        description: `<p>Keep the ${inBody} yard moving and load every truck on time.</p>`,
      });
      const withSkill = await post({
        description: `<p>Run the ${shared} control tower for our regional forwarding desk.</p>`,
        skill_ids: [idOf('skill', 'CargoWise')],
      });
      const withoutSkill = await post({
        description: `<p>Run the ${shared} control tower for our regional road freight desk.</p>`,
        skill_ids: [idOf('skill', 'Power BI')],
      });

      const byTitle = await search({ q: inTitle });
      expect(byTitle.items.map((j) => j.id)).toEqual([titled]);
      expect(byTitle).toMatchObject({ total: 1, total_is_estimate: false, page: 1 });
      expect(byTitle.items[0]).toMatchObject({
        title: `Yard Marshal ${inTitle}`,
        designation: 'Logistics Coordinator',
        location: 'Dubai',
        employment_type: 'full_time',
        salary_min: 7000,
        salary_max: 9000,
        company: { id: employer.companyId },
      });
      expect(await idsFor({ q: inBody })).toEqual([described]);
      expect(await idsFor({ q: shared })).toEqual(sorted([withSkill, withoutSkill]));
      expect(await idsFor({ q: `${shared} CargoWise` })).toEqual([withSkill]);
      // Stemming: the plural finds the singular.
      expect(await idsFor({ q: `${shared} towers` })).toEqual(sorted([withSkill, withoutSkill]));
    });

    it('understands "quoted phrases", -exclusions and OR', async () => {
      const [w, x, y] = [uniqueWord(), uniqueWord(), uniqueWord()];
      const phrase = await post({
        title: `Shift Lead ${w}`,
        description: '<p>Lead the cold store team of the yard in Dubai South every night.</p>',
      });
      const scattered = await post({
        title: `Yard Planner ${w}`,
        description: '<p>Plan the cold season and the store rotation for customers weekly.</p>',
      });
      const neither = await post({
        title: `Analyst ${w}`,
        description: '<p>Report on freight costs and carrier performance to management.</p>',
      });
      const withX = await post({ title: `Dispatcher ${x}` });
      const withY = await post({ title: `Dispatcher ${y}` });

      expect(await idsFor({ q: `"cold store" ${w}` })).toEqual([phrase]);
      expect(await idsFor({ q: `cold store ${w}` })).toEqual(sorted([phrase, scattered]));
      expect(await idsFor({ q: `${w} -cold` })).toEqual([neither]);
      expect(await idsFor({ q: `${w} -"cold store"` })).toEqual(sorted([scattered, neither]));
      expect(await idsFor({ q: `${x} OR ${y}` })).toEqual(sorted([withX, withY]));
      expect(await idsFor({ q: `${x} ${y}` })).toEqual([]);
    });

    it('finds Arabic words in Arabic text and English words in English text', async () => {
      const w = uniqueWord();
      const arabic = await post({
        title: `مشرف مستودعات ${w}`,
        description: '<p>إدارة المستودعات وتحميل الشاحنة في دبي الجنوب.</p>',
      });
      const english = await post({
        title: `Warehouse Supervisor ${w}`,
        description: '<p>Run the warehouses and load every truck in Dubai South.</p>',
      });
      const both = await post({
        title: `Warehouse Supervisor - مشرف مستودع ${w}`,
        description: '<p>Run the warehouse. إدارة المستودع وتحميل الشاحنات.</p>',
      });
      const dubai = idOf('state', 'Dubai');
      // In every emirate, and in one (where keyword signatures pass jobs over first).
      for (const state of [[], [String(dubai)]]) {
        const ids = (q: string) => idsFor({ q: `${w} ${q}`, state });
        // Arabic stemming: singular, plural, with the article, with a conjunction, with vowel signs.
        for (const q of ['مستودع', 'مستودعات', 'المستودعات', 'والمستودعات', 'مُستودَع', 'شاحنات']) {
          expect(await ids(q), q).toEqual(sorted([arabic, both]));
        }
        for (const q of ['warehouse', 'warehouses', 'WAREHOUSE']) {
          expect(await ids(q), q).toEqual(sorted([english, both]));
        }
        expect(await ids('trucks')).toEqual([english]);
        expect(await ids('warehouse مستودع')).toEqual([both]);
        expect(await ids('"مشرف مستودعات"')).toEqual(sorted([arabic, both]));
        expect(await ids('-مستودعات')).toEqual([english]);
        expect(await ids('-warehouse')).toEqual([arabic]);
        expect(await idsFor({ q: `${w} مستودع OR ${w} trucks`, state })).toEqual(
          sorted([arabic, english, both]),
        );
        expect(await ids('شحن')).toEqual([]);
      }
    });

    it('finds the same Arabic jobs whichever way a word is spelt', async () => {
      const w = uniqueWord();
      const marked = await post({
        title: `مُشْرِف إدارة ${w}`,
        description: '<p>لِلإدارة في مستشفى دبي مع شركة أمين للنقل.</p>',
      });
      const plain = await post({
        title: `مشرف اداره ${w}`,
        description: '<p>للادارة في مستشفي دبي مع شركه امين للنقل.</p>',
      });
      const other = await post({
        title: `مشرف مستودع ${w}`,
        description: '<p>نقل البضائع وتخزينها في مستودع جبل علي.</p>',
      });
      const ids = (q: string) => idsFor({ q: `${w} ${q}` });
      // Vowel marks, tatweel, alef forms, ta marbuta or ha, alef maqsura or ya, and the plural.
      for (const q of [
        ['مشرف', 'مُشْرِف', 'مشــرف'],
        ['إدارة', 'ادارة', 'اداره', 'الإدارة', 'لِلإدارة', 'إدارات'],
        ['مستشفى', 'مستشفي'],
        ['شركة', 'شركه', 'شركات'],
        ['أمين', 'امين', 'إمين'],
      ]) {
        const found = await Promise.all(q.map(ids));
        for (const [i, variant] of q.entries()) expect(found[i], variant).toEqual(found[0]);
      }
      expect(await ids('مُشْرِف')).toEqual(sorted([marked, plain, other]));
      expect(await ids('اداره')).toEqual(sorted([marked, plain]));
      expect(await ids('"مستشفى دبي"')).toEqual(sorted([marked, plain]));
    });

    it('treats a query of only stop words or punctuation as no keyword', async () => {
      const everything = await search({});
      expect(everything.total).toBeGreaterThanOrEqual(60);
      for (const q of ['the of and', 'the', '!!!', '"" -', '  ']) {
        const res = await search({ q });
        expect(res.total, q).toBe(everything.total);
        expect(
          res.items.map((j) => j.id),
          q,
        ).toEqual(everything.items.map((j) => j.id));
      }
    });

    it('ranks a title match above a newer description-only match, unless sorted by newest', async () => {
      const w = uniqueWord();
      const titled = await post({ title: `Forwarding Executive ${w}` });
      await t.database.db
        .update(jobs)
        .set({ publishedAt: hoursAgo(5) })
        .where(eq(jobs.id, titled));
      const described = await post({
        description: `<p>Join the ${w} desk and book air freight with our partner airlines.</p>`,
      });
      expect((await search({ q: w })).items.map((j) => j.id)).toEqual([titled, described]);
      expect((await search({ q: w, sort: 'relevance' })).items.map((j) => j.id)).toEqual([
        titled,
        described,
      ]);
      expect((await search({ q: w, sort: 'newest' })).items.map((j) => j.id)).toEqual([
        described,
        titled,
      ]);
    });
  });

  describe('filters and facets', () => {
    let w: string;
    let job: Record<'jafza' | 'dubai' | 'mussafah' | 'saif' | 'alQuoz', number>;
    const ids = (query: Query = {}) => idsFor({ q: w, ...query });

    beforeAll(async () => {
      w = uniqueWord();
      const warehouse = {
        designation_id: idOf('designation', 'Warehouse Supervisor'),
        functional_area_id: idOf('functional_area', 'Warehousing and 3PL'),
      };
      job = {
        jafza: await post({
          title: `Warehouse Supervisor ${w}`,
          ...warehouse,
          state_id: idOf('state', 'Jebel Ali Free Zone (JAFZA)'),
          experience_min: 2,
          experience_max: 5,
          salary_min: 5000,
          salary_max: 8000,
        }),
        dubai: await post({
          title: `Shipping Coordinator ${w}`,
          designation_id: idOf('designation', 'Shipping Coordinator'),
          industry_id: idOf('industry', 'E-commerce'),
          employment_type: 'part_time',
          experience_min: 0,
          experience_max: 1,
          salary_min: 12000,
          salary_max: 15000,
        }),
        mussafah: await post({
          title: `Warehouse Supervisor ${w}`,
          ...warehouse,
          state_id: idOf('state', 'Mussafah'),
          industry_id: idOf('industry', 'E-commerce'),
          employment_type: 'contract',
          experience_min: 6,
          experience_max: 10,
          salary_min: 20000,
          salary_max: 25000,
          salary_hidden: true,
        }),
        saif: await post({
          title: `Warehouse Supervisor ${w}`,
          designation_id: idOf('designation', 'Warehouse Supervisor'),
          state_id: idOf('state', 'SAIF Zone'),
          experience_min: 0,
          experience_max: null,
          salary_min: 3000,
          salary_max: 4000,
          confidential: true,
        }),
        alQuoz: await post(
          {
            title: `Storekeeper ${w}`,
            designation_id: idOf('designation', 'Storekeeper'),
            functional_area_id: idOf('functional_area', 'Warehousing and 3PL'),
            industry_id: idOf('industry', 'Retail and FMCG'),
            state_id: idOf('state', 'Al Quoz'),
            employment_type: 'temporary',
            experience_min: 1,
            experience_max: 3,
            salary_min: 9000,
            salary_max: null,
          },
          rival.token,
        ),
      };
      await t.database.db
        .update(jobs)
        .set({ publishedAt: new Date(Date.now() - 10 * 86_400_000) })
        .where(eq(jobs.id, job.dubai));
    });

    it('filters by location, an emirate taking in its areas and free zones', async () => {
      const { jafza, dubai, mussafah, saif, alQuoz } = job;
      expect(await ids()).toEqual(sorted([jafza, dubai, mussafah, saif, alQuoz]));
      expect(await ids({ state: String(idOf('state', 'Dubai')) })).toEqual(
        sorted([jafza, dubai, alQuoz]),
      );
      expect(await ids({ state: String(idOf('state', 'Jebel Ali Free Zone (JAFZA)')) })).toEqual([
        jafza,
      ]);
      expect(await ids({ state: String(idOf('state', 'Abu Dhabi')) })).toEqual([mussafah]);
      expect(await ids({ state: `${idOf('state', 'Dubai')},${idOf('state', 'Sharjah')}` })).toEqual(
        sorted([jafza, dubai, saif, alQuoz]),
      );
      expect(
        await ids({ state: [String(idOf('state', 'Sharjah')), String(idOf('state', 'Mussafah'))] }),
      ).toEqual(sorted([mussafah, saif]));
      expect(await ids({ state: String(idOf('state', 'Fujairah')) })).toEqual([]);
    });

    it('filters by functional area, designation, industry and employment type', async () => {
      const { jafza, dubai, mussafah, saif, alQuoz } = job;
      expect(
        await ids({ functional_area: String(idOf('functional_area', 'Warehousing and 3PL')) }),
      ).toEqual(sorted([jafza, mussafah, alQuoz]));
      expect(
        await ids({ designation: String(idOf('designation', 'Warehouse Supervisor')) }),
      ).toEqual(sorted([jafza, mussafah, saif]));
      expect(await ids({ industry: String(idOf('industry', 'E-commerce')) })).toEqual(
        sorted([dubai, mussafah]),
      );
      expect(await ids({ employment_type: 'part_time,contract' })).toEqual(
        sorted([dubai, mussafah]),
      );
      expect(await ids({ employment_type: 'full_time' })).toEqual(sorted([jafza, saif]));
      expect(
        await ids({ state: String(idOf('state', 'Dubai')), employment_type: 'full_time' }),
      ).toEqual([jafza]);
    });

    it('filters by experience, minimum salary (never matching hidden salaries) and age', async () => {
      const { jafza, dubai, mussafah, saif, alQuoz } = job;
      expect(await ids({ experience: '0' })).toEqual(sorted([dubai, saif]));
      expect(await ids({ experience: '3' })).toEqual(sorted([jafza, saif, alQuoz]));
      expect(await ids({ experience: '7' })).toEqual(sorted([mussafah, saif]));
      expect(await ids({ salary_min: '9000' })).toEqual(sorted([dubai, alQuoz]));
      expect(await ids({ salary_min: '10000' })).toEqual([dubai]);
      expect(await ids({ salary_min: '16000' })).toEqual([]);
      expect(await ids({ posted_within: '7' })).toEqual(sorted([jafza, mussafah, saif, alQuoz]));
      expect(await ids({ posted_within: '14' })).toEqual(
        sorted([jafza, dubai, mussafah, saif, alQuoz]),
      );
    });

    it("filters by company, leaving out the company's confidential jobs", async () => {
      const { jafza, dubai, mussafah, alQuoz } = job;
      expect(await ids({ company: String(employer.companyId) })).toEqual(
        sorted([jafza, dubai, mussafah]),
      );
      expect(await ids({ company: String(rival.companyId) })).toEqual([alQuoz]);
      const confidential = (await search({ q: w })).items.find((j) => j.id === job.saif)!;
      expect(confidential.company).toBeNull();
    });

    it('counts facets over the matches, each facet ignoring its own filter', async () => {
      const unfiltered = await search({ q: w });
      expect(unfiltered.total).toBe(5);
      expect(facet(unfiltered.facets.state)).toEqual({ Dubai: 3, 'Abu Dhabi': 1, Sharjah: 1 });
      expect(facet(unfiltered.facets.employment_type)).toEqual({
        'Full time': 2,
        'Part time': 1,
        Contract: 1,
        Temporary: 1,
      });
      expect(facet(unfiltered.facets.posted_within)).toEqual({
        'Last 24 hours': 4,
        'Last 3 days': 4,
        'Last 7 days': 4,
        'Last 14 days': 5,
        'Last 30 days': 5,
      });
      // Each facet value, applied as a filter, finds exactly as many jobs as it counted.
      for (const key of FACET_KEYS) {
        const values = unfiltered.facets[key]!;
        expect(
          values.reduce((sum, v) => sum + v.count, 0),
          key,
        ).toBe(key === 'posted_within' ? 4 + 4 + 4 + 5 + 5 : 5);
        for (const value of values) {
          expect((await search({ q: w, [key]: value.id })).total, `${key}=${value.name}`).toBe(
            value.count,
          );
        }
      }

      const inDubai = await search({ q: w, state: String(idOf('state', 'Dubai')) });
      expect(inDubai.total).toBe(3);
      expect(facet(inDubai.facets.state)).toEqual({ Dubai: 3, 'Abu Dhabi': 1, Sharjah: 1 });
      expect(facet(inDubai.facets.employment_type)).toEqual({
        'Full time': 1,
        'Part time': 1,
        Temporary: 1,
      });
      expect(facet(inDubai.facets.designation)).toEqual({
        'Warehouse Supervisor': 1,
        'Shipping Coordinator': 1,
        Storekeeper: 1,
      });
      expect(facet(inDubai.facets.industry)).toEqual({
        'Logistics and Freight': 1,
        'E-commerce': 1,
        'Retail and FMCG': 1,
      });

      const fullTimeInDubai = await search({
        q: w,
        state: String(idOf('state', 'Dubai')),
        employment_type: 'full_time',
      });
      expect(fullTimeInDubai.items.map((j) => j.id)).toEqual([job.jafza]);
      expect(facet(fullTimeInDubai.facets.state)).toEqual({ Dubai: 1, Sharjah: 1 });
      expect(facet(fullTimeInDubai.facets.employment_type)).toEqual({
        'Full time': 1,
        'Part time': 1,
        Temporary: 1,
      });
      expect(facet(fullTimeInDubai.facets.designation)).toEqual({ 'Warehouse Supervisor': 1 });
      expect(fullTimeInDubai.facets.state!.find((v) => v.name === 'Dubai')!.id).toBe(
        String(idOf('state', 'Dubai')),
      );

      expect((await search({ q: w, facets: 'false' })).facets).toEqual({});
    });
  });

  describe('paging', () => {
    it('pages newest first, and next_cursor leads to the same next page', async () => {
      const page1 = await search({});
      const page2 = await search({ page: '2' });
      const page3 = await search({ page: '3' });
      expect(page1.items).toHaveLength(SEARCH_PAGE_SIZE);
      expect(page2.items).toHaveLength(SEARCH_PAGE_SIZE);
      expect(page1.page_size).toBe(SEARCH_PAGE_SIZE);
      expect(page2.page).toBe(2);
      const [ids1, ids2] = [page1.items.map((j) => j.id), page2.items.map((j) => j.id)];
      expect(ids1.filter((id) => ids2.includes(id))).toEqual([]);
      const times = [...page1.items, ...page2.items].map((j) => Date.parse(j.published_at!));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      expect(page1.next_cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      const byCursor = await search({ cursor: page1.next_cursor! });
      expect(byCursor.items.map((j) => j.id)).toEqual(ids2);
      const byCursor2 = await search({ cursor: byCursor.next_cursor! });
      expect(byCursor2.items.map((j) => j.id)).toEqual(page3.items.map((j) => j.id));
      expect(page1.total).toBe(page2.total);

      const beyond = await search({ page: '500' });
      expect(beyond.items).toEqual([]);
      expect(beyond.next_cursor).toBeNull();
    });

    it('pages results ranked by relevance', async () => {
      const first = await search({ q: 'logistics' });
      expect(first.total).toBeGreaterThan(SEARCH_PAGE_SIZE);
      const second = await search({ q: 'logistics', page: '2' });
      expect(second.items.length).toBeGreaterThan(0);
      const ids1 = first.items.map((j) => j.id);
      expect(second.items.filter((j) => ids1.includes(j.id))).toEqual([]);
      expect(first.next_cursor).toBeNull();
    });
  });

  describe('malformed parameters', () => {
    const cursorOf = (text: string) => Buffer.from(text).toString('base64url');
    const cases: [string, Query, string, string][] = [
      ['a page that is not a number', { page: 'abc' }, 'page', 'page must be a number'],
      ['page 0', { page: '0' }, 'page', 'page must be at least 1'],
      ['page 1.5', { page: '1.5' }, 'page', 'page must be a whole number'],
      ['page 9999', { page: '9999' }, 'page', 'page must be at most 500'],
      ['a state that is not an id', { state: 'x' }, 'state', 'state must be a list of ids'],
      ['a state list with a bad id', { state: '1,0' }, 'state', 'state must be a list of ids'],
      [
        'a state id beyond any id',
        { state: '99999999999' },
        'state',
        'state must be a list of ids',
      ],
      [
        'an unknown employment type',
        { employment_type: 'bogus' },
        'employment_type',
        'employment_type must be one of full_time, part_time, contract, temporary, internship',
      ],
      [
        'posted_within 2',
        { posted_within: '2' },
        'posted_within',
        'posted_within must be one of 1, 3, 7, 14, 30 (days)',
      ],
      ['sort up', { sort: 'up' }, 'sort', 'sort must be relevance or newest'],
      ['a cursor with symbols', { cursor: '!!!' }, 'cursor', 'cursor is not valid'],
      [
        'a well-formed cursor of garbage',
        { cursor: cursorOf('x|y') },
        'cursor',
        'cursor is not valid',
      ],
      [
        'a cursor with an id beyond any id',
        { cursor: cursorOf('2026-01-01T00:00:00.000Z|99999999999999') },
        'cursor',
        'cursor is not valid',
      ],
      [
        'a cursor with a date out of range',
        { cursor: cursorOf('+275000-01-01T00:00:00.000Z|5') },
        'cursor',
        'cursor is not valid',
      ],
      [
        'a cursor finer than a microsecond',
        { cursor: cursorOf('2026-01-01T00:00:00.1234567Z|5') },
        'cursor',
        'cursor is not valid',
      ],
      [
        'experience -1',
        { experience: '-1' },
        'experience',
        'experience must be a whole number from 0 to 50',
      ],
      [
        'experience 51',
        { experience: '51' },
        'experience',
        'experience must be a whole number from 0 to 50',
      ],
      [
        'salary_min abc',
        { salary_min: 'abc' },
        'salary_min',
        'salary_min must be a whole number from 0 to 1000000',
      ],
      ['a company that is not an id', { company: 'acme' }, 'company', 'company must be an id'],
      [
        'a company beyond the integer column',
        { company: '2147483648' },
        'company',
        'company must be an id',
      ],
      ['company 0', { company: '0' }, 'company', 'company must be an id'],
      [
        'a search text of 201 characters',
        { q: 'a'.repeat(201) },
        'q',
        'The search text is too long (200 characters at most)',
      ],
      ['facets maybe', { facets: 'maybe' }, 'facets', 'facets must be true or false'],
    ];
    it.each(cases)(
      'refuses %s with 400 and a message on the field',
      async (_name, query, field, message) => {
        const res = await call(t.app, { method: 'GET', url: '/api/jobs/search', query });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: { [field]: message }, code: 'VALIDATION' });
      },
    );

    it('answers odd but harmless keywords, never with a 500', async () => {
      for (const q of ["O'Neil & Sons", 'a:* | !b', '(((', '“curly” – dash', '🚚 driver']) {
        const res = await call(t.app, { method: 'GET', url: '/api/jobs/search', query: { q } });
        expect([q, res.status]).toEqual([q, 200]);
      }
      const stray = await call(t.app, {
        method: 'GET',
        url: '/api/jobs/search',
        query: { q: 'driver', unknown: 'x', page: '1', sort: 'newest' },
      });
      expect(stray.status).toBe(200);
      // A NUL character is no keyword: no database stores one, and the answer says so.
      const nul = await call(t.app, {
        method: 'GET',
        url: '/api/jobs/search',
        query: { q: 'warehouse\u0000manager' },
      });
      expect(nul.status).toBe(400);
      expect(nul.body).toEqual({ message: { q: ANSWERS.nulCharacter }, code: 'VALIDATION' });
    });
  });

  describe('browsing', () => {
    it('counts live jobs per designation, functional area and emirate', async () => {
      const w = uniqueWord();
      const planner = {
        title: `Terminal Planner ${w}`,
        designation_id: idOf('designation', 'Terminal Planner'),
        functional_area_id: idOf('functional_area', 'Projects and Heavy Lift'),
        state_id: idOf('state', 'Port of Fujairah'),
      };
      await post(planner);
      await post(planner);
      const draft = await call(t.app, {
        method: 'POST',
        url: '/api/jobs/',
        token: employer.token,
        payload: { ...jobForm(planner), publish: false },
      });
      expect(draft.status).toBe(201);

      const categories = async (category: string) => {
        const res = await call(t.app, { method: 'GET', url: `/api/jobs/categories/${category}` });
        expect(res.status).toBe(200);
        return res.body.data as { id: number; name: string; slug: string; count: number }[];
      };
      const countOf = async (category: string, name: string) =>
        (await categories(category)).find((c) => c.name === name)?.count ?? 0;

      const designations = await categories('designation');
      const terminal = designations.find((c) => c.name === 'Terminal Planner')!;
      expect(terminal).toMatchObject({
        id: idOf('designation', 'Terminal Planner'),
        slug: expect.any(String),
      });
      expect(terminal.count).toBeGreaterThanOrEqual(2);
      const counts = designations.map((c) => c.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      // Each count is what a search with that filter finds.
      for (const c of designations.slice(0, 5).concat(terminal)) {
        expect((await search({ designation: String(c.id) })).total, c.name).toBe(c.count);
      }
      const areas = await categories('functional_area');
      for (const c of areas.slice(0, 3)) {
        expect((await search({ functional_area: String(c.id) })).total, c.name).toBe(c.count);
      }
      const states = await categories('state');
      const emirates = master.state.filter((s) => s.parent_id === null).map((s) => s.name);
      expect(states.every((c) => emirates.includes(c.name))).toBe(true);
      for (const c of states) {
        expect((await search({ state: String(c.id) })).total, c.name).toBe(c.count);
      }
      const fujairah = states.find((c) => c.name === 'Fujairah')!.count;
      expect(fujairah).toBeGreaterThanOrEqual(2);

      // A new job counts at once; a closed one no longer does.
      const third = await post(planner);
      expect(await countOf('designation', 'Terminal Planner')).toBe(terminal.count + 1);
      expect(await countOf('state', 'Fujairah')).toBe(fujairah + 1);
      expect(
        (
          await call(t.app, {
            method: 'POST',
            url: `/api/jobs/${third}/close`,
            token: employer.token,
          })
        ).status,
      ).toBe(200);
      expect(await countOf('designation', 'Terminal Planner')).toBe(terminal.count);

      const bad = await call(t.app, { method: 'GET', url: '/api/jobs/categories/industry' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        message: { category: 'category must be designation, functional_area or state' },
        code: 'VALIDATION',
      });
    });

    it("counts each database's own jobs, even when another database was counted first", async () => {
      const url = '/api/jobs/categories/designation';
      const here = await call(t.app, { method: 'GET', url });
      expect((here.body.data as unknown[]).length).toBeGreaterThan(0);
      const empty = await open(kind);
      try {
        const there = await call(empty.app, { method: 'GET', url });
        expect([there.status, there.body.data]).toEqual([200, []]);
      } finally {
        await empty.close();
      }
    });

    it('suggests similar jobs, same designation first, never the job itself', async () => {
      const w = uniqueWord();
      const cold = {
        designation_id: idOf('designation', 'Cold Chain Supervisor'),
        functional_area_id: idOf('functional_area', 'Cold Chain'),
        state_id: idOf('state', 'Dubai South'),
      };
      const sameArea = await post({
        title: `Reefer Technician ${w}`,
        ...cold,
        designation_id: idOf('designation', 'Warehouse Assistant'),
      });
      const target = await post({ title: `Cold Chain Supervisor ${w}`, ...cold });
      const sameDesignation = await post({
        title: `Cold Chain Supervisor ${w}`,
        ...cold,
        functional_area_id: idOf('functional_area', 'Warehousing and 3PL'),
        state_id: idOf('state', 'Dubai Airport Free Zone (DAFZ)'),
      });

      const res = await call(t.app, { method: 'GET', url: `/api/jobs/${target}/similar` });
      expect(res.status).toBe(200);
      const similar = res.body.data as TJobCard[];
      const ids = similar.map((j) => j.id);
      expect(ids).not.toContain(target);
      expect(ids[0]).toBe(sameDesignation);
      expect(similar.length).toBeGreaterThan(0);
      expect(similar.length).toBeLessThanOrEqual(6);
      const sameFirst = similar.map((j) => j.designation === 'Cold Chain Supervisor');
      expect(sameFirst).toEqual([...sameFirst].sort((a, b) => Number(b) - Number(a)));
      for (const j of similar) {
        expect(
          j.designation === 'Cold Chain Supervisor' || j.functional_area === 'Cold Chain',
        ).toBe(true);
      }
      const fromOther = (await call(t.app, { method: 'GET', url: `/api/jobs/${sameArea}/similar` }))
        .body.data as TJobCard[];
      expect(fromOther.map((j) => j.id)).not.toContain(sameArea);
      expect(fromOther.map((j) => j.id)).toContain(target);

      // Beside a confidential job, the same employer's named jobs would give it away.
      const other = await post({ title: `Cold Chain Supervisor ${w}`, ...cold }, rival.token);
      const secret = await post({
        title: `Cold Chain Supervisor ${w}`,
        ...cold,
        confidential: true,
      });
      const besideSecret = (
        await call(t.app, { method: 'GET', url: `/api/jobs/${secret}/similar` })
      ).body.data as TJobCard[];
      expect(besideSecret.map((j) => j.id)).not.toContain(target);
      expect(besideSecret.map((j) => j.id)).not.toContain(sameDesignation);
      expect(besideSecret.every((j) => j.company?.id !== employer.companyId)).toBe(true);
      expect(besideSecret.map((j) => j.id)).toContain(other);

      const draft = await call(t.app, {
        method: 'POST',
        url: '/api/jobs/',
        token: employer.token,
        payload: { ...jobForm(cold), publish: false },
      });
      const draftId = (draft.body.data as { id: number }).id;
      expect(
        (await call(t.app, { method: 'GET', url: `/api/jobs/${draftId}/similar` })).status,
      ).toBe(404);
      const notThere = await call(t.app, { method: 'GET', url: '/api/jobs/99999999/similar' });
      expect(notThere.status).toBe(404);
      expect(notThere.body).toEqual({ message: 'Job not found', code: 'NOT_FOUND' });
    });

    it('lists active employers with their open jobs, most hiring first', async () => {
      const w = uniqueWord();
      const db = t.database.db;
      const consultancy = await signedIn(t.app, db, 'consultancy');
      const busy = await buildCompany(db, {
        name: `Busy ${w} Freight LLC`,
        managedById: consultancy.user.companyId,
      });
      const quiet = await buildCompany(db, { name: `Quiet ${w} Movers LLC` });
      const pending = await buildCompany(db, {
        name: `Pending ${w} Cargo LLC`,
        status: 'pending',
        activatedAt: null,
      });
      await buildCompany(db, { name: `Agency ${w} Staffing`, kind: 'consultancy' });
      const busyUser = await signedIn(t.app, db, 'employer', { companyId: busy.id });
      const quietUser = await signedIn(t.app, db, 'employer', { companyId: quiet.id });

      await post({}, busyUser.token);
      await post({}, busyUser.token);
      await post({ confidential: true }, busyUser.token);
      const closed = await post({}, busyUser.token);
      await call(t.app, {
        method: 'POST',
        url: `/api/jobs/${closed}/close`,
        token: busyUser.token,
      });
      const draft = await call(t.app, {
        method: 'POST',
        url: '/api/jobs/',
        token: busyUser.token,
        payload: { ...jobForm(), publish: false },
      });
      expect(draft.status).toBe(201);
      const forClient = await call(t.app, {
        method: 'POST',
        url: '/api/jobs/',
        token: consultancy.token,
        payload: { ...jobForm(), client_company_id: busy.id, publish: true },
      });
      expect(forClient.status).toBe(201);
      await post({}, quietUser.token);

      const res = await call(t.app, { method: 'GET', url: '/api/employers/', query: { q: w } });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        items: [
          { id: busy.id, name: busy.name, logo_url: null, open_jobs: 3 },
          { id: quiet.id, name: quiet.name, logo_url: null, open_jobs: 1 },
        ],
        total: 2,
        page: 1,
        page_size: SEARCH_PAGE_SIZE,
      });
      const paged = await call(t.app, {
        method: 'GET',
        url: '/api/employers/',
        query: { q: w, page: '2', page_size: '1' },
      });
      expect(paged.body.data).toMatchObject({
        items: [{ id: quiet.id }],
        total: 2,
        page: 2,
        page_size: 1,
      });
      const all = (
        await call(t.app, { method: 'GET', url: '/api/employers/', query: { page_size: '100' } })
      ).body.data as { items: { id: number }[] };
      expect(all.items.map((e) => e.id)).not.toContain(pending.id);

      const profile = await call(t.app, { method: 'GET', url: `/api/employers/${busy.id}/public` });
      expect(profile.status).toBe(200);
      expect(profile.body.data).toEqual({ id: busy.id, name: busy.name });
      for (const id of [pending.id, consultancy.user.companyId!, 99_999_999]) {
        const hidden = await call(t.app, { method: 'GET', url: `/api/employers/${id}/public` });
        expect(hidden.status).toBe(404);
        expect(hidden.body).toEqual({ message: 'Employer not found', code: 'NOT_FOUND' });
      }
      expect(await idsFor({ company: String(busy.id) }).then((ids) => ids.length)).toBe(3);

      // Counts are kept a minute, and renewed at once when a job changes, even through another
      // process (here straight in the database, as the worker or another API process writes).
      const open = async () =>
        (
          (await call(t.app, { method: 'GET', url: '/api/employers/', query: { q: w } })).body
            .data as { items: { id: number; open_jobs: number }[] }
        ).items.map((e) => [e.id, e.open_jobs]);
      await db.execute(
        sql`update jobs set status = 'closed' where id = (select max(id) from jobs where company_id = ${quiet.id})`,
      );
      await vi.waitFor(async () =>
        expect(await open()).toEqual([
          [busy.id, 3],
          [quiet.id, 0],
        ]),
      );
    });
  });

  describe('names in Arabic', () => {
    const get = async (url: string, query: Query = {}) => {
      const res = await call(t.app, { method: 'GET', url, query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    const arabic = (kind: keyof typeof ARABIC_NAMES, english: string | null) =>
      english === null ? null : (ARABIC_NAMES[kind][english] ?? english);

    it('answers master data in Arabic with lang=ar, in English otherwise or without one', async () => {
      const emirates = (lang?: string) =>
        get('/api/master/state', { parent: 'none', ...(lang && { lang }) }) as Promise<
          TMasterOption[]
        >;
      expect((await emirates('ar')).map((e) => e.name).sort()).toEqual(
        ['دبي', 'أبوظبي', 'الشارقة', 'عجمان', 'أم القيوين', 'رأس الخيمة', 'الفجيرة'].sort(),
      );
      expect((await emirates('en')).map((e) => e.name)).toEqual(
        (await emirates()).map((e) => e.name),
      );
      expect((await emirates()).map((e) => e.name)).toContain('Dubai');
      // Typeahead in Arabic finds an item by either name.
      for (const q of ['مشرف مستودع', 'Warehouse Supervisor']) {
        const found = (await get('/api/master/designation', { q, lang: 'ar' })) as TMasterOption[];
        expect(found[0], q).toMatchObject({
          id: idOf('designation', 'Warehouse Supervisor'),
          name: 'مشرف مستودع',
        });
      }
      // A product keeps its brand inside its Arabic name.
      const skills = (await get('/api/master/skill', { lang: 'ar' })) as TMasterOption[];
      expect(skills.find((s) => s.id === idOf('skill', 'CargoWise'))?.name).toBe(
        'نظام CargoWise لإدارة الشحن',
      );
      expect(skills.find((s) => s.id === idOf('skill', 'Route Planning'))?.name).toBe(
        'تخطيط المسارات',
      );
      const refused = await call(t.app, {
        method: 'GET',
        url: '/api/master/state',
        query: { lang: 'fr' },
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('lang must be one of en, ar');
    });

    it('names the cards, facets, job page and categories in Arabic with lang=ar', async () => {
      const w = uniqueWord();
      const id = await post({
        title: `Yard Lead ${w}`,
        skill_ids: [idOf('skill', 'Route Planning'), idOf('skill', 'CargoWise')],
      });
      const inArabic = await search({ q: w, lang: 'ar' });
      expect(inArabic.items.map((j) => j.id)).toEqual([id]);
      expect(inArabic.items[0]).toMatchObject({
        designation: 'منسق لوجستي',
        functional_area: 'الشحن البحري',
        location: 'دبي',
      });
      expect(facet(inArabic.facets.state)).toEqual({ دبي: 1 });
      expect(facet(inArabic.facets.designation)).toEqual({ 'منسق لوجستي': 1 });
      expect(facet(inArabic.facets.functional_area)).toEqual({ 'الشحن البحري': 1 });
      const inEnglish = await search({ q: w });
      expect(inEnglish.items[0]).toMatchObject({
        designation: 'Logistics Coordinator',
        location: 'Dubai',
      });
      expect(facet(inEnglish.facets.state)).toEqual({ Dubai: 1 });

      type Detail = TJobCard & { industry: string | null; skills: { name: string }[] };
      const page = (await get(`/api/jobs/${id}`)) as Detail;
      const arabicPage = (await get(`/api/jobs/${id}`, { lang: 'ar' })) as Detail;
      expect(arabicPage).toMatchObject({
        designation: 'منسق لوجستي',
        functional_area: 'الشحن البحري',
        location: 'دبي',
        industry: arabic('industry', page.industry),
        skills: [{ name: 'تخطيط المسارات' }, { name: 'نظام CargoWise لإدارة الشحن' }],
      });
      expect(page.skills.map((s) => s.name)).toEqual(['Route Planning', 'CargoWise']);

      const categories = (await get('/api/jobs/categories/state', { lang: 'ar' })) as {
        name: string;
        count: number;
      }[];
      const english = (await get('/api/jobs/categories/state')) as typeof categories;
      expect(categories.map((c) => c.name).sort()).toEqual(
        english.map((c) => arabic('state', c.name)).sort(),
      );
      expect(categories.find((c) => c.name === 'دبي')?.count).toBe(
        english.find((c) => c.name === 'Dubai')?.count,
      );
      const similar = (await get(`/api/jobs/${id}/similar`, { lang: 'ar' })) as TJobCard[];
      expect(similar.length).toBeGreaterThan(0);
      for (const card of similar) expect(card.designation ?? '').not.toMatch(/^[A-Za-z]/);
    });
  });

  describe('master data', () => {
    it('lists the options of a kind', async () => {
      const res = await call(t.app, { method: 'GET', url: '/api/master/designation' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const options = res.body.data as TMasterOption[];
      expect(options).toHaveLength(50);
      expect(options).toContainEqual({
        id: expect.any(Number),
        name: 'Warehouse Supervisor',
        slug: expect.any(String),
        parent_id: null,
      });
    });

    it('narrows options as the user types', async () => {
      const res = await call(t.app, {
        method: 'GET',
        url: '/api/master/designation',
        query: { q: 'ware' },
      });
      expect(res.status).toBe(200);
      const names = (res.body.data as TMasterOption[]).map((o) => o.name);
      expect(names).toContain('Warehouse Supervisor');
      expect(names.every((n) => /ware/i.test(n))).toBe(true);
      expect(names.length).toBeLessThanOrEqual(20);
      const none = await call(t.app, {
        method: 'GET',
        url: '/api/master/skill',
        query: { q: '100%_' },
      });
      expect(none.body.data).toEqual([]);
    });

    it('lists the areas and free zones of an emirate, and the emirates alone', async () => {
      const dubai = idOf('state', 'Dubai');
      const res = await call(t.app, {
        method: 'GET',
        url: '/api/master/state',
        query: { parent: String(dubai) },
      });
      expect(res.status).toBe(200);
      const areas = res.body.data as TMasterOption[];
      expect(areas.map((a) => a.name)).toEqual(
        expect.arrayContaining(['Jebel Ali Free Zone (JAFZA)', 'Dubai South', 'Al Quoz']),
      );
      expect(areas).toHaveLength(9);
      expect(areas.every((a) => a.parent_id === dubai)).toBe(true);
      const emirates = await call(t.app, {
        method: 'GET',
        url: '/api/master/state',
        query: { parent: 'none' },
      });
      expect((emirates.body.data as TMasterOption[]).map((e) => e.name).sort()).toEqual([
        'Abu Dhabi',
        'Ajman',
        'Dubai',
        'Fujairah',
        'Ras Al Khaimah',
        'Sharjah',
        'Umm Al Quwain',
      ]);
    });

    it('refuses an unknown kind and malformed parameters', async () => {
      const kindRes = await call(t.app, { method: 'GET', url: '/api/master/planet' });
      expect(kindRes.status).toBe(400);
      expect(kindRes.body).toEqual({
        message: {
          kind: 'kind must be one of designation, functional_area, state, industry, skill, qualification, country',
        },
        code: 'VALIDATION',
      });
      const idOrNone = { parent: 'parent must be an id or none' };
      const malformed: [url: string, query: Record<string, string>, message: object][] = [
        ['/api/master/state', { parent: 'dubai' }, idOrNone],
        ['/api/master/state', { parent: '99999999999' }, idOrNone],
        ['/api/master/skill', { q: 'x'.repeat(101) }, { q: 'The search text is too long' }],
      ];
      for (const [url, query, message] of malformed) {
        const res = await call(t.app, { method: 'GET', url, query });
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.body).toEqual({ message, code: 'VALIDATION' });
      }
    });
  });

  it('keeps search in step with every change of a job: edit, close, reopen, publish', async () => {
    const [before, after] = [uniqueWord(), uniqueWord()];
    const id = await post({ title: `Planner ${before}` });
    expect(await idsFor({ q: before })).toEqual([id]);
    const manage = (method: 'PUT' | 'POST', url: string, payload?: object) =>
      call(t.app, { method, url, token: employer.token, payload });
    const edited = await manage(
      'PUT',
      `/api/jobs/${id}`,
      jobForm({ title: `Planner ${after}`, state_id: idOf('state', 'Sharjah') }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await idsFor({ q: before })).toEqual([]);
    expect(await idsFor({ q: after, state: String(idOf('state', 'Sharjah')) })).toEqual([id]);
    expect(await idsFor({ q: after, state: String(idOf('state', 'Dubai')) })).toEqual([]);
    expect((await manage('POST', `/api/jobs/${id}/close`)).status).toBe(200);
    expect(await idsFor({ q: after })).toEqual([]);
    expect((await manage('POST', `/api/jobs/${id}/reopen`)).status).toBe(200);
    expect(await idsFor({ q: after })).toEqual([id]);

    const draft = await call(t.app, {
      method: 'POST',
      url: '/api/jobs/',
      token: employer.token,
      payload: { ...jobForm({ title: `Planner ${after}` }), publish: false },
    });
    const draftId = (draft.body.data as { id: number }).id;
    expect(await idsFor({ q: after })).toEqual([id]);
    expect((await manage('POST', `/api/jobs/${draftId}/publish`)).status).toBe(200);
    expect(await idsFor({ q: after })).toEqual(sorted([id, draftId]));
  });

  it('leaves drafts, closed and expired jobs out of search', async () => {
    const w = uniqueWord();
    const live = await post({ title: `Buyer ${w}` });
    const draft = await call(t.app, {
      method: 'POST',
      url: '/api/jobs/',
      token: employer.token,
      payload: { ...jobForm({ title: `Buyer ${w}` }), publish: false },
    });
    expect(draft.status).toBe(201);
    const closed = await post({ title: `Buyer ${w}` });
    await call(t.app, { method: 'POST', url: `/api/jobs/${closed}/close`, token: employer.token });
    const expired = await post({ title: `Buyer ${w}` });
    await t.database.db
      .update(jobs)
      .set({ validThrough: dayFromNow(-1) })
      .where(inArray(jobs.id, [expired]));
    expect(await idsFor({ q: w })).toEqual([live]);
    expect((await search({ q: w })).total).toBe(1);
  });
});

/** Searches over more jobs than a page, a ranked window or a first look; an app of their own. */
/**
 * On a board of more live jobs than a process keeps (SEARCH_KEPT_JOBS), the statements find the
 * matches: the kept board is off here, so that they do with these few.
 */
describe.each(TARGETS)('finding jobs among many (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await open(kind, { SEARCH_KEPT_JOBS: '0' });
  });
  afterAll(() => t?.close());
  const search = async (query: Query) => {
    const res = await call(t.app, { method: 'GET', url: '/api/jobs/search', query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as TJobSearchResult;
  };

  it('goes on newest first past the ranked matches, never repeating or skipping a job', async () => {
    const w = uniqueWord();
    const company = await buildCompany(t.database.db, { name: 'Crowded Freight LLC' });
    const taxonomy = await loadTaxonomy(t.database.db);
    const random = seededRandom(7);
    const crowd = Array.from({ length: RANK_WINDOW + 30 }, () => {
      const job = generateJob(random, taxonomy, { companyId: company.id });
      // A third carry the word in the title, which ranks them first within the window.
      return random.chance(0.3)
        ? { ...job, title: `${job.title} ${w}` }
        : { ...job, skillsText: w };
    });
    const inserted = await t.database.db.insert(jobs).values(crowd).returning({ id: jobs.id });
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(crowd.length / SEARCH_PAGE_SIZE); page++) {
      const result = await search({ q: w, page: String(page) });
      expect(result.items.length).toBeGreaterThan(0);
      seen.push(...result.items.map((j) => j.id));
    }
    expect(sorted(seen)).toEqual(sorted(inserted.map((r) => r.id)));
    const beyond = await search({ q: w, page: String(RANK_WINDOW / SEARCH_PAGE_SIZE + 1) });
    const publishedAt = beyond.items.map((j) => j.published_at ?? '');
    expect(publishedAt).toEqual([...publishedAt].sort().reverse());
  });

  it('finds words missing from the newest jobs, or scattered far back, all of them', async () => {
    const [absent, scattered] = [uniqueWord(), uniqueWord()];
    const company = await buildCompany(t.database.db, { name: 'Archive Freight LLC' });
    const taxonomy = await loadTaxonomy(t.database.db);
    const random = seededRandom(11);
    // More jobs than the first look reads; position 0 is the newest.
    const positions = { [absent]: [1_520, 1_560, 1_590], [scattered]: [40, 1_505, 1_550, 1_580] };
    const rows = Array.from({ length: FIRST_LOOK + 100 }, (_, position) => {
      const job = generateJob(random, taxonomy, { companyId: company.id, ageMinutes: position });
      const word = Object.keys(positions).find((w) => positions[w].includes(position));
      return word ? { ...job, skillsText: word } : job;
    });
    const inserted = await t.database.db.insert(jobs).values(rows).returning({ id: jobs.id });
    const idsAt = (list: number[]) => sorted(list.map((position) => inserted[position].id));
    for (const [word, list] of Object.entries(positions)) {
      for (const sort of ['relevance', 'newest']) {
        const result = await search({ q: word, company: String(company.id), sort });
        expect(sorted(result.items.map((j) => j.id))).toEqual(idsAt(list));
        expect(result).toMatchObject({ total: list.length, total_is_estimate: false });
      }
    }
  });

  it('passes over a job by its keyword signature only when the job cannot match', async () => {
    // A fixed made-up word: how many jobs a word's signature bits let through depends on which bits
    // it takes, so a random one made the shares below vary from run to run.
    const rare = 'zqkelvadorn';
    const company = await buildCompany(t.database.db, { name: 'Signature Freight LLC' });
    const taxonomy = await loadTaxonomy(t.database.db);
    const random = seededRandom(13);
    const odd = [
      rare,
      "O'Neil's e-commerce",
      'C:\\temp\\cargo',
      'Déjà vu 24/7',
      'ISO-9001 3PL',
      'مستودعات دبي للتبريد',
      'Warehouse والمستودعات',
      'مُشرِف الشحن',
    ];
    const rows = Array.from({ length: 300 }, (_, i) => {
      const job = generateJob(random, taxonomy, { companyId: company.id });
      return i % 10 === 0 ? { ...job, skillsText: odd[(i / 10) % odd.length] } : job;
    });
    await t.database.db.insert(jobs).values(rows);
    const queries = [
      'warehouse',
      'customs clearance',
      '"freight forwarding"',
      'cold chain -driver',
      'procurement OR purchasing',
      '"last mile" delivery',
      '-"cold chain" warehouse',
      'forklift -"heavy truck"',
      rare,
      `${rare} warehouse`,
      "o'neil's",
      'e-commerce',
      'c:\\temp',
      'déjà',
      'iso-9001 3pl',
      '24/7',
      `${rare} OR e-commerce`,
      "o'neil's or déjà",
      'e-commerce or forklift',
      '"cold chain" or forklift',
      'مستودع',
      'المستودعات',
      '"مستودعات دبي"',
      'مستودع -تبريد',
      'warehouse مستودعات',
      'مستودع OR مشرفين',
      'مشرف OR e-commerce',
      'مُستودَع',
      'الشحن',
    ];
    // Per query: its matches, the matches its signature alternatives would pass over (none may be),
    // and the jobs they let through; keywords without alternatives let every job through.
    type Checked = { hits: number; missed: number; passed: number; all: number };
    const checked: ({ q: string; alternatives: string[] | null } & Checked)[] = [];
    for (const q of queries) {
      const alternatives = signatureAlternatives(q);
      const compiled = await compileKeywords(
        t.database.db,
        jobKeywords(q),
        alternatives,
        jobKeywords,
      );
      const allows = compiled?.signatures ? signatureHolds(compiled.signatures) : sql`true`;
      const keywords = sql`search_vector @@ job_keywords(${q})`;
      const [row] = rowsOf<Checked>(
        await t.database.db.execute(sql`
          select count(*) filter (where ${keywords})::int as hits,
            count(*) filter (where ${keywords} and not ${allows})::int as missed,
            count(*) filter (where ${allows})::int as passed, count(*)::int as all
          from job_search`),
      );
      checked.push({ q, alternatives, ...row });
    }
    for (const row of checked) {
      // Every query finds something here, and no job that matches is ever passed over.
      expect(row, row.q).toMatchObject({ missed: 0 });
      expect(row.hits, row.q).toBeGreaterThan(0);
    }
    const of = (q: string) => checked.find((row) => row.q === q)!;
    // A word few jobs hold lets few others through, and so do plain words joined by OR: those let
    // through what each of their words does, so up to about twice one word's share (how many
    // depends on the bits the random word takes, and one word's share came near a quarter).
    for (const [q, share] of [
      [rare, 1 / 4],
      [`${rare} OR e-commerce`, 1 / 3],
    ] as const) {
      expect(of(q).passed - of(q).hits, q).toBeLessThan(of(q).all * share);
      expect(of(q).alternatives, q).not.toBeNull();
    }
    expect(of('procurement OR purchasing').alternatives).toEqual(['procurement', 'purchasing']);
    // Arabic words are plain words too, vowel signs and all, and are ruled out as sharply.
    expect(of('مستودع OR مشرفين').alternatives).toEqual(['مستودع', 'مشرفين']);
    expect(of('مُستودَع').alternatives).toEqual(['مُستودَع']);
    expect(of('مستودع').passed - of('مستودع').hits).toBeLessThan(of('مستودع').all / 4);
    // OR among phrases or groups requires no one word: no alternatives, every job is read.
    expect(of('"cold chain" or forklift').alternatives).toBeNull();
    // Words holding a quote or a backslash, which a query prints doubled.
    const [literal] = rowsOf<{ kept: boolean; empty: boolean }>(
      await t.database.db.execute(sql`
        select search_signature(v) & keyword_signature(k) = keyword_signature(k) as kept,
          keyword_signature(k) = keyword_signature(''::tsquery) as empty
        from (select $$'it''s' 'x\\\\y' 'cargo'$$::tsvector as v, $$'it''s' & 'x\\\\y'$$::tsquery as k) w`),
    );
    expect(literal).toEqual({ kept: true, empty: false });
    // Keywords that require no one word, and are not plain words joined by OR, read the rows
    // directly, without signatures.
    expect(
      [
        'warehouse',
        'cold chain -driver',
        '"or" else',
        'procurement OR purchasing',
        'forklift or -driver',
        '-driver',
        'a (or) b',
        'a or or b',
      ].map(signatureAlternatives),
    ).toEqual([
      ['warehouse'],
      ['cold chain -driver'],
      null,
      ['procurement', 'purchasing'],
      null,
      null,
      null,
      null,
    ]);
  });

  it('finds sparse and rare words within one emirate and its functional area, and nowhere else', async () => {
    const [sparse, absent] = [uniqueWord(), uniqueWord()];
    const company = await buildCompany(t.database.db, { name: 'Emirates Archive Cargo LLC' });
    const taxonomy = await loadTaxonomy(t.database.db);
    const [here, there] = taxonomy.states.filter((state) => !state.parent_id);
    const area = taxonomy.functionalAreas[0];
    const random = seededRandom(12);
    // Even positions in one emirate, odd ones in another; position 0 is the newest. Within the
    // emirate, the sparse word is met twice in the first look, too seldom to fill a page; the other
    // only after it.
    const positions = { [sparse]: [2, 700, 701, 3_020, 3_080], [absent]: [3_010, 3_011, 3_096] };
    const rows = Array.from({ length: FIRST_LOOK * 2 + 100 }, (_, position) => {
      const emirate = position % 2 ? there : here;
      const job = {
        ...generateJob(random, taxonomy, { companyId: company.id, ageMinutes: position }),
        stateId: emirate.id,
        emirateId: emirate.id,
        functionalAreaId: area.id,
      };
      const word = Object.keys(positions).find((w) => positions[w].includes(position));
      return word ? { ...job, skillsText: word } : job;
    });
    const inserted: { id: number }[] = [];
    for (let from = 0; from < rows.length; from += 1_000)
      inserted.push(
        ...(await t.database.db
          .insert(jobs)
          .values(rows.slice(from, from + 1_000))
          .returning({ id: jobs.id })),
      );
    for (const [word, list] of Object.entries(positions)) {
      const inHere = sorted(list.filter((p) => p % 2 === 0).map((p) => inserted[p].id));
      const queries: Query[] = [
        { q: word, state: String(here.id) },
        { q: word, state: String(here.id), functional_area: String(area.id) },
        { q: word, state: String(here.id), sort: 'newest' },
        // A phrase and an exclusion: the signatures require the word and leave the other out.
        { q: `"${word}" -${uniqueWord()}`, state: String(here.id) },
        // Plain words joined by OR: a job may hold either; here only the one word is held.
        { q: `${uniqueWord()} OR ${word}`, state: String(here.id) },
      ];
      for (const query of queries) {
        const result = await search(query);
        expect(sorted(result.items.map((j) => j.id))).toEqual(inHere);
        expect(result).toMatchObject({ total: inHere.length, total_is_estimate: false });
      }
    }
  });
});
