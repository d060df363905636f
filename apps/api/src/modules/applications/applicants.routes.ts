import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zFileAnswer, zOk } from '@logicareers/shared/schemas/common';
import {
  ZApplicantsPage,
  ZApplicationCommentRequest,
  ZApplicationIdParams,
  ZApplicantsQuery,
} from '@logicareers/shared/schemas/applications';
import {
  ZApplicationStatusRequest,
  ZStatusMoveResult,
} from '@logicareers/shared/schemas/candidate';
import { UNDO_WINDOW_SECONDS } from '@logicareers/shared/schemas/candidate';
import { ZJobIdParams } from '@logicareers/shared/schemas/jobs';
import { requireUser } from '../access/access.policy';
import { CV_TYPES, sendCvFile } from '../candidates/cv-download';
import { addComment, applicantCvFile, listApplicants } from './applicants.service';
import { setStatus } from './applicant-moves.service';
import { recruiter } from './application-access';
import { created } from '../../lib/route-helpers';

/** The applicants of a job for recruiters: their statuses, comments and CVs. */
export async function applicantsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    API.applications.applicants.pattern,
    {
      ...recruiter,
      schema: {
        summary: 'List the applicants of a job you manage',
        description:
          "With their profile summary, status history and your company's comments. Another company's job is 404. Paged with `page` and `page_size`; `tag` keeps those with that tag (the counts too), and `tags` lists the job's tags. Location, nationality and skills are named in `lang`.",
        params: ZJobIdParams,
        querystring: ZApplicantsQuery,
        response: { 200: zOk(ZApplicantsPage) },
      },
    },
    async (request) => {
      const { status, tag, page, page_size: pageSize, lang } = request.query;
      return {
        data: await listApplicants(db, requireUser(request), request.params.id, {
          status,
          tag,
          page,
          pageSize,
          lang,
        }),
      };
    },
  );

  app.put(
    API.applications.setStatus,
    {
      ...recruiter,
      schema: {
        summary: 'Move one or more applicants to a status',
        description: `With \`notify\` (true if left out) each candidate is told by e-mail, held ${UNDO_WINDOW_SECONDS} seconds so that an undo can stop it. Answers where each moved application was, for an undo. If any application is not of a job you manage, the whole request is 404; if any was withdrawn, it is 409.`,
        body: ZApplicationStatusRequest,
        response: { 200: zOk(ZStatusMoveResult) },
      },
    },
    async (request) => {
      const { application_ids, status, notify } = request.body;
      const data = await setStatus(app.ctx, requireUser(request), application_ids, status, notify);
      return {
        message:
          data.updated === 1
            ? 'Applicant moved'
            : data.updated
              ? `${data.updated} applicants moved`
              : 'Nothing to change',
        data,
      };
    },
  );

  app.post(
    API.applications.comment,
    {
      ...recruiter,
      schema: {
        summary: 'Comment on an application',
        description:
          'Comments are seen only by your company. An application of a job you do not manage is 404.',
        body: ZApplicationCommentRequest,
        response: { 201: zOk(z.object({ id: z.string(), at: z.string() })) },
      },
    },
    async (request, reply) => {
      const { application_id, body } = request.body;
      return created(
        reply,
        DONE.commentAdded,
        addComment(db, requireUser(request), application_id, body),
      );
    },
  );

  app.get(
    API.applications.applicantCv.pattern,
    {
      ...recruiter,
      schema: {
        summary: 'Download the CV of an applicant',
        description: 'Only for applications of jobs you manage; others are 404.',
        params: ZApplicationIdParams,
        response: { 200: zFileAnswer('The CV, as uploaded', CV_TYPES) },
      },
    },
    async (request, reply) => {
      const fileId = await applicantCvFile(db, requireUser(request), request.params.id);
      return sendCvFile(reply, app.ctx, fileId);
    },
  );
}
