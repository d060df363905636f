import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { ZDone, ZLangQuery, zOk, zPage } from '@logicareers/shared/schemas/common';
import {
  ZCategoryCount,
  ZCreateJobRequest,
  ZEmployerListItem,
  ZEmployerListQuery,
  ZJobCard,
  ZJobCategoryParams,
  ZJobDetail,
  ZJobForm,
  ZJobChoicesPage,
  ZJobChoicesQuery,
  ZJobIdParams,
  ZJobNote,
  ZJobNoteRequest,
  ZJobNotesPage,
  ZJobNotesQuery,
  ZJobSearchQuery,
  ZJobSearchResult,
  ZManagedJobsPage,
  ZManagedJobsQuery,
  ZPublicEmployer,
} from '@logicareers/shared/schemas/jobs';
import { requireUser } from '../access/access.policy';
import { listJobChoices } from './job-choices';
import { addJobNote, listJobNotes } from './job-notes';
import { jobCategories, listEmployers, publicEmployer, similarJobs } from './jobs.browse';
import { searchJobs } from './jobs.search';
import {
  createJob,
  deleteDraft,
  duplicateJob,
  getJob,
  listManagedJobs,
  setJobStatus,
  updateJob,
} from './jobs.service';

const manage = { permission: 'jobs.manage' } as const;
const ZJobIdAnswer = zOk(z.object({ id: z.number() }));
const STATUS_ACTIONS = {
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

export async function jobsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Public reads go to the read replica (the primary when there is none); writes and a signed-in
  // user's reads (they may just have changed what they read) to the primary.
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

  app.get(
    API.jobs.comment,
    {
      config: { access: manage },
      schema: {
        summary: "List your company's notes on a job",
        description:
          "Notes are internal: only the author's company reads them. A job you do not manage is 404 (403 when it is published); an account of no company is 403. Newest first, paged with `page` and `page_size`.",
        querystring: ZJobNotesQuery,
        response: { 200: zOk(ZJobNotesPage) },
      },
    },
    async (request) => {
      const { job_id, page, page_size } = request.query;
      return {
        data: await listJobNotes(db, requireUser(request), job_id, { page, pageSize: page_size }),
      };
    },
  );

  app.post(
    API.jobs.comment,
    {
      config: { access: manage },
      schema: {
        summary: 'Add a note of your company to a job',
        description:
          "For the job's company and, for a client's job, the consultancy that manages the client; only the author's company reads it.",
        body: ZJobNoteRequest,
        response: { 201: zOk(ZJobNote) },
      },
    },
    async (request, reply) => {
      const note = await addJobNote(db, requireUser(request), request.body);
      return reply.code(201).send({ message: DONE.noteAdded, data: note });
    },
  );

  app.get(
    API.jobs.one.pattern,
    {
      config: { access: 'public', cache: 'visitors' },
      schema: {
        summary: 'Get a job with everything its page shows',
        description:
          'Drafts, closed and expired jobs are found only by those who manage them; for anyone else they are 404. `lang=ar` names its master data in Arabic (in English where an item has no Arabic name).',
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

  app.put(
    API.jobs.one.pattern,
    {
      config: { access: manage },
      schema: {
        summary: 'Change a job you manage',
        description: "Another company's job is 404, or 403 when it is published.",
        params: ZJobIdParams,
        body: ZJobForm,
        response: { 200: ZJobIdAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      await updateJob(db, requireUser(request), id, request.body);
      return { message: DONE.jobSaved, data: { id } };
    },
  );

  for (const action of ['publish', 'close', 'reopen'] as const) {
    app.post(
      API.jobs[action].pattern,
      {
        config: { access: manage },
        schema: {
          ...STATUS_ACTIONS[action],
          params: ZJobIdParams,
          response: { 200: ZJobIdAnswer },
        },
      },
      async (request) => {
        const { id } = request.params;
        const message = await setJobStatus(db, requireUser(request), id, action);
        return { message, data: { id } };
      },
    );
  }

  app.post(
    API.jobs.duplicate.pattern,
    {
      config: { access: manage },
      schema: {
        summary: 'Copy a job you manage as a new draft',
        params: ZJobIdParams,
        response: { 201: ZJobIdAnswer },
      },
    },
    async (request, reply) => {
      const copy = await duplicateJob(db, requireUser(request), request.params.id);
      return reply.code(201).send({ message: DONE.jobDuplicatedAsADraft, data: { id: copy } });
    },
  );

  app.delete(
    API.jobs.one.pattern,
    {
      config: { access: manage },
      schema: {
        summary: 'Delete a draft job',
        description: 'Only drafts can be deleted; close a published job instead.',
        params: ZJobIdParams,
        response: { 200: ZDone },
      },
    },
    async (request) => {
      await deleteDraft(db, requireUser(request), request.params.id);
      return { message: DONE.draftDeleted, data: null };
    },
  );

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
