import { sql, type SQL } from 'drizzle-orm';
import { ALERT_JOBS_PER_MAIL, type AlertFrequency } from '@logicareers/shared/schemas/alerts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { jobIsLive } from '../jobs/jobs.policy';

/**
 * Matches every active alert of a frequency against the jobs published in a window, in a few
 * set-based statements, whatever the number of alerts. Leaves two temporary tables for the rest of
 * the transaction: `alert_new_jobs` (the window's jobs, newest first, by position) and
 * `alert_matches` (one row per alert with at least one new job).
 *
 * How: each new job gets a position and every condition a bitset over the positions (bit i set when
 * job i meets it). Conditions are evaluated once per distinct value, not once per alert: once per
 * distinct keyword query (`search_vector @@ query` over the window's jobs, through a GIN index) and
 * once per distinct set of filters (the AND of one bitset per filter value, with the job search's
 * rules). An alert's matches are then the AND of its query's and its filters' bitsets: two hash
 * joins and a bit operation per alert. Evaluation is exact (PostgreSQL itself tests the keywords,
 * phrases and exclusions included), and its cost grows with the number of distinct searches and the
 * number of alerts, not with the number of (alert, job) pairs that match.
 */
export async function matchAlerts(
  db: Db,
  frequency: AlertFrequency,
  window: { start: Date; end: Date },
): Promise<{ jobs: number; matched: number }> {
  await db.execute(sql`
    create temp table alert_new_jobs on commit drop as
    select pos, id, designation_id, functional_area_id, industry_id, state_id, emirate_id,
      employment_type, experience_min, experience_max, salary_min, salary_max, salary_hidden,
      search_vector, overlay(repeat('0', total) placing '1' from pos + 1)::varbit as bit
    from (
      select j.*, (row_number() over (order by published_at desc, id desc) - 1)::int as pos,
        (count(*) over ())::int as total
      from jobs j
      where ${jobIsLive('j')}
        and published_at >= ${window.start.toISOString()}::timestamptz
        and published_at < ${window.end.toISOString()}::timestamptz
    ) s`);
  const [{ n }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from alert_new_jobs`),
  );
  const jobs = Number(n);
  if (jobs === 0) return { jobs: 0, matched: 0 };
  await db.execute(sql`create index on alert_new_jobs using gin (search_vector)`);
  await db.execute(sql`analyze alert_new_jobs`);

  const active = sql`a.frequency = ${frequency} and not a.paused`;
  // The distinct keyword queries and the distinct sets of filters, in one scan of the alerts.
  await db.execute(sql`
    create temp table alert_conditions on commit drop as
    select a.query, a.filter_key, grouping(a.query)::int as is_filter
    from job_alerts a where ${active}
    group by grouping sets ((a.query), (a.filter_key))`);

  const bits = sql.raw(
    `repeat('0', ${jobs})::varbit as zero, repeat('1', ${jobs})::varbit as ones`,
  );
  await db.execute(sql`
    create temp table alert_query_bits on commit drop as
    with z as (select ${bits})
    select query, b from (
      select c.query, case when c.query = '' then z.ones else coalesce(
        (select bit_or(j.bit) from alert_new_jobs j where j.search_vector @@ c.query::tsquery),
        z.zero) end as b
      from alert_conditions c cross join z where c.is_filter = 0
    ) q where bit_count(b) > 0`);

  await filterBits(db, bits);
  await db.execute(sql`analyze alert_query_bits`);
  await db.execute(sql`analyze alert_filter_bits`);

  await alertMatches(db, active);
  const [{ matched }] = rowsOf<{ matched: number }>(
    await db.execute(sql`select count(*)::int as matched from alert_matches`),
  );
  return { jobs, matched: Number(matched) };
}

/**
 * The filters of an alert, in the order of the parts of its key (filterKey(), alerts.criteria.ts):
 * how a part is read (a list of ids, a list of words or one number), and when a new job `j` meets a
 * value `k` of it, by the rules of the job search (jobs.search.ts).
 */
const FILTERS: { name: string; read: 'ids' | 'words' | 'number'; meets: string }[] = [
  { name: 'states', read: 'ids', meets: 'j.emirate_id = any(k) or j.state_id = any(k)' },
  { name: 'areas', read: 'ids', meets: 'j.functional_area_id = any(k)' },
  { name: 'designations', read: 'ids', meets: 'j.designation_id = any(k)' },
  { name: 'industries', read: 'ids', meets: 'j.industry_id = any(k)' },
  { name: 'types', read: 'words', meets: 'j.employment_type = any(k)' },
  {
    name: 'experience',
    read: 'number',
    meets:
      '(j.experience_min is null or j.experience_min <= k) and (j.experience_max is null or j.experience_max >= k)',
  },
  {
    name: 'salary',
    read: 'number',
    meets: 'not j.salary_hidden and coalesce(j.salary_max, j.salary_min) >= k',
  },
];

/** The part of a filter key at `position` (from 1), null when empty, read as the filter says. */
function readPart(read: (typeof FILTERS)[number]['read'], position: number) {
  const part = `nullif(split_part(filter_key, '|', ${position}), '')`;
  if (read === 'number') return `${part}::int`;
  return `string_to_array(${part}, ',')${read === 'ids' ? '::int[]' : ''}`;
}

/**
 * The statement behind `alert_filter_bits`, from FILTERS: the parts of each distinct key; per
 * filter, the bitset of each distinct value; per key, the AND of its filters' bitsets (all the jobs
 * for a filter it does not set, none for a value no job meets).
 */
const FILTER_BITS = (() => {
  const parts = FILTERS.map((f, i) => `${readPart(f.read, i + 1)} as ${f.name}`);
  const byValue = FILTERS.map(
    (f) => `by_${f.name} as (
      select k, (select bit_or(j.bit) from alert_new_jobs j where ${f.meets}) as b
      from (select distinct ${f.name} as k from parts where ${f.name} is not null) d
    )`,
  );
  const met = FILTERS.map(
    (f) => `(case when p.${f.name} is null then z.ones else coalesce(by_${f.name}.b, z.zero) end)`,
  );
  const joins = FILTERS.map((f) => `left join by_${f.name} on by_${f.name}.k = p.${f.name}`);
  return sql.raw(`
    parts as (
      select filter_key,
        ${parts.join(',\n        ')}
      from alert_conditions where is_filter = 1
    ),
    ${byValue.join(',\n    ')}
    select filter_key, b from (
      select p.filter_key,
        ${met.join('\n        & ')} as b
      from parts p cross join z
      ${joins.join('\n      ')}
    ) f where bit_count(b) > 0`);
})();

/**
 * `alert_filter_bits`: for each distinct set of filters, the bitset of the new jobs that meet them
 * all (`bits` names the empty and the full bitset, `zero` and `ones`).
 */
async function filterBits(db: Db, bits: SQL) {
  await db.execute(sql`
    create temp table alert_filter_bits on commit drop as
    with z as (select ${bits}),${FILTER_BITS}`);
}

/**
 * `alert_matches`: the active alerts of a frequency (`active`) with at least one new job, from the
 * bitsets of their query and their filters.
 */
async function alertMatches(db: Db, active: SQL) {
  // Per alert: the count of its new jobs, the head of its bitset (enough bits for the jobs listed
  // in the e-mail; the newest jobs come first), sent as bytes that digestJobPositions() reads, and
  // what the e-mail shows of the alert.
  const head = sql.raw(`case when bit_count(substring(m.b from 1 for 128)) >= ${ALERT_JOBS_PER_MAIL}
    then substring(m.b from 1 for 128) else m.b end`);
  await db.execute(sql`
    create temp table alert_matches on commit drop as
    select m.alert_id, m.owner_id, m.user_id, bit_count(m.b)::int as job_count,
      varbit_send(${head}) as head, m.name, m.keywords, m.filter_key, m.unsubscribe_token,
      m.created_at
    from (
      select a.id as alert_id, coalesce(a.user_id, a.subscription_id) as owner_id, a.user_id,
        q.b & f.b as b, a.name, a.keywords, a.filter_key, a.unsubscribe_token, a.created_at
      from job_alerts a
      join alert_query_bits q on q.query = a.query
      join alert_filter_bits f on f.filter_key = a.filter_key
      where ${active}
    ) m
    where bit_count(m.b) > 0`);
  await db.execute(sql`create index on alert_matches (owner_id)`);
  await db.execute(sql`analyze alert_matches`);
}

/**
 * The positions of the first set bits of a bitset head as `varbit_send` writes it: the length in
 * bits (4 bytes, big-endian), then the bits, the first in the high bit of the first byte.
 */
export function digestJobPositions(head: Uint8Array, limit = ALERT_JOBS_PER_MAIL): number[] {
  const length = ((head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3]) >>> 0;
  const positions: number[] = [];
  for (let byte = 0; byte * 8 < length && positions.length < limit; byte++) {
    const value = head[4 + byte];
    if (!value) continue;
    for (let bit = 0; bit < 8 && positions.length < limit; bit++) {
      const pos = byte * 8 + bit;
      if (pos < length && value & (0x80 >> bit)) positions.push(pos);
    }
  }
  return positions;
}
