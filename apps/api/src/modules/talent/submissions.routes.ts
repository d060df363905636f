import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { countedMessage } from '@logicareers/shared/counted-messages';
import { zOk, zPage } from '@logicareers/shared/schemas/common';
import {
  ZInviteRequest,
  ZInviteResult,
  ZSubmission,
  ZSubmissionClient,
  ZSubmissionClientQuery,
  ZSubmissionIdParams,
  ZSubmissionListQuery,
  ZSubmissionRequest,
} from '@logicareers/shared/schemas/talent';
import { requireUser } from '../access/access.policy';
import { BEYOND_REACH, search, submit } from './route-options';
import {
  CLIENT_CV_MESSAGES,
  inviteToApply,
  listClients,
  listSubmissions,
  renewSubmissionLink,
  revokeSubmission,
  sendCandidates,
} from './submissions';
import { saved } from '../../lib/route-helpers';
import { ZSubmissionLink } from '@logicareers/shared/schemas/client-submissions';
import { ZClientCv } from '@logicareers/shared/schemas/talent';
import { previewSubmission } from './client-cv';
import { consultancyOf } from './workspace.access';

/** Sending candidates to client employers, withdrawing their links, inviting candidates to apply. */
export async function submissionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  app.get(
    API.talent.submissionClients,
    {
      config: submit,
      schema: {
        summary: 'The client employers you may send candidates to, with their live jobs',
        querystring: ZSubmissionClientQuery,
        response: { 200: zOk(z.array(ZSubmissionClient)) },
      },
    },
    async (request) => ({
      data: await listClients(db, requireUser(request), request.query.q),
    }),
  );

  app.get(
    API.talent.submissions,
    {
      config: submit,
      schema: {
        summary: 'The candidates your consultancy sent to clients, newest first',
        querystring: ZSubmissionListQuery,
        response: { 200: zOk(zPage(ZSubmission)) },
      },
    },
    async (request) => ({
      data: await listSubmissions(db, requireUser(request), request.query),
    }),
  );

  app.post(
    API.talent.submissions,
    {
      config: submit,
      schema: {
        summary: 'Send candidates to a client employer',
        description: `Every active user of the client gets an e-mail with a link per candidate, valid for 30 days without signing in. A candidate already sent to the client for the same job whose link is open answers 409 (\`message_values\`: \`count\`, \`names\`, \`client\`). The answer's \`message\` comes with \`message_key\` and \`message_values\` (\`count\`). ${BEYOND_REACH}`,
        body: ZSubmissionRequest,
        response: { 201: zOk(z.array(ZSubmission)) },
      },
    },
    async (request, reply) => {
      const sent = await sendCandidates(ctx, requireUser(request), request.body);
      return reply.code(201).send({
        ...countedMessage('candidatesSent', { count: sent.length }),
        data: sent,
      });
    },
  );

  app.post(
    API.talent.submissionRevoke.pattern,
    {
      config: submit,
      schema: {
        summary: "Withdraw a sent candidate's link",
        description:
          "The client can no longer open the candidate, their CV or answer; the link answers as an expired one. Another consultancy's submission, or a link no longer open, answers 404.",
        params: ZSubmissionIdParams,
        response: { 200: zOk(ZSubmission) },
      },
    },
    async (request) =>
      saved(
        CLIENT_CV_MESSAGES.revoked,
        revokeSubmission(db, requireUser(request), request.params.id),
      ),
  );

  app.post(
    API.talent.invite,
    {
      config: search,
      schema: {
        summary: 'Invite candidates to apply for one of your live jobs',
        description: `Each candidate gets an e-mail with the job's link. The answer's \`message\` comes with \`message_key\` and \`message_values\` (\`count\`). ${BEYOND_REACH}`,
        body: ZInviteRequest,
        response: { 200: zOk(ZInviteResult) },
      },
    },
    async (request) => {
      const invited = await inviteToApply(ctx, requireUser(request), request.body);
      return { ...countedMessage('invitationsSent', { count: invited }), data: { invited } };
    },
  );
}

/** What the consultancy sees of a sent candidate's link: a fresh one, and the client's view. */
export async function submissionLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  app.post(
    API.talent.submissionLink(':id'),
    {
      config: submit,
      schema: {
        summary: 'A fresh link to a sent candidate, to pass on to the client',
        description:
          "Links are kept only as their hash, so the e-mailed one cannot be shown again: the new link replaces it (the e-mailed link stops working) and works until the same day. Another consultancy's submission, or a link no longer open, answers 404.",
        params: ZSubmissionIdParams,
        response: { 200: zOk(ZSubmissionLink) },
      },
    },
    async (request) =>
      saved(
        CLIENT_CV_MESSAGES.renewed,
        renewSubmissionLink(ctx, requireUser(request), request.params.id),
      ),
  );

  app.get(
    API.talent.submissionPreview(':id'),
    {
      config: submit,
      schema: {
        summary: 'A sent candidate exactly as the client sees them',
        description: `Read only: it does not mark the candidate viewed. Another consultancy's submission, a link no longer open, or a candidate no longer shown answers 404 "${CLIENT_CV_MESSAGES.linkInvalid}".`,
        params: ZSubmissionIdParams,
        response: { 200: zOk(ZClientCv) },
      },
    },
    async (request) => ({
      data: await previewSubmission(db, consultancyOf(requireUser(request)), request.params.id),
    }),
  );
}
