import { outageWatch } from './outage';
import {
  deliveryPass,
  housekeepingPass,
  jobsPass,
  timedPasses,
  type WorkerOptions,
} from './passes';

export { JOB_HANDLERS, type WorkerOptions } from './passes';

export interface Worker {
  /** Runs one pass now (tests and the CLI use it). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The background worker: every few seconds it delivers the outbox (only with SMTP: without it, mail
 * stays queued), and once a minute it runs the job-alert digest pass when a daily or weekly period
 * has ended, and the interview reminder pass (24 and 2 hours before). Both run with or without
 * SMTP, so their e-mails always land in the outbox.
 * Every hour (and at start) it e-mails clients whose plan ends within two weeks or has ended.
 * Every minute it prepares the copies of their data candidates asked for, removes expired ones and
 * erases accounts whose cooling-off day has passed; once a day it applies the retention periods.
 * Once a day (and at start) it removes records past their retention and, given the file store,
 * stored files that no record names (`housekeeping`).
 * Background jobs (bulk sends) are worked on at every pass, a step at a time, and passes follow
 * each other at once while a job has work left.
 * While the database cannot be reached, the worker says so once, tries again less and less often
 * (up to once a minute), says when it is back and goes on; a pass the outage interrupted runs
 * again then.
 */
export function startWorker(options: WorkerOptions): Worker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const intervalMs = options.intervalMs ?? 3_000;
  const watch = outageWatch(options.log, intervalMs);
  const stopping = new AbortController();
  const jobs = jobsPass(options, watch, stopping.signal);
  const timed = timedPasses(options, watch);
  const delivery = deliveryPass(options, watch, stopping.signal);
  const housekeeping = housekeepingPass(options, watch);
  const pass = async (force: boolean) => {
    if (stopped || (!force && watch.waiting())) return;
    let jobsLeft = false;
    running ??= (async () => {
      watch.passStarts();
      jobsLeft = await jobs();
      for (const timedPass of timed) await timedPass(force);
      await delivery();
      await housekeeping(force);
      watch.passEnds();
    })().finally(() => {
      running = null;
      if (jobsLeft && !stopped) setImmediate(() => void pass(false));
    });
    await running;
  };
  const timer = setInterval(() => void pass(false), intervalMs);
  if (!options.keepsProcessAlive) timer.unref();
  return {
    tick: () => pass(true),
    async stop() {
      stopped = true;
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}
