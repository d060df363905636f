import { REPORT_TEXTS } from '@logicareers/shared/report-texts';
import {
  type ReportAudience,
  type ReportDefinition,
  reportOf,
  reportRange,
} from '@logicareers/shared/reports';
import {
  REPORT_MESSAGES,
  type TReport,
  type TReportQueryParsed,
  type TReportRow,
} from '@logicareers/shared/schemas/reports';
import type { Db } from '../../db/client';
import { spreadsheetCsv } from '../../lib/downloads';
import { notFound } from '../../lib/errors';
import { CANDIDATE_REPORTS } from './candidate.reports';
import { CONSULTANCY_REPORTS } from './consultancy.reports';
import { EMPLOYER_REPORTS } from './employer.reports';
import type { ReportContext, ReportRows } from './report-sql';
import type { ReportScope } from './reports.access';
import { SITE_REPORTS } from './site.reports';

/*
 * A report asked and answered (issue 41): its range resolved, its rows counted by the audience's
 * SQL, its totals summed, and the table written as JSON or CSV.
 */

/** Each audience's reports' rows, by report key: one for each report of REPORTS. */
const ROWS: Record<ReportAudience, Record<string, ReportRows>> = {
  consultancy: CONSULTANCY_REPORTS,
  employer: EMPLOYER_REPORTS,
  site: SITE_REPORTS,
  candidate: CANDIDATE_REPORTS,
};

export const REPORT_NOT_FOUND = REPORT_MESSAGES.notFound;

const SUMMED = new Set(['count', 'money']);

/** The sums of a report's count and money columns; the first column says "Total". */
function totalsOf(report: ReportDefinition, rows: TReportRow[], label: string): TReportRow {
  const [first, ...rest] = report.columns;
  const totals: TReportRow = { [first.key]: label };
  for (const column of rest) {
    totals[column.key] = SUMMED.has(column.kind)
      ? Math.round(rows.reduce((sum, row) => sum + Number(row[column.key] ?? 0), 0) * 100) / 100
      : null;
  }
  return totals;
}

/** The definition of a report of the audience, or a 404. */
export function definitionOf(audience: ReportAudience, key: string): ReportDefinition {
  const report = reportOf(audience, key);
  if (!report) throw notFound(REPORT_NOT_FOUND);
  return report;
}

/** A report of the scope's audience, counted over the asked range. */
export async function runReport(
  db: Db,
  scope: ReportScope,
  key: string,
  query: TReportQueryParsed,
): Promise<TReport> {
  const report = definitionOf(scope.audience, key);
  const { from, to } = reportRange(query);
  const lang = query.lang ?? 'en';
  const ctx: ReportContext = { db, scope, from, to, query, lang, texts: REPORT_TEXTS[lang] };
  const rows = await ROWS[scope.audience][key](ctx);
  return {
    report: key,
    from,
    to,
    rows,
    totals: report.totals ? totalsOf(report, rows, ctx.texts.terms.total) : null,
  };
}

/** A report as CSV: its headings in the asked language, its rows, then its totals. */
export function reportCsv(audience: ReportAudience, answer: TReport, lang: 'en' | 'ar'): string {
  const report = definitionOf(audience, answer.report);
  const headings = REPORT_TEXTS[lang].columns as Record<string, string>;
  const line = (row: TReportRow) => report.columns.map((column) => row[column.key] ?? '');
  return spreadsheetCsv([
    report.columns.map((column) => headings[column.key] ?? column.key),
    ...answer.rows.map(line),
    ...(answer.totals ? [line(answer.totals)] : []),
  ]);
}

/** The file name of a report's CSV: its title and range. */
export function reportFileName(answer: TReport, lang: 'en' | 'ar'): string {
  const texts = REPORT_TEXTS[lang].reports as Record<string, { title: string }>;
  return `${texts[answer.report]?.title ?? answer.report} ${answer.from} - ${answer.to}.csv`;
}
