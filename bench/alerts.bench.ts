/**
 * Job-alert benchmark: generates N candidates' alerts (keywords and filters as candidates set them)
 * and 1,000 jobs published in one day, then runs the digest pass the worker runs (matching,
 * digests and e-mails into the outbox) and prints the time taken and the number of digests, on
 * PostgreSQL and on PGlite.
 *
 *   npm run bench:alerts                          100k alerts, both databases
 *   npm run bench:alerts -- --alerts 1000000      1M alerts
 *   npm run bench:alerts -- --db postgres         one database only
 *   npm run bench:alerts -- --jobs 2000           a busier day
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database
 * of its own is created and dropped.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { and, count, eq, sql } from 'drizzle-orm';
import { EMPLOYMENT_TYPES } from '@logicareers/shared/schemas/jobs';
import type { Database } from '../apps/api/src/db/client';
import { jobAlerts, jobs } from '../apps/api/src/db/schema';
import {
  runAlertDigests,
  type DigestPassResult,
} from '../apps/api/src/modules/alerts/alerts.digest';
import {
  filterKey,
  normalizeCriteria,
  type Criteria,
} from '../apps/api/src/modules/alerts/alerts.criteria';
import { lastCompletedPeriod } from '../apps/api/src/modules/alerts/alerts.periods';
import { seedAccess } from '../apps/api/src/modules/access/access.seed';
import { generateJob, seededRandom, type Random } from '../apps/api/src/modules/jobs/job-generator';
import { seedMasterData } from '../apps/api/src/modules/master-data/master-data.seed';
import { loadTaxonomy, type Taxonomy } from '../apps/api/src/modules/master-data/taxonomy.query';
import { onPglite, onPostgres } from './support/databases';
import { benchCompanies } from './support/jobs';

const { values: args } = parseArgs({
  options: {
    alerts: { type: 'string', default: '100000' },
    jobs: { type: 'string', default: '1000' },
    'old-jobs': { type: 'string', default: '5000' },
    db: { type: 'string', default: 'both' },
    keep: { type: 'boolean', default: false },
  },
});
const ALERTS = Number(args.alerts);
const NEW_JOBS = Number(args.jobs);
const OLD_JOBS = Number(args['old-jobs']);
/** Candidates keep one to three alerts: about two each on average. */
const ALERTS_PER_CANDIDATE = 2;
const DAY = 86_400_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Words candidates type, from single terms to phrases, exclusions and OR. */
const THEMES = [
  'warehouse',
  'forklift',
  'customs clearance',
  '"freight forwarding"',
  'cold chain -driver',
  'procurement OR purchasing',
  'fleet telematics',
  'dangerous goods',
  'inventory controller',
  'CargoWise',
  'last mile delivery',
  'SAP EWM',
  'reach truck',
  'HS classification',
  'demand forecasting',
  'port operations',
  'import export',
  'documentation executive',
  '"supply chain" manager',
  'storekeeper -assistant',
  'shipping coordinator',
  'letters of credit',
  'route planning',
  'e-commerce fulfilment',
];
/** Words for the long tail of two-word searches. */
const WORDS = [
  'warehouse',
  'logistics',
  'freight',
  'customs',
  'fleet',
  'transport',
  'inventory',
  'procurement',
  'purchasing',
  'planning',
  'planner',
  'supervisor',
  'manager',
  'coordinator',
  'executive',
  'analyst',
  'driver',
  'operator',
  'forklift',
  'reefer',
  'cold',
  'sea',
  'air',
  'road',
  'port',
  'terminal',
  'vessel',
  'shipping',
  'export',
  'import',
  'clearance',
  'broker',
  'compliance',
  'sap',
  'oracle',
  'wms',
  'excel',
  'dispatch',
  'delivery',
  'courier',
  'ecommerce',
  'fulfilment',
  'retail',
  'fmcg',
  'pharma',
  'aviation',
  'cargo',
  'container',
  'yard',
  'stock',
  'cycle',
  'count',
  'vendor',
  'tender',
  'contract',
  'sales',
  'customer',
  'service',
  'safety',
  'hse',
  'lean',
  'kaizen',
  'budget',
  'cost',
  'kpi',
  'dubai',
  'sharjah',
  'jebel',
  'night',
  'shift',
];

function keywordsFor(random: Random, taxonomy: Taxonomy): string {
  const roll = random.next();
  if (roll < 0.35) return random.pick(taxonomy.designations).name.replace(/ - .*/, '');
  if (roll < 0.5) return random.pick(taxonomy.skills).name;
  if (roll < 0.75) return random.pick(THEMES);
  return `${random.pick(WORDS)} ${random.pick(WORDS)}`;
}

