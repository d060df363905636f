import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPLICA_MAX_LAG_SECONDS, ReplicaWatch } from './replica-watch';

/** A pool whose one statement answers with `answer()` (or throws what it throws). */
const poolOf = (answer: () => Record<string, unknown>) =>
  ({ query: async () => ({ rows: [answer()] }) }) as unknown as pg.Pool;

describe('the replica watch', () => {
  let primaryAt: string;
  let replayedAt: string | null;
  let replicaDown: Error | null;
  let watch: ReplicaWatch;
  let switches: number;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') });
    primaryAt = '0/3000000';
    replayedAt = '0/3000000';
    replicaDown = null;
    switches = 0;
    watch = new ReplicaWatch(
      poolOf(() => ({ lsn: primaryAt })),
      poolOf(() => {
        if (replicaDown) throw replicaDown;
        return { lsn: replayedAt };
      }),
    );
    watch.onChange(() => switches++);
  });
  afterEach(() => vi.useRealTimers());
  const after = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  it('sees no lag while the replica has replayed all, however long the primary is idle', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await watch.check()).toMatchObject({ reachable: true, lagMs: 0, usable: true });
      after(60);
    }
    expect(switches).toBe(0);
  });

  it('measures the lag from when a change was first seen, and moves reads past the bound', async () => {
    primaryAt = '0/3000100';
    await watch.check();
    after(REPLICA_MAX_LAG_SECONDS - 1);
    primaryAt = '0/3000200';
    expect(await watch.check()).toMatchObject({ usable: true });
    after(2);
    const behind = await watch.check();
    expect(behind).toMatchObject({ reachable: true, usable: false });
    expect(behind.lagMs).toBe((REPLICA_MAX_LAG_SECONDS + 1) * 1000);
    expect(switches).toBe(1);
    // Caught up with the first change only: the second has waited just over a second.
    replayedAt = '0/3000100';
    expect(await watch.check()).toMatchObject({ lagMs: 2000, usable: true });
    // Positions compare as numbers, not as text.
    primaryAt = '1/0';
    replayedAt = '0/FFFFFFFF';
    await watch.check();
    after(REPLICA_MAX_LAG_SECONDS + 1);
    expect(await watch.check()).toMatchObject({ usable: false });
    replayedAt = '1/0';
    expect(await watch.check()).toMatchObject({ lagMs: 0, usable: true });
    expect(switches).toBe(4);
  });

  it('counts a replica that does not answer, or a failed read of it, as not usable', async () => {
    replicaDown = new Error('connect ECONNREFUSED');
    expect(await watch.check()).toMatchObject({ reachable: false, usable: false });
    replicaDown = null;
    expect(await watch.check()).toMatchObject({ reachable: true, usable: true });
    watch.lost(new Error('terminating connection due to administrator command'));
    expect(watch.state).toMatchObject({ reachable: false, usable: false });
    expect(switches).toBe(3);
  });

  it('never sees a server that is not replaying as behind', async () => {
    primaryAt = '0/4000000';
    replayedAt = null;
    await watch.check();
    after(REPLICA_MAX_LAG_SECONDS * 2);
    expect(await watch.check()).toMatchObject({ lagMs: 0, usable: true });
  });
});
