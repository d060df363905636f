import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { zFileAnswer, zOk } from '@logicareers/shared/schemas/common';
import {
  ZClientSubmissionListQuery,
  ZClientSubmissionPage,
  ZClientSubmissionView,
} from '@logicareers/shared/schemas/client-submissions';
import { ZClientCvAnswerRequest, ZSubmissionIdParams } from '@logicareers/shared/schemas/talent';
import { CV_TYPES, sendCvFile } from '../candidates/cv-download';
import { requireUser } from '../access/access.policy';
import {
  answerClientSubmission,
  clientSubmissionCvFileId,
  listClientSubmissions,
  openClientSubmission,
} from './client-submissions';
import { CLIENT_CV_MESSAGES } from './submissions';
import { saved } from '../../lib/route-helpers';

/** The client's users review candidates: the permission an employer's recruiters hold. */
const review = { access: { permission: 'applications.manage' } } as const;

const whose = `Only the users of an employer company call these, about the candidates sent to it: anyone else answers 403 "${CLIENT_CV_MESSAGES.clientOnly}". Another company's submission, one whose link has expired or was withdrawn, or a candidate no longer shown answers 404 "${CLIENT_CV_MESSAGES.linkInvalid}".`;

/** Candidates a consultancy sent to a client, in the client's own employer account (issue 39). */
export async function clientSubmissionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  app.get(
    API.employers.submissions,
    {
      config: review,
      schema: {
        summary: 'The candidates consultancies sent to your company, newest first',
        description: `Those whose e-mailed link still works, as that link shows them: by initials unless the consultancy shared the contact details. ${whose}`,
        querystring: ZClientSubmissionListQuery,
        response: { 200: zOk(ZClientSubmissionPage) },
      },
    },
    async (request) => ({
      data: await listClientSubmissions(db, requireUser(request), request.query),
    }),
  );

  app.get(
    API.employers.submission(':id'),
    {
      config: review,
      schema: {
        summary: 'A candidate sent to your company, as the e-mailed link shows them',
        description: `The first opening marks it viewed. ${whose}`,
        params: ZSubmissionIdParams,
        response: { 200: zOk(ZClientSubmissionView) },
      },
    },
    async (request) => ({
      data: await openClientSubmission(db, requireUser(request), request.params.id),
    }),
  );

  app.post(
    API.employers.submissionAnswer(':id'),
    {
      config: review,
      schema: {
        summary: 'Your company’s answer about a candidate sent to it',
        description: `As from the e-mailed link, naming you as who answered; it may be changed while the link works, and the consultant who sent the candidate is e-mailed. ${whose}`,
        params: ZSubmissionIdParams,
        body: ZClientCvAnswerRequest,
        response: { 200: zOk(ZClientSubmissionView) },
      },
    },
    async (request) =>
      saved(
        CLIENT_CV_MESSAGES.answered,
        answerClientSubmission(ctx, requireUser(request), request.params.id, request.body),
      ),
  );

  app.get(
    API.employers.submissionCv(':id'),
    {
      config: review,
      schema: {
        summary: 'The CV of a candidate sent to your company',
        description: `Only when the consultancy shared the contact details, else 404 "${CLIENT_CV_MESSAGES.cvNotShared}". ${whose}`,
        params: ZSubmissionIdParams,
        response: { 200: zFileAnswer('The CV, as uploaded', CV_TYPES) },
      },
    },
    async (request, reply) =>
      sendCvFile(
        reply,
        ctx,
        await clientSubmissionCvFileId(db, requireUser(request), request.params.id),
      ),
  );
}
