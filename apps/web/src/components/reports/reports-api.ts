import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API } from '@logicareers/shared/api';
import type { ReportAudience } from '@logicareers/shared/reports';
import type { TReport, TReportOptions, TReportQuery } from '@logicareers/shared/schemas/reports';
import { api, queryString } from '../../lib/api-client';
import { i18n, siteLanguage } from '../../lib/i18n';

/** A report's question as the API reads it: the range and the filters chosen, nothing empty. */
export type ReportQuestion = Omit<TReportQuery, 'lang'>;

const clean = (question: ReportQuestion) =>
  Object.fromEntries(
    Object.entries(question).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;

/** One report of an audience; the last answer stays on screen while the next loads. */
export const reportQuery = (audience: ReportAudience, key: string, question: ReportQuestion) =>
  queryOptions({
    queryKey: ['reports', audience, key, clean(question), i18n.language],
    queryFn: () =>
      api<{ data: TReport }>(API.reports.report(audience, key), { query: clean(question) }).then(
        (r) => r.data,
      ),
    placeholderData: keepPreviousData,
  });

/** What the audience's filters offer (clients, jobs, recruiters, emirates). */
export const reportOptionsQuery = (audience: ReportAudience) =>
  queryOptions({
    queryKey: ['reports', audience, 'options', i18n.language],
    queryFn: () => api<{ data: TReportOptions }>(API.reports.options(audience)).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

/** The address of a report's CSV, in the page's language. */
export const reportCsvPath = (audience: ReportAudience, key: string, question: ReportQuestion) =>
  API.reports.csv(audience, key) +
  queryString({ ...clean(question), lang: siteLanguage(i18n.language) });
