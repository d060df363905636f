import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import type { TPage } from '@logicareers/shared/schemas/common';
import type { TSubmission } from '@logicareers/shared/schemas/talent';
import { candidateSubmissions } from '../../db/schema';
import { buildCandidate, buildClient, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';

/*
 * The sent candidates' board (issue 39) reads each state a page at a time from the list of
 * submissions: by state and page, newest first, the state's total on every page, and only the
 * caller's consultancy's submissions, whoever of its staff asks.
 */

describe.each(DATABASES)('sent candidates by state and page (%s)', (kind) => {
  let t: TestApp;
  let consultant: Awaited<ReturnType<typeof signedIn>>;
  let sent: TSubmission[];

  const page = (token: string, query: Record<string, string>) =>
    call(t.app, { method: 'GET', url: API.talent.submissions, token, query });
  const body = (res: Awaited<ReturnType<typeof page>>) => res.body.data as TPage<TSubmission>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    consultant = await signedIn(t.app, db, 'consultancy');
    const client = await buildClient(db, consultant.user.companyId);
    const people = [];
    for (let i = 0; i < 6; i++)
      people.push(await buildCandidate(db, { user: { firstName: 'Board', lastName: `No ${i}` } }));
    const res = await call(t.app, {
      method: 'POST',
      url: API.talent.submissions,
      token: consultant.token,
      payload: { candidate_ids: people.map((p) => p.id), client_id: client.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    sent = res.body.data as TSubmission[];
    // The client answered one of them.
    await db
      .update(candidateSubmissions)
      .set({ status: 'interested', answeredAt: new Date() })
      .where(eq(candidateSubmissions.id, sent[0].id));
  }, 120_000);
  afterAll(async () => t?.close());

  it('pages one state on its own, each submission once, with its total on every page', async () => {
    const pages = [];
    for (const n of [1, 2, 3]) {
      const res = await page(consultant.token, { status: 'sent', page: String(n), page_size: '2' });
      expect(res.status).toBe(200);
      pages.push(body(res));
    }
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    const ids = pages.flatMap((p) => p.items.map((s) => s.id));
    expect(new Set(ids).size).toBe(5);
    expect(ids).not.toContain(sent[0].id);
    expect(pages.flatMap((p) => p.items.map((s) => s.status))).toEqual(Array(5).fill('sent'));
    // Past the last page: none, and still the total.
    const past = body(await page(consultant.token, { status: 'sent', page: '4', page_size: '2' }));
    expect(past).toMatchObject({ items: [], total: 5 });
    const interested = body(await page(consultant.token, { status: 'interested' }));
    expect(interested.items.map((s) => s.id)).toEqual([sent[0].id]);
  });

  it('shows a state to the consultancy that sent it only', async () => {
    const db = t.database.db;
    const colleague = await signedIn(t.app, db, 'ats', { companyId: consultant.user.companyId });
    expect(
      body(await page(colleague.token, { status: 'sent', page: '2', page_size: '2' })).total,
    ).toBe(5);
    const rival = await signedIn(t.app, db, 'consultancy');
    for (const status of ['sent', 'interested']) {
      const theirs = await page(rival.token, { status, page: '1' });
      expect(theirs.status).toBe(200);
      expect(body(theirs)).toMatchObject({ items: [], total: 0 });
    }
    const employer = await signedIn(t.app, db, 'employer');
    expect((await page(employer.token, { status: 'sent', page: '1' })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: API.talent.submissions })).status).toBe(401);
    // A state the list does not know is refused, not read as every state.
    expect((await page(consultant.token, { status: 'hired', page: '1' })).status).toBe(400);
  });
});
