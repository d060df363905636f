import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zFileAnswer, zOk, zPage, ZPageQuery } from '@logicareers/shared/schemas/common';
import { APPLICATION_STATUSES } from '@logicareers/shared/application-status';
import {
  ZApplicantsPage,
  ZApplicationCommentRequest,
  ZApplicationIdParams,
  ZApplicationsQuery,
  ZCandidateJobState,
  ZJobIdBody,
  ZRecommendedPage,
  ZSavedJob,
  ZStatusCounts,
} from '@logicareers/shared/schemas/applications';
import {
  ZApplicationStatusRequest,
  ZApplyRequest,
  ZMyApplication,
} from '@logicareers/shared/schemas/candidate';
import { ZJobIdParams } from '@logicareers/shared/schemas/jobs';
import { candidatesOnly, requireUser } from '../access/access.policy';
import { CV_TYPES, sendCvFile } from '../candidates/cv-download';
import {
  addComment,
  applicantCvFile,
  apply,
  listApplicants,
  listMyApplications,
  setStatus,
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

/** Candidates only, and told so before their input is read. */
const candidate = {
  config: { access: { permission: 'jobs.apply' } },
  preValidation: candidatesOnly,
} as const;
const recruiter = { config: { access: { permission: 'applications.manage' } } } as const;

const ZApplicationAnswer = zOk(z.object({ id: z.string(), status: z.enum(APPLICATION_STATUSES) }));
const ZSavedAnswer = zOk(z.object({ job_id: z.number(), saved: z.boolean() }));

/** Applying, saved and recommended jobs for candidates; applicants and their statuses for recruiters. */
export async function applicationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.post(
    API.applications.apply,
    {
      ...candidate,
      schema: {
        summary: 'Apply for a job',
        body: ZApplyRequest,
        response: { 201: ZApplicationAnswer },
      },
    },
    async (request, reply) => {
      const { job_id, cover_note } = request.body;
      const data = await apply(db, requireUser(request), job_id, cover_note);
      return reply.code(201).send({ message: DONE.applicationSent, data });
    },
  );

  app.post(
    API.applications.withdraw,
    {
      ...candidate,
      schema: {
        summary: 'Withdraw your application for a job',
        description: 'Not possible once the application is hired, rejected or already withdrawn.',
        body: ZJobIdBody,
        response: { 200: ZApplicationAnswer },
      },
    },
    async (request) => {
      const data = await withdraw(db, requireUser(request), request.body.job_id);
      return { message: DONE.applicationWithdrawn, data };
    },
  );

  app.get(
    API.applications.applied,
    {
      ...candidate,
      schema: {
        summary: 'List your applications',
        description: 'Newest first. Paged with `page` and `page_size`.',
        querystring: ZApplicationsQuery,
        response: { 200: zOk(zPage(ZMyApplication)) },
      },
    },
    async (request) => {
      const { status, page, page_size: pageSize } = request.query;
      return {
        data: await listMyApplications(db, requireUser(request), { status, page, pageSize }),
      };
    },
  );

  app.get(
    API.applications.statusCount,
    {
      ...candidate,
      schema: {
        summary: 'Count your applications per status',
        response: { 200: zOk(ZStatusCounts) },
      },
    },
    async (request) => ({ data: await statusCounts(db, requireUser(request)) }),
  );

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
        querystring: ZPageQuery,
        response: { 200: zOk(zPage(ZSavedJob)) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      return { data: await listSavedJobs(db, requireUser(request), { page, pageSize }) };
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
          querystring: ZPageQuery,
          response: { 200: zOk(ZRecommendedPage) },
        },
      },
      async (request) => {
        const { page, page_size: pageSize } = request.query;
        return {
          data: await recommendedJobs(db, requireUser(request), { excludeApplied, page, pageSize }),
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

  app.get(
    API.applications.applicants.pattern,
    {
      ...recruiter,
      schema: {
        summary: 'List the applicants of a job you manage',
        description:
          "With their profile summary, status history and your company's comments. Another company's job is 404. Paged with `page` and `page_size`.",
        params: ZJobIdParams,
        querystring: ZApplicationsQuery,
        response: { 200: zOk(ZApplicantsPage) },
      },
    },
    async (request) => {
      const { status, page, page_size: pageSize } = request.query;
      return {
        data: await listApplicants(db, requireUser(request), request.params.id, {
          status,
          page,
          pageSize,
        }),
      };
    },
  );

  app.put(
    API.applications.setStatus,
    {
      ...recruiter,
      schema: {
        summary: 'Move one or more applicants to a status',
        description:
          'Each candidate is told by e-mail. If any application is not of a job you manage, the whole request is 404; if any was withdrawn, it is 409.',
        body: ZApplicationStatusRequest,
        response: { 200: zOk(z.object({ updated: z.number(), unchanged: z.number() })) },
      },
    },
    async (request) => {
      const { application_ids, status } = request.body;
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
    API.applications.comment,
    {
      ...recruiter,
      schema: {
        summary: 'Comment on an application',
        description:
          'Comments are seen only by your company. An application of a job you do not manage is 404.',
        body: ZApplicationCommentRequest,
        response: { 201: zOk(z.object({ id: z.string(), at: z.string() })) },
      },
    },
    async (request, reply) => {
      const { application_id, body } = request.body;
      const data = await addComment(db, requireUser(request), application_id, body);
      return reply.code(201).send({ message: DONE.commentAdded, data });
    },
  );

  app.get(
    API.applications.applicantCv.pattern,
    {
      ...recruiter,
      schema: {
        summary: 'Download the CV of an applicant',
        description: 'Only for applications of jobs you manage; others are 404.',
        params: ZApplicationIdParams,
        response: { 200: zFileAnswer('The CV, as uploaded', CV_TYPES) },
      },
    },
    async (request, reply) => {
      const fileId = await applicantCvFile(db, requireUser(request), request.params.id);
      return sendCvFile(reply, app.ctx, fileId);
    },
  );
}
