import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZApplicationComment,
  ZApplicationStatusRequest,
  ZApplyRequest,
} from '@logicareers/shared/schemas/candidate';
import { masterId } from '@logicareers/shared/schemas/fields';
import { bodyOf, pageOf } from '../../lib/body';
import { parse } from '../../lib/validate';
import { requireUser } from '../access/access.policy';
import { sendCvFile } from '../candidates/cv-download';
import {
  addComment,
  applicantCvFile,
  apply,
  listApplicants,
  listMyApplications,
  setStatus,
  STATUS_FILTER,
  statusCounts,
  withdraw,
} from './applications.service';
import {
  candidateJobState,
  listSavedJobs,
  recommendedJobs,
  saveJob,
  unsaveJob,
} from './candidate-jobs.service';

const jobIdMessage = 'Job id must be a number';
const ZJobIdBody = z.object({ job_id: masterId(jobIdMessage) });
const ZJobIdParams = z.object({ id: masterId(jobIdMessage) });
const ZStatusQuery = z.object({
  status: z
    .enum(STATUS_FILTER, { error: `status must be one of ${STATUS_FILTER.join(', ')}` })
    .default('all'),
});
const ZApplicationParams = z.object({
  id: z.uuid({ error: 'Application id must be a UUID' }),
});
const ZCommentRequest = ZApplicationComment.extend({
  application_id: z.uuid({ error: 'Application id must be a UUID' }),
});

const candidate = { permission: 'jobs.apply' } as const;
const recruiter = { permission: 'applications.manage' } as const;

