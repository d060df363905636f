/**
 * The reports of issue 41: who reads them (an audience), what each counts (its columns), which
 * filters it takes and how it is drawn. The server answers the rows, the web app draws them from
 * this alone, and the CSV takes its headings from report-texts.ts: a report is declared once.
 */
import { todayInUae } from './uae-date';

/**
 * Who a report is for. `consultancy`: the consultancy's recruiters and administrators, for the
 * consultancy's work; `employer`: an employer's users, for their own jobs; `site`: master
 * administrators, for the whole site; `candidate`: a candidate, for their own profile.
 */
export const REPORT_AUDIENCES = ['consultancy', 'employer', 'site', 'candidate'] as const;
export type ReportAudience = (typeof REPORT_AUDIENCES)[number];

/** The ranges offered first; `custom` takes a first and last day. */
export const REPORT_PRESETS = ['7d', '30d', '90d', 'quarter', 'year', 'custom'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
/** The longest custom range, in days (two years, so a year compares with the one before). */
export const REPORT_RANGE_DAYS_MAX = 731;

/** The filters a report may take; each names a query parameter of the same name. */
export const REPORT_FILTERS = ['client', 'job', 'recruiter', 'emirate'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/**
 * How a column's values read. `text`: words the server wrote in the asked language; `count`,
 * `percent` (0 to 100, one decimal), `days` (one decimal) and `money` (AED, two decimals) are
 * numbers; `month` (YYYY-MM) and `week` (YYYY-MM-DD, its Monday) are periods.
 */
export const REPORT_COLUMN_KINDS = [
  'text',
  'count',
  'percent',
  'days',
  'money',
  'month',
  'week',
] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

export interface ReportColumn {
  key: string;
  kind: ReportColumnKind;
}

/**
 * How a report is drawn: `bar` (one bar per row, its series side by side or `stacked`), `line`
 * (over time), `funnel` (stages, widest first) or `donut` (shares of the first series). `x` is the
 * column the rows are told apart by; `series` the columns drawn. A report with no chart is a table.
 */
export interface ReportChart {
  type: 'bar' | 'line' | 'funnel' | 'donut';
  x: string;
  series: string[];
  stacked?: boolean;
  /** Bars across the page, for long names (clients, jobs). */
  horizontal?: boolean;
}

export interface ReportDefinition {
  key: string;
  columns: ReportColumn[];
  filters: ReportFilter[];
  chart: ReportChart | null;
  /** Whether the answer sums its count and money columns in a last row. */
  totals: boolean;
  /** Whether the date range applies (a plan's usage is as of today). */
  ranged: boolean;
}

const col = (key: string, kind: ReportColumnKind = 'count'): ReportColumn => ({ key, kind });
const define = (
  key: string,
  columns: ReportColumn[],
  rest: Partial<Omit<ReportDefinition, 'key' | 'columns'>> = {},
): ReportDefinition => ({
  key,
  columns,
  filters: [],
  chart: null,
  totals: false,
  ranged: true,
  ...rest,
});

/** The hiring stages a funnel counts, in order: how far an application got. */
export const FUNNEL_STAGES = ['applied', 'shortlisted', 'interview', 'offered', 'hired'] as const;

/** Applications received in the range and how far each got; `conversion` is of the stage before. */
const funnel = (filters: ReportFilter[]) =>
  define(
    'funnel',
    [
      col('stage', 'text'),
      col('applications'),
      col('conversion', 'percent'),
      col('of_applied', 'percent'),
    ],
    {
      filters,
      chart: { type: 'funnel', x: 'stage', series: ['applications'] },
    },
  );

/** Time to shortlist and to hire, in days from the application (medians), per `key`. */
const timeToHire = (key: string, by: string, filters: ReportFilter[]) =>
  define(
    key,
    [
      col(by, 'text'),
      col('applications'),
      col('hires'),
      col('days_to_shortlist', 'days'),
      col('days_to_hire', 'days'),
    ],
    {
      filters,
      chart: {
        type: 'bar',
        x: by,
        series: ['days_to_shortlist', 'days_to_hire'],
        horizontal: true,
      },
    },
  );

export const REPORTS = {
  consultancy: [
    /** Candidates sent to each client in the range, and what became of them. */
    define(
      'submissions_by_client',
      [
        col('client', 'text'),
        col('sent'),
        col('interested'),
        col('interview'),
        col('not_suitable'),
        col('hired'),
      ],
      {
        filters: ['client', 'recruiter'],
        chart: {
          type: 'bar',
          x: 'client',
          series: ['interested', 'interview', 'not_suitable', 'hired'],
          stacked: true,
          horizontal: true,
        },
        totals: true,
      },
    ),
    /** Hires each month on the jobs the consultancy handles (its own and its clients'). */
    define('placements', [col('month', 'month'), col('hires')], {
      filters: ['client'],
      chart: { type: 'bar', x: 'month', series: ['hires'] },
      totals: true,
    }),
    funnel(['client', 'job']),
    timeToHire('time_to_hire_jobs', 'job', ['client']),
    timeToHire('time_to_hire_designations', 'designation', ['client']),
    /** What each of the consultancy's people did in the range; the totals are the team's. */
    define(
      'recruiter_activity',
      [
        col('recruiter', 'text'),
        col('searches'),
        col('cvs_opened'),
        col('emails_sent'),
        col('interviews_set'),
        col('submissions'),
      ],
      {
        filters: ['recruiter'],
        chart: {
          type: 'bar',
          x: 'recruiter',
          series: ['searches', 'cvs_opened', 'emails_sent', 'interviews_set', 'submissions'],
          horizontal: true,
        },
        totals: true,
      },
    ),
    /** E-mails sent with each template in the range and how many candidates answered. */
    define(
      'template_responses',
      [col('template', 'text'), col('sent'), col('responses'), col('response_rate', 'percent')],
      {
        filters: ['recruiter'],
        chart: { type: 'bar', x: 'template', series: ['response_rate'], horizontal: true },
        totals: false,
      },
    ),
  ],
  employer: [
    /** Each of the company's jobs: seen, applied to, moved on, and how fast it hired. */
    define(
      'job_performance',
      [
        col('job', 'text'),
        col('views'),
        col('applications'),
        col('shortlisted'),
        col('interview'),
        col('hired'),
        col('days_to_hire', 'days'),
      ],
      {
        filters: ['job'],
        chart: { type: 'bar', x: 'job', series: ['views', 'applications'], horizontal: true },
        totals: true,
      },
    ),
    /** Views of the company's job pages and applications, week by week. */
    define('activity', [col('week', 'week'), col('views'), col('applications')], {
      filters: ['job'],
      chart: { type: 'line', x: 'week', series: ['views', 'applications'] },
      totals: true,
    }),
    funnel(['job']),
    /** Where candidates came from: a search, a job alert, a link, an invitation. */
    define(
      'sources',
      [col('source', 'text'), col('views'), col('applications'), col('conversion', 'percent')],
      {
        filters: ['job'],
        chart: { type: 'donut', x: 'source', series: ['applications'] },
        totals: true,
      },
    ),
    /** What the company's plan allows against what it uses now. */
    define('plan_usage', [col('entitlement', 'text'), col('used'), col('limit')], {
      chart: { type: 'bar', x: 'entitlement', series: ['used', 'limit'], horizontal: true },
      ranged: false,
    }),
  ],
  site: [
    /** Invoiced each month, less the credit notes: net, VAT apart, and the total. */
    define(
      'revenue',
      [
        col('month', 'month'),
        col('invoices'),
        col('credit_notes'),
        col('net', 'money'),
        col('vat', 'money'),
        col('total', 'money'),
      ],
      { chart: { type: 'bar', x: 'month', series: ['net', 'vat'], stacked: true }, totals: true },
    ),
    /** Subscriptions of each plan begun for the first time, renewed, and lapsed in the range. */
    define('subscriptions', [col('plan', 'text'), col('started'), col('renewed'), col('lapsed')], {
      chart: { type: 'bar', x: 'plan', series: ['started', 'renewed', 'lapsed'] },
      totals: true,
    }),
    /** New employer companies and candidates each week. */
    define('sign_ups', [col('week', 'week'), col('companies'), col('candidates')], {
      chart: { type: 'line', x: 'week', series: ['companies', 'candidates'] },
      totals: true,
    }),
    /** Jobs published in the range, and live now, in each emirate. */
    define('jobs_by_emirate', [col('emirate', 'text'), col('posted'), col('live')], {
      chart: { type: 'bar', x: 'emirate', series: ['posted', 'live'] },
      totals: true,
    }),
    /** Jobs published in the range, and live now, in each functional area. */
    define('jobs_by_area', [col('functional_area', 'text'), col('posted'), col('live')], {
      filters: ['emirate'],
      chart: { type: 'bar', x: 'functional_area', series: ['posted', 'live'], horizontal: true },
      totals: true,
    }),
    /** New job-alert subscribers and e-mail sent and failed, week by week. */
    define(
      'alerts_and_mail',
      [col('week', 'week'), col('alert_subscribers'), col('mail_sent'), col('mail_failed')],
      {
        chart: {
          type: 'line',
          x: 'week',
          series: ['alert_subscribers', 'mail_sent', 'mail_failed'],
        },
        totals: true,
      },
    ),
  ],
  candidate: [
    /** Times companies opened the candidate's profile, week by week. */
    define('profile_views', [col('week', 'week'), col('views'), col('companies')], {
      chart: { type: 'line', x: 'week', series: ['views'] },
      totals: false,
    }),
    /** The candidate's applications sent in the range, by where they stand now. */
    define('applications_by_status', [col('status', 'text'), col('applications')], {
      chart: { type: 'donut', x: 'status', series: ['applications'] },
      totals: true,
    }),
  ],
} as const satisfies Record<ReportAudience, ReportDefinition[]>;

/** A report of an audience by its key; undefined when the audience has no such report. */
export const reportOf = (audience: ReportAudience, key: string): ReportDefinition | undefined =>
  (REPORTS[audience] as readonly ReportDefinition[]).find((report) => report.key === key);

const shift = (day: string, days: number) => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/**
 * The first and last day (UAE dates, both included) a preset stands for on `today`: the last 7,
 * 30, 90 or 365 days including today, or this quarter so far. `custom` takes the days given.
 */
export function reportRange(
  query: { preset: ReportPreset; from?: string; to?: string },
  today: string = todayInUae(),
): { from: string; to: string } {
  switch (query.preset) {
    case '7d':
      return { from: shift(today, -6), to: today };
    case '30d':
      return { from: shift(today, -29), to: today };
    case '90d':
      return { from: shift(today, -89), to: today };
    case 'year':
      return { from: shift(today, -364), to: today };
    case 'quarter': {
      const month = Number(today.slice(5, 7));
      const first = String(month - ((month - 1) % 3)).padStart(2, '0');
      return { from: `${today.slice(0, 4)}-${first}-01`, to: today };
    }
    case 'custom':
      return { from: query.from ?? today, to: query.to ?? today };
  }
}
