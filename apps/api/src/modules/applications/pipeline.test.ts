import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import type { TApplicantsPage } from '@logicareers/shared/schemas/applications';
import type { TStatusMoveResult } from '@logicareers/shared/schemas/candidate';
import { applicationEvents, applications, outbox } from '../../db/schema';
import { jobFactory } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { signedAs, type Signed } from '../../test/scenarios';

/*
 * The pipeline board (issue 39): moves that tell the candidate or not, undone within the window
 * with the held e-mail cancelled, ratings and sources, and refusals for other companies and for
 * candidates.
 */
describe.each(DATABASES)('the pipeline board (%s)', (kind) => {
  let t: TestApp;
  let employer: Signed;
  let other: Signed;
  let jobMaker: Awaited<ReturnType<typeof jobFactory>>;

  const request = (method: string, url: string, token: string, payload?: object) =>
    call(t.app, { method, url, token, payload } as Parameters<typeof call>[1]);
  const move = (token: string, ids: string[], status: string, notify?: boolean) =>
    request('PUT', API.applications.setStatus, token, { application_ids: ids, status, notify });
  const undo = (token: string, moves: { id: string; status: string }[]) =>
    request('POST', API.applications.undoStatus, token, { moves });
  const mailsTo = (email: string) =>
    t.database.db
      .select({ subject: outbox.subject, status: outbox.status, due: outbox.nextAttemptAt })
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, 'application_status')));

  /** A published job of the employer with one application per new candidate, their ids. */
  const jobWithApplicants = async (n: number, source?: string) => {
    const jobId = await jobMaker.create(employer.token);
    const candidates: Signed[] = [];
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const candidate = await signedAs(t, 'candidate');
      const res = await request('POST', API.applications.apply, candidate.token, {
        job_id: jobId,
        source,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      candidates.push(candidate);
      ids.push((res.body.data as { id: string }).id);
    }
    return { jobId, candidates, ids };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    jobMaker = await jobFactory(t.app);
    employer = await signedAs(t, 'employer');
    other = await signedAs(t, 'employer');
  });
  afterAll(() => t?.close());

  it('tells the candidate only when asked, the e-mail held for the undo window', async () => {
    const { candidates, ids } = await jobWithApplicants(2);
    const quiet = await move(employer.token, [ids[0]], 'shortlisted', false);
    expect(quiet.status, JSON.stringify(quiet.body)).toBe(200);
    expect(quiet.body.data).toEqual({
      updated: 1,
      unchanged: 0,
      moved: [{ id: ids[0], from_status: 'applied' }],
      notified: 0,
    });
    expect(await mailsTo(candidates[0].email)).toEqual([]);

    const told = await move(employer.token, [ids[1]], 'shortlisted', true);
    expect((told.body.data as TStatusMoveResult).notified).toBe(1);
    const [mail] = await mailsTo(candidates[1].email);
    expect(mail.status).toBe('pending');
    expect(mail.due.getTime()).toBeGreaterThan(Date.now() + 5_000);

    // A caller that does not say (the list view of before) still tells the candidate.
    await move(employer.token, [ids[0]], 'interview');
    expect(await mailsTo(candidates[0].email)).toHaveLength(1);
  });

  it('previews the e-mail a move would send, sending nothing', async () => {
    const { candidates, ids } = await jobWithApplicants(1);
    const res = await request(
      'GET',
      `${API.applications.statusMail(ids[0])}?status=offered`,
      employer.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      to: candidates[0].email,
      subject: 'Your application for Warehouse Supervisor: Offered',
    });
    expect((res.body.data as { text: string }).text).toContain('Warehouse Supervisor');
    expect(await mailsTo(candidates[0].email)).toEqual([]);
  });

  it('undoes a move: back where each was, in the history, the held e-mail cancelled', async () => {
    const { jobId, candidates, ids } = await jobWithApplicants(2);
    await move(employer.token, [ids[0]], 'shortlisted', false);
    const bulk = await move(employer.token, ids, 'rejected', true);
    const moved = (bulk.body.data as TStatusMoveResult).moved;
    expect(moved).toEqual(
      expect.arrayContaining([
        { id: ids[0], from_status: 'shortlisted' },
        { id: ids[1], from_status: 'applied' },
      ]),
    );
    const back = await undo(
      employer.token,
      moved.map((m) => ({ id: m.id, status: m.from_status })),
    );
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data).toEqual({ updated: 2, mails_cancelled: 2 });
    for (const candidate of candidates)
      expect((await mailsTo(candidate.email)).map((m) => m.status)).toEqual(['cancelled']);

    const rows = await t.database.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(eq(applications.jobId, jobId));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [ids[0]]: 'shortlisted',
      [ids[1]]: 'applied',
    });
    const history = await t.database.db
      .select({ from: applicationEvents.fromStatus, to: applicationEvents.toStatus })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, ids[0]))
      .orderBy(asc(applicationEvents.id));
    expect(history).toEqual([
      { from: null, to: 'applied' },
      { from: 'applied', to: 'shortlisted' },
      { from: 'shortlisted', to: 'rejected' },
      { from: 'rejected', to: 'shortlisted' },
    ]);
    // An e-mail already sent cannot be stopped: the undo says none was cancelled.
    await move(employer.token, [ids[1]], 'offered', true);
    await t.database.db
      .update(outbox)
      .set({ status: 'sent' })
      .where(eq(outbox.to, candidates[1].email));
    const late = await undo(employer.token, [{ id: ids[1], status: 'applied' }]);
    expect(late.body.data).toEqual({ updated: 1, mails_cancelled: 0 });
  });

  it('rates applications and shows their rating and source on the board', async () => {
    const { jobId, ids } = await jobWithApplicants(1, 'alert');
    const [direct] = (await jobWithApplicants(1)).ids;
    const rate = (rating: unknown, id = ids[0], token = employer.token) =>
      request('PUT', API.applications.rating(id), token, { rating });
    expect((await rate(4)).status).toBe(200);
    for (const bad of [0, 6, 2.5, 'five']) expect((await rate(bad)).status, String(bad)).toBe(400);
    const page = await request('GET', API.applications.applicants(jobId), employer.token);
    const [item] = (page.body.data as TApplicantsPage).items;
    expect(item).toMatchObject({ rating: 4, source: 'alert' });
    expect((await rate(null)).body.data).toEqual({ rating: null });
    const [row] = await t.database.db
      .select({ rating: applications.rating, source: applications.source })
      .from(applications)
      .where(eq(applications.id, direct));
    expect(row).toEqual({ rating: null, source: 'direct' });
    // A candidate may not claim to be put forward by a recruiter.
    const candidate = await signedAs(t, 'candidate');
    const claim = await request('POST', API.applications.apply, candidate.token, {
      job_id: jobId,
      source: 'recruiter',
    });
    expect(claim.status).toBe(400);
  });

  it("tags applications, lists the job's tags and filters its applicants by one", async () => {
    const { jobId, ids } = await jobWithApplicants(3);
    const tag = (tags: unknown, id = ids[0]) =>
      request('PUT', API.applications.tags(id), employer.token, { tags });
    const saved = await tag(['  Forklift   licence ', 'Notice 30 days', 'forklift LICENCE']);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ tags: ['Forklift licence', 'Notice 30 days'] });
    expect((await tag(['forklift licence'], ids[1])).status).toBe(200);
    for (const bad of [[''], ['x'.repeat(31)], Array.from({ length: 9 }, (_, i) => `t${i}`), 'x'])
      expect((await tag(bad)).status, JSON.stringify(bad)).toBe(400);

    const list = async (query = '') =>
      (await request('GET', `${API.applications.applicants(jobId)}${query}`, employer.token)).body
        .data as TApplicantsPage;
    const all = await list();
    expect(all.tags).toEqual([
      { tag: 'Forklift licence', count: 2 },
      { tag: 'Notice 30 days', count: 1 },
    ]);
    expect(all.items.find((item) => item.id === ids[0])?.tags).toEqual([
      'Forklift licence',
      'Notice 30 days',
    ]);
    expect(all.items.find((item) => item.id === ids[2])?.tags).toEqual([]);
    const tagged = await list('?tag=FORKLIFT%20LICENCE');
    expect(tagged.items.map((item) => item.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect(tagged.total).toBe(2);
    expect(tagged.counts.total).toBe(2);
    expect((await list('?tag=none')).total).toBe(0);
    expect((await tag([])).body.data).toEqual({ tags: [] });
  });

  it("refuses another company's applications and candidates, changing nothing", async () => {
    const { candidates, ids } = await jobWithApplicants(1);
    const candidate = candidates[0];
    for (const [who, status] of [
      [other.token, 404],
      [candidate.token, 403],
    ] as const) {
      expect((await move(who, ids, 'hired', true)).status).toBe(status);
      expect((await undo(who, [{ id: ids[0], status: 'hired' }])).status).toBe(status);
      const preview = await request(
        'GET',
        `${API.applications.statusMail(ids[0])}?status=hired`,
        who,
      );
      expect(preview.status).toBe(status);
      expect(JSON.stringify(preview.body)).not.toContain(candidate.email);
      expect(
        (await request('PUT', API.applications.rating(ids[0]), who, { rating: 5 })).status,
      ).toBe(status);
      expect(
        (await request('PUT', API.applications.tags(ids[0]), who, { tags: ['Top'] })).status,
      ).toBe(status);
    }
    const [row] = await t.database.db
      .select({
        status: applications.status,
        rating: applications.rating,
        tags: applications.tags,
      })
      .from(applications)
      .where(eq(applications.id, ids[0]));
    expect(row).toEqual({ status: 'applied', rating: null, tags: [] });
    expect(await mailsTo(candidate.email)).toEqual([]);
  });

  it('refuses to preview, rate or undo into a withdrawn application', async () => {
    const { jobId, candidates, ids } = await jobWithApplicants(1);
    await request('POST', API.applications.withdraw, candidates[0].token, { job_id: jobId });
    expect(
      (await request('GET', `${API.applications.statusMail(ids[0])}?status=hired`, employer.token))
        .status,
    ).toBe(409);
    expect(
      (await request('PUT', API.applications.rating(ids[0]), employer.token, { rating: 3 })).status,
    ).toBe(409);
    expect(
      (await request('PUT', API.applications.tags(ids[0]), employer.token, { tags: ['A'] })).status,
    ).toBe(409);
    expect((await undo(employer.token, [{ id: ids[0], status: 'applied' }])).status).toBe(409);
  });
});
