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
import { requireUser } from '../access/access';
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

  app.post('/api/jobs/apply', { config: { access: candidate } }, async (request, reply) => {
    const { job_id, cover_note } = parse(ZApplyRequest, bodyOf(request));
    const data = await apply(db, requireUser(request), job_id, cover_note);
    return reply.code(201).send({ message: 'Application sent', data });
  });

  app.post('/api/jobs/apply-delete', { config: { access: candidate } }, async (request) => {
    const { job_id } = parse(ZJobIdBody, bodyOf(request));
    const data = await withdraw(db, requireUser(request), job_id);
    return { message: 'Application withdrawn', data };
  });

  app.get('/api/jobs/applied', { config: { access: candidate } }, async (request) => {
    const { status } = parse(ZStatusQuery, request.query);
    return {
      data: await listMyApplications(db, requireUser(request), { status, ...pageOf(request) }),
    };
  });

  app.get('/api/jobs/apply-status-count', { config: { access: candidate } }, async (request) => ({
    data: await statusCounts(db, requireUser(request)),
  }));

  app.post('/api/jobs/save-job', { config: { access: candidate } }, async (request) => {
    const { job_id } = parse(ZJobIdBody, bodyOf(request));
    await saveJob(db, requireUser(request), job_id);
    return { message: 'Job saved', data: { job_id, saved: true } };
  });

  app.delete('/api/jobs/save-job/:id', { config: { access: candidate } }, async (request) => {
    const { id } = parse(ZJobIdParams, request.params);
    await unsaveJob(db, requireUser(request), id);
    return { message: 'Job removed from saved jobs', data: { job_id: id, saved: false } };
  });

  app.get('/api/jobs/saved', { config: { access: candidate } }, async (request) => ({
    data: await listSavedJobs(db, requireUser(request), pageOf(request)),
  }));

  app.get('/api/jobs/recommended', { config: { access: candidate } }, async (request) => ({
    data: await recommendedJobs(db, requireUser(request), {
      excludeApplied: false,
      ...pageOf(request),
    }),
  }));

  app.get('/api/jobs/not-applied', { config: { access: candidate } }, async (request) => ({
    data: await recommendedJobs(db, requireUser(request), {
      excludeApplied: true,
      ...pageOf(request),
    }),
  }));

  app.get('/api/jobs/:id/candidate-state', { config: { access: candidate } }, async (request) => {
    const { id } = parse(ZJobIdParams, request.params);
    return { data: await candidateJobState(db, requireUser(request), id) };
  });

  app.get('/api/jobs/:id/applicants', { config: { access: recruiter } }, async (request) => {
    const { id } = parse(ZJobIdParams, request.params);
    const { status } = parse(ZStatusQuery, request.query);
    return {
      data: await listApplicants(db, requireUser(request), id, { status, ...pageOf(request) }),
    };
  });

  app.put('/api/jobs/application-status', { config: { access: recruiter } }, async (request) => {
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
  });

  app.post(
    '/api/jobs/application-comment',
    { config: { access: recruiter } },
    async (request, reply) => {
      const { application_id, body } = parse(ZCommentRequest, bodyOf(request));
      const data = await addComment(db, requireUser(request), application_id, body);
      return reply.code(201).send({ message: 'Comment added', data });
    },
  );

  app.get(
    '/api/jobs/applications/:id/cv',
    { config: { access: recruiter } },
    async (request, reply) => {
      const { id } = parse(ZApplicationParams, request.params);
      const fileId = await applicantCvFile(db, requireUser(request), id);
      return sendCvFile(reply, app.ctx, fileId);
    },
  );
}
