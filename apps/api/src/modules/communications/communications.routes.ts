import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { ZDone, zOk, ZPageQuery } from '@logicareers/shared/schemas/common';
import {
  COMMUNICATION_MESSAGES,
  MERGE_TAGS,
  ZBulkSendRequest,
  ZCandidateEmail,
  ZCandidateEmailPage,
  ZEmailPreview,
  ZEmailPreviewRequest,
  ZEmailSend,
  ZEmailSendIdParams,
  ZEmailTemplate,
  ZEmailTemplateIdParams,
  ZEmailTemplateListQuery,
  ZEmailTemplatePage,
  ZEmailTemplateRequest,
  ZMergeTag,
  ZSendSingleRequest,
  ZTemplateTags,
  ZUnsubscribeBody,
  ZUnsubscribeInfo,
  ZUnsubscribeParams,
} from '@logicareers/shared/schemas/communications';
import { ZCandidateIdParams } from '@logicareers/shared/schemas/talent';
import { requireUser } from '../access/access.policy';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  templateOf,
  templateTags,
  updateTemplate,
} from './email-templates';
import {
  listCandidateEmails,
  preview,
  sendBulk,
  sendProgress,
  sendSingle,
  stopSend,
} from './sending';
import { unsubscribe, unsubscribeInfo } from './unsubscribe';

const manage = { access: { permission: 'communications.manage' } } as const;
const OTHER_COMPANY = "Another company's template answers 404, as an unknown id does.";
const BEYOND_REACH =
  'A candidate the user may not open (decision 014) answers 404, as an unknown id does.';
const TAGS = `Merge tags: ${MERGE_TAGS.map((t) => `{{${t.name}}}`).join(', ')}; an unknown one answers 400 naming it.`;

/**
 * E-mail templates and sending them to candidates (issue 15): the company's templates, their tags
 * and previews, one mail to one candidate or one template to many through the outbox, the mails
 * kept with each candidate, and the unsubscribe link of marketing mails.
 */