/** One alert as candidates set them: mostly keywords and a location, sometimes more filters. */
function alertCriteria(random: Random, taxonomy: Taxonomy): Criteria {
  const emirates = taxonomy.states.filter((s) => !s.parent_id);
  const areas = taxonomy.states.filter((s) => s.parent_id);
  const state: number[] = [];
  const where = random.next();
  if (where < 0.5) state.push(random.pick(emirates).id);
  else if (where < 0.65) state.push(random.pick(areas).id);
  else if (where < 0.75) state.push(...random.some(emirates, 2).map((s) => s.id));
  const criteria: Criteria = {
    keywords: random.chance(0.75) ? keywordsFor(random, taxonomy) : '',
    state,
    functional_area: random.chance(0.3) ? [random.pick(taxonomy.functionalAreas).id] : [],
    designation: random.chance(0.1) ? [random.pick(taxonomy.designations).id] : [],
    industry: random.chance(0.1) ? [random.pick(taxonomy.industries).id] : [],
    employment_type: random.chance(0.15) ? random.some(EMPLOYMENT_TYPES, random.int(1, 2)) : [],
    experience: random.chance(0.25) ? random.int(0, 15) : null,
    salary_min: random.chance(0.2) ? random.int(3, 20) * 1000 : null,
  };
  if (!criteria.keywords && !filterKey(criteria)) criteria.keywords = keywordsFor(random, taxonomy);
  return normalizeCriteria(criteria);
}

const pgArray = (values: (number | string)[]) =>
  `{${values.map((v) => JSON.stringify(v)).join(',')}}`;

