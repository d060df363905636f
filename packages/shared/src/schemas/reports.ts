import { z } from 'zod';
import { CANDIDATE_SOURCES } from '../application-status';
import {
  REPORT_AUDIENCES,
  REPORT_FILTERS,
  REPORT_PRESETS,
  REPORT_RANGE_DAYS_MAX,
} from '../reports';
import { todayInUae } from '../uae-date';
import { zLang } from './common';
import { zId, zUuid } from './fields';

/*
 * Reports (issue 41): what a report is asked (a date range and its filters) and what it answers
 * (a table: its columns and rows). Which reports there are, their columns and charts: ../reports.ts.
 */

export const REPORT_MESSAGES = {
  dateFormat: 'Enter a date as YYYY-MM-DD',
  customNeedsDates: 'Choose the first and last day of the range',
  fromAfterTo: 'The first day must be on or before the last day',
  tooLong: `A range is at most ${REPORT_RANGE_DAYS_MAX} days`,
  future: 'The range cannot end after today',
  client: 'Client not found',
  job: 'Job not found',
  recruiter: 'Recruiter not found',
  emirate: 'Emirate not found',
  notFound: 'There is no such report',
  consultancyOnly: "Only the consultancy's recruiters and administrators read these reports",
  employerOnly: "Only an employer's users read these reports, of their own jobs",
  siteOnly: 'Only master administrators read the reports of the whole site',
  candidateOnly: 'Only candidates read their own activity',
} as const;
const M = REPORT_MESSAGES;

const zDay = () => z.iso.date({ error: M.dateFormat });

/** Days between two YYYY-MM-DD dates (both counted): 1 for the same day. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A report's question: its range (a preset, or `custom` with both days) and its filters. */
export const ZReportQuery = z
  .object({
    preset: z.enum(REPORT_PRESETS).default('30d'),
    /** The first and last day (UAE dates) of a custom range; both included. */
    from: zDay().optional(),
    to: zDay().optional(),
    /** A client company of the consultancy. */
    client: zId(M.client).optional(),
    job: zId(M.job).optional(),
    /** A user of the caller's company. */
    recruiter: zUuid(M.recruiter).optional(),
    /** A master item of kind `emirate`. */
    emirate: zId(M.emirate).optional(),
    /** The language of the rows' words (statuses, master data) and of the CSV's headings. */
    lang: zLang(),
  })
  .superRefine((query, ctx) => {
    if (query.preset !== 'custom') return;
    if (!query.from || !query.to) {
      ctx.addIssue({
        code: 'custom',
        message: M.customNeedsDates,
        path: [query.from ? 'to' : 'from'],
      });
      return;
    }
    if (query.from > query.to) {
      ctx.addIssue({ code: 'custom', message: M.fromAfterTo, path: ['from'] });
    } else if (daysBetween(query.from, query.to) > REPORT_RANGE_DAYS_MAX) {
      ctx.addIssue({ code: 'custom', message: M.tooLong, path: ['from'] });
    } else if (query.to > todayInUae()) {
      ctx.addIssue({ code: 'custom', message: M.future, path: ['to'] });
    }
  });
export type TReportQuery = z.input<typeof ZReportQuery>;
export type TReportQueryParsed = z.output<typeof ZReportQuery>;

export const ZReportParams = z.object({
  audience: z.enum(REPORT_AUDIENCES),
  report: z.string().max(60),
});

/** A cell: words (already in the asked language), a number, or nothing. */
const ZCell = z.union([z.string(), z.number(), z.null()]);

/** A report's answer: the range it covers and its table. */
export const ZReport = z.object({
  report: z.string(),
  /** The range counted, UAE dates, both included. */
  from: z.string(),
  to: z.string(),
  /** The rows, each keyed by the report's column keys (../reports.ts). */
  rows: z.array(z.record(z.string(), ZCell)),
  /** The sums of the count and money columns over all rows; null for a report without totals. */
  totals: z.record(z.string(), ZCell).nullable(),
});
export type TReport = z.infer<typeof ZReport>;
export type TReportRow = TReport['rows'][number];

const ZOption = z.object({ id: z.union([z.number(), z.string()]), name: z.string() });
/** What the filters of an audience's reports may choose from, within the caller's company. */
export const ZReportOptions = z.object({
  clients: z.array(ZOption),
  jobs: z.array(ZOption),
  recruiters: z.array(ZOption),
  emirates: z.array(ZOption),
});
export type TReportOptions = z.infer<typeof ZReportOptions>;
export type TReportOption = z.infer<typeof ZOption>;

export const ZReportAudienceParams = z.object({ audience: z.enum(REPORT_AUDIENCES) });
export const ZReportOptionsQuery = z.object({ lang: zLang() });
export { REPORT_FILTERS };

/** A visit to a job's page (issue 41): how the visitor came to it; none is 'direct'. */
export const ZJobViewRequest = z.object({ source: z.enum(CANDIDATE_SOURCES).optional() });
export type TJobViewRequest = z.infer<typeof ZJobViewRequest>;
