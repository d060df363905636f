import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { countedMessage } from '@logicareers/shared/counted-messages';
import { zOk, ZPageQuery } from '@logicareers/shared/schemas/common';
import {
  ZBulkSendRequest,
  ZCandidateEmail,
  ZCandidateEmailPage,
  ZEmailSend,
  ZEmailSendIdParams,
  ZSendSingleRequest,
} from '@logicareers/shared/schemas/communications';
import { ZCandidateIdParams } from '@logicareers/shared/schemas/talent';
import { requireUser } from '../access/access.policy';
import { sendBulk, sendProgress, stopSend } from './bulk-sends';
import { listCandidateEmails } from './candidate-emails';
import { BEYOND_REACH, manage } from './communications.route-texts';
import { sendSingle } from './sending';
import { created, saved } from '../../lib/route-helpers';

/** Sending templates to candidates, one or many, a bulk send's progress, the mails kept with each. */
export async function sendingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  app.post(
    API.communications.sendSingle,
    {
      config: manage,
      schema: {
        summary: 'E-mail one candidate with a template',
        description: `A template with job tags needs \`job_id\` (one of your jobs), with interview tags \`interview_id\` (the candidate's interview with your company). A marketing template to a candidate who unsubscribed answers 409. ${BEYOND_REACH}`,
        body: ZSendSingleRequest,
        response: { 201: zOk(ZCandidateEmail) },
      },
    },
    async (request, reply) =>
      created(reply, DONE.emailQueued, sendSingle(ctx, requireUser(request), request.body)),
  );

  app.post(
    API.communications.bulkSends,
    {
      config: manage,
      schema: {
        summary: 'Send one template to many candidates',
        description: `Recipients: \`candidate_ids\` (each one you may open, else 404), a CV folder's candidates and a job's applicants, each once, at most 5,000. Candidates who unsubscribed from a marketing template are left out and counted in \`skipped\`. Queued: answers at once with the send, whose mails the worker then writes in batches (\`preparing\` counts those not written yet) and sends. Progress at ${API.communications.bulkSend(':id')}. The answer's \`message\` ("3 e-mails queued") comes with \`message_key\` and \`message_values\` (\`count\`, and \`skipped\` when some were left out) to show it in the reader's language.`,
        body: ZBulkSendRequest,
        response: { 201: zOk(ZEmailSend) },
      },
    },
    async (request, reply) => {
      const send = await sendBulk(ctx, requireUser(request), request.body);
      const counted = send.skipped
        ? countedMessage('emailsQueuedSkipped', { count: send.recipients, skipped: send.skipped })
        : countedMessage('emailsQueued', { count: send.recipients });
      return reply.code(201).send({ ...counted, data: send });
    },
  );

  app.get(
    API.communications.bulkSend(':id'),
    {
      config: manage,
      schema: {
        summary: "A bulk send's progress",
        description: `Status 'done' once no mail waits to be written (\`preparing\`) or sent (\`queued\`). Another company's send answers 404.`,
        params: ZEmailSendIdParams,
        response: { 200: zOk(ZEmailSend) },
      },
    },
    async (request) => ({ data: await sendProgress(db, requireUser(request), request.params.id) }),
  );

  app.post(
    API.communications.bulkSendStop(':id'),
    {
      config: manage,
      schema: {
        summary: 'Stop a bulk send: the mails not yet sent never are',
        description: 'A mail being handed to the mail server at that moment still goes.',
        params: ZEmailSendIdParams,
        response: { 200: zOk(ZEmailSend) },
      },
    },
    async (request) =>
      saved(DONE.sendStopped, stopSend(db, requireUser(request), request.params.id)),
  );

  app.get(
    API.communications.candidateEmails(':id'),
    {
      config: manage,
      schema: {
        summary: "Your company's e-mails to a candidate, newest first, with their delivery",
        description: BEYOND_REACH,
        params: ZCandidateIdParams,
        querystring: ZPageQuery,
        response: { 200: zOk(ZCandidateEmailPage) },
      },
    },
    async (request) => ({
      data: await listCandidateEmails(db, requireUser(request), request.params.id, request.query),
    }),
  );
}
