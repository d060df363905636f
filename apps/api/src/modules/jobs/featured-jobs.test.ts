import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import type { Role } from '@logicareers/shared/roles';
import {
  SEARCH_PAGE_SIZE,
  type TJobSearchResult,
  type TManagedJobsPage,
} from '@logicareers/shared/schemas/jobs';
import { uaeDateInDays } from '@logicareers/shared/uae-date';
import { jobFactory, signedIn } from '../../test/factories';
import { TEST_SELLER } from '../../test/billing';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';

describe.each(DATABASES)('featured jobs (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let jobs: Awaited<ReturnType<typeof jobFactory>>;
  let planCount = 0;

  const req = (
    method: 'GET' | 'POST' | 'DELETE' | 'PUT',
    url: string,
    token?: string,
    payload?: object,
  ) => call(t.app, { method, url, token, ...(payload ? { payload } : {}) });
  const as = (role: Role, overrides: Parameters<typeof signedIn>[3] = {}) =>
    signedIn(t.app, t.database.db, role, overrides);

  /** An employer company with a signed-in manager, subscribed to a plan with `slots` featured jobs. */
  async function employerWith(slots: number | null) {
    planCount += 1;
    const name = `Featured ${planCount} ${kind}`;
    const plan = await req('POST', API.plans.list, admin, {
      name,
      price_aed: '1000',
      billing_period: 'month',
      cv_search: true,
      limits: {
        job_posts: null,
        featured_jobs: slots,
        cv_views: null,
        cv_downloads: null,
        users: null,
        bulk_emails: null,
      },
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    const planId = (plan.body.data as { id: number; name: string }[]).find(
      (p) => p.name === name,
    )!.id;
    const manager = await as('employer');
    const companyId = manager.user.companyId!;
    const subscribed = await req('POST', API.plans.subscriptions, admin, {
      company_id: companyId,
      plan_id: planId,
      starts_on: uaeDateInDays(-1),
      ends_on: uaeDateInDays(30),
      price_aed: '0',
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
    return { ...manager, companyId };
  }

  const feature = (id: number, token?: string) => req('POST', API.jobs.featured(id), token);
  const unfeature = (id: number, token: string) => req('DELETE', API.jobs.featured(id), token);
  const slots = async (token: string) => {
    const res = await req('GET', API.jobs.managed, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as TManagedJobsPage).featured_slots;
  };
  const search = async (query: Record<string, string>) => {
    const res = await call(t.app, { method: 'GET', url: API.jobs.search, query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as TJobSearchResult;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await as('master_admin')).token;
    expect((await req('PUT', API.settings, admin, TEST_SELLER)).status).toBe(200);
    jobs = await jobFactory(t.app);
  });
  afterAll(() => t?.close());

  it('spends a slot, refuses without one (409), gives it back on unfeature and close', async () => {
    const employer = await employerWith(2);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => jobs.create(employer.token)));
    expect(await slots(employer.token)).toEqual({ used: 0, limit: 2 });
    const first = await feature(a, employer.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('Job featured');
    expect((await feature(a, employer.token)).status).toBe(409);
    expect((await feature(b, employer.token)).status).toBe(200);
    expect(await slots(employer.token)).toEqual({ used: 2, limit: 2 });
    const refused = await feature(c, employer.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/allows 2 featured jobs and all are in use/);
    // Unfeaturing gives the slot back; so does closing.
    const off = await unfeature(a, employer.token);
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Job no longer featured');
    expect((await unfeature(a, employer.token)).status).toBe(409);
    expect((await feature(c, employer.token)).status).toBe(200);
    expect((await req('POST', API.jobs.close(b), employer.token)).status).toBe(200);
    expect(await slots(employer.token)).toEqual({ used: 1, limit: 2 });
    // A reopened job is not featured again by itself.
    expect((await req('POST', API.jobs.reopen(b), employer.token)).status).toBe(200);
    expect(await slots(employer.token)).toEqual({ used: 1, limit: 2 });
    // A closed job cannot be featured.
    expect((await req('POST', API.jobs.close(a), employer.token)).status).toBe(200);
    expect((await feature(a, employer.token)).status).toBe(409);
  });

  it('refuses a plan without featured slots', async () => {
    const none = await employerWith(0);
    const id = await jobs.create(none.token);
    const refused = await feature(id, none.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/does not allow featured jobs|allows 0/);
  });

  it('gives the last slot to exactly one of two jobs racing for it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const employer = await employerWith(1);
      // A second manager of the same company races the first.
      const colleague = await as('employer', { companyId: employer.companyId });
      const [a, b] = await Promise.all([jobs.create(employer.token), jobs.create(colleague.token)]);
      const answers = await Promise.all([feature(a, employer.token), feature(b, colleague.token)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await slots(employer.token)).toEqual({ used: 1, limit: 1 });
    }
  });

  it("refuses another company's job", async () => {
    const owner = await employerWith(1);
    const other = await employerWith(1);
    const id = await jobs.create(owner.token);
    expect([403, 404]).toContain((await feature(id, other.token)).status);
    expect((await feature(id, (await as('candidate')).token)).status).toBe(403);
    expect((await feature(id)).status).toBe(401);
    expect((await feature(id, owner.token)).status).toBe(200);
    expect([403, 404]).toContain((await unfeature(id, other.token)).status);
    expect(await slots(owner.token)).toEqual({ used: 1, limit: 1 });
  });

  it('shows featured jobs first in search, marked, and pages without repeats or gaps', async () => {
    const employer = await employerWith(3);
    const word = `zephyrcrane${kind === 'postgres' ? 'pg' : 'lite'}`;
    const count = SEARCH_PAGE_SIZE + 5;
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1)
      ids.push(await jobs.create(employer.token, { title: `${word} operator ${i}` }));
    const query = { q: word, sort: 'newest', facets: 'false' };
    const before = await search(query);
    expect(before.items[0].featured).toBe(false);
    // The two oldest are featured: they come first, newest first, and are marked.
    const featured = [ids[1], ids[0]];
    for (const id of featured) expect((await feature(id, employer.token)).status).toBe(200);
    const walk = async (q: Record<string, string>) => {
      const seen: number[] = [];
      let page = await search(q);
      expect(page.items.slice(0, 2).map((j) => j.id)).toEqual(featured);
      expect(page.items.slice(0, 2).every((j) => j.featured)).toBe(true);
      expect(page.items.slice(2).every((j) => !j.featured)).toBe(true);
      seen.push(...page.items.map((j) => j.id));
      while (page.next_cursor) {
        page = await search({ ...q, cursor: page.next_cursor });
        seen.push(...page.items.map((j) => j.id));
      }
      return seen;
    };
    const seen = await walk(query);
    expect(seen).toHaveLength(count);
    expect([...seen].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    // The usual order after the featured ones: newest first.
    expect(seen.slice(2)).toEqual(ids.filter((id) => !featured.includes(id)).reverse());
    // By page number (relevance) as well.
    const byPage = [
      ...(await search({ q: word, facets: 'false' })).items,
      ...(await search({ q: word, facets: 'false', page: '2' })).items,
    ].map((j) => j.id);
    expect(byPage.slice(0, 2)).toEqual(featured);
    expect(new Set(byPage).size).toBe(count);
    // Without keywords: the company's jobs (its page) too.
    const company = await search({
      company: String(employer.companyId),
      sort: 'newest',
      facets: 'false',
    });
    expect(company.items.slice(0, 2).map((j) => j.id)).toEqual(featured);
    // Unfeatured: back in its place at once (the public cache hears of the change).
    expect((await unfeature(ids[1], employer.token)).status).toBe(200);
    expect((await search(query)).items.slice(0, 2).map((j) => j.id)).toEqual([
      ids[0],
      ids[count - 1],
    ]);
  });
});
