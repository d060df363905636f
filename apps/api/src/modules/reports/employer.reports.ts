import type { ReportRows } from './report-sql';

export const EMPLOYER_REPORTS: Record<string, ReportRows> = {};
