import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@logicareers/shared/api';
import {
  SEARCH_PAGE_SIZE,
  EMPLOYMENT_TYPES,
  ZJobSearchQuery,
  type TJobSearchResult,
} from '@logicareers/shared/schemas/jobs';
import { jobSearch, jobs } from '../../db/schema';
import { buildCompany, jobFactory, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { loadTaxonomy } from '../master-data/taxonomy.query';
import { generateJob, seededRandom } from './job-generator';
import { searchJobs } from './jobs.search';
import { keepKeywordMatches } from './kept-matches';

/*
 * A process that hears every change to the jobs keeps the live matches of the keywords searched,
 * and answers their other filters, pages and sorts from them (SEARCH_KEPT_JOBS): the same
 * answers as the statements give, forgotten as soon as a job changes.
 */

type Params = Record<string, string | string[]>;
const PAGING: Params[] = [
  {},
  { page: '2' },
  { sort: 'newest' },
  { sort: 'relevance' },
  { facets: 'false' },
];
const KEYWORDS = ['', 'warehouse', 'forklift', 'driver', 'customs clearance', '"supply chain"'];

/** An answer with the facet values in one order: equal counts may come in any. */
function normal(answer: TJobSearchResult) {
  const facets = Object.fromEntries(
    Object.entries(answer.facets).map(([key, values]) => {
      const ordered = [...(values ?? [])].sort(
        (a, b) => b.count - a.count || a.id.localeCompare(b.id),
      );
      // A list cut at its most values may end in any of the values with the least count.
      const least = ordered.at(-1)?.count ?? 0;
      return [key, ordered.length >= 40 ? ordered.filter((v) => v.count > least) : ordered];
    }),
  );
  return { ...answer, items: answer.items.map((job) => job.id), facets };
}

describe.each(DATABASES)('kept keyword matches (%s)', (kind) => {
  let t: TestApp;
  let filters: Params[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    const taxonomy = await loadTaxonomy(db);
    const company = await buildCompany(db, { name: 'Kept Matches Freight LLC' });
    const other = await buildCompany(db, { name: 'Kept Matches Haulage LLC' });
    const random = seededRandom(31);
    await db
      .insert(jobs)
      .values(
        Array.from({ length: 260 }, (_, i) =>
          generateJob(random, taxonomy, { companyId: i % 3 ? company.id : other.id }),
        ),
      );
    const dubai = taxonomy.states.find((state) => state.name === 'Dubai')!;
    const area = taxonomy.states.find((state) => state.parent_id === dubai.id)!;
    const abuDhabi = taxonomy.states.find((state) => state.name === 'Abu Dhabi')!;
    const [first, second] = taxonomy.functionalAreas;
    filters = [
      {},
      { state: String(dubai.id) },
      { state: [String(dubai.id), String(abuDhabi.id)], employment_type: 'full_time' },
      { state: String(area.id) },
      { state: [String(area.id), String(abuDhabi.id)] },
      { functional_area: [String(first.id), String(second.id)] },
      { state: String(dubai.id), functional_area: String(first.id), employment_type: 'contract' },
      { designation: String(taxonomy.designations[0].id) },
      { industry: String(taxonomy.industries[0].id), posted_within: '7' },
      { posted_within: '30', experience: '3' },
      { salary_min: '15000' },
      { company: String(company.id) },
      { company: String(other.id), state: String(dubai.id) },
    ];
  });
  afterAll(() => t?.close());

  it('answers every filter, page and sort as the statements do', async () => {
    const db = t.database.readDb;
    const searches = KEYWORDS.flatMap((q) =>
      filters.flatMap((filter) =>
        PAGING.map((paging): Params => ({ ...(q ? { q } : {}), ...filter, ...paging })),
      ),
    );
    /** Every search, and the next page of each that has one, with the kept board or without. */
    const answers = async (limit: number) => {
      // One store for all of them: the searches after the first of each keywords answer from what
      // the earlier ones kept (the board, the matches, their ranks), as a process's visitors do.
      keepKeywordMatches(db, limit);
      const found: { first: TJobSearchResult; next?: TJobSearchResult }[] = [];
      for (const params of searches) {
        const first = await searchJobs(db, ZJobSearchQuery.parse(params));
        const next = first.next_cursor
          ? await searchJobs(db, ZJobSearchQuery.parse({ ...params, cursor: first.next_cursor }))
          : undefined;
        found.push({ first, next });
      }
      return found;
    };
    let compared = 0;
    let found = 0;
    try {
      const kept = await answers(5_000);
      const asked = await answers(0);
      searches.forEach((params, i) => {
        // Past the exact limit the statements estimate the total and sample the facets.
        if (asked[i].first.total_is_estimate) return;
        const label = JSON.stringify(params);
        expect(normal(kept[i].first), label).toEqual(normal(asked[i].first));
        compared++;
        found += asked[i].first.items.length;
        if (!asked[i].next) return;
        expect(normal(kept[i].next!), `${label} next`).toEqual(normal(asked[i].next));
        compared++;
      });
    } finally {
      keepKeywordMatches(db, 5_000);
    }
    // Most searches are counted exactly, and most find jobs: the comparison is not an empty one.
    expect(compared).toBeGreaterThan(KEYWORDS.length * filters.length * 3);
    expect(found).toBeGreaterThan(compared * 3);
  });

  it('goes on from the last job of a page to the microsecond, kept or not', async () => {
    const word = `Shunter${Date.now().toString(36)}`.replace(/\d/g, 'x');
    const taxonomy = await loadTaxonomy(t.database.db);
    const company = await buildCompany(t.database.db, { name: 'Microsecond Freight LLC' });
    const random = seededRandom(41);
    const inserted = await t.database.db
      .insert(jobs)
      .values(
        Array.from({ length: SEARCH_PAGE_SIZE + 1 }, () => ({
          ...generateJob(random, taxonomy, { companyId: company.id }),
          skillsText: word,
        })),
      )
      .returning({ id: jobs.id });
    const ids = inserted.map((row) => row.id);
    // The last two within one millisecond: the first page ends with the newer of them.
    const times = ids.map((_, i) =>
      i < SEARCH_PAGE_SIZE - 1
        ? `2026-11-20T11:00:${String(59 - i).padStart(2, '0')}.000000Z`
        : `2026-11-20T10:00:00.123${i === SEARCH_PAGE_SIZE - 1 ? '456' : '100'}Z`,
    );
    for (const [i, id] of ids.entries())
      await t.database.db.execute(
        sql`update jobs set published_at = ${times[i]}::timestamptz where id = ${id}`,
      );
    const db = t.database.readDb;
    try {
      for (const limit of [5_000, 0]) {
        keepKeywordMatches(db, limit);
        const first = await searchJobs(db, ZJobSearchQuery.parse({ q: word, sort: 'newest' }));
        expect(first.items.map((job) => job.id)).toEqual(ids.slice(0, SEARCH_PAGE_SIZE));
        const next = await searchJobs(
          db,
          ZJobSearchQuery.parse({ q: word, sort: 'newest', cursor: first.next_cursor! }),
        );
        expect(
          next.items.map((job) => job.id),
          `kept ${limit}`,
        ).toEqual([ids[SEARCH_PAGE_SIZE]]);
      }
    } finally {
      keepKeywordMatches(db, 5_000);
    }
  });

  it('keeps the matches of keywords for their other filters, and forgets them when a job changes', async () => {
    const word = `Straddlecarrier${Date.now().toString(36)}`;
    const employer = (await signedIn(t.app, t.database.db, 'employer')).token;
    const { create } = await jobFactory(t.app);
    const jobId = await create(employer, { title: `${word} Operator` });
    // Signed in: answered afresh every time, so only kept matches could be old.
    const find = async (type: string) => {
      const url = `${API.jobs.search}?q=${word}&employment_type=${type}`;
      const res = await call(t.app, { method: 'GET', url, token: employer });
      expect(res.status).toBe(200);
      return (res.body as { data: TJobSearchResult }).data.items.map((job) => job.id);
    };
    const [{ type }] = await t.database.db
      .select({ type: jobSearch.employmentType })
      .from(jobSearch)
      .where(eq(jobSearch.jobId, jobId));
    const other = type === 'contract' ? 'temporary' : 'contract';
    expect(await find(type)).toEqual([jobId]);
    const retype = (to: string, announced: boolean) =>
      t.database.db.transaction(async (tx) => {
        if (!announced) await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(
          sql`update job_search set employment_type = ${to} where job_id = ${jobId}`,
        );
      });

    // A change no notice announces: the kept matches still hold the job as it was.
    await retype(other, false);
    expect(await find(other)).toEqual([]);
    expect(await find(type)).toEqual([jobId]);
    // Announced, as every change is: the job is read again. (Setting the same type again would
    // change nothing, and announce nothing.)
    const third = EMPLOYMENT_TYPES.find((each) => each !== type && each !== other)!;
    await retype(third, true);
    const until = Date.now() + 10_000;
    while ((await find(third)).length === 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await find(third)).toEqual([jobId]);
    expect(await find(type)).toEqual([]);
    expect(await find(other)).toEqual([]);
  });

  /**
   * A published job, what renames it to a word no job holds yet, and the ids a search for that
   * word finds.
   */
  async function jobToRename(title: string) {
    const employer = (await signedIn(t.app, t.database.db, 'employer')).token;
    const { create, form } = await jobFactory(t.app);
    const jobId = await create(employer, { title });
    const word = `Renamed${Math.random().toString(36).slice(2)}`.replace(/\d/g, 'x');
    const found = async () => {
      const res = await call(t.app, { method: 'GET', url: `${API.jobs.search}?q=${word}` });
      expect(res.status).toBe(200);
      return (res.body as { data: TJobSearchResult }).data.items.map((job) => job.id);
    };
    const rename = () =>
      call(t.app, {
        method: 'PUT',
        url: API.jobs.one(jobId),
        token: employer,
        payload: form({ title: `${word} ${title}` }),
      });
    return { employer, jobId, rename, found };
  }

  it('finds a new title at once and drops a closed job at once, while others search', async () => {
    const { employer, jobId, rename, found } = await jobToRename('Gantry Crane Operator');
    expect(await found()).toEqual([]);
    // Visitors searching all along, each search of other words and filters.
    let searching = true;
    const others = Array.from({ length: 4 }, async (_, n) => {
      for (let i = 0; searching; i++) {
        // A kept answer comes without waiting for anything: each visitor lets others go first.
        await new Promise((resolve) => setImmediate(resolve));
        const q = KEYWORDS[(n + i) % KEYWORDS.length];
        await call(t.app, { method: 'GET', url: `${API.jobs.search}?q=${q}&page=${(i % 3) + 1}` });
      }
    });
    try {
      const edited = await rename();
      expect(edited.status).toBe(200);
      expect(await found()).toEqual([jobId]);
      const closed = await call(t.app, {
        method: 'POST',
        url: API.jobs.close(jobId),
        token: employer,
      });
      expect(closed.status).toBe(200);
      expect(await found()).toEqual([]);
    } finally {
      searching = false;
      await Promise.all(others);
    }
  });

  it('answers the editor only once the board has the change, however late it comes', async () => {
    const { jobId, rename, found } = await jobToRename('Straddle Carrier Driver');
    expect(await found()).toEqual([]);
    // The changed jobs' rows reach the board a good while after their notice.
    const { db } = t.app.ctx;
    const dialect = new PgDialect();
    const execute = db.execute.bind(db);
    const late = vi.spyOn(db, 'execute').mockImplementation((async (query: SQL) => {
      if (dialect.sqlToQuery(query).sql.includes('with ordinality'))
        await new Promise((resolve) => setTimeout(resolve, 300));
      return execute(query);
    }) as typeof db.execute);
    try {
      const edited = await rename();
      expect(edited.status).toBe(200);
      expect(late.mock.calls.length).toBeGreaterThan(0);
      expect(await found()).toEqual([jobId]);
    } finally {
      late.mockRestore();
    }
  });

  it('leaves a kept job out once its last day has passed, though no notice says so', async () => {
    const word = `Reefermonitor${Date.now().toString(36)}`;
    const employer = (await signedIn(t.app, t.database.db, 'employer')).token;
    const { create } = await jobFactory(t.app);
    const jobId = await create(employer, { title: `${word} Technician` });
    const db = t.database.readDb;
    const query = ZJobSearchQuery.parse({ q: word, sort: 'newest' });
    expect((await searchJobs(db, query)).items.map((job) => job.id)).toEqual([jobId]);
    // A year on (kept matches are read again after five minutes at most; here they are still kept).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 365 * 86_400_000 });
    try {
      expect(await searchJobs(db, query)).toMatchObject({ items: [], total: 0 });
    } finally {
      vi.useRealTimers();
    }
    expect((await searchJobs(db, query)).items.map((job) => job.id)).toEqual([jobId]);
  });
});
