import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { digestComposer, runAlertDigests } from '../modules/alerts/alerts.digest';
import { type JobHandler, runDueJobs } from '../modules/background-jobs/background-jobs';
import { bulkSendStep } from '../modules/communications/bulk-send-job';
import { BULK_SEND_JOB } from '../modules/communications/bulk-sends';
import type { FileStore } from '../modules/files/file-store';
import {
  pruneOldRecords,
  refreshSearchStatistics,
  sweepOrphanFiles,
} from '../modules/housekeeping/housekeeping';
import { sendInterviewReminders } from '../modules/interviews/interviews.reminders';
import { deliverDueMail, type MailTransport } from '../modules/mail/outbox';
import { sendPlanReminders } from '../modules/plans/plans.reminders';
import { expireDataExports, prepareDataExports } from '../modules/privacy/data-export';
import { eraseDueDeletions } from '../modules/privacy/privacy.service';
import { applyRetention, forgetErasedRecipients } from '../modules/privacy/retention';
import { moduleOn } from '../modules/settings/site-modules';
import { type OutageWatch, periodic } from './outage';

/* The worker's passes: what it does, and how often. */

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
/**
 * How long one pass works on background jobs before the other passes get their turn; when work
 * remains the next pass starts at once. Each step inside yields to the event loop.
 */
const JOBS_BUDGET_MS = 2_000;

/** The kinds of background job the worker runs (decision 032), each with its step. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [BULK_SEND_JOB]: bulkSendStep,
};

export interface WorkerOptions {
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
}

/** A pass of the worker; `force` runs it now even when it ran a moment ago. */
type Pass = (force: boolean) => Promise<void>;
type Step = Parameters<typeof periodic>[2][number];

/**
 * The passes run on a timer, in turn: job-alert digests, interview and plan reminders, candidates'
 * data requests and retention, and housekeeping; each only when its options are given.
 */
export function timedPasses(options: WorkerOptions, watch: OutageWatch): Pass[] {
  const { db, log } = options;
  const passes: Pass[] = [];
  const { alerts, interviews, plans, privacy, files } = options;
  if (alerts)
    passes.push(
      periodic(watch, { everyMs: ALERT_CHECK_MS, forceable: true }, [
        [
          'job-alert digest pass failed',
          async () => {
            // Switched off, no job e-mails go out (to candidates' alerts or to footer subscribers).
            if (!(await moduleOn(db, 'job_alerts'))) return;
            for (const result of await runAlertDigests(db)) {
              if (!result.already_done) log.info(result, 'job-alert digests done');
            }
          },
        ],
      ]),
    );
  if (interviews)
    passes.push(
      periodic(watch, { everyMs: REMINDER_CHECK_MS, forceable: true }, [
        [
          'interview reminder pass failed',
          async () => {
            const sent = await sendInterviewReminders(db, interviews);
            if (sent) log.info({ sent }, 'interview reminders queued');
          },
        ],
      ]),
    );
  if (plans)
    passes.push(
      periodic(watch, { everyMs: PLAN_CHECK_MS, forceable: true }, [
        [
          'plan reminder pass failed',
          async () => {
            const sent = await sendPlanReminders(db, plans.appUrl);
            if (sent) log.info({ sent }, 'plan reminders queued');
          },
        ],
      ]),
    );
  if (privacy && files) passes.push(...privacyPasses(options, privacy.appUrl, files, watch));
  return passes;
}

/** Candidates' rights (decision 028): their data requests every minute, the retention daily. */
function privacyPasses(
  options: WorkerOptions,
  appUrl: string,
  files: FileStore,
  watch: OutageWatch,
): Pass[] {
  const { db, log } = options;
  const clock = options.clock ?? (() => new Date());
  const now = () => clock().getTime();
  const ctx = { db, files };
  return [
    periodic(watch, { everyMs: PRIVACY_CHECK_MS, forceable: true, now }, [
      [
        'candidate data pass failed',
        async (at) => {
          const when = new Date(at);
          const prepared = await prepareDataExports(ctx, appUrl, when);
          const expired = await expireDataExports(ctx, when);
          const erased = await eraseDueDeletions(ctx, when);
          await forgetErasedRecipients(db);
          if (prepared || expired || erased)
            log.info({ prepared, expired, erased }, 'candidate data requests done');
        },
      ],
    ]),
    periodic(watch, { everyMs: RETENTION_EVERY_MS, forceable: false, now }, [
      [
        'retention pass failed',
        async (at) => {
          const result = await applyRetention(ctx, appUrl, new Date(at));
          if (Object.values(result).some((n) => n > 0)) log.info(result, 'retention applied');
        },
      ],
    ]),
  ];
}

/** Old records, the search statistics and, given the file store, files no record names. */
export function housekeepingPass(options: WorkerOptions, watch: OutageWatch): Pass {
  const { db, log, files } = options;
  return periodic(watch, { everyMs: PRUNE_EVERY_MS, forceable: false }, [
    [
      'housekeeping pass failed',
      async () => {
        const removed = await pruneOldRecords(db);
        if (Object.values(removed).some((n) => n > 0)) log.info(removed, 'old records removed');
        await refreshSearchStatistics(db);
      },
    ],
    ...(files ? [sweep(db, log, files)] : []),
  ]);
}

/** The step that removes stored files no record names. */
const sweep = (db: Db, log: FastifyBaseLogger, files: FileStore): Step => [
  'orphaned file sweep failed',
  async () => {
    const swept = await sweepOrphanFiles(db, files);
    if (swept) log.info({ files: swept }, 'orphaned files removed');
  },
];

/** Delivers the outbox (only with SMTP: without it, mail stays queued). */
export function deliveryPass(options: WorkerOptions, watch: OutageWatch, stop: AbortSignal) {
  // Job-alert digests are written as they are sent, with the public address of their links.
  const composer = options.alerts && digestComposer(options.alerts.appUrl);
  return async () => {
    if (!options.transport) return;
    try {
      const result = await deliverDueMail(options.db, options.transport, 20, stop, composer);
      if (result.claimed) options.log.info(result, 'outbox delivered');
    } catch (error) {
      watch.failed(error, 'outbox pass failed');
    }
  };
}

/** Works on the background jobs for a while; answers whether a job has work left. */
export function jobsPass(options: WorkerOptions, watch: OutageWatch, stop: AbortSignal) {
  return async () => {
    try {
      return await runDueJobs(options.db, JOB_HANDLERS, {
        budgetMs: JOBS_BUDGET_MS,
        log: options.log,
        signal: stop,
      });
    } catch (error) {
      watch.failed(error, 'background jobs pass failed');
      return false;
    }
  };
}
