import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MAX_ID,
  SEARCH_PAGE_SIZE,
  ZCreateJobRequest,
  ZJobForm,
  ZJobSearchQuery,
} from '@logicareers/shared/schemas/jobs';
import { bodyOf, pageOf } from '../../lib/body';
import { parse } from '../../lib/validate';
import { requireUser } from '../access/access.policy';
import {
  CATEGORY_COLUMNS,
  jobCategories,
  listEmployers,
  publicEmployer,
  similarJobs,
} from './jobs.browse';
import { searchJobs } from './jobs.search';
import {
  createJob,
  deleteDraft,
  duplicateJob,
  getJob,
  listManagedJobs,
  setJobStatus,
  STATUS_FILTERS,
  updateJob,
} from './jobs.service';

const ZJobId = z.object({
  id: z.coerce
    .number({ error: 'Job id must be a number' })
    .int({ error: 'Job id must be a number' })
    .positive({ error: 'Job id must be a number' })
    .max(MAX_ID, { error: 'Job id must be a number' }),
});
const ZManageQuery = z.object({
  q: z.string().trim().max(150).optional(),
  status: z
    .enum(STATUS_FILTERS, { error: `status must be one of ${STATUS_FILTERS.join(', ')}` })
    .optional(),
});
const ZCategoryParams = z.object({
  category: z.enum(Object.keys(CATEGORY_COLUMNS) as [keyof typeof CATEGORY_COLUMNS], {
    error: 'category must be designation, functional_area or state',
  }),
});
const ZEmployerQuery = z.object({ q: z.string().trim().max(100).optional() });
const manage = { permission: 'jobs.manage' } as const;
const STATUS_DOCS = {
  publish: {
    summary: 'Publish a draft job',
    description: 'The valid-through date must be in the future.',
  },
  close: { summary: 'Close a job so it no longer takes applications' },
  reopen: {
    summary: 'Publish a closed or expired job again',
    description: 'The valid-through date must be in the future.',
  },
} as const;

export async function jobsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get(
    '/api/jobs/search',
    {
      config: {
        access: 'public',
        docs: { summary: 'Search published jobs', query: ZJobSearchQuery },
      },
    },
    async (request) => ({
      data: await searchJobs(db, parse(ZJobSearchQuery, request.query)),
    }),
  );

  app.get(
    '/api/jobs/categories/:category',
    {
      config: {
        access: 'public',
        docs: {
          summary: 'Count open jobs per designation, functional area or emirate',
          params: ZCategoryParams,
        },
      },
    },
    async (request) => {
      const { category } = parse(ZCategoryParams, request.params);
      return { data: await jobCategories(db, category) };
    },
  );

  app.get(
    '/api/jobs/',
    {
      config: {
        access: manage,
        docs: {
          summary: 'List the jobs you manage',
          description:
            "Your company's jobs and those of the clients it manages, with counts per status. Paged with `page` and `page_size`.",
          query: ZManageQuery,
        },
      },
    },
    async (request) => {
      const { page, pageSize } = pageOf(request);
      const query = parse(ZManageQuery, request.query);
      return {
        data: await listManagedJobs(db, requireUser(request), { ...query, page, pageSize }),
      };
    },
  );

  app.post(
    '/api/jobs/',
    {
      config: {
        access: manage,
        docs: { summary: 'Create a job as a draft or publish it', body: ZCreateJobRequest },
      },
    },
    async (request, reply) => {
      const { publish, ...form } = parse(ZCreateJobRequest, bodyOf(request));
      const id = await createJob(db, requireUser(request), form, publish);
      return reply
        .code(201)
        .send({ message: publish ? 'Job published' : 'Draft saved', data: { id } });
    },
  );

  app.get(
    '/api/jobs/:id',
    {
      config: {
        access: 'public',
        docs: {
          summary: 'Get a job with everything its page shows',
          description:
            'Drafts, closed and expired jobs are found only by those who manage them; for anyone else they are 404.',
          params: ZJobId,
        },
      },
    },
    async (request) => {
      const { id } = parse(ZJobId, request.params);
      return { data: await getJob(db, request.user, id) };
    },
  );

  app.get(
    '/api/jobs/:id/similar',
    {
      config: {
        access: 'public',
        docs: { summary: 'List open jobs similar to a job', params: ZJobId },
      },
    },
    async (request) => {
      const { id } = parse(ZJobId, request.params);
      await getJob(db, request.user, id);
      return { data: await similarJobs(db, id) };
    },
  );

  app.put(
    '/api/jobs/:id',
    {
      config: {
        access: manage,
        docs: {
          summary: 'Change a job you manage',
          description: "Another company's job is 404, or 403 when it is published.",
          params: ZJobId,
          body: ZJobForm,
        },
      },
    },
    async (request) => {
      const { id } = parse(ZJobId, request.params);
      await updateJob(db, requireUser(request), id, parse(ZJobForm, bodyOf(request)));
      return { message: 'Job saved', data: { id } };
    },
  );

  for (const action of ['publish', 'close', 'reopen'] as const) {
    app.post(
      `/api/jobs/:id/${action}`,
      { config: { access: manage, docs: { ...STATUS_DOCS[action], params: ZJobId } } },
      async (request) => {
        const { id } = parse(ZJobId, request.params);
        const message = await setJobStatus(db, requireUser(request), id, action);
        return { message, data: { id } };
      },
    );
  }

  app.post(
    '/api/jobs/:id/duplicate',
    {
      config: {
        access: manage,
        docs: { summary: 'Copy a job you manage as a new draft', params: ZJobId },
      },
    },
    async (request, reply) => {
      const { id } = parse(ZJobId, request.params);
      const copy = await duplicateJob(db, requireUser(request), id);
      return reply.code(201).send({ message: 'Job duplicated as a draft', data: { id: copy } });
    },
  );

  app.delete(
    '/api/jobs/:id',
    {
      config: {
        access: manage,
        docs: {
          summary: 'Delete a draft job',
          description: 'Only drafts can be deleted; close a published job instead.',
          params: ZJobId,
        },
      },
    },
    async (request) => {
      const { id } = parse(ZJobId, request.params);
      await deleteDraft(db, requireUser(request), id);
      return { message: 'Draft deleted', data: null };
    },
  );

  app.get(
    '/api/employers/',
    {
      config: {
        access: 'public',
        docs: {
          summary: 'List employers with their number of open jobs',
          description:
            'Most hiring first; `q` searches the name. Paged with `page` and `page_size`.',
          query: ZEmployerQuery,
        },
      },
    },
    async (request) => {
      const { page, pageSize } = pageOf(request, SEARCH_PAGE_SIZE);
      const q = parse(ZEmployerQuery, request.query).q;
      return { data: await listEmployers(db, { q, page, pageSize }) };
    },
  );

  app.get(
    '/api/employers/:id/public',
    {
      config: {
        access: 'public',
        docs: { summary: 'Get the public details of an employer', params: ZJobId },
      },
    },
    async (request) => {
      const { id } = parse(ZJobId, request.params);
      return { data: await publicEmployer(db, id) };
    },
  );
}
