import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_ID, ZJobTemplateRequest } from '@logicareers/shared/schemas/jobs';
import { bodyOf, pageOf } from '../../lib/body';
import { parse } from '../../lib/validate';
import { requireUser } from '../access/access.policy';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from './job-templates.service';

const TEMPLATE_ID = 'Template id must be a number';
const ZTemplateId = z.object({
  id: z.coerce
    .number({ error: TEMPLATE_ID })
    .int({ error: TEMPLATE_ID })
    .positive({ error: TEMPLATE_ID })
    .max(MAX_ID, { error: TEMPLATE_ID }),
});
const ZTemplateListQuery = z.object({ q: z.string().trim().max(120).optional() });
const access = { permission: 'templates.manage' } as const;
const TEMPLATE_NOT_FOUND = "A template that is not of the signed-in user's company answers 404.";
const base = '/api/template/job-templates';

export async function jobTemplatesRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.get(
    base,
    {
      config: {
        access,
        docs: {
          summary: "List the job templates of the signed-in user's company",
          description:
            '`q` searches by name. Paged with the query parameters `page` and `page_size` (at most 100).',
          query: ZTemplateListQuery,
        },
      },
    },
    async (request) => {
      const { page, pageSize } = pageOf(request);
      const q = parse(ZTemplateListQuery, request.query).q;
      return { data: await listTemplates(db, requireUser(request), { q, page, pageSize }) };
    },
  );
  app.post(
    base,
    {
      config: {
        access,
        docs: {
          summary: 'Save a new job template',
          description: 'Users without a company answer 400 on `name`.',
          body: ZJobTemplateRequest,
        },
      },
    },
    async (request, reply) => {
      const template = await createTemplate(
        db,
        requireUser(request),
        parse(ZJobTemplateRequest, bodyOf(request)),
      );
      return reply.code(201).send({ message: 'Template saved', data: template });
    },
  );
  app.get(
    `${base}/:id`,
    {
      config: {
        access,
        docs: {
          summary: 'Get a job template',
          description: TEMPLATE_NOT_FOUND,
          params: ZTemplateId,
        },
      },
    },
    async (request) => ({
      data: await getTemplate(db, requireUser(request), parse(ZTemplateId, request.params).id),
    }),
  );
  app.put(
    `${base}/:id`,
    {
      config: {
        access,
        docs: {
          summary: 'Change a job template',
          description: TEMPLATE_NOT_FOUND,
          params: ZTemplateId,
          body: ZJobTemplateRequest,
        },
      },
    },
    async (request) => ({
      message: 'Template saved',
      data: await updateTemplate(
        db,
        requireUser(request),
        parse(ZTemplateId, request.params).id,
        parse(ZJobTemplateRequest, bodyOf(request)),
      ),
    }),
  );
  app.delete(
    `${base}/:id`,
    {
      config: {
        access,
        docs: {
          summary: 'Delete a job template',
          description: TEMPLATE_NOT_FOUND,
          params: ZTemplateId,
        },
      },
    },
    async (request) => {
      await deleteTemplate(db, requireUser(request), parse(ZTemplateId, request.params).id);
      return { message: 'Template deleted', data: null };
    },
  );
}
