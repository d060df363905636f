import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, inArray } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { FUNNEL_STAGES } from '@logicareers/shared/reports';
import { applicationEvents, applications } from '../../db/schema';
import { jobFactory } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { signedAs, type Signed } from '../../test/scenarios';

/*
 * The moments the reports read from an application (issue 41: furthest stage, first shortlisted,
 * first and last hired) are kept by the database as moves are recorded. After a series of moves
 * through the API (moves on the board, an undo, a rehire, a withdrawal and a new application),
 * they are what the application's status history says, recounted here from its moves.
 */

type Moments = {
  furthestStage: number | null;
  firstShortlistedAt: number | null;
  firstHiredAt: number | null;
  lastHiredAt: number | null;
};

/** The moments as the history of moves says them. */
function recount(moves: { to: string; at: Date }[]): Moments {
  const places = moves
    .map((move) => FUNNEL_STAGES.indexOf(move.to as (typeof FUNNEL_STAGES)[number]) + 1)
    .filter((place) => place > 0);
  const times = (status: string) =>
    moves.filter((move) => move.to === status).map((move) => move.at.getTime());
  const first = (values: number[]) => (values.length ? Math.min(...values) : null);
  const last = (values: number[]) => (values.length ? Math.max(...values) : null);
  return {
    furthestStage: last(places),
    firstShortlistedAt: first(times('shortlisted')),
    firstHiredAt: first(times('hired')),
    lastHiredAt: last(times('hired')),
  };
}

describe.each(DATABASES)('the moments kept on applications (%s)', (kind) => {
  let t: TestApp;
  let employer: Signed;
  let jobMaker: Awaited<ReturnType<typeof jobFactory>>;

  const request = (method: string, url: string, token: string, payload?: object) =>
    call(t.app, { method, url, token, payload } as Parameters<typeof call>[1]);
  const move = async (ids: string[], status: string) => {
    const res = await request('PUT', API.applications.setStatus, employer.token, {
      application_ids: ids,
      status,
      notify: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const undo = async (moves: { id: string; status: string }[]) => {
    const res = await request('POST', API.applications.undoStatus, employer.token, { moves });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const apply = async (candidate: Signed, jobId: number) => {
    const res = await request('POST', API.applications.apply, candidate.token, { job_id: jobId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.data as { id: string }).id;
  };

  /** Each application's stored moments and those recounted from its history. */
  async function storedAndRecounted(ids: string[]) {
    const { db } = t.database;
    const stored = await db
      .select({
        id: applications.id,
        furthestStage: applications.furthestStage,
        firstShortlistedAt: applications.firstShortlistedAt,
        firstHiredAt: applications.firstHiredAt,
        lastHiredAt: applications.lastHiredAt,
      })
      .from(applications)
      .where(inArray(applications.id, ids));
    const moves = await db
      .select({
        id: applicationEvents.applicationId,
        to: applicationEvents.toStatus,
        at: applicationEvents.createdAt,
      })
      .from(applicationEvents)
      .where(inArray(applicationEvents.applicationId, ids))
      .orderBy(asc(applicationEvents.id));
    const time = (at: Date | null) => (at === null ? null : at.getTime());
    return ids.map((id) => {
      const row = stored.find((one) => one.id === id)!;
      return {
        stored: {
          furthestStage: row.furthestStage,
          firstShortlistedAt: time(row.firstShortlistedAt),
          firstHiredAt: time(row.firstHiredAt),
          lastHiredAt: time(row.lastHiredAt),
        },
        recounted: recount(moves.filter((one) => one.id === id)),
      };
    });
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    jobMaker = await jobFactory(t.app);
    employer = await signedAs(t, 'employer');
  });
  afterAll(() => t?.close());

  it('match the history after moves, an undo, a rehire and a new application', async () => {
    const jobId = await jobMaker.create(employer.token);
    const candidates = [
      await signedAs(t, 'candidate'),
      await signedAs(t, 'candidate'),
      await signedAs(t, 'candidate'),
      await signedAs(t, 'candidate'),
    ];
    const ids: string[] = [];
    for (const candidate of candidates) ids.push(await apply(candidate, jobId));
    const [undone, hired, rehired, reapplied] = ids;

    // Just applied: only the move to applied.
    for (const { stored, recounted } of await storedAndRecounted(ids)) {
      expect(stored).toEqual(recounted);
      expect(stored).toEqual({
        furthestStage: 1,
        firstShortlistedAt: null,
        firstHiredAt: null,
        lastHiredAt: null,
      });
    }

    await move([undone, hired, rehired], 'shortlisted');
    await undo([{ id: undone, status: 'applied' }]);
    await move([hired, rehired], 'interview');
    await move([hired, rehired], 'offered');
    await move([hired, rehired], 'hired');
    // A hire undone and made again: its first and last moves to hired differ.
    await undo([{ id: rehired, status: 'offered' }]);
    await move([rehired], 'hired');
    // Withdrawn after an offer, applied again and rejected: it still reached the offer.
    await move([reapplied], 'shortlisted');
    await move([reapplied], 'offered');
    const withdrawn = await request('POST', API.applications.withdraw, candidates[3].token, {
      job_id: jobId,
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(await apply(candidates[3], jobId)).toBe(reapplied);
    await move([reapplied], 'rejected');
    await move([undone], 'shortlisted');

    const after = await storedAndRecounted(ids);
    for (const { stored, recounted } of after) expect(stored).toEqual(recounted);
    const [a, b, c, d] = after.map((one) => one.stored);
    // Shortlisted, undone, shortlisted again: the first shortlisting counts.
    expect(a.furthestStage).toBe(2);
    expect(a.firstShortlistedAt).toBeLessThan(b.firstHiredAt!);
    expect(b).toMatchObject({ furthestStage: 5 });
    expect(b.firstHiredAt).toBe(b.lastHiredAt);
    expect(c.furthestStage).toBe(5);
    expect(c.lastHiredAt).toBeGreaterThan(c.firstHiredAt!);
    expect(d).toMatchObject({ furthestStage: 4, firstHiredAt: null, lastHiredAt: null });
  });
});
