import { sql } from 'drizzle-orm';
import {
  REPORT_AUDIENCES,
  REPORTS,
  type ReportAudience,
  type ReportDefinition,
  type ReportFilter,
  type ReportPreset,
} from '@logicareers/shared/reports';
import { ZReportQuery, type TReportQueryParsed } from '@logicareers/shared/schemas/reports';
import type { Database } from '../../apps/api/src/db/client';
import { rowsOf } from '../../apps/api/src/db/rows';
import { CANDIDATE_REPORTS } from '../../apps/api/src/modules/reports/candidate.reports';
import { CONSULTANCY_REPORTS } from '../../apps/api/src/modules/reports/consultancy.reports';
import { EMPLOYER_REPORTS } from '../../apps/api/src/modules/reports/employer.reports';
import type { ReportRows } from '../../apps/api/src/modules/reports/report-sql';
import type { ReportScope } from '../../apps/api/src/modules/reports/reports.access';
import { runReport } from '../../apps/api/src/modules/reports/reports.service';
import { SITE_REPORTS } from '../../apps/api/src/modules/reports/site.reports';
import { backendCpu } from './report-cpu';
import { percentile } from './stats';

/*
 * What the reports benchmark asks (issue 41): each audience's reports for a realistic reader (the
 * biggest consultancy, a large employer, the site, a busy candidate), over three ranges and with
 * each filter the report takes, the filter's value a busy one.
 */

type Db = Database['db'];

const WRITTEN: Record<ReportAudience, Record<string, ReportRows>> = {
  consultancy: CONSULTANCY_REPORTS,
  employer: EMPLOYER_REPORTS,
  site: SITE_REPORTS,
  candidate: CANDIDATE_REPORTS,
};

/** Whose reports are timed, and the values their filters are timed with. */
export interface BenchScopes {
  scopes: Record<ReportAudience, ReportScope>;
  filters: Record<ReportAudience, Partial<Record<ReportFilter, string>>>;
}

const first = async (db: Db, query: ReturnType<typeof sql>) => {
  const [row] = rowsOf<{ v: string | number }>(await db.execute(query));
  if (!row) throw new Error('The generated history has no such reader');
  return String(row.v);
};

/**
 * The readers: the consultancy that sent the most candidates, the employer with the most
 * applications to its own jobs, the candidate who applied most. Filters: the consultancy's client
 * sent the most, its recruiter who sent the most, each reader's job with the most applications,
 * the emirate with the most jobs.
 */
export async function benchScopes(db: Db): Promise<BenchScopes> {
  const consultancy = Number(
    await first(
      db,
      sql`select consultancy_id as v from candidate_submissions
      group by 1 order by count(*) desc limit 1`,
    ),
  );
  const employer = Number(
    await first(
      db,
      sql`select j.company_id as v from applications a join jobs j on j.id = a.job_id
      join companies c on c.id = j.company_id where c.kind = 'employer'
      group by 1 order by count(*) desc limit 1`,
    ),
  );
  const candidate = await first(
    db,
    sql`select candidate_id as v from applications
    group by 1 order by count(*) desc limit 1`,
  );
  const busiestJob = (owner: ReturnType<typeof sql>) =>
    first(
      db,
      sql`select a.job_id as v from applications a join jobs j on j.id = a.job_id
      where ${owner} group by 1 order by count(*) desc limit 1`,
    );
  return {
    scopes: {
      consultancy: { audience: 'consultancy', consultancyId: consultancy },
      employer: { audience: 'employer', companyId: employer },
      site: { audience: 'site' },
      candidate: { audience: 'candidate', candidateId: candidate },
    },
    filters: {
      consultancy: {
        client: await first(
          db,
          sql`select client_id as v from candidate_submissions
          where consultancy_id = ${consultancy} group by 1 order by count(*) desc limit 1`,
        ),
        recruiter: await first(
          db,
          sql`select sent_by as v from candidate_submissions
          where consultancy_id = ${consultancy} group by 1 order by count(*) desc limit 1`,
        ),
        job: await busiestJob(sql`j.company_id = ${consultancy}`),
      },
      employer: { job: await busiestJob(sql`j.company_id = ${employer}`) },
      site: {
        emirate: await first(
          db,
          sql`select emirate_id as v from jobs where emirate_id is not null
          group by 1 order by count(*) desc limit 1`,
        ),
      },
      candidate: {},
    },
  };
}

/** One report asked one way: its name in the tables says which report, range and filter. */
export interface ReportCase {
  name: string;
  scope: ReportScope;
  key: string;
  query: TReportQueryParsed;
}

const PRESETS: ReportPreset[] = ['30d', '90d', 'year'];

function casesOf(
  audience: ReportAudience,
  report: ReportDefinition,
  bench: BenchScopes,
): ReportCase[] {
  const scope = bench.scopes[audience];
  const ask = (name: string, preset: ReportPreset, filter?: ReportFilter): ReportCase => {
    const value = filter ? bench.filters[audience][filter] : undefined;
    return {
      name: `${audience} ${report.key} ${name}`,
      scope,
      key: report.key,
      query: ZReportQuery.parse({ preset, ...(filter && value ? { [filter]: value } : {}) }),
    };
  };
  if (!report.ranged) return [ask('(now)', '30d')];
  return [
    ...PRESETS.map((preset) => ask(preset, preset)),
    ...report.filters
      .filter((filter) => bench.filters[audience][filter] !== undefined)
      .map((filter) => ask(`year, ${filter}`, 'year', filter)),
  ];
}

/** Every case to time, and a note for each report not written yet. */
export function reportCases(bench: BenchScopes, only?: string) {
  const cases: ReportCase[] = [];
  const notes: string[] = [];
  for (const audience of REPORT_AUDIENCES) {
    for (const report of REPORTS[audience] as readonly ReportDefinition[]) {
      if (only && !only.split(',').some((word) => report.key.includes(word))) continue;
      if (!(report.key in WRITTEN[audience])) notes.push(`${audience} ${report.key}`);
      else cases.push(...casesOf(audience, report, bench));
    }
  }
  return { cases, notes };
}

export interface TimedCase {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rows: number;
  /** The PostgreSQL server's CPU milliseconds per run, when measured (see backendCpu). */
  cpu: number | null;
}

const WARM_UP = 5;

/**
 * Times a case `runs` times after a few runs to warm up; the rows it answered, as a check. With
 * `cpu`, also the server's CPU time per run (PostgreSQL on this machine only).
 */
export async function timeCase(
  db: Db,
  c: ReportCase,
  runs: number,
  cpu = false,
): Promise<TimedCase> {
  let rows = 0;
  const ask = async () => {
    rows = (await runReport(db, c.scope, c.key, c.query)).rows.length;
  };
  for (let i = 0; i < WARM_UP; i++) await ask();
  const timings: number[] = [];
  const cpuSpent = cpu ? await backendCpu(db) : async () => null;
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await ask();
    timings.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const spent = await cpuSpent();
  return {
    name: c.name,
    cpu: spent === null ? null : spent / runs,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
    rows,
  };
}
