import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zOk } from '@logicareers/shared/schemas/common';
import { ZApplicationIdParams } from '@logicareers/shared/schemas/applications';
import {
  ZApplicationRatingRequest,
  ZApplicationTagsRequest,
  ZApplicationUndoRequest,
  ZStatusMailPreview,
  ZStatusMailQuery,
} from '@logicareers/shared/schemas/candidate';
import { requireUser } from '../access/access.policy';
import { TAG_LENGTH_MAX, TAGS_MAX } from '@logicareers/shared/application-status';
import {
  rateApplication,
  statusMailPreview,
  tagApplication,
  undoMoves,
} from './applicant-moves.service';
import { recruiter } from './application-access';

/** The pipeline board's routes (issue 39): undoing a move, the e-mail a move would send, ratings, tags. */
export async function applicantMovesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.post(
    API.applications.undoStatus,
    {
      ...recruiter,
      schema: {
        summary: 'Undo a move of applicants',
        description:
          'Moves each application back to the status given, recorded in its history like any move and without an e-mail; the e-mail of the move undone is cancelled if it has not been sent yet. 404 and 409 as for a move.',
        body: ZApplicationUndoRequest,
        response: {
          200: zOk(z.object({ updated: z.number(), mails_cancelled: z.number() })),
        },
      },
    },
    async (request) => {
      const data = await undoMoves(app.ctx, requireUser(request), request.body.moves);
      return { message: data.updated === 1 ? 'Move undone' : 'Moves undone', data };
    },
  );

  app.get(
    API.applications.statusMail.pattern,
    {
      ...recruiter,
      schema: {
        summary: 'Preview the e-mail a move would send',
        description:
          "The status e-mail moving this application to `status` would send its candidate, in the candidate's language; nothing is sent. Another company's application is 404, a withdrawn one 409.",
        params: ZApplicationIdParams,
        querystring: ZStatusMailQuery,
        response: { 200: zOk(ZStatusMailPreview) },
      },
    },
    async (request) => ({
      data: await statusMailPreview(
        app.ctx,
        requireUser(request),
        request.params.id,
        request.query.status,
      ),
    }),
  );

  app.put(
    API.applications.rating.pattern,
    {
      ...recruiter,
      schema: {
        summary: 'Rate an application',
        description:
          "One to five, or null to clear it; seen by the companies managing the job. Another company's application is 404, a withdrawn one 409.",
        params: ZApplicationIdParams,
        body: ZApplicationRatingRequest,
        response: { 200: zOk(z.object({ rating: z.number().nullable() })) },
      },
    },
    async (request) => ({
      message: request.body.rating === null ? 'Rating cleared' : 'Rating saved',
      data: await rateApplication(db, requireUser(request), request.params.id, request.body.rating),
    }),
  );

  app.put(
    API.applications.tags.pattern,
    {
      ...recruiter,
      schema: {
        summary: "Set an application's tags",
        description: `Replaces the tags (at most ${TAGS_MAX}, each up to ${TAG_LENGTH_MAX} characters; repeats in any letter case kept once); seen by the companies managing the job, and used to filter its applicants with \`tag\`. Another company's application is 404, a withdrawn one 409.`,
        params: ZApplicationIdParams,
        body: ZApplicationTagsRequest,
        response: { 200: zOk(z.object({ tags: z.array(z.string()) })) },
      },
    },
    async (request) => ({
      message: 'Tags saved',
      data: await tagApplication(db, requireUser(request), request.params.id, request.body.tags),
    }),
  );
}
