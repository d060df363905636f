import type { FastifyBaseLogger } from 'fastify';
import { databaseFailure } from '../lib/database-errors';

/** The longest wait between two tries while the database cannot be reached. */
const OUTAGE_MAX_WAIT_MS = 60_000;

/**
 * The worker's watch over the database: while it cannot be reached, the worker says so once, tries
 * again less and less often (up to once a minute) and says when it is back.
 */
export function outageWatch(log: FastifyBaseLogger, intervalMs: number) {
  /** While the database cannot be reached: when to try again, and the wait after that. */
  let outage: { retryAt: number; waitMs: number } | null = null;
  let failedThisPass = false;
  return {
    /**
     * Logs a pass's failure; one of the database being unreachable is logged once per outage, and
     * answers true so that the pass runs again once the database is back.
     */
    failed(error: unknown, message: string) {
      if (databaseFailure(error) !== 'unavailable') {
        log.error({ err: error }, message);
        return false;
      }
      failedThisPass = true;
      if (!outage) {
        log.warn(
          { err: error },
          'the database cannot be reached: the worker waits and tries again',
        );
        outage = { retryAt: 0, waitMs: intervalMs };
      }
      return true;
    },
    /** Whether a pass not asked for waits, the database being still out of reach. */
    waiting: () => outage !== null && Date.now() < outage.retryAt,
    passStarts() {
      failedThisPass = false;
    },
    passEnds() {
      if (outage && failedThisPass) {
        outage.retryAt = Date.now() + outage.waitMs;
        outage.waitMs = Math.min(outage.waitMs * 2, OUTAGE_MAX_WAIT_MS);
      } else if (outage) {
        log.info('the database answers again: the worker goes on');
        outage = null;
      }
    },
  };
}

export type OutageWatch = ReturnType<typeof outageWatch>;

/**
 * A pass run at most every `everyMs` by `now` (and whenever forced, when `forceable`): its steps
 * run in turn, each failure logged with the step's message; one of the database being unreachable
 * makes the pass due again once the database is back.
 */
export function periodic(
  watch: OutageWatch,
  options: { everyMs: number; forceable: boolean; now?: () => number },
  steps: [message: string, run: (now: number) => Promise<void>][],
) {
  const now = options.now ?? Date.now;
  let ranAt = 0;
  return async (force: boolean) => {
    const at = now();
    if (!(force && options.forceable) && at - ranAt < options.everyMs) return;
    ranAt = at;
    for (const [message, run] of steps) {
      try {
        await run(at);
      } catch (error) {
        if (watch.failed(error, message)) ranAt = 0;
      }
    }
  };
}
