import type { ReportRows } from './report-sql';

export const CONSULTANCY_REPORTS: Record<string, ReportRows> = {};
