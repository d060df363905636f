import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { zOk, zPage } from '@logicareers/shared/schemas/common';
import {
  ZJobTemplate,
  ZJobTemplateIdParams,
  ZJobTemplateListQuery,
  ZJobTemplateRequest,
} from '@logicareers/shared/schemas/jobs';
import { requireUser } from '../access/access.policy';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from './job-templates.service';
import { recordRoutes } from '../../lib/record-routes';

const access = { permission: 'templates.manage' } as const;
const TEMPLATE_NOT_FOUND = "A template that is not of the signed-in user's company answers 404.";
const ZTemplateAnswer = zOk(ZJobTemplate);

export async function jobTemplatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  app.get(
    API.templates.list,
    {
      config: { access },
      schema: {
        summary: "List the job templates of the signed-in user's company",
        description:
          '`q` searches by name. Paged with the query parameters `page` and `page_size` (at most 100).',
        querystring: ZJobTemplateListQuery,
        response: { 200: zOk(zPage(ZJobTemplate)) },
      },
    },
    async (request) => {
      const { q, page, page_size: pageSize } = request.query;
      return { data: await listTemplates(db, requireUser(request), { q, page, pageSize }) };
    },
  );
  recordRoutes(fastify, {
    config: { access },
    paths: { list: API.templates.list, one: API.templates.one.pattern },
    params: ZJobTemplateIdParams,
    body: ZJobTemplateRequest,
    answer: ZTemplateAnswer,
    docs: {
      create: {
        summary: 'Save a new job template',
        description: 'Users without a company answer 400 on `name`.',
      },
      get: { summary: 'Get a job template', description: TEMPLATE_NOT_FOUND },
      update: { summary: 'Change a job template', description: TEMPLATE_NOT_FOUND },
      remove: { summary: 'Delete a job template', description: TEMPLATE_NOT_FOUND },
    },
    messages: {
      created: DONE.templateSaved,
      saved: DONE.templateSaved,
      deleted: DONE.templateDeleted,
    },
    create: (request, form) => createTemplate(db, requireUser(request), form),
    get: (request, id) => getTemplate(db, requireUser(request), id),
    update: (request, id, form) => updateTemplate(db, requireUser(request), id, form),
    remove: (request, id) => deleteTemplate(db, requireUser(request), id),
  });
}