export async function communicationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;
  const linkLimit = { max: ctx.env.RATE_LIMIT_FORMS_PER_MINUTE, timeWindow: '1 minute' };
  const publicLink = { access: 'public', rateLimit: linkLimit } as const;

  /* ---------- Templates ---------- */

  app.get(
    API.communications.templates,
    {
      config: manage,
      schema: {
        summary: "The company's e-mail templates, by name",
        description:
          'A company with no template gets five starters first: invitation to apply, shortlisted, interview invitation, not selected, offer follow-up.',
        querystring: ZEmailTemplateListQuery,
        response: { 200: zOk(ZEmailTemplatePage) },
      },
    },
    async (request) => ({ data: await listTemplates(db, requireUser(request), request.query) }),
  );

  app.post(
    API.communications.templates,
    {
      config: manage,
      schema: {
        summary: 'Create an e-mail template, shared with your colleagues',
        description: `The body is rich text, kept sanitised. A name the company uses (in any case) answers 409 on \`name\`. ${TAGS}`,
        body: ZEmailTemplateRequest,
        response: { 201: zOk(ZEmailTemplate) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: DONE.templateCreated,
        data: await createTemplate(db, requireUser(request), request.body),
      }),
  );

  app.get(
    API.communications.tags,
    {
      config: manage,
      schema: {
        summary: 'Every merge tag, with what fills it and an example',
        response: { 200: zOk(z.array(ZMergeTag)) },
      },
    },
    async () => ({ data: [...MERGE_TAGS] }),
  );

  app.post(
    API.communications.preview,
    {
      config: manage,
      schema: {
        summary: 'A subject and body rendered for the first of the recipients',
        description: `Without recipients, or for tags nothing chosen fills yet, the tags' examples. Answers how many the send would reach and leave out (unsubscribed, for marketing). ${BEYOND_REACH} ${TAGS}`,
        body: ZEmailPreviewRequest,
        response: { 200: zOk(ZEmailPreview) },
      },
    },
    async (request) => ({ data: await preview(ctx, requireUser(request), request.body) }),
  );

  app.get(
    API.communications.template(':id'),
    {
      config: manage,
      schema: {
        summary: 'One e-mail template',
        description: OTHER_COMPANY,
        params: ZEmailTemplateIdParams,
        response: { 200: zOk(ZEmailTemplate) },
      },
    },
    async (request) => ({ data: await templateOf(db, requireUser(request), request.params.id) }),
  );

  app.put(
    API.communications.template(':id'),
    {
      config: manage,
      schema: {
        summary: 'Change an e-mail template',
        description: `${OTHER_COMPANY} ${TAGS}`,
        params: ZEmailTemplateIdParams,
        body: ZEmailTemplateRequest,
        response: { 200: zOk(ZEmailTemplate) },
      },
    },
    async (request) => ({
      message: DONE.templateSaved,
      data: await updateTemplate(db, requireUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    API.communications.template(':id'),
    {
      config: manage,
      schema: {
        summary: 'Delete an e-mail template (mails sent with it keep their text)',
        description: OTHER_COMPANY,
        params: ZEmailTemplateIdParams,
        response: { 200: ZDone },
      },
    },
    async (request) => {
      await deleteTemplate(db, requireUser(request), request.params.id);
      return { message: DONE.templateDeleted, data: null };
    },
  );

  app.get(
    API.communications.templateTags(':id'),
    {
      config: manage,
      schema: {
        summary: 'The merge tags a template uses and those available, with an example each',
        description: OTHER_COMPANY,
        params: ZEmailTemplateIdParams,
        response: { 200: zOk(ZTemplateTags) },
      },
    },
    async (request) => ({ data: await templateTags(db, requireUser(request), request.params.id) }),
  );

  /* ---------- Sending ---------- */

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
      reply.code(201).send({
        message: DONE.emailQueued,
        data: await sendSingle(ctx, requireUser(request), request.body),
      }),
  );

  app.post(
    API.communications.bulkSends,
    {
      config: manage,
      schema: {
        summary: 'Send one template to many candidates',
        description: `Recipients: \`candidate_ids\` (each one you may open, else 404), a CV folder's candidates and a job's applicants, each once, at most 5,000. Candidates who unsubscribed from a marketing template are left out and counted in \`skipped\`. Queued: answers at once with the send, whose mails the worker then writes in batches (\`preparing\` counts those not written yet) and sends. Progress at ${API.communications.bulkSend(':id')}.`,
        body: ZBulkSendRequest,
        response: { 201: zOk(ZEmailSend) },
      },
    },
    async (request, reply) => {
      const send = await sendBulk(ctx, requireUser(request), request.body);
      const skipped = send.skipped ? `; ${send.skipped} unsubscribed left out` : '';
      return reply.code(201).send({
        message: `${send.recipients} e-mail${send.recipients === 1 ? '' : 's'} queued${skipped}`,
        data: send,
      });
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
    async (request) => ({
      message: DONE.sendStopped,
      data: await stopSend(db, requireUser(request), request.params.id),
    }),
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

  /* ---------- Unsubscribing, without signing in ---------- */

  const linkDescription = `A bad or unknown token answers 404 "${COMMUNICATION_MESSAGES.linkInvalid}".`;

  app.get(
    API.communications.unsubscribe(':token'),
    {
      config: publicLink,
      schema: {
        summary: "Which company's marketing e-mails an unsubscribe link stops",
        description: linkDescription,
        params: ZUnsubscribeParams,
        response: { 200: zOk(ZUnsubscribeInfo) },
      },
    },
    async (request) => ({ data: await unsubscribeInfo(db, request.params.token) }),
  );

  app.post(
    API.communications.unsubscribe(':token'),
    {
      config: publicLink,
      schema: {
        summary: "Stop a company's marketing e-mails",
        description: `From the page's button, or a mail program's one-click post (RFC 8058: \`List-Unsubscribe=One-Click\`, form-encoded). ${linkDescription}`,
        params: ZUnsubscribeParams,
        body: ZUnsubscribeBody,
        response: { 200: zOk(ZUnsubscribeInfo) },
      },
    },
    async (request) => ({
      message: COMMUNICATION_MESSAGES.unsubscribedDone,
      data: await unsubscribe(db, request.params.token),
    }),
  );
}