/** Applying, saved and recommended jobs for candidates; applicants and their statuses for recruiters. */
export async function applicationsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.post(
    '/api/jobs/apply',
    { config: { access: candidate, docs: { summary: 'Apply for a job', body: ZApplyRequest } } },
    async (request, reply) => {
      const { job_id, cover_note } = parse(ZApplyRequest, bodyOf(request));
      const data = await apply(db, requireUser(request), job_id, cover_note);
      return reply.code(201).send({ message: 'Application sent', data });
    },
  );

  app.post(
    '/api/jobs/apply-delete',
    {
      config: {
        access: candidate,
        docs: {
          summary: 'Withdraw your application for a job',
          description: 'Not possible once the application is hired, rejected or already withdrawn.',
          body: ZJobIdBody,
        },
      },
    },
    async (request) => {
      const { job_id } = parse(ZJobIdBody, bodyOf(request));
      const data = await withdraw(db, requireUser(request), job_id);
      return { message: 'Application withdrawn', data };
    },
  );

  app.get(
    '/api/jobs/applied',
    {
      config: {
        access: candidate,
        docs: {
          summary: 'List your applications',
          description: 'Newest first. Paged with `page` and `page_size`.',
          query: ZStatusQuery,
        },
      },
    },
    async (request) => {
      const { status } = parse(ZStatusQuery, request.query);
      return {
        data: await listMyApplications(db, requireUser(request), { status, ...pageOf(request) }),
      };
    },
  );

  app.get(
    '/api/jobs/apply-status-count',
    { config: { access: candidate, docs: { summary: 'Count your applications per status' } } },
    async (request) => ({
      data: await statusCounts(db, requireUser(request)),
    }),
  );

  app.post(
    '/api/jobs/save-job',
    { config: { access: candidate, docs: { summary: 'Save a job for later', body: ZJobIdBody } } },
    async (request) => {
      const { job_id } = parse(ZJobIdBody, bodyOf(request));
      await saveJob(db, requireUser(request), job_id);
      return { message: 'Job saved', data: { job_id, saved: true } };
    },
  );

  app.delete(
    '/api/jobs/save-job/:id',
    {
      config: {
        access: candidate,
        docs: { summary: 'Remove a job from your saved jobs', params: ZJobIdParams },
      },
    },
    async (request) => {
      const { id } = parse(ZJobIdParams, request.params);
      await unsaveJob(db, requireUser(request), id);
      return { message: 'Job removed from saved jobs', data: { job_id: id, saved: false } };
    },
  );

  app.get(
    '/api/jobs/saved',
    {
      config: {
        access: candidate,
        docs: {
          summary: 'List your saved jobs',
          description:
            'Newest first; closed and expired jobs stay in the list, marked as such. Paged with `page` and `page_size`.',
        },
      },
    },
    async (request) => ({
      data: await listSavedJobs(db, requireUser(request), pageOf(request)),
    }),
  );

  app.get(
    '/api/jobs/recommended',
    {
      config: {
        access: candidate,
        docs: {
          summary: 'List open jobs that fit your profile',
          description:
            'Ranked by fit with your desired job and profile, each with the reasons it was recommended. Paged with `page` and `page_size`.',
        },
      },
    },
    async (request) => ({
      data: await recommendedJobs(db, requireUser(request), {
        excludeApplied: false,
        ...pageOf(request),
      }),
    }),
  );

  app.get(
    '/api/jobs/not-applied',
    {
      config: {
        access: candidate,
        docs: {
          summary: 'List recommended jobs you have not applied for yet',
          description:
            'As `/api/jobs/recommended`, without the jobs you applied for. Paged with `page` and `page_size`.',
        },
      },
    },
    async (request) => ({
      data: await recommendedJobs(db, requireUser(request), {
        excludeApplied: true,
        ...pageOf(request),
      }),
    }),
  );

  app.get(
    '/api/jobs/:id/candidate-state',
    {
      config: {
        access: candidate,
        docs: {
          summary: 'Check whether you have applied for or saved a job',
          params: ZJobIdParams,
        },
      },
    },
    async (request) => {
      const { id } = parse(ZJobIdParams, request.params);
      return { data: await candidateJobState(db, requireUser(request), id) };
    },
  );

  app.get(
    '/api/jobs/:id/applicants',
    {
      config: {
        access: recruiter,
        docs: {
          summary: 'List the applicants of a job you manage',
          description:
            "With their profile summary, status history and your company's comments. Another company's job is 404. Paged with `page` and `page_size`.",
          params: ZJobIdParams,
          query: ZStatusQuery,
        },
      },
    },
    async (request) => {
      const { id } = parse(ZJobIdParams, request.params);
      const { status } = parse(ZStatusQuery, request.query);
      return {
        data: await listApplicants(db, requireUser(request), id, { status, ...pageOf(request) }),
      };
    },
  );

  app.put(
    '/api/jobs/application-status',
    {
      config: {
        access: recruiter,
        docs: {
          summary: 'Move one or more applicants to a status',
          description:
            'Each candidate is told by e-mail. If any application is not of a job you manage, the whole request is 404; if any was withdrawn, it is 409.',
          body: ZApplicationStatusRequest,
        },
      },
    },
    async (request) => {
      const { application_ids, status } = parse(ZApplicationStatusRequest, bodyOf(request));
      const data = await setStatus(app.ctx, requireUser(request), application_ids, status);
      return {
        message:
          data.updated === 1
            ? 'Applicant moved'
            : data.updated
              ? `${data.updated} applicants moved`
              : 'Nothing to change',
        data,
      };
    },
  );

  app.post(
    '/api/jobs/application-comment',
    {
      config: {
        access: recruiter,
        docs: {
          summary: 'Comment on an application',
          description:
            'Comments are seen only by your company. An application of a job you do not manage is 404.',
          body: ZCommentRequest,
        },
      },
    },
    async (request, reply) => {
      const { application_id, body } = parse(ZCommentRequest, bodyOf(request));
      const data = await addComment(db, requireUser(request), application_id, body);
      return reply.code(201).send({ message: 'Comment added', data });
    },
  );

  app.get(
    '/api/jobs/applications/:id/cv',
    {
      config: {
        access: recruiter,
        docs: {
          summary: 'Download the CV of an applicant',
          description: 'Only for applications of jobs you manage; others are 404.',
          params: ZApplicationParams,
        },
      },
    },
    async (request, reply) => {
      const { id } = parse(ZApplicationParams, request.params);
      const fileId = await applicantCvFile(db, requireUser(request), id);
      return sendCvFile(reply, app.ctx, fileId);
    },
  );
}
