import { paths } from '@logicareers/shared/pages';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ALERT_FREQUENCIES,
  alertSearchParams,
  type AlertFrequency,
} from '@logicareers/shared/schemas/alerts';
import type { Db } from '../../db/client';
import { repeatedMailT } from '../../i18n';
import { alertDigests, alertRuns, jobs } from '../../db/schema';
import { enqueueMails, type MailMessage } from '../mail/outbox';
import { mails, type DigestSection } from '../mail/templates';
import { hiringCompany, selectCards } from '../jobs/jobs.presenter';
import { criteriaFromKey } from './alerts.criteria';
import { digestJobPositions, matchAlerts } from './alerts.matcher';
import { lastCompletedPeriod, windowOf, type Period } from './alerts.periods';

/** Owners whose e-mails are written per round trip; each owner's alerts stay in one round. */
const OWNERS_PER_BATCH = 5_000;

export interface DigestPassResult {
  frequency: AlertFrequency;
  period_start: string;
  /** True when this period had been done already (by this or another worker). */
  already_done: boolean;
  window_start: string | null;
  window_end: string | null;
  jobs: number;
  /** Alerts with at least one new job. */
  matched: number;
  digests: number;
  mails: number;
  match_ms: number;
  total_ms: number;
  /** Where the time after matching went, by phase (milliseconds). */
  phases_ms?: Record<string, number>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const periodDone = async (db: Db, period: Period) =>
  (
    await db
      .select({ at: alertRuns.finishedAt })
      .from(alertRuns)
      .where(
        and(eq(alertRuns.frequency, period.frequency), eq(alertRuns.periodStart, period.start)),
      )
  ).length > 0;

/**
 * The digest pass: for each frequency, the latest period that has ended by `now` is matched and
 * e-mailed once. Safe to call as often as wanted, from several workers and after restarts: a
 * period that has a run record is skipped, and the key of alert_digests (alert, period) makes a
 * second e-mail for the same alert and period impossible even without it.
 */
export async function runAlertDigests(
  db: Db,
  options: { now?: Date; appUrl: string; frequencies?: readonly AlertFrequency[] },
): Promise<DigestPassResult[]> {
  const now = options.now ?? new Date();
  const results: DigestPassResult[] = [];
  for (const frequency of options.frequencies ?? ALERT_FREQUENCIES) {
    const period = lastCompletedPeriod(frequency, now);
    results.push(
      (await periodDone(db, period))
        ? skipped(period)
        : await runDigestPass(db, period, options.appUrl),
    );
  }
  return results;
}

const skipped = (period: Period): DigestPassResult => ({
  frequency: period.frequency,
  period_start: period.start.toISOString(),
  already_done: true,
  window_start: null,
  window_end: null,
  jobs: 0,
  matched: 0,
  digests: 0,
  mails: 0,
  match_ms: 0,
  total_ms: 0,
});

/**
 * One period of one frequency, in one transaction: the digests, their e-mails and the run record
 * commit together or not at all. An advisory lock keeps a second worker waiting until the first is
 * done; it then finds the run record and stops.
 */
async function runDigestPass(db: Db, period: Period, appUrl: string): Promise<DigestPassResult> {
  return db.transaction(async (tx) => {
    const startedAt = new Date();
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`job-alert-digests:${period.frequency}`}))`,
    );
    if (await periodDone(tx, period)) return skipped(period);
    await tx.execute(sql`set local work_mem = '64MB'`);
    const [previous] = await tx
      .select({ windowEnd: alertRuns.windowEnd })
      .from(alertRuns)
      .where(eq(alertRuns.frequency, period.frequency))
      .orderBy(desc(alertRuns.periodStart))
      .limit(1);
    const window = windowOf(period, previous?.windowEnd ?? null);
    const { jobs: jobCount, matched } =
      window.start < window.end
        ? await matchAlerts(tx, period.frequency, window)
        : { jobs: 0, matched: 0 };
    const matchMs = Date.now() - startedAt.getTime();
    const written = matched ? await writeDigests(tx, period, appUrl) : { digests: 0, mails: 0 };
    await tx.insert(alertRuns).values({
      frequency: period.frequency,
      periodStart: period.start,
      windowStart: window.start,
      windowEnd: window.end,
      jobs: jobCount,
      digests: written.digests,
      mails: written.mails,
      startedAt,
    });
    return {
      frequency: period.frequency,
      period_start: period.start.toISOString(),
      already_done: false,
      window_start: window.start.toISOString(),
      window_end: window.end.toISOString(),
      jobs: jobCount,
      matched,
      ...written,
      match_ms: matchMs,
      total_ms: Date.now() - startedAt.getTime(),
    };
  });
}

interface MailRow {
  owner_id: string;
  mail_id: string;
  email: string;
  first_name: string | null;
  candidate: boolean;
  alert_id: string;
  job_count: number;
  head: Uint8Array | string;
  name: string;
  keywords: string;
  filter_key: string;
  unsubscribe_token: string;
}

type JobLine = DigestSection['jobs'][number];

/** Title, hiring company and place of the window's jobs, by position (newest first). */
async function jobLinesByPosition(db: Db, appUrl: string): Promise<JobLine[]> {
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`select id from alert_new_jobs order by pos`),
  ).map((row) => Number(row.id));
  const byId = new Map<number, JobLine>();
  for (let i = 0; i < ids.length; i += 5_000) {
    const rows = await selectCards(db).where(inArray(jobs.id, ids.slice(i, i + 5_000)));
    for (const row of rows) {
      byId.set(row.id, {
        title: row.title,
        company: hiringCompany(row)?.name ?? null,
        location: row.location,
        url: `${appUrl}${paths.jobView(row.id)}`,
      });
    }
  }
  return ids.map((id) => byId.get(id)!);
}

const isForeignKeyViolation = (error: unknown): boolean =>
  !!error &&
  typeof error === 'object' &&
  ((error as { code?: string }).code === '23503' ||
    isForeignKeyViolation((error as { cause?: unknown }).cause));

/**
 * The digest rows of the pass, in one statement. An alert deleted while the pass ran would break
 * the statement (its digest has nothing to point to): such alerts are dropped and the insert
 * retried, inside a savepoint so that the pass itself goes on.
 */
async function insertDigests(tx: Db, period: Period) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(async (savepoint) => {
        const [row] = rowsOf<{ expected: number; inserted: number }>(
          await savepoint.execute(sql`
            with fresh as (
              insert into ${alertDigests} (alert_id, period_start, mail_id, job_count)
              select m.alert_id, ${period.start.toISOString()}::timestamptz, o.mail_id, m.job_count
              from alert_matches m join alert_mails o on o.owner_id = m.owner_id
              on conflict do nothing
              returning 1
            )
            select (select count(*)::int from fresh) as inserted,
              (select count(*)::int from alert_matches m
                join alert_mails o on o.owner_id = m.owner_id) as expected`),
        );
        return { expected: Number(row.expected), inserted: Number(row.inserted) };
      });
    } catch (error) {
      if (attempt >= 3 || !isForeignKeyViolation(error)) throw error;
      await tx.execute(sql`
        delete from alert_matches m
        where not exists (select 1 from job_alerts a where a.id = m.alert_id)`);
    }
  }
}

/**
 * The second half of a pass, after matchAlerts() in the same transaction. Turns the pass's matches
 * into digests and e-mails: one e-mail per owner (a candidate, or a
 * confirmed footer subscription) with a part per alert. The digests are inserted in one statement
 * first; an alert whose digest for the period exists already is left out, and an owner with
 * nothing left gets no e-mail. E-mails are then rendered and written a batch of owners at a
 * time.
 */
export async function writeDigests(tx: Db, period: Period, appUrl: string) {
  const phases: Record<string, number> = {};
  let phaseStart = Date.now();
  const phase = (name: string) => {
    phases[name] = (phases[name] ?? 0) + Date.now() - phaseStart;
    phaseStart = Date.now();
  };
  await tx.execute(sql`
    create temp table alert_mails on commit drop as
    select o.owner_id, gen_random_uuid() as mail_id, coalesce(u.email, s.email) as email,
      u.first_name, u.id is not null as candidate,
      (row_number() over (order by o.owner_id) - 1) / ${OWNERS_PER_BATCH} as batch
    from (select distinct owner_id, user_id from alert_matches) o
    left join users u on u.id = o.user_id and u.status = 'active'
    left join email_subscriptions s on o.user_id is null and s.id = o.owner_id
      and s.confirmed_at is not null and s.unsubscribed_at is null
    where coalesce(u.email, s.email) is not null`);
  await tx.execute(sql`create index on alert_mails (batch)`);
  await tx.execute(sql`create index on alert_matches (owner_id)`);
  await tx.execute(sql`analyze alert_mails`);
  phase('owners');

  const { expected, inserted } = await insertDigests(tx, period);
  if (inserted < expected) {
    // Digests that existed already (a pass interrupted after its digests, or a lost run record):
    // their alerts were e-mailed for this period, so they leave this pass's e-mails.
    await tx.execute(sql`
      delete from alert_matches m using ${alertDigests} d, alert_mails o
      where d.alert_id = m.alert_id and d.period_start = ${period.start.toISOString()}::timestamptz
        and o.owner_id = m.owner_id and d.mail_id <> o.mail_id`);
  }

  phase('digests');
  const lines = await jobLinesByPosition(tx, appUrl);
  phase('job_lines');
  const postedWithin = period.frequency === 'daily' ? 1 : 7;
  const [{ batches }] = rowsOf<{ batches: number | null }>(
    await tx.execute(sql`select max(batch)::int + 1 as batches from alert_mails`),
  );
  const readBatch = (batch: number) =>
    tx.execute(sql`
      select o.owner_id, o.mail_id, o.email, o.first_name, o.candidate, m.alert_id, m.job_count,
        m.head, m.name, m.keywords, m.filter_key, m.unsubscribe_token
      from alert_mails o join alert_matches m on m.owner_id = o.owner_id
      where o.batch = ${batch}
      order by o.owner_id, m.created_at, m.alert_id`);
  const translate = repeatedMailT();
  let sent = 0;
  // The database writes one batch's e-mails while the next batch is rendered here: each batch's
  // rows are asked for before the previous batch's e-mails are written, so they wait ready.
  const batchCount = Number(batches ?? 0);
  let reading = batchCount ? readBatch(0) : null;
  const writes: Promise<void>[] = [];
  for (let batch = 0; batch < batchCount; batch++) {
    phase('other');
    const rows = rowsOf<MailRow>(await reading);
    reading = batch + 1 < batchCount ? readBatch(batch + 1) : null;
    phase('read');
    const messages: (MailMessage & { id: string })[] = [];
    let current: { row: MailRow; sections: DigestSection[] } | undefined;
    const finish = () => {
      if (!current) return;
      const { row, sections } = current;
      messages.push({
        id: row.mail_id,
        ...mails.jobAlertDigest(
          row.email,
          {
            appUrl,
            frequency: period.frequency,
            firstName: row.first_name,
            sections,
            manageUrl: row.candidate ? `${appUrl}/candidate/job-alert` : null,
          },
          undefined,
          translate,
        ),
      });
    };
    for (const row of rows) {
      if (current?.row.owner_id !== row.owner_id) {
        finish();
        current = { row, sections: [] };
      }
      const search = alertSearchParams(criteriaFromKey(row.keywords, row.filter_key), postedWithin);
      current.sections.push({
        name: row.name,
        total: Number(row.job_count),
        jobs: digestJobPositions(toBytes(row.head)).map((pos) => lines[pos]),
        moreUrl: `${appUrl}${paths.searchJobs(search)}`,
        unsubscribeToken: row.unsubscribe_token,
      });
    }
    finish();
    phase('render');
    const writing = enqueueMails(tx, messages);
    // Awaited below; a failure also fails every later statement of the transaction.
    writing.catch(() => {});
    writes.push(writing);
    phase('outbox');
    sent += messages.length;
  }
  await Promise.all(writes);
  phase('outbox');
  return { digests: inserted, mails: sent, phases_ms: phases };
}

/** bytea arrives as a Buffer (node-postgres) or a Uint8Array (PGlite); old drivers send hex text. */
function toBytes(value: Uint8Array | string): Uint8Array {
  if (typeof value !== 'string') return value;
  return Uint8Array.from(Buffer.from(value.replace(/^\\x/, ''), 'hex'));
}
