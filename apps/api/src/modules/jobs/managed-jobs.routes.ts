import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { zOk } from '@logicareers/shared/schemas/common';
import {
  ZCreateJobRequest,
  ZJobChoicesPage,
  ZJobChoicesQuery,
  ZManagedJobsPage,
  ZManagedJobsQuery,
} from '@logicareers/shared/schemas/jobs';
import { requireUser } from '../access/access.policy';
import { listJobChoices } from './job-choices';
import { createJob, listManagedJobs } from './jobs.service';

/** Who may call the routes of the jobs a company manages. */
export const manage = { permission: 'jobs.manage' } as const;
/** The answer of a change to a job: the job's id. */
export const ZJobIdAnswer = zOk(z.object({ id: z.number() }));

/** The jobs a company manages: listed with their counts, created, and listed to pick from. */
export async function managedJobsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    API.jobs.managed,
    {
      config: { access: manage },
      schema: {
        summary: 'List the jobs you manage',
        description:
          "Your company's jobs and those of the clients it manages, with counts per status. Paged with `page` and `page_size`.",
        querystring: ZManagedJobsQuery,
        response: { 200: zOk(ZManagedJobsPage) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, ...query } = request.query;
      return {
        data: await listManagedJobs(db, requireUser(request), { ...query, page, pageSize }),
      };
    },
  );

  app.post(
    API.jobs.managed,
    {
      config: { access: manage },
      schema: {
        summary: 'Create a job as a draft or publish it',
        body: ZCreateJobRequest,
        response: { 201: ZJobIdAnswer },
      },
    },
    async (request, reply) => {
      const { publish, ...form } = request.body;
      const id = await createJob(db, requireUser(request), form, publish);
      return reply
        .code(201)
        .send({ message: publish ? 'Job published' : 'Draft saved', data: { id } });
    },
  );

  app.get(
    API.jobs.byForeignKey,
    {
      config: { access: manage },
      schema: {
        summary: 'List jobs to pick from',
        description:
          "Of the jobs you may see (your company's; the consultancy's also its clients'; every job for those who manage any): those a company posted (`company_id`), those for a client, posted for it or by it (`client_id`), or of a designation (`designation_id`). Open (live) jobs only unless `status=all`; `q` searches the title. Paged with `page` and `page_size` (50 by default).",
        querystring: ZJobChoicesQuery,
        response: { 200: zOk(ZJobChoicesPage) },
      },
    },
    async (request) => {
      const { company_id, client_id, designation_id, status, q, page, page_size } = request.query;
      return {
        data: await listJobChoices(db, requireUser(request), {
          companyId: company_id,
          clientId: client_id,
          designationId: designation_id,
          status,
          q,
          page,
          pageSize: page_size,
        }),
      };
    },
  );
}
