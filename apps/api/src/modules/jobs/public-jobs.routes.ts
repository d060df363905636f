import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { ZLangQuery, zOk } from '@logicareers/shared/schemas/common';
import {
  ZCategoryCount,
  ZJobCard,
  ZJobCategoryParams,
  ZJobDetail,
  ZJobIdParams,
  ZJobSearchQuery,
  ZJobSearchResult,
} from '@logicareers/shared/schemas/jobs';
import { jobCategories, similarJobs } from './jobs.browse';
import { searchJobs } from './jobs.search';
import { getJob } from './jobs.service';

/** What anyone may read of the jobs: the search, the counts by category, a job and its like. */
export async function publicJobsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Public reads go to the read replica (the primary when there is none); a signed-in user's reads
  // (they may just have changed what they read) to the primary.
  const { db, readDb } = app.ctx;
  const readerOf = (request: { user: unknown }) => (request.user ? db : readDb);

  app.get(
    API.jobs.search,
    {
      config: { access: 'public', cache: 'visitors' },
      schema: {
        summary: 'Search published jobs',
        description:
          'Keywords in web-search syntax, in English, Arabic or both. `lang=ar` names the master data of the cards and facets in Arabic (in English where an item has no Arabic name).',
        querystring: ZJobSearchQuery,
        response: { 200: zOk(ZJobSearchResult) },
      },
    },
    async (request) => ({ data: await searchJobs(readDb, request.query) }),
  );

  app.get(
    API.jobs.categories.pattern,
    {
      config: { access: 'public', cache: 'visitors' },
      schema: {
        summary: 'Count open jobs per designation, functional area or emirate',
        description: '`lang=ar` names them in Arabic (in English where one has no Arabic name).',
        params: ZJobCategoryParams,
        querystring: ZLangQuery,
        response: { 200: zOk(z.array(ZCategoryCount)) },
      },
    },
    async (request) => ({
      data: await jobCategories(readDb, request.params.category, request.query.lang),
    }),
  );

  app.get(
    API.jobs.one.pattern,
    {
      config: { access: 'public', cache: 'visitors' },
      schema: {
        summary: 'Get a job with everything its page shows',
        description:
          'Drafts are found only by those who manage them; for anyone else they are 404. A closed or expired job answers with its status, so its page can say it takes no more applications. `lang=ar` names its master data in Arabic (in English where an item has no Arabic name).',
        params: ZJobIdParams,
        querystring: ZLangQuery,
        response: { 200: zOk(ZJobDetail) },
      },
    },
    async (request) => ({
      data: await getJob(readerOf(request), request.user, request.params.id, request.query.lang),
    }),
  );

  app.get(
    API.jobs.similar.pattern,
    {
      config: { access: 'public', cache: 'visitors' },
      schema: {
        summary: 'List open jobs similar to a job',
        description: '`lang=ar` names their master data in Arabic.',
        params: ZJobIdParams,
        querystring: ZLangQuery,
        response: { 200: zOk(z.array(ZJobCard)) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await getJob(readerOf(request), request.user, id);
      return { data: await similarJobs(readerOf(request), id, request.query.lang) };
    },
  );
}
