import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { zFileAnswer, zOk } from '@logicareers/shared/schemas/common';
import {
  ZReport,
  ZReportAudienceParams,
  ZReportOptions,
  ZReportOptionsQuery,
  ZReportParams,
  ZReportQuery,
} from '@logicareers/shared/schemas/reports';
import { attachmentHeader, sendDownload } from '../../lib/downloads';
import { requireUser } from '../access/access.policy';
import { reportOptions } from './report-options';
import { reportScope } from './reports.access';
import { reportCsv, reportFileName, runReport } from './reports.service';

const WHO =
  "`consultancy`: its recruiters and administrators (a master administrator reads the site consultancy's); `employer`: the employer's users, of their own jobs; `site`: master administrators; `candidate`: the candidate, of their own profile. Anyone else answers 403.";

/** The reports of issue 41: read from the read replica when there is one. */
export async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { readDb } = app.ctx;

  app.get(
    API.reports.report(':audience', ':report'),
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Get a report as a table',
        description: `The rows of the report over the range (a preset, or \`custom\` with \`from\` and \`to\`, UAE days, both included) and its filters, with words in \`lang\`. ${WHO}`,
        params: ZReportParams,
        querystring: ZReportQuery,
        response: { 200: zOk(ZReport) },
      },
    },
    async (request) => {
      const { audience, report } = request.params;
      const scope = await reportScope(readDb, requireUser(request), audience);
      return { data: await runReport(readDb, scope, report, request.query) };
    },
  );

  app.get(
    API.reports.csv(':audience', ':report'),
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Get a report as CSV',
        description: `The table of the report (as its JSON answer) for a spreadsheet: headings in \`lang\`, the totals last, and a cell a spreadsheet would run as a formula starting with an apostrophe. ${WHO}`,
        params: ZReportParams,
        querystring: ZReportQuery,
        response: { 200: zFileAnswer('The CSV', ['text/csv']) },
      },
    },
    async (request, reply) => {
      const { audience, report } = request.params;
      const scope = await reportScope(readDb, requireUser(request), audience);
      const answer = await runReport(readDb, scope, report, request.query);
      const lang = request.query.lang ?? 'en';
      return sendDownload(
        reply,
        reportCsv(audience, answer, lang),
        'text/csv; charset=utf-8',
        attachmentHeader(reportFileName(answer, lang)),
      );
    },
  );

  app.get(
    API.reports.options(':audience'),
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "What the filters of an audience's reports may choose from",
        description: `The clients, jobs, recruiters and emirates within the caller's reach. ${WHO}`,
        params: ZReportAudienceParams,
        querystring: ZReportOptionsQuery,
        response: { 200: zOk(ZReportOptions) },
      },
    },
    async (request) => {
      const scope = await reportScope(readDb, requireUser(request), request.params.audience);
      return { data: await reportOptions(readDb, scope, request.query.lang ?? 'en') };
    },
  );
}
