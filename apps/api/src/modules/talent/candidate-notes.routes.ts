import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DONE } from '@logicareers/shared/messages';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zOk } from '@logicareers/shared/schemas/common';
import {
  ZCandidateComment,
  ZCandidateCommentRequest,
  ZCandidateNotesQuery,
  ZConsultantFeedback,
  ZConsultantFeedbackRequest,
} from '@logicareers/shared/schemas/talent';
import { requireUser } from '../access/access.policy';
import { addComment, addFeedback, listComments, listFeedback } from './candidate-view';
import { BEYOND_REACH, knownId, search } from './route-options';
import { created } from '../../lib/route-helpers';

/** The company's comments and consultant feedback on a candidate, seen only inside it. */
export async function candidateNotesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    API.talent.comment,
    {
      config: search,
      schema: {
        summary: "The company's comments on a candidate, newest first",
        description: BEYOND_REACH,
        querystring: ZCandidateNotesQuery,
        response: { 200: zOk(z.array(ZCandidateComment)) },
      },
    },
    async (request) => ({
      data: await listComments(db, requireUser(request), knownId(request.query.candidate_id)),
    }),
  );

  app.post(
    API.talent.comment,
    {
      config: search,
      schema: {
        summary: 'Add a comment on a candidate, seen only inside your company',
        description: `Answers the company's comments. ${BEYOND_REACH}`,
        body: ZCandidateCommentRequest,
        response: { 201: zOk(z.array(ZCandidateComment)) },
      },
    },
    async (request, reply) =>
      created(reply, DONE.commentAdded, addComment(db, requireUser(request), request.body)),
  );

  app.get(
    API.talent.feedback,
    {
      config: search,
      schema: {
        summary: "The company's consultant feedback on a candidate, newest first",
        description: BEYOND_REACH,
        querystring: ZCandidateNotesQuery,
        response: { 200: zOk(z.array(ZConsultantFeedback)) },
      },
    },
    async (request) => ({
      data: await listFeedback(db, requireUser(request), knownId(request.query.candidate_id)),
    }),
  );

  app.post(
    API.talent.feedback,
    {
      config: search,
      schema: {
        summary: 'Add consultant feedback on a candidate, seen only inside your company',
        description: `Answers the company's feedback. ${BEYOND_REACH}`,
        body: ZConsultantFeedbackRequest,
        response: { 201: zOk(z.array(ZConsultantFeedback)) },
      },
    },
    async (request, reply) =>
      created(reply, DONE.feedbackSaved, addFeedback(db, requireUser(request), request.body)),
  );
}
