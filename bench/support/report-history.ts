import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { rowsOf } from '../../apps/api/src/db/rows';
import { jobs } from '../../apps/api/src/db/schema';
import { generateJob, seededRandom } from '../../apps/api/src/modules/jobs/job-generator';
import type { Taxonomy } from '../../apps/api/src/modules/master-data/taxonomy.query';

/*
 * A year of hiring for the reports benchmark (issue 41): companies (employers, and consultancies
 * with the clients they manage), their people, candidates, jobs over the year, and applications
 * with their status history. Written with set-based statements; the helper tables `bench_*` keep
 * the numbering the later statements pick from and are dropped at the end.
 */

type Db = Database['db'];

/** How much history: `scale` 1 is the year of 200 companies. */
export interface HistorySize {
  companies: number;
  consultancies: number;
  candidates: number;
  jobs: number;
  applications: number;
  submissions: number;
  invoices: number;
  profileViews: number;
  emailSends: number;
  outbox: number;
  alerts: number;
}

export function historySize(scale: number): HistorySize {
  const of = (n: number, least = 1) => Math.max(least, Math.round(n * scale));
  return {
    companies: of(200, 20),
    consultancies: Math.max(2, Math.round(5 * Math.min(1, scale * 2))),
    candidates: of(40_000, 2_000),
    jobs: of(2_000, 50),
    applications: of(100_000),
    submissions: of(20_000),
    invoices: of(5_000),
    profileViews: of(100_000),
    emailSends: of(3_000),
    outbox: of(150_000),
    alerts: of(15_000),
  };
}

