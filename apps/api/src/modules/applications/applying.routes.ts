import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zOk, zPage } from '@logicareers/shared/schemas/common';
import { APPLICATION_STATUSES } from '@logicareers/shared/application-status';
import {
  ZApplicationsQuery,
  ZJobIdBody,
  ZStatusCounts,
} from '@logicareers/shared/schemas/applications';
import { ZApplyRequest, ZMyApplication } from '@logicareers/shared/schemas/candidate';
import { requireUser } from '../access/access.policy';
import { candidate } from './application-access';
import { apply, listMyApplications, statusCounts, withdraw } from './applications.service';
import { created, saved } from '../../lib/route-helpers';

const ZApplicationAnswer = zOk(z.object({ id: z.string(), status: z.enum(APPLICATION_STATUSES) }));

/** The candidate applies, withdraws, and follows their applications. */
export async function applyingRoutes(fastify: FastifyInstance) {
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
      const { job_id, cover_note, source } = request.body;
      return created(
        reply,
        DONE.applicationSent,
        apply(db, requireUser(request), job_id, cover_note, source),
      );
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
    async (request) =>
      saved(DONE.applicationWithdrawn, withdraw(db, requireUser(request), request.body.job_id)),
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
}
