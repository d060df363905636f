import type { ReportRows } from './report-sql';

export const SITE_REPORTS: Record<string, ReportRows> = {};
