import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { LANGS, zFileAnswer } from '@logicareers/shared/schemas/common';
import { ZCvFolderIdParams } from '@logicareers/shared/schemas/talent';
import { requireUser } from '../access/access.policy';
import { attachmentHeader, sendDownload } from '../../lib/downloads';
import { folderCards, folderCvFiles } from './cv-folders';
import { cardsCsv, cvsZip } from './folder-export';
import { cvSearch, OTHER_COMPANY } from './route-options';
import { consultancyOf } from './workspace.access';

/** A CV folder downloaded: its candidates as CSV, its CVs as one ZIP. */
export async function folderExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  app.get(
    API.talent.folderCsv(':id'),
    {
      config: cvSearch,
      schema: {
        summary: "A CV folder's candidates as CSV",
        description: `The columns of the folder list, their names and the values of lists (emirate, nationality, visa status, notice period) in \`lang\` (en or ar), by default the account's language; a cell a spreadsheet would run as a formula starts with an apostrophe. ${OTHER_COMPANY}`,
        params: ZCvFolderIdParams,
        querystring: z.object({
          lang: z.enum(LANGS, { error: `lang must be one of ${LANGS.join(', ')}` }).optional(),
        }),
        response: { 200: zFileAnswer('The CSV', ['text/csv']) },
      },
    },
    async (request, reply) => {
      const { folder, cards, lang } = await folderCards(
        db,
        requireUser(request),
        request.params.id,
        request.query.lang,
      );
      const csv = cardsCsv(
        cards,
        (id) => `${ctx.env.APP_URL}${paths.workspace.candidateView(id)}`,
        lang,
      );
      return sendDownload(
        reply,
        csv,
        'text/csv; charset=utf-8',
        attachmentHeader(`${folder.name}.csv`),
      );
    },
  );

  app.get(
    API.talent.folderZip(':id'),
    {
      config: cvSearch,
      schema: {
        summary: "A CV folder's CVs as one ZIP, for the consultancy",
        description: `Candidates without a CV are left out. An employer answers 403. ${OTHER_COMPANY}`,
        params: ZCvFolderIdParams,
        response: { 200: zFileAnswer('The ZIP', ['application/zip']) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      consultancyOf(user);
      const { folder, cvs } = await folderCvFiles(db, user, request.params.id);
      return sendDownload(
        reply,
        cvsZip(ctx.files, cvs),
        'application/zip',
        attachmentHeader(`${folder.name} - CVs.zip`),
      );
    },
  );
}
