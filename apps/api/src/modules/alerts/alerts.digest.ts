import { PAGES, paths } from '@logicareers/shared/pages';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ALERT_FREQUENCIES,
  alertSearchParams,
  type AlertFrequency,
} from '@logicareers/shared/schemas/alerts';
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from '@logicareers/shared/languages';
import type { Db } from '../../db/client';
import { mailT, repeatedMailT } from '../../i18n';
import { alertDigests, alertRuns, jobs, outbox, type MailComposition } from '../../db/schema';
import { pgArray } from '../../lib/pg-array';
import type { MailComposer, MailMessage } from '../mail/outbox';
import { mails, type DigestSection } from '../mail/templates';
import { hiringCompany, selectCards } from '../jobs/jobs.presenter';
import { criteriaFromKey } from './alerts.criteria';
import { digestJobPositions, matchAlerts } from './alerts.matcher';
import { lastCompletedPeriod, windowOf, type Period } from './alerts.periods';

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
  options: { now?: Date; frequencies?: readonly AlertFrequency[] } = {},
): Promise<DigestPassResult[]> {
  const now = options.now ?? new Date();
  const results: DigestPassResult[] = [];
  for (const frequency of options.frequencies ?? ALERT_FREQUENCIES) {
    const period = lastCompletedPeriod(frequency, now);
    results.push(
      (await periodDone(db, period)) ? skipped(period) : await runDigestPass(db, period),
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
async function runDigestPass(db: Db, period: Period): Promise<DigestPassResult> {
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
    const written = matched
      ? await writeDigests(tx, period)
      : { digests: 0, mails: 0, jobIds: [], phases_ms: {} };
    await tx.insert(alertRuns).values({
      frequency: period.frequency,
      periodStart: period.start,
      windowStart: window.start,
      windowEnd: window.end,
      jobs: jobCount,
      digests: written.digests,
      mails: written.mails,
      jobIds: written.jobIds,
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
      digests: written.digests,
      mails: written.mails,
      phases_ms: written.phases_ms,
      match_ms: matchMs,
      total_ms: Date.now() - startedAt.getTime(),
    };
  });
}

/** Title, hiring company and place of some jobs, by id; jobs gone since are left out. */
async function jobLines(db: Db, ids: number[]): Promise<Map<number, JobLine>> {
  const byId = new Map<number, JobLine>();
  if (!ids.length) return byId;
  const rows = await selectCards(db).where(inArray(jobs.id, ids));
  for (const row of rows) {
    byId.set(row.id, {
      title: row.title,
      company: hiringCompany(row)?.name ?? null,
      location: row.location,
      // The candidate who applies from the e-mail is known to have come by their alert.
      path: paths.jobView(row.id, 'alert'),
    });
  }
  return byId;
}

type JobLine = DigestSection['jobs'][number];

/**
 * The digest rows of the pass, in one statement, after leaving out the matches of alerts deleted
 * while the pass ran (one deleted later still is left out when its e-mail is written). Answers how
 * many were expected and how many were new: a digest that existed already is kept as it was.
 */
async function insertDigests(tx: Db, period: Period) {
  await tx.execute(sql`
    delete from alert_matches m
    where not exists (select 1 from job_alerts a where a.id = m.alert_id)`);
  const [row] = rowsOf<{ expected: number; inserted: number }>(
    await tx.execute(sql`
      with fresh as (
        insert into ${alertDigests} (alert_id, period_start, mail_id, job_count, head)
        select m.alert_id, ${period.start.toISOString()}::timestamptz, o.mail_id, m.job_count, m.head
        from alert_matches m join alert_mails o on o.owner_id = m.owner_id
        on conflict do nothing
        returning 1
      )
      select (select count(*)::int from fresh) as inserted,
        (select count(*)::int from alert_matches m
          join alert_mails o on o.owner_id = m.owner_id) as expected`),
  );
  return { expected: Number(row.expected), inserted: Number(row.inserted) };
}

/**
 * The subject each e-mail of the pass gets in the outbox until it is sent (it is written again
 * then, with the rest): "N new jobs for <name>" for an owner with one alert, else "New jobs for N
 * of your job alerts". Translated once per count; the alert's name is put in by the database.
 */
async function previewSubjects(tx: Db) {
  const t = mailT();
  const counts = rowsOf<{ jobs: number | null; alerts: number | null }>(
    await tx.execute(sql`
      select distinct case when alerts = 1 then jobs end as jobs,
        case when alerts > 1 then alerts end as alerts
      from (select count(*)::int as alerts, min(job_count)::int as jobs
        from alert_matches group by owner_id) o`),
  );
  const one = counts.flatMap((c) => (c.jobs === null ? [] : [Number(c.jobs)]));
  const many = counts.flatMap((c) => (c.alerts === null ? [] : [Number(c.alerts)]));
  return {
    one: {
      counts: one,
      texts: one.map((count) => t('jobAlertDigest.subjectOne', { count, name: NAME })),
    },
    many: { counts: many, texts: many.map((count) => t('jobAlertDigest.subjectMany', { count })) },
  };
}
/** Where an alert's name goes in a preview subject (never in a translation or a name). */
const NAME = '\u0001name\u0001';

/**
 * The second half of a pass, after matchAlerts() in the same transaction. Turns the pass's matches
 * into digests and e-mails: one e-mail per owner (a candidate, or a confirmed footer subscription)
 * with a part per alert. The digests are inserted in one statement first; an alert whose digest for
 * the period exists already is left out, and an owner with nothing left gets no e-mail. The
 * e-mails are then queued in one statement, each to be written when it is sent
 * (digestComposer): the pass writes a short row per e-mail, not its text.
 */
export async function writeDigests(tx: Db, period: Period) {
  const phases: Record<string, number> = {};
  let phaseStart = Date.now();
  const phase = (name: string) => {
    phases[name] = (phases[name] ?? 0) + Date.now() - phaseStart;
    phaseStart = Date.now();
  };
  await tx.execute(sql`
    create temp table alert_mails on commit drop as
    select o.owner_id, gen_random_uuid() as mail_id, coalesce(u.email, s.email) as email
    from (select distinct owner_id, user_id from alert_matches) o
    left join users u on u.id = o.user_id and u.status = 'active'
    left join email_subscriptions s on o.user_id is null and s.id = o.owner_id
      and s.confirmed_at is not null and s.unsubscribed_at is null
    where coalesce(u.email, s.email) is not null`);
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

  const subjects = await previewSubjects(tx);
  const composition: MailComposition = { digests: period.frequency };
  const [{ mails: sent }] = rowsOf<{ mails: number }>(
    await tx.execute(sql`
      with queued as (
        insert into ${outbox} (id, kind, to_address, subject, text_body, compose)
        select o.mail_id, 'job_alert_digest', o.email,
          coalesce(replace(one.text, ${NAME}, m.name), many.text, ''), '',
          ${JSON.stringify(composition)}::jsonb
        from alert_mails o
        join (select owner_id, count(*)::int as alerts, min(job_count)::int as jobs, min(name) as name
          from alert_matches group by owner_id) m on m.owner_id = o.owner_id
        left join unnest(${pgArray(subjects.one.counts)}::int[], ${pgArray(subjects.one.texts)}::text[])
          as one(jobs, text) on m.alerts = 1 and one.jobs = m.jobs
        left join unnest(${pgArray(subjects.many.counts)}::int[], ${pgArray(subjects.many.texts)}::text[])
          as many(alerts, text) on m.alerts > 1 and many.alerts = m.alerts
        returning 1
      )
      select count(*)::int as mails from queued`),
  );
  phase('outbox');
  const jobIds = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from alert_new_jobs order by pos`),
  ).map((row) => Number(row.id));
  return { digests: inserted, mails: Number(sent), jobIds, phases_ms: phases };
}

/**
 * Writes job-alert digest e-mails as they are sent (the worker's MailComposer): each alert's part
 * lists the jobs its digest named, as they are now (a job deleted since is left out), under the
 * alert's name and with its links as they are now. An e-mail whose alerts were all deleted, whose
 * candidate is no longer active or whose footer subscription ended is left out (cancelled).
 */
export const digestComposer =
  (appUrl: string): MailComposer =>
  async (db, rows) => {
    const parts = rowsOf<{
      mail_id: string;
      to_address: string;
      frequency: AlertFrequency;
      job_count: number;
      head: Uint8Array | string | null;
      job_ids: number[] | null;
      name: string;
      keywords: string;
      filter_key: string;
      unsubscribe_token: string;
      candidate: boolean;
      first_name: string | null;
      language: SiteLanguage | null;
    }>(
      await db.execute(sql`
        select d.mail_id, o.to_address, r.frequency, d.job_count, d.head, r.job_ids, a.name,
          a.keywords, a.filter_key, a.unsubscribe_token, a.user_id is not null as candidate,
          u.first_name, u.language
        from ${outbox} o
        join ${alertDigests} d on d.mail_id = o.id
        join job_alerts a on a.id = d.alert_id
        join ${alertRuns} r on r.period_start = d.period_start and r.frequency = o.compose->>'digests'
        left join users u on u.id = a.user_id
        left join email_subscriptions s on s.id = a.subscription_id
        where o.id = any(${pgArray(rows.map((row) => row.id))}::uuid[])
          and (u.status = 'active'
            or (s.confirmed_at is not null and s.unsubscribed_at is null))
        order by d.mail_id, a.created_at, a.id`),
    );
    const listed = parts.map((part) =>
      part.head && part.job_ids
        ? digestJobPositions(toBytes(part.head)).map((pos) => Number(part.job_ids![pos]))
        : [],
    );
    const lines = await jobLines(db, [...new Set(listed.flat())]);
    const byMail = new Map<string, { part: (typeof parts)[number]; sections: DigestSection[] }>();
    for (const [i, part] of parts.entries()) {
      const mail = byMail.get(part.mail_id) ?? { part, sections: [] };
      byMail.set(part.mail_id, mail);
      const criteria = criteriaFromKey(part.keywords, part.filter_key);
      const search = alertSearchParams(criteria, part.frequency === 'daily' ? 1 : 7);
      mail.sections.push({
        name: part.name,
        total: Number(part.job_count),
        jobs: listed[i].flatMap((id) => lines.get(id) ?? []),
        morePath: paths.searchJobs(search),
        unsubscribeToken: part.unsubscribe_token,
      });
    }
    // Each candidate's e-mail in their saved language. A footer subscription keeps no language (its
    // address was given without an account), so its e-mails are in the site's default.
    const translators = new Map<SiteLanguage, ReturnType<typeof repeatedMailT>>();
    const translatorOf = (language: SiteLanguage) => {
      let t = translators.get(language);
      if (!t) translators.set(language, (t = repeatedMailT(language)));
      return t;
    };
    const messages = new Map<string, MailMessage>();
    for (const [id, { part, sections }] of byMail) {
      const digest = {
        appUrl,
        frequency: part.frequency,
        firstName: part.first_name,
        sections,
        managePath: part.candidate ? PAGES.candidate.jobAlerts : null,
      };
      const language = part.language ?? DEFAULT_SITE_LANGUAGE;
      messages.set(
        id,
        mails.jobAlertDigest(part.to_address, digest, language, translatorOf(language)),
      );
    }
    return messages;
  };

/** bytea arrives as a Buffer (node-postgres) or a Uint8Array (PGlite); old drivers send hex text. */
function toBytes(value: Uint8Array | string): Uint8Array {
  if (typeof value !== 'string') return value;
  return Uint8Array.from(Buffer.from(value.replace(/^\\x/, ''), 'hex'));
}
