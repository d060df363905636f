import type pg from 'pg';

/** A replica further behind the primary than this is not read: public reads go to the primary. */
export const REPLICA_MAX_LAG_SECONDS = 30;
/** How often each process measures its replica. */
export const REPLICA_CHECK_MS = 1_000;
/** At most this many positions of the primary are kept while the replica has not replayed them. */
const MAX_SAMPLES = 1_000;

/** What a reader of public reads answers with the database it reads from at this moment. */
export const CURRENT_SERVER = Symbol('the server read now');

/**
 * The database a reader reads from now (the reader itself when it is not one): what holds a
 * server's own state, such as prepared statements, is kept by it.
 */
export const serverOf = <T extends object>(db: T): T =>
  ((db as { [CURRENT_SERVER]?: T })[CURRENT_SERVER] ?? db) as T;

/** A WAL position (`16/B374D848`) as a number that orders as positions do. */
const lsnValue = (lsn: string) => {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

export interface ReplicaState {
  /** Whether the replica answered the last check. */
  reachable: boolean;
  /** How long the oldest change of the primary it has not replayed has been waiting, in ms. */
  lagMs: number;
  /** Whether public reads go to it: reachable and no further behind than the bound. */
  usable: boolean;
  error?: unknown;
}

/**
 * Watches a streaming replica from the primary's side: each check notes where the primary's WAL is
 * (its position, and when it was first seen) and asks the replica how far it has replayed. The
 * lag is the age of the oldest position noted that the replica has not replayed, so it needs no
 * writes of its own, an idle primary shows no lag, and a replay held or a replica cut off from its
 * primary (which would still call itself caught up with what it received) both count.
 */
export class ReplicaWatch {
  /** The bound on lag, in ms (`REPLICA_MAX_LAG_SECONDS`; a test may lower it). */
  maxLagMs = REPLICA_MAX_LAG_SECONDS * 1000;
  private samples: { at: number; lsn: string }[] = [];
  private current: ReplicaState = { reachable: true, lagMs: 0, usable: true };
  private running: Promise<ReplicaState> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly changed = new Set<() => void>();

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
  ) {}

  /** The state as last measured (public reads choose by it, without waiting). */
  get state(): ReplicaState {
    return this.current;
  }

  /** Measures now (a check already running is shared). */
  check(): Promise<ReplicaState> {
    this.running ??= this.measure().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Checks every `REPLICA_CHECK_MS` until `stop`, without holding the process open. */
  start() {
    void this.check();
    this.timer = setInterval(() => void this.check(), REPLICA_CHECK_MS);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Calls `listener` whenever public reads change server, until the answered function is called. */
  onChange(listener: () => void) {
    this.changed.add(listener);
    return () => void this.changed.delete(listener);
  }

  private async measure(): Promise<ReplicaState> {
    const now = Date.now();
    try {
      const { rows } = await this.primary.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      );
      const lsn = rows[0].lsn;
      // A position seen before keeps the time it was first seen.
      if (this.samples.at(-1)?.lsn !== lsn) this.samples.push({ at: now, lsn });
      // The oldest is what the lag is measured by: over the limit, those after it go first.
      if (this.samples.length > MAX_SAMPLES) this.samples.splice(1, 1);
    } catch {
      // Without the primary nothing new can be behind: the replica is judged on what was noted.
    }
    let state: ReplicaState;
    try {
      const { rows } = await this.replica.query<{ lsn: string | null }>(
        'select pg_last_wal_replay_lsn()::text as lsn',
      );
      // Null on a server that is not replaying (a primary answering for itself): never behind.
      const replayed = rows[0].lsn;
      if (replayed === null) this.samples = [];
      else {
        const position = lsnValue(replayed);
        this.samples = this.samples.filter((sample) => lsnValue(sample.lsn) > position);
      }
      const lagMs = this.samples.length ? now - this.samples[0].at : 0;
      state = { reachable: true, lagMs, usable: lagMs <= this.maxLagMs };
    } catch (error) {
      state = { reachable: false, lagMs: this.current.lagMs, usable: false, error };
    }
    this.settle(state);
    return state;
  }

  /**
   * A read of the replica failed as a server gone does: public reads move to the primary now, not
   * at the next check (which brings them back once the replica answers and has caught up).
   */
  lost(error: unknown) {
    this.settle({ reachable: false, lagMs: this.current.lagMs, usable: false, error });
  }

  private settle(state: ReplicaState) {
    const switched = state.usable !== this.current.usable;
    this.current = state;
    if (switched) for (const listener of this.changed) listener();
  }
}
