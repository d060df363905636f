import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zLang, zOk, zPage, ZPageQuery } from '@logicareers/shared/schemas/common';
import {
  ZCandidateJobState,
  ZJobIdBody,
  ZRecommendedPage,
  ZSavedJob,
} from '@logicareers/shared/schemas/applications';
import { ZJobIdParams } from '@logicareers/shared/schemas/jobs';
import { requireUser } from '../access/access.policy';
import { candidate } from './application-access';
import {
  candidateJobState,
  listSavedJobs,
  recommendedJobs,
  saveJob,
  unsaveJob,
} from './candidate-jobs.service';

/** A page of job cards, their master data named in `lang`. */
const ZCardsQuery = ZPageQuery.extend({ lang: zLang() });

const ZSavedAnswer = zOk(z.object({ job_id: z.number(), saved: z.boolean() }));

/** The candidate's saved and recommended jobs, and where they stand with one job. */
export async function candidateJobsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.post(
    API.applications.saveJob,
    {
      ...candidate,
      schema: {
        summary: 'Save a job for later',
        body: ZJobIdBody,
        response: { 200: ZSavedAnswer },
      },
    },
    async (request) => {
      const { job_id } = request.body;
      await saveJob(db, requireUser(request), job_id);
      return { message: DONE.jobSaved, data: { job_id, saved: true } };
    },
  );

  app.delete(
    API.applications.unsaveJob.pattern,
    {
      ...candidate,
      schema: {
        summary: 'Remove a job from your saved jobs',
        params: ZJobIdParams,
        response: { 200: ZSavedAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      await unsaveJob(db, requireUser(request), id);
      return { message: DONE.jobRemovedFromSavedJobs, data: { job_id: id, saved: false } };
    },
  );

  app.get(
    API.applications.saved,
    {
      ...candidate,
      schema: {
        summary: 'List your saved jobs',
        description:
          'Newest first; closed and expired jobs stay in the list, marked as such. Paged with `page` and `page_size`.',
        querystring: ZCardsQuery,
        response: { 200: zOk(zPage(ZSavedJob)) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, lang } = request.query;
      return { data: await listSavedJobs(db, requireUser(request), { page, pageSize, lang }) };
    },
  );

  for (const [url, excludeApplied, summary, description] of [
    [
      API.applications.recommended,
      false,
      'List open jobs that fit your profile',
      'Ranked by fit with your desired job and profile, each with the reasons it was recommended. Paged with `page` and `page_size`.',
    ],
    [
      API.applications.notApplied,
      true,
      'List recommended jobs you have not applied for yet',
      `As \`${API.applications.recommended}\`, without the jobs you applied for. Paged with \`page\` and \`page_size\`.`,
    ],
  ] as const) {
    app.get(
      url,
      {
        ...candidate,
        schema: {
          summary,
          description,
          querystring: ZCardsQuery,
          response: { 200: zOk(ZRecommendedPage) },
        },
      },
      async (request) => {
        const { page, page_size: pageSize, lang } = request.query;
        return {
          data: await recommendedJobs(db, requireUser(request), {
            excludeApplied,
            page,
            pageSize,
            lang,
          }),
        };
      },
    );
  }

  app.get(
    API.applications.candidateState.pattern,
    {
      ...candidate,
      schema: {
        summary: 'Check whether you have applied for or saved a job',
        params: ZJobIdParams,
        response: { 200: zOk(ZCandidateJobState) },
      },
    },
    async (request) => ({
      data: await candidateJobState(db, requireUser(request), request.params.id),
    }),
  );
}
