import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zOk } from '@logicareers/shared/schemas/common';
import {
  MERGE_TAGS,
  ZEmailPreview,
  ZEmailPreviewRequest,
  ZEmailTemplate,
  ZEmailTemplateIdParams,
  ZEmailTemplateListQuery,
  ZEmailTemplatePage,
  ZEmailTemplateRequest,
  ZMergeTag,
  ZTemplateTags,
} from '@logicareers/shared/schemas/communications';
import { requireUser } from '../access/access.policy';
import { BEYOND_REACH, manage, OTHER_COMPANY, TAGS } from './communications.route-texts';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  templateOf,
  templateTags,
  updateTemplate,
} from './email-templates';
import { preview } from './sending';
import { sendingRoutes } from './sending.routes';
import { unsubscribeRoutes } from './unsubscribe.routes';
import { recordRoutes } from '../../lib/record-routes';

/**
 * E-mail templates and sending them to candidates (issue 15): the company's templates, their tags
 * and previews, one mail to one candidate or one template to many through the outbox, the mails
 * kept with each candidate, and the unsubscribe link of marketing mails.
 */
export async function communicationsRoutes(fastify: FastifyInstance) {
  await fastify.register(emailTemplateRoutes);
  await fastify.register(mergeTagRoutes);
  await fastify.register(sendingRoutes);
  await fastify.register(unsubscribeRoutes);
}

/** The company's e-mail templates, shared by its recruiters. */
async function emailTemplateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

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

  recordRoutes(fastify, {
    config: manage,
    paths: { list: API.communications.templates, one: API.communications.template(':id') },
    params: ZEmailTemplateIdParams,
    body: ZEmailTemplateRequest,
    answer: zOk(ZEmailTemplate),
    docs: {
      create: {
        summary: 'Create an e-mail template, shared with your colleagues',
        description: `The body is rich text, kept sanitised. A name the company uses (in any case) answers 409 on \`name\`. ${TAGS}`,
      },
      get: { summary: 'One e-mail template', description: OTHER_COMPANY },
      update: { summary: 'Change an e-mail template', description: `${OTHER_COMPANY} ${TAGS}` },
      remove: {
        summary: 'Delete an e-mail template (mails sent with it keep their text)',
        description: OTHER_COMPANY,
      },
    },
    messages: {
      created: DONE.templateCreated,
      saved: DONE.templateSaved,
      deleted: DONE.templateDeleted,
    },
    create: (request, form) => createTemplate(db, requireUser(request), form),
    get: (request, id) => templateOf(db, requireUser(request), id),
    update: (request, id, form) => updateTemplate(db, requireUser(request), id, form),
    remove: (request, id) => deleteTemplate(db, requireUser(request), id),
  });
}

/** The merge tags, those of a template, and a template's preview for its recipients. */
async function mergeTagRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

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
}
