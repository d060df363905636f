import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { ZDone, zOk, zPage } from '@logicareers/shared/schemas/common';
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
import { done, saved } from '../../lib/route-helpers';

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
  app.post(
    API.templates.list,
    {
      config: { access },
      schema: {
        summary: 'Save a new job template',
        description: 'Users without a company answer 400 on `name`.',
        body: ZJobTemplateRequest,
        response: { 201: ZTemplateAnswer },
      },
    },
    async (request, reply) => {
      const template = await createTemplate(db, requireUser(request), request.body);
      return reply.code(201).send({ message: DONE.templateSaved, data: template });
    },
  );
  app.get(
    API.templates.one.pattern,
    {
      config: { access },
      schema: {
        summary: 'Get a job template',
        description: TEMPLATE_NOT_FOUND,
        params: ZJobTemplateIdParams,
        response: { 200: ZTemplateAnswer },
      },
    },
    async (request) => ({
      data: await getTemplate(db, requireUser(request), request.params.id),
    }),
  );
  app.put(
    API.templates.one.pattern,
    {
      config: { access },
      schema: {
        summary: 'Change a job template',
        description: TEMPLATE_NOT_FOUND,
        params: ZJobTemplateIdParams,
        body: ZJobTemplateRequest,
        response: { 200: ZTemplateAnswer },
      },
    },
    async (request) =>
      saved(
        DONE.templateSaved,
        updateTemplate(db, requireUser(request), request.params.id, request.body),
      ),
  );
  app.delete(
    API.templates.one.pattern,
    {
      config: { access },
      schema: {
        summary: 'Delete a job template',
        description: TEMPLATE_NOT_FOUND,
        params: ZJobTemplateIdParams,
        response: { 200: ZDone },
      },
    },
    async (request) =>
      done(DONE.templateDeleted, deleteTemplate(db, requireUser(request), request.params.id)),
  );
}
