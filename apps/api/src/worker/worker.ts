import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { databaseFailure } from '../lib/database-errors';
import { digestComposer, runAlertDigests } from '../modules/alerts/alerts.digest';
import { type JobHandler, runDueJobs } from '../modules/background-jobs/background-jobs';
import { bulkSendStep } from '../modules/communications/bulk-send-job';
import { BULK_SEND_JOB } from '../modules/communications/sending';
import { moduleOn } from '../modules/settings/site-modules';
import type { FileStore } from '../modules/files/file-store';
import { sendInterviewReminders } from '../modules/interviews/interviews.reminders';
import {
  pruneOldRecords,
  refreshSearchStatistics,
  sweepOrphanFiles,
} from '../modules/housekeeping/housekeeping';
import { deliverDueMail, type MailTransport } from '../modules/mail/outbox';
import { sendPlanReminders } from '../modules/plans/plans.reminders';
import { expireDataExports, prepareDataExports } from '../modules/privacy/data-export';
import { eraseDueDeletions } from '../modules/privacy/privacy.service';
import { applyRetention, forgetErasedRecipients } from '../modules/privacy/retention';

export interface Worker {
  /** Runs one pass now (tests and the CLI use it). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/** How often the worker looks for a job-alert period that has ended and is not e-mailed yet. */
const ALERT_CHECK_MS = 60_000;
/** How often the worker looks for interviews starting within 24 or 2 hours to remind of. */
const REMINDER_CHECK_MS = 60_000;
/**
 * How often the worker looks for plans ending within two weeks or ended: hourly, so each notice goes
 * on the day it is due; each is sent once (the subscription row records it).
 */
const PLAN_CHECK_MS = 3_600_000;
/** How often old sessions, codes, e-mails, digest records and orphaned files are removed. */
const PRUNE_EVERY_MS = 24 * 3_600_000;
/** How often copies of candidates' data are prepared and deletions past their cooling-off day done. */
const PRIVACY_CHECK_MS = 60_000;
/** How often the retention of inactive candidates and of what was sent to clients is applied. */
const RETENTION_EVERY_MS = 24 * 3_600_000;
/** The longest wait between two tries while the database cannot be reached. */
const OUTAGE_MAX_WAIT_MS = 60_000;
/**
 * How long one pass works on background jobs before the other passes get their turn; when work
 * remains the next pass starts at once. Each step inside yields to the event loop.
 */
const JOBS_BUDGET_MS = 2_000;

/** The kinds of background job the worker runs (decision 032), each with its step. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [BULK_SEND_JOB]: bulkSendStep,
};

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
export function startWorker(options: {
  db: Db;
  transport: MailTransport | null;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** Its timer keeps the process alive (the worker's own process); else it runs beside a server. */
  keepsProcessAlive?: boolean;
  /** Job-alert digests, with the public address their links point to; off when not given. */
  alerts?: { appUrl: string };
  /** The uploads' store, swept of files no record names; not swept when not given. */
  files?: FileStore;
  /** Interview reminders, with the public address and the sender; off when not given. */
  interviews?: { appUrl: string; mailFrom: string };
  /** Plan renewal reminders and expiry notices, with the public address; off when not given. */
  plans?: { appUrl: string };
  /**
   * Candidates' rights (decision 028), with the public address: copies of their data (needs
   * `files`), deletions after their cooling-off day and the daily retention; off when not given.
   */
  privacy?: { appUrl: string };
  /** The clock of the privacy and retention passes (tests move it). */
  clock?: () => Date;
}): Worker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const intervalMs = options.intervalMs ?? 3_000;
  /** While the database cannot be reached: when to try again, and the wait after that. */
  let outage: { retryAt: number; waitMs: number } | null = null;
  let failedThisPass = false;
  /**
   * Logs a pass's failure; one of the database being unreachable is logged once per outage, and
   * answers true so that the pass runs again once the database is back.
   */
  const failed = (error: unknown, message: string) => {
    if (databaseFailure(error) !== 'unavailable') {
      options.log.error({ err: error }, message);
      return false;
    }
    failedThisPass = true;
    if (!outage) {
      options.log.warn(
        { err: error },
        'the database cannot be reached: the worker waits and tries again',
      );
      outage = { retryAt: 0, waitMs: intervalMs };
    }
    return true;
  };
  const stopping = new AbortController();
  let alertsCheckedAt = 0;
  let remindersCheckedAt = 0;
  let prunedAt = 0;
  let plansCheckedAt = 0;
  let privacyCheckedAt = 0;
  let retainedAt = 0;
  const clock = options.clock ?? (() => new Date());

  const alertPass = async (force: boolean) => {
    if (!options.alerts || (!force && Date.now() - alertsCheckedAt < ALERT_CHECK_MS)) return;
    alertsCheckedAt = Date.now();
    try {
      // Switched off, no job e-mails go out (to candidates' alerts or to footer subscribers).
      if (!(await moduleOn(options.db, 'job_alerts'))) return;
      for (const result of await runAlertDigests(options.db)) {
        if (!result.already_done) options.log.info(result, 'job-alert digests done');
      }
    } catch (error) {
      if (failed(error, 'job-alert digest pass failed')) alertsCheckedAt = 0;
    }
  };
  const reminderPass = async (force: boolean) => {
    if (!options.interviews || (!force && Date.now() - remindersCheckedAt < REMINDER_CHECK_MS))
      return;
    remindersCheckedAt = Date.now();
    try {
      const sent = await sendInterviewReminders(options.db, options.interviews);
      if (sent) options.log.info({ sent }, 'interview reminders queued');
    } catch (error) {
      if (failed(error, 'interview reminder pass failed')) remindersCheckedAt = 0;
    }
  };
  const planPass = async (force: boolean) => {
    if (!options.plans || (!force && Date.now() - plansCheckedAt < PLAN_CHECK_MS)) return;
    plansCheckedAt = Date.now();
    try {
      const sent = await sendPlanReminders(options.db, options.plans.appUrl);
      if (sent) options.log.info({ sent }, 'plan reminders queued');
    } catch (error) {
      if (failed(error, 'plan reminder pass failed')) plansCheckedAt = 0;
    }
  };
  const prunePass = async () => {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    try {
      const removed = await pruneOldRecords(options.db);
      if (Object.values(removed).some((n) => n > 0))
        options.log.info(removed, 'old records removed');
      await refreshSearchStatistics(options.db);
    } catch (error) {
      if (failed(error, 'housekeeping pass failed')) prunedAt = 0;
    }
    if (!options.files) return;
    try {
      const files = await sweepOrphanFiles(options.db, options.files);
      if (files) options.log.info({ files }, 'orphaned files removed');
    } catch (error) {
      if (failed(error, 'orphaned file sweep failed')) prunedAt = 0;
    }
  };
  // Job-alert digests are written as they are sent, with the public address of their links.
  const composer = options.alerts && digestComposer(options.alerts.appUrl);
  const privacyPass = async (force: boolean) => {
    const privacy = options.privacy;
    const files = options.files;
    if (!privacy || !files) return;
    const now = clock();
    if (force || now.getTime() - privacyCheckedAt >= PRIVACY_CHECK_MS) {
      privacyCheckedAt = now.getTime();
      try {
        const ctx = { db: options.db, files };
        const prepared = await prepareDataExports(ctx, privacy.appUrl, now);
        const expired = await expireDataExports(ctx, now);
        const erased = await eraseDueDeletions(ctx, now);
        await forgetErasedRecipients(options.db);
        if (prepared || expired || erased)
          options.log.info({ prepared, expired, erased }, 'candidate data requests done');
      } catch (error) {
        if (failed(error, 'candidate data pass failed')) privacyCheckedAt = 0;
      }
    }
    if (now.getTime() - retainedAt < RETENTION_EVERY_MS) return;
    retainedAt = now.getTime();
    try {
      const result = await applyRetention({ db: options.db, files }, privacy.appUrl, now);
      if (Object.values(result).some((n) => n > 0)) options.log.info(result, 'retention applied');
    } catch (error) {
      if (failed(error, 'retention pass failed')) retainedAt = 0;
    }
  };
  const deliveryPass = async () => {
    if (!options.transport) return;
    try {
      const result = await deliverDueMail(
        options.db,
        options.transport,
        20,
        stopping.signal,
        composer,
      );
      if (result.claimed) options.log.info(result, 'outbox delivered');
    } catch (error) {
      failed(error, 'outbox pass failed');
    }
  };
  /** Answers whether a job has work left. */
  const jobsPass = async () => {
    try {
      return await runDueJobs(options.db, JOB_HANDLERS, {
        budgetMs: JOBS_BUDGET_MS,
        log: options.log,
        signal: stopping.signal,
      });
    } catch (error) {
      failed(error, 'background jobs pass failed');
      return false;
    }
  };
  const pass = async (force: boolean) => {
    if (stopped || (!force && outage && Date.now() < outage.retryAt)) return;
    let jobsLeft = false;
    running ??= (async () => {
      failedThisPass = false;
      jobsLeft = await jobsPass();
      await alertPass(force);
      await reminderPass(force);
      await planPass(force);
      await privacyPass(force);
      await deliveryPass();
      await prunePass();
      if (outage && failedThisPass) {
        outage.retryAt = Date.now() + outage.waitMs;
        outage.waitMs = Math.min(outage.waitMs * 2, OUTAGE_MAX_WAIT_MS);
      } else if (outage) {
        options.log.info('the database answers again: the worker goes on');
        outage = null;
      }
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