async function generate(database: Database, dailyEnd: number, weekStart: number) {
  const { db } = database;
  await database.migrate();
  await seedAccess(db);
  await seedMasterData(db);
  const taxonomy = await loadTaxonomy(db);
  const random = seededRandom(42);
  const started = Date.now();

  const companyIds = await benchCompanies(db, 100);
  // Older jobs (before the week the new ones are in), then the day's new jobs.
  for (const [total, now, maxAgeDays] of [
    [OLD_JOBS, weekStart - 60_000, 60],
    [NEW_JOBS, dailyEnd - 60_000, 0.95],
  ] as const) {
    for (let done = 0; done < total; done += 500) {
      const rows = Array.from({ length: Math.min(500, total - done) }, () =>
        generateJob(random, taxonomy, {
          companyId: random.pick(companyIds),
          descriptionBytes: random.int(2000, 5000),
          now,
          maxAgeDays,
        }),
      );
      await db.insert(jobs).values(rows);
    }
  }

  // Candidates, generated in SQL: only their id, e-mail and status matter here.
  const candidates = Math.ceil(ALERTS / ALERTS_PER_CANDIDATE);
  const [{ id: roleId }] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from roles where kind = 'candidate' and builtin limit 1`),
  );
  await db.execute(sql`
    insert into users (email, password_hash, role, role_id, first_name, last_name)
    select 'candidate' || g || '@bench.ae', 'not-a-hash', 'candidate', ${roleId}, 'Bench', 'Candidate'
    from generate_series(1, ${candidates}) g`);
  const userIds = rowsOf<{ id: string }>(
    await db.execute(sql`select id from users where role = 'candidate' order by email`),
  ).map((r) => r.id);

  // Each distinct keyword text is compiled once, as the API does for each alert.
  const batch: Criteria[] = [];
  const queryOf = new Map<string, string>();
  const flush = async (offset: number) => {
    const fresh = [...new Set(batch.map((c) => c.keywords))].filter((k) => k && !queryOf.has(k));
    if (fresh.length) {
      for (const row of rowsOf<{ k: string; q: string }>(
        await db.execute(
          sql`select k, job_keywords(k)::text as q from unnest(${pgArray(fresh)}::text[]) k`,
        ),
      ))
        queryOf.set(row.k, row.q);
    }
    const column = <T>(pick: (c: Criteria, i: number) => T) => batch.map(pick);
    await db.execute(sql`
      insert into job_alerts (user_id, name, keywords, query, state_ids, functional_area_ids,
        designation_ids, industry_ids, employment_types, experience, salary_min, filter_key,
        frequency, paused, unsubscribe_token)
      select u::uuid, n, k, q, s::int[], f::int[], d::int[], i::int[], e::text[], x, m, fk, fr, p, t
      from unnest(
        ${pgArray(column((_, i) => userIds[(offset + i) % userIds.length]))}::text[],
        ${pgArray(column((c) => (c.keywords ? `${c.keywords} alert` : 'Filtered alert')))}::text[],
        ${pgArray(column((c) => c.keywords))}::text[],
        ${pgArray(column((c) => (c.keywords ? queryOf.get(c.keywords)! : '')))}::text[],
        ${pgArray(column((c) => pgArray(c.state)))}::text[],
        ${pgArray(column((c) => pgArray(c.functional_area)))}::text[],
        ${pgArray(column((c) => pgArray(c.designation)))}::text[],
        ${pgArray(column((c) => pgArray(c.industry)))}::text[],
        ${pgArray(column((c) => pgArray(c.employment_type)))}::text[],
        ${`{${column((c) => c.experience ?? 'NULL').join(',')}}`}::int[],
        ${`{${column((c) => c.salary_min ?? 'NULL').join(',')}}`}::int[],
        ${pgArray(column((c) => filterKey(c)))}::text[],
        ${pgArray(column(() => (random.chance(0.8) ? 'daily' : 'weekly')))}::text[],
        ${`{${column(() => random.chance(0.05)).join(',')}}`}::boolean[],
        ${pgArray(column(() => randomBytes(32).toString('base64url')))}::text[]
      ) as a(u, n, k, q, s, f, d, i, e, x, m, fk, fr, p, t)`);
    batch.length = 0;
  };
  for (let done = 0; done < ALERTS; done++) {
    batch.push(alertCriteria(random, taxonomy));
    if (batch.length === 5_000 || done === ALERTS - 1) {
      await flush(done + 1 - batch.length);
      if ((done + 1) % 100_000 === 0)
        process.stdout.write(`\r  generated ${done + 1} / ${ALERTS} alerts`);
    }
  }
  await db.execute(sql`analyze`);
  const [{ distinctQueries, distinctFilters }] = rowsOf<{
    distinctQueries: number;
    distinctFilters: number;
  }>(
    await db.execute(
      sql`select count(distinct query)::int as "distinctQueries", count(distinct filter_key)::int as "distinctFilters" from job_alerts`,
    ),
  );
  console.log(
    `\r  generated ${NEW_JOBS.toLocaleString()} new and ${OLD_JOBS.toLocaleString()} older jobs, ${ALERTS.toLocaleString()} alerts of ${candidates.toLocaleString()} candidates (${distinctQueries.toLocaleString()} distinct keyword queries, ${distinctFilters.toLocaleString()} distinct filter sets) in ${seconds(Date.now() - started)}`,
  );
}

async function bench(label: string, database: Database) {
  const { db } = database;
  console.log(
    `\n${label}: preparing ${ALERTS.toLocaleString()} alerts and ${NEW_JOBS.toLocaleString()} new jobs ...`,
  );
  // The daily pass that runs just after yesterday's period ended, and the weekly pass of that week.
  const now = new Date();
  const daily = lastCompletedPeriod('daily', now);
  const weeklyNow = new Date(
    lastCompletedPeriod('weekly', new Date(daily.end.getTime() + 7 * DAY - 1)).end.getTime() +
      60_000,
  );
  const weekly = lastCompletedPeriod('weekly', weeklyNow);
  await generate(database, daily.end.getTime(), weekly.start.getTime());

  const results: (DigestPassResult & { active: number; wall_ms: number })[] = [];
  for (const [frequency, at] of [
    ['daily', now],
    ['weekly', weeklyNow],
  ] as const) {
    const [active] = await db
      .select({ n: count() })
      .from(jobAlerts)
      .where(and(eq(jobAlerts.frequency, frequency), eq(jobAlerts.paused, false)));
    const started = Date.now();
    const [result] = await runAlertDigests(db, {
      now: at,
      frequencies: [frequency],
    });
    results.push({ ...result, active: active.n, wall_ms: Date.now() - started });
  }
  console.log(
    `\n${label}, ${ALERTS.toLocaleString()} alerts x ${NEW_JOBS.toLocaleString()} new jobs`,
  );
  console.log(
    `  ${'pass'.padEnd(7)} ${'alerts'.padStart(10)} ${'new jobs'.padStart(9)} ${'digests'.padStart(10)} ${'e-mails'.padStart(10)} ${'matching'.padStart(9)} ${'total'.padStart(9)}`,
  );
  for (const r of results) {
    console.log(
      `  ${r.frequency.padEnd(7)} ${r.active.toLocaleString().padStart(10)} ${r.jobs.toLocaleString().padStart(9)} ${r.digests.toLocaleString().padStart(10)} ${r.mails.toLocaleString().padStart(10)} ${seconds(r.match_ms).padStart(9)} ${seconds(r.wall_ms).padStart(9)}`,
    );
  }
  for (const r of results)
    if (r.phases_ms)
      console.log(
        `  ${r.frequency} after matching: ${Object.entries(r.phases_ms)
          .map(([name, ms]) => `${name} ${seconds(ms)}`)
          .join(', ')}`,
      );
  const sum = (key: 'match_ms' | 'wall_ms' | 'digests' | 'mails') =>
    results.reduce((n, r) => n + r[key], 0);
  console.log(
    `  ${'both'.padEnd(7)} ${''.padStart(10)} ${''.padStart(9)} ${sum('digests').toLocaleString().padStart(10)} ${sum('mails').toLocaleString().padStart(10)} ${seconds(sum('match_ms')).padStart(9)} ${seconds(sum('wall_ms')).padStart(9)}`,
  );
  // The pass is idempotent: running it again finds the periods done and sends nothing.
  const again = Date.now();
  const repeat = await runAlertDigests(db, {
    now: weeklyNow,
    frequencies: ['weekly'],
  });
  console.log(
    `  running the weekly pass again: already done = ${repeat[0].already_done} (${Date.now() - again} ms)`,
  );
  return results;
}

const which = args.db;
if (which === 'both' || which === 'postgres')
  await onPostgres('lc-bench-alerts', Boolean(args.keep), bench);
if (which === 'both' || which === 'pglite')
  await onPglite('lc-bench-alerts', Boolean(args.keep), bench);
