import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { zOk, zPage } from '@logicareers/shared/schemas/common';
import {
  ZEmployerListItem,
  ZEmployerListQuery,
  ZJobIdParams,
  ZPublicEmployer,
} from '@logicareers/shared/schemas/jobs';
import { listEmployers, publicEmployer } from './jobs.browse';

/** The employers that hire, with their open jobs, and an employer's public details. */
export async function publicEmployersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { readDb } = app.ctx;

  app.get(
    API.employers.list,
    {
      config: { access: 'public', cache: 'visitors' },
      schema: {
        summary: 'List employers with their number of open jobs',
        description: 'Most hiring first; `q` searches the name. Paged with `page` and `page_size`.',
        querystring: ZEmployerListQuery,
        response: { 200: zOk(zPage(ZEmployerListItem)) },
      },
    },
    async (request) => {
      const { q, page, page_size: pageSize } = request.query;
      return { data: await listEmployers(readDb, { q, page, pageSize }) };
    },
  );

  app.get(
    API.employers.public.pattern,
    {
      config: { access: 'public', cache: 'visitors' },
      schema: {
        summary: 'Get the public details of an employer',
        params: ZJobIdParams,
        response: { 200: zOk(ZPublicEmployer) },
      },
    },
    async (request) => ({ data: await publicEmployer(readDb, request.params.id) }),
  );
}