/** Runs statements of the generation in turn (one each: PGlite takes one a call), saying what they write. */
export async function step(db: Db, label: string, statements: string[]) {
  const started = Date.now();
  process.stdout.write(`  ${label} ...`);
  for (const statement of statements) await db.execute(sql.raw(statement));
  console.log(` ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** An id a later statement can compute again: a uuid (version 4 in form) from words. */
export const uuidOf = (words: string) =>
  `overlay(overlay(md5(${words}) placing '4' from 13) placing '8' from 17)::uuid`;
/** A staff member of the company numbered `n`: the `k`th of its people. */
export const staffOf = (n: string, k: string) => uuidOf(`'staff-' || ${n} || '-' || ${k}`);
/** The candidate numbered `n`. */
export const candidateOf = (n: string) => uuidOf(`'cand-' || ${n}`);
/** The busiest candidate: applied to many jobs, opened by many companies. */
export const BUSY_CANDIDATE = uuidOf("'cand-busy'");

/**
 * Companies and people: consultancies first (the first manages a fifth of the employers, the
 * others share a tenth), then employers; each company's staff; candidates who joined over two
 * years; one master administrator.
 */
export async function addCompaniesAndPeople(db: Db, size: HistorySize) {
  const { companies: C, consultancies: K, candidates: N } = size;
  await step(db, `${C} companies`, [
    `create table bench_co as
      select n, case when n <= ${K} then 'consultancy' else 'employer' end as kind,
        case when n <= ${K} then 0
          when n % 10 in (0, 1) then 1
          when n % 10 = 2 then 2 + (n / 10) % ${K - 1} end as managed_by_n,
        case when n = 1 then 25 when n <= ${K} then 6 else 1 + n % 4 end as staff
      from generate_series(1, ${C}) n`,
    `insert into companies (kind, name, primary_mobile, primary_email, status, activated_at, created_at)
      select kind, 'Bench ' || initcap(kind) || ' ' || n, '+971501234567', 'co' || n || '@bench.ae',
        'active', now() - (n * 700 / ${C} || ' days')::interval, now() - (n * 700 / ${C} || ' days')::interval
      from bench_co order by n`,
    `alter table bench_co add column id int`,
    `update bench_co b set id = c.id from companies c where c.primary_email = 'co' || b.n || '@bench.ae'`,
    `update companies c set managed_by_id = m.id from bench_co b join bench_co m on m.n = b.managed_by_n
      where c.id = b.id and b.managed_by_n > 0`,
  ]);
  const roleOf = (kind: string) =>
    `(select id from roles where kind = '${kind}' and builtin limit 1)`;
  await step(db, 'staff and candidates', [
    `insert into users (id, email, password_hash, role, role_id, company_id, first_name, last_name,
        status, created_at, privacy_accepted_at)
      select ${staffOf('b.n', 'k')}, 'staff' || b.n || '-' || k || '@bench.ae', 'x', r.role,
        case r.role when 'employer' then ${roleOf('employer')} when 'ats' then ${roleOf('ats')}
          when 'consultancy_admin' then ${roleOf('consultancy_admin')} else ${roleOf('consultancy')} end,
        b.id, 'Staff' || k, 'Company' || b.n, 'active', now() - interval '700 days', now() - interval '700 days'
      from bench_co b cross join generate_series(0, b.staff - 1) k
      cross join lateral (select case when b.kind = 'employer' then 'employer'
        when k = 0 then 'consultancy_admin' when k % 7 = 3 then 'ats' else 'consultancy' end as role) r`,
    `insert into users (id, email, password_hash, role, role_id, first_name, last_name, status,
        created_at, privacy_accepted_at)
      select ${candidateOf('n')}, 'cand' || n || '@bench.ae', 'x', 'candidate', ${roleOf('candidate')},
        'Candidate', 'No' || n, 'active', c, c
      from (select n, now() - random() * interval '730 days' as c from generate_series(0, ${N - 1}) n) t`,
    `insert into users (id, email, password_hash, role, role_id, first_name, last_name, status, created_at)
      values (${BUSY_CANDIDATE}, 'busy@bench.ae', 'x', 'candidate', ${roleOf('candidate')}, 'Busy',
        'Candidate', 'active', now() - interval '400 days'),
      (${uuidOf("'admin'")}, 'admin@bench.ae', 'x', 'master_admin', ${roleOf('master_admin')}, 'Site',
        'Admin', 'active', now() - interval '800 days')`,
  ]);
}

/**
 * Jobs published over the year (and a little before): about a third posted by consultancies for
 * their clients, the rest by employers, a few of them large. Those of the last weeks are live,
 * the older ones closed or past their last day; a few drafts.
 */
export async function addJobs(db: Db, taxonomy: Taxonomy, size: HistorySize) {
  const started = Date.now();
  const companies = rowsOf<{ n: number; id: number; kind: string; managed_by: number | null }>(
    await db.execute(sql`select b.n, b.id, b.kind, m.id as managed_by from bench_co b
      left join bench_co m on m.n = b.managed_by_n order by b.n`),
  );
  const employers = companies.filter((c) => c.kind === 'employer');
  const managed = employers.filter((c) => c.managed_by !== null);
  const random = seededRandom(41);
  // Employers' sizes: the first few post many jobs, most a handful.
  const weights = employers.map((_, i) => 1 / Math.pow(i + 1, 0.7));
  const total = weights.reduce((a, b) => a + b, 0);
  const pickEmployer = () => {
    let r = random.next() * total;
    for (let i = 0; i < employers.length; i++) if ((r -= weights[i]) <= 0) return employers[i];
    return employers[0];
  };
  const now = Date.now();
  const rows = Array.from({ length: size.jobs }, () => {
    const viaConsultancy = managed.length > 0 && random.chance(0.35);
    const client = viaConsultancy ? random.pick(managed) : pickEmployer();
    const ageDays = random.int(0, 395);
    const job = generateJob(random, taxonomy, {
      companyId: viaConsultancy ? client.managed_by! : client.id,
      clientCompanyId: viaConsultancy ? client.id : null,
      descriptionBytes: random.int(800, 1500),
      ageMinutes: ageDays * 1440 + random.int(0, 1439),
      now,
    });
    const publishedAt = job.publishedAt as Date;
    const liveDays = random.int(30, 60);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    if (random.chance(0.02)) return { ...job, status: 'draft' as const, publishedAt: null };
    if (ageDays < liveDays)
      return { ...job, validThrough: day(new Date(publishedAt.getTime() + liveDays * 86_400_000)) };
    const closedAt = new Date(publishedAt.getTime() + liveDays * 86_400_000);
    // Some closed by hand, the others left published past their last day (expired).
    return random.chance(0.6)
      ? { ...job, status: 'closed' as const, closedAt, validThrough: day(closedAt) }
      : { ...job, validThrough: day(closedAt) };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(jobs).values(rows.slice(i, i + 500));
  await db.execute(sql`create table bench_job as
    select (row_number() over (order by j.id))::int - 1 as j, j.id, j.company_id,
      coalesce(j.client_company_id, j.company_id) as client_id, j.client_company_id is not null as via_consultancy,
      o.n as owner_n, o.staff, coalesce(j.published_at, j.created_at) as opened_at,
      least(now(), coalesce(j.closed_at, j.valid_through::timestamptz, now())) as ended_at,
      power(1 + random() * 9, 2) as weight
    from jobs j join bench_co o on o.id = j.company_id where j.status <> 'draft'`);
  console.log(`  ${size.jobs} jobs ... ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
