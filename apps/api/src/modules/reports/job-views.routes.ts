import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CandidateSource } from '@logicareers/shared/application-status';
import { API } from '@logicareers/shared/api';
import { REFUSED } from '@logicareers/shared/messages';
import { ZDone } from '@logicareers/shared/schemas/common';
import { ZJobIdParams } from '@logicareers/shared/schemas/jobs';
import { ZJobViewRequest } from '@logicareers/shared/schemas/reports';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { perAddress } from '../../lib/route-helpers';
import { recordJobView } from './report-records';

/** Counts a visit to a published job's page; any other job is not found. */
async function countJobView(db: Db, jobId: number, source: CandidateSource) {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'published')));
  if (!job) throw notFound(REFUSED.jobNotFound);
  await recordJobView(db, jobId, source);
}

/** Visits to job pages, sent by the page itself, for the employers' reports (issue 41). */
export async function jobViewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, env } = app.ctx;

  app.post(
    API.jobView.pattern,
    {
      config: { access: 'public', rateLimit: perAddress(env, 'forms') },
      schema: {
        summary: "Count a visit to a job's page",
        description:
          "Sent once by the job page as it opens, signed in or not: `source` says how the visitor came (`direct` when not given). Counted per day, job and source for the employer's reports; a job that is not published answers 404.",
        params: ZJobIdParams,
        body: ZJobViewRequest,
        response: { 200: ZDone },
      },
    },
    async (request) => {
      await countJobView(db, request.params.id, request.body.source ?? 'direct');
      return { data: null };
    },
  );
}
